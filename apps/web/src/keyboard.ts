/**
 * Playing with the keyboard alone: one focusable item of the table at a time (a roving tab stop:
 * a visible card, an empty column, an empty foundation); arrows move between columns and up and
 * down a column's face-up cards, Enter or Space picks a card and then names where it goes, F sends
 * a card to its foundation, A auto-places it, and U, R, H, Esc and Ctrl+Z/Ctrl+Y work anywhere.
 * @module
 */
import type { Column, GameSnapshot, Suit } from '@russian-solitaire/engine';
import type { GameController, TableItem } from './controller.js';
import { firstFoundationColumn } from './layout.js';
import { COLUMNS, SUIT_ORDER, foundationTopOf, placesOf, topOf } from './places.js';
import type { TableView } from './table.js';

/** Turns keys into the controller's actions and keeps the keyboard focus on the table. */
export class KeyboardInput {
  private focus: TableItem | null = null;
  /** Whether the last input was a key (the focus follows moved cards only then). */
  private keyed = false;

  /**
   * @param table - the view, for the elements of the table's items
   * @param controller - the actions
   * @param redraw - draws the table again (the focus moved)
   */
  constructor(
    private readonly table: TableView,
    private readonly controller: GameController,
    private readonly redraw: () => void,
  ) {
    table.board.addEventListener('keydown', (e) => this.onBoardKey(e));
    table.board.addEventListener('focusin', (e) => {
      const item = table.itemOf(e.target as Element);
      if (item) this.focus = item;
    });
    document.addEventListener('keydown', (e) => this.onGlobalKey(e));
    document.addEventListener('keydown', () => (this.keyed = true), { capture: true });
    document.addEventListener('pointerdown', () => (this.keyed = false), { capture: true });
  }

  /** The item that holds the tab stop, checked against the position (a card must be visible). */
  focusItem(snapshot: GameSnapshot): TableItem {
    const f = this.focus;
    const places = placesOf(snapshot);
    if (f?.kind === 'card') {
      const place = places[f.card];
      if (place !== undefined && (place.where !== 'foundation' || place.top)) return f;
      return columnItem(snapshot, 0);
    }
    if (f?.kind === 'column') return columnItem(snapshot, f.column);
    if (f?.kind === 'foundation') return foundationItem(snapshot, f.suit);
    return columnItem(snapshot, 0);
  }

  private moveFocus(item: TableItem): void {
    this.focus = item;
    this.redraw();
    this.table.elementOf(this.focusItem(this.controller.game.snapshot())).focus();
  }

  /**
   * After a move made with the keyboard, keeps the focus on the moved card if the focus was on the
   * table. A move made with a pointer leaves the focus alone, so no focus ring follows the cards.
   */
  follow(item: TableItem): void {
    if (!this.keyed || !this.table.board.contains(document.activeElement)) return;
    this.moveFocus(item);
  }

  private onBoardKey(e: KeyboardEvent): void {
    const item = this.table.itemOf(e.target as Element);
    if (!item || e.altKey || e.ctrlKey || e.metaKey) return;
    const c = this.controller;
    const snapshot = c.game.snapshot();
    const place = item.kind === 'card' ? placesOf(snapshot)[item.card] : undefined;
    if (item.kind === 'card' && place === undefined) return;
    const where: Column | 'foundation' =
      item.kind === 'card' ? place!.where : item.kind === 'column' ? item.column : 'foundation';
    const suit: Suit | null =
      item.kind === 'foundation'
        ? item.suit
        : item.kind === 'card' && where === 'foundation'
          ? (SUIT_ORDER.find((s) => foundationTopOf(snapshot, s) === item.card) ?? null)
          : null;
    switch (e.key) {
      case 'ArrowLeft':
      case 'ArrowRight': {
        const step = e.key === 'ArrowLeft' ? -1 : 1;
        if (suit !== null) this.moveFocus(foundationItemAt(snapshot, suit + step));
        else if (where !== 'foundation') this.moveFocus(columnItem(snapshot, clampColumn(where + step)));
        break;
      }
      case 'ArrowUp':
      case 'ArrowDown': {
        const up = e.key === 'ArrowUp';
        if (suit !== null) {
          if (!up) this.moveFocus(columnItem(snapshot, clampColumn(firstFoundationColumn() + suit)));
          break;
        }
        if (where === 'foundation') break;
        const column = snapshot.columns[where]!;
        const index = item.kind === 'card' ? column.faceUp.indexOf(item.card) : -1;
        if (up) {
          if (index > 0) this.moveFocus({ kind: 'card', card: column.faceUp[index - 1]! });
          else this.moveFocus(foundationItemAt(snapshot, where - firstFoundationColumn()));
        } else if (index >= 0 && index < column.faceUp.length - 1)
          this.moveFocus({ kind: 'card', card: column.faceUp[index + 1]! });
        break;
      }
      case 'Enter':
      case ' ':
        c.activate(suit !== null && c.picked !== null ? { kind: 'foundation', suit } : item);
        break;
      case 'f':
      case 'F':
        if (item.kind === 'card') c.tap(item.card);
        break;
      case 'a':
      case 'A':
        if (item.kind === 'card') c.autoPlace(item.card);
        break;
      case 'Escape':
        if (c.picked === null) return;
        c.cancelSelection();
        break;
      default:
        return;
    }
    e.preventDefault();
    e.stopPropagation();
  }

  private onGlobalKey(e: KeyboardEvent): void {
    const target = e.target as HTMLElement | null;
    if (target && (target.tagName === 'INPUT' || target.tagName === 'SELECT' || target.tagName === 'TEXTAREA')) return;
    if (target?.closest?.('dialog')) return;
    if (e.altKey || e.metaKey) return;
    const c = this.controller;
    const key = e.key.toLowerCase();
    if ((e.ctrlKey && key === 'z' && !e.shiftKey) || (!e.ctrlKey && key === 'u')) c.undo();
    else if ((e.ctrlKey && (key === 'y' || (key === 'z' && e.shiftKey))) || (!e.ctrlKey && key === 'r')) c.redo();
    else if (!e.ctrlKey && key === 'h') void c.askHint();
    else if (key === 'escape' && c.picked !== null) c.cancelSelection();
    else return;
    e.preventDefault();
  }
}

function clampColumn(c: number): Column {
  return Math.min(COLUMNS.length - 1, Math.max(0, c)) as Column;
}

/** The item of a column for keyboard focus: its top card, or the empty column. */
function columnItem(snapshot: GameSnapshot, column: Column): TableItem {
  const top = topOf(snapshot, column);
  return top === undefined ? { kind: 'column', column } : { kind: 'card', card: top };
}

/** The item of a foundation for keyboard focus: its top card, or the empty foundation. */
function foundationItem(snapshot: GameSnapshot, suit: Suit): TableItem {
  const top = foundationTopOf(snapshot, suit);
  return top === undefined ? { kind: 'foundation', suit } : { kind: 'card', card: top };
}

/** The item of the foundation at `index` of the foundation row (♠ 0 to ♣ 3), kept inside the row. */
function foundationItemAt(snapshot: GameSnapshot, index: number): TableItem {
  return foundationItem(snapshot, SUIT_ORDER[Math.min(SUIT_ORDER.length - 1, Math.max(0, index))]!);
}
