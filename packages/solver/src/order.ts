/**
 * Move ordering: which of a position's moves the search tries first.
 *
 * Ordering never changes what the search proves, only how fast it finds a win. Moves are scored
 * and sorted, highest first (ties keep the engine's generation order, so the order is the same on
 * every machine). Several orderings exist so that the solver can run a portfolio of them
 * (see `solve.ts`): a deal that is slow under one is often quick under another.
 * @module
 */
import { ON_FOUNDATION, type Position } from '@russian-solitaire/engine';

/** The number of move orderings available. */
export const ORDERING_COUNT = 6;

const FOUNDATION = 7;

/**
 * Scores a legal move before it is played (higher is tried first) under ordering `ordering`
 * (0 to {@link ORDERING_COUNT} − 1). `salt` varies the tie-breaking of orderings 3 to 5
 * (the search passes the position's key, so the choice is deterministic).
 *
 * - turning a face-down card is best, the more cards still face down in that column the better;
 * - emptying a column comes next;
 * - foundation progress;
 * - a king to an empty column;
 * - other tableau moves, preferring (in orderings 0 and 1) a move that builds in suit and one that
 *   lifts a card off a card it does not build on, and small groups;
 * - take-backs last.
 */
export function scoreMove(position: Position, code: number, ordering: number, salt = 0): number {
  const card = code & 63;
  const target = code >> 6;
  const from = position.place[card]!;
  let score = 0;
  if (ordering >= 3) {
    let h = Math.imul(salt ^ Math.imul(code + 1, 0x9e3779b1) ^ Math.imul(ordering, 0x85ebca6b), 0xc2b2ae35);
    h ^= h >>> 15;
    score += h & (ordering === 5 ? 255 : 31);
  }
  if (from === ON_FOUNDATION) return score + (ordering >= 2 ? 5 : 0); // take-back
  const i = position.slot[card]!;
  const down = position.faceDown[from]!;
  if (i > 0 && down === i) score += 1000 + (ordering === 1 ? 0 : down * 10);
  else if (i === 0) score += 600;
  if (target === FOUNDATION) return score + (ordering === 1 || ordering === 4 ? 900 : 500);
  const cards = position.cards;
  const len = position.length[target]!;
  if (len === 0) return score + 300;
  const onto = cards[target * 52 + len - 1]!;
  if (ordering < 2 && ((onto / 13) | 0) === ((card / 13) | 0)) score += 40;
  if (i > down) {
    // the card under the picked card: lifting a card off a card it builds on is rarely useful
    const under = cards[from * 52 + i - 1]!;
    if (under % 13 === (card % 13) + 1) score -= ordering === 0 ? 30 : 10;
    else score += 20;
  }
  // prefer moving small groups (more freedom later)
  score -= (position.length[from]! - i) >> (ordering >= 2 ? 1 : 2);
  return score;
}

/**
 * Sorts `moves[start .. start + n)` by `scores[start ..]` descending, keeping the original order of
 * equal scores (insertion sort: the lists are short).
 */
export function sortMoves(moves: Uint16Array, scores: Int32Array, start: number, n: number): void {
  const end = start + n;
  for (let i = start + 1; i < end; i++) {
    const m = moves[i]!;
    const s = scores[i]!;
    let j = i - 1;
    while (j >= start && scores[j]! < s) {
      moves[j + 1] = moves[j]!;
      scores[j + 1] = scores[j]!;
      j--;
    }
    moves[j + 1] = m;
    scores[j + 1] = s;
  }
}
