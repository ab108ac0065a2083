import { COLUMN_COUNT, COLUMN_SIZES, DECK_SIZE, FACE_DOWN_SIZES, SUIT_COUNT } from '@russian-solitaire/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CARD_RATIO,
  type ColumnShape,
  FAN_GRID,
  INDEX_TOP,
  LONG_COLUMN,
  LONG_COLUMN_MIN_W,
  type Layout,
  type LayoutInput,
  COMFORTABLE_STRIP,
  MIN_CARD_W,
  MIN_DOWN_STEP,
  MIN_INDEX_FONT,
  MIN_SCALED_CARD_W,
  MIN_SQUEEZED_FONT,
  MIN_UP_STEP,
  SQUEEZED_INDEX_MARGIN,
  SQUEEZED_STRIP,
  TYPICAL_COLUMN,
  cardY,
  computeLayout,
  firstFoundationColumn,
  tableSize,
  tightestFan,
} from './layout.js';
import { CARD_SIZES } from '../state/settings.js';

type Columns = LayoutInput['columns'];

const RUNS = 300;
/** The properties run hundreds of layouts each: room for a busy machine. */
const TIMEOUT = 60_000;

const freshDeal: Columns = COLUMN_SIZES.map((n, c) => ({
  faceDown: FACE_DOWN_SIZES[c]!,
  faceUp: n - FACE_DOWN_SIZES[c]!,
}));

/** The deal's columns with column 7 replaced by `column`. */
function withSeventh(column: ColumnShape): Columns {
  return freshDeal.map((col, c) => (c === COLUMN_COUNT - 1 ? column : col));
}

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

const roomArb = fc.record({ width: fc.integer({ min: 300, max: 2600 }), height: fc.integer({ min: 280, max: 1600 }) });
/** The player's card size and hand. */
const handArb = fc.record({ scale: fc.constantFrom(...CARD_SIZES), leftHanded: fc.boolean() });
const inputArb: fc.Arbitrary<LayoutInput> = fc
  .tuple(roomArb, columnsArb, handArb)
  .map(([room, columns, hand]) => ({ ...room, columns, ...hand }));

interface Rect {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

function columnRect(L: Layout, col: ColumnShape, c: number): Rect {
  const n = col.faceDown + col.faceUp;
  const lastTop = n === 0 ? L.tableauY : cardY(L, c, n - 1, col.faceDown);
  return { x: L.columnX[c]!, y: L.tableauY, w: L.cardW, h: lastTop - L.tableauY + L.cardH };
}

function overlaps(a: Rect, b: Rect): boolean {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

/** The height a column takes with face-up steps of `up` px and the tightest face-down steps of a layout's cards. */
function extentAt(L: Layout, col: ColumnShape, up: number): number {
  const fan = tightestFan(L.cardW);
  const steps = col.faceDown + col.faceUp - 1;
  if (steps <= 0) return L.cardH;
  const down = Math.min(col.faceDown, steps);
  return L.cardH + down * fan.down + (steps - down) * up;
}

/** Whether every column of `columns` fits the room with face-up steps of `up` px. */
function fitAt(L: Layout, columns: Columns, height: number, up: number): boolean {
  return columns.every((col) => L.tableauY + extentAt(L, col, up) + L.gap <= height + 1e-9);
}

/**
 * The boards the browser tests play on: the window less the header and status line there (about
 * 80 px on desktops and 1920×1080, 120 px on phones held upright, 70 px on a phone held sideways).
 */
const viewports = [
  { name: '1920×1080', width: 1900, height: 1080 - 130, long: true },
  { name: '1366×657', width: 1346, height: 657 - 90, long: true },
  { name: '1280×650', width: 1260, height: 650 - 90, long: true },
  { name: '1024×600', width: 1004, height: 600 - 90, long: true },
  { name: '800×600', width: 780, height: 600 - 140, long: true },
  { name: '768×1024', width: 748, height: 1024 - 140, long: true },
  { name: 'phone landscape 844×390', width: 836, height: 390 - 80, long: false },
  { name: 'phone portrait 390×844', width: 382, height: 844 - 125, long: true },
  { name: 'phone 375×667', width: 367, height: 667 - 125, long: true },
  { name: 'phone 360×640', width: 352, height: 640 - 125, long: true },
];

describe('layout', () => {
  it(
    'holds still: the card size, the arrangement and the piles depend on the room alone, never on the columns',
    () => {
      let checked = 0;
      fc.assert(
        fc.property(roomArb, columnsArb, columnsArb, (room, a, b) => {
          const A = computeLayout({ ...room, columns: a });
          const B = computeLayout({ ...room, columns: b });
          const still = (L: Layout): unknown => ({
            size: tableSize(room.width, room.height),
            cardW: L.cardW,
            cardH: L.cardH,
            indexH: L.indexH,
            indexFont: L.indexFont,
            arrangement: L.arrangement,
            columnX: L.columnX,
            foundations: L.foundations,
            tableauY: L.tableauY,
            width: L.width,
          });
          expect(still(A)).toEqual(still(B));
          expect(A.cardW).toBe(tableSize(room.width, room.height).cardW);
          checked++;
        }),
        { numRuns: RUNS },
      );
      expect(checked).toBe(RUNS);
    },
    TIMEOUT,
  );

  it(
    'keeps every pile inside the table, columns left to right, without overlap',
    () => {
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
          const left = input.leftHanded === true;
          if (L.arrangement === 'top') {
            const xs = L.foundations.map((f) => f.x);
            const first = firstFoundationColumn(left);
            expect(xs).toEqual(L.columnX.slice(first, first + SUIT_COUNT));
            expect(L.tableauY).toBeGreaterThanOrEqual(L.foundations[0]!.y + L.cardH);
          } else {
            for (const f of L.foundations)
              if (left) expect(f.x + L.cardW).toBeLessThan(L.columnX[0]!);
              else expect(f.x).toBeGreaterThan(L.columnX[COLUMN_COUNT - 1]! + L.cardW);
            expect(L.tableauY).toBe(L.gap);
          }
          checked++;
        }),
        { numRuns: RUNS },
      );
      expect(checked).toBe(RUNS);
    },
    TIMEOUT,
  );

