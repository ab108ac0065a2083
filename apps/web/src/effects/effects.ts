/**
 * What follows from the actions outside the page's state: the game is saved after every change,
 * the statistics learn how games go, hints and the verdict on a position with nothing face down
 * come from the solver's worker, new deals are drawn, Finish plays its line on a timer, the clock
 * stops while no legal move is left, a dialog is open or the page is hidden, settings are stored,
 * and the game code
 * goes to the clipboard. The effects listen to the store's actions (`Store.onAction`), compare the
 * state before and after, and answer with more actions; nothing here draws.
 * @module
 */
import { type Game, type Language, type Result, err } from '@russian-solitaire/engine';
import type { Actions } from '../state/actions.js';
import { errorText, t } from '../texts/i18n.js';
import { type NewGameRule, SETTINGS_KEY, formatSettings } from '../state/settings.js';
import type { SolverService } from './solver.js';
import { type SoundPlayer, soundOf } from './sound.js';
import type { Statistics } from './stats.js';
import { type KeyValueStore, writeItem } from './storage.js';
import type { Store } from '../state/store.js';
import type { UiAction } from '../state/transition.js';
import { DAILY_STATS, type DailyFigures, type DailyWin, type UiState, type Words } from '../state/ui-state.js';

/** The pause between two moves played by Finish, in milliseconds. */
export const FINISH_STEP_MS = 180;

/** How long after a save that storage refused (it is full) the game is saved again, while it keeps refusing. */
export const SAVE_RETRY_MS = 5_000;

/**
 * Where the statistics learn how games go (see `stats.ts` for how a game counts). A game that a
 * restart, a new game or a link replaced is left only when it can no longer come back with Undo.
 */
export interface GameRecorder {
  /**
   * The game on the table changed (a move, an undo, a redo, another game); when it is a daily deal
   * won, says which and the days in a row won (the win screen names them).
   */
  record(game: Game): DailyWin | null | void;
  /** The game counted so far is given up for good. */
  leave(): void;
}

/** Where the statistics panel's figures come from and go. */
export interface StatisticsSource {
  /** The statistics as stored now. */
  readonly read: () => Statistics;
  /** Forgets the statistics of `key` (a rule letter, or a kind of game with house options); gives back the statistics after. */
  readonly reset: (key: string) => Statistics;
  /** The daily deals' figures as of today, where they are kept. */
  readonly daily?: () => DailyFigures;
  /** Forgets the daily deals' figures (the daily deals won and the streaks), where they are kept. */
  readonly resetDaily?: () => void;
}

/** Deals a new game of a rule, winnable when asked for; or says why none could be dealt. */
export type Dealer = (rule: NewGameRule, winnableOnly: boolean) => Promise<Result<Game, Words>>;

/** Deals today's daily deal under a rule (and remembers it, so that its win counts); or says why it could not. */
export type DailyDealer = (rule: NewGameRule) => Promise<Result<Game, Words>>;

/** Everything the effects need from outside, so that tests can supply it. */
export interface EffectsInit {
  readonly store: Store;
  readonly actions: Actions;
  /** The solver worker, or `null` where there is none (hints then fail, and no verdict comes). */
  readonly solver: SolverService | null;
  /**
   * Writes the save, or refuses because another tab saved a newer game; `false` when storage
   * refused to write it (full), `true` otherwise.
   */
  readonly saveText: (text: string) => boolean;
  /** Where the settings are stored, or `null` to keep them for this visit only. */
  readonly settingsStore: KeyValueStore | null;
  /** Where the outcome of every game goes (the statistics), or `null` to keep none. */
  readonly recorder: GameRecorder | null;
  /** The statistics the statistics panel shows, or `null` when none are kept. */
  readonly statistics: StatisticsSource | null;
  /** Deals new games. */
  readonly deal: Dealer;
  /** Plays the sound effects (when the `sound` setting is on), or `null` for none. */
  readonly sounds?: SoundPlayer | null;
  /** Deals the daily deal, or `null` where there is none (no solver worker). */
  readonly daily?: DailyDealer | null;
  /** Puts text on the clipboard (rejects when it cannot). */
  readonly copy: (text: string) => Promise<void>;
  /** The system's share sheet (`navigator.share`), or `null` where there is none (the link is copied instead). */
  readonly share?: ((data: ShareData) => Promise<void>) | null;
  /** The page's address that opens a game code (`?code=`); the code alone when absent. */
  readonly linkOf?: (code: string) => string;
  /** Runs a task after a delay; gives back a function that cancels it (default: `setTimeout`). */
  readonly later?: (task: () => void, ms: number) => () => void;
}

function defaultLater(task: () => void, ms: number): () => void {
  const timer = setTimeout(task, ms);
  return () => clearTimeout(timer);
}

