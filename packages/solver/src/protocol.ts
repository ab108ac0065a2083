/**
 * The solver worker's message protocol: the requests a worker takes, the replies it sends, and the
 * reply and progress types of each kind of request. The handler (`worker.ts`) and the client
 * (`client.ts`) both follow it; this file holds no code of either, so the client carries no search.
 * @module
 */
import type { GameOptions, PositionSetup, Problem, Result } from '@russian-solitaire/engine';
import type { FairHint } from './fair-hint.js';
import type { FairOptions, FairProgress } from './fair-options.js';
import type { Hint } from './hint.js';
import type { WinOdds } from './odds.js';
import type { SolveError, SolveOptions, SolveProgress } from './options.js';
import type { SolveResult } from './run.js';
import type { DailyDeal } from './daily.js';
import type { DailyError } from './daily-error.js';
import type { DailyDealOptions } from './daily-rule.js';
import type { GameReview, ReviewError } from './review.js';
import type { ReviewOptions, ReviewProgress } from './review-options.js';
import type { WinnableDeal } from './winnable.js';
import type { WinnableDealOptions, WinnableError, WinnableProgress } from './winnable-options.js';

/** Solver options that can cross a message boundary (no signal, no callback). */
export type WorkerSolveOptions = Omit<SolveOptions, 'signal' | 'onProgress'>;

/** What a worker searches for: a solver answer (`solve`) or a hint (`hint`). */
export type SearchKind = 'solve' | 'hint';

/**
 * Asks the worker to search a position: to solve it (`type: 'solve'`: progress reports, then a
 * `result`), or for a hint (`type: 'hint'`: one `hint` reply; the worker keeps one hinter, so a
 * followed winning line needs no new search).
 */
export interface SearchRequest<Kind extends SearchKind = SearchKind> {
  /** What to search for. */
  readonly type: Kind;
  /** Chosen by the caller, unique among the requests in flight; the replies carry it. */
  readonly id: number;
  /** The position as plain data (`position.toSetup()`). */
  readonly setup: PositionSetup;
  /** The house options of the position (`position.options`). */
  readonly options: Partial<GameOptions>;
  /** Solver options. */
  readonly solve?: WorkerSolveOptions;
}

/** Asks the worker to solve a position. */
export type SolveRequest = SearchRequest<'solve'>;

/** Asks the worker for a hint. */
export type HintRequest = SearchRequest<'hint'>;

/** Fair options that can cross a message boundary (no signal, no callback). */
export type WorkerFairOptions = Omit<FairOptions, 'signal' | 'onProgress'>;

/** What a worker computes from the visible part alone: a fair hint (`fair-hint`) or the odds (`odds`). */
export type FairKind = 'fair-hint' | 'odds';

/**
 * Asks the worker for fair advice on a position: a fair hint (`type: 'fair-hint'`, answered by a
 * `fair-hint` reply) or its odds (`type: 'odds'`, answered by an `odds` reply), with
 * `fair-progress` reports on the way. What a hint reads of a game's history travels in the fair
 * options as `path` (the `visibleKey` of each position since the last turned card: the positions
 * not to bring back), never as the game itself: the worker replays nothing. The client keeps the
 * last hint of each game and follows its plan without asking the worker (see `fair-memory.ts`).
 */
export interface FairRequest<Kind extends FairKind = FairKind> {
  /** What to compute. */
  readonly type: Kind;
  /** Chosen by the caller, unique among the requests in flight; the replies carry it. */
  readonly id: number;
  /** The position as plain data (`position.toSetup()`). */
  readonly setup: PositionSetup;
  /** The house options of the position (`position.options`). */
  readonly options: Partial<GameOptions>;
  /** Fair options. */
  readonly fair?: WorkerFairOptions;
}

/**
 * Winnable-deal options that can cross a message boundary: no signal, no callback, and no random
 * source (a function cannot be sent). The worker draws from its own cryptographic source, or
 * tries the `seeds` given, in order.
 */
export type WorkerWinnableOptions = Omit<WinnableDealOptions, 'signal' | 'onProgress' | 'random'>;

/**
 * Asks the worker for a winnable deal (`randomWinnableCode`): `winnable-progress` reports after
 * each draw, then a `winnable` reply.
 */
export interface WinnableRequest {
  /** Always `'winnable'`. */
  readonly type: 'winnable';
  /** Chosen by the caller, unique among the requests in flight; the replies carry it. */
  readonly id: number;
  /** How the deal is drawn. */
  readonly winnable?: WorkerWinnableOptions;
}

