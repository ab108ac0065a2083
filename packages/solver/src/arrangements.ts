/**
 * The arrangements of the unseen cards that fair advice searches: every arrangement when there
 * are no more of them than samples wanted, otherwise a seeded random sample. Either way they are
 * made from the visible part alone (see the engine's `determinize` and `dealArrangement`), so the
 * cards that really lie face down never show through.
 * @module
 */
import { SplitMix64 } from '@russian-solitaire/dealer';
import { type Position, arrangementCount, dealArrangement, determinize } from '@russian-solitaire/engine';
import { COLUMN_STRIDE } from '@russian-solitaire/engine/internal';

/** A fixed list of arrangements of a position's unseen cards, each dealt on demand. */
export class Arrangements {
  /** How many arrangements the list holds. */
  readonly count: number;
  /** Whether the list holds every arrangement (each once), so that shares over it are exact. */
  readonly exhaustive: boolean;
  private readonly k: number;
  private readonly cards: Uint8Array;

  /**
   * Every arrangement of `position`'s unseen cards when there are at most `samples`, otherwise
   * `samples` arrangements drawn uniformly (with replacement) from a SplitMix64 stream seeded
   * with `seed` (an integer from 0 to 2^32 − 1).
   */
  constructor(position: Position, samples: number, seed: number) {
    const all = arrangementCount(position);
    this.exhaustive = all <= samples;
    this.count = this.exhaustive ? all : samples;
    this.k = position.faceDownCount;
    this.cards = new Uint8Array(this.count * this.k);
    const scratch = position.clone();
    const rng = SplitMix64.fromHalves(0, seed >>> 0);
    const random = (bound: number): number => rng.drawMod(bound);
    for (let i = 0; i < this.count; i++) {
      if (this.exhaustive) dealArrangement(scratch, i);
      else determinize(scratch, random);
      this.read(scratch, i);
    }
  }

  /** Lays arrangement `i` into `position`, which must have the visible part the list was made for. */
  deal(position: Position, i: number): void {
    position.dealFaceDown(this.cards.subarray(i * this.k, (i + 1) * this.k));
  }

  private read(position: Position, i: number): void {
    let j = i * this.k;
    for (let c = 0; c < position.columnCount; c++) {
      const base = c * COLUMN_STRIDE;
      for (let slot = 0, n = position.faceDown[c]!; slot < n; slot++) this.cards[j++] = position.cards[base + slot]!;
    }
  }
}
