/**
 * Options of fair advice (`fairHint`, `winOdds`) and their validation.
 * @module
 */
import { MAX_HISTORY_LENGTH, type Result, echoInput, err, ok } from '@russian-solitaire/engine';
import { readList, readOptionalFields } from '@russian-solitaire/engine/internal';
import { type ResolvedSolveOptions, type SolveError, optionProblem, parseSolveOptions } from './options.js';

/** Progress of fair advice being computed, given to {@link FairOptions.onProgress}. */
export interface FairProgress {
  /** Nodes searched so far, over every arrangement. */
  readonly nodes: number;
  /** The total node budget. */
  readonly budget: number;
  /** Arrangements searched so far (one search each). */
  readonly searches: number;
  /** Milliseconds since the computation started. */
  readonly elapsedMs: number;
}

/**
 * How a fair hint values the moves (see `fairHint`): `sampled` values each move by the share of
 * arrangements of the unseen cards that can be won after it; `committed` values plans up to the
 * next card turned, the same plan under every arrangement, among the plans the solver's winning
 * lines start with; `widened` (the default, the strongest) does the same among those and the
 * shortest ways to the first few moves that turn a card.
 */
export const FAIR_STRATEGIES = ['sampled', 'committed', 'widened'] as const;
/** A strategy of fair hints, one of {@link FAIR_STRATEGIES}. */
export type FairStrategy = (typeof FAIR_STRATEGIES)[number];
/** The strategy of fair hints when the options name none. */
export const DEFAULT_FAIR_STRATEGY: FairStrategy = 'widened';

/** How fair advice samples and is bounded. Every field is optional. */
export interface FairOptions {
  /**
   * How a fair hint values the moves, one of {@link FAIR_STRATEGIES} (default
   * {@link DEFAULT_FAIR_STRATEGY}). The odds have one way only and ignore it.
   */
  readonly strategy?: FairStrategy;
  /**
   * The most arrangements of the unseen cards searched for one move (or, for odds, in all).
   * When the position has no more arrangements than this, every one is searched once and the
   * answer is exact. Default 64.
   */
  readonly samples?: number;
  /** The node budget of each arrangement's search. Default 50,000. */
  readonly sampleBudget?: number;
  /** The node budget of the whole computation, over every search. Default 5,000,000. */
  readonly budget?: number;
  /**
   * The seed of the random arrangements (0 to 2^32 − 1). Default: a hash of what the player sees,
   * so that the answer is a function of the visible part: the engine's `visibleHash` of the
   * position for the `sampled` strategy, or for the others a hash of what stays the same until the next card
   * is turned (the face-down counts and the unseen cards).
   */
  readonly seed?: number | null;
  /**
   * The game's path since its last turned card, as `Game.pathSinceTurn()` gives its `keys` (the
   * engine's `visibleKey` of each position, the current one last): a fair hint never proposes a
   * move that brings back one of these positions. Given a game, `fairHint` reads it from the game
   * itself; this option is for a bare position (a worker's request carries it so). The odds ignore it.
   */
  readonly path?: readonly string[] | null;
  /** Stop after this many milliseconds and answer from what was searched. Default: no limit. */
  readonly timeLimitMs?: number | null;
  /** Stop when this signal aborts, and answer from what was searched. */
  readonly signal?: AbortSignal | null;
  /** Called after each search that passes another {@link FairOptions.progressInterval} nodes. */
  readonly onProgress?: ((progress: FairProgress) => void) | null;
  /** Nodes between progress calls. Default 65,536. */
  readonly progressInterval?: number;
  /**
   * Cap on each search's transposition table, in bits of entries. Default: sized to the budget, as
   * `SolveOptions.tableBits` says.
   */
  readonly tableBits?: number;
  /** The longest line searched. Default 10,000. */
  readonly maxDepth?: number;
  /** For the async forms: the most nodes searched between two yields to the event loop. Default 20,000. */
  readonly sliceNodes?: number;
  /** For the async forms: the longest run between two yields to the event loop, in milliseconds. Default 8. */
  readonly sliceMs?: number;
}

