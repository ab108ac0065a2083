/**
 * The bookkeeping of a game review: one node budget, time limit and abort signal over all of its
 * searches (the full-information verdicts and the fair analysis of every position), and its
 * progress reports.
 * @module
 */
import { isAborted } from './abort.js';
import type { ResolvedFairOptions } from './fair-options.js';
import type { ResolvedSolveOptions } from './options.js';
import type { ResolvedReviewOptions } from './review-options.js';
import type { UnknownReason } from './run.js';
import { now } from './slice.js';

/** What a review has spent, and whether it must stop (see the module comment). */
export class ReviewWork {
  /** The options in force. */
  readonly options: ResolvedReviewOptions;
  /** Nodes of the searches done, over the whole review. */
  nodes = 0;
  /** Positions whose fair analysis is done. */
  positions = 0;
  /** Why the review stopped before it was done, once it has. */
  stopped: UnknownReason | null = null;
  private readonly started = now();
  private readonly positionCount: number;
  private nextProgress: number;

  /** Starts the bookkeeping of a review of a game with `positionCount` positions (moves + 1). */
  constructor(options: ResolvedReviewOptions, positionCount: number) {
    this.options = options;
    this.positionCount = positionCount;
    this.nextProgress = options.fair.search.progressInterval;
  }

  /** Milliseconds since the review started. */
  get elapsedMs(): number {
    return now() - this.started;
  }

  /** The total node budget. */
  get budget(): number {
    return this.options.fair.search.budget;
  }

  /** Whether the review must stop now: budget, time limit, abort signal (remembered once true). */
  mustStop(): boolean {
    if (this.stopped) return true;
    const { signal, timeLimitMs } = this.options.fair.search;
    if (isAborted(signal)) this.stopped = 'aborted';
    else if (timeLimitMs !== null && this.elapsedMs >= timeLimitMs) this.stopped = 'time-limit';
    else if (this.nodes >= this.budget) this.stopped = 'budget';
    return this.stopped !== null;
  }

  /** The time left, for a search's own limit (`null`: no limit). */
  private timeLeft(): number | null {
    const { timeLimitMs } = this.options.fair.search;
    return timeLimitMs === null ? null : Math.max(0, timeLimitMs - this.elapsedMs);
  }

  /** The options of one full-information verdict search: its budget, within what is left. */
  solveOptions(): ResolvedSolveOptions {
    const { search } = this.options.fair;
    return {
      ...search,
      budget: Math.max(1, Math.min(this.options.solveBudget, this.budget - this.nodes)),
      timeLimitMs: this.timeLeft(),
      onProgress: null,
    };
  }

  /** The options of one position's fair analysis: the rest of the budget and of the time. */
  fairOptions(): ResolvedFairOptions {
    const { fair } = this.options;
    return {
      ...fair,
      onProgress: null,
      search: { ...fair.search, budget: Math.max(1, this.budget - this.nodes), timeLimitMs: this.timeLeft() },
    };
  }

  /**
   * Notes why a search stopped without an answer, when the reason was the review's own (the
   * budget left, the time, the signal) rather than the search's own budget.
   */
  searchStopped(reason: UnknownReason | null, budgetWasCapped: boolean): void {
    if (reason === null || this.stopped) return;
    if (reason === 'budget' && !budgetWasCapped) return;
    if (reason === 'depth-limit') return;
    this.stopped = reason;
  }

  /** Calls `onProgress` when another progress interval has passed (or when `force`), with `inFlight` nodes not yet added. */
  report(inFlight = 0, force = false): void {
    const { onProgress } = this.options;
    if (!onProgress || this.stopped === 'progress-failed') return;
    const nodes = this.nodes + inFlight;
    if (!force && nodes < this.nextProgress) return;
    this.nextProgress = nodes + this.options.fair.search.progressInterval;
    try {
      onProgress({
        nodes,
        budget: this.budget,
        positions: this.positions,
        of: this.positionCount,
        elapsedMs: this.elapsedMs,
      });
    } catch {
      // A callback that throws stops the review (the answer so far is kept), and never escapes it.
      this.stopped = 'progress-failed';
    }
  }
}
