/**
 * What the solver's answers are to the page (a hint, a fair hint), and why it may not answer: the
 * page's own forms of them, read from the solver client's answers by `solver-client.ts`.
 * @module
 */
import { type Move, type Problem, type Result, err } from '@russian-solitaire/engine';
import type { SolveStatus } from '@russian-solitaire/solver';

/**
 * A hint: the move to play and the solver's verdict on the position (`solved`: the move starts a
 * winning line the solver found; `unknown`: the search ran out of budget, the move is the most
 * promising it saw; `unsolvable`: the search proved no win is left).
 */
export interface HintAnswer {
  /** The move to play. */
  readonly move: Move;
  /** The solver's verdict, as the solver names it. */
  readonly status: SolveStatus;
}

/** Why the solver could not answer. */
export const SOLVER_FAILURE_CODES = [
  'solver-error',
  'bad-reply',
  'cancelled',
  'timeout',
  'no-worker',
  'stopped',
] as const;
/**
 * A code of {@link SOLVER_FAILURE_CODES}: the solver reported an error, the worker's reply made no
 * sense, the request was cancelled, the worker did not answer in time, no worker could be started,
 * the service was stopped.
 */
export type SolverFailureCode = (typeof SOLVER_FAILURE_CODES)[number];

/**
 * A request the solver could not answer: why, the details in English for developers, and the
 * solver's own error when it gave one, which the page shows in its language (`failureText`).
 */
export interface SolverFailure {
  /** Why. */
  readonly code: SolverFailureCode;
  /** The details (the solver's or the worker's own message), in English. */
  readonly detail: string;
  /** The error of the solver or its client that the failure comes of, if any. */
  readonly error?: Problem;
}

/** A failure of the solver service, as a result. */
export function failure(code: SolverFailureCode, detail: string, error?: Problem): Result<never, SolverFailure> {
  return err(error === undefined ? { code, detail } : { code, detail, error });
}

/** The failure of a request the solver answered with an error of its own: `solver-error`, with that error. */
export function solverFailed(error: Problem): Result<never, SolverFailure> {
  return failure('solver-error', error.message, error);
}

/** What asking for a hint gives: an answer, `null` when no legal move is left, or a failure. */
export type HintResult = Result<HintAnswer | null, SolverFailure>;

/**
 * A fair hint: the move with the best estimated share of the arrangements of the face-down cards
 * under which the game can still be won after it, with that share and its 95 % interval (0 to 1).
 */
export interface FairHintAnswer {
  /** The move to play. */
  readonly move: Move;
  /** The estimated share (0 to 1). */
  readonly estimate: number;
  /** The lower end of its 95 % interval. */
  readonly low: number;
  /** The upper end of its 95 % interval. */
  readonly high: number;
  /** Whether every arrangement was searched (the share is then exact, not sampled). */
  readonly exhaustive: boolean;
}

/** What asking for a fair hint gives: an answer, `null` when no legal move is left, or a failure. */
export type FairHintResult = Result<FairHintAnswer | null, SolverFailure>;
