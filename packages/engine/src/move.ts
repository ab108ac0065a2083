/**
 * Moves: plain objects for applications, small integers for search.
 *
 * A move is fully described by the card picked and where it goes: the card's current place gives
 * the column it comes from (or the foundation, for a take-back), and the cards above it come along.
 * Text notation for moves (`8H-5`, `QS-F`) is in `notation.ts`.
 * @module
 */
import { type Card, isCard } from './card.js';

/** Number of tableau columns. */
export const COLUMN_COUNT = 7;
/** A tableau column, numbered 0 to 6 from the left (shown to people as 1 to 7). */
export type Column = 0 | 1 | 2 | 3 | 4 | 5 | 6;
/** The columns in order. */
export const COLUMNS: readonly Column[] = Object.freeze([0, 1, 2, 3, 4, 5, 6] as const);

/** Where a move sends a card: a column, or the foundation of the card's suit. */
export type Target = Column | 'foundation';
/** Where a card is taken from: a column, or (for a take-back) the foundation of its suit. */
export type Source = Column | 'foundation';

/** A move: the card picked (with every card above it) and where it goes. */
export interface Move {
  /** The card picked. */
  readonly card: Card;
  /** The column it goes to, or `'foundation'`. */
  readonly to: Target;
}

/**
 * A move packed into an integer, `card | target << 6`, where target 7 is the foundation.
 * Used by move generation and search, which must not allocate per move.
 */
export type MoveCode = number;

/** The target number that stands for the foundation in a {@link MoveCode}. */
export const FOUNDATION_TARGET = 7;

/** Whether a value is a column number (an integer from 0 to 6). */
export function isColumn(value: unknown): value is Column {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < COLUMN_COUNT;
}

/** Whether a value is a well-formed move object (it may still be illegal in a position). */
export function isMove(value: unknown): value is Move {
  if (typeof value !== 'object' || value === null) return false;
  const m = value as Record<string, unknown>;
  return isCard(m.card) && (m.to === 'foundation' || isColumn(m.to));
}

/** Packs a move into a {@link MoveCode}. */
export function encodeMove(move: Move): MoveCode {
  return move.card | ((move.to === 'foundation' ? FOUNDATION_TARGET : move.to) << 6);
}

/** Unpacks a {@link MoveCode} into a move object. */
export function decodeMove(code: MoveCode): Move {
  const target = code >> 6;
  return { card: code & 63, to: target === FOUNDATION_TARGET ? 'foundation' : (target as Column) };
}

/** The card of a {@link MoveCode}. */
export function moveCard(code: MoveCode): Card {
  return code & 63;
}

/** The target of a {@link MoveCode}: 0 to 6 for a column, 7 for the foundation. */
export function moveTarget(code: MoveCode): number {
  return code >> 6;
}

/** Whether two moves are the same move. */
export function sameMove(a: Move, b: Move): boolean {
  return a.card === b.card && a.to === b.to;
}
