/**
 * Where cards go on the screen.
 *
 * **The table holds still.** The card size and the arrangement of the piles (the foundations above
 * the four right-hand columns, or beside the tableau) are chosen from the room the board has alone,
 * never from the columns of the moment: they change when the window is resized or the phone
 * turned, never because a column grew. They are the biggest with which
 *
 * - the piles fit the width, and
 * - a {@link LONG_COLUMN} fits the height with the tightest readable fan ({@link tightestFan});
 *   where that would make the cards narrower than {@link LONG_COLUMN_MIN_W} (a phone held
 *   sideways), a {@link TYPICAL_COLUMN} does instead, with cards up to that width, and a
 *   {@link LONG_COLUMN} still fits with its strips squeezed to {@link SQUEEZED_STRIP} px.
 *
 * So large screens get large cards, up to what a long column of a typical game allows.
 *
 * **A long column makes room inside itself; the page never scrolls.** Every column is fanned as
 * comfortably as it fits: a covered face-up card shows a strip of at least
 * {@link COMFORTABLE_STRIP} px where the card allows (30 % of the card on larger ones). A column
 * that does not fit so tightens: its face-down cards move closer first (down to
 * {@link MIN_DOWN_STEP} px or 4 % of a card, still drawn as backs), then its face-up strips, down
 * to the height of a card's index (its rank and suit, never smaller than {@link MIN_INDEX_FONT}
 * px), then further, with a smaller index that still shows whole down to {@link SQUEEZED_STRIP} px
 * (the column's `indexFont`). A column longer than the table was sized for squeezes further still
 * (down to {@link MIN_UP_STEP} px): every column fits the room, and the board never grows past it.
 * @module
 */
import { COLUMN_COUNT, SUIT_COUNT } from '@russian-solitaire/engine';

/** The face-down and face-up counts of a column. */
export interface ColumnShape {
  readonly faceDown: number;
  readonly faceUp: number;
}

/** What the layout is computed from. */
export interface LayoutInput {
  /** The width the board may take, in CSS pixels. */
  readonly width: number;
  /** The height the board may take before the page has to scroll (the caller's header already subtracted). */
  readonly height: number;
  /** Face-down and face-up card counts of each column, from left to right (they shape the fans alone). */
  readonly columns: readonly ColumnShape[];
  /**
   * The player's card size, a share (at most 1) of the largest card the room takes: the size and
   * the arrangement are chosen for the room, then the cards are made this much smaller. 1 when absent.
   */
  readonly scale?: number;
  /** The foundations on the left: above the left-hand columns, or beside the tableau on its left. */
  readonly leftHanded?: boolean;
}

/** Fan spacing of one column. */
export interface ColumnFan {
  /** Vertical step after a face-down card. */
  readonly down: number;
  /** Vertical step after a face-up card: the index height or more, unless the column is squeezed. */
  readonly up: number;
  /**
   * The font size of the index of the column's face-up cards: the table's, or smaller in a column
   * squeezed below the index height, so that the index still shows whole in its strip.
   */
  readonly indexFont: number;
}

/**
 * Where the foundations stand: `'top'` in a row above the four right-hand columns, `'side'` to the
 * right of the tableau (stacked or as a two-by-two grid), so that the columns get the full height.
 */
export type FoundationArrangement = 'top' | 'side';

/** The card size and the arrangement of the piles for a room: what holds still. */
export interface TableSize {
  /** Card width. */
  readonly cardW: number;
  /** Card height. */
  readonly cardH: number;
  /** Space between piles and around the table. */
  readonly gap: number;
  /** Font size of a card's index (rank and suit), in CSS pixels (the style sheet's `--index-font`). */
  readonly indexFont: number;
  /** Height of a card's top-left index from the card's top edge, margin included: the least face-up strip. */
  readonly indexH: number;
  /** Where the foundations stand. */
  readonly arrangement: FoundationArrangement;
  /** Columns of the foundation grid beside the tableau (1: stacked, 2: two by two); 0 on top. */
  readonly gridColumns: number;
}

