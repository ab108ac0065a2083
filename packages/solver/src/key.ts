/**
 * Canonical position keys for the transposition table.
 *
 * A key is 64 bits held as two 32-bit lanes. Each column is hashed on its own (Zobrist terms for
 * every card at every height, and a term for its face-down count, so a column's hash fixes the
 * column exactly up to hash collisions); the column hashes are then mixed by a non-linear
 * function and **added**. Addition is commutative, so the key does not depend on the order of the
 * columns: two positions that differ only by a permutation of columns get the same key, as
 * they should (the rules treat the columns alike, so a winning line of one is a winning line of the
 * other with the column numbers permuted). The foundations need no term: they hold exactly the
 * cards that are not on the tableau.
 *
 * All arithmetic is 32-bit integer arithmetic (`Math.imul`, `>>>`), so keys are the same on every
 * machine. The Zobrist constants come from a fixed SplitMix32 stream.
 * @module
 */
import { DECK_SIZE, MAX_COLUMN_COUNT, type Position, echoInput, isPosition } from '@russian-solitaire/engine';
import {
  COLUMN_STRIDE,
  FOUNDATION_TARGET,
  ON_FOUNDATION,
  moveCard,
  moveTarget,
} from '@russian-solitaire/engine/internal';

/** Heights a column's Zobrist terms cover: above any column (at most the whole deck). */
const HEIGHTS = 64;
/** Room per column in the prefix sums: one sum for each height from 0 to a whole deck. */
const PREFIX_STRIDE = COLUMN_STRIDE + 1;

function makeTable(seed: number, size: number): Int32Array {
  const out = new Int32Array(size);
  let state = seed | 0;
  for (let i = 0; i < size; i++) {
    state = (state + 0x9e3779b9) | 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    out[i] = z ^ (z >>> 16);
  }
  return out;
}

/** Zobrist terms for card `k` at height `i` of a column: index `k * 64 + i`. */
const ZA = makeTable(0x2545f491, DECK_SIZE * HEIGHTS);
const ZB = makeTable(0x6c8e9cf5, DECK_SIZE * HEIGHTS);
/** Terms for a column's face-down count. */
const FA = makeTable(0x1b873593, HEIGHTS);
const FB = makeTable(0x7feb352d, HEIGHTS);

function fmix(h: number): number {
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return h ^ (h >>> 16);
}

/** Mixes a column's two hash lanes into its summand of lane A of the key. */
function mixLaneA(a: number, b: number): number {
  return fmix(a ^ Math.imul(b, 0x9e3779b1));
}

/** Mixes a column's two hash lanes into its summand of lane B of the key. */
function mixLaneB(a: number, b: number): number {
  return fmix((b + Math.imul(a ^ 0x5bd1e995, 0xcc9e2d51)) | 0);
}

/**
 * Incremental key state for one position being searched: the two hash lanes of every column, the
 * mixed sum over the columns, and each column's prefix sums of Zobrist terms. Two ways to follow
 * moves: {@link KeyState.updateColumn} hashes a changed column again; {@link KeyState.probe}
 * gives the key a move leads to *before* it is played (the search then skips a move into a
 * position it has entered without playing it), {@link KeyState.commit} adopts it once the move is
 * played, and {@link KeyState.refill} mends a column's prefix sums after an undo.
 *
 * The prefix sums of a column are right up to its length: every height a column grows into is
 * written (by `probe` for the target of a move, by `refill` for the source of an undone move).
 */
export class KeyState {
  /** Lane A of each column's hash. */
  readonly colA = new Int32Array(MAX_COLUMN_COUNT);
  /** Lane B of each column's hash. */
  readonly colB = new Int32Array(MAX_COLUMN_COUNT);
  /** Mixed lane A of each column (the summands of `k1`). */
  readonly mixA = new Int32Array(MAX_COLUMN_COUNT);
  /** Mixed lane B of each column (the summands of `k2`). */
  readonly mixB = new Int32Array(MAX_COLUMN_COUNT);
  /** First 32 bits of the key. */
  k1 = 0;
  /** Second 32 bits of the key. */
  k2 = 0;
  /** First 32 bits of the key after the move last probed. */
  nextK1 = 0;
  /** Second 32 bits of the key after the move last probed. */
  nextK2 = 0;
  /** `prefixA[c * PREFIX_STRIDE + h]`: lane A of the terms of column c's cards below height h. */
  private readonly prefixA = new Int32Array(MAX_COLUMN_COUNT * PREFIX_STRIDE);
  private readonly prefixB = new Int32Array(MAX_COLUMN_COUNT * PREFIX_STRIDE);
  /** The probed move's source and target columns' new lanes and summands (`next` of the four values). */
  private nextFromA = 0;
  private nextFromB = 0;
  private nextToA = 0;
  private nextToB = 0;
  /** The probed move's source and target columns' new summands (mixed lanes), kept for {@link KeyState.commit}. */
  private nextFromMixA = 0;
  private nextFromMixB = 0;
  private nextToMixA = 0;
  private nextToMixB = 0;

