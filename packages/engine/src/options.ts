/**
 * House options: the group limit, foundation take-back and undo depth.
 * @module
 */
import { DECK_SIZE } from './card.js';
import { echoInput } from './echo.js';
import { OPTIONS_ERRORS } from './errors-en.js';
import { type Problem, problemMaker } from './problem.js';
import { readOptionalFields } from './read.js';
import { type Result, err, ok } from './result.js';

/** The house options of a game. The defaults are those of the reference app. */
export interface GameOptions {
  /** The largest group that moves in one move, or `null` for no limit. Default 20. */
  readonly groupLimit: number | null;
  /** Whether a foundation's top card may move back onto a column. Default `true`. */
  readonly takeBack: boolean;
  /** How many of the last moves can be undone (0 turns undo off). Default 100. */
  readonly undoDepth: number;
}

/** The options of the reference app: group limit 20, take-back on, undo depth 100. */
export const DEFAULT_OPTIONS: GameOptions = /* @__PURE__ */ Object.freeze({
  groupLimit: 20,
  takeBack: true,
  undoDepth: 100,
});

/** The options other sites commonly play with: no group limit and no take-back. */
export const UNLIMITED_OPTIONS: GameOptions = /* @__PURE__ */ Object.freeze({
  groupLimit: null,
  takeBack: false,
  undoDepth: 100,
});

/** Codes of the ways options can be wrong. */
export const OPTIONS_ERROR_CODES = [
  'not-an-object',
  'bad-group-limit',
  'bad-take-back',
  'bad-undo-depth',
  'unknown-option',
] as const;
/** A code from {@link OPTIONS_ERROR_CODES}. */
export type OptionsErrorCode = (typeof OPTIONS_ERROR_CODES)[number];

/** Options that were refused: which option was wrong, and why. */
export type OptionsError = Problem<OptionsErrorCode>;

const problem = /* @__PURE__ */ problemMaker(OPTIONS_ERRORS);

/** The largest undo depth accepted. */
export const MAX_UNDO_DEPTH = 100_000;

/** The smallest group limit accepted (one card per move). */
export const MIN_GROUP_LIMIT = 1;
/** The largest group limit accepted: the whole deck. For no limit at all, use `null`. */
export const MAX_GROUP_LIMIT = DECK_SIZE;

/**
 * Validates options given in part (missing ones take their defaults) and returns complete options.
 * Refuses unknown keys and values of the wrong type or range: the group limit is a whole number
 * from {@link MIN_GROUP_LIMIT} to {@link MAX_GROUP_LIMIT} or `null`. Only the object's own data
 * fields are read (see `readFields`), so nothing inherited changes the options; anything that is
 * not a plain object, or cannot be read, is refused with `not-an-object`.
 */
export function parseOptions(input: unknown = {}): Result<GameOptions, OptionsError> {
  const read = readOptionalFields(input);
  if (!read.ok) return err(problem('not-an-object', 'options-unreadable', {}, read.error));
  const o = read.value;
  for (const key of Object.keys(o)) {
    if (key !== 'groupLimit' && key !== 'takeBack' && key !== 'undoDepth')
      return err(problem('unknown-option', 'options-unknown', { key: echoInput(key) }));
  }
  const groupLimit = o.groupLimit === undefined ? DEFAULT_OPTIONS.groupLimit : o.groupLimit;
  if (groupLimit !== null && !isWhole(groupLimit, MIN_GROUP_LIMIT, MAX_GROUP_LIMIT)) {
    const values = { min: MIN_GROUP_LIMIT, max: MAX_GROUP_LIMIT, given: echoInput(groupLimit) };
    return err(problem('bad-group-limit', 'options-group-limit', values));
  }
  const takeBack = o.takeBack === undefined ? DEFAULT_OPTIONS.takeBack : o.takeBack;
  if (typeof takeBack !== 'boolean')
    return err(problem('bad-take-back', 'options-take-back', { given: echoInput(takeBack) }));
  const undoDepth = o.undoDepth === undefined ? DEFAULT_OPTIONS.undoDepth : o.undoDepth;
  if (!isWhole(undoDepth, 0, MAX_UNDO_DEPTH))
    return err(problem('bad-undo-depth', 'options-undo-depth', { max: MAX_UNDO_DEPTH, given: echoInput(undoDepth) }));
  return ok(Object.freeze({ groupLimit, takeBack, undoDepth }));
}

function isWhole(value: unknown, min: number, max: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}
