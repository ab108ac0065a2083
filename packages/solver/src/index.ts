/**
 * `@russian-solitaire/solver`: a budget-limited depth-first solver for Russian Solitaire and the
 * other Yukon-family rule sets of the engine. It searches with the engine's own move generation
 * (`generateMoves`, `play`, `undo`) and never re-implements a rule.
 *
 * - {@link solve} / {@link solveAsync}: `solved` with a winning line, `unsolvable` (a proof) or
 *   `unknown` (budget, time limit, abort).
 * - {@link createHinter} / {@link hint}: one next move, following a found winning line (full
 *   information: it sees the face-down cards).
 * - {@link fairHint} / {@link winOdds}: a hint and the odds of winning from what a player sees,
 *   never from the face-down cards; {@link randomWinnableCode}: a deal proved winnable.
 * - {@link createSolverClient}: the same in a Web Worker, with typed answers for every failure;
 *   `@russian-solitaire/solver/worker`: the handler that runs inside the worker;
 *   `@russian-solitaire/solver/node`: a Node helper that spawns a worker thread.
 * - {@link errorMessage}: any error of the solver in words, in the language of the messages of
 *   `@russian-solitaire/solver/messages/<language>`.
 *
 * This entry is the package's public, semver-governed API: what a game, a UI or a research script
 * calls, with the options, answers and error codes of each call and the limits of their options.
 * How a search runs (the portfolio of move orderings, the resumable run, option parsing, the
 * sampling of arrangements) stays inside the package: `solveAsync`, the worker and the fair
 * functions are the ways to run a search in slices or off the main thread.
 * @module
 */
export {
  DEFAULT_BUDGET,
  DEFAULT_MAX_DEPTH,
  MAX_BUDGET,
  SOLVE_ERROR_CODES,
  type SolveError,
  type SolveErrorCode,
  type SolveOptions,
  type SolveProgress,
} from './options.js';
export {
  SOLVE_STATUSES,
  type SearchEffort,
  type SolveResult,
  type SolveStatus,
  type Solved,
  UNKNOWN_REASONS,
  type Unknown,
  type UnknownReason,
  type Unsolvable,
} from './run.js';
export { solve, solveAsync } from './solve.js';
export { DEFAULT_HINT_BUDGET, type Hint, type Hinter, createHinter, hint } from './hint.js';
export { type PositionSource } from './source.js';
export {
  DEFAULT_FAIR_BUDGET,
  DEFAULT_FAIR_SAMPLES,
  DEFAULT_FAIR_STRATEGY,
  DEFAULT_SAMPLE_BUDGET,
  FAIR_STRATEGIES,
  type FairOptions,
  type FairProgress,
  type FairStrategy,
  MAX_FAIR_SAMPLES,
} from './fair-options.js';
export { type FairHint, type FairMoveEstimate, fairHint, fairHintAsync } from './fair-hint.js';
export { type WinOdds, winOdds, winOddsAsync } from './odds.js';
export { type WinShare } from './win-share.js';
export { type WinnableDeal, randomWinnableCode, randomWinnableCodeAsync } from './winnable.js';
export { type DailyDeal, dailyDeal } from './daily.js';
export {
  DAILY_OPTIONS,
  DAILY_STATE_BASE,
  DEFAULT_DAILY_CANDIDATES,
  type DailyDealOptions,
  dailyCandidates,
} from './daily-rule.js';
export { DAILY_ERROR_CODES, type DailyError, type DailyErrorCode } from './daily-error.js';
export { DAILY_DATE_RANGE, LAST_DAY_NUMBER, dateOfDay, dayNumber, isDayNumber } from './day-number.js';
export {
  type GameReview,
  type ReviewError,
  type ReviewedEnd,
  type ReviewedMove,
  reviewGame,
  reviewGameAsync,
} from './review.js';
export { LUCK_THRESHOLD, MISTAKE_THRESHOLD, REVIEW_LABELS, type ReviewLabel } from './review-labels.js';
export { REVIEW_MARKS, REVIEW_OUTCOMES, type ReviewOutcome, reviewOutcome } from './review-outcome.js';
export { DEFAULT_REVIEW_BUDGET, type ReviewOptions, type ReviewProgress } from './review-options.js';
export {
  type CodeWithMoves,
  MAX_REVIEW_MOVES,
  MAX_REVIEW_SAVE_LENGTH,
  REVIEW_SOURCE_ERROR_CODES,
  type ReviewSource,
  type ReviewSourceError,
  type ReviewSourceErrorCode,
  type ReviewableGame,
} from './review-source.js';
export {
  DEFAULT_MAX_DRAWS,
  MAX_WINNABLE_SEEDS,
  WINNABLE_ERROR_CODES,
  type WinnableDealOptions,
  type WinnableError,
  type WinnableErrorCode,
  type WinnableProgress,
} from './winnable-options.js';
export {
  CLIENT_ERROR_CODES,
  CLIENT_STATES,
  type ClientErrorCode,
  type ClientWinnableOptions,
  type DailyClientErrorCode,
  type ReviewClientErrorCode,
  type SolverClient,
  type SolverClientError,
  type SolverClientErrorCode,
  type SolverClientState,
  type SolverWorkerLike,
  type SolverWorkerSource,
  type WinnableClientErrorCode,
  createSolverClient,
} from './client.js';
export { greedyMove } from './greedy.js';
export { positionKey } from './key.js';
export { DEFAULT_TABLE_BITS, MAX_TABLE_BITS, MIN_TABLE_BITS } from './table.js';
export { type SolverError, type SolverMessages, errorMessage } from './error-message.js';
export type {
  CancelRequest,
  DailyRequest,
  FairKind,
  FairRequest,
  HintRequest,
  RequestKind,
  ReviewRequest,
  SearchKind,
  SearchRequest,
  SolveRequest,
  WinnableRequest,
  WorkerError,
  WorkerErrorCode,
  WorkerFairOptions,
  WorkerRequest,
  WorkerResponse,
  WorkerReviewOptions,
  WorkerSolveOptions,
  WorkerWinnableOptions,
} from './protocol.js';
export { WORKER_ERROR_CODES } from './protocol.js';
export { type SolverErrorKey } from './errors-en.js';
