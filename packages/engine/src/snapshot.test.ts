import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DECK_SIZE, type Suit, parseCard, suitOf } from './card.js';
import { ManualClock } from './clock.js';
import { Game } from './game.js';
import { resumeGame } from './resume.js';
import { COLUMN_COUNT, type Column, type Move, type Target } from './move.js';
import { readPosition } from './notation.js';
import { DEFAULT_OPTIONS } from './options.js';
import { unwrap } from './unwrap.js';
import { classic } from './presets.js';
import { MAX_ELAPSED_MS } from './save.js';
import { type GameSnapshot, snapshotElapsedMs } from './snapshot.js';
import { arbOpening, openingOf, seededDeck } from './testing/arbitraries.js';
import { visiblePart } from './visible.js';
import { breathe } from '../../../testing/breathe.js';

const c = (name: string) => unwrap(parseCard(name));
const NEAR_WIN = 'classic | F: QS QH QD JC | 1: KS | 2: KH | 3: KD | 4: (KC) QC | 5: - | 6: - | 7: -';

function freshGame(seed = 1, clock = new ManualClock()): Game {
  return Game.fromPosition(openingOf(seededDeck(seed), classic, DEFAULT_OPTIONS), { clock });
}

/** Whether a value and everything reachable from it is frozen. */
function deeplyFrozen(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return true;
  if (!Object.isFrozen(value)) return false;
  return Object.values(value).every(deeplyFrozen);
}

/** The parts of a snapshot that do not depend on the game's history of changes and clock readings. */
function drawn(snapshot: GameSnapshot): Omit<GameSnapshot, 'revision' | 'clock'> {
  const { revision: _revision, clock: _clock, ...rest } = snapshot;
  return rest;
}

