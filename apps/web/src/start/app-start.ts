/**
 * The rest of the app, loaded once the page's start (`main.ts`) has drawn the first cards: starts
 * the app on the views and the store the start made, with the browser's storage, the solver
 * worker, the clipboard and the tabs.
 * @module
 */
import { type Game, err, ok } from '@russian-solitaire/engine';
import type { ActionsLink } from './actions-link.js';
import { App } from './app.js';
import { dailyDealer, dailyFigures, recordDailyGame, resetDailyStreak } from '../effects/daily.js';
import type { Dealer, GameRecorder, StatisticsSource } from '../effects/effects.js';
import type { PageView } from '../page/page-view.js';
import { newRandomGame, resumeSave } from './session.js';
import { WorkerSolver } from '../effects/solver.js';
import type { SoundPlayer } from '../effects/sound.js';
import { loadStatistics, recordGame, recordLeave, resetStoredStatistics, updateStatistics } from '../effects/stats.js';
import { GAME_KEY, type KeyValueStore, readItem } from '../effects/storage.js';
import { Store } from '../state/store.js';
import { browserTabEvents, createTabSync } from '../effects/tabs.js';
import { badCodeText } from '../state/transition.js';
import type { UiState } from '../state/ui-state.js';

/** What the page's start hands over. */
export interface Started {
  /** The game on the table, as drawn. */
  readonly game: Game;
  /** The page's state, as drawn. */
  readonly ui: UiState;
  /** The views that drew them. */
  readonly view: PageView;
  /** The chrome's actions, kept until the app's are connected. */
  readonly link: ActionsLink;
  /** The browser's storage, or `null` where there is none. */
  readonly storage: KeyValueStore | null;
  /** Whether a solver worker can run (hints were drawn on or off by it). */
  readonly solverAvailable: boolean;
  /** Whether the saved game was discarded (it could not be read). */
  readonly discardSave: boolean;
  /** The game in progress that a link's game replaced, if any. */
  readonly replaced: Game | null;
}

/** Starts the app on what the page's start drew; it is also `window.solitaire` (for tests and the console). */
export function startApp(started: Started): App {
  const { storage, solverAvailable } = started;
  const solver = solverAvailable
    ? new WorkerSolver(() => new Worker(new URL('../effects/solver.worker.ts', import.meta.url), { type: 'module' }))
    : null;
  // Two tabs share one save: the game last changed in any tab wins (see tabs.ts).
  let app: App | null = null;
  const tabs = createTabSync({
    store: storage,
    key: GAME_KEY,
    subscribe: browserTabEvents(window, storage ?? undefined),
    opened: started.discardSave ? null : readItem(storage, GAME_KEY),
    onAdopt: (text) => {
      const game = resumeSave(text);
      if (game.ok) app?.actions.adopt(game.value);
    },
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') tabs.refresh();
  });
  const recorder: GameRecorder = {
    record: (game) => {
      updateStatistics(storage, (s) => recordGame(s, game));
      return recordDailyGame(storage, game);
    },
    leave: () => void updateStatistics(storage, recordLeave),
  };
  const statistics: StatisticsSource = {
    read: () => loadStatistics(storage),
    reset: (key) => resetStoredStatistics(storage, key),
    daily: () => dailyFigures(storage),
    resetDaily: () => resetDailyStreak(storage),
  };
  /** A new game: a winnable deal drawn in the solver's worker when asked for (any deal if none could be drawn). */
  const deal: Dealer = async (rule, winnableOnly) => {
    if (winnableOnly && solver !== null) {
      const winnable = await solver.winnableGame(rule);
      if (winnable.ok) return winnable;
    }
    const game = newRandomGame(rule);
    return game.ok ? ok(game.value) : err(badCodeText(game.error));
  };
  /** The sound effects, loaded at the first sound (they are off by default). */
  let player: SoundPlayer | null = null;
  const sounds: SoundPlayer = {
    play: (name) =>
      void import('../effects/sound-player.js')
        .then((m) => {
          player ??= new m.WebAudioSounds();
          player.play(name);
        })
        // A sound that cannot be played (its code did not load, or the browser's audio failed) is left out.
        .catch(() => {}),
  };
  app = new App({
    store: new Store(started.game, started.ui),
    view: started.view,
    link: started.link,
    replaced: started.replaced,
    solver,
    // Where the browser has no storage at all there is nothing to retry, and nothing to say.
    saveText: (text) => tabs.save(text) !== 'failed' || storage === null,
    settingsStore: storage,
    recorder,
    statistics,
    deal,
    daily: solver === null ? null : dailyDealer(solver, storage),
    sounds,
    copy: (text) => navigator.clipboard.writeText(text),
    share: typeof navigator.share === 'function' ? (data) => navigator.share(data) : null,
    linkOf: (code) => {
      const link = new URL(window.location.href);
      link.search = '';
      link.hash = '';
      link.searchParams.set('code', code);
      return link.toString();
    },
  });
  (window as unknown as { solitaire: App }).solitaire = app;
  return app;
}