/** Where everything goes, in CSS pixels from the top-left corner of the board. */
export interface Layout extends TableSize {
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
  /**
   * The board height that holds every column and foundation: at most the input height, unless a
   * column is too long to fit even at {@link MIN_UP_STEP} px a card.
   */
  readonly height: number;
}

/** Card height over width. */
export const CARD_RATIO = 1.4;
/** The narrowest a card gets, on the smallest screens. */
export const MIN_CARD_W = 22;
/** Font size of a card's index over the card width (above {@link MIN_INDEX_FONT}). */
export const INDEX_FONT_RATIO = 0.17;
/** The least font size of a card's index, in CSS pixels: rank and suit stay readable. */
export const MIN_INDEX_FONT = 11;
/** Distance of a card's index from the card's top edge (the `.card .corner` top offset). */
export const INDEX_TOP = 2;
/** The least face-down step, in CSS pixels: a back shows a strip of its pattern, not a sliver of its frame. */
export const MIN_DOWN_STEP = 5;
/**
 * The narrowest a smaller card size makes cards, in CSS pixels: the setting makes cards smaller on
 * every screen, phones included, but never below this width (a card's index still fits across it).
 */
export const MIN_SCALED_CARD_W = 30;
/**
 * The least comfortable face-up strip, in CSS pixels: where a column has room, a covered card shows
 * at least this much (a target a finger can take, WCAG 2.5.8), if the card is tall enough for it.
 */
export const COMFORTABLE_STRIP = 24;
/**
 * The least face-up strip that shows a card's index whole, in CSS pixels: below the table's index
 * height, a squeezed column draws its indexes smaller, down to {@link MIN_SQUEEZED_FONT} px.
 */
export const SQUEEZED_STRIP = 10;
/** The font size of a squeezed column's index at {@link SQUEEZED_STRIP}, in CSS pixels. */
export const MIN_SQUEEZED_FONT = 8;
/** Space above and below a squeezed index, in CSS pixels (the `.card.squeezed .corner` top offset). */
export const SQUEEZED_INDEX_MARGIN = 1;
/**
 * The least face-up step of a column longer than the table was sized for (more than a
 * {@link LONG_COLUMN} in the tightest rooms): its indexes are partly covered, but it fits.
 */
export const MIN_UP_STEP = 3;

/**
 * A long column: 24 cards, longer than the longest column of 95 % of the classic games of a greedy
 * player that turns cards first (23 cards; `scripts/longest-column.mjs` plays 500 deals). The
 * table is sized to hold it without scrolling where the cards can stay at least
 * {@link LONG_COLUMN_MIN_W} wide.
 */
export const LONG_COLUMN: ColumnShape = { faceDown: 6, faceUp: 18 };
/** A typical game's longest column: the median of the same 500 games (16 cards, 5 of them face down). */
export const TYPICAL_COLUMN: ColumnShape = { faceDown: 5, faceUp: 11 };
/** The card width below which the table holds a {@link TYPICAL_COLUMN} rather than a {@link LONG_COLUMN}. */
export const LONG_COLUMN_MIN_W = 72;

/** Space kept below the index so that the next card does not touch it. */
const INDEX_MARGIN = 2;
/**
 * The gap between piles as a share of the card width, and its bounds: it follows the cards, not the
 * room, so that a bigger room never gives smaller cards.
 */
const GAP_RATIO = 0.1;
const MIN_GAP = 4;
const MAX_GAP = 14;
/** Space between the tableau and foundations standing beside it, in gaps. */
const SIDE_SEPARATION_GAPS = 2;
/** Widths of the foundation grid tried beside the tableau: one column (stacked) or two (two by two). */
const SIDE_GRID_COLUMNS: readonly number[] = [1, 2];
/** The comfortable fan, as shares of the card height. */
const COMFORTABLE_DOWN = 0.12;
const COMFORTABLE_UP = 0.3;
/** The largest share of the card height that {@link COMFORTABLE_STRIP} may take on small cards. */
const COMFORTABLE_UP_MAX = 0.4;
/** The tightest face-down step, as a share of the card height (at least {@link MIN_DOWN_STEP}). */
const TIGHT_DOWN = 0.04;
/** Tolerance for rounding in the fan arithmetic. */
const EPSILON = 1e-9;
/**
 * Fan steps are whole multiples of 1/`FAN_GRID` px, a binary fraction, so that every card's offset is
 * an exact sum and the distance between two cards is exactly whole steps.
 */
