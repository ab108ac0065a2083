import { COLUMN_COUNT, COLUMN_SIZES, DECK_SIZE, FACE_DOWN_SIZES, SUIT_COUNT } from '@russian-solitaire/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FAN_GRID,
  CARD_RATIO,
  INDEX_FONT_RATIO,
  INDEX_TOP,
  type Layout,
  type LayoutInput,
  MAX_CARD_W,
  MIN_CARD_W,
  cardY,
  computeLayout,
  firstFoundationColumn,
} from './layout.js';

type Columns = LayoutInput['columns'];
type Column = Columns[number];

const RUNS = 300;

const freshDeal: Columns = COLUMN_SIZES.map((n, c) => ({
  faceDown: FACE_DOWN_SIZES[c]!,
  faceUp: n - FACE_DOWN_SIZES[c]!,
}));

/** Mid-game columns: column 6 holds 24 cards (6 face down, 18 face up), the others the deal's face-down cards and 2 face up. */
const longColumn: Columns = FACE_DOWN_SIZES.map((faceDown, c) =>
  c === COLUMN_COUNT - 1 ? { faceDown: 6, faceUp: 18 } : { faceDown, faceUp: 2 },
);

/** Column shapes reachable in play: no more face-down cards than dealt, at most a deck in all. */
const columnsArb: fc.Arbitrary<Columns> = fc
  .tuple(
    fc.tuple(...FACE_DOWN_SIZES.map((max) => fc.integer({ min: 0, max }))),
    fc.tuple(
      ...FACE_DOWN_SIZES.map(() => fc.oneof(fc.integer({ min: 0, max: 8 }), fc.integer({ min: 0, max: DECK_SIZE }))),
    ),
  )
  .map(([downs, ups]) => {
    const down = downs.reduce((a, b) => a + b, 0);
    const up = ups.reduce((a, b) => a + b, 0);
    const scale = down + up > DECK_SIZE ? (DECK_SIZE - down) / up : 1;
    return downs.map((faceDown, c) => ({ faceDown, faceUp: Math.floor(ups[c]! * scale) }));
  });

const inputArb: fc.Arbitrary<LayoutInput> = fc.record({
  width: fc.integer({ min: 300, max: 2600 }),
  height: fc.integer({ min: 280, max: 1600 }),
  columns: columnsArb,
});

