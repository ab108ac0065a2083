/**
 * The review panel's own state, and its pure transition: the review being computed (its progress),
 * its answer or why there is none, the move whose position is shown and the move the chart points
 * at. The page's state (`ui-state.ts`) only says that the panel is open and for which game; this
 * state lives with the panel, which is loaded on first use.
 * @module
 */
import { startOfCode } from '@russian-solitaire/dealer';
import {
  Game,
  type Position,
  type Problem,
  type Result,
  type SavedGame,
  err,
  ok,
  resumeGame,
} from '@russian-solitaire/engine';
import { type GameReview, MAX_REVIEW_MOVES, type ReviewProgress } from '@russian-solitaire/solver';
import type { SolverFailure, SolverFailureCode } from '../effects/solver.js';

/**
 * Why a review could not be made: the solver's failures, or `too-long`, a game of more moves than
 * a review takes (`MAX_REVIEW_MOVES`), refused by the panel before anything of it is replayed or
 * sent to the worker.
 */
export type ReviewFailureCode = SolverFailureCode | 'too-long';

/** Where a review stands: being computed, done, or failed. */
export type ReviewStatus = 'running' | 'done' | 'failed';

/** The panel's state while it is open. */
export interface ReviewState {
  /** Tells reviews apart: an answer or a progress report for another id is stale. */
  readonly id: number;
  /** The game reviewed, as its save. */
  readonly game: SavedGame;
  /** Where the review stands. */
  readonly status: ReviewStatus;
  /** The share of the review done, from 0 to 1 (the positions whose analysis is done). */
  readonly progress: number;
  /** The review, once done. */
  readonly review: GameReview | null;
  /** Why the review could not be made, once failed. */
  readonly failure: ReviewFailureCode | null;
  /** The solver's own error that made it fail, when it gave one (shown in its words). */
  readonly failureError?: Problem;
  /** The index (from 0) of the move whose position is shown, if one is. */
  readonly selected: number | null;
  /** The index of the point the chart points at: 0 … the number of moves (the end). */
  readonly cursor: number;
}

/** What happened to the panel. */
export type ReviewEvent =
  /** A review of `game` was asked for, with the id `id` (a game too long to review fails at once). */
  | { readonly type: 'started'; readonly id: number; readonly game: SavedGame }
  | { readonly type: 'progressed'; readonly id: number; readonly progress: ReviewProgress }
  | { readonly type: 'answered'; readonly id: number; readonly result: Result<GameReview, SolverFailure> }
  /** A move was chosen (from the chart or the list): its position shows. */
  | { readonly type: 'picked'; readonly index: number }
  /** The chart points at another point (hover, tap, arrow keys). */
  | { readonly type: 'pointed'; readonly index: number }
  | { readonly type: 'closed' };

/** The share of a review done, from a progress report: its positions analysed (0 to 1). */
export function progressShare(progress: ReviewProgress): number {
  return progress.of > 0 ? Math.min(1, Math.max(0, progress.positions / progress.of)) : 0;
}

/** The number of points of the chart: one before each move, and the end. */
function points(state: ReviewState): number {
  return (state.review?.moves.length ?? 0) + 1;
}

function clamp(index: number, count: number): number {
  return Math.min(count - 1, Math.max(0, Math.round(index)));
}

/**
 * Why a game cannot be reviewed at all, or `null`: `too-long` when it holds more moves than a
 * review takes. Its moves are counted, not read: a game with take-backs can hold a million.
 */
export function reviewRefusal(game: SavedGame): ReviewFailureCode | null {
  return game.line.length > MAX_REVIEW_MOVES ? 'too-long' : null;
}

/** The panel's next state (`null`: closed). */
export function reviewTransition(state: ReviewState | null, event: ReviewEvent): ReviewState | null {
  if (event.type === 'started') {
    const refused = reviewRefusal(event.game);
    return {
      id: event.id,
      game: event.game,
      status: refused === null ? 'running' : 'failed',
      progress: 0,
      review: null,
      failure: refused,
      selected: null,
      cursor: 0,
    };
  }
  if (state === null || event.type === 'closed') return null;
  switch (event.type) {
    case 'progressed':
      if (event.id !== state.id || state.status !== 'running') return state;
      return { ...state, progress: Math.max(state.progress, progressShare(event.progress)) };
    case 'answered': {
      if (event.id !== state.id || state.status !== 'running') return state;
      if (!event.result.ok) {
        const { code, error } = event.result.error;
        return error === undefined
          ? { ...state, status: 'failed', failure: code }
          : { ...state, status: 'failed', failure: code, failureError: error };
      }
      const review = event.result.value;
      // The position shown first is the one before the losing move, when a move lost the game.
      const losing = review.losingMove === null ? null : review.losingMove - 1;
      return { ...state, status: 'done', progress: 1, review, selected: losing, cursor: losing ?? 0 };
    }
    case 'picked': {
      const moves = state.review?.moves.length ?? 0;
      if (moves === 0) return state;
      const index = clamp(event.index, moves);
      return { ...state, selected: index, cursor: index };
    }
    case 'pointed': {
      if (state.review === null) return state;
      const cursor = clamp(event.index, points(state));
      return cursor === state.cursor ? state : { ...state, cursor };
    }
  }
}

/** Why a game could not be replayed, or played on from. */
export interface ReplayError {
  /** `bad-save`: the save does not resume; `bad-move`: the game has no such move. */
  readonly code: 'bad-save' | 'bad-move';
  /** What is wrong, in English. */
  readonly message: string;
}

/** A reviewed game replayed: the game, and its positions before each move, then its end. */
export interface ReplayedGame {
  readonly game: Game;
  readonly positions: readonly Position[];
}

/** Replays a reviewed game's save into its positions (the face-down cards are in them). */
export function replayGame(save: SavedGame): Result<ReplayedGame, ReplayError> {
  const game = resumeGame(save, { startOf: startOfCode });
  if (!game.ok) return err({ code: 'bad-save', message: game.error.message });
  const replay = Game.fromPosition(game.value.startPosition);
  const positions = [replay.position.clone()];
  for (const move of game.value.history) {
    // A resumed game's history replays: the engine checked it move by move.
    if (!replay.play(move).ok) return err({ code: 'bad-save', message: 'the game does not replay' });
    positions.push(replay.position.clone());
  }
  return ok({ game: game.value, positions });
}

/**
 * The game "Play on from here" starts: the position of the reviewed game before its move `index`
 * (from 0), as a new game of its own from that position (no game code, no history), with its
 * face-down cards face down, as they were in the game.
 */
export function playOnGame(replayed: ReplayedGame, index: number): Result<Game, ReplayError> {
  const position = replayed.positions[index];
  if (!Number.isInteger(index) || position === undefined || index >= replayed.positions.length - 1)
    return err({ code: 'bad-move', message: `the game has no move ${index + 1}` });
  return ok(Game.fromPosition(position));
}
