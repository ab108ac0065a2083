import { classic, relaxed, unwrap } from '@russian-solitaire/engine';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { ru1Position } from '../testing/ru1.js';
import { bruteForce, smallCase } from '../testing/small.js';
import { parseSolveOptions } from './options.js';
import { SolverRun, portfolioFor } from './run.js';
import { solve } from './solve.js';

describe('the portfolio', () => {
  test('classic runs one search; other rule sets four, and with take-backs on also searches without them', () => {
    expect(portfolioFor(ru1Position(0, classic))).toHaveLength(1);
    const off = portfolioFor(ru1Position(0, relaxed, { takeBack: false }));
    expect(off.map((m) => m.withoutTakeBacks)).toEqual([false, false, false, false]);
    const on = portfolioFor(ru1Position(0, relaxed, { takeBack: true }));
    expect(on.filter((m) => !m.withoutTakeBacks).length).toBeGreaterThan(0);
    expect(on.filter((m) => m.withoutTakeBacks).length).toBeGreaterThan(0);
    // every ordering is searched once per kind of graph
    for (const kind of [false, true]) {
      const orderings = on.filter((m) => m.withoutTakeBacks === kind).map((m) => m.ordering);
      expect(new Set(orderings).size).toBe(orderings.length);
    }
  });

  test('a search without take-backs never proves a loss: positions won only by a take-back are solved', () => {
    // Small positions (take-backs on, rule sets other than classic), solved by the portfolio and by
    // a run whose search without take-backs goes first. Counted: those that brute force finds
    // winnable with take-backs and lost without them, where that search ends first and finds
    // nothing and the answer must still be the win.
    let needTakeBack = 0;
    let checked = 0;
    const cases = smallCase(9, 4, 3).map(({ position, options }) => ({
      on: unwrap(position.withOptions({ ...options, takeBack: true })),
    }));
    fc.assert(
      fc.property(cases, ({ on }) => {
        fc.pre(on.rules.ruleSet.id !== classic.id);
        const withTakeBacks = bruteForce(on);
        const without = bruteForce(unwrap(on.withOptions({ takeBack: false })));
        fc.pre(withTakeBacks !== null && without !== null);
        checked++;
        const answer = unwrap(solve(on, { budget: 2_000_000 }));
        expect(answer.status).toBe(withTakeBacks.winnable ? 'solved' : 'unsolvable');
        // The same with the search without take-backs first, so that it ends before the other starts.
        const run = new SolverRun(on, unwrap(parseSolveOptions({ budget: 2_000_000 })), [
          { ordering: 0, withoutTakeBacks: true },
          { ordering: 0, withoutTakeBacks: false },
        ]);
        let result = run.step(Number.MAX_SAFE_INTEGER);
        while (result === null) result = run.step(Number.MAX_SAFE_INTEGER);
        expect(result.status).toBe(withTakeBacks.winnable ? 'solved' : 'unsolvable');
        if (withTakeBacks.winnable && !without.winnable) needTakeBack++;
      }),
      { numRuns: 200 },
    );
    expect(checked).toBe(200);
    expect(needTakeBack).toBeGreaterThan(0);
  }, 120_000);
});
