/**
 * Winnable deals: an RU1 game code drawn uniformly among the deals the solver proves winnable.
 *
 * Rejection sampling: draw a uniform random code (the dealer's `randomCode`), solve its opening
 * with the full-information solver within the budget, keep it when a winning line is found,
 * otherwise draw again. Every code whose deal the solver wins within the budget is equally likely,
 * and the winning line comes with it as a certificate. Under classic rules about one deal in
 * fifteen is winnable, so about fifteen draws are needed; under relaxed rules nearly every deal is.
 * @module
 */
import {
  type GameCode,
  type RandomSource,
  type RuleLetter,
  formatCode,
  isRuleLetter,
  openingPositionOfCode,
  randomCode,
} from '@russian-solitaire/dealer';
import {
  DEFAULT_OPTIONS,
  type GameOptions,
  type Move,
  type Result,
  err,
  ok,
  parseOptions,
} from '@russian-solitaire/engine';
import { DEFAULT_BUDGET, MAX_BUDGET } from './options.js';
import { solve } from './solve.js';

/** How a winnable deal is drawn. Every field is optional. */
export interface WinnableDealOptions {
  /** The rule letter of the code: `C` (classic, the default) or `R` (relaxed). */
  readonly rule?: RuleLetter;
  /** The node budget of each deal's search. Default 1,000,000. */
  readonly budget?: number;
  /** The house options the deal must be winnable under. Default: the engine's defaults. */
  readonly options?: Partial<GameOptions>;
  /** Where the random bits come from: the platform's cryptographic source by default. */
  readonly random?: RandomSource;
  /** The most codes drawn before giving up. Default 1,000 (classic needs about 15). */
  readonly maxDraws?: number;
}

/** A winnable deal and its certificate. */
export interface WinnableDeal {
  /** The game code's text, upper case (`RU1-C-…`). */
  readonly code: string;
  /** The same code as parts (rule letter, seed, rule set). */
  readonly parts: GameCode;
  /** A winning line from the code's opening position, under the options asked for. */
  readonly line: readonly Move[];
  /** How many codes were drawn, this one included. */
  readonly draws: number;
  /** Nodes searched over every draw. */
  readonly nodes: number;
}

/** Codes of the ways drawing a winnable deal can fail. */
export const WINNABLE_ERROR_CODES = [
  'bad-options',
  'no-random-source',
  'random-source-failed',
  'no-winnable-deal',
] as const;
/** A code from {@link WINNABLE_ERROR_CODES}. */
export type WinnableErrorCode = (typeof WINNABLE_ERROR_CODES)[number];

/** Why no winnable deal was drawn. */
export interface WinnableError {
  /** What went wrong. */
  readonly code: WinnableErrorCode;
  /** What was wrong, in English, for developers. */
  readonly message: string;
}

/** The default most codes drawn by {@link randomWinnableCode}. */
export const DEFAULT_MAX_DRAWS = 1_000;

function fail(code: WinnableErrorCode, message: string): Result<never, WinnableError> {
  return err({ code, message });
}

function own(input: object, key: string): unknown {
  return Object.prototype.hasOwnProperty.call(input, key) ? (input as Record<string, unknown>)[key] : undefined;
}

/**
 * A code drawn uniformly among the deals the solver proves winnable within the budget, with its
 * winning line (see the module comment).
 */
export function randomWinnableCode(input: WinnableDealOptions = {}): Result<WinnableDeal, WinnableError> {
  if (typeof input !== 'object' || input === null) return fail('bad-options', 'options must be an object');
  const rule = own(input, 'rule') ?? 'C';
  if (!isRuleLetter(rule)) return fail('bad-options', 'rule must be C (classic) or R (relaxed)');
  const budget = own(input, 'budget') ?? DEFAULT_BUDGET;
  if (typeof budget !== 'number' || !Number.isInteger(budget) || budget < 1 || budget > MAX_BUDGET)
    return fail('bad-options', 'budget must be a whole number of nodes from 1 to 2^48');
  const maxDraws = own(input, 'maxDraws') ?? DEFAULT_MAX_DRAWS;
  if (typeof maxDraws !== 'number' || !Number.isInteger(maxDraws) || maxDraws < 1)
    return fail('bad-options', 'maxDraws must be a whole number of at least 1');
  const options = parseOptions(own(input, 'options') ?? DEFAULT_OPTIONS);
  if (!options.ok) return fail('bad-options', options.error.message);
  const random = own(input, 'random') as RandomSource | undefined;
  let nodes = 0;
  for (let draw = 1; draw <= maxDraws; draw++) {
    const code = randomCode(random === undefined ? { rule } : { rule, random });
    if (!code.ok) {
      const reason = code.error.code === 'no-random-source' ? 'no-random-source' : 'random-source-failed';
      return fail(reason, code.error.message);
    }
    const position = openingPositionOfCode(code.value, options.value);
    if (!position.ok) return fail('bad-options', position.error.message);
    const result = solve(position.value, { budget });
    if (!result.ok) return fail('bad-options', result.error.message);
    nodes += result.value.nodes;
    if (result.value.status !== 'solved') continue;
    const text = formatCode(code.value);
    if (!text.ok) return fail('bad-options', text.error.message);
    return ok({ code: text.value, parts: code.value, line: result.value.line, draws: draw, nodes });
  }
  return fail('no-winnable-deal', `none of ${maxDraws} random deals was proved winnable within ${budget} nodes`);
}