/** The columns that a move or an undo touched. */
function touched(from: Target | 'foundation', to: Target): Set<number> {
  const columns = new Set<number>();
  if (from !== 'foundation') columns.add(from);
  if (to !== 'foundation') columns.add(to);
  return columns;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Game.subscribe', () => {
  it('calls a listener once after each change, with the change already made', () => {
    const game = Game.fromPosition(unwrap(readPosition(NEAR_WIN)));
    const seen: number[] = [];
    game.subscribe(() => seen.push(game.snapshot().score));
    expect(game.tap(c('QC')).ok).toBe(true);
    expect(seen).toEqual([15]);
    expect(game.undo().ok).toBe(true);
    expect(game.redo().ok).toBe(true);
    game.pauseClock();
    game.resumeClock();
    game.restart();
    expect(seen).toEqual([15, 0, 15, 15, 15, 0]);
    expect(game.revision).toBe(6);
  });

  it('counts every kind of play: play, tap, drop on a foundation, auto place, take-back', () => {
    const game = Game.fromPosition(unwrap(readPosition(NEAR_WIN)));
    let calls = 0;
    game.subscribe(() => calls++);
    expect(game.play({ card: c('QC'), to: 'foundation' }).ok).toBe(true);
    expect(game.dropOnFoundation(c('KS'), suitOf(c('KS'))).ok).toBe(true);
    expect(game.tap(c('KH')).ok).toBe(true);
    // A take-back of the king of spades onto an empty column, then auto place puts it back.
    expect(game.play({ card: c('KS'), to: 0 }).ok).toBe(true);
    expect(game.autoPlace(c('KS')).ok).toBe(true);
    expect(calls).toBe(5);
    expect(game.revision).toBe(5);
  });

  it('calls nothing for refusals and for actions that change nothing', () => {
    const game = freshGame();
    let calls = 0;
    game.subscribe(() => calls++);
    const before = game.snapshot();
    expect(game.undo().ok).toBe(false);
    expect(game.redo().ok).toBe(false);
    expect(game.play({ card: DECK_SIZE, to: 0 }).ok).toBe(false);
    expect(game.tap(game.column(1)[0]!).ok).toBe(false); // face down
    const spade = game.legalMoves().find((m) => m.to === 'foundation');
    if (spade) expect(game.dropOnFoundation(spade.card, ((suitOf(spade.card) + 1) % 4) as Suit).ok).toBe(false);
    game.resumeClock(); // not paused
    game.restart(); // no move made yet
    game.pauseClock();
    game.pauseClock(); // already paused
    expect(calls).toBe(1);
    expect(game.revision).toBe(1);
    game.restart(); // unpauses: a change
    expect(calls).toBe(2);
    expect(game.snapshot()).not.toBe(before);
    expect(drawn(game.snapshot())).toEqual(drawn(before));
  });

  it('works detached from the game, as useSyncExternalStore calls it', () => {
    const game = freshGame();
    const { subscribe, snapshot } = game;
    let calls = 0;
    const unsubscribe = subscribe(() => calls++);
    const first = snapshot();
    expect(first).toBe(game.snapshot());
    game.play(game.legalMoves()[0]!);
    expect(calls).toBe(1);
    expect(snapshot()).not.toBe(first);
    expect(snapshot()).toBe(game.snapshot());
    unsubscribe();
    game.undo();
    expect(calls).toBe(1);
  });

  it('makes each call a subscription of its own; unsubscribing twice does nothing', () => {
    const game = freshGame();
    let calls = 0;
    const listener = () => calls++;
    const a = game.subscribe(listener);
    const b = game.subscribe(listener);
    game.play(game.legalMoves()[0]!);
    expect(calls).toBe(2);
    a();
    a();
    game.undo();
    expect(calls).toBe(3);
    b();
    b();
    game.redo();
    expect(calls).toBe(3);
  });

  it('refuses a listener that is not a function', () => {
    const game = freshGame();
    expect(() => game.subscribe(42 as unknown as () => void)).toThrow(TypeError);
  });

  it('keeps the game and the other listeners going when a listener throws, and throws its error again in a microtask', () => {
    const queued: (() => void)[] = [];
    vi.stubGlobal('queueMicrotask', (task: () => void) => queued.push(task));
    const game = freshGame();
    const order: string[] = [];
    const boom = new Error('listener failed');
    game.subscribe(() => order.push('first'));
    game.subscribe(() => {
      order.push('throws');
      throw boom;
    });
    game.subscribe(() => order.push('last'));
    const move = game.legalMoves()[0]!;
    const played = game.play(move);
    expect(played.ok).toBe(true);
    expect(game.revision).toBe(1);
    expect(game.moveCount).toBe(1);
    expect(order).toEqual(['first', 'throws', 'last']);
    expect(queued).toHaveLength(1);
    expect(() => queued[0]!()).toThrow(boom);
    // The game goes on as usual.
    expect(game.undo().ok).toBe(true);
    expect(order).toHaveLength(6);
    expect(queued).toHaveLength(2);
  });

  it('reports a listener error as an uncaught error of the host', async () => {
    const game = freshGame();
    const boom = new Error('reported');
    const caught: unknown[] = [];
    const onError = (error: unknown) => caught.push(error);
    const existing = process.listeners('uncaughtException');
    process.removeAllListeners('uncaughtException');
    process.on('uncaughtException', onError);
    try {
      game.subscribe(() => {
        throw boom;
      });
      expect(game.play(game.legalMoves()[0]!).ok).toBe(true);
      expect(caught).toEqual([]); // not thrown from play
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(caught).toEqual([boom]);
    } finally {
      process.removeListener('uncaughtException', onError);
      for (const listener of existing) process.on('uncaughtException', listener);
    }
  });

  it('skips a listener unsubscribed during a change, and calls one subscribed during a change from the next on', () => {
    const game = freshGame();
    const calls = { a: 0, b: 0, late: 0 };
    let unsubscribeB = () => {};
    game.subscribe(() => {
      calls.a++;
      unsubscribeB();
      if (calls.a === 1) game.subscribe(() => calls.late++);
    });
    unsubscribeB = game.subscribe(() => calls.b++);
    game.play(game.legalMoves()[0]!);
    expect(calls).toEqual({ a: 1, b: 0, late: 0 });
    game.undo();
    expect(calls).toEqual({ a: 2, b: 0, late: 1 });
  });

  it('counts a change made by a listener as a change of its own', () => {
    const game = freshGame();
    const revisions: number[] = [];
    game.subscribe(() => {
      revisions.push(game.revision);
      if (game.revision === 1) game.undo();
    });
    game.play(game.legalMoves()[0]!);
    expect(revisions).toEqual([1, 2]);
    expect(game.snapshot().revision).toBe(2);
    expect(game.canRedo).toBe(true);
  });

  it('returns the outcome of the change it was asked for when a listener changes the game again', () => {
    const game = Game.fromPosition(unwrap(readPosition(NEAR_WIN)));
    expect(game.tap(c('QC')).ok).toBe(true);
    const unsubscribe = game.subscribe(() => {
      unsubscribe();
      game.tap(c('QC')); // plays the undone move again
    });
    const undone = unwrap(game.undo());
    expect(undone.score).toBe(0);
    expect(game.score).toBe(15);
    expect(game.revision).toBe(3);
  });
});

