import { formatCode, gameOfCode, startOfCode } from '@russian-solitaire/dealer';
import { type Card, type Game, type Result, makePosition, ok, resumeGame, unwrap } from '@russian-solitaire/engine';
import { type SolveResult, dailyDeal, errorMessage, solve } from '@russian-solitaire/solver';
import { MESSAGES as SOLVER_MESSAGES } from '@russian-solitaire/solver/messages';
import fc from 'fast-check';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Actions } from './actions.js';
import { isLoaded, loadLanguage } from '../texts/i18n.js';
import {
  DAILY_STREAK_KEY,
  NO_DAILY_STREAK,
  dailyDealer,
  dailyFigures,
  formatDailyStreak,
  recordDailyGame,
  recordDailyWin,
  resetDailyStreak,
} from '../effects/daily.js';
import {
  type EffectsInit,
  Effects,
  FINISH_STEP_MS,
  type GameRecorder,
  type StatisticsSource,
} from '../effects/effects.js';
import { newRandomGame } from '../start/session.js';
import { SETTINGS_KEY, type Settings, defaultSettings, parseSettings } from './settings.js';
import type { FairHintResult, HintResult, SolverFailure, SolverService } from '../effects/solver.js';
import { emptyStatistics } from '../effects/stats.js';
import { GAME_KEY, memoryStore } from '../effects/storage.js';
import { Store } from './store.js';
import { placesOf } from '../table/places.js';
import { initialUiState } from './initial-state.js';
import { DAILY_STATS, canUndo } from './ui-state.js';

function dealt(code: string): Game {
  const g = gameOfCode(code);
  if (!g.ok) throw new Error(g.error.message);
  return g.value;
}

/** A recorder that notes its calls. */
function notingRecorder(): GameRecorder & { readonly calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    record: (game) => {
      calls.push(`record ${game.moveCount}`);
    },
    leave: () => calls.push('leave'),
  };
}

/** Timers run by hand: `run()` runs the tasks due, in order. */
function manualTimers(): { later: NonNullable<EffectsInit['later']>; run: () => number } {
  let tasks: { task: () => void; cancelled: boolean }[] = [];
  return {
    later: (task) => {
      const entry = { task, cancelled: false };
      tasks.push(entry);
      return () => (entry.cancelled = true);
    },
    run: () => {
      const due = tasks.filter((t) => !t.cancelled);
      tasks = [];
      for (const t of due) t.task();
      return due.length;
    },
  };
}

/** A solver that answers verdicts at once (searching on this thread, as the worker would) and hints on demand. */
function fakeSolver(): SolverService & {
  hints: ((answer: HintResult | FairHintResult) => void)[];
  cancelled: number;
  verdicts: number;
} {
  const solver = {
    hints: [] as ((answer: HintResult | FairHintResult) => void)[],
    cancelled: 0,
    verdicts: 0,
    hint: () => new Promise<HintResult>((resolve) => solver.hints.push(resolve as never)),
    fairHint: () => new Promise<FairHintResult>((resolve) => solver.hints.push(resolve as never)),
    verdict: (game: Game): Promise<Result<SolveResult, SolverFailure>> => {
      solver.verdicts++;
      const result = solve(game, { budget: 100_000 });
      return Promise.resolve(result.ok ? ok(result.value) : { ok: false, error: { code: 'solver-error', detail: '' } });
    },
    dailyGame: (date: string, rule: 'C' | 'R') => {
      const daily = dailyDeal(date, { rule });
      const g = daily.ok ? gameOfCode(daily.value.gameCode) : null;
      return Promise.resolve(
        daily.ok && g?.ok === true
          ? ok({ game: g.value, date: daily.value.date, day: daily.value.day, code: daily.value.gameCode })
          : { ok: false as const, error: { code: 'solver-error' as const, detail: '' } },
      );
    },
    winnableGame: (rule: 'C' | 'R') => {
      const g = newRandomGame(rule);
      return Promise.resolve(
        g.ok ? ok(g.value) : { ok: false as const, error: { code: 'solver-error' as const, detail: '' } },
      );
    },
    review: () => Promise.resolve({ ok: false as const, error: { code: 'no-worker' as const, detail: '' } }),
    cancelHints: () => {
      solver.cancelled++;
      for (const resolve of solver.hints.splice(0))
        resolve({ ok: false, error: { code: 'cancelled', detail: 'the hint was cancelled' } });
    },
    dispose: () => {},
  };
  return solver;
}

interface Page {
  readonly store: Store;
  readonly actions: Actions;
  readonly effects: Effects;
  readonly kv: ReturnType<typeof memoryStore>;
}

