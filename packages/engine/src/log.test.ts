import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderedDeck } from './card.js';
import { Game, type MoveOutcome } from './game.js';
import { openingPosition } from './layout.js';
import { moveLog } from './log.js';
import { makePlacedMove, parsePlacedMove } from './notation.js';
import { unwrap } from './unwrap.js';
import { relaxed } from './presets.js';

describe('moveLog', () => {
  it('is what every move still in the history did when it was played, through undo and redo', () => {
    let sessions = 0;
    let entries = 0;
    fc.assert(
      fc.property(
        fc.array(fc.nat(), { minLength: 1, maxLength: 60 }),
        fc.array(fc.nat({ max: 9 }), { minLength: 60, maxLength: 60 }),
        (deckSeed, actions) => {
          const deck = orderedDeck();
          for (let i = deck.length - 1; i > 0; i--) {
            const j = (deckSeed[i % deckSeed.length]! + i * 7) % (i + 1);
            [deck[i], deck[j]] = [deck[j]!, deck[i]!];
          }
          const game = Game.fromPosition(unwrap(openingPosition(deck, relaxed)));
          const expected: MoveOutcome[] = [];
          for (const [step, action] of actions.entries()) {
            if (action === 0 && game.canUndo) {
              unwrap(game.undo());
              expected.pop();
            } else if (action === 1 && game.canRedo) {
              expected.push(unwrap(game.redo()));
            } else {
              const moves = game.legalMoves();
              if (moves.length === 0) break;
              expected.push(unwrap(game.play(moves[(step * 31 + action) % moves.length]!)));
            }
          }
          const log = moveLog(game);
          expect(log).toEqual(expected);
          for (const entry of log) {
            const text = makePlacedMove(entry);
            expect(parsePlacedMove(text)).toEqual({ ok: true, value: { move: entry.move, from: entry.from } });
            expect(parsePlacedMove(text.toLowerCase())).toEqual({
              ok: true,
              value: { move: entry.move, from: entry.from },
            });
          }
          sessions++;
          entries += log.length;
        },
      ),
      { numRuns: 60 },
    );
    expect(sessions).toBe(60);
    expect(entries).toBeGreaterThan(300);
  });
});

describe('the placed-move text', () => {
  it('names the source: a column, or F for a card taken back from its foundation', () => {
    expect(makePlacedMove({ move: { card: 20, to: 4 }, from: 2 })).toBe('3:8H-5');
    expect(makePlacedMove({ move: { card: 0, to: 'foundation' }, from: 6 })).toBe('7:AS-F');
    expect(makePlacedMove({ move: { card: 0, to: 1 }, from: 'foundation' })).toBe('F:AS-2');
    expect(parsePlacedMove(' f : as-2 ')).toEqual({
      ok: true,
      value: { move: { card: 0, to: 1 }, from: 'foundation' },
    });
  });

  it('refuses a text without a source, a bad source and moves that go nowhere', () => {
    for (const [text, code] of [
      ['8H-5', 'bad-move'],
      ['11:8H-5', 'bad-target'],
      ['0:8H-5', 'bad-target'],
      ['x:8H-5', 'bad-target'],
      ['3:8H-3', 'bad-move'],
      ['F:AS-F', 'bad-move'],
      ['3:8X-5', 'bad-card'],
    ] as const) {
      const r = parsePlacedMove(text);
      expect(r.ok ? null : r.error.code, text).toBe(code);
    }
    expect(() => makePlacedMove({ move: { card: 20, to: 2 }, from: 2 })).toThrow(TypeError);
    expect(() => makePlacedMove({ move: { card: 20, to: 2 }, from: 10 as never })).toThrow(TypeError);
    expect(() => makePlacedMove({ move: { card: 99, to: 2 }, from: 1 })).toThrow(TypeError);
  });
});
