import { gameOfCode } from '@russian-solitaire/dealer';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Actions } from '../state/actions.js';
import { sameApartFromDrag } from './drag-frame.js';
import { defaultSettings } from '../state/settings.js';
import { Store } from '../state/store.js';
import { initialUiState } from '../state/initial-state.js';
import type { UiState } from '../state/ui-state.js';

function storeOf(code: string): { store: Store; actions: Actions } {
  const game = gameOfCode(code);
  if (!game.ok) throw new Error(game.error.message);
  const store = new Store(game.value, initialUiState(defaultSettings({ language: 'en' }), game.value.snapshot()));
  return { store, actions: new Actions(store) };
}

describe('sameApartFromDrag', () => {
  it('holds across the moves of a drag, after the grab', () => {
    let drags = 0;
    fc.assert(
      fc.property(
        fc.array(fc.record({ dx: fc.integer({ min: -500, max: 500 }), dy: fc.integer({ min: -500, max: 500 }) }), {
          minLength: 1,
          maxLength: 20,
        }),
        fc.nat(),
        (offsets, pick) => {
          const { store, actions } = storeOf('RU1-C-AAAAABC');
          const moves = store.game.legalMoves();
          const move = moves[pick % moves.length]!;
          expect(actions.grab(move.card)).toBe(true);
          for (const [i, o] of offsets.entries()) {
            const last = store.ui;
            actions.dragTo({ ...o, over: i % 2 === 0 ? move.to : null, overSuit: null });
            expect(store.ui).not.toBe(last);
            expect(sameApartFromDrag(last, store.ui)).toBe(true);
          }
          drags++;
        },
      ),
      { numRuns: 40 },
    );
    expect(drags).toBe(40);
  });

  it('fails when any other entry of the state changed', () => {
    const { store } = storeOf('RU1-C-AAAAABC');
    const ui = store.ui;
    const keys = (Object.keys(ui) as (keyof UiState)[]).filter((k) => k !== 'drag');
    for (const key of keys) {
      const other: UiState = { ...ui, [key]: { changed: key } };
      expect(sameApartFromDrag(ui, other), key).toBe(false);
      expect(sameApartFromDrag(other, ui), key).toBe(false);
    }
    expect(keys.length).toBeGreaterThan(20);
  });

  it('fails when a play changed the state, as a drop that plays does', () => {
    const { store, actions } = storeOf('RU1-C-AAAAABC');
    const move = store.game.legalMoves()[0]!;
    expect(actions.grab(move.card)).toBe(true);
    actions.dragTo({ dx: 1, dy: 1, over: move.to, overSuit: null });
    const dragging = store.ui;
    actions.drop();
    expect(store.game.history.length).toBe(1);
    expect(sameApartFromDrag(dragging, store.ui)).toBe(false);
  });
});
