/**
 * The greedy move: the legal move the solver's move ordering likes best, with no search at all.
 * It reads only what a player sees (the ordering looks at face-up cards, counts and foundations),
 * so it is a fair baseline player, and the fallback of a hint whose search saw no progress.
 * @module
 */
import { type Move, type MoveCode, type Result, decodeMove, err, ok } from '@russian-solitaire/engine';
import type { SolveError } from './options.js';
import { scoreMove } from './order.js';
import { type PositionSource, notAPosition, positionOf } from './source.js';

const buffer = new Uint16Array(512);

/**
 * The code of the legal move with the highest ordering score (the first in generation order among
 * equals), or -1 when there is none.
 */
export function greedyMoveCode(source: PositionSource): MoveCode {
  const position = positionOf(source);
  if (position === null) return -1;
  const n = position.generateMoves(buffer);
  let best = -1;
  let bestScore = -Infinity;
  for (let i = 0; i < n; i++) {
    const score = scoreMove(position, buffer[i]!, 0);
    if (score > bestScore) {
      bestScore = score;
      best = buffer[i]!;
    }
  }
  return best;
}

/**
 * The greedy move of a position or a game (see the module comment): `null` when no legal move is
 * left or the game is won.
 */
export function greedyMove(source: PositionSource): Result<Move | null, SolveError> {
  if (positionOf(source) === null) return err(notAPosition());
  const code = greedyMoveCode(source);
  return ok(code < 0 ? null : decodeMove(code));
}
