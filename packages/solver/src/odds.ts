/**
 * Odds: the share of arrangements of the unseen cards under which a position can still be won
 * with every card known.
 *
 * It is an upper bound of a fair player's chance: a player who cannot see the face-down cards
 * wins at most the deals that can be won at all. Like a fair hint it is computed from the visible
 * part alone (every arrangement when there are few, a sample seeded by the engine's `visibleHash`
 * otherwise), so two positions with the same visible part get the same odds.
 * @module
 */
import { type Result, ok } from '@russian-solitaire/engine';
import type { FairOptions } from './fair-options.js';
import { type FairRun, type FairSteps, startFairRun } from './fair-run.js';
import type { SolveError } from './options.js';
import type { UnknownReason } from './run.js';
import { drain, drainAsync } from './slice.js';
import type { PositionSource } from './source.js';
import { type WinShare, winShare } from './win-share.js';

/** The odds of a position. */
export interface WinOdds {
  /** The share of arrangements under which the position can be won, with its 95 % interval. */
  readonly winShare: WinShare;
  /** Arrangements searched. */
  readonly samples: number;
  /** Of those, the ones whose search ran out of budget. */
  readonly undecided: number;
  /** Whether every arrangement was searched (then the share is exact, not sampled). */
  readonly exhaustive: boolean;
  /** Nodes searched in all. */
  readonly nodes: number;
  /** Why the computation stopped before every sample was searched, or `null`. */
  readonly stopped: UnknownReason | null;
  /** Wall-clock milliseconds spent. */
  readonly elapsedMs: number;
}

/**
 * The steps of the odds over a run: the tally of the position's own outcome under each
 * arrangement (searched once per run, so after a fair hint over the same run they cost nothing).
 * Internal to the solver: the game review drives them over runs of its own.
 * @internal
 */
export function* oddsSteps(run: FairRun): FairSteps<WinOdds> {
  let wins = 0;
  let undecided = 0;
  let samples = 0;
  const total = run.arrangements.count;
  while (samples < total) {
    const root = yield* run.root(samples);
    if (root === null) break;
    if (root.outcome === 'won') wins++;
    else if (root.outcome === 'undecided') undecided++;
    samples++;
  }
  const exhaustive = run.arrangements.exhaustive && samples === total;
  return {
    winShare: winShare(wins, undecided, samples, exhaustive),
    samples,
    undecided,
    exhaustive,
    nodes: run.nodes,
    stopped: run.stopped,
    elapsedMs: run.elapsedMs,
  };
}

/**
 * The odds of a position or a game (see the module comment): `samples` arrangements (default 64)
 * searched with the full-information solver. A won position has odds 1. Blocks while it searches:
 * on a user interface thread use {@link winOddsAsync} or the worker.
 */
export function winOdds(source: PositionSource, options?: FairOptions): Result<WinOdds, SolveError> {
  const run = startFairRun(source, options, 'odds');
  if (!run.ok) return run;
  return ok(drain(oddsSteps(run.value)));
}

/** {@link winOdds} in slices that yield to the event loop. */
export async function winOddsAsync(
  source: PositionSource,
  options?: FairOptions,
): Promise<Result<WinOdds, SolveError>> {
  const run = startFairRun(source, options, 'odds');
  if (!run.ok) return run;
  return ok(await drainAsync(oddsSteps(run.value)));
}