interface Rect {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/** Steps between cards of a column, and how many of them follow a face-up card. */
function steps(col: Column): { all: number; up: number } {
  const all = Math.max(0, col.faceDown + col.faceUp - 1);
  return { all, up: all - Math.min(col.faceDown, all) };
}

function columnRect(L: Layout, col: Column, c: number): Rect {
  const n = col.faceDown + col.faceUp;
  const lastTop = n === 0 ? L.tableauY : cardY(L, c, n - 1, col.faceDown);
  return { x: L.columnX[c]!, y: L.tableauY, w: L.cardW, h: lastTop - L.tableauY + L.cardH };
}

function overlaps(a: Rect, b: Rect): boolean {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

const viewports = [
  { name: 'desktop 1366×657', width: 1366, height: 657 - 60, minCardW: 34 },
  { name: 'desktop 1280×650', width: 1280, height: 650 - 60, minCardW: 34 },
  { name: 'desktop 1024×600', width: 1024, height: 600 - 60, minCardW: 34 },
  { name: 'desktop 800×600', width: 800, height: 600 - 60, minCardW: 34 },
  { name: 'phone landscape 844×390', width: 844, height: 390 - 50, minCardW: 24 },
  { name: 'phone portrait 390×844', width: 390, height: 844 - 50, minCardW: 24 },
  { name: 'phone 375×667', width: 375, height: 667 - 50, minCardW: 24 },
];

describe('layout', () => {
  it('keeps every pile inside the table, columns left to right, without overlap', () => {
    let checked = 0;
    fc.assert(
      fc.property(inputArb, (input) => {
        const L = computeLayout(input);
        expect(L.width).toBeLessThanOrEqual(input.width);
        expect(L.columnX).toHaveLength(COLUMN_COUNT);
        expect(L.foundations).toHaveLength(SUIT_COUNT);
        expect(L.cardH).toBe(Math.round(L.cardW * CARD_RATIO));
        const columns = input.columns.map((col, c) => columnRect(L, col, c));
        const foundations = L.foundations.map(({ x, y }) => ({ x, y, w: L.cardW, h: L.cardH }));
        const piles = [...columns, ...foundations];
        for (const r of piles) {
          expect(r.x).toBeGreaterThanOrEqual(0);
          expect(r.y).toBeGreaterThanOrEqual(0);
          expect(r.x + r.w).toBeLessThanOrEqual(L.width);
          expect(r.y + r.h).toBeLessThanOrEqual(L.height);
        }
        for (let i = 0; i < piles.length; i++)
          for (let j = i + 1; j < piles.length; j++) expect(overlaps(piles[i]!, piles[j]!)).toBe(false);
        for (let c = 1; c < COLUMN_COUNT; c++) expect(L.columnX[c]!).toBeGreaterThan(L.columnX[c - 1]!);
        if (L.arrangement === 'top') {
          const xs = L.foundations.map((f) => f.x);
          expect(xs).toEqual(L.columnX.slice(firstFoundationColumn()));
          expect(L.tableauY).toBeGreaterThanOrEqual(L.foundations[0]!.y + L.cardH);
        } else {
          for (const f of L.foundations) expect(f.x).toBeGreaterThan(L.columnX[COLUMN_COUNT - 1]! + L.cardW);
          expect(L.tableauY).toBe(L.gap);
        }
        checked++;
      }),
      { numRuns: RUNS },
    );
    expect(checked).toBe(RUNS);
  });

  /** Checks the fans of `input`'s layout; the steps are exact, so the index strips are compared exactly. */
  function checkFans(input: LayoutInput): void {
    const L = computeLayout(input);
    expect(L.indexH).toBeGreaterThanOrEqual(L.cardW * INDEX_FONT_RATIO + INDEX_TOP);
    expect(L.indexH).toBeLessThan(L.cardW * INDEX_FONT_RATIO + INDEX_TOP + 5);
    input.columns.forEach((col, c) => {
      const fan = L.fans[c]!;
      expect(fan.down).toBeGreaterThan(0);
      expect(fan.up).toBeGreaterThanOrEqual(L.indexH);
      expect(fan.down).toBeLessThanOrEqual(fan.up);
      // Steps lie on the fan grid, so card offsets are exact sums.
      expect(Number.isInteger(fan.down * FAN_GRID) && Number.isInteger(fan.up * FAN_GRID)).toBe(true);
      let last = cardY(L, c, 0, col.faceDown);
      expect(last).toBe(L.tableauY);
      for (let i = 1; i < col.faceDown + col.faceUp; i++) {
        const y = cardY(L, c, i, col.faceDown);
        // The card below a face-up card leaves that card's index strip uncovered.
        if (i - 1 >= col.faceDown) expect(y - last).toBeGreaterThanOrEqual(L.indexH);
        else expect(y).toBeGreaterThan(last);
        last = y;
      }
    });
  }

  it('fans every column downwards, face-down cards tighter, and leaves each face-up index visible', () => {
    let checked = 0;
    fc.assert(
      fc.property(inputArb, (input) => {
        checkFans(input);
        checked++;
      }),
      { numRuns: RUNS },
    );
    expect(checked).toBe(RUNS);
  });

  it('leaves the index strip whole in a window 289 px high, where sums of fractional steps once fell short', () => {
    const empty = { faceDown: 0, faceUp: 0 };
    checkFans({
      width: 1125,
      height: 289,
      columns: [empty, empty, empty, { faceDown: 3, faceUp: 23 }, empty, empty, { faceDown: 3, faceUp: 2 }],
    });
  });

  it('fits the height whenever the cards are wider than the floor', () => {
    let checked = 0;
    let aboveFloor = 0;
    fc.assert(
      fc.property(inputArb, (input) => {
        const L = computeLayout(input);
        expect(L.cardW).toBeLessThanOrEqual(MAX_CARD_W);
        expect(L.cardW).toBeGreaterThanOrEqual(MIN_CARD_W);
        if (L.cardW > MIN_CARD_W) {
          expect(L.height).toBeLessThanOrEqual(input.height);
          aboveFloor++;
        }
        checked++;
      }),
      { numRuns: RUNS },
    );
    expect(checked).toBe(RUNS);
    expect(aboveFloor).toBeGreaterThan(0);
  });

  it('gives a fresh deal in a 1366×600 window the full width-based card size', () => {
    const L = computeLayout({ width: 1366, height: 600, columns: freshDeal });
    expect(L.cardW).toBe(MAX_CARD_W);
    expect(L.arrangement).toBe('top');
    expect(L.height).toBeLessThanOrEqual(600);
  });

  for (const v of viewports)
    it(`fits a fresh deal and a 24-card column on ${v.name}`, () => {
      for (const columns of [freshDeal, longColumn]) {
        const L = computeLayout({ width: v.width, height: v.height, columns });
        expect(L.height).toBeLessThanOrEqual(v.height);
        expect(L.width).toBeLessThanOrEqual(v.width);
        expect(L.cardW).toBeGreaterThanOrEqual(v.minCardW);
      }
    });

  it('puts the foundations beside the tableau on a landscape phone', () => {
    for (const columns of [freshDeal, longColumn]) {
      const L = computeLayout({ width: 844, height: 340, columns });
      expect(L.arrangement).toBe('side');
      expect(L.tableauY).toBe(L.gap);
    }
  });

  it('gives the same layout for the same columns and size', () => {
    let checked = 0;
    fc.assert(
      fc.property(inputArb, (input) => {
        expect(computeLayout(input)).toEqual(
          computeLayout({ ...input, columns: input.columns.map((c) => ({ ...c })) }),
        );
        checked++;
      }),
      { numRuns: RUNS },
    );
    expect(checked).toBe(RUNS);
  });

  it('keeps the fresh deal’s card size while no column outgrows the deal', () => {
    let checked = 0;
    const tallest = steps(freshDeal[COLUMN_COUNT - 1]!);
    const withinDeal = columnsArb.filter((columns) =>
      columns.every((col) => {
        const s = steps(col);
        return s.all <= tallest.all && s.up <= tallest.up;
      }),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 300, max: 2600 }),
        fc.integer({ min: 280, max: 1600 }),
        withinDeal,
        (width, height, columns) => {
          const fresh = computeLayout({ width, height, columns: freshDeal });
          const L = computeLayout({ width, height, columns });
          expect(L.cardW).toBe(fresh.cardW);
          expect(L.arrangement).toBe(fresh.arrangement);
          checked++;
        },
      ),
      { numRuns: RUNS },
    );
    expect(checked).toBe(RUNS);
  });

