/**
 * What a game review reads: a game (the engine's `Game`, or anything with its `startPosition`,
 * `history` and `gameCode`), a save as the engine writes it (the object or its JSON text, resumed with
 * the dealer's deal of codes, so that a named code is checked against its deal), or a game code with the moves
 * played from its deal. Each comes down to the start position, the line of moves played from it
 * (checked move by move with the engine's rules) and the game code, if any.
 * @module
 */
import { openingPositionOfCode, parseCode, startOfCode } from '@russian-solitaire/dealer';
import {
  type GameOptions,
  type Move,
  type MoveCode,
  type Position,
  type Problem,
  type Result,
  type RuleSet,
  type SavedGame,
  checkMove,
  echoInput,
  encodeMove,
  err,
  isMove,
  isPosition,
  makeMove,
  ok,
  parseMove,
  resumeGame,
} from '@russian-solitaire/engine';
import { problemMaker, readFields, readList, saveTextLimit } from '@russian-solitaire/engine/internal';
import { REVIEW_ERRORS } from './errors-en.js';

/** A game code and the moves played from its deal. */
export interface CodeWithMoves {
  /** The game code (`RU1-C-AAAAABB`; any letter case, surrounding white space allowed). */
  readonly gameCode: string;
  /** The moves played, in order: engine moves or move texts (`8H-5`, `QS-F`). */
  readonly moves: readonly (Move | string)[];
  /** The house options the game was played with (in part or in full); the defaults otherwise. */
  readonly options?: Partial<GameOptions>;
}

/** What a game exposes to a review: the engine's `Game` has all of it. */
export interface ReviewableGame {
  /** The position the game started from. */
  readonly startPosition: Position;
  /** Every move from the start to now, undone ones excluded. */
  readonly history: readonly Move[];
  /** The game code it was dealt from, or `null`. */
  readonly gameCode: string | null;
}

/**
 * What a review reads: a game, a save (the object `Game.save` writes, or its JSON text), or a game
 * code with the moves played from its deal.
 */
export type ReviewSource = ReviewableGame | SavedGame | string | CodeWithMoves;

/** The most moves a reviewed game may hold. */
export const MAX_REVIEW_MOVES = 10_000;

/**
 * The longest save text a review reads: the longest text of a save of {@link MAX_REVIEW_MOVES}
 * moves, pretty-printed included. A longer text is refused (`too-long`) before it is parsed.
 */
export const MAX_REVIEW_SAVE_LENGTH: number = saveTextLimit(MAX_REVIEW_MOVES);

/** Codes of the ways a review's game can be refused. */
export const REVIEW_SOURCE_ERROR_CODES = ['bad-game', 'bad-save', 'bad-code', 'bad-move', 'too-long'] as const;
/** A code from {@link REVIEW_SOURCE_ERROR_CODES}. */
export type ReviewSourceErrorCode = (typeof REVIEW_SOURCE_ERROR_CODES)[number];

/**
 * Why a review's game was refused. A save the engine refused is `bad-save` with the engine's
 * `SaveError` as its `cause` (its own code, such as `start-mismatch`, is `cause.code`); a move that
 * does not read or is refused has the engine's error or refusal as its cause, and so on.
 */
export type ReviewSourceError = Problem<ReviewSourceErrorCode>;

/** A game as the review walks it. */
export interface ReviewedLine {
  /** The start position (a private copy). */
  readonly start: Position;
  /** The moves played from it, each legal where it was played. */
  readonly line: readonly MoveCode[];
  /** The game code, upper case, or `null` for a custom position. */
  readonly gameCode: string | null;
}

const problem = /* @__PURE__ */ problemMaker(REVIEW_ERRORS);

function fail(
  code: ReviewSourceErrorCode,
  key: keyof typeof REVIEW_ERRORS,
  values: Readonly<Record<string, string | number>> = {},
  cause?: Problem['cause'],
): Result<never, ReviewSourceError> {
  return err(problem(code, key, values, cause));
}

/** Reads a property of an object that may be hostile (a getter that throws reads as `undefined`). */
function property(value: object, key: string): unknown {
  try {
    return (value as Record<string, unknown>)[key];
  } catch {
    return undefined;
  }
}

/** The refusal of a game of `count` moves (more than {@link MAX_REVIEW_MOVES}). */
function tooManyMoves(count: number): ReviewSourceError {
  return problem('too-long', 'review-too-many-moves', { count, max: MAX_REVIEW_MOVES });
}

/** Checks the moves from the start, one by one, with the engine's rules; gives their codes. */
function checkLine(start: Position, moves: readonly unknown[]): Result<MoveCode[], ReviewSourceError> {
  if (moves.length > MAX_REVIEW_MOVES) return err(tooManyMoves(moves.length));
  const position = start.clone();
  const line: MoveCode[] = [];
  for (let i = 0; i < moves.length; i++) {
    const given = moves[i];
    let move: Move;
    if (typeof given === 'string') {
      const parsed = parseMove(given);
      if (!parsed.ok) return fail('bad-move', 'review-move-unreadable', { n: i + 1 }, parsed.error);
      move = parsed.value;
    } else if (isMove(given)) move = given;
    else return fail('bad-move', 'review-move-not-move', { n: i + 1 });
    const refusal = checkMove(position, move);
    if (refusal !== null) return fail('bad-move', 'review-move-refused', { n: i + 1, move: makeMove(move) }, refusal);
    const code = encodeMove(move);
    position.play(code);
    line.push(code);
  }
  return ok(line);
}