/** Fair options with every default filled in. */
export interface ResolvedFairOptions {
  /** See {@link FairOptions.strategy}. */
  readonly strategy: FairStrategy;
  /** See {@link FairOptions.samples}. */
  readonly samples: number;
  /** See {@link FairOptions.sampleBudget}. */
  readonly sampleBudget: number;
  /** See {@link FairOptions.seed}; `null` for the default. */
  readonly seed: number | null;
  /** See {@link FairOptions.onProgress}. */
  readonly onProgress: ((progress: FairProgress) => void) | null;
  /** See {@link FairOptions.path}; `null` when not given. */
  readonly path: readonly string[] | null;
  /** The rest, read as solver options (`budget` is the total budget). */
  readonly search: ResolvedSolveOptions;
}

/** The default number of arrangements searched per move. */
export const DEFAULT_FAIR_SAMPLES = 64;
/** The most arrangements per move accepted. */
export const MAX_FAIR_SAMPLES = 65_536;
/** The default node budget of one arrangement's search. */
export const DEFAULT_SAMPLE_BUDGET = 50_000;
/** The default node budget of a whole fair computation. */
export const DEFAULT_FAIR_BUDGET = 5_000_000;

const OWN = ['strategy', 'samples', 'sampleBudget', 'seed', 'onProgress', 'path'];

function isWhole(value: unknown, min: number, max: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}

/** Reads the `path` option: `null`, or a list of texts (a game's path holds at most one position per move, and one more). */
function readPath(input: unknown): Result<readonly string[] | null, SolveError> {
  if (input === null) return ok(null);
  const list = readList(input, MAX_HISTORY_LENGTH + 1);
  if (!list.ok) return err(optionProblem('bad-options', 'fair-option-path', {}, list.error));
  const wrong = list.value.findIndex((key) => typeof key !== 'string');
  if (wrong >= 0)
    return err(
      optionProblem('bad-options', 'fair-option-path-key', { index: wrong, given: echoInput(list.value[wrong]) }),
    );
  return ok(list.value as string[]);
}

/**
 * Validates fair options and fills in the defaults. Only the options' own data fields are read;
 * `undefined` and `null` read as no options, and a field that is `undefined` or `null` takes its
 * default (the total budget's is {@link DEFAULT_FAIR_BUDGET}).
 */
export function parseFairOptions(input: unknown = {}): Result<ResolvedFairOptions, SolveError> {
  const read = readOptionalFields(input ?? undefined);
  if (!read.ok) return err(optionProblem('bad-options', 'solve-options-unreadable', {}, read.error));
  const o = read.value;
  const rest: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  for (const key of Object.keys(o)) if (!OWN.includes(key)) rest[key] = o[key];
  const search = parseSolveOptions(rest, { budget: DEFAULT_FAIR_BUDGET });
  if (!search.ok) return search;
  const strategy = o.strategy ?? DEFAULT_FAIR_STRATEGY;
  if (!(FAIR_STRATEGIES as readonly unknown[]).includes(strategy)) {
    const values = { known: FAIR_STRATEGIES.join(', '), given: echoInput(strategy) };
    return err(optionProblem('bad-options', 'fair-option-strategy', values));
  }
  const samples = o.samples ?? DEFAULT_FAIR_SAMPLES;
  if (!isWhole(samples, 1, MAX_FAIR_SAMPLES))
    return err(
      optionProblem('bad-options', 'fair-option-samples', { max: MAX_FAIR_SAMPLES, given: echoInput(samples) }),
    );
  const sampleBudget = o.sampleBudget ?? DEFAULT_SAMPLE_BUDGET;
  if (!isWhole(sampleBudget, 1, search.value.budget)) {
    const values = { budget: search.value.budget, given: echoInput(sampleBudget) };
    return err(optionProblem('bad-budget', 'fair-option-sample-budget', values));
  }
  const seed = o.seed ?? null;
  if (seed !== null && !isWhole(seed, 0, 2 ** 32 - 1))
    return err(optionProblem('bad-options', 'fair-option-seed', { given: echoInput(seed) }));
  const onProgress = o.onProgress ?? null;
  if (onProgress !== null && typeof onProgress !== 'function')
    return err(optionProblem('bad-progress', 'solve-option-progress', { given: echoInput(onProgress) }));
  const path = readPath(o.path ?? null);
  if (!path.ok) return path;
  return ok({
    strategy: strategy as FairStrategy,
    samples,
    sampleBudget,
    seed,
    onProgress: onProgress as ((progress: FairProgress) => void) | null,
    path: path.value,
    search: search.value,
  });
}
