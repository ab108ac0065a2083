/**
 * The page's start, carried in the page itself (`vite.config.ts` puts it inline, with the style
 * sheet), run as soon as it has arrived: reads the settings and the saved game, opens the game and
 * makes the header and the table while the rest of the page arrives, and draws them as they will
 * stay once the page's root element is there. Then it loads the rest of the app (`app-start.ts`:
 * the store and the state's transitions, the player's actions, the inputs, the dialogs, the
 * effects, the solver service (its client loads at the first request), statistics, tabs, sounds),
 * which takes over the same views. Until the rest has loaded a card does not react, and a button
 * pressed is done once it has ({@link ActionsLink}).
 * @module
 */
import type { Language } from '@russian-solitaire/engine';
import { ActionsLink } from './actions-link.js';
import type { App } from './app.js';
import { firstWinnableGame } from './first-deal.js';
import { loadLanguage, preferredLanguage, t } from '../texts/i18n.js';
import { initialUiState } from '../state/initial-state.js';
import { PageView } from '../page/page-view.js';
import { parsedElement } from './parsed.js';
import { noticeText, openGame } from './session.js';
import { SETTINGS_KEY, defaultSettings, parseSettings } from '../state/settings.js';
import { GAME_KEY, browserStore, readItem, removeItem } from '../effects/storage.js';
import { ThemeView } from '../page/theme.js';
import '../page/style.css';

const storage = browserStore();
const settings = parseSettings(
  readItem(storage, SETTINGS_KEY),
  defaultSettings({ language: preferredLanguage(navigator.languages ?? [navigator.language]) }),
);
// The player's language, if not English, is a chunk of its own: fetched now and waited for
// before the first thing is drawn, so that nothing shows in English first. Should it fail to
// load (offline without the service worker), the page speaks English.
const languageReady = loadLanguage(settings.language).catch(() => {});
const theme = new ThemeView(document);
theme.apply(settings.theme);
theme.deck(settings.fourColour);
const url = new URL(window.location.href);
const urlCode = url.searchParams.get('code');
// A first visit with "winnable deals only" deals one of the seeds proved winnable beforehand
// (first-deal.ts): its first cards need no solver. Later new games are drawn in the worker.
/** A first visit (nothing stored yet): the status line offers How to play, once. */
const firstVisit = readItem(storage, SETTINGS_KEY) === null && readItem(storage, GAME_KEY) === null;
const opening = openGame({
  urlCode,
  saved: readItem(storage, GAME_KEY),
  rule: settings.newGameRule,
  deal: () => (settings.winnableOnly ? firstWinnableGame(settings.newGameRule) : null),
});
if (opening.discardSave) removeItem(storage, GAME_KEY);
if (urlCode !== null) {
  // The code has been used: a reload now resumes the saved game rather than dealing it again.
  url.searchParams.delete('code');
  window.history.replaceState(null, '', url.toString());
}
/** Whether the solver can run here (in a worker): without, hints are off from the first drawing. */
const solverAvailable = typeof Worker !== 'undefined';
// The start runs as soon as its script has arrived, while the rest of the page still arrives: it
// draws in the page's root element once the parser has put it there, after the style sheet (which
// comes before the page's body).
const root = parsedElement('app');

/**
 * Makes the views while the page still arrives, draws them once its root element is there and the
 * player's language is loaded, then loads the rest of the app and hands it the views. Not awaited
 * at the top level: a language's chunk imports what it shares with the page's start from it, so the
 * start must finish its own evaluation before that chunk can run.
 */
async function start(): Promise<void> {
  const game = opening.game;
  const link = new ActionsLink();
  // The clock reads the game on the table: this one until the app (which may replace it) is there.
  let app: App | null = null;
  const view = new PageView(theme, link.actions, () => (app?.current ?? game).elapsedMs);
  const notice = opening.notices[0];
  const message = notice
    ? { kind: 'notice' as const, text: (lang: Language) => noticeText(notice, lang) }
    : firstVisit
      ? { kind: 'offer' as const, text: (lang: Language) => t(lang, 'rulesOffer') }
      : null;
  const ui = initialUiState(settings, game.snapshot(), message);
  const [element] = await Promise.all([root, languageReady]);
  view.mount(element);
  view.layOut(() => view.draw(game.snapshot(), ui, solverAvailable));
  const rest = await import('./app-start.js').catch(() => null);
  if (rest === null) {
    // The rest of the app did not arrive (the network failed, or a new version replaced its files):
    // the cards on the table cannot be played, and the player is told to reload.
    const failed = { ...ui, message: { kind: 'notice' as const, text: (lang: Language) => t(lang, 'appUnavailable') } };
    view.draw(game.snapshot(), failed, solverAvailable);
    return;
  }
  app = rest.startApp({
    game,
    ui,
    view,
    link,
    storage,
    solverAvailable,
    discardSave: opening.discardSave,
    replaced: opening.replaced ?? null,
  });
}
void start();
