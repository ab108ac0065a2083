/**
 * The transposition table: a fixed-size, typed-array hash set of the positions the search has
 * entered, with replacement.
 *
 * ## Memory bound
 *
 * Each entry is two 32-bit words (the 64-bit canonical key), so the table takes `8 × 2^bits`
 * bytes at most: 8 MiB at the default of 2^20 entries, whatever the node budget. It starts at
 * 2^15 entries (256 KiB; or at its cap, if lower) and doubles when it is more than three quarters
 * full, or when a bucket overflows in a table more than 1/8 full, up to that cap. Most searches
 * of a classic deal enter a few hundred positions: a table that started at 2^12 entries doubled
 * two or three times in a search of a few thousand, and the doublings took 4 % of the solver's
 * time; the larger table is zeroed after a small search slot by slot (it notes the first 4,096
 * slots it writes), so starting large costs them nothing. Otherwise a new key
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
/** The size a table starts at (or its cap, if lower), in bits of entries. */
export const START_TABLE_BITS = 15;
/** How many written slots a table notes for {@link TranspositionTable.reset} to zero one by one. */
const LOG_SIZE = 4096;

/** The size a table of cap `maxBits` starts at. */
function startBits(maxBits: number): number {
  return Math.min(START_TABLE_BITS, maxBits);
}

/**
 * The default cap of a run of up to 2^20 nodes: 2^20 entries, 8 MiB (above, the cap grows with the
 * budget: see `SolveOptions.tableBits`).
 */
export const DEFAULT_TABLE_BITS = 20;

/**
 * The cap of a table when the options give none, for a run of `budget` nodes: {@link DEFAULT_TABLE_BITS}
 * up to a budget of 2^20 nodes, then room for every position the budget may enter (2^k entries
 * for a budget up to 2^k), up to {@link MAX_TABLE_BITS}. A table replaces entries once it is full,
 * and a search that has forgotten positions enters them again: the search of the whole game on
 * relaxed seed 46,104 proves the deal lost after 1,766,383 positions in a table of 2^26 entries,
 * and not within 3 × 10^7 in one of 2^20. A table grows only as it fills, so a run that ends early
 * takes no more memory for it.
 */
export function defaultTableBits(budget: number): number {
  return clampTableBits(Math.max(DEFAULT_TABLE_BITS, Math.ceil(Math.log2(budget))));
}

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
  /**
   * The entries, two words each: entry `i` is lane A (the key's first word) at `2i` and lane B
   * (its second word, made odd) at `2i + 1`, so that a bucket of four entries is 32 bytes together
   * and a probe reads one stretch of memory.
   */
  private slots: Int32Array;
  /**
   * The slots written since the table was last empty, while they are few (see
   * {@link TranspositionTable.reset}); `logged` is -1 once they are too many or have moved.
   */
  private readonly log = new Int32Array(LOG_SIZE);
  private logged = 0;
  /** Number of keys held. */
  count = 0;
  /** Number of entries replaced since the table reached its cap. */
  replaced = 0;

  /** An empty table that may grow to `2^maxBits` entries (see {@link clampTableBits}). */
  constructor(maxBits: number = DEFAULT_TABLE_BITS) {
    this.maxBits = clampTableBits(maxBits);
    this.bits = startBits(this.maxBits);
    this.mask = (1 << this.bits) - 1;
    this.slots = new Int32Array(2 << this.bits);
  }

  /** The number of entries allocated now. */
  get capacity(): number {
    return 1 << this.bits;
  }

  /** The bytes its arrays take now (after a {@link TranspositionTable.reset}, more than its capacity needs). */
  get bytes(): number {
    return 4 * this.slots.length;
  }

  /** Whether the key is held. */
  has(k1: number, k2: number): boolean {
    const b = k2 | 1;
    const base = (k1 & this.mask & ~3) << 1;
    const slots = this.slots;
    for (let i = base; i < base + 8; i += 2) {
      if (slots[i + 1] === b && slots[i] === k1) return true;
    }
    return false;
  }

  /**
   * Adds a key. Returns `false` when it was already held (nothing changes), `true` when it was
   * added (possibly replacing another key, see the module comment).
   */
  insert(k1: number, k2: number): boolean {
    const b = k2 | 1; // lane B is never 0 in a used slot: 0 marks an empty slot
    const base = (k1 & this.mask & ~3) << 1;
    const slots = this.slots;
    for (let i = base; i < base + 8; i += 2) {
      const kb = slots[i + 1]!;
      if (kb === 0) {
        slots[i] = k1;
        slots[i + 1] = b;
        if (this.logged >= 0) {
          if (this.logged < LOG_SIZE) this.log[this.logged++] = i;
          else this.logged = -1;
        }
        this.count++;
        if (this.count * 4 > this.capacity * 3 && this.bits < this.maxBits) this.grow();
        return true;
      }
      if (kb === b && slots[i] === k1) return false;
    }
    if (this.bits < this.maxBits && this.count * 8 > this.capacity) {
      // a full bucket in a table over 1/8 full: grow (up to the cap) and try again
      this.grow();
      return this.insert(k1, k2);
    }
    const victim = base + (((k2 >>> 29) & 3) << 1);
    slots[victim] = k1;
    slots[victim + 1] = b;
    this.replaced++;
    return true;
  }

  /**
   * Makes the table as a new one is: empty, at its smallest size, so that a search with a reset
   * table runs exactly as with a new one. Arrays grown up to {@link KEPT_TABLE_BITS} are kept (only
   * the part in use is zeroed) and grown into again in place; larger ones are let go.
   */
  reset(): void {
    const bits = startBits(this.maxBits);
    if (this.slots.length > 2 << KEPT_TABLE_BITS) {
      this.slots = new Int32Array(2 << bits);
    } else if (this.logged >= 0) {
      // The few slots written are zeroed one by one.
      const { slots, log } = this;
      for (let k = 0; k < this.logged; k++) {
        slots[log[k]!] = 0;
        slots[log[k]! + 1] = 0;
      }
    } else {
      // Everything past the part in use is zero already (see grow).
      this.slots.fill(0, 0, 2 << this.bits);
    }
    this.logged = 0;
    this.bits = bits;
    this.mask = (1 << this.bits) - 1;
    this.count = 0;
    this.replaced = 0;
  }

  /** Empties the table (keeps the allocation). */
  clear(): void {
    this.slots.fill(0);
    this.logged = 0;
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
    this.logged = -1;
    if (this.slots.length < 4 * half) {
      const slots = new Int32Array(4 * half);
      slots.set(this.slots.subarray(0, 2 * half));
      this.slots = slots;
    }
    this.bits++;
    this.mask = (1 << this.bits) - 1;
    const slots = this.slots;
    const end = 2 * half;
    for (let base = 0; base < end; base += 8) {
      let low = base;
      let high = base + end;
      for (let i = base; i < base + 8; i += 2) {
        const kb = slots[i + 1]!;
        if (kb === 0) continue;
        const ka = slots[i]!;
        slots[i] = 0;
        slots[i + 1] = 0;
        const j = (ka & half) === 0 ? (low += 2) - 2 : (high += 2) - 2;
        slots[j] = ka;
        slots[j + 1] = kb;
      }
    }
  }
}
