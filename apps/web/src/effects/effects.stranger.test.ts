/**
 * The web game on a full storage: local storage refuses every write (`QuotaExceededError`), as a
 * browser whose quota for the site is used up does. The page says once, in words, that the game
 * could not be saved and what to do; it keeps trying; and nothing the player did is lost while the
 * tab stays open: once there is room, the save holds every move, and a reload resumes them all.
 */
import { gameOfCode, startOfCode } from '@russian-solitaire/dealer';
import { type Game, ok, unwrap, resumeGame } from '@russian-solitaire/engine';
import { describe, expect, it } from 'vitest';
import { Actions } from '../state/actions.js';
import { Effects, type EffectsInit, SAVE_RETRY_MS } from './effects.js';
import { t } from '../texts/i18n.js';
import { initialUiState } from '../state/initial-state.js';
import { defaultSettings } from '../state/settings.js';
import { GAME_KEY, type KeyValueStore, memoryStore } from './storage.js';
import { Store } from '../state/store.js';
import { createTabSync } from './tabs.js';

/** Local storage that refuses every write while it is full, as a browser does. */
function fullableStore(): KeyValueStore & { full: boolean; readonly map: Map<string, string> } {
  const inner = memoryStore();
  const store = {
    full: false,
    map: inner.map,
    getItem: (key: string) => inner.getItem(key),
    setItem: (key: string, value: string) => {
      if (store.full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      inner.setItem(key, value);
    },
    removeItem: (key: string) => inner.removeItem(key),
  };
  return store;
}

/** The page's model on `storage`, saving as the app does (the tab coordinator), with timers run by hand. */
function pageOn(game: Game, storage: ReturnType<typeof fullableStore>) {
  const tasks: { task: () => void; ms: number; cancelled: boolean }[] = [];
  const later: NonNullable<EffectsInit['later']> = (task, ms) => {
    const entry = { task, ms, cancelled: false };
    tasks.push(entry);
    return () => (entry.cancelled = true);
  };
  const tabs = createTabSync({ store: storage, key: GAME_KEY, subscribe: () => () => {}, onAdopt: () => {} });
  const store = new Store(
    game,
    initialUiState({ ...defaultSettings({ language: 'en' }), winnableOnly: false }, game.snapshot()),
  );
  const said: string[] = [];
  store.onAction((action) => {
    if (action.type === 'said' && action.message !== null) said.push(action.message.text('en'));
  });
  const actions = new Actions(store);
  const effects = new Effects({
    store,
    actions,
    solver: null,
    saveText: (text) => tabs.save(text) !== 'failed',
    settingsStore: storage,
    recorder: null,
    statistics: null,
    deal: () => Promise.resolve(ok(game)),
    copy: () => Promise.resolve(),
    later,
  });
  effects.start();
  /** Runs the timers due (the retries of the save), as time passing would. */
  const runTimers = (): number => {
    const due = tasks.splice(0).filter((e) => !e.cancelled);
    for (const e of due) e.task();
    return due.length;
  };
  return { store, actions, effects, said, tasks, runTimers };
}

describe('a full storage', () => {
  it('is said once, in words; the game is saved as soon as there is room, every move in it', () => {
    const storage = fullableStore();
    const page = pageOn(unwrap(gameOfCode('RU1-C-AAAAAAN')), storage);
    const opened = storage.map.get(GAME_KEY)!;
    storage.full = true;
    let moves = 0;
    for (let i = 0; i < 6; i++) {
      const move = page.store.game.legalMoves()[0];
      if (move === undefined) break;
      expect(page.actions.play(move)).toBe(true);
      moves++;
    }
    expect(moves).toBe(6);
    // Told once, whatever the number of saves refused; the stored game is the one before.
    const failed = t('en', 'saveFailed');
    expect(page.said.filter((s) => s === failed)).toHaveLength(1);
    expect(page.said).toContain(failed);
    expect(failed).toMatch(/could not be saved.*full.*Keep this tab open.*free some space/);
    expect(storage.map.get(GAME_KEY)).toBe(opened);
    // It keeps trying: a retry is due while storage is full, and another after it.
    expect(page.tasks.filter((e) => !e.cancelled).map((e) => e.ms)).toEqual([SAVE_RETRY_MS]);
    expect(page.runTimers()).toBe(1);
    expect(page.tasks.filter((e) => !e.cancelled)).toHaveLength(1);
    expect(page.said.filter((s) => s === failed)).toHaveLength(1);
    // Room again: the next retry saves the game as it is, with the six moves; said once too.
    storage.full = false;
    expect(page.runTimers()).toBe(1);
    const stored = JSON.parse(storage.map.get(GAME_KEY)!) as { line: string[]; moveCount: number };
    expect(stored.line).toEqual(page.store.game.save().line);
    expect(stored.line).toHaveLength(6);
    expect(page.said.filter((s) => s === t('en', 'saveResumed'))).toHaveLength(1);
    expect(page.tasks.filter((e) => !e.cancelled)).toHaveLength(0);
    // A reload resumes every move.
    const resumed = unwrap(resumeGame(storage.map.get(GAME_KEY)!, { startOf: startOfCode }));
    expect(resumed.moveCount).toBe(6);
    expect(resumed.history).toEqual(page.store.game.history);
    page.effects.dispose();
  });

  it('full again later is said again; a page that goes away stops trying', () => {
    const storage = fullableStore();
    const page = pageOn(unwrap(gameOfCode('RU1-C-AAAAAAN')), storage);
    const failed = t('en', 'saveFailed');
    for (const full of [true, false, true]) {
      storage.full = full;
      expect(page.actions.play(page.store.game.legalMoves()[0]!)).toBe(true);
    }
    expect(page.said.filter((s) => s === failed)).toHaveLength(2);
    page.effects.dispose();
    expect(page.tasks.filter((e) => !e.cancelled)).toHaveLength(0);
  });

  it('says it in each of the four languages', async () => {
    const { loadLanguage } = await import('../texts/i18n.js');
    const texts = new Set<string>();
    for (const lang of ['en', 'ru', 'uk', 'tr'] as const) {
      await loadLanguage(lang);
      texts.add(t(lang, 'saveFailed'));
      expect(t(lang, 'saveResumed').length).toBeGreaterThan(0);
    }
    expect(texts.size).toBe(4);
  });
});
