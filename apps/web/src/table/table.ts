/**
 * The table on the screen: builds the board (foundation and column places, one element per card and
 * the card backs) and draws a game snapshot on it with the page's state, from the layout of
 * `layout.ts`. It knows only what the snapshot shows, so the page holds no trace of the face-down
 * cards: a back is a back, placed by its column and depth.
 *
 * For screen readers every column is a group that owns, in order, its backs and its face-up cards
 * (and its place when empty), and the foundations are a group of their own, so the table reads
 * column by column, card by card, whatever order the elements have on the page.
 * @module
 */
import {
  type Card,
  type Column,
  type GameSnapshot,
  RANK_COUNT,
  SUIT_SYMBOLS,
  type Suit,
  type Target,
  spokenCardName,
  cardOf,
  colourOf,
  displayRank,
  orderedDeck,
  rankOf,
  suitName,
  suitOf,
} from '@russian-solitaire/engine';
import { el } from '../page/dom.js';
import { messagesOf, t } from '../texts/i18n.js';
import { type ColumnFan, type Layout, cardY, computeLayout } from './layout.js';
import { COLUMNS, type CardPlace, SUIT_ORDER, foundationTopOf, placesOf, topOf } from './places.js';
import { tabStop } from './tab-stop.js';
import type { Settings } from '../state/settings.js';
import type { DragState, TableItem, UiState } from '../state/ui-state.js';

/** Every card, in deck order (the card elements are indexed by card). */
const DECK: readonly Card[] = orderedDeck();

/** The court ranks start above this rank (J, Q, K show their letter in the middle). */
const HIGHEST_PIP_RANK = 10;
/**
 * How long the cards that moved stay above the others after the last move, in milliseconds (the
 * move animation). One wait for all of them: a card that moved again, or under which another came
 * to rest, would otherwise come down before the cards it lies on and be drawn under them.
 */
const LIFT_MS = 260;
/** The z-index base of cards that are moving, above every resting card. */
export const LIFT_Z = 300;
/** The z-index base of dragged cards. */
export const DRAG_Z = 1000;

/** Everything one drawing of the table needs. */
export interface TableFrame {
  readonly snapshot: GameSnapshot;
  readonly ui: UiState;
  /** The room the board may take, in CSS pixels. */
  readonly width: number;
  readonly height: number;
}

/** Where a card is drawn. */
interface Spot {
  readonly x: number;
  readonly y: number;
  readonly z: number;
}

/** The board and everything on it. */
export class TableView {
  /** The board element. */
  readonly board: HTMLElement;
  private readonly cardEls: HTMLElement[] = [];
  private readonly backEls: HTMLElement[][] = COLUMNS.map(() => []);
  private readonly columnEls: HTMLElement[] = [];
  private readonly foundationEls: HTMLElement[] = [];
  private readonly columnGroups: HTMLElement[] = [];
  private readonly foundationGroup: HTMLElement;
  /**
   * The layer the dragged cards ride on: while a drag moves, only this layer's offset changes, so
   * that a frame restyles one element, not every dragged card (a card's style is costly).
   */
  private readonly dragLayer: HTMLElement;
  private currentLayout: Layout | null = null;
  private layoutKey = '';
  private spots: (Spot | undefined)[] = [];
  private lastRefusal = 0;
  private lastSnapshot: GameSnapshot | null = null;
  private lastFrame: { snapshot: GameSnapshot; ui: UiState; layout: Layout } | null = null;
  /** The cards a press made ready to be dragged (on the drag layer, which has not moved). */
  private prepared: readonly Card[] = [];
  /** The cards above the others since the last move (see {@link LIFT_MS}), and the wait that brings them down. */
  private readonly lifted = new Set<Card>();
  private liftTimer: ReturnType<typeof setTimeout> | null = null;
  private focusMoves = 0;