  it(
    'makes cards the chosen share of the largest that fits, and mirrors only where the foundations stand for a left hand',
    () => {
      let checked = 0;
      fc.assert(
        fc.property(roomArb, columnsArb, handArb, (room, columns, { scale, leftHanded }) => {
          const full = tableSize(room.width, room.height);
          const right = computeLayout({ ...room, columns, scale });
          const left = computeLayout({ ...room, columns, scale, leftHanded });
          expect(right.cardW).toBe(Math.max(Math.min(full.cardW, MIN_SCALED_CARD_W), Math.floor(full.cardW * scale)));
          expect(right.cardW).toBeLessThanOrEqual(full.cardW);
          if (scale === 1) expect(right).toEqual(computeLayout({ ...room, columns }));
          // The same cards, arrangement, fans and height; only the piles' places differ.
          const same = (L: Layout): unknown => ({ ...L, columnX: null, foundations: null });
          expect(same(left)).toEqual(same(right));
          if (!leftHanded) expect(left).toEqual(right);
          else {
            const minX = (L: Layout): number => Math.min(...L.foundations.map((f) => f.x));
            expect(minX(left)).toBeLessThan(minX(right));
          }
          checked++;
        }),
        { numRuns: RUNS },
      );
      expect(checked).toBe(RUNS);
    },
    TIMEOUT,
  );

