/**
 * The review's small table: a position of the reviewed game with its face-down cards shown (drawn
 * apart, with a dashed edge), read-only, and the moves the panel points out drawn on it as arrows,
 * the better move in the hint's colour from the card that moves to where it goes. The layout is a
 * pure function of the position ({@link boardLayout}); {@link drawBoard} makes the SVG of it.
 * @module
 */
import {
  type Card,
  type Move,
  type Position,
  type Suit,
  type Target,
  SUIT_SYMBOLS,
  colourOf,
  suitOf,
} from '@russian-solitaire/engine';
import { COLUMNS, SUIT_ORDER } from '../table/places.js';
import { shownCard } from './review-texts.js';
import { svg } from './svg.js';

/** A card's width and height on the small table, in SVG units. */
const CARD_W = 44;
const CARD_H = 60;
/** The room between columns, and around the table. */
const GAP = 6;
const MARGIN = 4;
/** How far each card of a column lies below the one under it. */
const STEP = 18;
/** Where the columns start, below the foundations. */
const TABLEAU_Y = MARGIN + CARD_H + 12;

/** A card on the small table. */
export interface BoardCard {
  readonly card: Card;
  readonly x: number;
  readonly y: number;
  /** Whether it lay face down in the game (the small table shows it). */
  readonly faceDown: boolean;
}

/** An empty place: a foundation with no card, or an empty column. */
export interface BoardSlot {
  readonly x: number;
  readonly y: number;
  /** The suit of a foundation slot, `null` for a column. */
  readonly suit: Suit | null;
}

/** An arrow of a move: from the card that moves to the place it goes. */
export interface BoardArrow {
  readonly x1: number;
  readonly y1: number;
  readonly x2: number;
  readonly y2: number;
}

/** The small table of a position. */
export interface BoardLayout {
  readonly width: number;
  readonly height: number;
  readonly cards: readonly BoardCard[];
  readonly slots: readonly BoardSlot[];
  /** Where each column's next card would lie (its top card's spot, or its empty place). */
  readonly columnTops: readonly { readonly x: number; readonly y: number }[];
  /** Where each suit's foundation lies. */
  readonly foundations: readonly { readonly x: number; readonly y: number }[];
}

function columnX(column: number): number {
  return MARGIN + column * (CARD_W + GAP);
}

/** The small table of a position: every card where it lies, the face-down ones marked. */
export function boardLayout(position: Position): BoardLayout {
  const cards: BoardCard[] = [];
  const slots: BoardSlot[] = [];
  const foundations = SUIT_ORDER.map((suit) => ({ x: columnX(suit), y: MARGIN, suit }));
  for (const f of foundations) {
    const top = position.foundationTop(f.suit);
    if (top === undefined) slots.push({ x: f.x, y: f.y, suit: f.suit });
    else cards.push({ card: top, x: f.x, y: f.y, faceDown: false });
  }
  let bottom = TABLEAU_Y + CARD_H;
  const columnTops = COLUMNS.map((column) => {
    const x = columnX(column);
    const pile = position.column(column);
    if (pile.length === 0) slots.push({ x, y: TABLEAU_Y, suit: null });
    pile.forEach((card, depth) =>
      cards.push({ card, x, y: TABLEAU_Y + depth * STEP, faceDown: !position.isFaceUp(card) }),
    );
    const y = TABLEAU_Y + Math.max(0, pile.length - 1) * STEP;
    bottom = Math.max(bottom, y + CARD_H);
    return { x, y };
  });
  return {
    width: columnX(COLUMNS.length) - GAP + MARGIN,
    height: bottom + MARGIN,
    cards,
    slots,
    columnTops,
    foundations: foundations.map(({ x, y }) => ({ x, y })),
  };
}

/** Where an arrow points into a card or place: the middle of the strip of it that shows. */
function anchor(spot: { readonly x: number; readonly y: number }): { x: number; y: number } {
  return { x: spot.x + CARD_W / 2, y: spot.y + STEP / 2 };
}

/** The arrow of a move on a small table (`null` when its card is not on it). */
export function moveArrow(layout: BoardLayout, move: Move): BoardArrow | null {
  const from = layout.cards.find((c) => c.card === move.card);
  if (from === undefined) return null;
  const to: Target = move.to;
  const target =
    to === 'foundation' ? layout.foundations[SUIT_ORDER.indexOf(suitOf(move.card))] : layout.columnTops[to];
  if (target === undefined) return null;
  const a = anchor(from);
  const b = anchor(target);
  return { x1: a.x, y1: a.y, x2: b.x, y2: b.y };
}

/** The moves drawn on the small table: the better move, and the move played. */
export interface BoardMoves {
  readonly better: Move | null;
  readonly played: Move | null;
}

/**
 * The SVG of a position's small table with its moves drawn; `label` names it for screen readers
 * (the panel says the position and the moves in words beside it).
 */
export function drawBoard(position: Position, moves: BoardMoves, label: string): SVGSVGElement {
  const layout = boardLayout(position);
  const root = svg('svg', {
    class: 'rv-board',
    viewBox: `0 0 ${layout.width} ${layout.height}`,
    role: 'img',
    'aria-label': label,
  });
  const defs = svg('defs');
  for (const kind of ['better', 'played'])
    defs.append(
      (() => {
        const marker = svg('marker', {
          id: `review-arrow-${kind}`,
          viewBox: '0 0 10 10',
          refX: 8,
          refY: 5,
          markerWidth: 5,
          markerHeight: 5,
          orient: 'auto-start-reverse',
        });
        marker.append(svg('path', { d: 'M0,0L10,5L0,10Z', class: `rv-arrow-head rv-${kind}` }));
        return marker;
      })(),
    );
  root.append(defs);
  for (const slot of layout.slots)
    root.append(
      svg('rect', { x: slot.x, y: slot.y, width: CARD_W, height: CARD_H, rx: 4, class: 'rv-slot' }),
      ...(slot.suit === null
        ? []
        : [
            svg(
              'text',
              { x: slot.x + CARD_W / 2, y: slot.y + CARD_H / 2 + 6, class: 'rv-slot-suit' },
              SUIT_SYMBOLS[slot.suit],
            ),
          ]),
    );
  const better = moves.better;
  const target =
    better === null
      ? undefined
      : better.to === 'foundation'
        ? position.foundationTop(suitOf(better.card))
        : position.top(better.to);
  for (const c of layout.cards) {
    const classes = [
      'rv-card',
      `rv-${colourOf(c.card)}`,
      `suit-${suitOf(c.card)}`,
      c.faceDown ? 'rv-revealed' : 'rv-up',
    ];
    if (c.card === better?.card) classes.push('rv-from');
    if (c.card === target) classes.push('rv-to');
    const g = svg('g', { class: classes.join(' '), 'data-card': c.card });
    g.append(
      svg('rect', { x: c.x, y: c.y, width: CARD_W, height: CARD_H, rx: 4 }),
      svg('text', { x: c.x + 4, y: c.y + 14 }, shownCard(c.card)),
    );
    root.append(g);
  }
  for (const kind of ['played', 'better'] as const) {
    const move = moves[kind];
    if (move === null || (kind === 'played' && sameMove(move, moves.better))) continue;
    const arrow = moveArrow(layout, move);
    if (arrow === null) continue;
    root.append(svg('line', { ...arrow, class: `rv-arrow rv-${kind}`, 'marker-end': `url(#review-arrow-${kind})` }));
  }
  return root;
}

function sameMove(a: Move, b: Move | null): boolean {
  return b !== null && a.card === b.card && a.to === b.to;
}