describe('Game.snapshot', () => {
  it('is deeply frozen plain data that structuredClone and JSON copy as it is', () => {
    const game = freshGame(7);
    game.play(game.legalMoves()[0]!);
    const snapshot = game.snapshot();
    expect(deeplyFrozen(snapshot)).toBe(true);
    expect(structuredClone(snapshot)).toEqual(snapshot);
    expect(JSON.parse(JSON.stringify(snapshot))).toEqual(snapshot);
    expect(Object.keys(snapshot).sort()).toEqual(
      [
        'revision',
        'columns',
        'foundations',
        'score',
        'moveCount',
        'clock',
        'isWon',
        'noLegalMove',
        'canUndo',
        'canRedo',
        'gameCode',
        'ruleSet',
        'options',
      ].sort(),
    );
    expect(snapshot.columns).toHaveLength(COLUMN_COUNT);
    // Only what a player sees: how many cards lie face down, never which.
    for (const column of snapshot.columns) expect(Object.keys(column).sort()).toEqual(['faceDownCount', 'faceUp']);
    expect(snapshot.columns.reduce((sum, col) => sum + col.faceDownCount, 0)).toBe(game.position.faceDownCount);
    expect(snapshot.ruleSet).toEqual(classic);
    expect(snapshot.options).toEqual(DEFAULT_OPTIONS);
  });

  it('shows what a player sees and agrees with the game reads', () => {
    const game = Game.fromPosition(unwrap(readPosition(NEAR_WIN)), { gameCode: 'RU1-C-AAAAAAA' });
    const s = game.snapshot();
    expect(s.columns[3]).toEqual({ faceDownCount: 1, faceUp: [c('QC')] });
    expect(JSON.stringify(s)).not.toContain(String(c('KC'))); // the face-down king is not in it
    expect(s.foundations).toEqual([12, 12, 12, 11]);
    expect(s).toMatchObject({ score: 0, moveCount: 0, isWon: false, noLegalMove: false, gameCode: 'RU1-C-AAAAAAA' });
    expect(s).toMatchObject({ canUndo: false, canRedo: false, revision: 0 });
    for (const k of ['QC', 'KS', 'KH', 'KD', 'KC']) game.tap(c(k));
    expect(game.snapshot()).toMatchObject({ isWon: true, noLegalMove: false, score: 55, moveCount: 5, canUndo: true });
    expect(game.snapshot().foundations).toEqual([13, 13, 13, 13]);
  });

  it('is the same object between changes and keeps the parts a change did not touch', () => {
    const game = freshGame(3);
    const first = game.snapshot();
    expect(game.snapshot()).toBe(first);
    const move = game.legalMoves().find((m) => m.to !== 'foundation') ?? game.legalMoves()[0]!;
    const outcome = unwrap(game.play(move));
    const second = game.snapshot();
    expect(second).not.toBe(first);
    expect(game.snapshot()).toBe(second);
    const moved = touched(outcome.from, outcome.to);
    for (let col = 0; col < COLUMN_COUNT; col++) {
      if (moved.has(col)) expect(second.columns[col]).not.toBe(first.columns[col]);
      else expect(second.columns[col]).toBe(first.columns[col]);
    }
    if (outcome.to !== 'foundation') expect(second.foundations).toBe(first.foundations);
    expect(second.ruleSet).toBe(first.ruleSet);
    expect(second.options).toBe(first.options);
    game.pauseClock();
    const paused = game.snapshot();
    expect(paused.columns).toBe(second.columns);
    expect(paused.clock).not.toBe(second.clock);
    expect(paused.clock.paused).toBe(true);
  });

  it('gives the time base of a running clock', () => {
    const clock = new ManualClock(1000);
    const game = freshGame(5, clock);
    expect(game.snapshot().clock).toEqual({ elapsedMs: 0, running: false, runningSince: null, paused: false });
    game.play(game.legalMoves()[0]!);
    const s = game.snapshot();
    expect(s.clock).toEqual({ elapsedMs: 0, running: true, runningSince: 1000, paused: false });
    clock.advance(2500);
    expect(game.snapshot()).toBe(s); // time passing is not a change
    expect(snapshotElapsedMs(s.clock, clock.now())).toBe(game.elapsedMs);
    game.pauseClock();
    expect(game.snapshot().clock).toEqual({ elapsedMs: 2500, running: false, runningSince: null, paused: true });
    clock.advance(1000);
    expect(snapshotElapsedMs(game.snapshot().clock, clock.now())).toBe(2500);
    game.resumeClock();
    clock.advance(500);
    expect(snapshotElapsedMs(game.snapshot().clock, clock.now())).toBe(3000);
    expect(game.elapsedMs).toBe(3000);
    // Never before the start of the run, never past the limit, never from a bad reading.
    const running = game.snapshot().clock;
    expect(snapshotElapsedMs(running, 0)).toBe(2500);
    expect(snapshotElapsedMs(running, Number.NaN)).toBe(2500);
    expect(snapshotElapsedMs(running, Number.MAX_VALUE)).toBe(MAX_ELAPSED_MS);
  });
});

