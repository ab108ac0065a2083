import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardY, computeLayout } from './layout.js';

const columnArb = fc.record({ faceDown: fc.integer({ min: 0, max: 6 }), faceUp: fc.integer({ min: 0, max: 30 }) });
const inputArb = fc.record({
  width: fc.integer({ min: 280, max: 2400 }),
  height: fc.integer({ min: 300, max: 1600 }),
  columns: fc.array(columnArb, { minLength: 7, maxLength: 7 }),
});

describe('layout', () => {
  it('keeps the seven columns and four foundations inside the width, without overlap', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const L = computeLayout(input);
        expect(L.columnX[0]!).toBeGreaterThanOrEqual(0);
        expect(L.columnX[6]! + L.cardW).toBeLessThanOrEqual(input.width);
        for (let c = 1; c < 7; c++) expect(L.columnX[c]! - L.columnX[c - 1]!).toBeGreaterThanOrEqual(L.cardW);
        expect(L.foundationX).toEqual(L.columnX.slice(3));
        expect(L.tableauY).toBeGreaterThanOrEqual(L.foundationY + L.cardH);
      }),
    );
  });

  it('fans every column downwards and makes the board tall enough for its last card', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const L = computeLayout(input);
        input.columns.forEach((col, c) => {
          const n = col.faceDown + col.faceUp;
          let last = L.tableauY;
          for (let i = 1; i < n; i++) {
            const y = cardY(L, c, i, col.faceDown);
            expect(y).toBeGreaterThan(last);
            last = y;
          }
          expect(last + L.cardH).toBeLessThanOrEqual(L.height);
          // A face-up card always shows at least its corner (rank and suit).
          expect(L.fans[c]!.up).toBeGreaterThanOrEqual(L.cardH * 0.17 - 1e-9);
        });
      }),
    );
  });

  it('fits a fresh deal in a desktop window without scrolling', () => {
    const columns = [1, 6, 7, 8, 9, 10, 11].map((n, c) => ({ faceDown: c, faceUp: n - c }));
    const L = computeLayout({ width: 1000, height: 700, columns });
    expect(L.height).toBeLessThanOrEqual(700);
  });
});
