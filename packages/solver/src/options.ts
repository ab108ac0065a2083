/**
 * Solver options and their validation.
 * @module
 */
import { type Problem, type Result, echoInput, err, ok } from '@russian-solitaire/engine';
import { problemMaker, readOptionalFields } from '@russian-solitaire/engine/internal';
import { OPTION_ERRORS } from './errors-en.js';
import { DEFAULT_SLICE_MS, DEFAULT_SLICE_NODES } from './slice.js';
import { MAX_TABLE_BITS, MIN_TABLE_BITS, defaultTableBits } from './table.js';

/** Progress of a running search, given to {@link SolveOptions.onProgress}. */
export interface SolveProgress {
  /** Nodes searched so far. */
  readonly nodes: number;
  /** The node budget. */
  readonly budget: number;
  /** Milliseconds since the search started. */
  readonly elapsedMs: number;
  /** Positions held in the transposition tables. */
  readonly tableEntries: number;
}

/** How a search is bounded and observed. Every field is optional. */
export interface SolveOptions {
  /**
   * The most nodes (positions entered, see `SolveResult.nodes`) the search may visit. Default 1,000,000. The answer depends only
   * on the position, its options and this budget, never on the machine.
   */
  readonly budget?: number;
  /** Stop after this many milliseconds (the answer is then `unknown`). Default: no limit. */
  readonly timeLimitMs?: number | null;
  /** Stop when this signal aborts (the answer is then `unknown`). */
  readonly signal?: AbortSignal | null;
  /**
   * Called every {@link SolveOptions.progressInterval} nodes or so. If it throws, the search stops
   * there (its tables stay consistent) and answers `unknown` with reason `progress-failed`; the
   * exception does not escape.
   */
  readonly onProgress?: ((progress: SolveProgress) => void) | null;
  /** Nodes between progress calls. Default 65,536. */
  readonly progressInterval?: number;
  /**
   * Cap on each transposition table, in bits of entries (12 to 26; 2^bits entries take 8 × 2^bits
   * bytes). Default: 20 (8 MiB) up to a budget of 2^20 nodes, then the bits of the budget (2^25
   * entries, 256 MiB, for a budget of 3 × 10^7), up to 26 (512 MiB). A table grows only as its
   * search fills it.
   */
  readonly tableBits?: number;
  /** The longest line searched (1 to 100,000). Default 10,000. A cut line makes a proof impossible. */
  readonly maxDepth?: number;
  /**
   * For the async forms (`solveAsync`, `hintAsync`): the most nodes searched between two yields to
   * the event loop. Default 20,000. A slice ends at this many nodes or after `sliceMs`, whichever
   * comes first; where slices end never changes the answer.
   */
  readonly sliceNodes?: number;
  /**
   * For the async forms: the longest a slice runs before the search yields to the event loop, in
   * milliseconds (0 or more; `Infinity` bounds slices by `sliceNodes` alone). Default 8, so that a
   * user interface thread stays responsive. The clock only decides where slices end: the answer
   * of a search bounded by its node budget does not depend on it.
   */
  readonly sliceMs?: number;
}

/** Options with every default filled in. */
export interface ResolvedSolveOptions {
  /** See {@link SolveOptions.budget}. */
  readonly budget: number;
  /** See {@link SolveOptions.timeLimitMs}. */
  readonly timeLimitMs: number | null;
  /** See {@link SolveOptions.signal}. */
  readonly signal: AbortSignal | null;
  /** See {@link SolveOptions.onProgress}. */
  readonly onProgress: ((progress: SolveProgress) => void) | null;
  /** See {@link SolveOptions.progressInterval}. */
  readonly progressInterval: number;
  /** See {@link SolveOptions.tableBits}. */
  readonly tableBits: number;
  /** See {@link SolveOptions.maxDepth}. */
  readonly maxDepth: number;
  /** See {@link SolveOptions.sliceNodes}. */
  readonly sliceNodes: number;
  /** See {@link SolveOptions.sliceMs}. */
  readonly sliceMs: number;
}

/** The default node budget. */
export const DEFAULT_BUDGET = 1_000_000;
/** The largest node budget accepted (2^48). */
export const MAX_BUDGET = 2 ** 48;
/** The default depth cap. */
export const DEFAULT_MAX_DEPTH = 10_000;
/** The largest depth cap accepted. */
const MAX_DEPTH = 100_000;

/** Codes of the ways solver input can be wrong. */
export const SOLVE_ERROR_CODES = [
  'bad-options',
  'bad-budget',
  'bad-time-limit',
  'bad-signal',
  'bad-progress',
  'bad-table-bits',
  'bad-max-depth',
  'bad-slice',
  'bad-position',
] as const;
/** A code from {@link SOLVE_ERROR_CODES}. */
export type SolveErrorCode = (typeof SOLVE_ERROR_CODES)[number];

/** Why a solver call was refused: what kind of problem, and what was wrong. */
export type SolveError = Problem<SolveErrorCode>;

