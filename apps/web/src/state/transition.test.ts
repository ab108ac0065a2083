import { gameOfCode } from '@russian-solitaire/dealer';
import { type Game, type SavedGame, ok, parseMove, unwrap } from '@russian-solitaire/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Actions } from './actions.js';
import { defaultSettings } from './settings.js';
import { Store } from './store.js';
import { initialUiState } from './initial-state.js';
import { type UiAction, transition } from './transition.js';
import { type UiState, reviewable } from './ui-state.js';

function dealt(code: string): Game {
  const g = gameOfCode(code);
  if (!g.ok) throw new Error(g.error.message);
  return g.value;
}

/** Freezes a value and everything it holds (a game it refers to is left alone: the state only points to it). */
function deepFreeze<T>(value: T, seen = new Set<unknown>()): T {
  if (typeof value !== 'object' || value === null || seen.has(value)) return value;
  seen.add(value);
  if (value.constructor !== Object && !Array.isArray(value)) return value;
  for (const v of Object.values(value)) deepFreeze(v, seen);
  return Object.freeze(value);
}

/** Objects that are not plain data (games), by the order they were first met. */
const instances = new Map<object, number>();

/** A state as plain data to compare: its texts drawn in English, a game named by its identity. */
function plain(value: unknown): unknown {
  if (typeof value === 'function') return `text: ${(value as (l: 'en') => string)('en')}`;
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map(plain);
  if (value.constructor !== Object) {
    if (!instances.has(value)) instances.set(value, instances.size);
    return `instance ${instances.get(value)}`;
  }
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v)]));
}

const STEPS = [
  'move',
  'move',
  'refuse',
  'undo',
  'redo',
  'restart',
  'pick',
  'drag',
  'hint',
  'settings',
  'panel',
  'new',
  'review',
] as const;

describe('the state transition', () => {
  it('is a pure function: frozen state and action in, the same next state every time', () => {
    let cases = 0;
    let actions = 0;
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...STEPS), { maxLength: 30 }), fc.nat({ max: 1000 }), (steps, pick) => {
        const game = dealt('RU1-C-AAAAABC');
        const store = new Store(game, initialUiState(defaultSettings({ language: 'en' }), game.snapshot()));
        const seen: { before: UiState; action: UiAction; after: UiState }[] = [];
        store.onAction((action, before) => seen.push({ before, action, after: store.ui }));
        const a = new Actions(store);
        for (const [i, step] of steps.entries()) {
          const moves = store.game.legalMoves();
          const move = moves[(pick + i) % Math.max(1, moves.length)];
          if (step === 'move' && move) a.play(move);
          else if (step === 'refuse') a.play({ card: store.game.top(0) ?? 0, to: 3 });
          else if (step === 'undo') a.undo();
          else if (step === 'redo') a.redo();
          else if (step === 'restart') a.restart();
          else if (step === 'pick' && move) a.activate({ kind: 'card', card: move.card });
          else if (step === 'drag' && move && a.grab(move.card)) {
            a.dragTo({ dx: i, dy: -i, over: move.to, overSuit: null });
            a.drop();
          } else if (step === 'hint') {
            a.askHint();
            const id = store.ui.hintRequest;
            if (id !== null) store.dispatch({ type: 'hint-answered', id, result: ok(null) });
          } else if (step === 'settings')
            a.changeSettings({ twoClick: i % 2 === 0, language: i % 3 === 0 ? 'ru' : 'en' });
          else if (step === 'panel') a.togglePanel(i % 2 === 0 ? 'settings' : 'menu');
          else if (step === 'new') a.startGame(dealt(i % 2 === 0 ? 'RU1-C-AAAAABD' : 'RU1-R-AAAAABE'));
          else if (step === 'review') {
            a.openReview();
            if (i % 2 === 0) a.closePanel();
          }
        }
        for (const { before, action, after } of seen) {
          deepFreeze(before);
          deepFreeze(action);
          const again = transition(before, action);
          expect(plain(again)).toEqual(plain(after));
          expect(plain(transition(before, action))).toEqual(plain(again));
          actions++;
        }
        cases++;
      }),
      { numRuns: 50 },
    );
    expect(cases).toBe(50);
    expect(actions).toBeGreaterThan(100);
  });

  it('ignores a hint answer or a verdict meant for another request', () => {
    const game = dealt('RU1-C-AAAAABC');
    const ui = initialUiState(defaultSettings({ language: 'en' }), game.snapshot());
    const asked = transition(ui, { type: 'hint-asked' });
    expect(asked.hintRequest).not.toBeNull();
    const stale = transition(asked, { type: 'hint-answered', id: asked.hintRequest! + 1, result: ok(null) });
    expect(stale).toBe(asked);
    expect(transition(ui, { type: 'verdict-found', id: 99, result: null })).toBe(ui);
  });

  it('starts a drag with the rest of the state unchanged, the same values, unless a card was picked', () => {
    const game = dealt('RU1-C-AAAAABC');
    const ui = initialUiState(defaultSettings({ language: 'en' }), game.snapshot());
    const card = game.snapshot().columns[6]!.faceUp.at(-1)!;
    const started = { type: 'drag-started', group: [card], destinations: game.destinations(card) } as const;
    const dragged = transition(ui, started);
    expect(dragged.drag?.group).toEqual([card]);
    // The page redraws the dragged cards alone only when every other entry is the very same value.
    for (const key of Object.keys(ui) as (keyof UiState)[]) if (key !== 'drag') expect(dragged[key]).toBe(ui[key]);
    const picked = transition(ui, { type: 'picked', card, destinations: game.destinations(card) });
    const fromPick = transition(picked, started);
    expect(fromPick.selected).toBeNull();
    expect(fromPick.selectedDestinations).toEqual([]);
    expect(fromPick.message).toBeNull();
  });
});

