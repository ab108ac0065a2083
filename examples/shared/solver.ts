// The solver runs in a Web Worker, so the page never freezes while it searches. The worker is
// made with the pattern Vite recognises: `new Worker(new URL(…, import.meta.url), { type: 'module' })`.
import { gameOfCode } from '@russian-solitaire/dealer';
import { type Game, type Result, makeMove } from '@russian-solitaire/engine';
import { createSolverClient } from '@russian-solitaire/solver';

export const solver = createSolverClient(
  () => new Worker(new URL('./solver.worker.ts', import.meta.url), { type: 'module' }),
);

/**
 * A fair hint for the game as it stands (computed from what the player sees, never from the
 * face-down cards; it keeps to the plan of the last hint while the player follows it), as a
 * sentence; `null` when the game changed while the worker searched.
 */
export async function fairHintText(game: Game): Promise<string | null> {
  const revision = game.revision;
  const answer = await solver.fairHint(game, { timeLimitMs: 2_000 });
  if (game.revision !== revision) return null;
  if (!answer.ok) return answer.error.message;
  // none: no legal move is left, or none leads anywhere new (each brings back a position played
  // since the last card turned)
  if (answer.value === null) return game.noLegalMove ? 'No move is left.' : 'No useful move is left.';
  const { move, winShare } = answer.value;
  return `Hint: ${makeMove(move)} (wins in about ${Math.round(winShare.estimate * 100)} % of the ways the face-down cards may lie)`;
}

/**
 * A game of a deal the solver proves winnable, drawn in the worker (so the page's own code holds
 * no search), or why none came.
 */
export async function winnableGame(): Promise<Result<Game, { readonly message: string }>> {
  const deal = await solver.randomWinnableCode();
  return deal.ok ? gameOfCode(deal.value.gameCode) : deal;
}
