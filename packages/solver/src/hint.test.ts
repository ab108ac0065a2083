import { Game, Position, classic, encodeMove, relaxed, unwrap } from '@russian-solitaire/engine';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { ru1Position } from '../testing/ru1.js';
import { replay } from '../testing/small.js';
import { createHinter, hint } from './hint.js';
import { solve } from './solve.js';

const seed = fc.integer({ min: 0, max: 26 ** 7 - 1 });

function isLegal(position: Position, move: { card: number; to: unknown }): boolean {
  return position.legalMoves().some((m) => m.card === move.card && m.to === move.to);
}

describe('hints', () => {
  test('a player who follows the hints wins, and after the first search no new search is needed', () => {
    let followed = 0;
    fc.assert(
      fc.property(seed, (s) => {
        const position = ru1Position(s, relaxed);
        const answer = unwrap(solve(position, { budget: 50_000 }));
        fc.pre(answer.status === 'solved' && answer.line.length > 0);
        const hinter = createHinter();
        const p = position.clone();
        let searches = 0;
        let steps = 0;
        for (;;) {
          const h = unwrap(hinter.hint(p, { budget: 50_000 }));
          if (p.isWon) {
            expect(h).toBeNull();
            break;
          }
          expect(h).not.toBeNull();
          expect(h!.status).toBe('solved');
          expect(h!.line![0]).toEqual(h!.move);
          if (h!.nodes > 0) searches++;
          expect(isLegal(p, h!.move)).toBe(true);
          p.play(encodeMove(h!.move));
          steps++;
        }
        expect(searches).toBe(1);
        expect(steps).toBe(hinter.rememberedLength);
        followed++;
      }),
      { numRuns: 15 },
    );
    // fast-check runs 15 cases that pass fc.pre (deals solved within the budget)
    expect(followed).toBe(15);
  });

  test('a player who leaves the line gets a fresh search; stepping back onto the line needs none', () => {
    const start = ru1Position(2, relaxed);
    const hinter = createHinter();
    const first = unwrap(hinter.hint(start, { budget: 50_000 }))!;
    expect(first.status).toBe('solved');
    expect(first.nodes).toBeGreaterThan(0);
    const line = first.line!;
    // follow the line for two moves: the remembered line gives the third, with no search
    const p = start.clone();
    p.play(encodeMove(line[0]!));
    p.play(encodeMove(line[1]!));
    const onLine = unwrap(hinter.hint(p, { budget: 50_000 }))!;
    expect(onLine).toEqual({ move: line[2], status: 'solved', line: line.slice(2), nodes: 0 });
    // a detour: a legal move other than the line's next one leaves the line
    const other = p.legalMoves().find((m) => m.card !== line[2]!.card || m.to !== line[2]!.to)!;
    expect(other).toBeDefined();
    const detour = p.play(encodeMove(other));
    // the hint off the line needs a fresh search; a budget far too small to find a win (one takes
    // some 50 moves, each a node) keeps the remembered line in place
    const off = unwrap(hinter.hint(p, { budget: 20 }))!;
    expect(off).toMatchObject({ status: 'unknown', line: null, nodes: 20 });
    expect(isLegal(p, off.move)).toBe(true);
    // stepping back onto the line: the remembered line applies again, no search
    p.undo(detour);
    const back = unwrap(hinter.hint(p, { budget: 50_000 }))!;
    expect(back).toEqual({ move: line[2], status: 'solved', line: line.slice(2), nodes: 0 });
    // with a real budget the hint off the line is a fresh search too: it finds a new winning line
    p.play(encodeMove(other));
    const fresh = unwrap(hinter.hint(p, { budget: 50_000 }))!;
    expect(fresh.nodes).toBeGreaterThan(0);
    expect(fresh.status).toBe('solved');
    expect(fresh.move).toEqual(fresh.line![0]);
    const played = replay(p, fresh.line!);
    expect('end' in played && played.end.isWon).toBe(true);
  });

  test('without a known win the hint is a legal move marked as not known to win', () => {
    let checked = 0;
    fc.assert(
      fc.property(seed, fc.constantFrom(classic, relaxed), fc.integer({ min: 1, max: 50 }), (s, ruleSet, budget) => {
        const position = ru1Position(s, ruleSet);
        const h = unwrap(hint(position, { budget }));
        fc.pre(h !== null && h.status !== 'solved');
        expect(h.line).toBeNull();
        expect(h.status).not.toBe('solved');
        expect(isLegal(position, h.move)).toBe(true);
        checked++;
      }),
      { numRuns: 40 },
    );
    // fast-check runs 40 cases that pass fc.pre (hints not known to win)
    expect(checked).toBe(40);
  });

  test('a hint on a proved-lost deal still proposes a legal move, saying the deal is unsolvable', () => {
    const position = ru1Position(0, classic);
    expect(unwrap(solve(position)).status).toBe('unsolvable');
    const h = unwrap(hint(position))!;
    expect(h).toMatchObject({ status: 'unsolvable', line: null });
    expect(isLegal(position, h.move)).toBe(true);
  });

  test('null only when no legal move exists (or the game is won)', () => {
    const tops = [1, 14, 27, 40, 12, 25, 38];
    const rest = Array.from({ length: 52 }, (_, i) => i).filter((c) => !tops.includes(c));
    const columns = tops.map((top, c) => ({ faceDown: rest.slice(c * 7, c === 6 ? 45 : c * 7 + 7), faceUp: [top] }));
    const stuck = unwrap(Position.fromSetup({ ruleSet: classic, columns, foundations: [0, 0, 0, 0] }));
    expect(unwrap(hint(stuck))).toBeNull();
  });

  test('accepts a game and refuses other input with a typed error', () => {
    const game = Game.fromPosition(ru1Position(2, relaxed));
    const h = unwrap(hint(game, { budget: 50_000 }));
    expect(h).not.toBeNull();
    expect(isLegal(game.position, h!.move)).toBe(true);
    const bad = hint(42 as never);
    expect(bad.ok || bad.error.code).toBe('bad-position');
    const badOptions = hint(game, { budget: -1 });
    expect(badOptions.ok || badOptions.error.code).toBe('bad-budget');
  });

  test('hintAsync gives the same hint', async () => {
    const position = ru1Position(5, relaxed);
    const a = unwrap(hint(position, { budget: 20_000 }));
    const b = unwrap(await createHinter().hintAsync(position, { budget: 20_000, sliceNodes: 1000 }));
    expect(b).toEqual(a);
  });
});