describe('the review: when it may open, for which game', () => {
  /** A page's model on a deal, with the actions. */
  function page(code = 'RU1-C-AAAAAFN'): { store: Store; a: Actions } {
    const game = dealt(code);
    const store = new Store(game, initialUiState(defaultSettings({ language: 'en' }), game.snapshot()));
    return { store, a: new Actions(store) };
  }

  /** A save without its playing time (the clock runs between two saves of the same game). */
  function timeless(save: SavedGame | null | undefined): unknown {
    return save === null || save === undefined ? save : { ...save, elapsedMs: 0 };
  }

  /** Plays the first legal move `n` times. */
  function playSome(store: Store, a: Actions, n: number): void {
    for (let i = 0; i < n; i++) a.play(store.game.legalMoves()[0]!);
  }

  it('never opens while the game on the table is on and no game was left', () => {
    const { store, a } = page();
    playSome(store, a, 3);
    expect(reviewable(store.game.snapshot(), store.ui)).toBeNull();
    a.openReview();
    expect(store.ui.panel).toBeNull();
    expect(store.ui.reviewing).toBeNull();
  });

  it('opens for the game on the table once no legal move is left, and closes', () => {
    const { store, a } = page();
    // The guide's game (docs/review.md) and six cards home: no legal move is left.
    const line =
      '3D-3 AC-F QD-4 JD-4 JH-2 8S-2 7S-2 AS-F 2D-3 KS-1 3S-2 2S-F 4S-6 KC-2 7C-7 2S-6 4D-5 QC-2 AS-6 TD-2 8C-4 TH-1 AS-F 2S-F 3S-F 4S-F 5S-F 6S-F';
    for (const text of line.split(' ')) expect(a.play(unwrap(parseMove(text)))).toBe(true);
    expect(store.game.noLegalMove).toBe(true);
    expect(reviewable(store.game.snapshot(), store.ui)).toBe('current');
    a.openReview();
    expect(store.ui.panel).toBe('review');
    expect(store.ui.reviewing?.line).toEqual(line.split(' '));
    expect(store.ui.reviewing?.gameCode).toBe('RU1-C-AAAAAFN');
    a.closePanel();
    expect(store.ui.panel).toBeNull();
    expect(store.ui.reviewing).toBeNull();
    // Undo: the game is on again, and its review is not offered.
    a.undo();
    expect(reviewable(store.game.snapshot(), store.ui)).toBeNull();
  });

  it('opens for the game left for a new one, until Undo brings it back or the same deal is on', () => {
    const { store, a } = page();
    playSome(store, a, 4);
    const left = store.game.save();
    a.startGame(dealt('RU1-C-AAAAABD'));
    expect(timeless(store.ui.lastGame)).toEqual(timeless(left));
    expect(reviewable(store.game.snapshot(), store.ui)).toBe('last');
    a.openReview();
    expect(timeless(store.ui.reviewing)).toEqual(timeless(left));
    a.closePanel();
    // A new deal left untouched keeps the game left before it.
    a.startGame(dealt('RU1-R-AAAAABE'));
    expect(timeless(store.ui.lastGame)).toEqual(timeless(left));
    // Undo brings back the game left: it is on again.
    a.undo();
    expect(store.game.gameCode).toBe('RU1-C-AAAAAFN');
    expect(store.ui.lastGame).toBeNull();
    expect(reviewable(store.game.snapshot(), store.ui)).toBeNull();
    // Another play of the same deal would show the face-down cards of the game on the table.
    playSome(store, a, 2);
    const again = store.game.save();
    expect(a.playCode('RU1-C-AAAAAFN')).toBe(true);
    expect(timeless(store.ui.lastGame)).toEqual(timeless(again));
    expect(reviewable(store.game.snapshot(), store.ui)).toBeNull();
  });

  it('plays on from a position as a game of its own, which Undo can take back, and says so', () => {
    const { store, a } = page();
    playSome(store, a, 5);
    const before = store.game;
    a.openReview();
    a.playOn(dealt('RU1-C-AAAAABD'), () => 'played on');
    expect(store.ui.panel).toBeNull();
    expect(store.ui.message?.text('en')).toBe('played on');
    expect(store.ui.replaced?.game).toBe(before);
    expect(timeless(store.ui.lastGame)).toEqual(timeless(before.save()));
  });
});
