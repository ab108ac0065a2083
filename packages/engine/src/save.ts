/**
 * Saved games: the versioned JSON that `Game.save` writes and `resumeGame` reads.
 *
 * A save holds the starting position, every move from it to now (so that resuming replays them
 * through the rules and a tampered save is caught), the undone moves that can be redone, the
 * counters, the score and the current position as a check.
 * @module
 */
import { echoInput } from './echo.js';
import { SAVE_ERRORS } from './errors-en.js';
import { type Move } from './move.js';
import { MAX_NOTATION_LENGTH, makeMove, makePosition, parseMove, readPosition } from './notation.js';
import { type GameOptions, MAX_UNDO_DEPTH, parseOptions } from './options.js';
import type { Position } from './position.js';
import { type Problem, problemMaker } from './problem.js';
import { type OwnFields, isCount, readFields, readList } from './read.js';
import { type Result, err, ok } from './result.js';
import { type RuleSet, sameRuleSet } from './rules.js';

/** The `format` field of every save. */
export const SAVE_FORMAT = 'russian-solitaire/game';
/**
 * The version of the save format this engine writes. It reads this version and version 1, written by
 * engines before 1.0, which names the game code `code` where version 2 names it `gameCode`.
 */
export const SAVE_VERSION = 2;

/**
 * The most moves a game's history (its `line`) holds. A game refuses a move beyond it
 * (`history-full`), so every game reachable by play can be saved and resumed; a save whose line is
 * longer is refused (`too-long`), in text and object form alike. Its redo list holds at most the
 * undo depth, itself at most `MAX_UNDO_DEPTH`.
 */
export const MAX_HISTORY_LENGTH = 1_000_000;

/**
 * Room in a save's text for one recorded move: the longest move text (`"TS-F"`, 6 characters with
 * its quotes), a comma, and the line break and indentation of `JSON.stringify` at its widest.
 */
const MOVE_TEXT_ROOM = 32;
/** Room in a save's text for everything but the moves (fields, options, code, counters). */
const FIELDS_TEXT_ROOM = 4096;

/**
 * The longest text of a save whose line holds at most `lineMoves` moves (and whose redo list holds
 * at most `MAX_UNDO_DEPTH`, as every save's does): every such save the engine writes fits, even
 * pretty-printed. A reader that takes fewer moves than a save may hold (a game review) refuses a
 * longer text before it parses it.
 */
export function saveTextLimit(lineMoves: number): number {
  return MOVE_TEXT_ROOM * (lineMoves + MAX_UNDO_DEPTH) + 2 * MAX_NOTATION_LENGTH + FIELDS_TEXT_ROOM;
}

/**
 * The longest save text read. It follows from the move limits ({@link MAX_HISTORY_LENGTH} moves
 * played, `MAX_UNDO_DEPTH` to redo) and the position text limit, so that the text of every save
 * the engine writes fits, even pretty-printed: the text form and the object form share one limit.
 */
export const MAX_SAVE_LENGTH = /* @__PURE__ */ saveTextLimit(MAX_HISTORY_LENGTH);

/**
 * The largest move counter: a game's counter stops there (it does not wrap or lose precision), and
 * a save with a larger one is refused.
 */
export const MAX_MOVE_COUNT = Number.MAX_SAFE_INTEGER;

/**
 * The longest playing time a game counts and a save may hold: 100 years in milliseconds. The time
 * in a save is trusted for display only; it never changes the rules or the score.
 */
export const MAX_ELAPSED_MS = 100 * 365 * 24 * 60 * 60 * 1000;

/** The longest game code a save may name (RU1 codes are 13 characters). */
export const MAX_SAVED_CODE_LENGTH = 64;

/**
 * The content of a save, with its positions and moves in the form `P` and `M`: text in a
 * {@link SavedGame}, engine objects in a checked save (inside the engine).
 */
export interface SaveContent<P, M> {
  /**
   * The game code the game was dealt from, or `null` for a custom position. A save that names a
   * code must start from that code's deal (checked by `resumeGame` with a {@link StartOfCode}).
   * Saves of version 1 name it `code`.
   */
  readonly gameCode: string | null;
  /** The starting position. */
  readonly start: P;
  /** Every move from the start to now, undone ones excluded. */
  readonly line: readonly M[];
  /** How many of the last moves of `line` can be undone. */
  readonly undoable: number;
  /** Undone moves that can be redone, the next one to redo last. */
  readonly redo: readonly M[];
  /** Moves made, undone ones included. */
  readonly moveCount: number;
  /** The score. */
  readonly score: number;
  /** The playing time in milliseconds (for display; at most {@link MAX_ELAPSED_MS}). */
  readonly elapsedMs: number;
  /** The current position (a check: it must match the moves). */
  readonly position: P;
}

