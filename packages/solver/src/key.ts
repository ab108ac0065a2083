/**
 * Canonical position keys for the transposition table.
 *
 * A key is 64 bits held as two 32-bit lanes. Each column is hashed on its own (Zobrist terms for
 * every card at every height, and a term for its face-down count, so a column's hash fixes the
 * column exactly up to hash collisions); the column hashes are then mixed by a non-linear
 * function and **added**. Addition is commutative, so the key does not depend on the order of the
 * seven columns: two positions that differ only by a permutation of columns get the same key, as
 * they should (the rules treat the columns alike, so a winning line of one is a winning line of the
 * other with the column numbers permuted). The foundations need no term: they hold exactly the
 * cards that are not on the tableau.
 *
 * All arithmetic is 32-bit integer arithmetic (`Math.imul`, `>>>`), so keys are the same on every
 * machine. The Zobrist constants come from a fixed SplitMix32 stream.
 * @module
 */
import { COLUMN_COUNT, COLUMN_STRIDE, DECK_SIZE, type Position } from '@russian-solitaire/engine';

/** Heights a column's Zobrist terms cover: above any column (at most the whole deck). */
const HEIGHTS = 64;

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

/**
 * Incremental key state for one position being searched: the two hash lanes of every column and
 * the mixed sum over the columns. Call {@link KeyState.updateColumn} for each column a move
 * changed (at most two), then read `k1`/`k2`.
 */
export class KeyState {
  /** Lane A of each column's hash. */
  readonly colA = new Int32Array(COLUMN_COUNT);
  /** Lane B of each column's hash. */
  readonly colB = new Int32Array(COLUMN_COUNT);
  /** Mixed lane A of each column (the summands of `k1`). */
  readonly mixA = new Int32Array(COLUMN_COUNT);
  /** Mixed lane B of each column (the summands of `k2`). */
  readonly mixB = new Int32Array(COLUMN_COUNT);
  /** First 32 bits of the key. */
  k1 = 0;
  /** Second 32 bits of the key. */
  k2 = 0;

  /** Builds the key state of a position. */
  constructor(position: Position) {
    for (let c = 0; c < COLUMN_COUNT; c++) this.updateColumn(position, c);
  }

  /** Recomputes the hash of column `c` of `position` and the key. */
  updateColumn(position: Position, c: number): void {
    const { cards, length, faceDown } = position;
    const n = length[c]!;
    const base = c * COLUMN_STRIDE;
    let a = FA[faceDown[c]!]!;
    let b = FB[faceDown[c]!]!;
    for (let i = 0; i < n; i++) {
      const z = cards[base + i]! * HEIGHTS + i;
      a = (a + ZA[z]!) | 0;
      b = (b + ZB[z]!) | 0;
    }
    this.colA[c] = a;
    this.colB[c] = b;
    const ma = fmix(a ^ Math.imul(b, 0x9e3779b1));
    const mb = fmix((b + Math.imul(a ^ 0x5bd1e995, 0xcc9e2d51)) | 0);
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
    if (from < COLUMN_COUNT) {
      buffer[at + 2] = this.colA[from]!;
      buffer[at + 3] = this.colB[from]!;
      buffer[at + 4] = this.mixA[from]!;
      buffer[at + 5] = this.mixB[from]!;
    }
    if (to < COLUMN_COUNT) {
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
    if (from < COLUMN_COUNT) {
      this.colA[from] = buffer[at + 2]!;
      this.colB[from] = buffer[at + 3]!;
      this.mixA[from] = buffer[at + 4]!;
      this.mixB[from] = buffer[at + 5]!;
    }
    if (to < COLUMN_COUNT) {
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
 */
export function positionKey(position: Position): readonly [number, number] {
  const state = new KeyState(position);
  return [state.k1 >>> 0, state.k2 >>> 0];
}
