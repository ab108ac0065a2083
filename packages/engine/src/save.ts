/**
 * Saved games: the versioned JSON that `Game.save` writes and `Game.resume` reads.
 *
 * A save holds the starting position, every move from it to now (so that resuming replays them
 * through the rules and a tampered save is caught), the undone moves that can be redone, the
 * counters, the score and the current position as a check.
 * @module
 */
import { type Move } from './move.js';
import { parseMove, readPosition } from './notation.js';
import { type GameOptions, parseOptions } from './options.js';
import type { Position } from './position.js';
import { type Result, err, ok } from './result.js';
import type { RuleSet } from './rules.js';

/** The `format` field of every save. */
export const SAVE_FORMAT = 'russian-solitaire/game';
/** The version of the save format this engine writes and reads. */
export const SAVE_VERSION = 1;
/** The longest save text read (a game of thousands of moves is far shorter). */
export const MAX_SAVE_LENGTH = 5_000_000;

/**
 * The content of a save, with its positions and moves in the form `P` and `M`: text in a
 * {@link SavedGame}, engine objects in a {@link CheckedSave}.
 */
export interface SaveContent<P, M> {
  /** The game code, or `null`. */
  readonly code: string | null;
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
  /** The playing time in milliseconds. */
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

/** Codes of the ways a save can be refused. */
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
] as const;
/** A code from {@link SAVE_ERROR_CODES}. */
export type SaveErrorCode = (typeof SAVE_ERROR_CODES)[number];

/** Why a save was refused. */
export interface SaveError {
  /** What kind of problem. */
  readonly code: SaveErrorCode;
  /** What was wrong and where, in English. */
  readonly message: string;
}

/**
 * A save whose fields have the right types and whose positions and moves parse (the starting
 * position with the saved options); the moves are not yet checked for legality.
 */
export type CheckedSave = SaveContent<Position, Move>;

const KEYS = [
  'format',
  'version',
  'code',
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

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

function moveList(value: unknown, field: string): Result<Move[], SaveError> {
  if (!Array.isArray(value)) return err({ code: 'bad-field', message: `${field} must be a list of moves` });
  const moves: Move[] = [];
  for (let i = 0; i < value.length; i++) {
    const text: unknown = value[i];
    if (typeof text !== 'string')
      return err({ code: 'bad-move', message: `${field}[${i}] must be a move text like "8H-5"` });
    const move = parseMove(text);
    if (!move.ok) return err({ code: 'bad-move', message: `${field}[${i}]: ${move.error.message}` });
    moves.push(move.value);
  }
  return ok(moves);
}

/**
 * Checks a save's shape and types and parses its positions and moves. The game replays the moves
 * (`Game.resume`) to check that they are legal and that score and position add up.
 */
export function validateSavedGame(
  input: unknown,
  ruleSets?: Readonly<Record<string, RuleSet>>,
): Result<CheckedSave, SaveError> {
  let data: unknown = input;
  if (typeof input === 'string') {
    if (input.length > MAX_SAVE_LENGTH)
      return err({ code: 'too-long', message: `a save is at most ${MAX_SAVE_LENGTH} characters` });
    try {
      data = JSON.parse(input);
    } catch (e) {
      return err({ code: 'bad-json', message: `the save is not valid JSON: ${(e as Error).message}` });
    }
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    return err({ code: 'not-an-object', message: 'a save is a JSON object' });
  const o = data as Record<string, unknown>;
  if (o.format !== SAVE_FORMAT) return err({ code: 'wrong-format', message: `format must be "${SAVE_FORMAT}"` });
  if (o.version !== SAVE_VERSION)
    return err({
      code: 'unknown-version',
      message: `unknown save version ${JSON.stringify(o.version)}; this engine reads version ${SAVE_VERSION}`,
    });
  for (const key of Object.keys(o)) {
    if (!KEYS.includes(key)) return err({ code: 'bad-field', message: `unknown field "${key}"` });
  }
  if (!(o.code === null || typeof o.code === 'string') || (typeof o.code === 'string' && o.code.length > 64)) {
    return err({ code: 'bad-field', message: 'code must be null or a short string' });
  }
  const options = parseOptions(o.options);
  if (!options.ok) return err({ code: 'bad-options', message: options.error.message });
  for (const key of ['start', 'position'] as const) {
    if (typeof o[key] !== 'string') return err({ code: 'bad-field', message: `${key} must be a position text` });
  }
  const start = readPosition(o.start as string, options.value, ruleSets);
  if (!start.ok) return err({ code: 'bad-position', message: `start: ${start.error.message}` });
  const position = readPosition(o.position as string, options.value, ruleSets);
  if (!position.ok) return err({ code: 'bad-position', message: `position: ${position.error.message}` });
  if (position.value.ruleSet.id !== start.value.ruleSet.id)
    return err({ code: 'position-mismatch', message: 'start and position name different rule sets' });
  const line = moveList(o.line, 'line');
  if (!line.ok) return line;
  const redo = moveList(o.redo, 'redo');
  if (!redo.ok) return redo;
  for (const key of ['undoable', 'moveCount', 'score', 'elapsedMs'] as const) {
    if (!isCount(o[key])) return err({ code: 'bad-field', message: `${key} must be a whole number of at least 0` });
  }
  return ok({
    code: o.code,
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