export const FAN_GRID = 16;

/** One way to arrange the piles: foundations on top, or beside in a grid `gridColumns` wide. */
interface Plan {
  readonly arrangement: FoundationArrangement;
  readonly gridColumns: number;
}

const PLANS: readonly Plan[] = [
  { arrangement: 'top', gridColumns: 0 },
  ...SIDE_GRID_COLUMNS.map((gridColumns): Plan => ({ arrangement: 'side', gridColumns })),
];

/** The sizes that follow from a card width. */
interface Metrics {
  readonly cardW: number;
  readonly cardH: number;
  readonly indexFont: number;
  readonly indexH: number;
  readonly comfortable: ColumnFan;
  /** The tightest fan that keeps the table's index. */
  readonly tightest: ColumnFan;
  /** The tightest fan that shows an index whole: {@link SQUEEZED_STRIP} px strips, a smaller index. */
  readonly squeezed: ColumnFan;
}

/**
 * The first column under the foundation row in a table of `columnCount` columns: with the
 * foundations on top (♠ ♥ ♦ ♣), the foundation of suit `s` stands above column
 * `firstFoundationColumn() + s` (above the left-hand columns when `leftHanded`).
 */
export function firstFoundationColumn(leftHanded = false, columnCount: number = COLUMN_COUNT): number {
  return leftHanded ? 0 : columnCount - SUIT_COUNT;
}

/** `step` rounded down onto the fan grid. */
function onGrid(step: number): number {
  return Math.floor(step * FAN_GRID + EPSILON) / FAN_GRID;
}

/** The card size, index and fans that follow from a card width. */
function metrics(cardW: number): Metrics {
  const cardH = Math.round(cardW * CARD_RATIO);
  const indexFont = Math.max(MIN_INDEX_FONT, Math.round(cardW * INDEX_FONT_RATIO * 2) / 2);
  const indexH = Math.ceil(indexFont + INDEX_TOP + INDEX_MARGIN);
  const comfortableUp = Math.max(cardH * COMFORTABLE_UP, Math.min(COMFORTABLE_STRIP, cardH * COMFORTABLE_UP_MAX));
  const tightDown = Math.max(MIN_DOWN_STEP, onGrid(cardH * TIGHT_DOWN));
  return {
    cardW,
    cardH,
    indexFont,
    indexH,
    comfortable: { down: onGrid(cardH * COMFORTABLE_DOWN), up: Math.max(indexH, onGrid(comfortableUp)), indexFont },
    tightest: { down: tightDown, up: indexH, indexFont },
    squeezed: {
      down: tightDown,
      up: Math.min(indexH, SQUEEZED_STRIP),
      indexFont: squeezedFont(SQUEEZED_STRIP, indexFont),
    },
  };
}

/** The index font of a column whose face-up strips are `up` px: the table's, or one that fits the strip. */
function squeezedFont(up: number, indexFont: number): number {
  const fits = Math.floor((up - 2 * SQUEEZED_INDEX_MARGIN) * 2) / 2;
  return Math.min(indexFont, Math.max(MIN_SQUEEZED_FONT, fits));
}

/** The tightest fan of a card width: backs {@link MIN_DOWN_STEP} px or 4 % of a card apart, strips the index's height. */
export function tightestFan(cardW: number): ColumnFan {
  return metrics(cardW).tightest;
}

/** The gap between piles for a card width. */
function gapFor(cardW: number): number {
  return Math.max(MIN_GAP, Math.min(MAX_GAP, Math.round(cardW * GAP_RATIO)));
}