/** Review options that can cross a message boundary (no signal, no callback). */
export type WorkerReviewOptions = Omit<ReviewOptions, 'signal' | 'onProgress'>;

/**
 * Asks the worker to review a game (`reviewGame`): `review-progress` reports on the way, then a
 * `review` reply. The game travels as plain data: a save (the object `Game.save` writes, or its
 * JSON text) or `{ code, moves, options? }`.
 */
export interface ReviewRequest {
  /** Always `'review'`. */
  readonly type: 'review';
  /** Chosen by the caller, unique among the requests in flight; the replies carry it. */
  readonly id: number;
  /** The game, as plain data. */
  readonly game: unknown;
  /** Review options. */
  readonly review?: WorkerReviewOptions;
}

/** Asks the worker for the daily deal of a date (`dailyDeal`), answered by a `daily` reply. */
export interface DailyRequest {
  /** Always `'daily'`. */
  readonly type: 'daily';
  /** Chosen by the caller, unique among the requests in flight; the replies carry it. */
  readonly id: number;
  /** The date: `YYYY-MM-DD`, or a `Date` (read in UTC). */
  readonly date: string | Date;
  /** Daily deal options. */
  readonly daily?: DailyDealOptions;
}

/** Stops the work of a request (a search then answers `unknown`, reason `aborted`). */
export interface CancelRequest {
  /** Always `'cancel'`. */
  readonly type: 'cancel';
  /** The request to stop. */
  readonly id: number;
}

/** A message to the worker. */
export type WorkerRequest =
  SolveRequest | HintRequest | FairRequest | WinnableRequest | ReviewRequest | DailyRequest | CancelRequest;

/** The kinds of work a worker does. */
export type RequestKind = SearchKind | FairKind | 'winnable' | 'review' | 'daily';

/**
 * Codes of the worker's own `error` replies: `bad-options` (a message it cannot read, or of an
 * unknown type), `id-in-flight` (the message's id belongs to a request still in flight; that
 * request is not affected), `reply-failed` (the answer could not be posted; this reply takes its
 * place).
 */
export const WORKER_ERROR_CODES = ['bad-options', 'id-in-flight', 'reply-failed'] as const;
/** A code from {@link WORKER_ERROR_CODES}. */
export type WorkerErrorCode = (typeof WORKER_ERROR_CODES)[number];

/** What the worker's `error` replies say: what went wrong. */
export type WorkerError = Problem<WorkerErrorCode>;

/** A message from the worker. */
export type WorkerResponse =
  | { readonly type: 'progress'; readonly id: number; readonly progress: SolveProgress }
  | { readonly type: 'result'; readonly id: number; readonly result: Result<SolveResult, SolveError> }
  | { readonly type: 'hint'; readonly id: number; readonly result: Result<Hint | null, SolveError> }
  | { readonly type: 'fair-progress'; readonly id: number; readonly progress: FairProgress }
  | { readonly type: 'fair-hint'; readonly id: number; readonly result: Result<FairHint | null, SolveError> }
  | { readonly type: 'odds'; readonly id: number; readonly result: Result<WinOdds, SolveError> }
  | { readonly type: 'winnable-progress'; readonly id: number; readonly progress: WinnableProgress }
  | { readonly type: 'winnable'; readonly id: number; readonly result: Result<WinnableDeal, WinnableError> }
  | { readonly type: 'review-progress'; readonly id: number; readonly progress: ReviewProgress }
  | { readonly type: 'review'; readonly id: number; readonly result: Result<GameReview, ReviewError> }
  | { readonly type: 'daily'; readonly id: number; readonly result: Result<DailyDeal, DailyError> }
  | { readonly type: 'error'; readonly id: number | null; readonly error: WorkerError };

/** The reply type that answers each request kind. */
export const REPLY_OF = {
  solve: 'result',
  hint: 'hint',
  'fair-hint': 'fair-hint',
  odds: 'odds',
  winnable: 'winnable',
  review: 'review',
  daily: 'daily',
} as const satisfies Record<RequestKind, WorkerResponse['type']>;

/** The progress reports of each request kind. */
export const PROGRESS_OF = {
  solve: 'progress',
  hint: 'progress',
  'fair-hint': 'fair-progress',
  odds: 'fair-progress',
  winnable: 'winnable-progress',
  review: 'review-progress',
  // a daily deal takes milliseconds: no progress reports
  daily: null,
} as const satisfies Record<RequestKind, WorkerResponse['type'] | null>;