  it('keeps the card size when a card goes onto a column that still fits', () => {
    let checked = 0;
    fc.assert(
      fc.property(inputArb, fc.nat({ max: COLUMN_COUNT - 1 }), (input, c) => {
        const grown = input.columns.map((col, i) => (i === c ? { ...col, faceUp: col.faceUp + 1 } : col));
        const s = steps(grown[c]!);
        // The grown column is no taller, at any fan, than another column or the deal's tallest one.
        const covered = [...input.columns.filter((_, i) => i !== c), freshDeal[COLUMN_COUNT - 1]!].some((other) => {
          const o = steps(other);
          return o.all >= s.all && o.up >= s.up;
        });
        if (!covered) return;
        const before = computeLayout(input);
        const after = computeLayout({ ...input, columns: grown });
        expect(after.cardW).toBe(before.cardW);
        expect(after.arrangement).toBe(before.arrangement);
        input.columns.forEach((_, i) => {
          if (i !== c) expect(after.fans[i]).toEqual(before.fans[i]);
        });
        checked++;
      }),
      { numRuns: RUNS },
    );
    expect(checked).toBeGreaterThan(0);
  });

  it('keeps the card size of a fresh deal when a card goes onto a short column', () => {
    for (const v of viewports) {
      const fresh = computeLayout({ width: v.width, height: v.height, columns: freshDeal });
      for (let c = 0; c < COLUMN_COUNT - 1; c++) {
        const columns = freshDeal.map((col, i) => (i === c ? { ...col, faceUp: col.faceUp + 1 } : col));
        expect(computeLayout({ width: v.width, height: v.height, columns }).cardW).toBe(fresh.cardW);
      }
    }
  });
});
