/**
 * The page's entry point: reads settings and the saved game, opens the game and starts the app.
 * @module
 */
import { App } from './app.js';
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
const app = new App({
  root: document.getElementById('app')!,
  game: opening.game,
  settings,
  store,
  hinter,
  notices: opening.notices,
});
(window as unknown as { solitaire: App }).solitaire = app;
