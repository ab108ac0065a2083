/**
 * The one place the command talks to `@russian-solitaire/solver`. The solver is loaded on first
 * use (so `deal` and `play` start without it), and its answers are turned into the shapes the
 * commands print.
 * @module
 */
import { type Move, type Position, type Result, ok } from '@russian-solitaire/engine';
import type * as solverModule from '@russian-solitaire/solver';
import { type CliError, fail, failAs, causeOf } from './errors.js';

/**
 * The solver's verdicts, for reading them back from a file without loading the solver (its own
 * list is `SOLVE_STATUSES`; a test checks that the two agree).
 */
export const VERDICTS = ['solved', 'unsolvable', 'unknown'] as const satisfies readonly solverModule.SolveStatus[];
/** A verdict of the solver: `solved`, `unsolvable` or `unknown`. */
export type Verdict = solverModule.SolveStatus;

/** The solver's answer for a position, as the command uses it. */
export interface SolveReport {
  /** `solved` (with a winning line), `unsolvable` (proved), or `unknown` (the budget ran out). */
  readonly status: Verdict;
  /** The winning line (empty unless solved). */
  readonly line: readonly Move[];
  /** Nodes searched. */
  readonly nodes: number;
  /** Milliseconds spent. */
  readonly ms: number;
  /** Why the search stopped without an answer, for `unknown` (`budget`, `time-limit` …). */
  readonly reason: string | null;
}

/** A hint: one next move, and the verdict of the search behind it. */
export interface HintReport {
  /** The move proposed, or `null` when there is none (no legal move, or the game is won). */
  readonly move: Move | null;
  /**
   * The verdict of the search behind the hint: `solved` (the move is on a known winning line),
   * `unsolvable` (proved lost) or `unknown` (no winning line found within the budget).
   */
  readonly status: Verdict;
  /** The known winning line from the position, starting with the hinted move (empty unless the status is `solved`). */
  readonly line: readonly Move[];
  /** Nodes searched. */
  readonly nodes: number;
  /** Milliseconds spent. */
  readonly ms: number;
}

type SolverModule = typeof solverModule;

let loaded: Promise<Result<SolverModule, CliError>> | null = null;

/** Loads the solver package once. */
export function loadSolver(): Promise<Result<SolverModule, CliError>> {
  loaded ??= import('@russian-solitaire/solver').then(
    (m) => ok(m),
    (e: unknown) => fail('solver-unavailable', 'solver-load', {}, causeOf(e)),
  );
  return loaded;
}

/** Solves a position within a node budget. */
export async function solvePosition(position: Position, budget: number): Promise<Result<SolveReport, CliError>> {
  const solver = await loadSolver();
  if (!solver.ok) return solver;
  return solveWith(solver.value, position, budget);
}

/** Solves with an already loaded solver module (the survey worker loads it itself). */
export function solveWith(solver: SolverModule, position: Position, budget: number): Result<SolveReport, CliError> {
  const answer = solver.solve(position, { budget });
  if (!answer.ok) return failAs('bad-value', answer.error);
  const a = answer.value;
  return ok({
    status: a.status,
    line: a.status === 'solved' ? a.line : [],
    nodes: a.nodes,
    ms: Math.round(a.elapsedMs),
    reason: a.status === 'unknown' ? a.reason : null,
  });
}

/** Asks for hints, remembering a winning line between them (one per game). */
export interface HintSource {
  /** A hint for a position (see {@link HintReport}). */
  hint(position: Position, budget: number): Result<HintReport, CliError>;
}

/**
 * A hint source for a game, from the solver's hinter (`createHinter`): it follows a winning line it
 * found as long as the player does (or steps back along it), with no new search.
 */
export async function createHintSource(): Promise<Result<HintSource, CliError>> {
  const solver = await loadSolver();
  if (!solver.ok) return solver;
  const hinter = solver.value.createHinter();
  return ok({
    hint(position, budget) {
      const started = performance.now();
      const answer = hinter.hint(position, { budget });
      const ms = Math.round(performance.now() - started);
      if (!answer.ok) return failAs('bad-value', answer.error);
      const h = answer.value;
      // No hint: the game is won, or no legal move is left, which is a lost game (proved, as solve says).
      if (h === null)
        return ok({ move: null, status: position.isWon ? 'solved' : 'unsolvable', line: [], nodes: 0, ms });
      return ok({ move: h.move, status: h.status, line: h.line ?? [], nodes: h.nodes, ms });
    },
  });
}

/** A one-off hint for a position (nothing remembered): see {@link createHintSource}. */
export async function hintPosition(position: Position, budget: number): Promise<Result<HintReport, CliError>> {
  const source = await createHintSource();
  if (!source.ok) return source;
  return source.value.hint(position, budget);
}
