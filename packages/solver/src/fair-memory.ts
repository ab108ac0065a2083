/**
 * A fair hint that follows its plan: the last fair hint given in each game, and whether the player
 * has followed its plan since.
 *
 * A plan up to the next card turned (the `committed` and `widened` strategies') is something a player can carry
 * out whatever lies face down: nothing new comes to light on the way. Asked again on the way, a
 * hint that searched afresh could choose another plan (the arrangements' winning lines from the
 * new position start elsewhere), and a player who follows such hints goes back and forth between
 * plans. So, given a game, a fair hint keeps the plan of the last one while the player follows it
 * and no card has turned: it answers the plan's next move, with the plan's estimate, without a
 * search. It plans again after a turn, when the player goes another way, when the plan is done, or
 * when its next move would bring back a position of the game's path (see `repetition.ts`).
 *
 * What is remembered is the last hint given for the game (a `WeakMap` keyed by the game object,
 * shared by `fairHint`, `fairHintAsync` and the worker clients of this copy of the package) and
 * where on the game's path it was given. So a hint is a function of what the player saw and did:
 * the visible part, the moves since the last turned card, and the hints given on the way.
 * @module
 */
import {
  type Move,
  type MoveCode,
  type Position,
  type Result,
  type TurnPath,
  encodeMove,
  err,
  isMove,
  isPosition,
  ok,
  sameMove,
  visibleKey,
} from '@russian-solitaire/engine';
import type { FairHint } from './fair-answer.js';
import type { FairStrategy, ResolvedFairOptions } from './fair-options.js';
import { type SolveError, optionProblem } from './options.js';
import { Repetitions } from './repetition.js';
import { now } from './slice.js';

/** The last hint given in a game, and where. */
interface Given {
  /** The strategy that made it. */
  readonly strategy: FairStrategy;
  /** How many moves of the game's path since its last turned card had been played then. */
  readonly at: number;
  /** The `visibleKey` of the position it was given in. */
  readonly key: string;
  /** The hint. */
  readonly hint: FairHint;
}

const given = new WeakMap<object, Given>();

/** Whether a move code is among the legal moves of a position. */
function isLegalCode(position: Position, code: MoveCode): boolean {
  const buffer = new Uint16Array(512);
  const n = position.generateMoves(buffer);
  for (let k = 0; k < n; k++) if (buffer[k] === code) return true;
  return false;
}

/**
 * The game's path since its last turned card, when `source` is a game (anything with a
 * `pathSinceTurn` method, as the engine's `Game` has; one that throws or answers nonsense counts
 * as none); `null` for a bare position.
 */
function pathOf(source: unknown): TurnPath | null {
  if (typeof source !== 'object' || source === null || isPosition(source)) return null;
  try {
    const read = (source as { pathSinceTurn?: unknown }).pathSinceTurn;
    if (typeof read !== 'function') return null;
    const path = read.call(source) as Partial<TurnPath> | null;
    const { moves, keys } = path ?? {};
    if (!Array.isArray(moves) || !Array.isArray(keys) || keys.length !== moves.length + 1) return null;
    if (!moves.every(isMove) || !keys.every((k) => typeof k === 'string')) return null;
    return { moves, keys };
  } catch {
    return null;
  }
}

/**
 * The next move of the last hint given in the game `source`, as a hint, when the player has
 * followed its plan so far, no card has turned since, the plan is not done, `strategy` made it,
 * and that move leads somewhere new; `null` otherwise (see the module comment). `position` is the
 * game's position, `path` its path since the last turned card.
 */
function followedHint(
  source: object,
  path: TurnPath,
  position: Position,
  strategy: FairStrategy,
  repetitions: Repetitions,
): FairHint | null {
  const started = now();
  const last = given.get(source);
  if (last === undefined || last.strategy !== strategy) return null;
  const { at, key, hint } = last;
  const played = path.moves.length - at;
  if (played < 0 || played >= hint.plan.length || path.keys[at] !== key) return null;
  for (let k = 0; k < played; k++) if (!sameMove(path.moves[at + k]!, hint.plan[k]!)) return null;
  const move: Move = hint.plan[played]!;
  const code = encodeMove(move);
  if (!isLegalCode(position, code) || !repetitions.isNew(position.clone(), code)) return null;
  const estimate = { move, winShare: hint.winShare, samples: hint.samples, undecided: hint.undecided };
  return {
    ...estimate,
    plan: hint.plan.slice(played),
    followed: true,
    exhaustive: hint.exhaustive,
    moves: [estimate],
    nodes: 0,
    searches: 0,
    stopped: null,
    elapsedMs: now() - started,
  };
}

/** What a hint reads of the history of what it is asked about. */
export interface HintHistory {
  /** The game's path since its last turned card, when asked about a game. */
  readonly path: TurnPath | null;
  /** The positions the hint must not bring back. */
  readonly repetitions: Repetitions;
  /** The next move of the last hint's plan, when the player follows it (see the module comment). */
  readonly followed: FairHint | null;
}

/**
 * Reads the history of `source` (a game, or a bare position) for a hint on `position`, its
 * position with a legal move, by `options`: the path not to bring back is the options' `path`
 * when given (it must end with the position's own key), else the game's, else the position alone.
 */
export function readHistory(
  source: unknown,
  position: Position,
  options: ResolvedFairOptions,
): Result<HintHistory, SolveError> {
  const path = pathOf(source);
  let keys = path?.keys ?? [];
  if (options.path !== null && options.path.length > 0) {
    if (options.path.at(-1) !== visibleKey(position)) return err(optionProblem('bad-options', 'fair-option-path-end'));
    keys = options.path;
  }
  const repetitions = new Repetitions(position, keys);
  const followed = path === null ? null : followedHint(source as object, path, position, options.strategy, repetitions);
  return ok({ path, repetitions, followed });
}

/**
 * Remembers `hint`, just given by a search for the game of `history` by `strategy`, for the next
 * hint to follow its plan (a bare position's hints are not remembered).
 */
export function rememberHint(
  source: unknown,
  history: HintHistory,
  strategy: FairStrategy,
  hint: FairHint | null,
): void {
  const { path } = history;
  if (path === null || (hint !== null && hint.followed)) return;
  if (hint === null) given.delete(source as object);
  else given.set(source as object, { strategy, at: path.moves.length, key: path.keys.at(-1)!, hint });
}
