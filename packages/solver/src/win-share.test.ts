import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { winShare } from './win-share.js';

describe('win shares', () => {
  test('Wilson intervals of published examples: 0 of 10 is 0 to 27.75 %, 5 of 10 is 23.66 % to 76.34 %', () => {
    const none = winShare(0, 0, 10, false);
    expect(none.estimate).toBe(0);
    expect(none.low).toBe(0);
    expect(none.high).toBeCloseTo(0.27753, 5);
    const half = winShare(5, 0, 10, false);
    expect(half.low).toBeCloseTo(0.23659, 5);
    expect(half.high).toBeCloseTo(0.76341, 5);
  });

  test('the estimate lies within its interval, which ends at 0 exactly with no win and at 1 with every one', () => {
    let checked = 0;
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5000 }), fc.nat(), fc.nat(), fc.boolean(), (n, w, u, exhaustive) => {
        const wins = w % (n + 1);
        const undecided = u % (n - wins + 1);
        const share = winShare(wins, undecided, n, exhaustive);
        expect(share.low).toBeGreaterThanOrEqual(0);
        expect(share.low).toBeLessThanOrEqual(share.estimate);
        expect(share.estimate).toBeLessThanOrEqual(share.high);
        expect(share.high).toBeLessThanOrEqual(1);
        expect(share.low === 0).toBe(wins === 0);
        expect(share.high === 1).toBe(wins + undecided === n);
        checked++;
      }),
      { numRuns: 2000 },
    );
    expect(checked).toBe(2000);
  });
});
