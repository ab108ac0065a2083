import {
  type MoveCode,
  type Position,
  classic,
  encodeMove,
  makeCard,
  orderedDeck,
  readPosition,
  relaxed,
  unwrap,
} from '@russian-solitaire/engine';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { playRandomly } from '../testing/random.js';
import { ru1Position } from '../testing/ru1.js';
import { nearestTurn, walk } from './fair-turn.js';
import { positionKey } from './key.js';
import { Repetitions } from './repetition.js';

const keyOf = (p: Position): string => positionKey(p).join(':');

/** Plays `moves` on a copy of `p`: the positions after each (solver keys) and whether each turned a card. */
function replay(p: Position, moves: readonly MoveCode[]): { keys: string[]; turned: boolean[] } {
  const q = p.clone();
  const keys: string[] = [];
  const turned: boolean[] = [];
  for (const code of moves) {
    const legal = new Uint16Array(512);
    const n = q.generateMoves(legal);
    expect([...legal.subarray(0, n)]).toContain(code);
    const down = q.faceDownCount;
    q.play(code);
    keys.push(keyOf(q));
    turned.push(q.faceDownCount < down);
  }
  return { keys, turned };
}

/**
 * The length of the shortest way to a turn from `p`, through positions other than `p` and each
 * other, by iterative deepening up to `depth` moves (`null` beyond): the oracle of nearestTurn.
 */
function shortestTurn(p: Position, depth: number): number | null {
  const search = (q: Position, left: number, seen: Set<string>): boolean => {
    for (const move of q.legalMoves()) {
      const r = q.clone();
      const down = r.faceDownCount;
      r.play(encodeMove(move));
      if (r.faceDownCount < down) return true;
      const key = keyOf(r);
      if (left > 1 && !seen.has(key) && search(r, left - 1, new Set([...seen, key]))) return true;
    }
    return false;
  };
  for (let d = 1; d <= depth; d++) if (search(p, d, new Set([keyOf(p)]))) return d;
  return null;
}

describe('the way to the nearest turn', () => {
  test('is legal, new all along, turns a card at its last move only, and is as short as any (random positions)', () => {
    let ways = 0;
    let longer = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 26 ** 7 - 1 }),
        fc.constantFrom(classic, relaxed),
        fc.array(fc.nat(), { maxLength: 40 }),
        (seed, ruleSet, choices) => {
          const p = ru1Position(seed, ruleSet);
          playRandomly(p, choices);
          const turn = nearestTurn(p, new Repetitions(p));
          if (turn.kind !== 'way') return;
          const { keys, turned } = replay(p, turn.way);
          expect(turned.slice(0, -1).every((t) => !t)).toBe(true);
          expect(turned.at(-1)).toBe(true);
          expect(new Set([keyOf(p), ...keys]).size).toBe(keys.length + 1);
          const shortest = shortestTurn(p, Math.min(turn.way.length, 3));
          if (turn.way.length <= 3) expect(shortest).toBe(turn.way.length);
          else expect(shortest).toBeNull();
          ways++;
          if (turn.way.length > 1) longer++;
        },
      ),
      { numRuns: 60 },
    );
    expect(ways).toBeGreaterThan(30);
    expect(longer).toBeGreaterThan(0);
  });

  test('none when every position reachable without a turn was searched; unknown at the limit or with nothing face down', () => {
    // K♠ alone, every other card face down under 2♥: the king only moves between empty columns
    const hidden = orderedDeck()
      .filter((c) => makeCard(c) !== 'KS' && makeCard(c) !== '2H')
      .map((c) => `(${makeCard(c)})`)
      .join(' ');
    const stuck = unwrap(
      readPosition(`classic | F: - - - - | 1: KS | 2: ${hidden} 2H | 3: - | 4: - | 5: - | 6: - | 7: -`),
    );
    expect(nearestTurn(stuck, new Repetitions(stuck))).toEqual({ kind: 'none' });
    const opening = ru1Position(3, relaxed);
    expect(nearestTurn(opening, new Repetitions(opening), 0)).toEqual({ kind: 'unknown' });
    const open = unwrap(readPosition('classic | F: QS QH QD QC | 1: KS | 2: KH | 3: KD | 4: KC | 5: - | 6: - | 7: -'));
    expect(nearestTurn(open, new Repetitions(open))).toEqual({ kind: 'unknown' });
  });
});

describe('a walk', () => {
  test('takes legal moves to new positions, none twice, and stops after a move that turns a card (random positions)', () => {
    let walks = 0;
    let ending = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 26 ** 7 - 1 }),
        fc.constantFrom(classic, relaxed),
        fc.array(fc.nat(), { maxLength: 60 }),
        (seed, ruleSet, choices) => {
          const p = ru1Position(seed, ruleSet);
          playRandomly(p, choices);
          const moves = walk(p, new Repetitions(p));
          const { keys, turned } = replay(p, moves);
          expect(new Set([keyOf(p), ...keys]).size).toBe(keys.length + 1);
          expect(turned.slice(0, -1).every((t) => !t)).toBe(true);
          if (turned.at(-1) === true) ending++;
          walks++;
        },
      ),
      { numRuns: 60 },
    );
    expect(walks).toBe(60);
    expect(ending).toBeGreaterThan(10);
  });
});