function fromGame(game: object): Result<ReviewedLine, ReviewSourceError> | null {
  const start = property(game, 'startPosition');
  if (!isPosition(start)) return null;
  const history = readList(property(game, 'history'), MAX_REVIEW_MOVES);
  if (!history.ok)
    return fail(history.error.code === 'too-long' ? 'too-long' : 'bad-game', 'review-history', {}, history.error);
  const gameCode = property(game, 'gameCode') ?? null;
  if (gameCode !== null && typeof gameCode !== 'string')
    return fail('bad-game', 'review-game-code', { given: echoInput(gameCode) });
  const line = checkLine(start, history.value);
  if (!line.ok) return line;
  return ok({ start: start.clone(), line: line.value, gameCode });
}

function fromCode(fields: Readonly<Record<string, unknown>>): Result<ReviewedLine, ReviewSourceError> {
  for (const key of Object.keys(fields))
    if (key !== 'gameCode' && key !== 'moves' && key !== 'options')
      return fail('bad-game', 'review-unknown-field', { key: echoInput(key) });
  const text = fields.gameCode;
  if (typeof text !== 'string') return fail('bad-code', 'review-code-not-text', { given: echoInput(text) });
  const parts = parseCode(text);
  if (!parts.ok) return fail('bad-code', 'review-code', { given: echoInput(text) }, parts.error);
  const start = openingPositionOfCode(parts.value, fields.options ?? {});
  if (!start.ok) return fail('bad-game', 'review-start', {}, start.error);
  const moves = readList(fields.moves, MAX_REVIEW_MOVES);
  if (!moves.ok)
    return fail(moves.error.code === 'too-long' ? 'too-long' : 'bad-move', 'review-moves', {}, moves.error);
  const line = checkLine(start.value, moves.value);
  if (!line.ok) return line;
  return ok({ start: start.value, line: line.value, gameCode: parts.value.text });
}

/** The number of elements of an object's list `key`, without reading them; `null` for no list (or one that cannot be read). */
function listLength(value: object, key: string): number | null {
  try {
    const list = property(value, key);
    return Array.isArray(list) ? list.length : null;
  } catch {
    return null; // a revoked Proxy
  }
}

/** Whether an object has an own field `key` (`false` for one that throws when asked). */
function hasOwn(value: object, key: string): boolean {
  try {
    return Object.prototype.hasOwnProperty.call(value, key);
  } catch {
    return false;
  }
}

/**
 * Why a review refuses a game for its length, or `null`: its moves are counted before any is
 * read (the length of a game's history, a save's line, or the moves with a code), and a save text
 * longer than {@link MAX_REVIEW_SAVE_LENGTH} is refused before it is parsed. Cheap whatever it is
 * given, so that a worker's client checks it before it copies anything; everything else about
 * the game is checked when it is read.
 */
export function reviewLengthProblem(source: unknown): ReviewSourceError | null {
  if (typeof source === 'string')
    return source.length > MAX_REVIEW_SAVE_LENGTH
      ? problem('too-long', 'review-save-too-long', {
          length: source.length,
          moves: MAX_REVIEW_MOVES,
          max: MAX_REVIEW_SAVE_LENGTH,
        })
      : null;
  if (typeof source !== 'object' || source === null) return null;
  const key = property(source, 'startPosition') !== undefined ? 'history' : hasOwn(source, 'format') ? 'line' : 'moves';
  const count = listLength(source, key);
  return count !== null && count > MAX_REVIEW_MOVES ? tooManyMoves(count) : null;
}

function fromSave(
  saved: unknown,
  ruleSets: Readonly<Record<string, RuleSet>>,
): Result<ReviewedLine, ReviewSourceError> {
  const game = resumeGame(saved, { startOf: startOfCode, ruleSets });
  if (!game.ok) return fail('bad-save', 'review-save', {}, game.error);
  const g = game.value;
  return ok({ start: g.startPosition, line: g.history.map(encodeMove), gameCode: g.gameCode });
}

/**
 * A save text (at most {@link MAX_REVIEW_SAVE_LENGTH} characters): parsed, and its moves counted
 * before the save is read, since a compact text of that length may hold many more moves than a
 * review takes. A text that is not a JSON object is left to the engine, which says what is wrong.
 */
function fromSaveText(
  text: string,
  ruleSets: Readonly<Record<string, RuleSet>>,
): Result<ReviewedLine, ReviewSourceError> {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return fromSave(text, ruleSets);
  }
  if (typeof data !== 'object' || data === null) return fromSave(text, ruleSets);
  const count = listLength(data, 'line');
  if (count !== null && count > MAX_REVIEW_MOVES) return err(tooManyMoves(count));
  return fromSave(data, ruleSets);
}

/**
 * Reads what a review walks (see the module comment). Never throws: a value that is none of the
 * three forms, a save the engine refuses, a code that is not an RU1 code and a move that does not
 * read or is refused where it was played are typed errors.
 */
export function readReviewSource(
  source: unknown,
  ruleSets: Readonly<Record<string, RuleSet>> = {},
): Result<ReviewedLine, ReviewSourceError> {
  const length = reviewLengthProblem(source);
  if (length !== null) return err(length);
  if (typeof source === 'string') return fromSaveText(source, ruleSets);
  if (typeof source !== 'object' || source === null)
    return fail('bad-game', 'review-not-a-game', { given: echoInput(source) });
  const game = fromGame(source);
  if (game !== null) return game;
  const fields = readFields(source);
  if (!fields.ok) return fail('bad-game', 'review-game-unreadable', {}, fields.error);
  if (Object.prototype.hasOwnProperty.call(fields.value, 'format')) return fromSave(source, ruleSets);
  if (Object.prototype.hasOwnProperty.call(fields.value, 'moves')) return fromCode(fields.value);
  return fail('bad-game', 'review-not-a-game', { given: echoInput(source) });
}