/** One action of a random session. */
type Action =
  | { readonly kind: 'play' | 'tap' | 'auto' | 'drop'; readonly choice: number }
  | { readonly kind: 'refused'; readonly card: number; readonly to: number }
  | { readonly kind: 'undo' | 'redo' | 'restart' | 'pause' | 'resume' };

const actionArb: fc.Arbitrary<Action> = fc.oneof(
  { weight: 8, arbitrary: fc.record({ kind: fc.constantFrom('play' as const), choice: fc.nat() }) },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constantFrom('tap' as const, 'auto' as const, 'drop' as const), choice: fc.nat() }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('refused' as const),
      card: fc.integer({ min: -1, max: DECK_SIZE }),
      to: fc.integer({ min: 0, max: COLUMN_COUNT }),
    }),
  },
  { weight: 3, arbitrary: fc.constant({ kind: 'undo' as const }) },
  { weight: 2, arbitrary: fc.constant({ kind: 'redo' as const }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom({ kind: 'restart' as const }, { kind: 'pause' as const }, { kind: 'resume' as const }),
  },
);

/** Does an action; returns whether the game should have changed and the columns a move touched (all when unknown). */
function act(game: Game, action: Action): { changed: boolean; touched: Set<number> | null } {
  const legal = game.legalMoves();
  const pick = (choice: number, moves: readonly Move[]): Move | undefined => moves[choice % Math.max(1, moves.length)];
  switch (action.kind) {
    case 'play': {
      const move = pick(action.choice, legal);
      if (!move) return { changed: false, touched: new Set() };
      const outcome = unwrap(game.play(move));
      return { changed: true, touched: touched(outcome.from, outcome.to) };
    }
    case 'tap':
    case 'auto':
    case 'drop': {
      const move = pick(action.choice, legal);
      if (!move) return { changed: false, touched: new Set() };
      const result =
        action.kind === 'tap'
          ? game.tap(move.card)
          : action.kind === 'auto'
            ? game.autoPlace(move.card)
            : game.dropOnFoundation(move.card, suitOf(move.card));
      return result.ok
        ? { changed: true, touched: touched(result.value.from, result.value.to) }
        : { changed: false, touched: new Set() };
    }
    case 'refused': {
      const move: Move = { card: action.card, to: action.to === COLUMN_COUNT ? 'foundation' : (action.to as Column) };
      if (game.check(move) === null) return { changed: false, touched: new Set() }; // legal by chance: not tried
      expect(game.play(move).ok).toBe(false);
      return { changed: false, touched: new Set() };
    }
    case 'undo': {
      const result = game.undo();
      return result.ok
        ? { changed: true, touched: touched(result.value.to, result.value.from) }
        : { changed: false, touched: new Set() };
    }
    case 'redo': {
      const result = game.redo();
      return result.ok
        ? { changed: true, touched: touched(result.value.from, result.value.to) }
        : { changed: false, touched: new Set() };
    }
    case 'restart': {
      const changed = game.moveCount > 0 || game.isPaused;
      game.restart();
      return { changed, touched: null };
    }
    case 'pause': {
      const changed = !game.isPaused;
      game.pauseClock();
      return { changed, touched: new Set() };
    }
    case 'resume': {
      const changed = game.isPaused;
      game.resumeClock();
      return { changed, touched: new Set() };
    }
  }
}