/** A page's model without a page: the store, the actions and the effects, with stand-ins for the browser. */
function pageOf(game: Game, extra: Partial<EffectsInit> & { settings?: Partial<Settings> } = {}): Page {
  const kv = memoryStore();
  const settings = { ...defaultSettings({ language: 'en' }), winnableOnly: false, ...extra.settings };
  const store = new Store(game, initialUiState(settings, game.snapshot()));
  const actions = new Actions(store);
  const effects = new Effects({
    store,
    actions,
    solver: null,
    saveText: (text) => {
      kv.setItem(GAME_KEY, text);
      return true;
    },
    settingsStore: kv,
    recorder: null,
    statistics: null,
    deal: (rule) => {
      const g = newRandomGame(rule);
      return Promise.resolve(g.ok ? ok(g.value) : { ok: false, error: () => g.error.message });
    },
    copy: () => Promise.resolve(),
    ...extra,
  });
  effects.start();
  return { store, actions, effects, kv };
}

/** Lets the promises of the effects settle. */
async function settle(): Promise<void> {
  for (let i = 0; i < 5; i++) await Promise.resolve();
  await new Promise((resolve) => setTimeout(resolve, 0));
}

/** Plays the first legal move `n` times, or until no move is left. */
function playSome(page: Page, n: number): void {
  for (let i = 0; i < n; i++) {
    const move = page.store.game.legalMoves()[0];
    if (move === undefined) return;
    expect(page.actions.play(move)).toBe(true);
  }
}

describe('the store', () => {
  it('keeps one state object until something changes, and tells its listeners once per action', () => {
    const page = pageOf(dealt('RU1-C-AAAAABC'));
    let calls = 0;
    page.store.subscribe(() => calls++);
    const first = page.store.ui;
    expect(page.store.ui).toBe(first);
    playSome(page, 1);
    expect(calls).toBeGreaterThan(0);
    expect(page.store.ui).not.toBe(first);
    expect(page.store.ui).toBe(page.store.ui);
    expect(page.store.ui.announcement?.text('en')).toMatch(/ to (column \d|its foundation)/);
  });
});

