/**
 * Fair hints: one next move chosen from what the player sees.
 *
 * A fair hint never looks at the face-down cards. It deals the unseen cards into the face-down
 * slots in many arrangements (all of them when there are few, see `arrangements.ts`), searches
 * each with the full-information solver, and answers the legal move with the best estimated
 * chance to win, with that estimate and its 95 % interval. How it values the moves is its
 * *strategy* (the options' `strategy`): `committed` (`fair-commit.ts`) values plans up to the
 * next card turned, the same plan under every arrangement, and `widened` (the same file, the
 * default) tries the shortest ways to the cards that can be turned among them too; `sampled`
 * (`fair-sampled.ts`) values each move by the share of arrangements that can be won after it.
 *
 * Given a game, a hint also reads what the player did: it keeps the plan of the last hint while
 * the player follows it and no card has turned (`fair-memory.ts`), and it never proposes a move
 * that brings back a position of the game's path since its last turned card, compared up to the
 * order of the columns (`repetition.ts`); it answers `null` only when no legal move leads anywhere
 * new. Given a bare position, the path is the position alone, or the options' `path`.
 *
 * The arrangements are made from the visible part alone, and the default seed is a hash of the
 * visible part: two positions with the same visible part (and games with the same history) get
 * the same hint. With no card face down there is one arrangement, the answer is exact, and the
 * hint is a winning move whenever one exists (the first move of the winning line the solver found,
 * when it found one).
 * @module
 */
import { type Result, ok } from '@russian-solitaire/engine';
import { committedHintSteps } from './fair-commit.js';
import type { FairOptions } from './fair-options.js';
import type { FairHint } from './fair-answer.js';
import { type HintHistory, readHistory, rememberHint } from './fair-memory.js';
import { type FairRun, type FairSteps, startFairRun } from './fair-run.js';
import type { SolveError } from './options.js';
import type { Repetitions } from './repetition.js';
import { sampledHintSteps } from './fair-sampled.js';
import { drain, drainAsync } from './slice.js';
import type { PositionSource } from './source.js';

export type { FairHint, FairMoveEstimate } from './fair-answer.js';

/**
 * The steps of a fair hint over a run, by the strategy its options name, among the moves that
 * lead somewhere new by `repetitions`; `fairHint` drives them. Internal to the solver: the game
 * review drives them over runs of its own.
 * @internal
 */
export function fairHintSteps(run: FairRun, repetitions: Repetitions): FairSteps<FairHint | null> {
  const { strategy } = run.options;
  return strategy === 'sampled'
    ? sampledHintSteps(run, repetitions)
    : committedHintSteps(run, repetitions, strategy === 'widened');
}

/** What a hint is asked about, ready: the run, and what it reads of the history. */
interface Prepared {
  readonly run: FairRun;
  readonly history: HintHistory;
}

function prepare(source: PositionSource, options: FairOptions | undefined): Result<Prepared | null, SolveError> {
  const run = startFairRun(source, options);
  if (!run.ok) return run;
  const { position } = run.value;
  if (position.isWon || !position.hasLegalMove()) return ok(null);
  const history = readHistory(source, position, run.value.options);
  if (!history.ok) return history;
  return ok({ run: run.value, history: history.value });
}

/** The hint of a search, remembered for the next one to follow its plan. */
function remember(source: PositionSource, prepared: Prepared, hint: FairHint | null): FairHint | null {
  rememberHint(source, prepared.history, prepared.run.options.strategy, hint);
  return hint;
}

/**
 * A fair hint for a position or a game: the legal move with the best estimated chance to win,
 * chosen from the visible part alone and, for a game, from its path since the last turned card
 * and the hints given on it (see the module comment). `null` when the game is won, when no legal
 * move is left, or when none leads anywhere new (every legal move brings back a position of the
 * path: no useful move is left). Blocks while it searches: on a user interface thread use
 * {@link fairHintAsync} or the worker.
 */
export function fairHint(source: PositionSource, options?: FairOptions): Result<FairHint | null, SolveError> {
  const prepared = prepare(source, options);
  if (!prepared.ok || prepared.value === null) return prepared as Result<null, SolveError>;
  const { run, history } = prepared.value;
  if (history.followed !== null) return ok(history.followed);
  return ok(remember(source, prepared.value, drain(fairHintSteps(run, history.repetitions))));
}

/** {@link fairHint} in slices that yield to the event loop, so that a page stays responsive. */
export async function fairHintAsync(
  source: PositionSource,
  options?: FairOptions,
): Promise<Result<FairHint | null, SolveError>> {
  const prepared = prepare(source, options);
  if (!prepared.ok || prepared.value === null) return prepared as Result<null, SolveError>;
  const { run, history } = prepared.value;
  if (history.followed !== null) return ok(history.followed);
  return ok(remember(source, prepared.value, await drainAsync(fairHintSteps(run, history.repetitions))));
}
