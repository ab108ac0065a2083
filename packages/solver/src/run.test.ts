import { classic, queensland, relaxed } from '@russian-solitaire/engine';
import { describe, expect, test } from 'vitest';
import { ru1Position } from '../testing/ru1.js';
import { orderingIndex } from './order.js';
import { fairPortfolioFor, portfolioFor } from './run.js';

describe('the portfolio', () => {
  test('classic runs one search; other rule sets four, and with take-backs on also search without take-backs and lifts', () => {
    expect(portfolioFor(ru1Position(0, classic))).toHaveLength(1);
    // in the engine's generation order where empty columns take only kings, scored where they take any card
    expect(portfolioFor(ru1Position(0, classic))[0]!.ordering).toBe(orderingIndex('turns-first'));
    expect(portfolioFor(ru1Position(0, queensland)).map((m) => m.ordering)).toEqual([orderingIndex('suited')]);
    // a fair player's samples are searched with scores under classic building, as the others are
    expect(fairPortfolioFor(ru1Position(0, classic)).map((m) => m.ordering)).toEqual([orderingIndex('suited')]);
    expect(fairPortfolioFor(ru1Position(0, relaxed))).toBe(portfolioFor(ru1Position(0, relaxed)));
    const off = portfolioFor(ru1Position(0, relaxed, { takeBack: false }));
    expect(off.map((m) => m.withoutTakeBacks)).toEqual([false, false, false, false]);
    const on = portfolioFor(ru1Position(0, relaxed, { takeBack: true }));
    expect(on.filter((m) => !m.withoutTakeBacks).length).toBeGreaterThan(0);
    expect(on.filter((m) => m.withoutTakeBacks).length).toBeGreaterThan(0);
    // every ordering is searched at most once per part of the move graph
    const parts = new Map<string, number[]>();
    for (const m of on) {
      const part = `${m.withoutTakeBacks}/${m.withoutLifts}`;
      parts.set(part, [...(parts.get(part) ?? []), m.ordering]);
    }
    for (const orderings of parts.values()) expect(new Set(orderings).size).toBe(orderings.length);
    // only searches of the whole game can prove a loss: one at least
    expect(on.some((m) => !m.withoutTakeBacks && !m.withoutLifts)).toBe(true);
  });
});