  constructor() {
    this.board = el('div', { id: 'board', class: 'board', role: 'group' });
    // The groups come first, so that each owns its cards before the cards' own place is reached.
    this.foundationGroup = el('div', { class: 'pile-group', role: 'group' });
    this.board.append(this.foundationGroup);
    for (const _ of COLUMNS) {
      const group = el('div', { class: 'pile-group', role: 'group' });
      this.columnGroups.push(group);
      this.board.append(group);
    }
    for (const s of SUIT_ORDER) {
      const f = el('div', {
        id: `foundation-${s}`,
        class: `slot foundation ${colourOf(cardOf(s, 1))} suit-${s}`,
        'data-foundation': String(s),
        role: 'button',
        tabindex: '-1',
      });
      f.append(el('span', { class: 'slot-suit', 'aria-hidden': 'true' }, SUIT_SYMBOLS[s]));
      this.foundationEls.push(f);
      this.board.append(f);
    }
    for (const c of COLUMNS) {
      const col = el('div', {
        id: `column-${c}`,
        class: 'slot column',
        'data-column': String(c),
        role: 'button',
        tabindex: '-1',
      });
      this.columnEls.push(col);
      this.board.append(col);
    }
    for (const card of DECK) this.cardEls.push(this.makeCard(card));
    this.dragLayer = el('div', { class: 'drag-layer' });
    this.dragLayer.style.zIndex = String(DRAG_Z);
    this.board.append(this.dragLayer);
  }

  private makeCard(card: Card): HTMLElement {
    const suit = SUIT_SYMBOLS[suitOf(card)];
    const rank = displayRank(card);
    const court = rankOf(card) > HIGHEST_PIP_RANK;
    // The face is a picture of the card, drawn by the style sheet from these attributes: the card's
    // name (its accessible name) says what it shows, and no text of the face competes with it.
    const face = el('div', { class: 'face', 'aria-hidden': 'true' });
    const corner = (bottom: boolean): HTMLElement =>
      el(
        'span',
        { class: bottom ? 'corner bottom' : 'corner' },
        el('span', { class: 'rank', 'data-glyph': rank }),
        el('span', { class: 'suit', 'data-glyph': suit }),
      );
    face.append(
      corner(false),
      el('span', { class: `pip${court ? ' court' : ''}`, 'data-glyph': court ? rank : suit }),
      corner(true),
    );
    const node = el(
      'div',
      {
        id: `card-${card}`,
        class: `card ${colourOf(card)} suit-${suitOf(card)}`,
        'data-card': String(card),
        'data-name': spokenCardName(card),
      },
      face,
    );
    node.hidden = true;
    // The flip is over once played: a press that lifts the card onto the drag layer (which inserts
    // it there anew) would otherwise play it again, the card swinging away from under the pointer.
    node.addEventListener('animationend', (e) => {
      if (e.animationName !== 'flip-card') return;
      node.classList.remove('flip');
      if (!this.board.classList.contains('won')) node.style.transformOrigin = '';
    });
    this.board.append(node);
    return node;
  }

  /** The back at a depth of a column, made when first needed. */
  private back(column: Column, index: number): HTMLElement {
    const pool = this.backEls[column]!;
    while (pool.length <= index) {
      const node = el('div', { id: `back-${column}-${pool.length}`, class: 'card down', role: 'img' });
      node.hidden = true;
      this.board.append(node);
      pool.push(node);
    }
    return pool[index]!;
  }

  /** The layout of the last drawing. */
  get layout(): Layout {
    if (this.currentLayout === null) throw new Error('the table has not been drawn yet');
    return this.currentLayout;
  }

  /** Where a visible card was last drawn (its top-left corner), if it is visible. */
  spotOf(card: Card): { readonly x: number; readonly y: number } | undefined {
    return this.spots[card];
  }

  /** The element of a card. */
  cardElement(card: Card): HTMLElement {
    return this.cardEls[card]!;
  }

