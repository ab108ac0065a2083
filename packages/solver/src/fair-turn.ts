/**
 * The way to the nearest card a player can turn: the plan of a committed hint when no winning line
 * offers one.
 *
 * A committed hint chooses among the plans that the solver's winning lines start with. Where none
 * of the arrangements searched could be won within its budget (under relaxed rules, with many cards
 * face down, none may even be decided), there is no plan to choose from, and comparing single moves
 * by searches of the same size rarely decides anything either: hints taken so, one move at a time,
 * wander for hundreds of moves. A player learns something only when a card is turned, so the hint
 * heads for the nearest one instead: a breadth-first search over the positions reachable without
 * turning a card (none of the game's path, none twice: see `repetition.ts`), by the engine's legal
 * moves, finds the shortest way to a move that turns a card, and that way, up to and including the
 * turn, is the plan (between ways of the same length, the first found in the engine's order of
 * moves). Which card lies face down plays no part: the search reads the visible part alone.
 *
 * When the search runs out of positions without finding a turn (no card can be turned any more by
 * a hint, one that may not bring back a position of the path: the game cannot be won), or gives up
 * at its limit (under relaxed rules the positions reachable without a turn can number hundreds of
 * thousands), the plan is a *walk*: the move ordering's favourite new move, one after the other,
 * up to and including a move that turns a card, or until none is left (see {@link walk}).
 * @module
 */
import { type MoveCode, type Position, type UndoRecord, unseenCards } from '@russian-solitaire/engine';
import { ON_FOUNDATION, moveCard } from '@russian-solitaire/engine/internal';
import { KeyState } from './key.js';
import { scoreMove } from './order.js';
import type { Repetitions } from './repetition.js';

/** The most positions the search for the nearest turn expands before it gives up. */
const TURN_SEARCH_LIMIT = 4096;

/** The longest walk (see {@link walk}). */
const WALK_LIMIT = 1000;

/** What the search for the nearest turn found. */
export type TurnSearch =
  /** The way, the turning move last. */
  | { readonly kind: 'way'; readonly way: MoveCode[] }
  /** Every position reachable without a turn was searched: no card can be turned. */
  | { readonly kind: 'none' }
  /** The search gave up at its limit, or nothing lies face down. */
  | { readonly kind: 'unknown' };

/**
 * Whether playing `code` (legal in `position`) turns a card face up: the card moved (with the
 * cards above it) is its column's lowest face-up card, over a face-down one, which the engine then
 * turns. Read from the position without playing the move.
 * @internal
 */
export function turnsCard(position: Position, code: MoveCode): boolean {
  const card = moveCard(code);
  const from = position.place[card]!;
  if (from === ON_FOUNDATION) return false;
  const down = position.faceDown[from]!;
  return down > 0 && position.slot[card] === down;
}

/**
 * The ways from `position` to the moves that turn a card, each move that turns one once (by its
 * code), shortest first: a breadth-first search through positions that `repetitions` counts new
 * (see the module comment), which yields each way (the turning move last) as it finds it and ends
 * with what it knows once it stops: `none` when every position reachable without a turn was
 * expanded, `unknown` when it gave up after `limit` positions or nothing lies face down.
 */
