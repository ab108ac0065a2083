/**
 * Options of a game review and their validation.
 * @module
 */
import { type Result, type RuleSet, echoInput, err, ok } from '@russian-solitaire/engine';
import { isDefinedRuleSet, readFields, readOptionalFields } from '@russian-solitaire/engine/internal';
import { type FairStrategy, type ResolvedFairOptions, parseFairOptions } from './fair-options.js';
import { DEFAULT_BUDGET, MAX_BUDGET, type SolveError, optionProblem } from './options.js';

/** Progress of a review, given to {@link ReviewOptions.onProgress}. */
export interface ReviewProgress {
  /** Nodes searched so far, over every search of the review. */
  readonly nodes: number;
  /** The total node budget. */
  readonly budget: number;
  /** Positions of the game whose fair analysis is done (the start is the first, the end the last). */
  readonly positions: number;
  /** Positions in all: one more than the moves. */
  readonly of: number;
  /** Milliseconds since the review started. */
  readonly elapsedMs: number;
}

/** How a review samples and is bounded. Every field is optional. */
export interface ReviewOptions {
  /**
   * How the fair hint at each position values the moves, as `fairHint`'s option of that name
   * (`sampled`, `committed` or `widened`; default `DEFAULT_FAIR_STRATEGY`, `widened`): it makes the
   * hints, their shares, the mistakes measured against them, and the move named as keeping a lost
   * deal winnable.
   */
  readonly strategy?: FairStrategy;
  /** The most arrangements of the unseen cards searched at each position (as for fair hints). Default 64. */
  readonly samples?: number;
  /** The node budget of each arrangement's search. Default 50,000. */
  readonly sampleBudget?: number;
  /** The node budget of each full-information verdict's search. Default 1,000,000. */
  readonly solveBudget?: number;
  /** The node budget of the whole review, over every search. Default 100,000,000. */
  readonly budget?: number;
  /** Stop after this many milliseconds and answer from what was searched. Default: no limit. */
  readonly timeLimitMs?: number | null;
  /** Stop when this signal aborts, and answer from what was searched. */
  readonly signal?: AbortSignal | null;
  /** Called now and then (every {@link ReviewOptions.progressInterval} nodes or so, and after each position). */
  readonly onProgress?: ((progress: ReviewProgress) => void) | null;
  /** Nodes between progress calls. Default 65,536. */
  readonly progressInterval?: number;
  /**
   * Cap on each search's transposition table, in bits of entries. Default: sized to the budget, as
   * `SolveOptions.tableBits` says.
   */
  readonly tableBits?: number;
  /** The longest line searched. Default 10,000. */
  readonly maxDepth?: number;
  /** For the async form: nodes searched between two yields to the event loop. Default 20,000. */
  readonly sliceNodes?: number;
  /** For the async form: the longest run between two yields to the event loop, in milliseconds. Default 8. */
  readonly sliceMs?: number;
  /**
   * The rule sets, besides the presets, that a save may name (as `resumeGame` takes them), by
   * their ids: each made by `defineRuleSet` (through a worker's client too: the worker defines
   * again what crossed its message channel). Default: none.
   */
  readonly ruleSets?: Readonly<Record<string, RuleSet>> | null;
}

/** Review options with every default filled in. */
export interface ResolvedReviewOptions {
  /** The fair options of each position's analysis (its `search.budget` is the review's total budget). */
  readonly fair: ResolvedFairOptions;
  /** See {@link ReviewOptions.solveBudget}. */
  readonly solveBudget: number;
  /** See {@link ReviewOptions.onProgress}. */
  readonly onProgress: ((progress: ReviewProgress) => void) | null;
  /** See {@link ReviewOptions.ruleSets}: every entry a rule set of its key's id. */
  readonly ruleSets: Readonly<Record<string, RuleSet>>;
}

/** The default node budget of a whole review. */
export const DEFAULT_REVIEW_BUDGET = 100_000_000;

/**
 * Validates review options and fills in the defaults. Only the options' own data fields are read;
 * `undefined` and `null` read as no options.
 */
export function parseReviewOptions(input: unknown = {}): Result<ResolvedReviewOptions, SolveError> {
  const read = readOptionalFields(input ?? undefined);
  if (!read.ok) return err(optionProblem('bad-options', 'solve-options-unreadable', {}, read.error));
  const {
    solveBudget: givenSolveBudget,
    onProgress: givenProgress,
    budget,
    ruleSets: givenRuleSets,
    ...rest
  } = read.value;
  const solveBudget = givenSolveBudget ?? DEFAULT_BUDGET;
  if (!(
    typeof solveBudget === 'number' &&
    Number.isInteger(solveBudget) &&
    solveBudget >= 1 &&
    solveBudget <= MAX_BUDGET
  ))
    return err(optionProblem('bad-budget', 'review-option-solve-budget', { given: echoInput(solveBudget) }));
  const onProgress = givenProgress ?? null;
  if (onProgress !== null && typeof onProgress !== 'function')
    return err(optionProblem('bad-progress', 'solve-option-progress', { given: echoInput(onProgress) }));
  const fair = parseFairOptions({ ...rest, budget: budget ?? DEFAULT_REVIEW_BUDGET });
  if (!fair.ok) return fair;
  if (fair.value.seed !== null) return err(optionProblem('bad-options', 'review-option-seed'));
  if (fair.value.path !== null) return err(optionProblem('bad-options', 'review-option-path'));
  const ruleSets = readRuleSets(givenRuleSets);
  if (!ruleSets.ok) return ruleSets;
  return ok({
    fair: fair.value,
    solveBudget,
    onProgress: onProgress as ((progress: ReviewProgress) => void) | null,
    ruleSets: ruleSets.value,
  });
}

/**
 * The rule sets of a review's options (see {@link ReviewOptions.ruleSets}): each made by
 * `defineRuleSet` under its own id. (The worker defines the records that crossed its message
 * channel before it reads them here, so that a page's review options need no `defineRuleSet`.)
 */
function readRuleSets(input: unknown): Result<Readonly<Record<string, RuleSet>>, SolveError> {
  const ruleSets = Object.create(null) as Record<string, RuleSet>;
  if (input === undefined || input === null) return ok(ruleSets);
  const read = readFields(input);
  if (!read.ok) return err(optionProblem('bad-options', 'review-option-rule-sets', {}, read.error));
  for (const [key, value] of Object.entries(read.value)) {
    if (!isDefinedRuleSet(value) || value.id !== key)
      return err(optionProblem('bad-options', 'review-option-rule-set', { key: echoInput(key) }));
    ruleSets[key] = value;
  }
  return ok(ruleSets);
}
