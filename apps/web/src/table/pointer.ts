/**
 * Mouse, pen and touch: a press on a card becomes a drag once the pointer travels a few pixels; a
 * press that does not travel is a tap, and two taps on one card in quick succession a double tap
 * (with one tap, the first tap already played the card, and the second does nothing).
 * This module only tells gestures apart: it reads where things are from the table view
 * (`itemOf`, `dropTarget`) and calls the actions (`grab`, `dragTo`, `drop`, `tapCard`,
 * `doubleTap`, `activate`); what a gesture does, and what the table shows meanwhile, is theirs.
 * @module
 */
import type { Card } from '@russian-solitaire/engine';
import type { Actions } from '../state/actions.js';
import type { TableView } from './table.js';
import type { UiState } from '../state/ui-state.js';

/** How long two taps may be apart to count as a double tap, in milliseconds. */
export const DOUBLE_TAP_MS = 350;
/** How far a pointer moves, in CSS pixels, before a press becomes a drag. */
export const DRAG_THRESHOLD = 6;
/**
 * How near a tap lands to the tap before, in CSS pixels, to be the second tap of a double tap
 * when the first one moved a card: a fingertip's width.
 */
export const SAME_PLACE = 24;

/** The last tap on a card: which card, when and where, and whether it moved a card. */
interface Tap {
  readonly card: Card;
  readonly time: number;
  readonly x: number;
  readonly y: number;
  readonly moved: boolean;
}

/** A press on a card, until the pointer is let go. */
interface Press {
  readonly card: Card;
  readonly pointerId: number;
  readonly startX: number;
  readonly startY: number;
  /** `'press'` until the pointer travels; then `'drag'`, or `'still'` when the card cannot move. */
  mode: 'press' | 'drag' | 'still';
}

/** Turns pointer input on the board into actions. */
export class PointerInput {
  private press: Press | null = null;
  private lastTap: Tap | null = null;
  private pendingTap: ReturnType<typeof setTimeout> | null = null;

  /**
   * @param table - the view, to tell what lies under the pointer
   * @param actions - the player's actions
   * @param state - the page's state now (whether a card is picked)
   */
  constructor(
    private readonly table: TableView,
    private readonly actions: Actions,
    private readonly state: () => UiState,
  ) {
    const board = table.board;
    board.addEventListener('pointerdown', (e) => this.onPointerDown(e));
    board.addEventListener('pointermove', (e) => this.onPointerMove(e));
    board.addEventListener('pointerup', (e) => this.onPointerUp(e));
    board.addEventListener('pointercancel', (e) => this.onPointerCancel(e));
    board.addEventListener('click', (e) => {
      // With a card picked, a click on an empty place names it as the target.
      const slot = (e.target as Element).closest('.slot');
      const item = slot ? this.table.itemOf(slot) : null;
      if (item && this.state().selected !== null) this.actions.activate(item);
    });
  }

  private onPointerDown(e: PointerEvent): void {
    if (e.button !== 0 || this.press) return;
    const item = this.table.itemOf(e.target as Element);
    if (item === null) return;
    if (item.kind !== 'card') {
      // A back: with a card picked, any card of a column names that column as the target.
      if (item.kind === 'column' && this.state().selected !== null && (e.target as Element).closest('.card.down'))
        this.actions.activate(item);
      return;
    }
    e.preventDefault();
    this.press = { card: item.card, pointerId: e.pointerId, startX: e.clientX, startY: e.clientY, mode: 'press' };
    // The press may become a drag: its cards are made ready now, not in the drag's first frame.
    if (this.state().drag === null) this.table.prepareDrag(this.actions.groupOf(item.card));
    try {
      this.table.board.setPointerCapture(e.pointerId);
    } catch {
      // synthetic events have no capturable pointer; moves still reach the board
    }
  }

  private onPointerMove(e: PointerEvent): void {
    const p = this.press;
    if (!p || e.pointerId !== p.pointerId || p.mode === 'still') return;
    const dx = e.clientX - p.startX;
    const dy = e.clientY - p.startY;
    if (p.mode === 'press') {
      if (Math.hypot(dx, dy) < DRAG_THRESHOLD) return;
      p.mode = this.actions.grab(p.card) ? 'drag' : 'still';
      if (p.mode === 'still') {
        this.table.unprepare();
        return;
      }
    }
    const { over, suit } = this.table.dropTarget(p.card, dx, dy);
    this.actions.dragTo({ dx, dy, over, overSuit: suit });
  }

  /** Ends the press in progress, if it is `e`'s. */
  private endPress(e: PointerEvent): Press | null {
    const p = this.press;
    if (!p || e.pointerId !== p.pointerId) return null;
    this.press = null;
    try {
      this.table.board.releasePointerCapture(p.pointerId);
    } catch {
      // already released
    }
    return p;
  }

  private onPointerUp(e: PointerEvent): void {
    const p = this.endPress(e);
    if (p === null) return;
    if (p.mode === 'drag') this.actions.drop();
    else this.table.unprepare();
    if (p.mode === 'press') this.onTap(p.card, e.clientX, e.clientY);
  }

  private onPointerCancel(e: PointerEvent): void {
    const p = this.endPress(e);
    if (p?.mode === 'drag') this.actions.cancelDrag();
    else if (p !== null) this.table.unprepare();
  }

  /**
   * A tap or click on a card (no drag). A second tap soon after a tap that moved a card, on that
   * card or at the same place, is the rest of a double tap and does nothing: it neither moves the
   * card again nor plays the card that the move uncovered under the finger.
   */
  private onTap(card: Card, x: number, y: number): void {
    const now = performance.now();
    const last = this.lastTap;
    const soon = last !== null && now - last.time < DOUBLE_TAP_MS;
    this.clearPendingTap();
    if (soon && last.moved && (last.card === card || Math.hypot(x - last.x, y - last.y) < SAME_PLACE)) {
      this.lastTap = null;
      return;
    }
    if (soon && last.card === card) {
      this.lastTap = null;
      this.actions.doubleTap(card);
      return;
    }
    const outcome = this.actions.tapCard(card);
    this.lastTap = { card, time: now, x, y, moved: outcome === 'moved' };
    if (outcome === 'wait') {
      // A second tap may follow; if none does, the single tap is settled.
      this.pendingTap = setTimeout(() => {
        this.pendingTap = null;
        this.actions.tapCard(card, true);
      }, DOUBLE_TAP_MS);
    }
  }

  private clearPendingTap(): void {
    if (this.pendingTap !== null) clearTimeout(this.pendingTap);
    this.pendingTap = null;
  }

  /** Forgets a pending tap and a drag (the page goes away). */
  dispose(): void {
    this.clearPendingTap();
    if (this.press?.mode === 'drag') this.actions.cancelDrag();
    else if (this.press !== null) this.table.unprepare();
    this.press = null;
  }
}
