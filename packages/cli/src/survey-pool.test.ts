import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BATCH_TARGET_MS, MAX_BATCH, batchSize, seedFeed } from './survey-pool.js';

describe('the survey pool', () => {
  it('sizes batches to about the target work: one seed for slow deals, many for tiny ones', () => {
    expect(batchSize(null)).toBe(1);
    expect(batchSize(0)).toBe(MAX_BATCH);
    expect(batchSize(1)).toBe(BATCH_TARGET_MS);
    expect(batchSize(BATCH_TARGET_MS)).toBe(1);
    expect(batchSize(3000)).toBe(1);
  });

  it('never gives an empty or oversized batch, and gives smaller batches for slower deals', () => {
    let cases = 0;
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e6, noNaN: true }),
        fc.double({ min: 0, max: 1e6, noNaN: true }),
        (a, b) => {
          const [fast, slow] = a <= b ? [a, b] : [b, a];
          expect(batchSize(fast)).toBeGreaterThanOrEqual(1);
          expect(batchSize(fast)).toBeLessThanOrEqual(MAX_BATCH);
          expect(batchSize(slow)).toBeLessThanOrEqual(batchSize(fast));
          cases++;
        },
      ),
      { numRuns: 200 },
    );
    expect(cases).toBe(200);
  });

  it('feeds every seed of a range not yet done, once, in order', () => {
    const done = new Set([3, 4, 9]);
    const next = seedFeed({ from: 2, count: 9 }, done);
    const seeds: number[] = [];
    for (let s = next(); s !== null; s = next()) seeds.push(s);
    expect(seeds).toEqual([2, 5, 6, 7, 8, 10]);
    expect(next()).toBeNull();
  });
});
