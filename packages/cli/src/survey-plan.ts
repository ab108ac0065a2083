/**
 * What a survey is to do, read from its arguments: the settings of its deals (the player's among
 * them), the seed range (or one shard of it), the number of worker threads and the output file.
 * @module
 */
import { availableParallelism } from 'node:os';
import { MAX_SEED, type RuleLetter, SEED_LETTERS, lettersToSeed, parseCode } from '@russian-solitaire/dealer';
import { type Result, echoInput, ok } from '@russian-solitaire/engine';
import { type ParsedArgs, intOption, parseWholeNumber, valueOf } from './args.js';
import { DEFAULT_BUDGET, MAX_BUDGET } from './budget.js';
import { type CliError, fail } from './errors.js';
import { describeMoveOptions, houseOptions, parseRule } from './house.js';
import { DEFAULT_SURVEY_SAMPLES } from './survey-player.js';
import {
  FAIR_PLAYERS,
  PLAYERS,
  type PlayerName,
  type SeedRange,
  type SurveySettings,
  isFairPlayer,
} from './survey-record.js';

/** The largest number of worker threads accepted. */
const MAX_JOBS = 256;
/** The most arrangements per fair hint accepted (`--samples`), as the solver's own limit. */
const MAX_SAMPLES = 65_536;
/** The most shards a range can be split into (`--shard K/N`). */
const MAX_SHARDS = 1_000_000;

export type { SeedRange } from './survey-record.js';

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
  /** The shard run (`--shard K/N`), or `null` for the whole range. */
  readonly shard: Shard | null;
}

/**
 * The plan with the `fair` player named by the strategy it plays, `defaultStrategy` (the solver's
 * default): the records then say which strategy made them, and a survey begun with another default
 * is not resumed under this one (its records name the other strategy, or `fair`). Other players
 * are left as they are; so is `fair` when the solver's default is no player of this command.
 */
export function withStrategyNamed(plan: SurveyPlan, defaultStrategy: string): SurveyPlan {
  if (plan.settings.player !== 'fair') return plan;
  const named = FAIR_PLAYERS.find((p) => p !== 'fair' && p === defaultStrategy);
  return named === undefined ? plan : { ...plan, settings: { ...plan.settings, player: named } };
}

/** One of N equal parts of a seed range (`--shard K/N`, K from 1). */
export interface Shard {
  /** Which part, 1 to `of`. */
  readonly index: number;
  /** How many parts. */
  readonly of: number;
}

/**
 * The K-th of N contiguous parts of a range: part K (1-based) starts at
 * `from + floor((K − 1) × count / N)` and ends before `from + floor(K × count / N)`, so the parts are
 * disjoint, in order, cover the range, and their sizes differ by at most one.
 */
export function shardOf(range: SeedRange, shard: Shard): SeedRange {
  const start = Math.floor(((shard.index - 1) * range.count) / shard.of);
  const end = Math.floor((shard.index * range.count) / shard.of);
  return { from: range.from + start, count: end - start };
}

/** Reads `--shard K/N`. */
function readShard(args: ParsedArgs, count: number): Result<Shard | null, CliError> {
  const text = valueOf(args, 'shard');
  if (text === undefined) return ok(null);
  const m = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(text);
  if (!m) return fail('bad-value', 'shard-bad', { given: echoInput(text) });
  const of = parseWholeNumber(m[2]!, '--shard N', 1, Math.min(MAX_SHARDS, count));
  if (!of.ok) return fail('bad-value', 'shard-count', { count }, of.error);
  const index = parseWholeNumber(m[1]!, '--shard K', 1, of.value);
  if (!index.ok) return index;
  return ok({ index: index.value, of: of.value });
}

/** The refusal of a `--samples` without a fair player. */
function samplesWithoutFair(): Result<never, CliError> {
  return fail('bad-value', 'samples-without-fair', { players: FAIR_PLAYERS.join(', ') });
}

