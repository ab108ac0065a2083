/**
 * Where cards go on the screen. The card size comes from the room the board has across and down;
 * each column is fanned, face-down cards tighter than face-up ones, so that it fits the height; and
 * the four foundations stand either above the four right-hand columns or beside the tableau,
 * whichever leaves the bigger cards.
 *
 * Long columns are squeezed first: their fan steps shrink from comfortable towards the tightest
 * that still shows every face-up card's index. Only when even the tightest fan does not fit do the
 * cards get smaller, down to {@link MIN_CARD_W}. The card size never depends on how short the
 * columns are: it is the smallest of the size the width allows, the size at which a fresh deal fits
 * and the size at which the current columns fit, so it stays put from move to move until a column
 * needs more room than the deal did.
 * @module
 */
import { COLUMN_COUNT, COLUMN_SIZES, FACE_DOWN_SIZES, SUIT_COUNT } from '@russian-solitaire/engine';

/** What the layout is computed from. */
export interface LayoutInput {
  /** The width the board may take, in CSS pixels. */
  readonly width: number;
  /** The height the board may take before the page has to scroll (the caller's header already subtracted). */
  readonly height: number;
  /** Face-down and face-up card counts of each column, from left to right. */
  readonly columns: readonly { readonly faceDown: number; readonly faceUp: number }[];
}

/** Fan spacing of one column. */
export interface ColumnFan {
  /** Vertical step after a face-down card. */
  readonly down: number;
  /** Vertical step after a face-up card; never less than the index height. */
  readonly up: number;
}

/**
 * Where the foundations stand: `'top'` in a row above the four right-hand columns, `'side'` to the
 * right of the tableau (stacked or as a two-by-two grid), so that the columns get the full height.
 */
export type FoundationArrangement = 'top' | 'side';

/** Where everything goes, in CSS pixels from the top-left corner of the board. */
export interface Layout {
  /** Card width. */
  readonly cardW: number;
  /** Card height. */
  readonly cardH: number;
  /** Space between piles and around the table. */
  readonly gap: number;
  /** Height of a card's top-left index (rank and suit) from the card's top edge, margin included. */
  readonly indexH: number;
  /** Where the foundations stand. */
  readonly arrangement: FoundationArrangement;
  /** Left edge of each column. */
  readonly columnX: readonly number[];
  /** Top-left corner of each foundation, in suit order ♠ ♥ ♦ ♣. */
  readonly foundations: readonly { readonly x: number; readonly y: number }[];
  /** Top edge of each column's first card. */
  readonly tableauY: number;
  /** The fan of each column. */
  readonly fans: readonly ColumnFan[];
  /** The width the table takes: its piles with equal margins either side, at most the input width. */
  readonly width: number;
  /** The board height that holds every column and foundation. */
  readonly height: number;
}

/** Card height over width. */
export const CARD_RATIO = 1.4;
/** The widest a card gets. */
export const MAX_CARD_W = 104;
/** The narrowest a card gets to fit the height; below it the board may be taller than the room it has. */
export const MIN_CARD_W = 22;
/** Font size of a card's index over the card width (the `.card .corner` font size in the style sheet). */
export const INDEX_FONT_RATIO = 0.23;
/** Distance of a card's index from the card's top edge (the `.card .corner` top offset). */
export const INDEX_TOP = 2;

/** Space kept below the index so that the next card does not touch it. */
const INDEX_MARGIN = 2;
/** The gap between piles as a share of the board width, and its bounds. */
const GAP_RATIO = 0.012;
const MIN_GAP = 4;
const MAX_GAP = 14;
/** Space between the tableau and foundations standing beside it, in gaps. */
const SIDE_SEPARATION_GAPS = 2;
/** Widths of the foundation grid tried beside the tableau: one column (stacked) or two (two by two). */
const SIDE_GRID_COLUMNS: readonly number[] = [1, 2];
/** The comfortable fan, as shares of the card height. */
const COMFORTABLE_DOWN = 0.12;
const COMFORTABLE_UP = 0.3;
/** The tightest face-down step, as a share of the card height, and its least value in pixels. */
const TIGHT_DOWN = 0.04;
const MIN_DOWN_STEP = 3;
/** Tolerance for rounding in the fan arithmetic. */
const EPSILON = 1e-9;
/**
 * Fan steps are whole multiples of 1/`FAN_GRID` px, a binary fraction, so that every card's offset is
 * an exact sum and the distance between two cards is exactly whole steps.
 */