  /**
   * Checks the fans of `input`'s layout; the steps are exact, so the index strips are compared
   * exactly. Returns how many columns were squeezed below the index height.
   */
  function checkFans(input: LayoutInput): number {
    const L = computeLayout(input);
    let squeezed = 0;
    expect(L.indexFont).toBeGreaterThanOrEqual(MIN_INDEX_FONT);
    expect(L.indexH).toBeGreaterThanOrEqual(L.indexFont + INDEX_TOP);
    expect(L.indexH).toBeLessThan(L.indexFont + INDEX_TOP + 5);
    input.columns.forEach((col, c) => {
      const fan = L.fans[c]!;
      // Backs keep a strip of their pattern, never a sliver.
      expect(fan.down).toBeGreaterThanOrEqual(MIN_DOWN_STEP);
      expect(fan.up).toBeGreaterThanOrEqual(MIN_UP_STEP);
      expect(fan.down).toBeLessThanOrEqual(Math.max(fan.up, MIN_DOWN_STEP));
      if (fan.up >= L.indexH) expect(fan.indexFont).toBe(L.indexFont);
      else {
        // A squeezed column: a smaller index, whole in its strip down to SQUEEZED_STRIP.
        squeezed++;
        expect(fan.indexFont).toBeLessThanOrEqual(L.indexFont);
        expect(fan.indexFont).toBeGreaterThanOrEqual(MIN_SQUEEZED_FONT);
        if (fan.up >= SQUEEZED_STRIP) expect(fan.indexFont + 2 * SQUEEZED_INDEX_MARGIN).toBeLessThanOrEqual(fan.up);
      }
      // Steps lie on the fan grid, so card offsets are exact sums.
      expect(Number.isInteger(fan.down * FAN_GRID) && Number.isInteger(fan.up * FAN_GRID)).toBe(true);
      let last = cardY(L, c, 0, col.faceDown);
      expect(last).toBe(L.tableauY);
      for (let i = 1; i < col.faceDown + col.faceUp; i++) {
        const y = cardY(L, c, i, col.faceDown);
        // The card below a face-up card leaves that card's whole strip uncovered.
        if (i - 1 >= col.faceDown) expect(y - last).toBeGreaterThanOrEqual(fan.up);
        else expect(y - last).toBeGreaterThanOrEqual(MIN_DOWN_STEP);
        last = y;
      }
    });
    return squeezed;
  }

  it(
    'fans every column downwards, face-down cards tighter, and leaves each face-up index visible',
    () => {
      let checked = 0;
      let squeezed = 0;
      fc.assert(
        fc.property(inputArb, (input) => {
          squeezed += checkFans(input);
          checked++;
        }),
        { numRuns: RUNS },
      );
      expect(checked).toBe(RUNS);
      expect(squeezed).toBeGreaterThan(0);
    },
    TIMEOUT,
  );

  it('leaves each strip whole in a window 289 px high, where sums of fractional steps once fell short', () => {
    const empty = { faceDown: 0, faceUp: 0 };
    checkFans({
      width: 1125,
      height: 289,
      columns: [empty, empty, empty, { faceDown: 3, faceUp: 23 }, empty, empty, { faceDown: 3, faceUp: 2 }],
    });
  });

  it(
    'never makes the board taller than its room: a long column squeezes its fan, whatever its length',
    () => {
      let fitting = 0;
      fc.assert(
        fc.property(inputArb, (input) => {
          const L = computeLayout(input);
          if (fitAt(L, input.columns, input.height, MIN_UP_STEP)) {
            expect(L.height).toBeLessThanOrEqual(input.height);
            fitting++;
          } else {
            // Only a column too long for even the least step: the board is as tall as it needs.
            const tallest = Math.max(...input.columns.map((col) => extentAt(L, col, MIN_UP_STEP)));
            expect(L.height).toBe(Math.ceil(L.tableauY + tallest + L.gap - 1e-9));
          }
        }),
        { numRuns: RUNS },
      );
      expect(fitting).toBeGreaterThan(RUNS / 2);
    },
    TIMEOUT,
  );

  it(
    'opens the fan of a short column: a covered card shows a strip of 24 px where the card and the room allow',
    () => {
      let checked = 0;
      fc.assert(
        fc.property(roomArb, handArb, (room, hand) => {
          const L = computeLayout({ ...room, columns: freshDeal, ...hand });
          const comfortable = L.fans.every((fan) => fan.down >= tightestFan(L.cardW).down && fan.up > L.indexH);
          if (!comfortable || L.cardH * 0.4 < COMFORTABLE_STRIP) return;
          for (const fan of L.fans) expect(fan.up).toBeGreaterThanOrEqual(COMFORTABLE_STRIP);
          checked++;
        }),
        { numRuns: RUNS },
      );
      expect(checked).toBeGreaterThan(RUNS / 4);
    },
    TIMEOUT,
  );

