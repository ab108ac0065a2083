import { COLUMN_COUNT, COLUMN_SIZES, FACE_DOWN_SIZES } from '@russian-solitaire/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardY, computeLayout, firstFoundationColumn } from './layout.js';

const columnArb = fc.record({
  faceDown: fc.integer({ min: 0, max: Math.max(...FACE_DOWN_SIZES) }),
  faceUp: fc.integer({ min: 0, max: 30 }),
});
const inputArb = fc.record({
  width: fc.integer({ min: 280, max: 2400 }),
  height: fc.integer({ min: 300, max: 1600 }),
  columns: fc.array(columnArb, { minLength: COLUMN_COUNT, maxLength: COLUMN_COUNT }),
});

describe('layout', () => {
  it('keeps the seven columns and four foundations inside the width, without overlap', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const L = computeLayout(input);
        expect(L.columnX[0]!).toBeGreaterThanOrEqual(0);
        expect(L.columnX[COLUMN_COUNT - 1]! + L.cardW).toBeLessThanOrEqual(input.width);
        for (let c = 1; c < COLUMN_COUNT; c++)
          expect(L.columnX[c]! - L.columnX[c - 1]!).toBeGreaterThanOrEqual(L.cardW);
        expect(L.foundationX).toEqual(L.columnX.slice(firstFoundationColumn()));
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
    const columns = COLUMN_SIZES.map((n, c) => ({ faceDown: FACE_DOWN_SIZES[c]!, faceUp: n - FACE_DOWN_SIZES[c]! }));
    const L = computeLayout({ width: 1000, height: 700, columns });
    expect(L.height).toBeLessThanOrEqual(700);
  });
});
