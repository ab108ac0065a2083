import { DECK_SIZE, RULE_SETS, classic, defineRuleSet, unwrap } from '@russian-solitaire/engine';
import { FOUNDATION_TARGET, moveCard, moveTarget } from '@russian-solitaire/engine/internal';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { ru1Position } from '../testing/ru1.js';
import { walk } from '../testing/walk.js';
import { keepLinkSet, linkSetsSafe, refusedAtLooseCard } from './link-set.js';
import { NOT_ONTO_A_CARD, isIdleKingMove, looseCardHeight } from './prune.js';

describe('rule 7: a link and the moves that could spoil it', () => {
  test('is used exactly under classic building with empty columns for a king or nothing', () => {
    const used = Object.values(RULE_SETS)
      .filter(linkSetsSafe)
      .map((r) => r.id);
    expect(used).toEqual(['classic', 'odessa', 'geoffrey']);
    const anyEmpty = unwrap(defineRuleSet({ ...classic, id: 'classic-any', emptyColumn: 'any' }));
    expect(linkSetsSafe(anyEmpty)).toBe(false);
  });

  test('keeps a subset of the moves, in their order, on classic openings', () => {
    // Counted: openings of the first classic seeds where the rule leaves some moves out.
    let narrowed = 0;
    for (let seed = 0; seed < 200; seed++) {
      const position = ru1Position(seed, classic);
      const moves = new Uint16Array(512);
      const n = position.generateMoves(moves);
      const all = Array.from(moves.subarray(0, n)).filter((m) => !isIdleKingMove(position, m));
      if (all.some((m) => moveTarget(m) === FOUNDATION_TARGET)) continue; // rule 2 goes first
      const buffer = Uint16Array.from(all);
      const end = keepLinkSet(position, buffer, 0, buffer.length);
      const kept = Array.from(buffer.subarray(0, end));
      expect(kept.length).toBeGreaterThan(0);
      expect(all.filter((m) => kept.includes(m))).toEqual(kept);
      if (kept.length < all.length) narrowed++;
    }
    expect(narrowed).toBeGreaterThan(0);
  });

  test('keeps the same moves when the moves left out at the card that keeps their column from being frozen are marked', () => {
    // The search marks them in its scan for rule 6 (refusedAtLooseCard) and keepLinkSet skips them.
    // Counted: moves marked, and positions where the rule leaves some moves out.
    let marked = 0;
    let narrowed = 0;
    const moves = new Uint16Array(512);
    const open = new Uint8Array(DECK_SIZE);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 26 ** 7 - 1 }),
        fc.constantFrom<number | null>(20, 2, null),
        (deal, groupLimit) => {
          for (const position of walk(ru1Position(deal, classic, { groupLimit, takeBack: false }), 300)) {
            const n = position.generateMoves(moves);
            const all = Array.from(moves.subarray(0, n));
            if (all.some((m) => moveTarget(m) === FOUNDATION_TARGET)) continue; // rule 2 goes first
            for (const code of all) {
              const loose = looseCardHeight(position, code);
              const left = loose === NOT_ONTO_A_CARD || (loose >= 0 && refusedAtLooseCard(position, code, loose));
              open[moveCard(code)] = left ? 0 : 1;
              if (left) marked++;
            }
            const plain = Uint16Array.from(all);
            const skipping = Uint16Array.from(all);
            const end = keepLinkSet(position, plain, 0, n);
            expect(keepLinkSet(position, skipping, 0, n, open)).toBe(end);
            expect(Array.from(skipping.subarray(0, end))).toEqual(Array.from(plain.subarray(0, end)));
            if (end < n) narrowed++;
          }
        },
      ),
      { numRuns: 40 },
    );
    expect(marked).toBeGreaterThan(0);
    expect(narrowed).toBeGreaterThan(0);
  });
});
