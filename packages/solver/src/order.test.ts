import { RULE_SETS } from '@russian-solitaire/engine';
import { FOUNDATION_TARGET, ON_FOUNDATION, moveCard, moveTarget } from '@russian-solitaire/engine/internal';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { playRandomly } from '../testing/random.js';
import { ru1Position } from '../testing/ru1.js';
import { ORDERINGS, ORDERING_COUNT, ORDERING_NAMES, orderingIndex, scoreMove, sortMoves } from './order.js';

test('there are several orderings for the portfolio, listed in the order of their names', () => {
  expect(ORDERING_COUNT).toBeGreaterThanOrEqual(4);
  expect(ORDERINGS.map((o) => o.name)).toEqual(ORDERING_NAMES);
  ORDERING_NAMES.forEach((name, i) => expect(orderingIndex(name)).toBe(i));
  expect(ORDERINGS.every((o) => Object.isFrozen(o))).toBe(true);
});

describe('move ordering', () => {
  test('the turns-first ordering scores every move 0, and is the only one that sorts nothing', () => {
    expect(ORDERINGS.filter((o) => !o.sorted).map((o) => o.name)).toEqual(['turns-first']);
    let scored = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 26 ** 7 - 1 }),
        fc.constantFrom(...Object.values(RULE_SETS)),
        fc.array(fc.nat(), { maxLength: 30 }),
        (s, rs, choices) => {
          const position = ru1Position(s, rs);
          playRandomly(position, choices);
          const moves = new Uint16Array(512);
          const n = position.generateMoves(moves);
          for (let k = 0; k < n; k++) {
            expect(scoreMove(position, moves[k]!, orderingIndex('turns-first'), 12345)).toBe(0);
            scored++;
          }
        },
      ),
    );
    expect(scored).toBeGreaterThan(100);
  });

  test('sortMoves sorts by score, highest first, keeping the order of equal scores', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -5, max: 5 }), { maxLength: 40 }), (scores) => {
        const moves = Uint16Array.from(scores.map((_, i) => i));
        const s = Int32Array.from(scores);
        sortMoves(moves, s, 0, scores.length);
        const expected = scores.map((score, i) => ({ score, i })).sort((a, b) => b.score - a.score || a.i - b.i);
        expect(Array.from(moves)).toEqual(expected.map((e) => e.i));
      }),
    );
  });

  test('in orderings 0 to 2 a move that turns a face-down card is tried before every tableau move that does not', () => {
    let compared = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 26 ** 7 - 1 }),
        fc.constantFrom(...Object.values(RULE_SETS)),
        fc.array(fc.nat(), { maxLength: 30 }),
        fc.integer({ min: 0, max: 2 }),
        (s, rs, choices, ordering) => {
          const position = ru1Position(s, rs);
          playRandomly(position, choices);
          const moves = new Uint16Array(512);
          const n = position.generateMoves(moves);
          const turns = (code: number): boolean => {
            const card = moveCard(code);
            const from = position.place[card]!;
            return (
              from !== ON_FOUNDATION && position.slot[card]! > 0 && position.slot[card] === position.faceDown[from]
            );
          };
          const scored = Array.from(moves.subarray(0, n)).map((code) => ({
            code,
            score: scoreMove(position, code, ordering, 12345),
          }));
          for (const a of scored)
            for (const b of scored)
              if (turns(a.code) && !turns(b.code) && moveTarget(b.code) !== FOUNDATION_TARGET) {
                expect(a.score).toBeGreaterThan(b.score);
                compared++;
              }
        },
      ),
      { numRuns: 100 },
    );
    // many positions have both kinds of move (an opening nearly always does): hundreds of pairs
    expect(compared).toBeGreaterThanOrEqual(50);
  });
});
