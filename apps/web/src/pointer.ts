/**
 * Mouse, pen and touch: a press on a card that can move becomes a drag once the pointer travels a
 * few pixels; a press that does not travel is a tap (a double tap auto-places the card). While a
 * drag goes on, the view shows the legal places and marks the place under the cards as legal or
 * refused. Where a card may go is always the engine's answer (`group`, `destinations`, `check`).
 * @module
 */
import type { Card, Move, Suit, Target } from '@russian-solitaire/engine';
import type { GameController } from './controller.js';
import { placesOf } from './places.js';
import { DRAG_Z, type DragFeedback, type TableView } from './table.js';

/** How long two taps may be apart to count as a double tap, in milliseconds. */
export const DOUBLE_TAP_MS = 350;
/** How far a pointer moves, in CSS pixels, before a press becomes a drag. */
export const DRAG_THRESHOLD = 6;

interface DragState {
  readonly card: Card;
  readonly pointerId: number;
  readonly startX: number;
  readonly startY: number;
  readonly group: readonly Card[];
  readonly origins: readonly { readonly x: number; readonly y: number }[];
  started: boolean;
  destinations: readonly Target[];
  over: Target | null;
  overSuit: Suit | null;
}

/** Turns pointer input on the board into the controller's actions. */
export class PointerInput {
  private drag: DragState | null = null;
  private feedbackValue: DragFeedback | null = null;
  private lastTap: { card: Card; time: number } | null = null;
  private pendingTap: ReturnType<typeof setTimeout> | null = null;