  /** Builds the key state of a position. */
  constructor(position: Position) {
    this.reset(position);
  }

  /** Makes this the key state of `position`, as a new one would be (its arrays are reused). */
  reset(position: Position): void {
    this.k1 = 0;
    this.k2 = 0;
    this.mixA.fill(0);
    this.mixB.fill(0);
    for (let c = 0; c < position.columnCount; c++) this.updateColumn(position, c);
  }

  /** Recomputes the hash of column `c` of `position` (and its prefix sums) and the key. */
  updateColumn(position: Position, c: number): void {
    this.refill(position, c, 0);
    const n = position.length[c]!;
    const fd = position.faceDown[c]!;
    const at = c * PREFIX_STRIDE + n;
    this.setColumn(c, (FA[fd]! + this.prefixA[at]!) | 0, (FB[fd]! + this.prefixB[at]!) | 0);
  }

  /** Rewrites column `c`'s prefix sums from height `from` up to its length. */
  refill(position: Position, c: number, from: number): void {
    const { cards, length } = position;
    const n = length[c]!;
    const base = c * COLUMN_STRIDE;
    const pbase = c * PREFIX_STRIDE;
    const prefixA = this.prefixA;
    const prefixB = this.prefixB;
    // The sum below height 0 is never written: it stays 0.
    let a = prefixA[pbase + from]!;
    let b = prefixB[pbase + from]!;
    for (let i = from; i < n; i++) {
      const z = cards[base + i]! * HEIGHTS + i;
      a = (a + ZA[z]!) | 0;
      b = (b + ZB[z]!) | 0;
      prefixA[pbase + i + 1] = a;
      prefixB[pbase + i + 1] = b;
    }
  }

  /**
   * Computes the key of the position after the legal move `code` (not played): `nextK1` and
   * `nextK2`. Writes the target column's prefix sums for the heights the move would fill.
   */
  probe(position: Position, code: number): void {
    const card = moveCard(code);
    const to = moveTarget(code);
    const { cards, length, faceDown, place, slot } = position;
    const prefixA = this.prefixA;
    const prefixB = this.prefixB;
    const from = place[card]!;
    let k1 = this.k1;
    let k2 = this.k2;
    if (from !== ON_FOUNDATION) {
      const i = slot[card]!;
      const fd = faceDown[from]!;
      // Lifting the lowest face-up card turns the face-down card under it.
      const fdAfter = i === fd && fd > 0 ? fd - 1 : fd;
      const at = from * PREFIX_STRIDE + i;
      const a = (FA[fdAfter]! + prefixA[at]!) | 0;
      const b = (FB[fdAfter]! + prefixB[at]!) | 0;
      this.nextFromA = a;
      this.nextFromB = b;
      const ma = mixLaneA(a, b);
      const mb = mixLaneB(a, b);
      this.nextFromMixA = ma;
      this.nextFromMixB = mb;
      k1 = (k1 - this.mixA[from]! + ma) | 0;
      k2 = (k2 - this.mixB[from]! + mb) | 0;
    }
    if (to !== FOUNDATION_TARGET) {
      const lenTo = length[to]!;
      const pto = to * PREFIX_STRIDE + lenTo;
      let pa = prefixA[pto]!;
      let pb = prefixB[pto]!;
      if (from === ON_FOUNDATION) {
        const z = card * HEIGHTS + lenTo;
        pa = (pa + ZA[z]!) | 0;
        pb = (pb + ZB[z]!) | 0;
        prefixA[pto + 1] = pa;
        prefixB[pto + 1] = pb;
      } else {
        const base = from * COLUMN_STRIDE;
        const end = length[from]!;
        for (let h = slot[card]!, j = 0; h < end; h++, j++) {
          const z = cards[base + h]! * HEIGHTS + lenTo + j;
          pa = (pa + ZA[z]!) | 0;
          pb = (pb + ZB[z]!) | 0;
          prefixA[pto + j + 1] = pa;
          prefixB[pto + j + 1] = pb;
        }
      }
      const fdTo = faceDown[to]!;
      const a = (FA[fdTo]! + pa) | 0;
      const b = (FB[fdTo]! + pb) | 0;
      this.nextToA = a;
      this.nextToB = b;
      const ma = mixLaneA(a, b);
      const mb = mixLaneB(a, b);
      this.nextToMixA = ma;
      this.nextToMixB = mb;
      k1 = (k1 - this.mixA[to]! + ma) | 0;
      k2 = (k2 - this.mixB[to]! + mb) | 0;
    }
    this.nextK1 = k1;
    this.nextK2 = k2;
  }