  /** The element of a table item. */
  elementOf(item: TableItem): HTMLElement {
    if (item.kind === 'card') return this.cardEls[item.card]!;
    if (item.kind === 'column') return this.columnEls[item.column]!;
    return this.foundationEls[item.suit]!;
  }

  /** The table item an element stands for (a card, a column's place, a foundation), if any. */
  itemOf(node: Element | null): TableItem | null {
    const h = node?.closest?.('[data-card],[data-column],[data-foundation],.card.down');
    if (!(h instanceof HTMLElement)) return null;
    if (h.dataset.card !== undefined) return { kind: 'card', card: Number(h.dataset.card) };
    if (h.dataset.column !== undefined) return { kind: 'column', column: Number(h.dataset.column) as Column };
    if (h.dataset.foundation !== undefined) return { kind: 'foundation', suit: Number(h.dataset.foundation) as Suit };
    const column = Number(h.id.split('-')[1]);
    return { kind: 'column', column: column as Column };
  }

  /**
   * The place a card lands on when it is dropped (dx, dy) away from where it lies, by the card's
   * centre: a column, or a foundation pile with its suit.
   */
  dropTarget(card: Card, dx: number, dy: number): { over: Target | null; suit: Suit | null } {
    const spot = this.spots[card];
    if (spot === undefined) return { over: null, suit: null };
    const x = spot.x + dx;
    const y = spot.y + dy;
    const L = this.layout;
    const cx = x + L.cardW / 2;
    const cy = y + L.cardH / 2;
    const reach = L.gap / 2 + L.cardW / 2;
    for (const s of SUIT_ORDER) {
      const f = L.foundations[s]!;
      if (Math.abs(cx - (f.x + L.cardW / 2)) <= reach && Math.abs(cy - (f.y + L.cardH / 2)) <= L.gap / 2 + L.cardH / 2)
        return { over: 'foundation', suit: s };
    }
    if (cy < L.tableauY - L.gap) return { over: null, suit: null };
    for (const c of COLUMNS) {
      if (Math.abs(cx - (L.columnX[c]! + L.cardW / 2)) <= reach) return { over: c, suit: null };
    }
    return { over: null, suit: null };
  }

  /**
   * Makes the cards a press may drag ready before the pointer travels far enough to start the
   * drag: they go onto the drag layer, which stays where it is until the drag moves it (so they
   * look the same), and their style and layout are worked out now. The drag's first frame then
   * only moves the layer, instead of taking the cards off the board and laying them out again.
   */
  prepareDrag(group: readonly Card[]): void {
    if (this.dragging) return;
    this.unprepare();
    this.prepared = group;
    this.carry(group, this.dragLayer);
    void this.dragLayer.offsetWidth;
  }

  /** Whether the last drawing showed a drag. */
  private get dragging(): boolean {
    return (this.lastFrame?.ui.drag ?? null) !== null;
  }

  /** Puts back on the board the cards of a press that did not become a drag. */
  unprepare(): void {
    const cards = this.prepared;
    this.prepared = [];
    if (this.dragging) return;
    this.putBack(cards, 0, 0, this.spots);
  }

  /**
   * Draws the table. What changed since the last drawing decides the work: while only a drag
   * moves, only the dragged cards are moved; when a drag starts, only they are lifted.
   */
  render(frame: TableFrame): void {
    const { snapshot, ui } = frame;
    const L = this.layoutFor(snapshot, frame.ui.settings, frame.width, frame.height);
    const last = this.lastFrame;
    this.lastFrame = { snapshot, ui, layout: L };
    const lastDrag = last?.ui.drag ?? null;
    // While a drag starts or moves, the board stays as drawn: only the drag layer moves, and the
    // places that show as targets change when the pile under the drag does.
    const boardAsDrawn =
      last !== null &&
      last.snapshot === snapshot &&
      last.layout === L &&
      ui.drag !== null &&
      sameBoardState(last.ui, ui);
    const startsDrag = boardAsDrawn && lastDrag === null;
    const sameDrag = boardAsDrawn && lastDrag !== null && lastDrag.group === ui.drag.group;
    if (startsDrag) {
      this.board.classList.add('dragging-board');
      this.lift(ui.drag);
      this.markTargets(snapshot, ui, placesOf(snapshot));
    } else if (!sameDrag) this.drawBoard(snapshot, ui, L, lastDrag);
    else if (lastDrag.over !== ui.drag.over || lastDrag.overSuit !== ui.drag.overSuit)
      this.markTargets(snapshot, ui, placesOf(snapshot));
    this.drawDrag(ui.drag);
    if (ui.focusMoves !== this.focusMoves) {
      this.focusMoves = ui.focusMoves;
      this.elementOf(tabStop(snapshot, ui.focus)).focus();
    }
  }

