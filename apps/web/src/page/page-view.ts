/**
 * The page as it is drawn: the header and the status line (`chrome.ts`), the table (`table.ts`)
 * and, once the rest of the app has loaded, the dialogs. The page's start (`main.ts`) makes it and
 * draws the first cards with it; the app (`app.ts`) then draws with the same object, once per
 * animation frame, so the views that drew at the start are the ones the player plays on.
 * @module
 */
import type { GameSnapshot } from '@russian-solitaire/engine';
import { type ChromeActions, Chrome } from './chrome.js';
import { el } from './dom.js';
import { sameApartFromDrag } from '../table/drag-frame.js';
import { TableView } from '../table/table.js';
import type { ThemeView } from './theme.js';
import type { UiState } from '../state/ui-state.js';

/** The least height the board is given, in CSS pixels, however small the window. */
const MIN_BOARD_HEIGHT = 240;

/** What the page draws of the dialogs, once the rest of the app is there. */
export interface DialogsView {
  /** Gives them the element they put their dialogs into. */
  mount(root: HTMLElement): void;
  /** Draws them from the game's snapshot and the page's state. */
  render(snapshot: GameSnapshot, ui: UiState): void;
}

/** The header, the status line, the table and the dialogs, drawn from a snapshot and the page's state. */
export class PageView {
  /** The table. */
  readonly table = new TableView();
  /** The header and the status line. */
  readonly chrome: Chrome;
  /** What the header, the status line and the table are put into ({@link PageView.mount}). */
  private root: HTMLElement | null = null;
  private readonly main: HTMLElement;
  private dialogs: DialogsView | null = null;
  private room: { width: number; height: number } | null = null;
  private fittedLanguage: string | null = null;
  /** What the header, the status line and the dialogs were last drawn from. */
  private chromeDrawn: { snapshot: GameSnapshot; ui: UiState } | null = null;

  /**
   * Makes the header, the status line and the table, off the page until {@link PageView.mount}
   * (they can be made before the page has been parsed).
   * @param actions - what the chrome's buttons do
   * @param elapsedMs - the playing time now (the clock runs between drawings)
   */
  constructor(
    private readonly theme: ThemeView,
    actions: ChromeActions,
    elapsedMs: () => number,
  ) {
    this.chrome = new Chrome(actions, elapsedMs);
    // The header is the page's banner; the status line and the table are its main content.
    this.main = el('main', { class: 'table-area' }, this.chrome.status, this.table.board);
  }

  /** Puts the header, the status line and the table into `root` (empty until then), before the first drawing. */
  mount(root: HTMLElement): void {
    this.root = root;
    root.append(this.chrome.header, this.main);
  }

  /** The element the page's views are in. */
  private get mounted(): HTMLElement {
    if (this.root === null) throw new Error('the page view is not on the page yet');
    return this.root;
  }

  /** Puts the dialogs on the page; they are drawn with the rest from now on. */
  attachDialogs(dialogs: DialogsView): void {
    this.dialogs = dialogs;
    dialogs.mount(this.mounted);
  }

  /**
   * Draws the page anew with `draw`, the cards without animation, after fitting the header and
   * measuring the room the board has again (first drawing, resize, rotation). The room, and so
   * the card size, changes only here.
   */
  layOut(draw: () => void): void {
    this.fittedLanguage = null;
    this.chromeDrawn = null;
    this.table.withoutAnimation(draw);
  }

  /** Draws the page from the game's snapshot and the page's state. */
  draw(snapshot: GameSnapshot, ui: UiState, canHint: boolean): void {
    const last = this.chromeDrawn;
    // A drag's moves change the table alone: the rest of the page stays as it is drawn.
    const tableOnly = last !== null && last.snapshot === snapshot && sameApartFromDrag(last.ui, ui);
    if (tableOnly) {
      this.table.render({ snapshot, ui, ...this.room! });
      return;
    }
    this.chromeDrawn = { snapshot, ui };
    this.theme.apply(ui.settings.theme);
    this.theme.deck(ui.settings.fourColour);
    this.chrome.render(snapshot, ui, canHint);
    // A new language may fold the header otherwise, which changes the room the board has.
    if (this.fittedLanguage !== ui.settings.language) {
      this.fittedLanguage = ui.settings.language;
      this.chrome.fit();
      this.room = this.measureRoom();
    }
    this.room ??= this.measureRoom();
    this.table.render({ snapshot, ui, ...this.room });
    this.dialogs?.render(snapshot, ui);
  }

  /**
   * The room the board may take. The height is the layout viewport's (the root's client height),
   * not the window's inner height: on a phone or tablet just turned, the table still drawn for the
   * other way is wider than the screen, and the browser zooms out to show it, so that the window's
   * inner height is then larger than the screen's.
   */
  private measureRoom(): { width: number; height: number } {
    const top = this.table.board.getBoundingClientRect().top + window.scrollY;
    const below = parseFloat(getComputedStyle(this.mounted).paddingBottom) || 0;
    const width = this.table.board.clientWidth || this.mounted.clientWidth;
    const viewport = document.documentElement.clientHeight;
    return { width, height: Math.max(MIN_BOARD_HEIGHT, Math.floor(viewport - top - below)) };
  }
}