describe('the actions and their effects', () => {
  // A notice is read in Russian below (Turkish and Ukrainian are loaded by the tests of switching).
  beforeAll(() => loadLanguage('ru'));

  it('stop the clock when no legal move is left, and start it again after an undo', () => {
    let now = 0;
    const start = gameOfCode('RU1-C-AAAAAAB', { clock: { now: () => now } });
    if (!start.ok) throw new Error(start.error.message);
    const page = pageOf(start.value);
    const game = (): Game => page.store.game;
    // A fixed pseudo-random walk: most walks of this deal end with no legal move.
    let x = 7;
    for (let i = 0; i < 600 && !game().noLegalMove && !game().isWon; i++) {
      const moves = game().legalMoves();
      x = (x * 1103515245 + 12345) % 2147483648;
      now += 1000;
      expect(page.actions.play(moves[x % moves.length]!)).toBe(true);
    }
    expect(game().noLegalMove).toBe(true);
    expect(game().isPaused).toBe(true);
    expect(page.store.ui.message?.text('en')).toMatch(/No legal move is left/);
    expect(page.store.ui.announcement?.text('en')).toMatch(/ to (column \d|its foundation)\. No legal move is left/);
    const stopped = game().elapsedMs;
    now += 60_000;
    page.effects.pageShown(); // the page shown again: the clock stays stopped
    expect(game().elapsedMs).toBe(stopped);
    page.actions.undo();
    expect(game().noLegalMove).toBe(false);
    expect(game().isPaused).toBe(false);
    now += 5_000;
    expect(game().elapsedMs).toBe(stopped + 5_000);
  });

  it('open the end of the game when no legal move is left, a saved game that is over on loading, and close it on an undo', () => {
    const page = pageOf(dealt('RU1-C-AAAAAAB'));
    const game = (): Game => page.store.game;
    let x = 7;
    for (let i = 0; i < 600 && !game().noLegalMove && !game().isWon; i++) {
      const moves = game().legalMoves();
      x = (x * 1103515245 + 12345) % 2147483648;
      expect(page.store.ui.ended).toBeNull();
      expect(page.actions.play(moves[x % moves.length]!)).toBe(true);
    }
    expect(game().noLegalMove).toBe(true);
    expect(page.store.ui.ended).toEqual({ reason: 'no-legal-move' });
    // The same game saved and opened again opens on its end.
    const saved = resumeGame(JSON.stringify(game().save()), { startOf: startOfCode });
    if (!saved.ok) throw new Error(saved.error.message);
    expect(initialUiState(page.store.ui.settings, saved.value.snapshot()).ended).toEqual({ reason: 'no-legal-move' });
    page.actions.dismissEnd();
    expect(page.store.ui.ended).toBeNull();
    page.actions.endGame('no-legal-move');
    expect(page.store.ui.ended).toEqual({ reason: 'no-legal-move' });
    page.actions.undo();
    expect(page.store.ui.ended).toBeNull();
    // A won game saved and opened again opens on its win screen.
    const won = dealt('RU1-C-AAAAABP');
    const line = solve(won, { budget: 1_000_000 });
    if (!line.ok || line.value.status !== 'solved') throw new Error('the deal should be winnable');
    for (const move of line.value.line) expect(won.play(move).ok).toBe(true);
    const opened = initialUiState(page.store.ui.settings, won.snapshot());
    expect(opened.won).toEqual({ score: won.score, moves: won.moveCount, elapsedMs: won.elapsedMs });
    expect(opened.ended).toBeNull();
  });

  it('take a hint that finds no useful move as the end of the game, with legal moves left', async () => {
    const solver = fakeSolver();
    const page = pageOf(dealt('RU1-C-AAAAABC'), { solver });
    expect(page.store.game.legalMoves().length).toBeGreaterThan(0);
    page.actions.askHint();
    await settle();
    solver.hints.shift()!({ ok: true, value: null });
    await settle();
    expect(page.store.ui.ended).toEqual({ reason: 'no-useful-move' });
    expect(page.store.ui.message?.text('en')).toBe('No move is left that leads anywhere new.');
    // A move played from there closes it.
    expect(page.actions.play(page.store.game.legalMoves()[0]!)).toBe(true);
    expect(page.store.ui.ended).toBeNull();
  });

  it('stop the clock while a dialog is open, and start it again once it closes', () => {
    let now = 0;
    const start = gameOfCode('RU1-C-AAAAABC', { clock: { now: () => now } });
    if (!start.ok) throw new Error(start.error.message);
    const page = pageOf(start.value);
    const game = page.store.game;
    expect(page.actions.play(game.legalMoves()[0]!)).toBe(true);
    now += 1_000;
    expect(game.elapsedMs).toBe(1_000);
    for (const panel of ['settings', 'statistics', 'moves', 'rules'] as const) {
      page.actions.openPanel(panel);
      now += 60_000;
      expect(game.elapsedMs, panel).toBe(1_000);
      page.actions.closePanel();
      expect(game.isPaused).toBe(false);
    }
    // The menu is no dialog: the clock runs.
    page.actions.togglePanel('menu');
    now += 1_000;
    expect(game.elapsedMs).toBe(2_000);
    page.actions.closePanel();
    // Hidden, then shown with a dialog open: still stopped.
    page.effects.pageHidden();
    page.actions.openPanel('settings');
    page.effects.pageShown();
    now += 5_000;
    expect(game.elapsedMs).toBe(2_000);
    page.actions.closePanel();
    now += 1_000;
    expect(game.elapsedMs).toBe(3_000);
  });

  it('bring back the game a new game replaced, until the next move; then it counts as left, once', async () => {
    const recorder = notingRecorder();
    const page = pageOf(dealt('RU1-C-AAAAABC'), { recorder });
    playSome(page, 3);
    const old = page.store.game;
    page.actions.newGame('R', false);
    await settle();
    expect(page.store.game).not.toBe(old);
    expect(page.store.game.gameCode).toMatch(/^RU1-R-/);
    expect(canUndo(page.store.snapshot(), page.store.ui)).toBe(true);
    page.actions.undo();
    expect(page.store.game).toBe(old);
    expect(page.store.game.moveCount).toBe(3);
    expect(page.store.ui.message?.text('en')).toBe('The game is back.');
    expect(recorder.calls).not.toContain('leave');
    // A new game, then a move in it: the old game can no longer come back, and is left.
    page.actions.newGame('C', false);
    await settle();
    // A deal with no legal move at all would leave nothing to play: deal again until one has a move.
    while (page.store.game.legalMoves().length === 0) {
      page.actions.newGame('C', false);
      await settle();
    }
    playSome(page, 1);
    expect(recorder.calls.filter((call) => call === 'leave')).toHaveLength(1);
    expect(recorder.calls.at(-1)).toBe('record 1');
    page.actions.undo();
    expect(page.store.game.moveCount).toBe(1);
    expect(page.store.game.canUndo).toBe(false);
    expect(canUndo(page.store.snapshot(), page.store.ui)).toBe(false);
  });

  it('keep the game in progress that a link replaced: Undo brings it back, and it is left only at a move in the new deal', () => {
    const recorder = notingRecorder();
    const old = dealt('RU1-C-AAAAABC');
    for (let i = 0; i < 3; i++) expect(old.play(old.legalMoves()[0]!).ok).toBe(true);
    const page = pageOf(dealt('RU1-C-AAAAABD'), { recorder });
    page.actions.linkOpened(old);
    expect(canUndo(page.store.snapshot(), page.store.ui)).toBe(true);
    expect(page.store.ui.message?.text('en')).toBe(
      'Game RU1-C-AAAAABD from the link. Undo brings back the game you were playing.',
    );
    expect(recorder.calls).not.toContain('leave');
    page.actions.undo();
    expect(page.store.game).toBe(old);
    expect(page.store.game.moveCount).toBe(3);
    expect(page.store.ui.message?.text('en')).toBe('The game is back.');
    expect(recorder.calls).not.toContain('leave');
    // Opened from a link again, then played: the game in progress is left, once.
    const other = pageOf(dealt('RU1-C-AAAAABD'), { recorder });
    other.actions.linkOpened(old);
    playSome(other, 1);
    expect(recorder.calls.filter((call) => call === 'leave')).toHaveLength(1);
  });

  it('let a new game replace an untouched deal without keeping it', async () => {
    const page = pageOf(dealt('RU1-C-AAAAABC'));
    page.actions.newGame('C', false);
    await settle();
    expect(page.store.game.gameCode).not.toBe('RU1-C-AAAAABC');
    expect(canUndo(page.store.snapshot(), page.store.ui)).toBe(false);
  });

  it('say in the page’s language, from the engine’s error, that there is nothing to undo or redo', async () => {
    await loadLanguage('ru');
    const page = pageOf(dealt('RU1-C-AAAAABC'));
    const fresh = unwrap(gameOfCode('RU1-C-AAAAABC'));
    let checked = 0;
    for (const [step, refused] of [
      [() => page.actions.undo(), fresh.undo()],
      [() => page.actions.redo(), fresh.redo()],
    ] as const) {
      if (refused.ok) throw new Error('a fresh game has nothing to undo or redo');
      step();
      expect(page.store.ui.message?.text('en')).toBe(refused.error.message);
      expect(page.store.ui.message?.text('ru')).toBe(errorMessage(refused.error, SOLVER_MESSAGES.ru));
      expect(page.store.ui.message?.text('ru')).not.toMatch(/[A-Za-z]{3,}/);
      checked++;
    }
    expect(checked).toBe(2);
  });

  it('undo a restart: the game comes back with its moves', () => {
    const page = pageOf(dealt('RU1-C-AAAAABC'));
    playSome(page, 4);
    const before = makePosition(page.store.game.position);
    const history = page.store.game.history;
    page.actions.restart();
    expect(page.store.game.moveCount).toBe(0);
    expect(canUndo(page.store.snapshot(), page.store.ui)).toBe(true);
    page.actions.undo();
    expect(makePosition(page.store.game.position)).toBe(before);
    expect(page.store.game.history).toEqual(history);
  });

  it('show a win screen summary and turn Undo off once the game is won', () => {
    const page = pageOf(dealt('RU1-C-AAAAABP'));
    const game = page.store.game;
    // Win with the solver's line, as Finish would.
    const solved = solve(game, { budget: 1_000_000 });
    if (!solved.ok || solved.value.status !== 'solved') throw new Error('the deal should be winnable');
    for (const move of solved.value.line) expect(page.actions.play(move)).toBe(true);
    expect(game.isWon).toBe(true);
    expect(page.store.ui.won).toEqual({ score: game.score, moves: game.moveCount, elapsedMs: game.elapsedMs });
    expect(canUndo(page.store.snapshot(), page.store.ui)).toBe(false);
    const moves = game.moveCount;
    page.actions.undo();
    expect(game.moveCount).toBe(moves);
    expect(game.isWon).toBe(true);
    page.actions.dismissWin();
    expect(page.store.ui.won).toBeNull();
  });

  it('adopt the game of another tab, with a notice only when it is another game or has other moves', () => {
    const page = pageOf(dealt('RU1-C-AAAAABC'));
    playSome(page, 2);
    const same = resumeGame(JSON.stringify(page.store.game.save()), { startOf: startOfCode });
    if (!same.ok) throw new Error(same.error.message);
    page.actions.adopt(same.value);
    expect(page.store.game).toBe(same.value);
    expect(page.store.ui.message).toBeNull();
    page.actions.adopt(dealt('RU1-C-AAAAABD'));
    expect(page.store.ui.message?.text('ru')).toMatch(/другой вкладке/);
    // The same deal with as many moves, but other ones: another game, so the player is told.
    const mine = pageOf(dealt('RU1-C-AAAAABC'));
    const theirs = dealt('RU1-C-AAAAABC');
    const [first, second] = theirs.legalMoves();
    expect(second).toBeDefined();
    expect(mine.actions.play(first!)).toBe(true);
    expect(theirs.play(second!).ok).toBe(true);
    mine.actions.adopt(theirs);
    expect(mine.store.ui.message?.text('en')).toMatch(/continued in another tab/);
    expect(mine.store.ui.announcement?.text('en')).toMatch(/continued in another tab/);
  });

  it('play a tapped card to its best place with one tap (the foundation, else auto placement), or say why it has none', () => {
    const seen = { home: 0, column: 0, refused: 0 };
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 26 ** 7 - 1 }),
        fc.array(fc.nat(), { maxLength: 40 }),
        fc.nat(),
        fc.boolean(),
        (seed, picks, which, homeward) => {
          const code = formatCode({ rule: seed % 2 === 0 ? 'C' : 'R', seed });
          if (!code.ok) throw new Error(code.error.message);
          const page = pageOf(dealt(code.value));
          // A random game: moves chosen among the legal ones.
          for (const pick of picks) {
            const moves = page.store.game.legalMoves();
            if (moves.length === 0) break;
            expect(page.actions.play(moves[pick % moves.length]!)).toBe(true);
          }
          const game = page.store.game;
          const visible = Object.keys(placesOf(game.snapshot())).map<Card>(Number);
          // Half the time a card that can go home, when there is one.
          const homes = visible.filter((c) => game.check({ card: c, to: 'foundation' }) === null);
          const cards = homeward && homes.length > 0 ? homes : visible;
          const card = cards[which % cards.length]!;
          // What the engine says the tap must do.
          const home = game.check({ card, to: 'foundation' }) === null;
          const target = game.autoPlaceTarget(card);
          const before = `${makePosition(game.position)} ${game.moveCount} ${game.score}`;
          const moved = page.store.ui.moved?.id;
          const outcome = page.actions.tapCard(card);
          if (home || target.ok) {
            expect(outcome).toBe('moved');
            expect(game.history.at(-1)).toEqual({ card, to: home ? 'foundation' : target.ok && target.value });
            expect(page.store.ui.moved?.id).not.toBe(moved);
            seen[home ? 'home' : 'column']++;
          } else {
            expect(outcome).toBe('done');
            expect(`${makePosition(game.position)} ${game.moveCount} ${game.score}`).toBe(before);
            expect(page.store.ui.message?.kind).toBe('refusal');
            expect(page.store.ui.message?.text('en')).toBe(!target.ok && target.error.message);
            seen.refused++;
          }
        },
      ),
      { numRuns: 300 },
    );
    expect(seen.home).toBeGreaterThan(10);
    expect(seen.column).toBeGreaterThan(10);
    expect(seen.refused).toBeGreaterThan(10);
  });

  it('keep the tap of before as a setting: a tap sends a top card home, a double tap auto-places', () => {
    const page = pageOf(dealt('RU1-C-AAAAAAA'), { settings: { oneTap: false } });
    const game = page.store.game;
    // 8♣ alone in column 1 goes nowhere home; a single tap waits for a second one.
    const card = game.top(1)!;
    expect(game.check({ card, to: 'foundation' })).not.toBeNull();
    expect(page.actions.tapCard(card)).toBe('wait');
    expect(game.moveCount).toBe(0);
    // Settled as a single tap: the foundation's refusal.
    expect(page.actions.tapCard(card, true)).toBe('done');
    expect(page.store.ui.message?.text('en')).toBe(game.check({ card, to: 'foundation' })!.message);
    const target = game.autoPlaceTarget(card);
    page.actions.doubleTap(card);
    expect(game.history).toEqual(target.ok ? [{ card, to: target.value }] : []);
  });

  it('announce a refused move to screen readers even when refusals are not explained', () => {
    const page = pageOf(dealt('RU1-C-AAAAABC'));
    page.actions.changeSettings({ interactiveRules: false });
    const game = page.store.game;
    const card = game.top(0)!;
    const refused = ([1, 2, 3, 4, 5, 6] as const).map((to) => ({ card, to })).find((m) => game.check(m) !== null)!;
    expect(page.actions.play(refused)).toBe(false);
    expect(page.store.ui.message).toBeNull();
    expect(page.store.ui.refused?.card).toBe(card);
    const first = page.store.ui.refused!.id;
    expect(page.store.ui.announcement?.text('en')).not.toBe('');
    expect(page.actions.play(refused)).toBe(false);
    expect(page.store.ui.refused!.id).not.toBe(first);
  });

  it('store changed settings, which read back the same; a new language once its texts are loaded', async () => {
    const page = pageOf(dealt('RU1-C-AAAAABC'));
    expect(isLoaded('tr')).toBe(false);
    page.actions.changeSettings({ language: 'tr', twoClick: true });
    // The page goes on in English until the Turkish texts are here.
    expect(page.store.ui.settings.language).toBe('en');
    await vi.waitFor(() => expect(page.store.ui.settings.language).toBe('tr'));
    expect(isLoaded('tr')).toBe(true);
    const stored = parseSettings(page.kv.map.get(SETTINGS_KEY) ?? null, defaultSettings({ language: 'en' }));
    expect(stored).toEqual(page.store.ui.settings);
    expect(stored.language).toBe('tr');
    expect(stored.twoClick).toBe(true);
  });

  it('switch to the language asked for last when one asked for before it loads later', async () => {
    const page = pageOf(dealt('RU1-C-AAAAABC'));
    expect(isLoaded('uk')).toBe(false);
    page.actions.changeSettings({ language: 'uk' });
    page.actions.changeSettings({ language: 'ru' }); // loaded already: at once
    expect(page.store.ui.settings.language).toBe('ru');
    await loadLanguage('uk');
    await new Promise((resolve) => setTimeout(resolve, 0)); // every promise callback has run
    expect(isLoaded('uk')).toBe(true);
    expect(page.store.ui.settings.language).toBe('ru');
    page.actions.changeSettings({ language: 'uk' }); // loaded now: at once
    expect(page.store.ui.settings.language).toBe('uk');
  });

  it('drop a dragged group where the engine takes it, and leave the game as it was when it refuses', () => {
    const page = pageOf(dealt('RU1-C-AAAAABC'));
    const game = page.store.game;
    const move = game.legalMoves().find((m) => m.to !== 'foundation')!;
    const wrong = ([0, 1, 2, 3, 4, 5, 6] as const).find(
      (c) => c !== move.to && game.check({ card: move.card, to: c }) !== null && game.position.length[c]! > 0,
    )!;
    expect(page.actions.grab(move.card)).toBe(true);
    expect(page.store.ui.drag?.group).toEqual(game.group(move.card));
    page.actions.dragTo({ dx: 5, dy: 5, over: wrong, overSuit: null });
    const before = makePosition(game.position);
    page.actions.drop();
    expect(page.store.ui.drag).toBeNull();
    expect(makePosition(game.position)).toBe(before);
    expect(page.store.ui.message?.kind).toBe('refusal');
    expect(page.actions.grab(move.card)).toBe(true);
    page.actions.dragTo({ dx: 50, dy: 5, over: move.to, overSuit: null });
    page.actions.drop();
    expect(game.history.at(-1)).toEqual(move);
  });

  it('save the game after every action, and the save resumes to the game on the table', async () => {
    let cases = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom('move', 'move', 'move', 'undo', 'redo', 'restart', 'new'), { maxLength: 25 }),
        fc.nat({ max: 1000 }),
        async (steps, pick) => {
          const page = pageOf(dealt('RU1-C-AAAAABC'));
          for (const [i, step] of steps.entries()) {
            const game = page.store.game;
            if (step === 'move') {
              const moves = game.legalMoves();
              if (moves.length > 0) page.actions.play(moves[(pick + i) % moves.length]!);
            } else if (step === 'undo') page.actions.undo();
            else if (step === 'redo') page.actions.redo();
            else if (step === 'restart') page.actions.restart();
            else {
              page.actions.newGame('C', false);
              await settle();
            }
            const saved = resumeGame(page.kv.map.get(GAME_KEY) ?? '', { startOf: startOfCode });
            if (!saved.ok) throw new Error(saved.error.message);
            const now = page.store.game;
            expect(makePosition(saved.value.position)).toBe(makePosition(now.position));
            expect(saved.value.moveCount).toBe(now.moveCount);
            if (now.canUndo && !now.isWon) expect(canUndo(now.snapshot(), page.store.ui)).toBe(true);
            if (now.isWon) expect(canUndo(now.snapshot(), page.store.ui)).toBe(false);
          }
          cases++;
        },
      ),
      { numRuns: 60 },
    );
    expect(cases).toBe(60);
  });
});