  /**
   * Adopts the key of the move last probed, once it has been played: `from` and `to` are its
   * source and target (out of the table's range for the foundations).
   */
  commit(from: number, to: number): void {
    if (from < MAX_COLUMN_COUNT) {
      this.colA[from] = this.nextFromA;
      this.colB[from] = this.nextFromB;
      this.mixA[from] = this.nextFromMixA;
      this.mixB[from] = this.nextFromMixB;
    }
    if (to < MAX_COLUMN_COUNT) {
      this.colA[to] = this.nextToA;
      this.colB[to] = this.nextToB;
      this.mixA[to] = this.nextToMixA;
      this.mixB[to] = this.nextToMixB;
    }
    this.k1 = this.nextK1;
    this.k2 = this.nextK2;
  }

  /** Sets column `c`'s lanes to `a` and `b` and the key with them. */
  private setColumn(c: number, a: number, b: number): void {
    this.colA[c] = a;
    this.colB[c] = b;
    const ma = mixLaneA(a, b);
    const mb = mixLaneB(a, b);
    this.k1 = (this.k1 - this.mixA[c]! + ma) | 0;
    this.k2 = (this.k2 - this.mixB[c]! + mb) | 0;
    this.mixA[c] = ma;
    this.mixB[c] = mb;
  }

  /**
   * Writes the key and the state of columns `from` and `to` (either may be out of the table's
   * range, for the foundations: it is then skipped) at `at` of `buffer`, so that
   * {@link KeyState.restore} can put them back without hashing the columns again.
   */
  save(buffer: Int32Array, at: number, from: number, to: number): void {
    buffer[at] = this.k1;
    buffer[at + 1] = this.k2;
    if (from < MAX_COLUMN_COUNT) {
      buffer[at + 2] = this.colA[from]!;
      buffer[at + 3] = this.colB[from]!;
      buffer[at + 4] = this.mixA[from]!;
      buffer[at + 5] = this.mixB[from]!;
    }
    if (to < MAX_COLUMN_COUNT) {
      buffer[at + 6] = this.colA[to]!;
      buffer[at + 7] = this.colB[to]!;
      buffer[at + 8] = this.mixA[to]!;
      buffer[at + 9] = this.mixB[to]!;
    }
  }

  /** Puts back what {@link KeyState.save} wrote at `at` of `buffer` for the same two columns. */
  restore(buffer: Int32Array, at: number, from: number, to: number): void {
    this.k1 = buffer[at]!;
    this.k2 = buffer[at + 1]!;
    if (from < MAX_COLUMN_COUNT) {
      this.colA[from] = buffer[at + 2]!;
      this.colB[from] = buffer[at + 3]!;
      this.mixA[from] = buffer[at + 4]!;
      this.mixB[from] = buffer[at + 5]!;
    }
    if (to < MAX_COLUMN_COUNT) {
      this.colA[to] = buffer[at + 6]!;
      this.colB[to] = buffer[at + 7]!;
      this.mixA[to] = buffer[at + 8]!;
      this.mixB[to] = buffer[at + 9]!;
    }
  }
}

/** The room {@link KeyState.save} takes in its buffer: the key and two columns' four values. */
export const KEY_SAVE_STRIDE = 10;

/**
 * The canonical 64-bit key of a position as two unsigned 32-bit numbers. It does not depend on
 * the order of the columns and it includes each column's face-down count.
 * @throws TypeError when `position` is not a position made by the engine.
 */
export function positionKey(position: Position): readonly [number, number] {
  if (!isPosition(position)) throw new TypeError(`${echoInput(position)} is not a position`);
  const state = new KeyState(position);
  return [state.k1 >>> 0, state.k2 >>> 0];
}