  /** Puts the dragged cards where the pointer has taken them, above everything: their layer moves. */
  private drawDrag(drag: DragState | null): void {
    this.dragLayer.style.transform = drag === null ? '' : `translate(${drag.dx}px, ${drag.dy}px)`;
  }

  /**
   * Moves card elements to another parent (the drag layer, or back to the board), keeping the
   * keyboard's focus on the card that had it.
   */
  private carry(cards: readonly Card[], parent: HTMLElement): void {
    const active = document.activeElement;
    for (const card of cards) {
      const node = this.cardEls[card]!;
      if (node.parentElement !== parent) parent.append(node);
    }
    if (active instanceof HTMLElement && active !== document.activeElement && parent.contains(active))
      active.focus({ preventScroll: true });
  }

  /**
   * Brings the cards of a drag that ended back from the drag layer to the board, where they were
   * seen last, so that they glide from there to their place (their transition needs the style they
   * have there, so the style is brought up to date once).
   */
  private land(drag: DragState, spots: readonly (Spot | undefined)[]): void {
    this.putBack(drag.group, drag.dx, drag.dy, spots);
    this.drawDrag(null);
  }

  /** Brings cards on the drag layer back to the board, (dx, dy) away from their spots. */
  private putBack(cards: readonly Card[], dx: number, dy: number, spots: readonly (Spot | undefined)[]): void {
    const nodes = cards.map((card) => this.cardEls[card]!).filter((node) => node.parentElement === this.dragLayer);
    if (nodes.length === 0) return;
    for (const card of cards) {
      const spot = spots[card];
      if (spot !== undefined) this.cardEls[card]!.style.transform = `translate(${spot.x + dx}px, ${spot.y + dy}px)`;
    }
    this.carry(cards, this.board);
    void getComputedStyle(nodes[0]!).zIndex;
  }

  /**
   * Brings the lifted cards down to their piles' order {@link LIFT_MS} after now, all at once (a wait
   * started earlier is dropped): a card still on the drag layer keeps its place there.
   */
  private lowerLater(): void {
    if (this.liftTimer !== null) clearTimeout(this.liftTimer);
    this.liftTimer = setTimeout(() => {
      this.liftTimer = null;
      for (const card of this.lifted) {
        const node = this.cardEls[card]!;
        const spot = this.spots[card];
        if (spot !== undefined && !node.classList.contains('dragging')) node.style.zIndex = String(spot.z);
      }
      this.lifted.clear();
    }, LIFT_MS);
  }

  /** Lifts the cards of a drag onto the drag layer (most often a press has put them there already). */
  private lift(drag: DragState): void {
    const prepared = this.prepared;
    this.prepared = [];
    const strays = prepared.filter((card) => !drag.group.includes(card));
    if (strays.length > 0) this.putBack(strays, 0, 0, this.spots);
    drag.group.forEach((card, i) => {
      const node = this.cardEls[card]!;
      node.classList.add('dragging');
      node.classList.toggle('lead', i === 0);
      node.style.zIndex = String(DRAG_Z + i);
    });
    this.carry(drag.group, this.dragLayer);
  }

