/**
 * Playing with the keyboard alone: one focusable item of the table at a time (a roving tab stop:
 * a visible card, an empty column, an empty foundation); arrows move between columns and up and
 * down a column's face-up cards, Home and End go to the first and the last pile of the row, Enter plays a card as a click does (with one tap, to its best
 * place), Space (or Enter, when a click picks) picks a card and then Enter or Space names where it
 * goes, F sends a card to its foundation, A auto-places it, and U, R, H, Esc and Ctrl+Z/Ctrl+Y work
 * anywhere.
 * Keys become actions; the table view moves the page's focus where the state says.
 * @module
 */
import { COLUMN_COUNT, type Column, type GameSnapshot, type Suit } from '@russian-solitaire/engine';
import type { Actions } from '../state/actions.js';
import { firstFoundationColumn } from './layout.js';
import { SUIT_ORDER, foundationTopOf, placesOf } from './places.js';
import type { Store } from '../state/store.js';
import { clampColumn, columnItem, foundationItemAt, tabStop } from './tab-stop.js';
import type { TableView } from './table.js';
import type { TableItem } from '../state/ui-state.js';

/** Turns keys into actions. */
export class KeyboardInput {
  /**
   * @param table - the view, to tell which item a key was pressed on
   * @param store - the game's snapshot and the page's state
   * @param actions - the player's actions
   */
  constructor(
    private readonly table: TableView,
    private readonly store: Store,
    private readonly actions: Actions,
  ) {
    table.board.addEventListener('keydown', (e) => this.onBoardKey(e));
    table.board.addEventListener('focusin', (e) => {
      const item = table.itemOf(e.target as Element);
      if (item) actions.focus(item, false);
    });
    document.addEventListener('keydown', (e) => this.onGlobalKey(e));
  }

  /**
   * Runs an action for a key; after a move the focus follows the moved card if it was on the
   * table. (A move made with a pointer leaves the focus alone, so no focus ring follows the cards.)
   */
  private act(run: () => void): void {
    const before = this.store.ui.moved?.id;
    run();
    const moved = this.store.ui.moved;
    if (moved !== null && moved.id !== before && this.table.board.contains(document.activeElement))
      this.actions.focus({ kind: 'card', card: moved.card });
  }

  private onBoardKey(e: KeyboardEvent): void {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const snapshot = this.store.snapshot();
    // The item the tab stop is on: the state's, which a key pressed before the next frame already moved.
    const focused = this.table.itemOf(e.target as Element);
    if (!focused) return;
    const item = tabStop(snapshot, this.store.ui.focus ?? focused);
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
    const a = this.actions;
    const picked = this.store.ui.selected;
    switch (e.key) {
      case 'ArrowLeft':
      case 'ArrowRight': {
        const step = e.key === 'ArrowLeft' ? -1 : 1;
        if (suit !== null) a.focus(foundationItemAt(snapshot, suit + step));
        else if (where !== 'foundation') a.focus(columnItem(snapshot, clampColumn(where + step)));
        break;
      }
      case 'Home':
      case 'End': {
        // The first or the last pile of the row the focus is in: the columns, or the foundations.
        const last = e.key === 'End';
        if (suit !== null) a.focus(foundationItemAt(snapshot, last ? SUIT_ORDER.length - 1 : 0));
        else a.focus(columnItem(snapshot, clampColumn(last ? COLUMN_COUNT - 1 : 0)));
        break;
      }
      case 'ArrowUp':
      case 'ArrowDown':
        this.upOrDown(snapshot, item, where, suit, e.key === 'ArrowUp');
        break;
      case 'Enter':
      case ' ': {
        // Enter on a card does what a click does: with one tap, the card goes to its best place.
        const settings = this.store.ui.settings;
        if (e.key === 'Enter' && picked === null && item.kind === 'card' && settings.oneTap && !settings.twoClick)
          this.act(() => a.oneTap(item.card));
        else this.act(() => a.activate(suit !== null && picked !== null ? { kind: 'foundation', suit } : item));
        break;
      }
      case 'f':
      case 'F':
        if (item.kind === 'card') this.act(() => a.tap(item.card));
        break;
      case 'a':
      case 'A':
        if (item.kind === 'card') this.act(() => a.autoPlace(item.card));
        break;
      case 'Escape':
        if (picked === null) return;
        a.cancelSelection();
        break;
      default:
        return;
    }
    e.preventDefault();
    e.stopPropagation();
  }

  /** Up and down a column's face-up cards, and between a column and the foundation above it. */
  private upOrDown(
    snapshot: GameSnapshot,
    item: TableItem,
    where: Column | 'foundation',
    suit: Suit | null,
    up: boolean,
  ): void {
    const a = this.actions;
    if (suit !== null) {
      if (!up)
        a.focus(columnItem(snapshot, clampColumn(firstFoundationColumn(this.store.ui.settings.leftHanded) + suit)));
      return;
    }
    if (where === 'foundation') return;
    const column = snapshot.columns[where]!;
    const index = item.kind === 'card' ? column.faceUp.indexOf(item.card) : -1;
    if (up) {
      if (index > 0) a.focus({ kind: 'card', card: column.faceUp[index - 1]! });
      else a.focus(foundationItemAt(snapshot, where - firstFoundationColumn(this.store.ui.settings.leftHanded)));
    } else if (index >= 0 && index < column.faceUp.length - 1)
      a.focus({ kind: 'card', card: column.faceUp[index + 1]! });
  }

  private onGlobalKey(e: KeyboardEvent): void {
    const target = e.target as HTMLElement | null;
    if (target && (target.tagName === 'INPUT' || target.tagName === 'SELECT' || target.tagName === 'TEXTAREA')) return;
    if (target?.closest?.('dialog')) return;
    if (e.altKey || e.metaKey) return;
    const a = this.actions;
    const key = e.key.toLowerCase();
    if ((e.ctrlKey && key === 'z' && !e.shiftKey) || (!e.ctrlKey && key === 'u')) this.act(() => a.undo());
    else if ((e.ctrlKey && (key === 'y' || (key === 'z' && e.shiftKey))) || (!e.ctrlKey && key === 'r'))
      this.act(() => a.redo());
    else if (!e.ctrlKey && key === 'h') a.askHint();
    else if (key === 'escape' && this.store.ui.selected !== null) a.cancelSelection();
    else return;
    e.preventDefault();
  }
}
