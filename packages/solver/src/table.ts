/**
 * The transposition table: a fixed-size, typed-array hash set of the positions the search has
 * entered, with replacement.
 *
 * ## Memory bound
 *
 * Each entry is two 32-bit words (the 64-bit canonical key), so the table takes `8 × 2^bits`
 * bytes at most: 8 MiB at the default of 2^20 entries, whatever the node budget. It starts at
 * 2^12 entries and doubles when it is more than three quarters full, or when a bucket overflows in
 * a table more than 1/8 full, up to that cap, so small searches stay small. Otherwise a new key
 * whose bucket of four is full replaces one of the four (chosen by the key's own bits, so the
 * choice is the same on every machine). When the table doubles does not change what it holds: a
 * doubling keeps each bucket's keys in the order they came, as an insertion into the larger table
 * would have, and below the cap no key is replaced in a table more than 1/8 full, so the search is
 * the same whatever the load it grows at (only the time spent growing is not).
 *
 * ## Why replacement never makes "unsolvable" false
 *
 * The table stores only positions the search has *entered* (played into, checked for a win and
 * then expanded, or being expanded), and positions that rule 8 of `prune.ts` shows lost when a
 * move would lead to them (they hold a set of cards held for good, rule 5; they are put in the
 * table unplayed). The search skips a successor only when the table holds its key. Dropping an
 * entry can therefore only make the search enter a position again (wasted work); it can never
 * make it skip a position that was neither entered nor shown lost before. The proof that an
 * exhaustive search without a win means "no win" rests only on that:
 *
 * Take the pruned move graph of `prune.ts` and make every position with a set held for good a
 * dead end (rule 5: it is lost, so this keeps every win). Let S be the set of positions entered
 * and L the set of positions put in the table as lost. Each entered position either had every
 * successor tried (each one entered then, put in L, or skipped because the table held it, i.e.
 * because it had been entered or put in L earlier) or the search was cut (budget, time, abort,
 * depth cap), in which case the answer is `unknown`, never `unsolvable`; a position of L has no
 * successor in that graph. So when the search ends uncut, S ∪ L is closed under successors and
 * contains the start: it holds every reachable position. Each position of S was checked for a win
 * on entry and none of L is won, so no win is reachable. Note that the argument never needs an
 * entry to mean "fully explored and losing" (a much stronger claim, false for positions still on
 * the stack, which is why the table is not a table of losses): "entered or held for good" is
 * enough, and replacement keeps "in the table ⇒ entered or held for good" true.
 *
 * The one residual risk is a 64-bit key collision (a position skipped because a *different*
 * entered position has the same key). With bucket size 4 the chance per probe is 4 / 2^64;
 * over 10^7 probes it is about 2 × 10^-12.
 * @module
 */

/** The smallest table, in bits of entries. */
export const MIN_TABLE_BITS = 12;
/** The largest table accepted, in bits of entries (2^26 entries = 512 MiB). */
export const MAX_TABLE_BITS = 26;
/**
 * The largest table whose arrays {@link TranspositionTable.reset} keeps for the next search, in bits
 * of entries (2^18 entries = 2 MiB): regrowing them costs an allocation and a copy per doubling.
 */
export const KEPT_TABLE_BITS = 18;
/** The default cap: 2^20 entries, 8 MiB. */
export const DEFAULT_TABLE_BITS = 20;

/** The cap a table asked for `bits` gets: `bits`, kept from {@link MIN_TABLE_BITS} to {@link MAX_TABLE_BITS}. */
export function clampTableBits(bits: number): number {
  return Math.max(MIN_TABLE_BITS, Math.min(MAX_TABLE_BITS, bits));
}

/** A capped hash set of 64-bit keys (see the module comment). */
export class TranspositionTable {
  /** The cap, in bits of entries. */
  readonly maxBits: number;
  private bits: number;
  private mask: number;
  private keysA: Int32Array;
  private keysB: Int32Array;
  /** Number of keys held. */
  count = 0;
  /** Number of entries replaced since the table reached its cap. */
  replaced = 0;

  /** An empty table that may grow to `2^maxBits` entries (see {@link clampTableBits}). */
  constructor(maxBits: number = DEFAULT_TABLE_BITS) {
    this.maxBits = clampTableBits(maxBits);
    this.bits = MIN_TABLE_BITS;
    this.mask = (1 << this.bits) - 1;
    this.keysA = new Int32Array(1 << this.bits);
    this.keysB = new Int32Array(1 << this.bits);
  }

