/**
 * What a fair hint answers, whatever its strategy: the move, its estimated chance to win, and how
 * it was found.
 * @module
 */
import type { Move } from '@russian-solitaire/engine';
import type { UnknownReason } from './run.js';
import type { WinShare } from './win-share.js';

/** What a fair hint estimates for one legal move. */
export interface FairMoveEstimate {
  /** The move. */
  readonly move: Move;
  /** The estimated share of arrangements under which the position after the move can be won. */
  readonly winShare: WinShare;
  /** Arrangements searched for this move. */
  readonly samples: number;
  /** Of those, the ones whose search ran out of budget. */
  readonly undecided: number;
}

/** A fair hint: the best move by its estimated chance to win. */
export interface FairHint extends FairMoveEstimate {
  /**
   * The moves the estimate is for, from the position, starting with the hint's move: that move
   * alone (`sampled`), or the plan up to and including the next card turned (`committed`; the
   * whole way to the end when no card is left to turn; the move alone when no arrangement was
   * found winnable, as there is no plan to choose from then).
   */
  readonly plan: readonly Move[];
  /**
   * Whether the hint is the next move of the last hint's plan, which the player has followed so far
   * with no card turned: given a game, `fairHint` keeps to that plan without a search (`nodes` and
   * `searches` are 0, the estimate is the plan's, `moves` holds the move alone).
   */
  readonly followed: boolean;
  /** Whether the arrangements searched were all there are (then the share is exact, not sampled). */
  readonly exhaustive: boolean;
  /** Every legal move's estimate, best first (moves dropped early were searched on fewer arrangements). */
  readonly moves: readonly FairMoveEstimate[];
  /** Nodes searched in all. */
  readonly nodes: number;
  /** Searches run in all (one per arrangement and position searched). */
  readonly searches: number;
  /** Why the hint stopped before its schedule was done (`budget`, `time-limit`, `aborted`), or `null`. */
  readonly stopped: UnknownReason | null;
  /** Wall-clock milliseconds spent (the only part of the answer that depends on the machine). */
  readonly elapsedMs: number;
}
