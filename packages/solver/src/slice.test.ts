import { classic, relaxed, unwrap } from '@russian-solitaire/engine';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { ru1Position } from '../testing/ru1.js';
import { fairHint, fairHintAsync } from './fair-hint.js';
import { createHinter } from './hint.js';
import { winOdds, winOddsAsync } from './odds.js';
import { CLOCK_INTERVAL, Slicer, yieldToEventLoop } from './slice.js';
import { solve, solveAsync } from './solve.js';
import { breathe } from '../../../testing/breathe.js';

/** Runs `work` and counts the turns of the event loop it let through (a probe re-armed with setImmediate). */
async function turnsDuring<T>(work: () => Promise<T>): Promise<{ answer: T; turns: number }> {
  let turns = 0;
  let running = true;
  const tick = (): void => {
    if (!running) return;
    turns++;
    setImmediate(tick);
  };
  setImmediate(tick);
  const answer = await work();
  running = false;
  return { answer, turns };
}

/** An answer with its only machine-dependent field left out. */
const timeless = <T extends object | null>(answer: T): T => (answer === null ? answer : { ...answer, elapsedMs: 0 });

describe('slicer', () => {
  test('a slice ends at its nodes or its time, whichever comes first, and always moves on', () => {
    const byNodes = new Slicer(100, Infinity);
    byNodes.begin();
    expect([byNodes.nodesLeft, byNodes.over, byNodes.deadline]).toEqual([100, false, Infinity]);
    byNodes.spend(60);
    expect([byNodes.nodesLeft, byNodes.over]).toEqual([40, false]);
    byNodes.spend(40);
    expect([byNodes.nodesLeft, byNodes.over]).toEqual([1, true]);
    byNodes.begin();
    expect([byNodes.nodesLeft, byNodes.over]).toEqual([100, false]);
    const byTime = new Slicer(Infinity, 0);
    byTime.begin();
    expect(byTime.over).toBe(true);
    expect(byTime.nodesLeft).toBe(Number.MAX_SAFE_INTEGER);
    const never = Slicer.unbounded();
    never.begin();
    never.spend(10 ** 12);
    expect([never.over, never.deadline]).toEqual([false, Infinity]);
  });

  test('where there is no setImmediate, the yield goes through a message channel', async () => {
    const saved = globalThis.setImmediate;
    try {
      (globalThis as { setImmediate?: unknown }).setImmediate = undefined;
      let after = 0;
      const order: string[] = [];
      const yields = [1, 2, 3].map((n) => yieldToEventLoop().then(() => order.push(`yield ${n}`)));
      setTimeout(() => after++, 0);
      await Promise.all(yields);
      expect(order).toEqual(['yield 1', 'yield 2', 'yield 3']);
      expect(after).toBeLessThanOrEqual(1);
    } finally {
      globalThis.setImmediate = saved;
    }
  });
});

describe('slices bounded in nodes and time', () => {
  test('sliceMs 0 yields after every clock reading: one slice per few hundred nodes, the answer unchanged', async () => {
    const position = ru1Position(27, relaxed);
    const direct = unwrap(solve(position, { budget: 30_000 }));
    const { answer, turns } = await turnsDuring(() =>
      solveAsync(position, { budget: 30_000, sliceNodes: 1_000_000, sliceMs: 0 }),
    );
    expect(timeless(unwrap(answer))).toEqual(timeless(direct));
    expect(direct.nodes).toBeGreaterThan(10 * CLOCK_INTERVAL);
    expect(turns).toBeGreaterThanOrEqual(Math.floor(direct.nodes / CLOCK_INTERVAL) - 1);
    // bounded by nodes alone, the slices are as many as the nodes say
    const byNodes = await turnsDuring(() =>
      solveAsync(position, { budget: 30_000, sliceNodes: 1_000, sliceMs: Infinity }),
    );
    expect(timeless(unwrap(byNodes.answer))).toEqual(timeless(direct));
    expect(byNodes.turns).toBeGreaterThanOrEqual(Math.floor(direct.nodes / 1_000) - 1);
    expect(byNodes.turns).toBeLessThan(turns);
  });

  test('the answer of every async search is that of the blocking one, however the slices fall', async () => {
    const positions = [
      ru1Position(2, classic),
      ru1Position(14, classic),
      ru1Position(27, relaxed),
      ru1Position(7, relaxed),
    ];
    const fair = { samples: 6, sampleBudget: 3_000, budget: 60_000 };
    let checked = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: positions.length - 1 }),
        fc.integer({ min: 1, max: 50_000 }),
        fc.constantFrom(0, 0.05, 1, 8, Infinity),
        async (k, sliceNodes, sliceMs) => {
          await breathe();
          const position = positions[k]!;
          const slices = { sliceNodes, sliceMs };
          const solved = unwrap(await solveAsync(position, { budget: 40_000, ...slices }));
          expect(timeless(solved)).toEqual(timeless(unwrap(solve(position, { budget: 40_000 }))));
          const hinted = unwrap(await createHinter().hintAsync(position, { budget: 40_000, ...slices }));
          expect(hinted).toEqual(unwrap(createHinter().hint(position, { budget: 40_000 })));
          const fairHinted = unwrap(await fairHintAsync(position, { ...fair, ...slices }));
          expect(timeless(fairHinted)).toEqual(timeless(unwrap(fairHint(position, fair))));
          const odds = unwrap(await winOddsAsync(position, { ...fair, ...slices }));
          expect(timeless(odds)).toEqual(timeless(unwrap(winOdds(position, fair))));
          checked++;
        },
      ),
      { numRuns: 12 },
    );
    expect(checked).toBe(12);
  });

  test('sliceMs is checked: a number of milliseconds of at least 0', async () => {
    const position = ru1Position(2, classic);
    for (const sliceMs of [-1, Number.NaN, '8', null]) {
      const answer = await solveAsync(position, { sliceMs } as never);
      if (sliceMs === null) expect(answer.ok).toBe(true);
      else expect(answer).toMatchObject({ ok: false, error: { code: 'bad-slice' } });
    }
    expect(fairHint(position, { sliceMs: -5 })).toMatchObject({ ok: false, error: { code: 'bad-slice' } });
  });
});