/** The effects of one page. */
export class Effects {
  private readonly later: (task: () => void, ms: number) => () => void;
  private readonly stopListening: () => void;
  /** Whether the page is hidden (the clock then stays stopped). */
  private hidden = false;
  private cancelFinishStep: (() => void) | null = null;
  /** Whether the last save was refused by storage (the player was told so once). */
  private saveFailing = false;
  private cancelSaveRetry: (() => void) | null = null;
  private disposed = false;

  constructor(private readonly init: EffectsInit) {
    this.later = init.later ?? defaultLater;
    this.stopListening = init.store.onAction((action, before) => this.after(action, before));
  }

  /** Does what the opening state asks for: the clock, the save, the verdict. */
  start(): void {
    const ui = this.init.store.ui;
    this.syncClock();
    this.persist();
    if (ui.verdict?.pending === true) void this.askVerdict(ui.verdict.id);
  }

  /**
   * Stores the game. When storage refuses (full), the player is told once, in words, what it means
   * and what to do, and the game is saved again every {@link SAVE_RETRY_MS} until it is (as after
   * every change): the game stays whole in the tab meanwhile, and the player is told once it is
   * saved again.
   */
  persist(): void {
    const saved = this.init.saveText(JSON.stringify(this.init.store.game.save()));
    this.cancelSaveRetry?.();
    this.cancelSaveRetry = null;
    if (saved) {
      if (this.saveFailing) this.sayAboutSaving('saveResumed');
      this.saveFailing = false;
      return;
    }
    if (!this.saveFailing) this.sayAboutSaving('saveFailed');
    this.saveFailing = true;
    if (!this.disposed)
      this.cancelSaveRetry = this.later(() => {
        this.cancelSaveRetry = null;
        this.persist();
      }, SAVE_RETRY_MS);
  }

  private sayAboutSaving(key: 'saveFailed' | 'saveResumed'): void {
    this.init.store.dispatch({
      type: 'said',
      message: { kind: 'notice', text: (lang) => t(lang, key) },
      announce: true,
    });
  }

  /** The page is hidden: the clock stops and the game is stored. */
  pageHidden(): void {
    this.hidden = true;
    this.init.store.game.pauseClock();
    this.persist();
  }

  /** The page is shown again: the clock starts again, unless no legal move is left or a dialog is open. */
  pageShown(): void {
    this.hidden = false;
    this.syncClock();
  }

  private after(action: UiAction, before: UiState): void {
    if (this.disposed) return;
    const { store, solver } = this.init;
    const ui = store.ui;
    if (action.type === 'moved' || action.type === 'game-replaced') this.gameChanged(action, before);
    this.syncClock();
    // A hint being computed for a position that is no longer on the table is abandoned.
    if (before.hintRequest !== null && ui.hintRequest !== before.hintRequest && action.type !== 'hint-answered')
      solver?.cancelHints();
    if (ui.hintRequest !== null && ui.hintRequest !== before.hintRequest) void this.askHint(ui.hintRequest);
    if (ui.verdict?.pending === true && ui.verdict.id !== before.verdict?.id) void this.askVerdict(ui.verdict.id);
    if (ui.finishing && !before.finishing) this.finishStep(FINISH_STEP_MS);
    if (!ui.finishing) this.stopFinishing();
    if (ui.settings !== before.settings) writeItem(this.init.settingsStore, SETTINGS_KEY, formatSettings(ui.settings));
    const sound = ui.settings.sound ? soundOf(action) : null;
    if (sound !== null) this.init.sounds?.play(sound);
    if (action.type === 'dealing') void this.deal(action.rule, action.winnableOnly, action.daily === true);
    else if (action.type === 'panel-opened' && action.panel === 'statistics') this.readStatistics();
    else if (action.type === 'reset-confirmed') {
      if (action.key === DAILY_STATS) this.init.statistics?.resetDaily?.();
      else this.init.statistics?.reset(action.key);
      this.readStatistics();
    } else if (action.type === 'copy-code') void this.copy(action.code);
    else if (action.type === 'share') void this.share(action.code);
  }

  /** After a move or another game: the replaced game left for good, the clock, the save, the statistics. */
  private gameChanged(action: Extract<UiAction, { type: 'moved' | 'game-replaced' }>, before: UiState): void {
    const { store, recorder } = this.init;
    const gone = before.replaced;
    const cameBack = action.type === 'game-replaced' && (action.how === 'back' || action.how === 'adopt');
    if (gone !== null && gone !== store.ui.replaced && !cameBack && gone.game.moveCount > 0) recorder?.leave();
    this.syncClock();
    this.persist();
    const daily = recorder?.record(store.game);
    if (daily && store.ui.won !== null) store.dispatch({ type: 'daily-won', daily });
  }

