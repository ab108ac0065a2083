/**
 * Options of winnable deals (`randomWinnableCode`, in the page or through a worker) and their
 * validation. Nothing here searches, so a worker client can check options without the search.
 * @module
 */
import { type RandomSource, type RuleLetter, isRuleLetter, isSeed } from '@russian-solitaire/dealer';
import {
  DEFAULT_OPTIONS,
  type GameOptions,
  type Problem,
  type Result,
  type TextValues,
  echoInput,
  err,
  ok,
  parseOptions,
} from '@russian-solitaire/engine';
import { readList, readOptionalFields } from '@russian-solitaire/engine/internal';
import type { OPTION_ERRORS } from './errors-en.js';
import { DEFAULT_BUDGET, type ResolvedSolveOptions, optionProblem, parseSolveOptions } from './options.js';

/** Progress of a winnable deal being drawn, given to {@link WinnableDealOptions.onProgress} after each draw. */
export interface WinnableProgress {
  /** Codes drawn and searched so far. */
  readonly draws: number;
  /** Nodes searched so far, over every draw. */
  readonly nodes: number;
  /** Milliseconds since the drawing started. */
  readonly elapsedMs: number;
}

/** How a winnable deal is drawn. Every field is optional. */
export interface WinnableDealOptions {
  /** The rule letter of the code: `C` (classic, the default) or `R` (relaxed). */
  readonly rule?: RuleLetter;
  /** The node budget of each deal's search. Default 1,000,000. */
  readonly budget?: number;
  /** The house options the deal must be winnable under. Default: the engine's defaults. */
  readonly options?: Partial<GameOptions>;
  /**
   * Where the random bits come from: the platform's cryptographic source by default. A function
   * cannot be sent to a worker: a worker always draws from its own cryptographic source, unless
   * `seeds` are given.
   */
  readonly random?: RandomSource;
  /**
   * Seeds to try in this order instead of random draws (whole numbers from 0 to 26^7 − 1, at
   * most {@link MAX_WINNABLE_SEEDS}): the answer is the first of them whose deal is proved
   * winnable, the same on every machine. For a deal chosen in advance, such as a deal of the day;
   * uniform among winnable deals only if the seeds are uniform. Not with `random`.
   */
  readonly seeds?: readonly number[];
  /** The most codes drawn before giving up. Default 1,000 (classic needs about 15), or every seed given. */
  readonly maxDraws?: number;
  /** Stops the drawing when it aborts: the answer is then the error `aborted`. */
  readonly signal?: AbortSignal | null;
  /**
   * Called after each draw. If it throws, the drawing stops with the error `progress-failed`; the
   * exception does not escape.
   */
  readonly onProgress?: ((progress: WinnableProgress) => void) | null;
  /** For the async forms: the most nodes searched between two yields to the event loop. Default 20,000. */
  readonly sliceNodes?: number;
  /** For the async forms: the longest run between two yields to the event loop, in milliseconds. Default 8. */
  readonly sliceMs?: number;
}

/** Winnable-deal options with every default filled in. */
export interface ResolvedWinnableOptions {
  /** See {@link WinnableDealOptions.rule}. */
  readonly rule: RuleLetter;
  /** The house options. */
  readonly options: GameOptions;
  /** The random source given, or `null` for the platform's. */
  readonly random: RandomSource | null;
  /** The seeds given, or `null` for random draws. */
  readonly seeds: readonly number[] | null;
  /** See {@link WinnableDealOptions.maxDraws}. */
  readonly maxDraws: number;
  /** See {@link WinnableDealOptions.onProgress}. */
  readonly onProgress: ((progress: WinnableProgress) => void) | null;
  /** The options of each draw's search: budget, signal and slices (no progress of its own). */
  readonly search: ResolvedSolveOptions;
}

/** Codes of the ways drawing a winnable deal can fail. */
export const WINNABLE_ERROR_CODES = [
  'bad-options',
  'no-random-source',
  'random-source-failed',
  'no-winnable-deal',
  'aborted',
  'progress-failed',
] as const;
/** A code from {@link WINNABLE_ERROR_CODES}. */
export type WinnableErrorCode = (typeof WINNABLE_ERROR_CODES)[number];

