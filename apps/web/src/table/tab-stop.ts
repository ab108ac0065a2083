/**
 * The keyboard's one tab stop on the table (a roving tab stop): which item holds it in a snapshot
 * (a visible card, an empty column, an empty foundation), and the items the arrow keys lead to.
 * @module
 */
import type { Column, GameSnapshot, Suit } from '@russian-solitaire/engine';
import { COLUMNS, SUIT_ORDER, foundationTopOf, placesOf, topOf } from './places.js';
import type { TableItem } from '../state/ui-state.js';

/** The item that holds the tab stop: `focus` checked against the snapshot (a card must be visible). */
export function tabStop(snapshot: GameSnapshot, focus: TableItem | null): TableItem {
  if (focus?.kind === 'card') {
    const place = placesOf(snapshot)[focus.card];
    if (place !== undefined && (place.where !== 'foundation' || place.top)) return focus;
    return columnItem(snapshot, 0);
  }
  if (focus?.kind === 'column') return columnItem(snapshot, focus.column);
  if (focus?.kind === 'foundation') return foundationItem(snapshot, focus.suit);
  return columnItem(snapshot, 0);
}

/** A column number kept inside the table. */
export function clampColumn(c: number): Column {
  return Math.min(COLUMNS.length - 1, Math.max(0, c)) as Column;
}

/** The item of a column for keyboard focus: its top card, or the empty column. */
export function columnItem(snapshot: GameSnapshot, column: Column): TableItem {
  const top = topOf(snapshot, column);
  return top === undefined ? { kind: 'column', column } : { kind: 'card', card: top };
}

/** The item of a foundation for keyboard focus: its top card, or the empty foundation. */
export function foundationItem(snapshot: GameSnapshot, suit: Suit): TableItem {
  const top = foundationTopOf(snapshot, suit);
  return top === undefined ? { kind: 'foundation', suit } : { kind: 'card', card: top };
}

/** The item of the foundation at `index` of the foundation row (♠ 0 to ♣ 3), kept inside the row. */
export function foundationItemAt(snapshot: GameSnapshot, index: number): TableItem {
  return foundationItem(snapshot, SUIT_ORDER[Math.min(SUIT_ORDER.length - 1, Math.max(0, index))]!);
}

/** Whether two items are the same. */
export function sameItem(a: TableItem | null, b: TableItem | null): boolean {
  if (a === null || b === null) return a === b;
  if (a.kind === 'card') return b.kind === 'card' && a.card === b.card;
  if (a.kind === 'column') return b.kind === 'column' && a.column === b.column;
  return b.kind === 'foundation' && a.suit === b.suit;
}