describe('Game snapshot and listeners: properties over random sessions', () => {
  it('every change calls each listener once, bumps the revision and makes a snapshot that agrees with the game; nothing else does', async () => {
    const counts = { runs: 0, steps: 0, changes: 0, unchanged: 0, refused: 0, restarts: 0, kept: 0 };
    await fc.assert(
      fc.asyncProperty(
        arbOpening(),
        fc.array(actionArb, { minLength: 10, maxLength: 80 }),
        async (opening, actions) => {
          await breathe();
          const clock = new ManualClock();
          const game = Game.fromPosition(opening.position, { clock });
          const calls = [0, 0];
          const revisionsSeen: number[] = [];
          game.subscribe(() => {
            calls[0]!++;
            revisionsSeen.push(game.snapshot().revision);
          });
          game.subscribe(() => calls[1]!++);
          counts.runs++;
          for (const action of actions) {
            clock.advance(250);
            const before = game.snapshot();
            const revision = game.revision;
            const called = [...calls];
            const { changed, touched: moved } = act(game, action);
            const after = game.snapshot();
            counts.steps++;
            if (action.kind === 'refused') counts.refused++;
            if (!changed) {
              counts.unchanged++;
              expect(calls).toEqual(called);
              expect(game.revision).toBe(revision);
              expect(after).toBe(before);
              continue;
            }
            counts.changes++;
            if (action.kind === 'restart') counts.restarts++;
            expect(calls).toEqual([called[0]! + 1, called[1]! + 1]);
            expect(game.revision).toBe(revision + 1);
            expect(revisionsSeen.at(-1)).toBe(revision + 1);
            expect(after).not.toBe(before);
            expect(after.revision).toBe(revision + 1);
            expect(game.snapshot()).toBe(after);
            // Columns that the change left as they were keep their identity.
            for (let col = 0; col < COLUMN_COUNT; col++) {
              const same = JSON.stringify(after.columns[col]) === JSON.stringify(before.columns[col]);
              if (same || (moved !== null && !moved.has(col))) {
                expect(after.columns[col]).toBe(before.columns[col]);
                counts.kept++;
              }
            }
            expect(after.ruleSet).toBe(before.ruleSet);
            expect(after.options).toBe(before.options);
            // The snapshot agrees with the game's own reads.
            const seen = visiblePart(game.position);
            expect(after.columns).toEqual(seen.columns);
            expect(after.foundations).toEqual(seen.foundations);
            expect(after).toMatchObject({
              score: game.score,
              moveCount: game.moveCount,
              isWon: game.isWon,
              noLegalMove: game.noLegalMove,
              canUndo: game.canUndo,
              canRedo: game.canRedo,
              gameCode: game.gameCode,
            });
            expect(after.clock.paused).toBe(game.isPaused);
            expect(snapshotElapsedMs(after.clock, clock.now())).toBe(game.elapsedMs);
            expect(deeplyFrozen(after)).toBe(true);
          }
          // A game resumed from a save (read with the game's rule set) draws the same.
          const ruleSets = { [game.ruleSet.id]: game.ruleSet };
          const resumed = unwrap(resumeGame(game.save(), { clock, ruleSets }));
          expect(drawn(resumed.snapshot())).toEqual(drawn(game.snapshot()));
          expect(snapshotElapsedMs(resumed.snapshot().clock, clock.now())).toBe(
            snapshotElapsedMs(game.snapshot().clock, clock.now()),
          );
          expect(structuredClone(game.snapshot())).toEqual(game.snapshot());
        },
      ),
      { numRuns: 150 },
    );
    // Some 2,900 actions in all: about 1,900 changes, 1,000 that change nothing (330 refused
    // moves), 50 restarts, and 9,900 columns that kept their identity through a change.
    expect(counts.runs).toBe(150);
    expect(counts.steps).toBeGreaterThan(2000);
    expect(counts.changes).toBeGreaterThan(1000);
    expect(counts.unchanged).toBeGreaterThan(300);
    expect(counts.refused).toBeGreaterThan(100);
    expect(counts.restarts).toBeGreaterThan(10);
    expect(counts.kept).toBeGreaterThan(5000);
  });
});