export const FAN_GRID = 16;

/** The columns of a fresh deal, which the card size is always made to fit. */
const FRESH_DEAL: readonly { readonly faceDown: number; readonly faceUp: number }[] = COLUMN_SIZES.map((size, c) => ({
  faceDown: FACE_DOWN_SIZES[c]!,
  faceUp: size - FACE_DOWN_SIZES[c]!,
}));

/** One way to arrange the piles: foundations on top, or beside in a grid `gridColumns` wide. */
interface Plan {
  readonly arrangement: FoundationArrangement;
  readonly gridColumns: number;
}

/** The sizes that follow from a card width. */
interface Metrics {
  readonly cardW: number;
  readonly cardH: number;
  readonly indexH: number;
  readonly comfortable: ColumnFan;
  readonly tightest: ColumnFan;
}

/**
 * The first column under the foundation row in a table of `columnCount` columns: with the
 * foundations on top (♠ ♥ ♦ ♣), the foundation of suit `s` stands above column
 * `firstFoundationColumn() + s`.
 */
export function firstFoundationColumn(columnCount: number = COLUMN_COUNT): number {
  return columnCount - SUIT_COUNT;
}

/**
 * Computes the layout: the card size, the foundation arrangement that gives the bigger cards (the
 * foundations on top when both give the same), every pile's place and every column's fan.
 */
export function computeLayout(input: LayoutInput): Layout {
  const gap = Math.max(MIN_GAP, Math.min(MAX_GAP, Math.round(input.width * GAP_RATIO)));
  const plans: Plan[] = [
    { arrangement: 'top', gridColumns: 0 },
    ...SIDE_GRID_COLUMNS.map((gridColumns): Plan => ({ arrangement: 'side', gridColumns })),
  ];
  let best = plans[0]!;
  let bestW = cardWidthFor(best, input, gap);
  for (const plan of plans.slice(1)) {
    const w = cardWidthFor(plan, input, gap);
    if (w > bestW) {
      best = plan;
      bestW = w;
    }
  }
  return place(best, metrics(bestW), input, gap);
}

/** The top edge of the card at `index` (from the bottom) of a column with `faceDown` face-down cards. */
export function cardY(layout: Layout, column: number, index: number, faceDown: number): number {
  const fan = layout.fans[column]!;
  const down = Math.min(index, faceDown);
  return layout.tableauY + down * fan.down + (index - down) * fan.up;
}

/** `step` rounded down onto the fan grid. */
function onGrid(step: number): number {
  return Math.floor(step * FAN_GRID + EPSILON) / FAN_GRID;
}

/** The card size, index height and fans that follow from a card width. */
function metrics(cardW: number): Metrics {
  const cardH = Math.round(cardW * CARD_RATIO);
  const indexH = Math.ceil(cardW * INDEX_FONT_RATIO + INDEX_TOP + INDEX_MARGIN);
  return {
    cardW,
    cardH,
    indexH,
    comfortable: { down: onGrid(cardH * COMFORTABLE_DOWN), up: Math.max(indexH, onGrid(cardH * COMFORTABLE_UP)) },
    tightest: { down: Math.max(MIN_DOWN_STEP, onGrid(cardH * TIGHT_DOWN)), up: indexH },
  };
}

/** Piles side by side: the tableau columns, and for `'side'` the foundation grid's columns. */
function pilesAcross(plan: Plan, columnCount: number): number {
  return plan.arrangement === 'top' ? Math.max(columnCount, SUIT_COUNT) : columnCount + plan.gridColumns;
}

/** The gaps across the table, the two margins included. */
function gapsAcross(plan: Plan, columnCount: number): number {
  const across = pilesAcross(plan, columnCount);
  return plan.arrangement === 'top' ? across + 1 : across + SIDE_SEPARATION_GAPS;
}

/** Rows of foundations beside the tableau. */
function gridRows(plan: Plan): number {
  return Math.ceil(SUIT_COUNT / plan.gridColumns);
}

/** Top edge of the tableau. */
function tableauTop(plan: Plan, cardH: number, gap: number): number {
  return plan.arrangement === 'top' ? gap + cardH + gap : gap;
}

/** The widest card with which `plan` fits the width and, down to the floor, the height. */
function cardWidthFor(plan: Plan, input: LayoutInput, gap: number): number {
  const count = input.columns.length;
  const fromWidth = Math.floor((input.width - gapsAcross(plan, count) * gap) / pilesAcross(plan, count));
  let w = Math.max(1, Math.min(MAX_CARD_W, fromWidth));
  while (
    w > MIN_CARD_W &&
    !(fitsHeight(plan, w, gap, input.height, FRESH_DEAL) && fitsHeight(plan, w, gap, input.height, input.columns))
  )
    w--;
  return w;
}

