/**
 * The game page, put together: the controller (actions and state), the table view, the chrome
 * around it, pointer and keyboard input and the dialogs. It draws whenever the game or the page's
 * state changes (`game.subscribe`, `controller.subscribe`), always from `game.snapshot()`.
 * @module
 */
import type { Game } from '@russian-solitaire/engine';
import { Chrome } from './chrome.js';
import { type ControllerInit, GameController } from './controller.js';
import { type StatisticsSource, Dialogs } from './dialogs.js';
import { KeyboardInput } from './keyboard.js';
import { PointerInput } from './pointer.js';
import { type Notice, noticeText } from './session.js';
import { TableView } from './table.js';

/** How often the clock is redrawn, in milliseconds. */
const CLOCK_TICK_MS = 500;
/** The least height the board is given, in CSS pixels, however small the window. */
const MIN_BOARD_HEIGHT = 240;

/** Everything the page needs from outside, so that tests and the entry point can supply it. */
export interface AppInit extends ControllerInit {
  readonly root: HTMLElement;
  readonly notices: readonly Notice[];
  /** The statistics the statistics dialog shows, or `null` when none are kept. */
  readonly statistics: StatisticsSource | null;
}

/** The running game page. */
export class App {
  /** The actions and the page's state. */
  readonly controller: GameController;
  private readonly root: HTMLElement;
  private readonly table: TableView;
  private readonly chrome: Chrome;
  private readonly pointer: PointerInput;
  private readonly keyboard: KeyboardInput;
  private readonly dialogs: Dialogs;
  private readonly timer: ReturnType<typeof setInterval>;
  private readonly canHint: boolean;
  private lastMoved = 0;
  private room: { width: number; height: number } | null = null;

  constructor(init: AppInit) {
    this.root = init.root;
    this.canHint = init.hinter !== null;
    const controller = new GameController(init);
    this.controller = controller;
    this.table = new TableView();
    this.chrome = new Chrome(controller, { showStatistics: () => this.dialogs.showStatistics() });
    this.dialogs = new Dialogs(controller, init.statistics);
    // A drag changes only the table's highlights: the rest of the page stays as it is.
    this.pointer = new PointerInput(this.table, controller, () => this.renderTable());
    this.keyboard = new KeyboardInput(this.table, controller, () => this.render());
    this.root.append(
      this.chrome.header,
      this.chrome.status,
      this.table.board,
      this.dialogs.element,
      this.dialogs.statsElement,
    );
    const notice = init.notices[0];
    if (notice) controller.say('notice', (lang) => noticeText(notice, lang));
    controller.persist();
    controller.subscribe(() => this.onChange());
    this.table.withoutAnimation(() => this.render());
    this.timer = setInterval(() => this.chrome.renderClock(), CLOCK_TICK_MS);
    window.addEventListener('resize', () => this.table.withoutAnimation(() => this.render()));
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') controller.pause();
      else controller.resume();
    });
    window.addEventListener('pagehide', () => controller.persist());
  }

  /** The game being played (for tests and the console). */
  get current(): Game {
    return this.controller.game;
  }

  private onChange(): void {
    this.render();
    const ui = this.controller.state;
    if (ui.moved !== null && ui.moved.id !== this.lastMoved) {
      this.lastMoved = ui.moved.id;
      this.keyboard.follow({ kind: 'card', card: ui.moved.card });
    }
    this.dialogs.render(ui);
  }

  /** Draws the page from the game's snapshot and the page's state. */
  render(): void {
    this.chrome.render(this.controller.game.snapshot(), this.controller.state, this.canHint);
    this.room = null;
    this.renderTable();
  }

  /** The room the board may take: measured when the whole page is drawn, kept while a drag goes on. */
  private measureRoom(): { width: number; height: number } {
    const top = this.table.board.getBoundingClientRect().top + window.scrollY;
    const below = parseFloat(getComputedStyle(this.root).paddingBottom) || 0;
    const width = this.table.board.clientWidth || this.root.clientWidth;
    return { width, height: Math.max(MIN_BOARD_HEIGHT, Math.floor(window.innerHeight - top - below)) };
  }

  /** Draws the table alone. */
  private renderTable(): void {
    const c = this.controller;
    const snapshot = c.game.snapshot();
    const ui = c.state;
    this.room ??= this.measureRoom();
    this.table.render({
      snapshot,
      ui,
      drag: this.pointer.feedback,
      focus: this.keyboard.focusItem(snapshot),
      language: c.settings.language,
      ...this.room,
    });
  }

  /** Stops the clock timer and the controller (for tests). */
  dispose(): void {
    clearInterval(this.timer);
    this.pointer.dispose();
    this.controller.dispose();
  }
}
