/**
 * Winnable deals: an RU1 game code drawn uniformly among the deals the solver proves winnable.
 *
 * Rejection sampling: draw a uniform random code (the dealer's `randomCode`), solve its opening
 * with the full-information solver within the budget, keep it when a winning line is found,
 * otherwise draw again. Every code whose deal the solver wins within the budget is equally likely,
 * and the winning line comes with it as a certificate. Under classic rules about one deal in
 * fifteen is winnable, so about fifteen draws are needed; under relaxed rules nearly every deal is.
 *
 * `randomWinnableCode` blocks while it searches; `randomWinnableCodeAsync` searches in slices
 * that yield to the event loop, and a worker client's `randomWinnableCode` does it off the page's
 * thread (without the search in the page's code).
 * @module
 */
import { type ParsedCode, parseCodeParts, openingPositionOfCode, randomCode } from '@russian-solitaire/dealer';
import { type Move, type Problem, type Result, type TextValues, err, ok } from '@russian-solitaire/engine';
import type { SEARCH_ERRORS } from './errors-en.js';
import { SolverRun } from './run.js';
import { searchProblem } from './source.js';
import { Slicer, type Steps, drain, drainAsync, now } from './slice.js';
import {
  type ResolvedWinnableOptions,
  type WinnableDealOptions,
  type WinnableError,
  type WinnableErrorCode,
  parseWinnableOptions,
} from './winnable-options.js';

/** A winnable deal and its certificate. */
export interface WinnableDeal {
  /** The game code's text, upper case (`RU1-C-…`). */
  readonly gameCode: string;
  /** The same code as parts (rule letter, seed, rule set). */
  readonly parts: ParsedCode;
  /** A winning line from the code's opening position, under the options asked for. */
  readonly line: readonly Move[];
  /** How many codes were drawn, this one included. */
  readonly draws: number;
  /** Nodes searched over every draw. */
  readonly nodes: number;
}

function fail(
  code: WinnableErrorCode,
  key: keyof typeof SEARCH_ERRORS,
  values: TextValues,
  cause?: Problem,
): Result<never, WinnableError> {
  return err(searchProblem(code, key, values, cause));
}

/** The code of draw number `draw` (from 1): the next seed given, or a random one. */
function drawCode(plan: ResolvedWinnableOptions, draw: number): Result<ParsedCode, WinnableError> {
  const { rule, seeds, random } = plan;
  const code = seeds
    ? parseCodeParts({ rule, seed: seeds[draw - 1]! })
    : randomCode(random ? { rule, random } : { rule });
  if (code.ok) return code;
  const reason = code.error.code === 'no-random-source' ? 'no-random-source' : 'random-source-failed';
  return fail(seeds ? 'bad-options' : reason, 'winnable-code', { draw }, code.error);
}

/** Draws codes until one is proved winnable (see the module comment), in slices. */
function* winnableSteps(plan: ResolvedWinnableOptions, slicer: Slicer): Steps<Result<WinnableDeal, WinnableError>> {
  const started = now();
  const { maxDraws, search, onProgress } = plan;
  let nodes = 0;
  slicer.begin();
  for (let draw = 1; draw <= maxDraws; draw++) {
    const code = drawCode(plan, draw);
    if (!code.ok) return code;
    const position = openingPositionOfCode(code.value, plan.options);
    if (!position.ok) return fail('bad-options', 'winnable-position', { code: code.value.text }, position.error);
    const run = new SolverRun(position.value, search);
    let result = null;
    while (result === null) {
      const before = run.nodes;
      result = run.step(slicer.nodesLeft, slicer.deadline);
      slicer.spend(run.nodes - before);
      if (result === null || slicer.over) {
        yield;
        slicer.begin();
      }
    }
    nodes += result.nodes;
    if (result.status === 'unknown' && result.reason === 'aborted')
      return fail('aborted', 'winnable-aborted', { draws: draw });
    if (onProgress) {
      try {
        onProgress({ draws: draw, nodes, elapsedMs: now() - started });
      } catch {
        return fail('progress-failed', 'winnable-progress-failed', { draws: draw });
      }
    }
    if (result.status !== 'solved') continue;
    return ok({ gameCode: code.value.text, parts: code.value, line: result.line, draws: draw, nodes });
  }
  const values = { count: maxDraws, budget: search.budget };
  return fail('no-winnable-deal', plan.seeds ? 'winnable-none-seeds' : 'winnable-none-random', values);
}

/**
 * A code drawn uniformly among the deals the solver proves winnable within the budget, with its
 * winning line (see the module comment). Blocks while it searches: on a user interface thread use
 * {@link randomWinnableCodeAsync} or a worker client's `randomWinnableCode`.
 */
export function randomWinnableCode(input: WinnableDealOptions = {}): Result<WinnableDeal, WinnableError> {
  const plan = parseWinnableOptions(input);
  if (!plan.ok) return plan;
  return drain(winnableSteps(plan.value, Slicer.unbounded()));
}

/**
 * {@link randomWinnableCode} in slices that yield to the event loop (`sliceNodes`, `sliceMs`), with
 * `signal` and `onProgress`. The same options and random words give the same deal.
 */
export async function randomWinnableCodeAsync(
  input: WinnableDealOptions = {},
): Promise<Result<WinnableDeal, WinnableError>> {
  const plan = parseWinnableOptions(input);
  if (!plan.ok) return plan;
  const { sliceNodes, sliceMs } = plan.value.search;
  return drainAsync(winnableSteps(plan.value, new Slicer(sliceNodes, sliceMs)));
}