/** Why no winnable deal was drawn: what went wrong. */
export type WinnableError = Problem<WinnableErrorCode>;

/** The default most codes drawn by `randomWinnableCode`. */
export const DEFAULT_MAX_DRAWS = 1_000;
/** The most seeds {@link WinnableDealOptions.seeds} may list. */
export const MAX_WINNABLE_SEEDS = 65_536;

const KNOWN = [
  'rule',
  'budget',
  'options',
  'random',
  'seeds',
  'maxDraws',
  'signal',
  'onProgress',
  'sliceNodes',
  'sliceMs',
];

/** A refusal of the options, with the sentence of `key`. */
function badOptions(
  key: keyof typeof OPTION_ERRORS,
  values: TextValues = {},
  cause?: Problem,
): Result<never, WinnableError> {
  return err(optionProblem('bad-options', key, values, cause));
}

/**
 * Validates winnable-deal options and fills in the defaults. Only the options' own data fields
 * are read (see the engine's `readFields`); `undefined` reads as no options, and `undefined` and
 * `null` fields take their defaults;
 * anything wrong is `bad-options`, with a message that says what.
 */
export function parseWinnableOptions(input: unknown = {}): Result<ResolvedWinnableOptions, WinnableError> {
  const read = readOptionalFields(input);
  if (!read.ok) return badOptions('solve-options-unreadable', {}, read.error);
  const o = read.value;
  for (const key of Object.keys(o)) {
    if (!KNOWN.includes(key))
      return badOptions('solve-option-unknown', { key: echoInput(key), known: KNOWN.join(', ') });
  }
  const rule = o.rule ?? 'C';
  if (!isRuleLetter(rule)) return badOptions('solve-option-rule', { given: echoInput(rule) });
  const search = parseSolveOptions({
    budget: o.budget ?? DEFAULT_BUDGET,
    signal: o.signal,
    sliceNodes: o.sliceNodes,
    sliceMs: o.sliceMs,
  });
  if (!search.ok) return err({ ...search.error, code: 'bad-options' });
  const options = parseOptions(o.options ?? DEFAULT_OPTIONS);
  if (!options.ok) return badOptions('solve-option-house', {}, options.error);
  const random = o.random ?? null;
  if (random !== null && typeof random !== 'function')
    return badOptions('winnable-option-random', { given: echoInput(random) });
  let seeds: number[] | null = null;
  if (o.seeds !== undefined && o.seeds !== null) {
    if (random !== null) return badOptions('winnable-random-and-seeds');
    const list = readList(o.seeds, MAX_WINNABLE_SEEDS);
    if (!list.ok) return badOptions('winnable-option-seeds', {}, list.error);
    if (list.value.length === 0) return badOptions('winnable-seeds-empty');
    const bad = list.value.findIndex((seed) => !isSeed(seed));
    if (bad >= 0) return badOptions('winnable-seed-bad', { index: bad, given: echoInput(list.value[bad]) });
    seeds = list.value as number[];
  }
  const maxDraws = o.maxDraws ?? (seeds === null ? DEFAULT_MAX_DRAWS : seeds.length);
  if (typeof maxDraws !== 'number' || !Number.isInteger(maxDraws) || maxDraws < 1)
    return badOptions('winnable-option-max-draws', { given: echoInput(maxDraws) });
  const onProgress = o.onProgress ?? null;
  if (onProgress !== null && typeof onProgress !== 'function')
    return badOptions('solve-option-progress', { given: echoInput(onProgress) });
  return ok({
    rule,
    options: options.value,
    random: random as RandomSource | null,
    seeds,
    maxDraws: seeds === null ? maxDraws : Math.min(maxDraws, seeds.length),
    onProgress: onProgress as ((progress: WinnableProgress) => void) | null,
    search: search.value,
  });
}
