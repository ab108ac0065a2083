import { RULE_SETS, classic, relaxed } from '@russian-solitaire/engine';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { ru1Position } from '../testing/ru1.js';
import { Search, dropSpareBuffers } from './search.js';
import { hasStuckCard } from './prune.js';
import { breathe } from '../../../testing/breathe.js';

const seed = fc.integer({ min: 0, max: 26 ** 7 - 1 });

describe('resumable search', () => {
  test('running in slices of any size gives the same search as running in one go', async () => {
    await fc.assert(
      fc.asyncProperty(
        seed,
        fc.constantFrom(...Object.values(RULE_SETS)),
        fc.integer({ min: 1, max: 3_000 }),
        fc.integer({ min: 0, max: 5 }),
        async (s, ruleSet, slice, ordering) => {
          await breathe();
          const config = { ordering, tableBits: 16, maxDepth: 10_000 };
          const whole = new Search(ru1Position(s, ruleSet), config);
          const sliced = new Search(ru1Position(s, ruleSet), config);
          const limit = 20_000;
          const a = whole.run(limit);
          let b = sliced.run(Math.min(limit, slice));
          while (b === 'running' && sliced.nodes < limit) b = sliced.run(Math.min(limit, sliced.nodes + slice));
          expect(b).toBe(a);
          expect(sliced.nodes).toBe(whole.nodes);
          expect(sliced.line()).toEqual(whole.line());
          expect(sliced.position.equals(whole.position)).toBe(true);
        },
      ),
      { numRuns: 30 },
    );
  });

  test('the searched position is a private copy; after an exhaustive search it is back at the start', () => {
    const position = ru1Position(0, classic);
    const search = new Search(position, { ordering: 0, tableBits: 16, maxDepth: 10_000 });
    expect(search.run(1_000_000)).toBe('exhausted');
    expect(search.position.equals(position)).toBe(true);
    expect(search.position).not.toBe(position);
  });

  test('a depth cap makes an otherwise exhaustive search "truncated", never "exhausted"', () => {
    // The first ten classic RU1 seeds that an uncapped search proves lost after lines of five moves
    // or more (most deals are lost from the start by rule 5, with no line at all).
    let checked = 0;
    for (let s = 0; checked < 10; s++) {
      expect(s, 'ten such seeds among the first 200').toBeLessThan(200);
      const whole = new Search(ru1Position(s, classic), { ordering: 0, tableBits: 16, maxDepth: 10_000 });
      if (whole.run(1_000_000) !== 'exhausted' || whole.maxReached < 5) continue;
      for (const maxDepth of [1, 2, 5]) {
        const capped = new Search(ru1Position(s, classic), { ordering: 0, tableBits: 16, maxDepth });
        expect(capped.run(1_000_000), `seed ${s}, cap ${maxDepth}`).toBe('truncated');
        expect(capped.maxReached).toBe(maxDepth);
      }
      checked++;
    }
  });

  test('a depth cap ends every search "truncated" exactly when some line reached the cap', () => {
    let truncated = 0;
    fc.assert(
      fc.property(seed, (s) => {
        // a deal rule 5 proves lost at the root has no line at all
        fc.pre(!hasStuckCard(ru1Position(s, classic)));
        const search = new Search(ru1Position(s, classic), { ordering: 0, tableBits: 16, maxDepth: 2 });
        const state = search.run(1_000_000);
        expect(search.maxReached).toBeLessThanOrEqual(2);
        // a line cut at the cap proves nothing; only a search that never reached it is a proof
        expect(state).toBe(search.maxReached === 2 ? 'truncated' : 'exhausted');
        if (state === 'truncated') truncated++;
      }),
      { numRuns: 30 },
    );
    // nearly every opening not lost at the root has lines of two moves
    expect(truncated).toBeGreaterThanOrEqual(20);
  });

  test('lines deeper than a small recursion limit are no problem (explicit stack)', () => {
    const search = new Search(ru1Position(1194, relaxed), { ordering: 0, tableBits: 18, maxDepth: 100_000 });
    const state = search.run(200_000);
    expect(state).toBe('running');
    expect(search.maxReached).toBeGreaterThan(1_000);
  });
});

describe('buffers given back by ended searches', () => {
  test('a search on kept buffers runs exactly as one on new buffers, whatever searches ran before', async () => {
    let cases = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            seed: fc.nat(5000),
            rule: fc.constantFrom(classic, relaxed),
            budget: fc.integer({ min: 1, max: 3000 }),
          }),
          {
            minLength: 2,
            maxLength: 6,
          },
        ),
        async (runs) => {
          await breathe();
          // Each search on new buffers.
          const fresh = runs.map(({ seed, rule, budget }) => {
            dropSpareBuffers();
            const search = new Search(ru1Position(seed, rule), { ordering: 0, tableBits: 14, maxDepth: 10_000 });
            const state = search.run(budget);
            const answer = {
              state,
              nodes: search.nodes,
              plays: search.plays,
              line: state === 'solved' ? search.line() : [],
            };
            search.release();
            return answer;
          });
          // The same searches on kept buffers: each after a large search that grew them and gave them back.
          for (const [i, { seed, rule, budget }] of runs.entries()) {
            const big = new Search(ru1Position(4242, relaxed), { ordering: 1, tableBits: 14, maxDepth: 10_000 });
            big.run(20_000);
            big.release();
            const search = new Search(ru1Position(seed, rule), { ordering: 0, tableBits: 14, maxDepth: 10_000 });
            const state = search.run(budget);
            expect({
              state,
              nodes: search.nodes,
              plays: search.plays,
              line: state === 'solved' ? search.line() : [],
            }).toEqual(fresh[i]);
            search.release();
          }
          cases++;
        },
      ),
      { numRuns: 15 },
    );
    expect(cases).toBe(15);
  });

  test('a search that gave its buffers back can no longer run or give a line', () => {
    const search = new Search(ru1Position(7, classic), { ordering: 0, tableBits: 14, maxDepth: 10_000 });
    search.run(100);
    const nodes = search.nodes;
    search.release();
    search.release(); // twice changes nothing
    expect(() => search.run(200)).toThrow(/gave its buffers back/);
    expect(() => search.line()).toThrow(/gave its buffers back/);
    expect(search.nodes).toBe(nodes);
  });
});
