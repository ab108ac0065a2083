import { gameOfCode } from '@russian-solitaire/dealer';
import { type Game, ok } from '@russian-solitaire/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Actions } from './actions.js';
import { defaultSettings } from './settings.js';
import { Store } from './store.js';
import { type UiAction, initialUiState, transition } from './transition.js';
import type { UiState } from './ui-state.js';

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
});
