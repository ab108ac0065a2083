import { RULE_SETS, classic, defineRuleSet, unwrap } from '@russian-solitaire/engine';
import { FOUNDATION_TARGET, moveTarget } from '@russian-solitaire/engine/internal';
import { describe, expect, test } from 'vitest';
import { ru1Position } from '../testing/ru1.js';
import { keepLinkSet, linkSetsSafe } from './link-set.js';
import { isIdleKingMove } from './prune.js';

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
});