describe('sharing', () => {
  it("hands the system's share sheet a link to the deal, or copies the link where there is none, and says so", async () => {
    const linkOf = (code: string): string => `https://example.test/?code=${code}`;
    const copied: string[] = [];
    const copy = (text: string): Promise<void> => {
      copied.push(text);
      return Promise.resolve();
    };
    // No share sheet: the link is copied.
    const plain = pageOf(dealt('RU1-C-AAAAABC'), { copy, linkOf, share: null });
    plain.actions.shareGame();
    await settle();
    expect(copied).toEqual(['https://example.test/?code=RU1-C-AAAAABC']);
    expect(plain.store.ui.message?.text('en')).toBe(
      'Link to game RU1-C-AAAAABC copied: https://example.test/?code=RU1-C-AAAAABC',
    );
    // A share sheet: it gets the link; cancelled, nothing is said; failing, the link is copied.
    const shared: ShareData[] = [];
    let answer: () => Promise<void> = () => Promise.resolve();
    const share = (data: ShareData): Promise<void> => {
      shared.push(data);
      return answer();
    };
    const page = pageOf(dealt('RU1-C-AAAAABC'), { copy, linkOf, share });
    page.actions.shareGame();
    await settle();
    expect(shared).toEqual([
      {
        title: 'Russian Solitaire',
        text: 'Play this deal of Russian Solitaire: RU1-C-AAAAABC',
        url: 'https://example.test/?code=RU1-C-AAAAABC',
      },
    ]);
    expect(page.store.ui.message).toBeNull();
    answer = () => Promise.reject(new DOMException('cancelled', 'AbortError'));
    page.actions.shareGame();
    await settle();
    expect(page.store.ui.message).toBeNull();
    answer = () => Promise.reject(new DOMException('not allowed', 'NotAllowedError'));
    page.actions.shareGame();
    await settle();
    expect(copied).toHaveLength(2);
    expect(page.store.ui.message?.text('en')).toMatch(/^Link to game RU1-C-AAAAABC copied/);
  });
});