  /**
   * Gives a card the index of its column: a column squeezed below the index height (`squeezed`)
   * draws its indexes nearer the card's edge and, where the strip needs it, smaller, so that each
   * still shows whole in its strip.
   */
  private squeeze(node: HTMLElement, fan: ColumnFan | null, L: Layout): void {
    const squeezed = fan !== null && fan.up < L.indexH;
    const font = squeezed && fan.indexFont !== L.indexFont ? `${fan.indexFont}px` : '';
    if (node.classList.contains('squeezed') !== squeezed) node.classList.toggle('squeezed', squeezed);
    if (node.style.getPropertyValue('--index-font') === font) return;
    if (font === '') node.style.removeProperty('--index-font');
    else node.style.setProperty('--index-font', font);
  }

  /** Draws every pile, card and place of the table. */
  private drawBoard(snapshot: GameSnapshot, ui: UiState, L: Layout, lastDrag: DragState | null): void {
    const lang = ui.settings.language;
    const drag = ui.drag;
    const focus = tabStop(snapshot, ui.focus);
    const board = this.board;
    board.style.height = `${L.height}px`;
    board.style.setProperty('--card-w', `${L.cardW}px`);
    board.style.setProperty('--card-h', `${L.cardH}px`);
    board.style.setProperty('--index-h', `${L.indexH}px`);
    board.style.setProperty('--index-font', `${L.indexFont}px`);
    board.dataset.arrangement = L.arrangement;
    board.setAttribute('aria-label', t(lang, 'tableau'));
    board.classList.toggle('dragging-board', drag !== null);
    if (lastDrag !== null && lastDrag.group !== drag?.group) {
      for (const card of lastDrag.group) this.cardEls[card]!.classList.remove('dragging', 'lead');
      this.land(lastDrag, this.spots);
    }
    if (drag !== null) this.lift(drag);

    const places = placesOf(snapshot);
    const before = this.spots;
    const spots: (Spot | undefined)[] = [];
    const fresh = this.lastSnapshot === null;
    const previous = this.lastSnapshot === null ? null : placesOf(this.lastSnapshot);
    this.lastSnapshot = snapshot;

    // Backs: a column's backs are its first cards; the rest of its pool hides.
    snapshot.columns.forEach((column, c) => {
      for (let i = 0; i < Math.max(column.faceDownCount, this.backEls[c]!.length); i++) {
        const node = this.back(c as Column, i);
        const shown = i < column.faceDownCount;
        node.hidden = !shown;
        if (!shown) continue;
        node.style.transform = `translate(${L.columnX[c]}px, ${cardY(L, c, i, column.faceDownCount)}px)`;
        node.style.zIndex = String(i + 1);
        node.setAttribute('aria-label', t(lang, 'faceDown'));
      }
    });

    const hintMove = ui.hint?.move ?? null;
    const hintTarget =
      hintMove === null
        ? undefined
        : hintMove.to === 'foundation'
          ? foundationTopOf(snapshot, suitOf(hintMove.card))
          : topOf(snapshot, hintMove.to);
    const dragging = drag?.group ?? [];
    let liftedNow = false;
    for (const card of DECK) {
      const place = places[card];
      const node = this.cardEls[card]!;
      if (place === undefined) {
        node.hidden = true;
        node.classList.remove('up');
        node.removeAttribute('role');
        continue;
      }
      const spot = this.spotFor(place, card, snapshot, L);
      spots[card] = spot;
      const wasHidden = node.hidden;
      node.hidden = false;
      const old = before[card];
      const moved = old !== undefined && (old.x !== spot.x || old.y !== spot.y);
      const transform = `translate(${spot.x}px, ${spot.y}px)`;
      // A dragged card keeps its place on the drag layer, which the drag moves.
      if (dragging.includes(card)) {
        if (node.style.transform !== transform) node.style.transform = transform;
      } else {
        const landing = moved || lastDrag?.group.includes(card) === true;
        if (landing) {
          this.lifted.add(card);
          liftedNow = true;
        }
        node.style.transform = transform;
        node.style.zIndex = String(this.lifted.has(card) ? LIFT_Z + spot.z : spot.z);
      }
      // A card that was a back at this very place has just been turned over: it flips.
      const turned = !fresh && wasHidden && previous?.[card] === undefined && place.where !== 'foundation';
      if (turned) {
        node.classList.remove('flip');
        // It turns about its own middle: the flip's `rotate` turns the card already placed by its
        // transform, about an origin given in the unplaced card's frame, so the origin is the middle
        // of its place (the placing translation itself does not depend on the origin).
        node.style.transformOrigin = `${spot.x + L.cardW / 2}px ${spot.y + L.cardH / 2}px`;
        void node.offsetWidth;
        node.classList.add('flip');
      }
      node.classList.add('up');
      this.squeeze(node, place.where === 'foundation' ? null : L.fans[place.where]!, L);
      node.classList.toggle('selected', ui.selected === card);
      node.classList.toggle('hint', hintMove?.card === card);
      node.classList.toggle('top', place.top);
      if (!place.top) markAs(node, 'none');
      node.classList.toggle('hint-target', hintTarget === card);
      const hidden = place.where === 'foundation' && !place.top;
      if (hidden) {
        node.setAttribute('role', 'img');
        node.setAttribute('aria-hidden', 'true');
        node.removeAttribute('tabindex');
        node.removeAttribute('aria-pressed');
        continue;
      }
      node.setAttribute('role', 'button');
      node.removeAttribute('aria-hidden');
      node.setAttribute('aria-label', spokenCardName(card, messagesOf(lang)));
      node.setAttribute(
        'aria-description',
        place.where === 'foundation'
          ? t(lang, 'foundation', { suit: suitName(suitOf(card), messagesOf(lang)) })
          : t(lang, 'column', { n: place.where + 1 }),
      );
      node.setAttribute('tabindex', focus.kind === 'card' && focus.card === card ? '0' : '-1');
      node.setAttribute('aria-pressed', String(ui.selected === card));
    }
    // A column's cards keep their order while some are lifted: every card above a lifted one is lifted too.
    for (const column of snapshot.columns) {
      let above = false;
      for (const card of column.faceUp) {
        if (dragging.includes(card)) continue;
        if (this.lifted.has(card)) above = true;
        else if (above) {
          this.lifted.add(card);
          this.cardEls[card]!.style.zIndex = String(LIFT_Z + spots[card]!.z);
        }
      }
    }
    this.spots = spots;
    if (liftedNow) this.lowerLater();
    if (ui.refused !== null && ui.refused.id !== this.lastRefusal) {
      this.lastRefusal = ui.refused.id;
      const node = this.cardEls[ui.refused.card]!;
      node.classList.remove('shake');
      void node.offsetWidth;
      node.classList.add('shake');
    }

    for (const c of COLUMNS) {
      const slot = this.columnEls[c]!;
      const empty = snapshot.columns[c]!.faceDownCount + snapshot.columns[c]!.faceUp.length === 0;
      slot.style.transform = `translate(${L.columnX[c]}px, ${L.tableauY}px)`;
      slot.setAttribute('aria-label', t(lang, empty ? 'emptyColumn' : 'column', { n: c + 1 }));
      slot.classList.toggle('hint-target', empty && hintMove?.to === c);
      slot.setAttribute('tabindex', empty && focus.kind === 'column' && focus.column === c ? '0' : '-1');
      slot.classList.toggle('occupied', !empty);
      if (empty) slot.removeAttribute('aria-hidden');
      else slot.setAttribute('aria-hidden', 'true');
      const owned = [
        ...(empty ? [slot.id] : []),
        ...Array.from({ length: snapshot.columns[c]!.faceDownCount }, (_, i) => `back-${c}-${i}`),
        ...snapshot.columns[c]!.faceUp.map((card) => `card-${card}`),
      ];
      const group = this.columnGroups[c]!;
      group.setAttribute('aria-label', t(lang, 'column', { n: c + 1 }));
      group.setAttribute('aria-owns', owned.join(' '));
    }
    const foundationOwned: string[] = [];
    for (const s of SUIT_ORDER) {
      const slot = this.foundationEls[s]!;
      const n = snapshot.foundations[s] ?? 0;
      const f = L.foundations[s]!;
      slot.style.transform = `translate(${f.x}px, ${f.y}px)`;
      slot.setAttribute(
        'aria-label',
        t(lang, n === 0 ? 'foundationEmpty' : 'foundation', { suit: suitName(s, messagesOf(lang)) }),
      );
      slot.classList.toggle('hint-target', n === 0 && hintMove?.to === 'foundation' && suitOf(hintMove.card) === s);
      slot.setAttribute('tabindex', n === 0 && focus.kind === 'foundation' && focus.suit === s ? '0' : '-1');
      if (n === 0) slot.removeAttribute('aria-hidden');
      else slot.setAttribute('aria-hidden', 'true');
      const top = foundationTopOf(snapshot, s);
      foundationOwned.push(top === undefined ? slot.id : `card-${top}`);
    }
    this.markTargets(snapshot, ui, places);
    this.foundationGroup.setAttribute('aria-label', t(lang, 'foundations'));
    this.foundationGroup.setAttribute('aria-owns', foundationOwned.join(' '));
    if (snapshot.isWon && !board.classList.contains('won')) this.celebrate(L);
    board.classList.toggle('won', snapshot.isWon);
  }

