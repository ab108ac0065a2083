/**
 * The page's entry point: reads settings and the saved game, opens the game and starts the app
 * with the browser's storage, solver worker, clipboard and tabs.
 * @module
 */
import { resumeGame } from '@russian-solitaire/dealer';
import { err, ok } from '@russian-solitaire/engine';
import { App } from './app.js';
import { dailyDealer, dailyFigures, recordDailyGame, resetDailyStreak } from './daily.js';
import type { Dealer, GameRecorder, StatisticsSource } from './effects.js';
import { loadLanguage, preferredLanguage } from './i18n.js';
import { firstWinnableGame } from './first-deal.js';
import { newRandomGame, openGame } from './session.js';
import { SETTINGS_KEY, defaultSettings, parseSettings } from './settings.js';
import { WorkerSolver } from './solver.js';
import { loadStatistics, recordGame, recordLeave, resetStoredStatistics, updateStatistics } from './stats.js';
import { GAME_KEY, browserStore, readItem, removeItem } from './storage.js';
import { browserTabEvents, createTabSync } from './tabs.js';
import type { SoundPlayer } from './sound.js';
import { ThemeView } from './theme.js';
import { badCodeText } from './transition.js';
import './style.css';

const store = browserStore();
const settings = parseSettings(
  readItem(store, SETTINGS_KEY),
  defaultSettings({ language: preferredLanguage(navigator.languages ?? [navigator.language]) }),
);
// The player's language, if not English, is a chunk of its own: fetched now, beside the rest of
// the start, and waited for before the first thing is drawn, so that nothing shows in English
// first. Should it fail to load (offline without the service worker), the page speaks English.
const languageReady = loadLanguage(settings.language).catch(() => {});
// The theme shows from the first thing drawn, the "dealing" message included.
const theme = new ThemeView(document);
theme.apply(settings.theme);
const url = new URL(window.location.href);
const urlCode = url.searchParams.get('code');
const opening = openGame({ urlCode, saved: readItem(store, GAME_KEY), rule: settings.newGameRule });
if (opening.discardSave) removeItem(store, GAME_KEY);
if (urlCode !== null) {
  // The code has been used: a reload now resumes the saved game rather than dealing it again.
  url.searchParams.delete('code');
  window.history.replaceState(null, '', url.toString());
}
const solver =
  typeof Worker === 'undefined'
    ? null
    : new WorkerSolver(() => new Worker(new URL('./solver.worker.ts', import.meta.url), { type: 'module' }));
// Two tabs share one save: the game last changed in any tab wins (see tabs.ts).
let app: App | null = null;
const tabs = createTabSync({
  store,
  key: GAME_KEY,
  subscribe: browserTabEvents(window, store ?? undefined),
  opened: opening.discardSave ? null : readItem(store, GAME_KEY),
  onAdopt: (text) => {
    const game = resumeGame(text);
    if (game.ok) app?.actions.adopt(game.value);
  },
});
document.addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'visible') tabs.refresh();
});
const recorder: GameRecorder = {
  record: (game) => {
    updateStatistics(store, (s) => recordGame(s, game));
    recordDailyGame(store, game);
  },
  leave: () => void updateStatistics(store, recordLeave),
};
const statistics: StatisticsSource = {
  read: () => loadStatistics(store),
  reset: (key) => resetStoredStatistics(store, key),
  daily: () => dailyFigures(store),
  resetDaily: () => resetDailyStreak(store),
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
    void import('./sound-player.js').then((m) => {
      player ??= new m.WebAudioSounds();
      player.play(name);
    }),
};
const root = document.getElementById('app')!;

/**
 * Draws the table once the player's language is loaded. Not awaited at the top level: a language's
 * chunk imports what it shares with the main script from it, so the main script must finish its
 * own evaluation before that chunk can run (awaiting it here would wait for ever).
 */
async function start(): Promise<void> {
  await languageReady;
  // A first visit with "winnable deals only" deals one of the seeds proved winnable beforehand
  // (first-deal.ts): its first cards need no solver. Later new games are drawn in the worker.
  const game =
    (opening.fresh === true && settings.winnableOnly ? firstWinnableGame(settings.newGameRule) : null) ?? opening.game;
  app = new App({
    root,
    game,
    settings,
    notices: opening.notices,
    replaced: opening.replaced ?? null,
    theme,
    solver,
    saveText: (text) => void tabs.save(text),
    settingsStore: store,
    recorder,
    statistics,
    deal,
    daily: solver === null ? null : dailyDealer(solver, store),
    sounds,
    copy: (text) => navigator.clipboard.writeText(text),
  });
  (window as unknown as { solitaire: App }).solitaire = app;
}
void start();