/** A saved game as plain JSON data: positions in position notation, moves in move notation. */
export interface SavedGame extends SaveContent<string, string> {
  /** Always {@link SAVE_FORMAT}. */
  readonly format: typeof SAVE_FORMAT;
  /** Always {@link SAVE_VERSION} for saves written by this engine. */
  readonly version: typeof SAVE_VERSION;
  /** The house options. */
  readonly options: GameOptions;
}

/**
 * Codes of the ways a save can be refused. Besides the shape and type checks: `bad-code` (the
 * save names something that is not a game code, or not in the form the game writes it),
 * `unchecked-code` (the save names a code but `resumeGame` was given no {@link StartOfCode} to
 * deal it), `start-mismatch` (the start is not the named code's deal), `count-mismatch` (counters
 * that play cannot reach), `bad-init` (the second argument of `resumeGame` is wrong).
 */
export const SAVE_ERROR_CODES = [
  'bad-json',
  'too-long',
  'not-an-object',
  'wrong-format',
  'unknown-version',
  'bad-field',
  'bad-options',
  'bad-position',
  'bad-move',
  'illegal-move',
  'score-mismatch',
  'position-mismatch',
  'count-mismatch',
  'bad-code',
  'unchecked-code',
  'start-mismatch',
  'bad-init',
] as const;
/** A code from {@link SAVE_ERROR_CODES}. */
export type SaveErrorCode = (typeof SAVE_ERROR_CODES)[number];

/** Why a save was refused: what kind of problem, and what was wrong where. */
export type SaveError = Problem<SaveErrorCode>;

/** Makes the errors of refused saves. */
export const saveProblem = /* @__PURE__ */ problemMaker(SAVE_ERRORS);

/**
 * Deals a game code for `resumeGame`: the opening position of `code` under the save's house
 * options, or why `code` is not a game code. It should refuse a code not written exactly as the
 * game writes it (upper case, no white space), so that a resumed game's save is the save it came
 * from. The engine cannot deal codes itself; the dealer's `startOfCode` is this function for RU1
 * codes, and the dealer's `resumeGame` passes it.
 */
export type StartOfCode = (code: string, options: GameOptions) => Result<Position, Problem>;

/**
 * A save whose fields have the right types and whose positions and moves parse (the starting
 * position with the saved options); the moves are not yet checked for legality, nor the code
 * against the start.
 */
export type CheckedSave = SaveContent<Position, Move>;

const KEYS = [
  'format',
  'version',
  'gameCode',
  'options',
  'start',
  'line',
  'undoable',
  'redo',
  'moveCount',
  'score',
  'elapsedMs',
  'position',
];

function moveList(value: unknown, field: string, max: number): Result<Move[], SaveError> {
  const list = readList(value, max);
  if (!list.ok)
    return err(
      saveProblem(list.error.code === 'too-long' ? 'too-long' : 'bad-field', 'save-moves', { field }, list.error),
    );
  const moves: Move[] = [];
  for (let i = 0; i < list.value.length; i++) {
    const text = list.value[i];
    const path = `${field}[${i}]`;
    if (typeof text !== 'string') return err(saveProblem('bad-move', 'save-move-not-text', { path }));
    const move = parseMove(text);
    if (!move.ok) return err(saveProblem('bad-move', 'save-move', { path }, move.error));
    if (makeMove(move.value) !== text)
      return err(saveProblem('bad-move', 'save-move-written', { path, move: makeMove(move.value) }));
    moves.push(move.value);
  }
  return ok(moves);
}

function readSavedPosition(
  o: OwnFields,
  key: 'start' | 'position',
  options: GameOptions,
  ruleSets: Readonly<Record<string, RuleSet>> | undefined,
): Result<Position, SaveError> {
  const text = o[key];
  if (typeof text !== 'string') return err(saveProblem('bad-field', 'save-position-not-text', { field: key }));
  const position = readPosition(text, options, ruleSets);
  if (!position.ok) return err(saveProblem('bad-position', 'save-position', { field: key }, position.error));
  // The engine writes a rule set that is no preset whole; a save may also name it by its id alone
  // (as engines before 0.2 wrote it), for `ruleSets` to give.
  const printed = makePosition(position.value);
  const { id } = position.value.ruleSet;
  const rest = printed.slice(printed.indexOf(' | '));
  if (printed !== text && text !== `${id}${rest}`)
    return err(saveProblem('bad-position', 'save-position-written', { field: key }));
  return position;
}

