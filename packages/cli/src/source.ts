/**
 * What a command works on: a game code (`RU1-C-AAAAABB`, dealt by the dealer) or a position in
 * the engine's one-line text (`classic | F: - - - - | 1: 8C | …`, read by the engine).
 * @module
 */
import { type RuleLetter, formatCode, openingPositionOfCode, parseCode } from '@russian-solitaire/dealer';
import { type GameOptions, type Position, type Result, echoInput, ok, readPosition } from '@russian-solitaire/engine';
import { type ParsedArgs, intOption } from './args.js';
import { DEFAULT_BUDGET, MAX_BUDGET } from './budget.js';
import { onePositional } from './command.js';
import type { CliErrorKey } from './errors-en.js';
import { type CliError, fail, failAs } from './errors.js';
import { houseOptions, ruleOption } from './house.js';

/** A position to work on, and the game code it was dealt from (if any). */
export interface Subject {
  /** The position: the opening position of the code, or the position read from text. */
  readonly position: Position;
  /** The game code in upper case, or `null` for a position given as text. */
  readonly code: string | null;
  /** The seed of the code, or `null`. */
  readonly seed: number | null;
}

/** Whether an argument is a position text rather than a game code (it has `|` separators). */
export function looksLikePosition(text: string): boolean {
  return text.includes('|');
}

/** A game code read from an argument: its rule letter and seed, and its text in upper case. */
export interface ChosenCode {
  /** The rule letter (the code's own, or the one of `--rule`). */
  readonly rule: RuleLetter;
  /** The seed. */
  readonly seed: number;
  /** The code in upper case: `RU1-C-AAAAABB`. */
  readonly text: string;
}

/** Reads a game code with the dealer's parser; `rule` (from `--rule`) replaces its rule letter. */
export function readGameCode(text: string, rule: RuleLetter | null = null): Result<ChosenCode, CliError> {
  const parsed = parseCode(text);
  if (!parsed.ok) return fail('bad-code', 'code-bad', { given: echoInput(text) }, parsed.error);
  const parts = { rule: rule ?? parsed.value.rule, seed: parsed.value.seed };
  const code = formatCode(parts);
  if (!code.ok) return failAs('bad-code', code.error);
  return ok({ ...parts, text: code.value });
}

/**
 * Reads a game code or a position text with the given house options. `rule` (from `--rule`)
 * replaces the rule letter of a code; a position text names its own rule set, so it refuses `rule`.
 */
export function readSubject(
  text: string,
  options: GameOptions,
  rule: RuleLetter | null = null,
): Result<Subject, CliError> {
  if (looksLikePosition(text)) {
    if (rule !== null) return fail('bad-value', 'position-rule');
    const position = readPosition(text, options);
    if (!position.ok) return fail('bad-position', 'position-bad', {}, position.error);
    return ok({ position: position.value, code: null, seed: null });
  }
  const code = readGameCode(text, rule);
  if (!code.ok) return code;
  const position = openingPositionOfCode(code.value.text, options);
  if (!position.ok) return failAs('bad-options', position.error);
  return ok({ position: position.value, code: code.value.text, seed: code.value.seed });
}

/** What `solve` and `hint` search: the subject, the house options it was read with, and the node budget. */
export interface SearchRequest extends Subject {
  /** The house options (from `--house` and the single options). */
  readonly options: GameOptions;
  /** The node budget (`--budget`). */
  readonly budget: number;
}

/**
 * Reads the one argument of `solve` or `hint` (a code or a position: `missing` and `takes` are the
 * sentences when it is missing or followed by more, see {@link onePositional}), then `--budget`,
 * `--rule` and the house options, and the code or position with them.
 */
export function readSearchRequest(
  args: ParsedArgs,
  missing: CliErrorKey,
  takes: CliErrorKey,
): Result<SearchRequest, CliError> {
  const text = onePositional(args, missing, takes);
  if (!text.ok) return text;
  const budget = intOption(args, 'budget', DEFAULT_BUDGET, 1, MAX_BUDGET);
  if (!budget.ok) return budget;
  const rule = ruleOption(args);
  if (!rule.ok) return rule;
  const options = houseOptions(args);
  if (!options.ok) return options;
  const subject = readSubject(text.value, options.value, rule.value);
  if (!subject.ok) return subject;
  return ok({ ...subject.value, options: options.value, budget: budget.value });
}