  /**
   * Shows which places take the dragged or picked card (placement help) and whether the pile under
   * the drag takes it: the top cards of the piles, and the empty places.
   */
  private markTargets(snapshot: GameSnapshot, ui: UiState, places: readonly (CardPlace | undefined)[]): void {
    const help = helpTargets(ui);
    const drag = ui.drag;
    for (const card of DECK) {
      const place = places[card];
      if (place?.top === true) markAs(this.cardEls[card]!, targetState(place, card, help, drag));
    }
    for (const c of COLUMNS) {
      const column = snapshot.columns[c]!;
      const empty = column.faceDownCount + column.faceUp.length === 0;
      markAs(this.columnEls[c]!, empty ? slotState(help.columns.has(c), drag?.over === c) : 'none');
    }
    for (const s of SUIT_ORDER) {
      const overThis = drag?.over === 'foundation' && drag.overSuit === s;
      const empty = (snapshot.foundations[s] ?? 0) === 0;
      markAs(this.foundationEls[s]!, empty ? slotState(help.foundationSuit === s, overThis) : 'none');
    }
  }

  /**
   * Sets where each card flies when the game is won (the style sheet's `celebrate` animation,
   * which reduced motion turns off): the kings first, each card out to a place of the table spread
   * by its number, and back home. A card turns about its own middle (as a flip does, the origin is
   * the middle of its home in the unplaced card's frame), so it reaches the place it flies to.
   */
  private celebrate(L: Layout): void {
    for (const [card, node] of this.cardEls.entries()) {
      if (node === undefined) continue;
      const home = L.foundations[suitOf(card)]!;
      node.style.transformOrigin = `${home.x + L.cardW / 2}px ${home.y + L.cardH / 2}px`;
      const x = ((card * 37) % 97) / 97;
      const y = ((card * 53) % 89) / 89;
      node.style.setProperty('--fly-x', `${Math.round(x * (L.width - L.cardW) - home.x)}px`);
      node.style.setProperty('--fly-y', `${Math.round(L.cardH * 0.5 + y * (L.height - 1.5 * L.cardH) - home.y)}px`);
      node.style.setProperty('--fly-turn', `${((card * 29) % 61) - 30}deg`);
      node.style.setProperty('--fly-delay', `${(RANK_COUNT - rankOf(card)) * 70 + suitOf(card) * 15}ms`);
    }
  }