/**
 * Checks a save's shape and types and parses its positions and moves. The game replays the moves
 * (`resumeGame`) to check that they are legal and that score, counters and position add up.
 *
 * A save is read strictly: only its own fields (nothing inherited), no getters, every field
 * present, positions and moves written exactly as the engine writes them (a rule set that is no
 * preset whole, or by its id alone for `ruleSets` to give), a game code of at most
 * {@link MAX_SAVED_CODE_LENGTH} characters or `null`. Text and object forms share the limits:
 * at most {@link MAX_HISTORY_LENGTH} moves in `line` and `MAX_UNDO_DEPTH` in `redo` (`too-long`),
 * and a text of at most {@link MAX_SAVE_LENGTH} characters, which every save of those limits fits.
 * Never throws.
 */
export function validateSavedGame(
  input: unknown,
  ruleSets?: Readonly<Record<string, RuleSet>>,
): Result<CheckedSave, SaveError> {
  let data: unknown = input;
  if (typeof input === 'string') {
    if (input.length > MAX_SAVE_LENGTH) return err(saveProblem('too-long', 'save-too-long', { max: MAX_SAVE_LENGTH }));
    try {
      data = JSON.parse(input);
    } catch {
      return err(saveProblem('bad-json', 'save-bad-json', { given: echoInput(input) }));
    }
  }
  const read = readFields(data);
  if (!read.ok) return err(saveProblem('not-an-object', 'save-unreadable', {}, read.error));
  const o = read.value;
  if (o.format !== SAVE_FORMAT) return err(saveProblem('wrong-format', 'save-format', { format: SAVE_FORMAT }));
  if (o.version !== SAVE_VERSION && o.version !== 1)
    return err(saveProblem('unknown-version', 'save-version', { given: echoInput(o.version), version: SAVE_VERSION }));
  // Version 1 names the game code `code`.
  const codeKey = o.version === 1 ? 'code' : 'gameCode';
  for (const key of Object.keys(o)) {
    if (!(key === codeKey || (key !== 'gameCode' && KEYS.includes(key))))
      return err(saveProblem('bad-field', 'save-unknown-field', { key: echoInput(key) }));
  }
  const gameCode = o[codeKey];
  if (!(
    gameCode === null ||
    (typeof gameCode === 'string' && gameCode.length > 0 && gameCode.length <= MAX_SAVED_CODE_LENGTH)
  ))
    return err(saveProblem('bad-field', 'save-code', { field: codeKey, max: MAX_SAVED_CODE_LENGTH }));
  const options = parseOptions(o.options);
  if (!options.ok) return err(saveProblem('bad-options', 'save-options', {}, options.error));
  const start = readSavedPosition(o, 'start', options.value, ruleSets);
  if (!start.ok) return start;
  const position = readSavedPosition(o, 'position', options.value, ruleSets);
  if (!position.ok) return position;
  if (!sameRuleSet(position.value.ruleSet, start.value.ruleSet))
    return err(saveProblem('position-mismatch', 'save-rule-sets-differ'));
  const line = moveList(o.line, 'line', MAX_HISTORY_LENGTH);
  if (!line.ok) return line;
  const redo = moveList(o.redo, 'redo', MAX_UNDO_DEPTH);
  if (!redo.ok) return redo;
  const limits = {
    undoable: MAX_UNDO_DEPTH,
    moveCount: MAX_MOVE_COUNT,
    score: MAX_MOVE_COUNT,
    elapsedMs: MAX_ELAPSED_MS,
  };
  for (const [key, max] of Object.entries(limits)) {
    if (!isCount(o[key], max)) return err(saveProblem('bad-field', 'save-count', { field: key, max }));
  }
  return ok({
    gameCode,
    start: start.value,
    line: line.value,
    undoable: o.undoable as number,
    redo: redo.value,
    moveCount: o.moveCount as number,
    score: o.score as number,
    elapsedMs: o.elapsedMs as number,
    position: position.value,
  });
}