describe('hints', () => {
  it('show the answer for the position it was asked for, and drop one that comes after a move', async () => {
    const solver = fakeSolver();
    const page = pageOf(dealt('RU1-C-AAAAABC'), { solver });
    const game = page.store.game;
    const move = game.legalMoves()[0]!;
    page.actions.askHint();
    expect(page.store.ui.hintRequest).not.toBeNull();
    await settle();
    expect(solver.hints).toHaveLength(1);
    solver.hints.shift()!({ ok: true, value: { move, estimate: 0.5, low: 0.4, high: 0.6, exhaustive: false } });
    await settle();
    expect(page.store.ui.hint?.move).toEqual(move);
    expect(page.store.ui.message?.text('en')).toMatch(/^Hint: .* about 50\u00a0%/);
    // Asked again, and a move is played before the answer comes: the hint is abandoned.
    page.actions.askHint();
    await settle();
    expect(page.actions.play(game.legalMoves()[0]!)).toBe(true);
    expect(solver.cancelled).toBe(1);
    await settle();
    expect(page.store.ui.hint).toBeNull();
    expect(page.store.ui.hintRequest).toBeNull();
    expect(page.store.ui.message?.kind).not.toBe('hint');
  });
});

describe('with nothing face down', () => {
  it('asks the solver worker for the verdict, and Finish plays its line to the win, one timed move at a time', async () => {
    const solver = fakeSolver();
    const timers = manualTimers();
    // RU1-C-AAAAABP played along the solver's line until every card is face up.
    const game = dealt('RU1-C-AAAAABP');
    const line = solve(game, { budget: 1_000_000 });
    if (!line.ok || line.value.status !== 'solved') throw new Error('the deal should be winnable');
    for (const move of line.value.line) {
      if (game.position.faceDownCount === 0) break;
      expect(game.play(move).ok).toBe(true);
    }
    const page = pageOf(game, { solver, later: timers.later });
    expect(page.store.ui.verdict?.pending).toBe(true);
    await settle();
    expect(solver.verdicts).toBe(1);
    expect(page.store.ui.verdict?.result?.status).toBe('solved');
    page.actions.finish();
    expect(page.store.ui.finishing).toBe(true);
    let steps = 0;
    while (page.store.ui.finishing && steps < 200) steps += timers.run();
    expect(game.isWon).toBe(true);
    expect(page.store.ui.won).not.toBeNull();
    // Finish followed its line: no search was made after the first.
    expect(solver.verdicts).toBe(1);
    expect(steps).toBeGreaterThan(1);
    expect(FINISH_STEP_MS).toBeGreaterThan(0);
  });

  it('finishes by itself with automatic finish on, once a move leaves nothing face down; an undo out of it stays undone', async () => {
    const solver = fakeSolver();
    const timers = manualTimers();
    const game = dealt('RU1-C-AAAAABP');
    const line = solve(game, { budget: 1_000_000 });
    if (!line.ok || line.value.status !== 'solved') throw new Error('the deal should be winnable');
    // Played up to the move that turns the last face-down card.
    let next = 0;
    for (;;) {
      expect(game.play(line.value.line[next]!).ok).toBe(true);
      if (game.position.faceDownCount === 0) break;
      next++;
    }
    expect(game.undo().ok).toBe(true);
    const page = pageOf(game, { solver, later: timers.later, settings: { autoFinish: true } });
    expect(page.store.ui.verdict).toBeNull();
    expect(page.actions.play(line.value.line[next]!)).toBe(true);
    expect(game.position.faceDownCount).toBe(0);
    await settle();
    expect(page.store.ui.verdict?.result?.status).toBe('solved');
    expect(page.store.ui.finishing).toBe(true);
    // Two steps of Finish, then the player takes one back: Finish stops and does not start again.
    timers.run();
    timers.run();
    const played = game.history.length;
    page.actions.undo();
    await settle();
    expect(page.store.ui.finishing).toBe(false);
    expect(page.store.ui.verdict?.result?.status).toBe('solved');
    expect(game.history.length).toBe(played - 1);
    let steps = 0;
    while (steps < 10) steps += timers.run() || 1;
    expect(game.history.length).toBe(played - 1);
    // With the setting off, the same move only says the game can be won.
    const off = dealt('RU1-C-AAAAABP');
    for (let i = 0; i < next; i++) expect(off.play(line.value.line[i]!).ok).toBe(true);
    const manual = pageOf(off, { solver, later: timers.later });
    expect(manual.actions.play(line.value.line[next]!)).toBe(true);
    await settle();
    expect(manual.store.ui.verdict?.result?.status).toBe('solved');
    expect(manual.store.ui.finishing).toBe(false);
  });
});