/** Piles side by side: the tableau columns, and for `'side'` the foundation grid's columns. */
function pilesAcross(plan: Plan): number {
  return plan.arrangement === 'top' ? Math.max(COLUMN_COUNT, SUIT_COUNT) : COLUMN_COUNT + plan.gridColumns;
}

/** The gaps across the table, the two margins included. */
function gapsAcross(plan: Plan): number {
  const across = pilesAcross(plan);
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

/** Height from a column's first card's top to its last card's bottom (a card's height when empty). */
function columnExtent(column: ColumnShape, fan: ColumnFan, cardH: number): number {
  const steps = column.faceDown + column.faceUp - 1;
  if (steps <= 0) return cardH;
  const downSteps = Math.min(column.faceDown, steps);
  return cardH + downSteps * fan.down + (steps - downSteps) * fan.up;
}

/**
 * Whether `column`, at its tightest readable fan (or `squeezed`), and the foundations of `plan` fit
 * `height` with cards `cardW` wide.
 */
function holds(plan: Plan, cardW: number, height: number, column: ColumnShape, squeezed = false): boolean {
  const m = metrics(cardW);
  const gap = gapFor(cardW);
  if (plan.arrangement === 'side') {
    const rows = gridRows(plan);
    if (gap + rows * m.cardH + (rows - 1) * gap + gap > height) return false;
  }
  const room = height - tableauTop(plan, m.cardH, gap) - gap;
  return columnExtent(column, squeezed ? m.squeezed : m.tightest, m.cardH) <= room + EPSILON;
}

/** The widest card, from `widest` down to the floor, with which `plan` holds `column` in `height`. */
function widestHolding(plan: Plan, widest: number, height: number, column: ColumnShape, squeezed = false): number {
  let w = widest;
  while (w > MIN_CARD_W && !holds(plan, w, height, column, squeezed)) w--;
  return w;
}

/** The widest card with which the piles of `plan` and their gaps fit `width`. */
function widestAcross(plan: Plan, width: number): number {
  let w = Math.floor(width / pilesAcross(plan));
  while (w > MIN_CARD_W && pilesAcross(plan) * w + gapsAcross(plan) * gapFor(w) > width) w--;
  return Math.max(MIN_CARD_W, w);
}

/** The card width of `plan` in a room (see the module comment). */
function cardWidthFor(plan: Plan, width: number, height: number): number {
  const fromWidth = widestAcross(plan, width);
  const long = widestHolding(plan, fromWidth, height, LONG_COLUMN);
  if (long >= Math.min(fromWidth, LONG_COLUMN_MIN_W)) return long;
  const typical = widestHolding(plan, Math.min(fromWidth, LONG_COLUMN_MIN_W), height, TYPICAL_COLUMN);
  // A long column still fits, squeezed: it is then the one that limits the card.
  return Math.max(long, widestHolding(plan, typical, height, LONG_COLUMN, true));
}

/**
 * The card size and the arrangement for a room: the plan that gives the widest cards (the
 * foundations on top when several give the same), with cards `scale` times as wide (at most 1:
 * the player's card size). It depends on the room and the card size alone.
 */
export function tableSize(width: number, height: number, scale = 1): TableSize {
  let best = PLANS[0]!;
  let bestW = cardWidthFor(best, width, height);
  for (const plan of PLANS.slice(1)) {
    const w = cardWidthFor(plan, width, height);
    if (w > bestW) {
      best = plan;
      bestW = w;
    }
  }
  if (scale < 1) bestW = Math.max(Math.min(bestW, MIN_SCALED_CARD_W), Math.floor(bestW * scale));
  const m = metrics(bestW);
  return {
    cardW: m.cardW,
    cardH: m.cardH,
    gap: gapFor(bestW),
    indexFont: m.indexFont,
    indexH: m.indexH,
    arrangement: best.arrangement,
    gridColumns: best.gridColumns,
  };
}

/** The top edge of the card at `index` (from the bottom) of a column with `faceDown` face-down cards. */
export function cardY(layout: Layout, column: number, index: number, faceDown: number): number {
  const fan = layout.fans[column]!;
  const down = Math.min(index, faceDown);
  return layout.tableauY + down * fan.down + (index - down) * fan.up;
}

/**
 * The widest fan, up to the comfortable one, with which a column fits `room`: the face-down steps
 * tighten first, then the face-up steps, down to the index height, then below it with a smaller
 * index (squeezed), and down to {@link MIN_UP_STEP} px for a column longer than any the table was
 * sized for. Only a column that does not fit even then is left taller than the room.
 */
function fitFan(column: ColumnShape, m: Metrics, room: number): ColumnFan {
  const { comfortable, tightest } = m;
  const steps = column.faceDown + column.faceUp - 1;
  const downSteps = Math.max(0, Math.min(column.faceDown, steps));
  const upSteps = Math.max(0, steps - downSteps);
  const limit = room - m.cardH;
  if (downSteps * comfortable.down + upSteps * comfortable.up <= limit) return comfortable;
  const upComfortable = upSteps * comfortable.up;
  if (downSteps > 0 && downSteps * tightest.down + upComfortable <= limit)
    return { ...comfortable, down: onGrid((limit - upComfortable) / downSteps) };
  const downTightest = downSteps * tightest.down;
  if (upSteps === 0) return tightest;
  const up = Math.max(MIN_UP_STEP, Math.min(comfortable.up, onGrid((limit - downTightest) / upSteps)));
  return { down: tightest.down, up, indexFont: up >= m.indexH ? m.indexFont : squeezedFont(up, m.indexFont) };
}

/**
 * Computes the layout: the card size and the arrangement of the room ({@link tableSize}), every
 * pile's place, and every column's fan.
 */
export function computeLayout(input: LayoutInput): Layout {
  const size = tableSize(input.width, input.height, Math.min(1, input.scale ?? 1));
  const leftHanded = input.leftHanded === true;
  const plan: Plan = { arrangement: size.arrangement, gridColumns: size.gridColumns };
  const m = metrics(size.cardW);
  const { cardW, cardH, gap } = size;
  const count = COLUMN_COUNT;
  const pitch = cardW + gap;
  const across = pilesAcross(plan);
  const used = across * cardW + (gapsAcross(plan) - 2) * gap;
  const left = Math.max(0, Math.floor((input.width - used) / 2));
  // Beside a left-handed tableau, the foundation grid comes first and the columns after it.
  const gridWidth = plan.gridColumns * cardW + (plan.gridColumns - 1) * gap + SIDE_SEPARATION_GAPS * gap;
  const tableauLeft = plan.arrangement === 'side' && leftHanded ? left + gridWidth : left;
  const columnX = Array.from({ length: count }, (_, c) => tableauLeft + c * pitch);
  const tableauY = tableauTop(plan, cardH, gap);
  let foundations: { x: number; y: number }[];
  let bottom: number;
  if (plan.arrangement === 'top') {
    const first = leftHanded ? 0 : across - SUIT_COUNT;
    foundations = Array.from({ length: SUIT_COUNT }, (_, s) => ({ x: left + (first + s) * pitch, y: gap }));
    bottom = gap + cardH;
  } else {
    const gridLeft = leftHanded ? left : left + count * cardW + (count - 1) * gap + SIDE_SEPARATION_GAPS * gap;
    foundations = Array.from({ length: SUIT_COUNT }, (_, s) => ({
      x: gridLeft + (s % plan.gridColumns) * pitch,
      y: gap + Math.floor(s / plan.gridColumns) * (cardH + gap),
    }));
    bottom = gap + gridRows(plan) * (cardH + gap) - gap;
  }
  const room = input.height - tableauY - gap;
  const fans = input.columns.map((column) => {
    const fan = fitFan(column, m, room);
    bottom = Math.max(bottom, tableauY + columnExtent(column, fan, cardH));
    return fan;
  });
  return {
    ...size,
    columnX,
    foundations,
    tableauY,
    fans,
    width: Math.min(input.width, used + 2 * left),
    height: Math.ceil(bottom + gap - EPSILON),
  };
}