/** Reads `--player` and `--samples`: the player's part of the settings, `{}` for a survey of verdicts. */
function readPlayer(args: ParsedArgs): Result<{ player?: PlayerName; samples?: number | null }, CliError> {
  const text = valueOf(args, 'player');
  const samplesText = valueOf(args, 'samples');
  if (text === undefined) {
    return samplesText === undefined ? ok({}) : samplesWithoutFair();
  }
  const player = PLAYERS.find((p) => p === text.trim().toLowerCase());
  if (player === undefined)
    return fail('bad-value', 'player-bad', {
      players: PLAYERS.slice(0, -1).join(', '),
      last: PLAYERS.at(-1)!,
      given: echoInput(text),
    });
  if (!isFairPlayer(player)) {
    return samplesText === undefined ? ok({ player, samples: null }) : samplesWithoutFair();
  }
  const samples = intOption(args, 'samples', DEFAULT_SURVEY_SAMPLES, 1, MAX_SAMPLES);
  if (!samples.ok) return samples;
  return ok({ player, samples: samples.value });
}

const LETTERS = new RegExp(`^[a-z]{${SEED_LETTERS}}$`, 'i');

/**
 * Reads `--from`: a seed number, the seed's letters (`AAAAAAA`), or a whole game code
 * (`RU1-C-AAAAAAA`), whose rule letter must then be the survey's.
 */
function readSeed(text: string, rule: RuleLetter): Result<number, CliError> {
  const t = text.trim();
  if (LETTERS.test(t)) {
    const seed = lettersToSeed(t);
    return seed.ok ? ok(seed.value) : fail('bad-value', 'option-cause', { option: '--from' }, seed.error);
  }
  if (/^ru\d/i.test(t)) {
    const code = parseCode(t);
    if (!code.ok) return fail('bad-value', 'survey-from-code', { given: echoInput(text) }, code.error);
    if (code.value.rule !== rule)
      return fail('bad-value', 'survey-from-rule', { code: t.toUpperCase(), rule: code.value.rule, surveyRule: rule });
    return ok(code.value.seed);
  }
  return parseWholeNumber(t, '--from', 0, MAX_SEED);
}

/** Reads `--from` and `--count`: a range that stays within the seeds. */
function readRange(args: ParsedArgs, rule: RuleLetter): Result<SeedRange, CliError> {
  const fromText = valueOf(args, 'from');
  if (fromText === undefined) return fail('missing-argument', 'survey-from-missing');
  const from = readSeed(fromText, rule);
  if (!from.ok) return from;
  const countText = valueOf(args, 'count');
  if (countText === undefined) return fail('missing-argument', 'survey-count-missing');
  const count = parseWholeNumber(countText, '--count', 1, MAX_SEED + 1);
  if (!count.ok) return count;
  if (from.value + count.value - 1 > MAX_SEED)
    return fail('bad-value', 'survey-past-last', {
      from: String(from.value),
      count: String(count.value),
      max: String(MAX_SEED),
    });
  return ok({ from: from.value, count: count.value });
}

/** Reads the plan of a survey from its options. */
export function readSurveyPlan(args: ParsedArgs): Result<SurveyPlan, CliError> {
  const ruleText = valueOf(args, 'rule');
  if (ruleText === undefined) return fail('missing-argument', 'survey-rule-missing');
  const rule = parseRule(ruleText);
  if (!rule.ok) return rule;
  const whole = readRange(args, rule.value);
  if (!whole.ok) return whole;
  const shard = readShard(args, whole.value.count);
  if (!shard.ok) return shard;
  const range = ok(shard.value === null ? whole.value : shardOf(whole.value, shard.value));
  const player = readPlayer(args);
  if (!player.ok) return player;
  const budget = intOption(args, 'budget', DEFAULT_BUDGET, 1, MAX_BUDGET);
  if (!budget.ok) return budget;
  const jobs = intOption(args, 'jobs', availableParallelism(), 1, MAX_JOBS);
  if (!jobs.ok) return jobs;
  const house = houseOptions(args);
  if (!house.ok) return house;
  const out = valueOf(args, 'out') ?? null;
  if (out !== null && out.trim() === '') return fail('bad-value', 'out-empty');
  return ok({
    settings: {
      rule: rule.value,
      budget: budget.value,
      groupLimit: house.value.groupLimit,
      takeBack: house.value.takeBack,
      ...player.value,
    },
    range: range.value,
    jobs: jobs.value,
    out,
    houseText: describeMoveOptions(house.value),
    shard: shard.value,
  });
}
