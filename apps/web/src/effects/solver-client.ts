/**
 * The solver's client and the reading of its answers into the page's (`solver-answers.ts`): what
 * the solver service (`solver.ts`) loads on its first request, apart from what the page loads at
 * start, as the dialogs load on first use. With the client come the options' checks and the fair
 * hint's plan memory (a hint that keeps to its plan answers without the worker).
 * @module
 */
import { type Problem, type Result, isMove, ok } from '@russian-solitaire/engine';
import { type FairHint, type Hint, SOLVE_STATUSES, type SolveStatus } from '@russian-solitaire/solver';
import type { WorkerResponse } from '@russian-solitaire/solver/worker';
import { type FairHintResult, type HintResult, failure, solverFailed } from './solver-answers.js';

export { createSolverClient } from '@russian-solitaire/solver';

/** Whether a value is one of the solver's verdicts ({@link SOLVE_STATUSES}). */
function isSolveStatus(value: unknown): value is SolveStatus {
  return SOLVE_STATUSES.some((status) => status === value);
}

/** Reads a hint from the solver client into an answer (`null`: no legal move is left). */
export function readHint(result: Result<Hint | null, Problem>): HintResult {
  if (!result.ok) return solverFailed(result.error);
  const hint = result.value;
  if (hint === null) return ok(null);
  if (!isMove(hint.move)) return failure('bad-reply', 'the hint worker sent something that is not a move');
  if (!isSolveStatus(hint.status))
    return failure('bad-reply', 'the hint worker sent a verdict that is not a solver status');
  return ok({ move: { card: hint.move.card, to: hint.move.to }, status: hint.status });
}

/** Whether a value is a share: a finite number from 0 to 1. */
function isShare(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 1;
}

/** Reads the worker's fair-hint reply into an answer (`null`: no legal move is left). */
export function readFairHintReply(reply: Extract<WorkerResponse, { type: 'fair-hint' }>): FairHintResult {
  return readFairHint(reply.result);
}

/** Reads a fair hint from the solver client into an answer (`null`: no legal move is left). */
export function readFairHint(result: Result<FairHint | null, Problem>): FairHintResult {
  if (!result.ok) return solverFailed(result.error);
  const hint = result.value;
  if (hint === null) return ok(null);
  if (!isMove(hint.move)) return failure('bad-reply', 'the hint worker sent something that is not a move');
  const { estimate, low, high } = hint.winShare;
  if (!isShare(estimate) || !isShare(low) || !isShare(high) || low > estimate || estimate > high)
    return failure('bad-reply', 'the hint worker sent a chance that is not a share');
  return ok({
    move: { card: hint.move.card, to: hint.move.to },
    estimate,
    low,
    high,
    exhaustive: hint.exhaustive === true,
  });
}