  /**
   * The clock runs only while the game can be played and the player sees it: it stops while no
   * legal move is left, a dialog or panel is open (the menu aside), or the page is hidden, and
   * starts again once none of these holds.
   */
  private syncClock(): void {
    const { game, ui } = this.init.store;
    const dialog = ui.won !== null || ui.ended !== null || (ui.panel !== null && ui.panel !== 'menu');
    if (this.hidden || game.noLegalMove || dialog) game.pauseClock();
    else game.resumeClock();
  }

  private async askHint(id: number): Promise<void> {
    const { store, solver } = this.init;
    if (solver === null) {
      store.dispatch({
        type: 'hint-answered',
        id,
        result: { ok: false, error: { code: 'no-worker', detail: 'this page has no solver worker' } },
      });
      return;
    }
    const game = store.game;
    const result = store.ui.settings.fullInfoHints ? await solver.hint(game) : await solver.fairHint(game);
    if (!this.disposed) store.dispatch({ type: 'hint-answered', id, result });
  }

  private async askVerdict(id: number): Promise<void> {
    const { store, solver } = this.init;
    const answer = solver === null ? null : await solver.verdict(store.game);
    if (!this.disposed)
      store.dispatch({ type: 'verdict-found', id, result: answer?.ok === true ? answer.value : null });
  }

  /** Plays Finish's next move after `ms`, and so on until the line ends or something else happens. */
  private finishStep(ms: number): void {
    this.stopFinishing();
    this.cancelFinishStep = this.later(() => {
      this.cancelFinishStep = null;
      const { store, actions } = this.init;
      const ui = store.ui;
      const move = ui.verdict?.result?.status === 'solved' ? ui.verdict.result.line[0] : undefined;
      if (!ui.finishing || move === undefined || store.game.isWon || !actions.play(move, true)) {
        store.dispatch({ type: 'finish-stopped' });
        return;
      }
      if (store.ui.finishing) this.finishStep(FINISH_STEP_MS);
    }, ms);
  }

  private stopFinishing(): void {
    this.cancelFinishStep?.();
    this.cancelFinishStep = null;
  }

  private async deal(rule: NewGameRule, winnableOnly: boolean, daily: boolean): Promise<void> {
    const { store, actions } = this.init;
    const dailyDealer = this.init.daily ?? null;
    const dealt = !daily
      ? await this.init.deal(rule, winnableOnly)
      : dailyDealer === null
        ? err((lang: Language) => t(lang, 'dailyFailed', { reason: errorText(lang, { code: 'no-worker' }) }))
        : await dailyDealer(rule);
    if (this.disposed) return;
    if (dealt.ok) actions.startGame(dealt.value, daily ? 'daily' : 'new');
    else store.dispatch({ type: 'deal-failed', text: dealt.error });
  }

  private readStatistics(): void {
    const source = this.init.statistics;
    this.init.store.dispatch({
      type: 'statistics-read',
      statistics: source?.read() ?? null,
      daily: source?.daily?.() ?? null,
    });
  }

  private async copy(code: string): Promise<void> {
    await this.copyAndSay(code, (copied) => (lang) => t(lang, copied ? 'copied' : 'copyFailed', { code }));
  }

  /** Puts a text on the clipboard, then says how it went (unless the page went away meanwhile). */
  private async copyAndSay(text: string, said: (copied: boolean) => Words): Promise<void> {
    let copied = true;
    try {
      await this.init.copy(text);
    } catch {
      copied = false;
    }
    if (this.disposed) return;
    this.init.store.dispatch({ type: 'said', message: { kind: 'notice', text: said(copied) } });
  }

  /**
   * Shares the link to a game code through the system's share sheet; where there is none, or it
   * fails, copies the link and says so. A share the player cancels says nothing.
   */
  private async share(code: string): Promise<void> {
    const lang = this.init.store.ui.settings.language;
    const link = this.init.linkOf?.(code) ?? code;
    const share = this.init.share ?? null;
    if (share !== null) {
      try {
        await share({ title: t(lang, 'title'), text: t(lang, 'shareText', { code }), url: link });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    await this.copyAndSay(link, (copied) =>
      copied ? (shown) => t(shown, 'linkCopied', { code, link }) : (shown) => t(shown, 'copyFailed', { code: link }),
    );
  }

  /** Stops the timers and the solver worker, and listens no more. */
  dispose(): void {
    this.disposed = true;
    this.stopFinishing();
    this.cancelSaveRetry?.();
    this.cancelSaveRetry = null;
    this.stopListening();
    this.init.solver?.dispose();
  }
}
