/**
 * Test helper: the positions a search of a deal meets, without the solver.
 * @module
 */
import { type Position, encodeMove } from '@russian-solitaire/engine';
import { positionKey } from '../src/key.js';

/**
 * The first `count` positions a depth-first walk over every legal move reaches from `start`, each
 * once (by canonical key): positions deep in a line, as a search meets them, which random play
 * seldom reaches.
 */
export function walk(start: Position, count: number): Position[] {
  const seen = new Set<string>();
  const out: Position[] = [];
  const stack = [start];
  while (stack.length > 0 && out.length < count) {
    const position = stack.pop()!;
    const key = positionKey(position).join();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(position);
    for (const move of position.legalMoves()) {
      const next = position.clone();
      next.play(encodeMove(move));
      stack.push(next);
    }
  }
  return out;
}
