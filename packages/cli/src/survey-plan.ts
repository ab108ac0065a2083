/**
 * What a survey is to do, read from its arguments: the settings of its deals, the seed range, the
 * number of worker threads and the output file.
 * @module
 */
import { availableParallelism } from 'node:os';
import { MAX_SEED, SEED_LETTERS, lettersToSeed } from '@russian-solitaire/dealer';
import { type Result, ok } from '@russian-solitaire/engine';
import { type ParsedArgs, intOption, parseWholeNumber, valueOf } from './args.js';
import { DEFAULT_BUDGET, MAX_BUDGET } from './budget.js';
import { type CliError, fail } from './errors.js';
import { describeMoveOptions, houseOptions, parseRule } from './house.js';
import type { SurveySettings } from './survey-record.js';

/** The largest number of worker threads accepted. */
export const MAX_JOBS = 256;

/** The seeds a survey decides: `count` seeds from `from` on. */
export interface SeedRange {
  /** The first seed. */
  readonly from: number;
  /** How many seeds. */
  readonly count: number;
}

/** A survey to run. */
export interface SurveyPlan {
  /** The settings of every deal. */
  readonly settings: SurveySettings;
  /** The seeds to decide. */
  readonly range: SeedRange;
  /** How many worker threads at most (`--jobs`). */
  readonly jobs: number;
  /** The output file (`--out`), or `null` for stdout. */
  readonly out: string | null;
  /** The house options in words, for the summary's title. */
  readonly houseText: string;
}

const LETTERS = new RegExp(`^[a-z]{${SEED_LETTERS}}$`, 'i');

/** Reads `--from`: a seed number, or the seed's letters (`AAAAAAA`). */
function readSeed(text: string): Result<number, CliError> {
  const t = text.trim();
  if (LETTERS.test(t)) {
    const seed = lettersToSeed(t);
    return seed.ok ? ok(seed.value) : fail('bad-value', `--from: ${seed.error.message}`);
  }
  return parseWholeNumber(t, '--from', 0, MAX_SEED);
}

/** Reads `--from` and `--count`: a range that stays within the seeds. */
function readRange(args: ParsedArgs): Result<SeedRange, CliError> {
  const fromText = valueOf(args, 'from');
  if (fromText === undefined)
    return fail('missing-argument', 'survey needs --from SEED (a number, or seven letters like AAAAAAA)');
  const from = readSeed(fromText);
  if (!from.ok) return from;
  const countText = valueOf(args, 'count');
  if (countText === undefined) return fail('missing-argument', 'survey needs --count N');
  const count = parseWholeNumber(countText, '--count', 1, MAX_SEED + 1);
  if (!count.ok) return count;
  if (from.value + count.value - 1 > MAX_SEED)
    return fail('bad-value', `--from ${from.value} with --count ${count.value} goes past the last seed, ${MAX_SEED}`);
  return ok({ from: from.value, count: count.value });
}

/** Reads the plan of a survey from its options. */
export function readSurveyPlan(args: ParsedArgs): Result<SurveyPlan, CliError> {
  const ruleText = valueOf(args, 'rule');
  if (ruleText === undefined) return fail('missing-argument', 'survey needs --rule C or R');
  const rule = parseRule(ruleText);
  if (!rule.ok) return rule;
  const range = readRange(args);
  if (!range.ok) return range;
  const budget = intOption(args, 'budget', DEFAULT_BUDGET, 1, MAX_BUDGET);
  if (!budget.ok) return budget;
  const jobs = intOption(args, 'jobs', availableParallelism(), 1, MAX_JOBS);
  if (!jobs.ok) return jobs;
  const house = houseOptions(args);
  if (!house.ok) return house;
  const out = valueOf(args, 'out') ?? null;
  if (out !== null && out.trim() === '') return fail('bad-value', '--out needs a file name');
  return ok({
    settings: {
      rule: rule.value,
      budget: budget.value,
      groupLimit: house.value.groupLimit,
      takeBack: house.value.takeBack,
    },
    range: range.value,
    jobs: jobs.value,
    out,
    houseText: describeMoveOptions(house.value),
  });
}
