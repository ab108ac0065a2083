/**
 * Solving a position: `solve` (blocking, for workers, scripts and servers) and `solveAsync`
 * (cooperative slices that yield to the event loop, for a user interface thread).
 *
 * The answer is `solved` with a winning line of engine moves, `unsolvable` only after an
 * exhaustive search (a proof), or `unknown` when the node budget, the time limit, the abort
 * signal or the depth cap stopped the search first. With the same position, options and budget
 * (and no time limit or abort), the answer and the node count are the same on every machine,
 * whether searched in one go, in slices or in a worker.
 * @module
 */
import { type Result, err, ok } from '@russian-solitaire/engine';
import { type SolveError, type SolveOptions, parseSolveOptions } from './options.js';
import { type SolveResult, SolverRun } from './run.js';
import { stepInSlices, stepToEnd } from './slice.js';
import { type PositionSource, notAPosition, positionOf } from './source.js';

/** Starts a run after validating the input: a position, or a game that holds one. */
function startRun(source: PositionSource, options: SolveOptions | undefined): Result<SolverRun, SolveError> {
  const position = positionOf(source);
  if (position === null) return err(notAPosition());
  const parsed = parseSolveOptions(options);
  if (!parsed.ok) return parsed;
  return ok(new SolverRun(position, parsed.value));
}

/**
 * Searches a position, or a game's position (left unchanged), within the options' node budget and
 * returns the answer. Blocks until done: on a user interface thread use {@link solveAsync} or the worker.
 *
 * @example
 * ```ts
 * const answer = solve(position, { budget: 100_000 });
 * if (answer.ok && answer.value.status === 'solved') console.log(answer.value.line.map(makeMove));
 * ```
 */
export function solve(source: PositionSource, options?: SolveOptions): Result<SolveResult, SolveError> {
  const run = startRun(source, options);
  if (!run.ok) return run;
  return ok(stepToEnd(run.value));
}

/**
 * The same search as {@link solve}, in slices with a yield to the event loop between them, so that a
 * user interface stays responsive: a slice ends after `sliceNodes` nodes (default 20,000) or
 * `sliceMs` milliseconds (default 8), whichever comes first. Progress and abort work as in `solve`;
 * the answer for the same input and budget is the same as `solve`'s, wherever the slices end.
 */
export async function solveAsync(
  source: PositionSource,
  options?: SolveOptions,
): Promise<Result<SolveResult, SolveError>> {
  const run = startRun(source, options);
  if (!run.ok) return run;
  return ok(await stepInSlices(run.value));
}