/** Whether `columns`, fanned at their tightest, and the foundations fit `height` with cards `cardW` wide. */
function fitsHeight(
  plan: Plan,
  cardW: number,
  gap: number,
  height: number,
  columns: readonly { readonly faceDown: number; readonly faceUp: number }[],
): boolean {
  const m = metrics(cardW);
  if (plan.arrangement === 'side') {
    const rows = gridRows(plan);
    if (gap + rows * m.cardH + (rows - 1) * gap + gap > height) return false;
  }
  const room = height - tableauTop(plan, m.cardH, gap) - gap;
  return columns.every((col) => columnExtent(col.faceDown, col.faceUp, m.tightest, m.cardH) <= room + EPSILON);
}

/** Height from a column's first card's top to its last card's bottom (a card's height when empty). */
function columnExtent(faceDown: number, faceUp: number, fan: ColumnFan, cardH: number): number {
  const steps = faceDown + faceUp - 1;
  if (steps <= 0) return cardH;
  const downSteps = Math.min(faceDown, steps);
  return cardH + downSteps * fan.down + (steps - downSteps) * fan.up;
}

/**
 * The widest fan, up to the comfortable one, with which a column fits `room`: the face-down steps
 * tighten first, then the face-up steps; the tightest fan when even that does not fit.
 */
function fitFan(faceDown: number, faceUp: number, m: Metrics, room: number): ColumnFan {
  const { comfortable, tightest } = m;
  const steps = faceDown + faceUp - 1;
  const downSteps = Math.max(0, Math.min(faceDown, steps));
  const upSteps = Math.max(0, steps - downSteps);
  const limit = room - m.cardH;
  if (downSteps * comfortable.down + upSteps * comfortable.up <= limit) return comfortable;
  const upComfortable = upSteps * comfortable.up;
  if (downSteps > 0 && downSteps * tightest.down + upComfortable <= limit)
    return { down: onGrid((limit - upComfortable) / downSteps), up: comfortable.up };
  const downTightest = downSteps * tightest.down;
  if (upSteps > 0 && downTightest + upSteps * tightest.up <= limit)
    return { down: tightest.down, up: onGrid((limit - downTightest) / upSteps) };
  return tightest;
}

/** Places the piles of `plan` with the card size `m`, the table centred across the input width. */
function place(plan: Plan, m: Metrics, input: LayoutInput, gap: number): Layout {
  const count = input.columns.length;
  const { cardW, cardH } = m;
  const pitch = cardW + gap;
  const across = pilesAcross(plan, count);
  const used = across * cardW + (gapsAcross(plan, count) - 2) * gap;
  const left = Math.max(0, Math.floor((input.width - used) / 2));
  const columnX = input.columns.map((_, c) => left + c * pitch);
  const tableauY = tableauTop(plan, cardH, gap);
  let foundations: { x: number; y: number }[];
  let bottom: number;
  if (plan.arrangement === 'top') {
    const first = across - SUIT_COUNT;
    foundations = Array.from({ length: SUIT_COUNT }, (_, s) => ({ x: left + (first + s) * pitch, y: gap }));
    bottom = gap + cardH;
  } else {
    const gridLeft = left + count * cardW + (count - 1) * gap + SIDE_SEPARATION_GAPS * gap;
    foundations = Array.from({ length: SUIT_COUNT }, (_, s) => ({
      x: gridLeft + (s % plan.gridColumns) * pitch,
      y: gap + Math.floor(s / plan.gridColumns) * (cardH + gap),
    }));
    bottom = gap + gridRows(plan) * (cardH + gap) - gap;
  }
  const room = input.height - tableauY - gap;
  const fans = input.columns.map((col) => {
    const fan = fitFan(col.faceDown, col.faceUp, m, room);
    bottom = Math.max(bottom, tableauY + columnExtent(col.faceDown, col.faceUp, fan, cardH));
    return fan;
  });
  return {
    cardW,
    cardH,
    gap,
    indexH: m.indexH,
    arrangement: plan.arrangement,
    columnX,
    foundations,
    tableauY,
    fans,
    width: Math.min(input.width, used + 2 * left),
    height: Math.ceil(bottom + gap - EPSILON),
  };
}
