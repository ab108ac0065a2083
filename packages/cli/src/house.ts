/**
 * The rule and house options given on the command line: `--rule`, `--house`, `--group-limit`,
 * `--take-back` and `--undo-depth`. Values are checked by the engine's `parseOptions`.
 * @module
 */
import {
  MAX_GROUP_LIMIT,
  MIN_GROUP_LIMIT,
  DEFAULT_OPTIONS,
  type GameOptions,
  type Language,
  MAX_UNDO_DEPTH,
  type Result,
  UNLIMITED_OPTIONS,
  echoInput,
  ok,
  parseOptions,
} from '@russian-solitaire/engine';
import { type RuleLetter } from '@russian-solitaire/dealer';
import { type ParsedArgs, type OptionSpec, parseWholeNumber, valueOf } from './args.js';
import { type CliError, fail, failAs } from './errors.js';
import { say } from './texts.js';

/**
 * The house options that decide which moves are legal (`--house`, `--group-limit`,
 * `--take-back`): all that a command which never undoes a move takes (`survey`).
 */
export const MOVE_HOUSE_OPTIONS: OptionSpec = {
  house: 'value',
  'group-limit': 'value',
  'take-back': 'value',
};

/** The options that choose the house rules: those of the legal moves, and `--undo-depth`. */
export const HOUSE_OPTIONS: OptionSpec = { ...MOVE_HOUSE_OPTIONS, 'undo-depth': 'value' };

/** The help of {@link MOVE_HOUSE_OPTIONS}, with the defaults of the engine's `DEFAULT_OPTIONS`. */
export const MOVE_HOUSE_HELP = `  --house default|none   house rules preset: group limit ${DEFAULT_OPTIONS.groupLimit} and take-back (default), or neither
  --group-limit N|none   the largest group that moves at once (default ${DEFAULT_OPTIONS.groupLimit})
  --take-back on|off     cards may come back from the foundations (default ${DEFAULT_OPTIONS.takeBack ? 'on' : 'off'})`;

/**
 * The help of the house options, the same in every command that takes them all, with the defaults
 * of the engine's `DEFAULT_OPTIONS`.
 */
export const HOUSE_HELP = `${MOVE_HOUSE_HELP}
  --undo-depth N         how many moves can be undone (default ${DEFAULT_OPTIONS.undoDepth})`;

/**
 * The house options that decide which moves are legal, all that matters to a search (the undo
 * depth does not).
 */
export type MoveOptions = Pick<GameOptions, 'groupLimit' | 'takeBack'>;

/** The options of the `--house` preset: the reference app's defaults unless `none` is given. */
function housePreset(args: ParsedArgs): Result<GameOptions, CliError> {
  const preset = valueOf(args, 'house');
  if (preset === undefined) return ok(DEFAULT_OPTIONS);
  const p = preset.trim().toLowerCase();
  if (p === 'default') return ok(DEFAULT_OPTIONS);
  if (p === 'none') return ok(UNLIMITED_OPTIONS);
  return fail('bad-value', 'house-bad', { given: echoInput(preset) });
}

/** The value of `--group-limit`: a number of cards, or `null` for `none` (also `off`, `no`). */
function readGroupLimit(text: string): Result<number | null, CliError> {
  if (/^\s*(none|off|no)\s*$/i.test(text)) return ok(null);
  const n = parseWholeNumber(text, '--group-limit', MIN_GROUP_LIMIT, MAX_GROUP_LIMIT);
  if (!n.ok)
    return fail('bad-value', 'group-limit-bad', { min: MIN_GROUP_LIMIT, max: MAX_GROUP_LIMIT, given: echoInput(text) });
  return n;
}

/** The value of `--take-back`: on (`yes`, `true`) or off (`no`, `false`). */
function readTakeBack(text: string): Result<boolean, CliError> {
  const t = text.trim().toLowerCase();
  if (t === 'on' || t === 'yes' || t === 'true') return ok(true);
  if (t === 'off' || t === 'no' || t === 'false') return ok(false);
  return fail('bad-value', 'take-back-bad', { given: echoInput(text) });
}

/**
 * Reads the house options: the preset of `--house` (`default`: group limit 20, take-back on;
 * `none`: no group limit, no take-back), then each option given on its own.
 */
export function houseOptions(args: ParsedArgs): Result<GameOptions, CliError> {
  const base = housePreset(args);
  if (!base.ok) return base;
  const partial: { -readonly [K in keyof GameOptions]: GameOptions[K] } = { ...base.value };
  const limit = valueOf(args, 'group-limit');
  if (limit !== undefined) {
    const n = readGroupLimit(limit);
    if (!n.ok) return n;
    partial.groupLimit = n.value;
  }
  const takeBack = valueOf(args, 'take-back');
  if (takeBack !== undefined) {
    const t = readTakeBack(takeBack);
    if (!t.ok) return t;
    partial.takeBack = t.value;
  }
  const depth = valueOf(args, 'undo-depth');
  if (depth !== undefined) {
    const n = parseWholeNumber(depth, '--undo-depth', 0, MAX_UNDO_DEPTH);
    if (!n.ok) return n;
    partial.undoDepth = n.value;
  }
  const checked = parseOptions(partial);
  if (!checked.ok) return failAs('bad-options', checked.error);
  return ok(checked.value);
}

/** The options that decide the legal moves, in words: `group limit 20, take-back on`. */
export function describeMoveOptions(options: MoveOptions): string {
  return `group limit ${options.groupLimit ?? 'none'}, take-back ${options.takeBack ? 'on' : 'off'}`;
}

/** The house options in words: `group limit 20, take-back on, undo depth 100` (English unless given). */
export function describeOptions(options: GameOptions, language: Language = 'en'): string {
  return say(language, 'houseOptions', {
    limit: options.groupLimit ?? say(language, 'none'),
    takeBack: say(language, options.takeBack ? 'on' : 'off'),
    depth: options.undoDepth,
  });
}

/** Reads a rule: `classic` or `C`, `relaxed` or `R` (any case). */
export function parseRule(text: string, what = '--rule'): Result<RuleLetter, CliError> {
  const t = text.trim().toLowerCase();
  if (t === 'c' || t === 'classic') return ok('C');
  if (t === 'r' || t === 'relaxed') return ok('R');
  return fail('bad-value', 'rule-bad', { option: what, given: echoInput(text) });
}

/** The rule given with `--rule`, or `null` when none was given. */
export function ruleOption(args: ParsedArgs): Result<RuleLetter | null, CliError> {
  const text = valueOf(args, 'rule');
  return text === undefined ? ok(null) : parseRule(text);
}