function* waysToTurn(
  position: Position,
  repetitions: Repetitions,
  limit: number,
): Generator<MoveCode[], 'none' | 'unknown', undefined> {
  if (position.faceDownCount === 0) return 'unknown';
  const scratch = position.clone();
  // The unseen cards laid face down in deck order: no move of the search depends on which card lies
  // face down where (it expands no move that turns one), and the solver keys below then depend on
  // the visible part alone, as every answer of a fair hint must.
  scratch.dealFaceDown(unseenCards(scratch));
  const buffer = new Uint16Array(512);
  const visited = new Set<string>();
  // The positions already looked at, by their solver key (see `lookedAtKey`): the same key is the
  // same position, whose visible key (and so whether it is new) was looked up once.
  const lookedAt = new Set<number>();
  const keys = new KeyState(scratch);
  const turning = new Set<MoveCode>();
  let level: MoveCode[][] = [[]];
  let expanded = 0;
  while (level.length > 0) {
    const next: MoveCode[][] = [];
    for (const way of level) {
      if (expanded++ >= limit) return 'unknown';
      const records: UndoRecord[] = way.map((code) => scratch.play(code));
      keys.reset(scratch);
      const found: MoveCode[][] = [];
      const n = scratch.generateMoves(buffer);
      for (let k = 0; k < n; k++) {
        const code = buffer[k]!;
        if (turnsCard(scratch, code)) {
          if (!turning.has(code)) {
            turning.add(code);
            found.push([...way, code]);
          }
        } else {
          keys.probe(scratch, code);
          const looked = lookedAtKey(keys.nextK1, keys.nextK2);
          if (lookedAt.has(looked)) continue;
          lookedAt.add(looked);
          const key = repetitions.keyIfNew(scratch, code);
          if (key !== null && !visited.has(key)) {
            visited.add(key);
            next.push([...way, code]);
          }
        }
      }
      for (let k = records.length - 1; k >= 0; k--) scratch.undo(records[k]!);
      yield* found;
    }
    level = next;
  }
  return 'none';
}

/**
 * 53 bits of a solver key (see `key.ts`), as one number for a set. Within one search for the nearest
 * turn (at most {@link TURN_SEARCH_LIMIT} positions expanded, a few dozen moves each: about 10^5
 * positions looked at) two different positions share them with a chance below one in a million:
 * the search would then take the second for the first and pass it by, the same for every game
 * whose visible part is the same.
 */
function lookedAtKey(k1: number, k2: number): number {
  return (k1 >>> 0) * 0x200000 + (k2 >>> 11);
}

/**
 * The shortest way from `position` to a move that turns a card, that move last, through positions
 * that `repetitions` counts new (see the module comment).
 */
export function nearestTurn(position: Position, repetitions: Repetitions, limit = TURN_SEARCH_LIMIT): TurnSearch {
  const ways = waysToTurn(position, repetitions, limit);
  const first = ways.next();
  return first.done ? { kind: first.value } : { kind: 'way', way: first.value };
}

/**
 * The shortest ways from `position` to at most `most` distinct moves that turn a card (by their
 * codes), shortest first, through positions that `repetitions` counts new, within `limit`
 * positions expanded: the plans a `widened` hint tries beside the solver's (see `fair-commit.ts`).
 */
export function turnWays(position: Position, repetitions: Repetitions, most: number, limit: number): MoveCode[][] {
  const ways: MoveCode[][] = [];
  if (most <= 0) return ways;
  for (const way of waysToTurn(position, repetitions, limit)) {
    ways.push(way);
    if (ways.length >= most) break;
  }
  return ways;
}

/**
 * From `position`, the move ordering's favourite move that leads somewhere new (none of the path,
 * none of the walk so far), one after the other, up to and including the first that turns a card
 * (the ordering ranks turning a card first), until none is left, or {@link WALK_LIMIT} moves. Empty
 * when no move leads anywhere new.
 */
export function walk(position: Position, repetitions: Repetitions): MoveCode[] {
  const scratch = position.clone();
  const buffer = new Uint16Array(512);
  const walked = new Set<string>();
  const moves: MoveCode[] = [];
  while (moves.length < WALK_LIMIT) {
    let best = -1;
    let bestScore = -Infinity;
    let bestKey = '';
    const n = scratch.generateMoves(buffer);
    for (let k = 0; k < n; k++) {
      const code = buffer[k]!;
      const key = repetitions.keyIfNew(scratch, code);
      if (key === null || walked.has(key)) continue;
      const score = scoreMove(scratch, code, 0);
      if (score > bestScore) {
        best = code;
        bestScore = score;
        bestKey = key;
      }
    }
    if (best < 0) break;
    const down = scratch.faceDownCount;
    scratch.play(best);
    moves.push(best);
    if (scratch.faceDownCount < down) break;
    walked.add(bestKey);
  }
  return moves;
}
