/**
 * The game page, put together: the store (the game and the page's state) and the views (the table,
 * the chrome around it) that the page's start made and drew with (`main.ts`, `page-view.ts`), and
 * the actions, the effects, the dialogs and the inputs (pointer and keyboard), which this module
 * and the rest of the app bring. The page is drawn by the painter, once per animation frame at
 * most, from the game's snapshot and the page's state, whenever either changed.
 * @module
 */
import { type Game, moveLog } from '@russian-solitaire/engine';
import { Actions } from '../state/actions.js';
import type { ActionsLink } from './actions-link.js';
import type { Chrome } from '../page/chrome.js';
import { DialogsHost } from '../dialogs/host.js';
import { type EffectsInit, Effects } from '../effects/effects.js';
import { KeyboardInput } from '../table/keyboard.js';
import type { Layout } from '../table/layout.js';
import type { PageView } from '../page/page-view.js';
import { Painter } from '../page/painter.js';
import { PointerInput } from '../table/pointer.js';
import type { Store } from '../state/store.js';
import type { TableView } from '../table/table.js';

/** How often the clock is redrawn, in milliseconds. */
const CLOCK_TICK_MS = 500;

/** Everything the page needs from outside, so that tests and the page's start can supply it. */
export interface AppInit extends Omit<EffectsInit, 'store' | 'actions'> {
  /** The game on the table and the page's state, as the page's start drew them. */
  readonly store: Store;
  /** The views that drew them: the app draws with them from now on. */
  readonly view: PageView;
  /** The chrome's actions until now: the app connects its own to it. */
  readonly link: ActionsLink;
  /** The game in progress that the game to open with replaced (it came from a link), if any. */
  readonly replaced?: Game | null;
}

/** The running game page. */
export class App {
  /** The game on the table and the page's state. */
  readonly store: Store;
  /** The player's actions. */
  readonly actions: Actions;
  /** Saving, statistics, the solver worker, timers. */
  readonly effects: Effects;
  private readonly view: PageView;
  private readonly painter: Painter;
  private readonly table: TableView;
  private readonly chrome: Chrome;
  private readonly dialogs: DialogsHost;
  private readonly pointer: PointerInput;
  private readonly timer: ReturnType<typeof setInterval>;
  private readonly canHint: boolean;
  private readonly unsubscribe: () => void;

  constructor(init: AppInit) {
    const { store, view } = init;
    this.store = store;
    this.view = view;
    this.table = view.table;
    this.chrome = view.chrome;
    this.canHint = init.solver !== null;
    const actions = new Actions(store);
    this.actions = actions;
    this.effects = new Effects({ ...init, store, actions });
    this.dialogs = new DialogsHost(
      actions,
      () => moveLog(store.game),
      () => this.chrome.focusTarget(),
      init.solver,
    );
    this.pointer = new PointerInput(this.table, actions, () => store.ui);
    new KeyboardInput(this.table, store, actions);
    view.attachDialogs(this.dialogs);
    this.painter = new Painter(() => view.draw(store.snapshot(), store.ui, this.canHint));
    this.unsubscribe = store.subscribe(() => this.painter.request());
    this.effects.start();
    if (init.replaced) actions.linkOpened(init.replaced);
    this.layOut();
    // The buttons pressed while the app loaded are done now, with the effects listening.
    init.link.connect(actions);
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
    this.view.layOut(() => this.painter.now());
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