  /** The layout of a snapshot's columns in a room; the last one is reused while neither changes. */
  private layoutFor(snapshot: GameSnapshot, settings: Settings, width: number, height: number): Layout {
    const { cardSize: scale, leftHanded } = settings;
    const shape = snapshot.columns.map((c) => `${c.faceDownCount}+${c.faceUp.length}`).join(',');
    const key = `${width}x${height}:${scale}:${leftHanded}:${shape}`;
    if (this.currentLayout !== null && key === this.layoutKey) return this.currentLayout;
    const columns = snapshot.columns.map((c) => ({ faceDown: c.faceDownCount, faceUp: c.faceUp.length }));
    this.currentLayout = computeLayout({ width, height, columns, scale, leftHanded });
    this.layoutKey = key;
    return this.currentLayout;
  }

  private spotFor(place: CardPlace, card: Card, snapshot: GameSnapshot, L: Layout): Spot {
    if (place.where === 'foundation') {
      const f = L.foundations[suitOf(card)]!;
      return { x: f.x, y: f.y, z: place.index + 1 };
    }
    const column = snapshot.columns[place.where]!;
    return {
      x: L.columnX[place.where]!,
      y: cardY(L, place.where, place.index, column.faceDownCount),
      z: place.index + 1,
    };
  }