  /**
   * @param table - the view, for the cards' places and the drop targets
   * @param controller - the actions
   * @param redraw - draws the table again (the drag feedback changed)
   */
  constructor(
    private readonly table: TableView,
    private readonly controller: GameController,
    private readonly redraw: () => void,
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
      if (item && this.controller.picked !== null) this.controller.activate(item);
    });
  }

  /** What the view shows of the drag in progress, or `null`: the same object until the drag changes. */
  get feedback(): DragFeedback | null {
    return this.feedbackValue;
  }

  private updateFeedback(d: DragState | null): void {
    this.feedbackValue =
      d === null || !d.started
        ? null
        : { group: d.group, destinations: d.destinations, over: d.over, overSuit: d.overSuit };
  }

  private onPointerDown(e: PointerEvent): void {
    if (e.button !== 0 || this.drag) return;
    const item = this.table.itemOf(e.target as Element);
    if (item === null) return;
    if (item.kind !== 'card') {
      // A back: with a card picked, any card of a column names that column as the target.
      if (item.kind === 'column' && this.controller.picked !== null && (e.target as Element).closest('.card.down'))
        this.controller.activate(item);
      return;
    }
    const card = item.card;
    const group = this.controller.game.group(card);
    if (group.length === 0) return;
    e.preventDefault();
    this.drag = {
      card,
      pointerId: e.pointerId,
      startX: e.clientX,
      startY: e.clientY,
      group,
      origins: group.map((c) => this.table.spotOf(c) ?? { x: 0, y: 0 }),
      started: false,
      destinations: [],
      over: null,
      overSuit: null,
    };
    try {
      this.table.board.setPointerCapture(e.pointerId);
    } catch {
      // synthetic events have no capturable pointer; moves still reach the board
    }
  }

  private onPointerMove(e: PointerEvent): void {
    const d = this.drag;
    if (!d || e.pointerId !== d.pointerId) return;
    const dx = e.clientX - d.startX;
    const dy = e.clientY - d.startY;
    const firstMove = !d.started;
    if (!d.started) {
      if (Math.hypot(dx, dy) < DRAG_THRESHOLD) return;
      d.started = true;
      d.destinations = this.controller.game.destinations(d.card);
      this.controller.cancelSelection();
      this.table.board.classList.add('dragging-board');
      d.group.forEach((c, i) => {
        const node = this.table.cardElement(c);
        node.classList.add('dragging');
        node.classList.toggle('lead', i === 0);
        node.style.zIndex = String(DRAG_Z + i);
      });
    }
    d.group.forEach((c, i) => {
      const origin = d.origins[i]!;
      this.table.cardElement(c).style.transform = `translate(${origin.x + dx}px, ${origin.y + dy}px)`;
    });
    const { over, suit } = this.table.dropTarget(d.origins[0]!.x + dx, d.origins[0]!.y + dy);
    if (over !== d.over || suit !== d.overSuit || firstMove) {
      d.over = over;
      d.overSuit = suit;
      this.updateFeedback(d);
      this.redraw();
    }
  }

  private endDrag(): DragState | null {
    const d = this.drag;
    this.drag = null;
    this.updateFeedback(null);
    if (!d) return null;
    try {
      this.table.board.releasePointerCapture(d.pointerId);
    } catch {
      // already released
    }
    this.table.board.classList.remove('dragging-board');
    for (const c of d.group) this.table.cardElement(c).classList.remove('dragging', 'lead');
    return d;
  }

  private onPointerUp(e: PointerEvent): void {
    if (!this.drag || e.pointerId !== this.drag.pointerId) return;
    const d = this.endDrag()!;
    if (!d.started) {
      this.onTap(d.card);
      return;
    }
    const c = this.controller;
    const autoOnDrop = c.settings.autoOnDrop;
    const source = placesOf(c.game.snapshot())[d.card]?.where;
    const target = d.over;
    if (target === null || target === source) {
      if (autoOnDrop && target === null) c.autoPlace(d.card);
      else this.redraw();
      return;
    }
    if (target === 'foundation') {
      // A drop on a foundation pile goes to that suit's pile (the engine refuses another suit's).
      if (autoOnDrop && c.game.checkDropOnFoundation(d.card, d.overSuit!) !== null) c.autoPlace(d.card);
      else c.dropOnFoundation(d.card, d.overSuit!);
      return;
    }
    const move: Move = { card: d.card, to: target };
    if (autoOnDrop && c.game.check(move) !== null) c.autoPlace(d.card);
    else c.play(move);
  }

  private onPointerCancel(e: PointerEvent): void {
    if (!this.drag || e.pointerId !== this.drag.pointerId) return;
    this.endDrag();
    this.redraw();
  }

  /** A tap or click on a card (no drag). */
  private onTap(card: Card): void {
    const c = this.controller;
    const now = performance.now();
    const double = this.lastTap !== null && this.lastTap.card === card && now - this.lastTap.time < DOUBLE_TAP_MS;
    if (this.pendingTap !== null) {
      clearTimeout(this.pendingTap);
      this.pendingTap = null;
    }
    if (double) {
      this.lastTap = null;
      c.cancelSelection();
      c.autoPlace(card);
      return;
    }
    this.lastTap = { card, time: now };
    if (c.settings.twoClick || c.picked !== null) {
      c.activate({ kind: 'card', card });
      return;
    }
    const place = placesOf(c.game.snapshot())[card];
    if (place === undefined || place.where === 'foundation') return;
    if (place.top && c.game.check({ card, to: 'foundation' }) === null) {
      // Unambiguous: the card goes home at once (a second tap then lands on the foundation).
      this.lastTap = null;
      c.tap(card);
      return;
    }
    // Wait to see whether a second tap follows; a single tap on a top card asks the engine (and
    // so explains why it cannot go to its foundation).
    this.pendingTap = setTimeout(() => {
      this.pendingTap = null;
      const now = placesOf(c.game.snapshot())[card];
      if (now?.top && now.where !== 'foundation') c.tap(card);
    }, DOUBLE_TAP_MS);
  }

  /** Forgets a pending tap (the page goes away). */
  dispose(): void {
    if (this.pendingTap !== null) clearTimeout(this.pendingTap);
    this.endDrag();
  }
}
