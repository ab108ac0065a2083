/**
 * The game page, put together: the store (the game and the page's state), the actions, the
 * effects, the views (the table, the chrome around it, the dialogs) and the inputs (pointer and
 * keyboard). The page is drawn by the painter, once per animation frame at most, from the game's
 * snapshot and the page's state, whenever either changed.
 * @module
 */
import { type Game, type GameSnapshot, type Language, makePlacedMove, moveLog } from '@russian-solitaire/engine';
import { Actions } from './actions.js';
import { Chrome } from './chrome.js';
import { Dialogs } from './dialogs.js';
import { el } from './dom.js';
import { sameApartFromDrag } from './drag-frame.js';
import { type EffectsInit, Effects } from './effects.js';
import { KeyboardInput } from './keyboard.js';
import type { Layout } from './layout.js';
import { Painter } from './painter.js';
import { PointerInput } from './pointer.js';
import { type Notice, noticeText } from './session.js';
import type { Settings } from './settings.js';
import { Store } from './store.js';
import { TableView } from './table.js';
import { ThemeView } from './theme.js';
import { initialUiState } from './transition.js';
import type { UiState } from './ui-state.js';

/** How often the clock is redrawn, in milliseconds. */
const CLOCK_TICK_MS = 500;
/** The least height the board is given, in CSS pixels, however small the window. */
const MIN_BOARD_HEIGHT = 240;

/** Everything the page needs from outside, so that tests and the entry point can supply it. */
export interface AppInit extends Omit<EffectsInit, 'store' | 'actions'> {
  readonly root: HTMLElement;
  /** The game to open with. */
  readonly game: Game;
  /** The player's settings. */
  readonly settings: Settings;
  /** Messages for the player from opening the game (a discarded save, a bad code), most important first. */
  readonly notices: readonly Notice[];
  /** The game in progress that the game to open with replaced (it came from a link), if any. */
  readonly replaced?: Game | null;
  /** The document's theme, when the entry point showed it before the page (a new one otherwise). */
  readonly theme?: ThemeView;
}

/** The running game page. */
export class App {
  /** The game on the table and the page's state. */
  readonly store: Store;
  /** The player's actions. */
  readonly actions: Actions;
  /** Saving, statistics, the solver worker, timers. */
  readonly effects: Effects;
  private readonly root: HTMLElement;
  private readonly painter: Painter;
  private readonly table: TableView;
  private readonly chrome: Chrome;
  private readonly dialogs: Dialogs;
  private readonly theme: ThemeView;
  private readonly pointer: PointerInput;
  private readonly timer: ReturnType<typeof setInterval>;
  private readonly canHint: boolean;
  private readonly unsubscribe: () => void;
  private room: { width: number; height: number } | null = null;
  private fittedLanguage: string | null = null;
  /** What the header, the status line and the dialogs were last drawn from. */
  private chromeDrawn: { snapshot: GameSnapshot; ui: UiState } | null = null;

  constructor(init: AppInit) {
    this.root = init.root;
    this.theme = init.theme ?? new ThemeView(document);
    this.canHint = init.solver !== null;
    const notice = init.notices[0];
    const message = notice ? { kind: 'notice' as const, text: (lang: Language) => noticeText(notice, lang) } : null;
    const store = new Store(init.game, initialUiState(init.settings, init.game.snapshot(), message));
    this.store = store;
    const actions = new Actions(store);
    this.actions = actions;
    this.effects = new Effects({ ...init, store, actions });
    this.table = new TableView();
    this.chrome = new Chrome(actions, () => store.game.elapsedMs);
    this.dialogs = new Dialogs(
      actions,
      () => moveLog(store.game).map(makePlacedMove),
      () => this.chrome.focusTarget(),
      init.solver,
    );
    this.pointer = new PointerInput(this.table, actions, () => store.ui);
    new KeyboardInput(this.table, store, actions);
    // The header is the page's banner; the status line and the table are its main content.
    const main = el('main', { class: 'table-area' }, this.chrome.status, this.table.board);
    this.root.append(this.chrome.header, main, ...this.dialogs.elements);
    this.painter = new Painter(() => this.draw());
    this.unsubscribe = store.subscribe(() => this.painter.request());
    this.effects.start();
    if (init.replaced) actions.linkOpened(init.replaced);
    this.layOut();
    this.timer = setInterval(() => this.chrome.renderClock(), CLOCK_TICK_MS);
    window.addEventListener('resize', () => this.layOut());
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') this.effects.pageHidden();
      else this.effects.pageShown();
    });
    window.addEventListener('pagehide', () => this.effects.persist());
  }

  /** The game being played (for tests and the console). */
  get current(): Game {
    return this.store.game;
  }

  /** The layout of the table's last drawing (for tests and the console). */
  get layout(): Layout {
    return this.table.layout;
  }

  /** How many times the page was drawn (one drawing per animation frame at most). */
  get drawings(): number {
    return this.painter.drawings;
  }

  /** Stores the game now. */
  persist(): void {
    this.effects.persist();
  }

  /**
   * Fits the header, measures the room the board has and draws the page at once, without animating
   * the cards (first drawing, resize, rotation). The room, and so the card size, changes only here.
   */
  private layOut(): void {
    this.fittedLanguage = null;
    this.chromeDrawn = null;
    this.table.withoutAnimation(() => this.painter.now());
  }

  /** Draws the page from the game's snapshot and the page's state. */
  private draw(): void {
    const snapshot = this.store.snapshot();
    const ui = this.store.ui;
    const last = this.chromeDrawn;
    // A drag's moves change the table alone: the rest of the page stays as it is drawn.
    const tableOnly = last !== null && last.snapshot === snapshot && sameApartFromDrag(last.ui, ui);
    if (tableOnly) {
      this.table.render({ snapshot, ui, ...this.room! });
      return;
    }
    this.chromeDrawn = { snapshot, ui };
    this.theme.apply(ui.settings.theme);
    this.chrome.render(snapshot, ui, this.canHint);
    // A new language may fold the header otherwise, which changes the room the board has.
    if (this.fittedLanguage !== ui.settings.language) {
      this.fittedLanguage = ui.settings.language;
      this.chrome.fit();
      this.room = this.measureRoom();
    }
    this.room ??= this.measureRoom();
    this.table.render({ snapshot, ui, ...this.room });
    this.dialogs.render(snapshot, ui);
  }

  /** The room the board may take. */
  private measureRoom(): { width: number; height: number } {
    const top = this.table.board.getBoundingClientRect().top + window.scrollY;
    const below = parseFloat(getComputedStyle(this.root).paddingBottom) || 0;
    const width = this.table.board.clientWidth || this.root.clientWidth;
    return { width, height: Math.max(MIN_BOARD_HEIGHT, Math.floor(window.innerHeight - top - below)) };
  }

  /** Stops the clock timer, the effects and the drawing (for tests). */
  dispose(): void {
    clearInterval(this.timer);
    this.unsubscribe();
    this.painter.dispose();
    this.pointer.dispose();
    this.effects.dispose();
    this.store.dispose();
  }
}