  /** Draws without animating the cards (first paint, resizing): nothing flies across the table. */
  withoutAnimation(draw: () => void): void {
    this.board.classList.add('instant');
    draw();
    void this.board.offsetWidth;
    requestAnimationFrame(() => requestAnimationFrame(() => this.board.classList.remove('instant')));
  }
}

/** The places that placement help marks: the legal destinations of the dragged or picked card. */
interface Help {
  readonly columns: ReadonlySet<Column>;
  readonly foundationSuit: Suit | null;
  /** The card whose destinations these are. */
  readonly card: Card | null;
}

function helpTargets(ui: UiState): Help {
  const drag = ui.drag;
  const card = drag ? drag.group[0]! : ui.selected;
  const columns = new Set<Column>();
  let foundationSuit: Suit | null = null;
  if (card === null || card === undefined) return { columns, foundationSuit, card: null };
  const targets = drag ? drag.destinations : ui.selectedDestinations;
  for (const target of targets) {
    if (target === 'foundation') foundationSuit = suitOf(card);
    else columns.add(target);
  }
  return { columns, foundationSuit, card };
}

/** Whether two states draw the same board, their drags' offsets aside. */
function sameBoardState(a: UiState, b: UiState): boolean {
  return (
    a.settings.language === b.settings.language &&
    a.selected === b.selected &&
    a.selectedDestinations === b.selectedDestinations &&
    a.hint === b.hint &&
    a.focus === b.focus &&
    a.refused === b.refused
  );
}

/** How a pile's place shows: not a target, a legal one, the legal one under the drag, or refused under it. */
type TargetState = 'none' | 'legal' | 'over' | 'refused';

/** Shows a target state on a card or a place. */
function markAs(node: HTMLElement, state: TargetState): void {
  node.classList.toggle('legal', state === 'legal' || state === 'over');
  node.classList.toggle('over', state === 'over');
  node.classList.toggle('refused-target', state === 'refused');
}

function slotState(legal: boolean, under: boolean): TargetState {
  if (under) return legal ? 'over' : 'refused';
  return legal ? 'legal' : 'none';
}

/** How the top card of a pile shows as a target. */
function targetState(place: CardPlace, card: Card, help: Help, drag: DragState | null): TargetState {
  if (help.card === null || help.card === card) return 'none';
  const legal = place.where === 'foundation' ? help.foundationSuit === suitOf(card) : help.columns.has(place.where);
  const under =
    drag !== null &&
    drag.over !== null &&
    !drag.group.includes(card) &&
    (place.where === 'foundation'
      ? drag.over === 'foundation' && drag.overSuit === suitOf(card)
      : drag.over === place.where);
  return slotState(legal, under);
}