describe('the daily deal', () => {
  it("deals today's daily deal from the solver, and its win counts in the daily streak", async () => {
    const solver = fakeSolver();
    const kv = memoryStore();
    const today = '2026-12-02';
    const expected = dailyDeal(today);
    if (!expected.ok) throw new Error(expected.error.message);
    const page = pageOf(dealt('RU1-C-AAAAABC'), {
      solver,
      daily: dailyDealer(solver, kv, () => today),
      recorder: { record: (game) => recordDailyGame(kv, game), leave: () => undefined },
    });
    page.actions.dailyGame();
    expect(page.store.ui.dealing).toBe(true);
    expect(page.store.ui.message?.text('en')).toBe('Finding today’s daily deal…');
    await settle();
    expect(page.store.game.gameCode).toBe(expected.value.gameCode);
    expect(page.store.ui.message?.text('en')).toMatch(/^Today’s daily deal: RU1-C-[A-Z]{7}\./);
    expect(dailyFigures(kv, today)).toEqual({ won: 0, current: 0, best: 0 });
    // Won along the solver's line: one daily deal won, one day in a row, until a day is missed.
    for (const move of expected.value.line) expect(page.actions.play(move)).toBe(true);
    expect(page.store.game.isWon).toBe(true);
    // The win screen names the daily deal and its days in a row.
    expect(page.store.ui.won?.daily).toEqual({ date: today, streak: 1 });
    expect(dailyFigures(kv, today)).toEqual({ won: 1, current: 1, best: 1 });
    expect(dailyFigures(kv, '2026-12-03')).toEqual({ won: 1, current: 1, best: 1 });
    expect(dailyFigures(kv, '2026-12-04')).toEqual({ won: 1, current: 0, best: 1 });
    // Another game won is not the daily deal.
    const other = dealt('RU1-C-AAAAABP');
    const line = solve(other, { budget: 1_000_000 });
    if (!line.ok || line.value.status !== 'solved') throw new Error('the deal should be winnable');
    page.actions.startGame(other);
    for (const move of line.value.line) expect(page.actions.play(move)).toBe(true);
    expect(dailyFigures(kv, today).won).toBe(1);
    expect(page.store.ui.won).not.toBeNull();
    expect(page.store.ui.won?.daily ?? null).toBeNull();
  });

  it('forget the daily figures on the Reset of their section, and only the statistics of the section reset', async () => {
    const kv = memoryStore();
    const today = '2026-12-02';
    const won = formatDailyStreak(recordDailyWin(recordDailyWin(NO_DAILY_STREAK, 20_788), 20_789));
    kv.setItem(DAILY_STREAK_KEY, won);
    const resets: string[] = [];
    const statistics: StatisticsSource = {
      read: () => emptyStatistics(),
      reset: (key) => {
        resets.push(key);
        return emptyStatistics();
      },
      daily: () => dailyFigures(kv, today),
      resetDaily: () => resetDailyStreak(kv),
    };
    const page = pageOf(dealt('RU1-C-AAAAABC'), { statistics });
    page.actions.togglePanel('statistics');
    expect(page.store.ui.daily).toEqual({ won: 2, current: 2, best: 2 });
    // A rule's Reset forgets that rule's statistics, not the daily figures.
    page.actions.askReset('C');
    page.actions.confirmReset();
    expect(resets).toEqual(['C']);
    expect(page.store.ui.daily).toEqual({ won: 2, current: 2, best: 2 });
    // The daily section's Reset asks first, then forgets the daily figures and nothing else.
    page.actions.askReset(DAILY_STATS);
    expect(page.store.ui.confirmReset).toBe(DAILY_STATS);
    expect(kv.map.get(DAILY_STREAK_KEY)).toBe(won);
    page.actions.confirmReset();
    await settle();
    expect(resets).toEqual(['C']);
    expect(kv.map.has(DAILY_STREAK_KEY)).toBe(false);
    expect(page.store.ui.daily).toEqual({ won: 0, current: 0, best: 0 });
  });

  it('says so when no daily deal can be found (no solver worker)', async () => {
    const page = pageOf(dealt('RU1-C-AAAAABC'));
    page.actions.dailyGame();
    await settle();
    expect(page.store.ui.dealing).toBe(false);
    expect(page.store.game.gameCode).toBe('RU1-C-AAAAABC');
    expect(page.store.ui.message?.text('en')).toBe(
      'The daily deal could not be found in this browser. This browser could not start the solver.',
    );
    await loadLanguage('ru');
    expect(page.store.ui.message?.text('ru')).toBe(
      'В этом браузере не удалось найти расклад дня. Браузер не смог запустить решатель.',
    );
  });
});

