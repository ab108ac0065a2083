/**
 * The page's entry point: reads settings and the saved game, opens the game and starts the app.
 * @module
 */
import { resumeGame } from '@russian-solitaire/dealer';
import { App } from './app.js';
import type { GameRecorder } from './controller.js';
import { WorkerHinter } from './hint.js';
import { preferredLanguage } from './i18n.js';
import { openGame } from './session.js';
import {
  GAME_KEY,
  SETTINGS_KEY,
  browserStore,
  defaultSettings,
  parseSettings,
  readItem,
  removeItem,
} from './storage.js';
import { loadStatistics, recordGame, recordLeave, resetStoredStatistics, updateStatistics } from './stats.js';
import { browserTabEvents, createTabSync } from './tabs.js';
import './style.css';

const store = browserStore();
const settings = parseSettings(
  readItem(store, SETTINGS_KEY),
  defaultSettings(preferredLanguage(navigator.languages ?? [navigator.language])),
);
const url = new URL(window.location.href);
const urlCode = url.searchParams.get('code');
const opening = openGame({
  urlCode,
  saved: readItem(store, GAME_KEY),
  rule: settings.newGameRule,
  winnableOnly: settings.winnableOnly,
});
if (opening.discardSave) removeItem(store, GAME_KEY);
if (urlCode !== null) {
  // The code has been used: a reload now resumes the saved game rather than dealing it again.
  url.searchParams.delete('code');
  window.history.replaceState(null, '', url.toString());
}
const hinter =
  typeof Worker === 'undefined'
    ? null
    : new WorkerHinter(() => new Worker(new URL('./hint.worker.ts', import.meta.url), { type: 'module' }));
// Two tabs share one save: the game last changed in any tab wins (see tabs.ts).
let app: App | null = null;
const tabs = createTabSync({
  store,
  key: GAME_KEY,
  subscribe: browserTabEvents(window, store ?? undefined),
  opened: opening.discardSave ? null : readItem(store, GAME_KEY),
  onAdopt: (text) => {
    const game = resumeGame(text);
    if (game.ok) app?.controller.adopt(game.value);
  },
});
document.addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'visible') tabs.refresh();
});
const recorder: GameRecorder = {
  record: (game) => void updateStatistics(store, (s) => recordGame(s, game)),
  leave: () => void updateStatistics(store, recordLeave),
};
app = new App({
  root: document.getElementById('app')!,
  game: opening.game,
  settings,
  store,
  hinter,
  notices: opening.notices,
  recorder,
  saveText: (text) => void tabs.save(text),
  statistics: {
    read: () => loadStatistics(store),
    reset: (rule) => resetStoredStatistics(store, rule),
  },
});
(window as unknown as { solitaire: App }).solitaire = app;
