/**
 * The rule and house options given on the command line: `--rule`, `--house`, `--group-limit`,
 * `--take-back` and `--undo-depth`. Values are checked by the engine's `parseOptions`.
 * @module
 */
import {
  DEFAULT_OPTIONS,
  type GameOptions,
  type Result,
  UNLIMITED_OPTIONS,
  ok,
  parseOptions,
} from '@russian-solitaire/engine';
import { type RuleLetter } from '@russian-solitaire/dealer';
import { type ParsedArgs, type OptionSpec, parseWholeNumber, valueOf } from './args.js';
import { type CliError, fail } from './errors.js';

/** The options that choose the house rules. */
export const HOUSE_OPTIONS: OptionSpec = {
  house: 'value',
  'group-limit': 'value',
  'take-back': 'value',
  'undo-depth': 'value',
};

/** The house presets of `--house`: the reference app's defaults, or no group limit and no take-back. */
export const HOUSE_PRESETS = ['default', 'none'] as const;

/**
 * Reads the house options: the preset of `--house` (`default`: group limit 20, take-back on;
 * `none`: no group limit, no take-back), then each option given on its own.
 */
export function houseOptions(args: ParsedArgs): Result<GameOptions, CliError> {
  const preset = valueOf(args, 'house');
  let base: GameOptions = DEFAULT_OPTIONS;
  if (preset !== undefined) {
    const p = preset.trim().toLowerCase();
    if (p === 'default') base = DEFAULT_OPTIONS;
    else if (p === 'none') base = UNLIMITED_OPTIONS;
    else return fail('bad-value', `--house is default or none, not ${JSON.stringify(preset)}`);
  }
  const partial: { groupLimit: number | null; takeBack: boolean; undoDepth: number } = { ...base };
  const limit = valueOf(args, 'group-limit');
  if (limit !== undefined) {
    if (/^\s*(none|off|no)\s*$/i.test(limit)) partial.groupLimit = null;
    else {
      const n = parseWholeNumber(limit, '--group-limit', 1, 52);
      if (!n.ok)
        return fail(
          'bad-value',
          `--group-limit is a number of cards from 1 to 52, or none; not ${JSON.stringify(limit)}`,
        );
      partial.groupLimit = n.value;
    }
  }
  const takeBack = valueOf(args, 'take-back');
  if (takeBack !== undefined) {
    const t = takeBack.trim().toLowerCase();
    if (t === 'on' || t === 'yes' || t === 'true') partial.takeBack = true;
    else if (t === 'off' || t === 'no' || t === 'false') partial.takeBack = false;
    else return fail('bad-value', `--take-back is on or off, not ${JSON.stringify(takeBack)}`);
  }
  const depth = valueOf(args, 'undo-depth');
  if (depth !== undefined) {
    const n = parseWholeNumber(depth, '--undo-depth', 0, 100_000);
    if (!n.ok) return n;
    partial.undoDepth = n.value;
  }
  const checked = parseOptions(partial);
  if (!checked.ok) return fail('bad-options', checked.error.message);
  return ok(checked.value);
}

/** The house options in words: `group limit 20, take-back on, undo depth 100`. */
export function describeOptions(options: GameOptions): string {
  return `group limit ${options.groupLimit ?? 'none'}, take-back ${options.takeBack ? 'on' : 'off'}, undo depth ${options.undoDepth}`;
}

/** Reads a rule: `classic` or `C`, `relaxed` or `R` (any case). */
export function parseRule(text: string, what = '--rule'): Result<RuleLetter, CliError> {
  const t = text.trim().toLowerCase();
  if (t === 'c' || t === 'classic') return ok('C');
  if (t === 'r' || t === 'relaxed') return ok('R');
  return fail('bad-value', `${what} is classic (C) or relaxed (R), not ${JSON.stringify(text)}`);
}

/** The rule given with `--rule`, or `null` when none was given. */
export function ruleOption(args: ParsedArgs): Result<RuleLetter | null, CliError> {
  const text = valueOf(args, 'rule');
  return text === undefined ? ok(null) : parseRule(text);
}
