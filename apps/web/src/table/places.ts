/**
 * Where each visible card lies, read from a game snapshot: its column (or foundation), its index in
 * the pile and whether it is the pile's top card. Face-down cards have no place here: a snapshot
 * never says which cards lie face down, and neither does the page.
 * @module
 */
import {
  COLUMN_COUNT,
  type Card,
  type Column,
  type GameSnapshot,
  type Rank,
  SUIT_COUNT,
  type Suit,
  cardOf,
  isSuit,
} from '@russian-solitaire/engine';

/** The suits in the order of the foundations (♠ ♥ ♦ ♣). */
export const SUIT_ORDER: readonly Suit[] = Array.from({ length: SUIT_COUNT }, (_, s) => s).filter(isSuit);

/** The columns, left to right. */
export const COLUMNS: readonly Column[] = Array.from({ length: COLUMN_COUNT }, (_, c) => c as Column);

/** Where a visible card lies. */
export interface CardPlace {
  /** Its column, or `'foundation'`. */
  readonly where: Column | 'foundation';
  /** Its index in the pile, counted from the bottom (face-down cards included in a column). */
  readonly index: number;
  /** Whether it is the top card of its pile. */
  readonly top: boolean;
}

const cache = new WeakMap<GameSnapshot, readonly (CardPlace | undefined)[]>();

/**
 * The place of every visible card of a snapshot, indexed by card (`undefined` for a card lying face
 * down). The answer for a snapshot is computed once.
 */
export function placesOf(snapshot: GameSnapshot): readonly (CardPlace | undefined)[] {
  const known = cache.get(snapshot);
  if (known) return known;
  const places: (CardPlace | undefined)[] = [];
  snapshot.columns.forEach((column, c) => {
    const n = column.faceDownCount + column.faceUp.length;
    column.faceUp.forEach((card, i) => {
      const index = column.faceDownCount + i;
      places[card] = { where: c as Column, index, top: index === n - 1 };
    });
  });
  for (const s of SUIT_ORDER) {
    const count = snapshot.foundations[s] ?? 0;
    for (let r = 1; r <= count; r++)
      places[cardOf(s, r as Rank)] = { where: 'foundation', index: r - 1, top: r === count };
  }
  cache.set(snapshot, places);
  return places;
}

/** The top card of a column in a snapshot, if it is not empty (the top card is always face up). */
export function topOf(snapshot: GameSnapshot, column: Column): Card | undefined {
  const up = snapshot.columns[column]!.faceUp;
  return up[up.length - 1];
}

/** The top card of a foundation in a snapshot, if it is not empty. */
export function foundationTopOf(snapshot: GameSnapshot, suit: Suit): Card | undefined {
  const n = snapshot.foundations[suit] ?? 0;
  return n === 0 ? undefined : cardOf(suit, n as Rank);
}