  /** The number of entries allocated now. */
  get capacity(): number {
    return 1 << this.bits;
  }

  /** The bytes its arrays take now (after a {@link TranspositionTable.reset}, more than its capacity needs). */
  get bytes(): number {
    return 8 * this.keysA.length;
  }

  /** Whether the key is held. */
  has(k1: number, k2: number): boolean {
    const b = k2 | 1;
    const base = k1 & this.mask & ~3;
    const keysA = this.keysA;
    const keysB = this.keysB;
    for (let i = base; i < base + 4; i++) {
      if (keysB[i] === b && keysA[i] === k1) return true;
    }
    return false;
  }

  /**
   * Adds a key. Returns `false` when it was already held (nothing changes), `true` when it was
   * added (possibly replacing another key, see the module comment).
   */
  insert(k1: number, k2: number): boolean {
    const b = k2 | 1; // lane B is never 0 in a used slot: 0 marks an empty slot
    const base = k1 & this.mask & ~3;
    const keysA = this.keysA;
    const keysB = this.keysB;
    for (let i = base; i < base + 4; i++) {
      const kb = keysB[i]!;
      if (kb === 0) {
        keysA[i] = k1;
        keysB[i] = b;
        this.count++;
        if (this.count * 4 > this.capacity * 3 && this.bits < this.maxBits) this.grow();
        return true;
      }
      if (kb === b && keysA[i] === k1) return false;
    }
    if (this.bits < this.maxBits && this.count * 8 > this.capacity) {
      // a full bucket in a table over 1/8 full: grow (up to the cap) and try again
      this.grow();
      return this.insert(k1, k2);
    }
    const victim = base + ((k2 >>> 29) & 3);
    keysA[victim] = k1;
    keysB[victim] = b;
    this.replaced++;
    return true;
  }

  /**
   * Makes the table as a new one is: empty, at its smallest size, so that a search with a reset
   * table runs exactly as with a new one. Arrays grown up to {@link KEPT_TABLE_BITS} are kept (only
   * the part in use is zeroed) and grown into again in place; larger ones are let go.
   */
  reset(): void {
    if (this.keysA.length > 1 << KEPT_TABLE_BITS) {
      this.keysA = new Int32Array(1 << MIN_TABLE_BITS);
      this.keysB = new Int32Array(1 << MIN_TABLE_BITS);
    } else {
      // Everything past the part in use is zero already (see grow).
      this.keysA.fill(0, 0, 1 << this.bits);
      this.keysB.fill(0, 0, 1 << this.bits);
    }
    this.bits = MIN_TABLE_BITS;
    this.mask = (1 << this.bits) - 1;
    this.count = 0;
    this.replaced = 0;
  }

  /** Empties the table (keeps the allocation). */
  clear(): void {
    this.keysA.fill(0);
    this.keysB.fill(0);
    this.count = 0;
    this.replaced = 0;
  }

  /**
   * Doubles the table. Every bucket of the old table splits into two buckets of the new one: the
   * keys that stay (their new mask bit is 0) keep their order at the bucket's place, the others
   * move, in order, to the bucket as far above as the old table is large. Arrays are reallocated
   * only when they are too small; past the part in use they are always zero.
   */
  private grow(): void {
    const half = 1 << this.bits;
    if (this.keysA.length < 2 * half) {
      const a = new Int32Array(2 * half);
      const b = new Int32Array(2 * half);
      a.set(this.keysA.subarray(0, half));
      b.set(this.keysB.subarray(0, half));
      this.keysA = a;
      this.keysB = b;
    }
    this.bits++;
    this.mask = (1 << this.bits) - 1;
    const keysA = this.keysA;
    const keysB = this.keysB;
    for (let base = 0; base < half; base += 4) {
      let low = base;
      let high = base + half;
      for (let i = base; i < base + 4; i++) {
        const kb = keysB[i]!;
        if (kb === 0) continue;
        const ka = keysA[i]!;
        keysA[i] = 0;
        keysB[i] = 0;
        const j = (ka & half) === 0 ? low++ : high++;
        keysA[j] = ka;
        keysB[j] = kb;
      }
    }
  }
}