/** Makes the errors of the options of every search. */
export const optionProblem = /* @__PURE__ */ problemMaker(OPTION_ERRORS);

const KNOWN = [
  'budget',
  'timeLimitMs',
  'signal',
  'onProgress',
  'progressInterval',
  'tableBits',
  'maxDepth',
  'sliceNodes',
  'sliceMs',
];

/** Whether a value looks like an AbortSignal (an object whose `aborted` reads as a boolean); never throws. */
function isSignal(value: unknown): boolean {
  try {
    return typeof value === 'object' && typeof (value as { aborted?: unknown }).aborted === 'boolean';
  } catch {
    return false;
  }
}

function isWhole(value: unknown, min: number, max: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}

/**
 * Validates solver options and fills in the defaults. Only the options' own data fields are read
 * (an inherited `timeLimitMs` or `budget` changes nothing); `undefined` and `null` read as no
 * options, anything else that is not a plain object is refused (`bad-options`). A field that is
 * `undefined` or `null` takes its default: from `defaults` when it gives one (hints and fair
 * advice have budgets of their own), otherwise the solver's.
 *
 * @param input - the caller's options.
 * @param defaults - defaults of the caller, read the same way; checked like the options.
 */
export function parseSolveOptions(
  input: unknown = {},
  defaults: SolveOptions = {},
): Result<ResolvedSolveOptions, SolveError> {
  const read = readOptionalFields(input ?? undefined);
  if (!read.ok) return err(optionProblem('bad-options', 'solve-options-unreadable', {}, read.error));
  const fallback = readOptionalFields(defaults ?? undefined);
  if (!fallback.ok) return err(optionProblem('bad-options', 'solve-defaults-unreadable', {}, fallback.error));
  const given = read.value;
  const o: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  for (const key of KNOWN) o[key] = given[key] ?? fallback.value[key];
  for (const key of [...Object.keys(given), ...Object.keys(fallback.value)]) {
    if (!KNOWN.includes(key))
      return err(
        optionProblem('bad-options', 'solve-option-unknown', { key: echoInput(key), known: KNOWN.join(', ') }),
      );
  }
  const budget = o.budget ?? DEFAULT_BUDGET;
  if (!isWhole(budget, 1, MAX_BUDGET))
    return err(optionProblem('bad-budget', 'solve-option-budget', { given: echoInput(budget) }));
  const timeLimitMs = o.timeLimitMs ?? null;
  if (timeLimitMs !== null && !(typeof timeLimitMs === 'number' && timeLimitMs >= 0 && !Number.isNaN(timeLimitMs)))
    return err(optionProblem('bad-time-limit', 'solve-option-time-limit', { given: echoInput(timeLimitMs) }));
  const signal = o.signal ?? null;
  if (signal !== null && !isSignal(signal))
    return err(optionProblem('bad-signal', 'solve-option-signal', { given: echoInput(signal) }));
  const onProgress = o.onProgress ?? null;
  if (onProgress !== null && typeof onProgress !== 'function')
    return err(optionProblem('bad-progress', 'solve-option-progress', { given: echoInput(onProgress) }));
  const progressInterval = o.progressInterval ?? 65_536;
  if (!isWhole(progressInterval, 1, MAX_BUDGET))
    return err(optionProblem('bad-progress', 'solve-option-progress-interval', { given: echoInput(progressInterval) }));
  const tableBits = o.tableBits ?? defaultTableBits(budget);
  if (!isWhole(tableBits, MIN_TABLE_BITS, MAX_TABLE_BITS)) {
    const values = { min: MIN_TABLE_BITS, max: MAX_TABLE_BITS, given: echoInput(tableBits) };
    return err(optionProblem('bad-table-bits', 'solve-option-table-bits', values));
  }
  const maxDepth = o.maxDepth ?? DEFAULT_MAX_DEPTH;
  if (!isWhole(maxDepth, 1, MAX_DEPTH))
    return err(
      optionProblem('bad-max-depth', 'solve-option-max-depth', { max: MAX_DEPTH, given: echoInput(maxDepth) }),
    );
  const sliceNodes = o.sliceNodes ?? DEFAULT_SLICE_NODES;
  if (!isWhole(sliceNodes, 1, MAX_BUDGET))
    return err(optionProblem('bad-slice', 'solve-option-slice-nodes', { given: echoInput(sliceNodes) }));
  const sliceMs = o.sliceMs ?? DEFAULT_SLICE_MS;
  if (typeof sliceMs !== 'number' || !(sliceMs >= 0))
    return err(optionProblem('bad-slice', 'solve-option-slice-ms', { given: echoInput(sliceMs) }));
  return ok({
    budget,
    timeLimitMs,
    signal: signal as AbortSignal | null,
    onProgress: onProgress as ((progress: SolveProgress) => void) | null,
    progressInterval,
    tableBits,
    maxDepth,
    sliceNodes,
    sliceMs,
  });
}
