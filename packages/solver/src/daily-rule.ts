/**
 * The daily deal's rule: one proven-winnable deal per calendar date (UTC), the same for every player and
 * every implementation. The rule is published beside RU1 in docs/ru1.md, with test vectors:
 *
 * 1. The date's **day number** `d` is the number of days from 1970-01-01 to the date (UTC,
 *    proleptic Gregorian calendar; dates from 1970-01-01 to 9999-12-31).
 * 2. A SplitMix64 generator (the one RU1 deals with) starts from the state
 *    `0x5255314441494C59 + d` (mod 2^64; the constant is the ASCII text `RU1DAILY`). Its draws,
 *    each taken modulo 26^7, are the date's **candidate seeds**, in order.
 * 3. The date's **daily seed** is the first candidate whose deal can be won under the classic rule
 *    (same suit), with the group limit of 20 cards and without take-backs. The daily deal is that
 *    seed under either rule letter: `RU1-C-…` and `RU1-R-…` deal the same cards, and every
 *    classic winning line is a relaxed one (relaxed building allows every classic move), so the
 *    deal can be won under both rules, and under every house option of the reference app (no group
 *    limit, take-backs on: they only add moves).
 *
 * "Can be won" is a property of the deal, not of a solver: the rule needs no solver to state. This
 * implementation (`daily.ts`) decides each candidate with the solver: a winning line proves that it can be won,
 * an exhaustive search that it cannot. Classic deals are decided fast and completely (every one of
 * the first million RU1 deals within 10^6 nodes, see docs/solvability.md), which is why the rule
 * asks the classic question for both letters: relaxed deals are nearly all winnable, but a few
 * resist any search. A candidate the solver cannot decide within its budget is never skipped
 * (skipping would make the answer depend on the solver): the answer is then the `undecided`
 * error, naming the candidate. For every date of the published vectors each candidate before the
 * daily seed was proved lost and the daily deal proved winnable.
 * @module
 */
import { type RuleLetter, SEED_COUNT, SplitMix64, isRuleLetter } from '@russian-solitaire/dealer';
import { type GameOptions, type Result, echoInput, err, ok } from '@russian-solitaire/engine';
import { readOptionalFields } from '@russian-solitaire/engine/internal';
import { type DailyError, dailyProblem } from './daily-error.js';
import { LAST_DAY_NUMBER, isDayNumber } from './day-number.js';
import { DEFAULT_BUDGET, MAX_BUDGET, optionProblem } from './options.js';

/** The start of a date's generator state before its day number is added: the ASCII text `RU1DAILY`. */
export const DAILY_STATE_BASE = 0x5255314441494c59n;

/**
 * The house options a daily deal must be winnable under (with the classic rule): group limit 20, no
 * take-backs. A line that wins under them wins under every house option of the reference app.
 */
export const DAILY_OPTIONS: Readonly<Pick<GameOptions, 'groupLimit' | 'takeBack'>> = Object.freeze({
  groupLimit: 20,
  takeBack: false,
});

/** The default most candidates tried before giving up (under classic rules about one deal in 15 can be won). */
export const DEFAULT_DAILY_CANDIDATES = 1_000;

/** How a daily deal is found. Every field is optional. */
export interface DailyDealOptions {
  /** The rule letter of the code: `C` (classic, the default) or `R` (relaxed); the seed is the same. */
  readonly rule?: RuleLetter;
  /** The node budget of each candidate's search (under the classic rule). Default 1,000,000. */
  readonly budget?: number;
  /** The most candidates tried. Default 1,000. */
  readonly maxCandidates?: number;
}

/** The most candidate seeds asked of dailyCandidates (and of a daily deal's `maxCandidates`). */
const MAX_DAILY_CANDIDATES = 1_000_000;

/**
 * The first `count` candidate seeds of a day number (see the module comment). Refuses (`bad-date`)
 * a `day` that is not a day number from 0 (1970-01-01) to that of 9999-12-31, and (`bad-options`) a
 * `count` that is not a whole number from 0 to 1,000,000; never throws.
 */
export function dailyCandidates(day: number, count: number): Result<number[], DailyError> {
  if (!isDayNumber(day))
    return err(dailyProblem('bad-date', 'day-number-bad', { max: LAST_DAY_NUMBER, given: echoInput(day) }));
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 0 || count > MAX_DAILY_CANDIDATES)
    return err(dailyProblem('bad-options', 'daily-count-bad', { max: MAX_DAILY_CANDIDATES, given: echoInput(count) }));
  const state = (DAILY_STATE_BASE + BigInt(day)) & 0xffffffffffffffffn;
  const generator = SplitMix64.fromHalves(Number(state >> 32n), Number(state & 0xffffffffn));
  const seeds: number[] = [];
  for (let i = 0; i < count; i++) seeds.push(Number(generator.draw() % BigInt(SEED_COUNT)));
  return ok(seeds);
}

/** Daily deal options with every default filled in. */
export interface ResolvedDailyOptions {
  /** See {@link DailyDealOptions.rule}. */
  readonly rule: RuleLetter;
  /** See {@link DailyDealOptions.budget}. */
  readonly budget: number;
  /** See {@link DailyDealOptions.maxCandidates}. */
  readonly maxCandidates: number;
}

/** Validates daily deal options (own data fields only) and fills in the defaults. */
export function parseDailyOptions(input: unknown = {}): Result<ResolvedDailyOptions, DailyError> {
  const read = readOptionalFields(input ?? undefined);
  if (!read.ok) return err(optionProblem('bad-options', 'solve-options-unreadable', {}, read.error));
  const o = read.value;
  for (const key of Object.keys(o))
    if (key !== 'rule' && key !== 'budget' && key !== 'maxCandidates') {
      const values = { key: echoInput(key), known: 'rule, budget, maxCandidates' };
      return err(optionProblem('bad-options', 'solve-option-unknown', values));
    }
  const rule = o.rule ?? 'C';
  if (!isRuleLetter(rule)) return err(optionProblem('bad-options', 'solve-option-rule', { given: echoInput(rule) }));
  const budget = o.budget ?? DEFAULT_BUDGET;
  if (typeof budget !== 'number' || !Number.isInteger(budget) || budget < 1 || budget > MAX_BUDGET)
    return err(optionProblem('bad-options', 'solve-option-budget', { given: echoInput(budget) }));
  const maxCandidates = o.maxCandidates ?? DEFAULT_DAILY_CANDIDATES;
  if (
    typeof maxCandidates !== 'number' ||
    !Number.isInteger(maxCandidates) ||
    maxCandidates < 1 ||
    maxCandidates > MAX_DAILY_CANDIDATES
  ) {
    const values = { max: MAX_DAILY_CANDIDATES, given: echoInput(maxCandidates) };
    return err(optionProblem('bad-options', 'daily-option-max-candidates', values));
  }
  return { ok: true, value: { rule, budget, maxCandidates } };
}
