/**
 * Where cards go on the screen: card size from the board width, column and foundation places,
 * and how tightly each column is fanned so that it fits the height available.
 * @module
 */
import { COLUMN_COUNT, SUIT_COUNT } from '@russian-solitaire/engine';

/** What the layout is computed from. */
export interface LayoutInput {
  /** The board's inner width in CSS pixels. */
  readonly width: number;
  /** The height the board may take before the page has to scroll. */
  readonly height: number;
  /** Face-down and face-up card counts of each of the seven columns. */
  readonly columns: readonly { readonly faceDown: number; readonly faceUp: number }[];
}

/** Fan spacing of one column. */
export interface ColumnFan {
  /** Vertical step after a face-down card. */
  readonly down: number;
  /** Vertical step after a face-up card. */
  readonly up: number;
}

/** Where everything goes. */
export interface Layout {
  /** Card width. */
  readonly cardW: number;
  /** Card height. */
  readonly cardH: number;
  /** Space between columns. */
  readonly gap: number;
  /** Left edge of each column. */
  readonly columnX: readonly number[];
  /** Left edge of each foundation (♠ ♥ ♦ ♣), above the four right-hand columns. */
  readonly foundationX: readonly number[];
  /** Top edge of the foundation row. */
  readonly foundationY: number;
  /** Top edge of the tableau (the first card of each column). */
  readonly tableauY: number;
  /** The fan of each column. */
  readonly fans: readonly ColumnFan[];
  /** The board height that holds every column. */
  readonly height: number;
}

/** Card height over width. */
export const CARD_RATIO = 1.4;
/** The widest a card gets. */
export const MAX_CARD_W = 104;

/**
 * The first column under the foundation row in a table of `columnCount` columns: the foundations
 * (♠ ♥ ♦ ♣) stand above the right-hand columns, the foundation of suit `s` above column
 * `firstFoundationColumn() + s`.
 */
export function firstFoundationColumn(columnCount: number = COLUMN_COUNT): number {
  return columnCount - SUIT_COUNT;
}

/** Computes the layout. */
export function computeLayout(input: LayoutInput): Layout {
  const count = input.columns.length;
  const gap = Math.max(4, Math.min(14, Math.round(input.width * 0.012)));
  const cardW = Math.max(28, Math.min(MAX_CARD_W, Math.floor((input.width - gap * (count + 1)) / count)));
  const cardH = Math.round(cardW * CARD_RATIO);
  const used = count * cardW + (count - 1) * gap;
  const left = Math.max(gap, Math.floor((input.width - used) / 2));
  const columnX = input.columns.map((_, c) => left + c * (cardW + gap));
  const first = firstFoundationColumn(count);
  const foundationX = Array.from({ length: SUIT_COUNT }, (_, s) => columnX[first + s] ?? left);
  const foundationY = gap;
  const tableauY = foundationY + cardH + gap * 2;
  const room = Math.max(cardH * 3, input.height - tableauY - gap);
  const fans: ColumnFan[] = [];
  let height = tableauY + cardH + gap;
  for (const col of input.columns) {
    const fan = fitFan(col.faceDown, col.faceUp, cardH, room);
    fans.push(fan);
    const n = col.faceDown + col.faceUp;
    const extent = n === 0 ? cardH : fanHeight(col.faceDown, col.faceUp, fan) + cardH;
    height = Math.max(height, tableauY + extent + gap);
  }
  return { cardW, cardH, gap, columnX, foundationX, foundationY, tableauY, fans, height: Math.ceil(height) };
}

/** Height from the first card's top to the last card's top. */
function fanHeight(faceDown: number, faceUp: number, fan: ColumnFan): number {
  const steps = faceDown + faceUp - 1;
  if (steps <= 0) return 0;
  const downSteps = Math.min(faceDown, steps);
  return downSteps * fan.down + (steps - downSteps) * fan.up;
}

/** The widest fan (up to the comfortable one) that fits, but never tighter than still readable. */
function fitFan(faceDown: number, faceUp: number, cardH: number, room: number): ColumnFan {
  const comfortable = { down: cardH * 0.12, up: cardH * 0.3 };
  const tightest = { down: cardH * 0.05, up: cardH * 0.17 };
  const want = fanHeight(faceDown, faceUp, comfortable);
  const limit = room - cardH;
  if (want <= limit) return comfortable;
  const least = fanHeight(faceDown, faceUp, tightest);
  if (least >= limit) return tightest;
  const k = (limit - least) / (want - least);
  return {
    down: tightest.down + k * (comfortable.down - tightest.down),
    up: tightest.up + k * (comfortable.up - tightest.up),
  };
}

/** The top edge of the card at `index` (from the bottom) of a column. */
export function cardY(layout: Layout, column: number, index: number, faceDown: number): number {
  const fan = layout.fans[column]!;
  const down = Math.min(index, faceDown);
  return layout.tableauY + down * fan.down + (index - down) * fan.up;
}
