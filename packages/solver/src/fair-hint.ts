/**
 * Fair hints: one next move chosen from what the player sees.
 *
 * A fair hint never looks at the face-down cards. It deals the unseen cards into the face-down
 * slots in many arrangements (all of them when there are few, see `arrangements.ts`), searches
 * each with the full-information solver, and answers the legal move with the best estimated
 * chance to win, with that estimate and its 95 % interval. How it values the moves is its
 * *strategy* (the options' `strategy`): `sampled` (`fair-sampled.ts`, the default) values each
 * move by the share of arrangements that can be won after it; `committed` (`fair-commit.ts`)
 * values plans up to the next card turned, the same plan under every arrangement.
 *
 * The arrangements are made from the visible part alone, and the default seed is a hash of the
 * visible part: two positions with the same visible part get the same hint. With no card face
 * down there is one arrangement, the answer is exact, and the hint is a winning move whenever one
 * exists (the first move of the winning line the solver found, when it found one).
 * @module
 */
import { type Result, ok } from '@russian-solitaire/engine';
import { committedHintSteps } from './fair-commit.js';
import type { FairOptions } from './fair-options.js';
import type { FairHint } from './fair-answer.js';
import { type FairRun, type FairSteps, startFairRun } from './fair-run.js';
import type { SolveError } from './options.js';
import { sampledHintSteps } from './fair-sampled.js';
import { drain, drainAsync } from './slice.js';
import type { PositionSource } from './source.js';

export type { FairHint, FairMoveEstimate } from './fair-answer.js';

/**
 * The steps of a fair hint over a run, by the strategy its options name; `fairHint` drives them.
 * Internal to the solver: the game review drives them over runs of its own.
 * @internal
 */
export function fairHintSteps(run: FairRun): FairSteps<FairHint> {
  return run.options.strategy === 'committed' ? committedHintSteps(run) : sampledHintSteps(run);
}

function prepare(source: PositionSource, options: FairOptions | undefined): Result<FairRun | null, SolveError> {
  const run = startFairRun(source, options);
  if (!run.ok) return run;
  const { position } = run.value;
  return position.isWon || !position.hasLegalMove() ? ok(null) : run;
}

/**
 * A fair hint for a position or a game: the legal move with the best estimated chance to win,
 * chosen from the visible part alone (see the module comment). `null` when the game is won or no
 * legal move is left. Blocks while it searches: on a user interface thread use
 * {@link fairHintAsync} or the worker.
 */
export function fairHint(source: PositionSource, options?: FairOptions): Result<FairHint | null, SolveError> {
  const run = prepare(source, options);
  if (!run.ok || run.value === null) return run as Result<null, SolveError>;
  return ok(drain(fairHintSteps(run.value)));
}

/** {@link fairHint} in slices that yield to the event loop, so that a page stays responsive. */
export async function fairHintAsync(
  source: PositionSource,
  options?: FairOptions,
): Promise<Result<FairHint | null, SolveError>> {
  const run = prepare(source, options);
  if (!run.ok || run.value === null) return run as Result<null, SolveError>;
  return ok(await drainAsync(fairHintSteps(run.value)));
}