  it(
    'holds a long column where cards can stay wide enough, and otherwise a typical one, with a long one squeezed',
    () => {
      let long = 0;
      let typical = 0;
      fc.assert(
        fc.property(roomArb, (room) => {
          const size = tableSize(room.width, room.height);
          const L = computeLayout({ ...room, columns: withSeventh(LONG_COLUMN) });
          const typicalFits = computeLayout({ ...room, columns: withSeventh(TYPICAL_COLUMN) });
          if (size.cardW === MIN_CARD_W) return;
          // The long column fits, without squeezing where the cards can stay wide enough.
          expect(L.height).toBeLessThanOrEqual(room.height);
          expect(L.fans[COLUMN_COUNT - 1]!.up).toBeGreaterThanOrEqual(SQUEEZED_STRIP);
          if (L.fans[COLUMN_COUNT - 1]!.up >= L.indexH) long++;
          else {
            expect(size.cardW).toBeLessThanOrEqual(LONG_COLUMN_MIN_W);
            expect(typicalFits.fans[COLUMN_COUNT - 1]!.up).toBeGreaterThanOrEqual(typicalFits.indexH);
            typical++;
          }
        }),
        { numRuns: RUNS },
      );
      expect(long).toBeGreaterThan(0);
      expect(typical).toBeGreaterThan(0);
    },
    TIMEOUT,
  );

  it(
    'gives a bigger room cards at least as big',
    () => {
      let checked = 0;
      fc.assert(
        fc.property(roomArb, fc.nat({ max: 400 }), fc.nat({ max: 400 }), (room, dw, dh) => {
          const bigger = tableSize(room.width + dw, room.height + dh);
          expect(bigger.cardW).toBeGreaterThanOrEqual(tableSize(room.width, room.height).cardW);
          checked++;
        }),
        { numRuns: RUNS },
      );
      expect(checked).toBe(RUNS);
    },
    TIMEOUT,
  );

  for (const v of viewports)
    it(`on ${v.name}: the deal, a typical game's longest column and a 24-card column fit${v.long ? '' : ' (squeezed)'}`, () => {
      for (const columns of [freshDeal, withSeventh(TYPICAL_COLUMN), withSeventh(LONG_COLUMN)]) {
        const L = computeLayout({ width: v.width, height: v.height, columns });
        expect(L.height).toBeLessThanOrEqual(v.height);
        expect(L.width).toBeLessThanOrEqual(v.width);
        expect(L.indexFont).toBeGreaterThanOrEqual(MIN_INDEX_FONT);
        const seventh = L.fans[COLUMN_COUNT - 1]!;
        // Every strip shows its index whole: the table's, or a squeezed one where a long column must.
        expect(seventh.up).toBeGreaterThanOrEqual(columns === freshDeal || v.long ? L.indexH : SQUEEZED_STRIP);
      }
    });

  it('gives phones three card sizes that differ visibly', () => {
    for (const v of viewports.filter((p) => p.name.startsWith('phone'))) {
      const widths = CARD_SIZES.map((scale) => tableSize(v.width, v.height, scale).cardW);
      for (let i = 1; i < widths.length; i++)
        expect(widths[i - 1]! - widths[i]!, `${v.name}: ${widths.join(', ')}`).toBeGreaterThanOrEqual(5);
    }
  });

  it('uses a large screen: at 1920×1080 the cards are bigger than 104 px and the table takes most of the width', () => {
    const L = computeLayout({ width: 1900, height: 950, columns: freshDeal });
    expect(L.cardW).toBeGreaterThan(104);
    const right = Math.max(...L.columnX, ...L.foundations.map((f) => f.x)) + L.cardW;
    expect((right - L.columnX[0]!) / 1900).toBeGreaterThan(0.6);
  });

  it('puts the foundations beside the tableau on a landscape phone, with cards as wide as on the deal', () => {
    const L = computeLayout({ width: 836, height: 310, columns: withSeventh(LONG_COLUMN) });
    expect(L.arrangement).toBe('side');
    expect(L.tableauY).toBe(L.gap);
    expect(L.cardW).toBe(computeLayout({ width: 836, height: 310, columns: freshDeal }).cardW);
    expect(L.cardW).toBeGreaterThanOrEqual(60);
    // A 25-card column, longer than the table was sized for, still fits: the page does not scroll.
    const longer = computeLayout({ width: 836, height: 310, columns: withSeventh({ faceDown: 6, faceUp: 19 }) });
    expect(longer.height).toBeLessThanOrEqual(310);
  });

  it(
    'gives the same layout for the same columns and size',
    () => {
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
    },
    TIMEOUT,
  );
});