describe('sound effects', () => {
  it('play nothing by default, and with the setting on a tick, a chime, a buzz and a fanfare', () => {
    const game = dealt('RU1-C-AAAAABP');
    const line = solve(game, { budget: 1_000_000 });
    if (!line.ok || line.value.status !== 'solved') throw new Error('the deal should be winnable');
    const played: string[] = [];
    const sounds = { play: (name: string) => played.push(name) };
    const quiet = pageOf(dealt('RU1-C-AAAAABP'), { sounds });
    expect(quiet.actions.play(line.value.line[0]!)).toBe(true);
    expect(played).toEqual([]);
    const page = pageOf(game, { sounds, settings: { sound: true } });
    // The ace of spades onto column 1, where it already lies or which does not take it: refused.
    expect(page.actions.play({ card: 0, to: 0 })).toBe(false);
    expect(played).toEqual(['refuse']);
    played.length = 0;
    for (const move of line.value.line) expect(page.actions.play(move)).toBe(true);
    const homes = line.value.line.filter((m) => m.to === 'foundation').length;
    expect(played.filter((p) => p === 'home').length).toBe(homes - 1);
    expect(played.filter((p) => p === 'place').length).toBe(line.value.line.length - homes);
    expect(played.at(-1)).toBe('win');
  });
});
