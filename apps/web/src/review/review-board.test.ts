import { gameOfCode } from '@russian-solitaire/dealer';
import { type Card, suitOf, unwrap } from '@russian-solitaire/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boardLayout, moveArrow } from './review-board.js';
import { COLUMNS, SUIT_ORDER } from '../table/places.js';

/**
 * A position of a deal after up to `n` moves chosen by `pick`. The walk stops before a move that
 * would leave no legal move, so that a reviewed position almost always has arrows to draw (about two
 * random walks in three end stuck otherwise).
 */
function positionAfter(seed: number, n: number, pick: number) {
  const code = `RU1-C-AAAAA${String.fromCharCode(65 + (seed % 26))}${String.fromCharCode(65 + ((seed >> 5) % 26))}`;
  const game = unwrap(gameOfCode(code));
  for (let i = 0; i < n; i++) {
    const moves = game.legalMoves();
    if (moves.length === 0) break;
    unwrap(game.play(moves[(pick * (i + 3)) % moves.length]!));
    if (game.legalMoves().length === 0) {
      unwrap(game.undo());
      break;
    }
  }
  return game.position;
}

describe('the small table of a reviewed position', () => {
  it('shows every card of the columns once, the face-down ones as such, and the foundations’ top cards', () => {
    let cases = 0;
    let arrows = 0;
    let faceDown = 0;
    let withArrows = 0;
    fc.assert(
      fc.property(fc.nat({ max: 600 }), fc.nat({ max: 60 }), fc.nat({ max: 89 }), (seed, n, pick) => {
        cases++;
        const position = positionAfter(seed, n, pick);
        const layout = boardLayout(position);
        const expected: Card[] = [];
        for (const column of COLUMNS) expected.push(...position.column(column));
        for (const suit of SUIT_ORDER) {
          const top = position.foundationTop(suit);
          if (top !== undefined) expected.push(top);
        }
        expect(layout.cards.map((c) => c.card).sort((a, b) => a - b)).toEqual(expected.sort((a, b) => a - b));
        for (const c of layout.cards) {
          const onColumn = position.source(c.card) !== 'foundation';
          expect(c.faceDown).toBe(onColumn && !position.isFaceUp(c.card));
          if (c.faceDown) faceDown++;
          expect(c.x).toBeGreaterThanOrEqual(0);
          expect(c.y).toBeGreaterThanOrEqual(0);
          expect(c.x).toBeLessThan(layout.width);
          expect(c.y).toBeLessThan(layout.height);
        }
        // A column's cards lie from the bottom one down the table, each below the one under it.
        for (const column of COLUMNS) {
          const ys = position.column(column).map((card) => layout.cards.find((c) => c.card === card)!.y);
          for (let i = 1; i < ys.length; i++) expect(ys[i]!).toBeGreaterThan(ys[i - 1]!);
        }
        if (position.legalMoves().length > 0) withArrows++;
        for (const move of position.legalMoves()) {
          const arrow = moveArrow(layout, move)!;
          const from = layout.cards.find((c) => c.card === move.card)!;
          expect(arrow.x1).toBeGreaterThan(from.x);
          const target =
            move.to === 'foundation'
              ? layout.foundations[SUIT_ORDER.indexOf(suitOf(move.card))]!
              : layout.columnTops[move.to]!;
          expect(arrow.x2).toBeGreaterThan(target.x);
          expect(arrow.y2).toBeGreaterThanOrEqual(target.y);
          arrows++;
        }
      }),
      { numRuns: 60 },
    );
    expect(cases).toBe(60);
    expect(withArrows).toBeGreaterThanOrEqual(55);
    expect(arrows).toBeGreaterThan(60);
    expect(faceDown).toBeGreaterThan(60);
  });
});
