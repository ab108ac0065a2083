import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { wilsonInterval } from './stats.js';

describe('wilsonInterval', () => {
  it('matches a published value (Wilson 1927; Newcombe 1998, 81 of 263: 0.2553–0.3662)', () => {
    const { low, high } = wilsonInterval(81, 263);
    expect(low).toBeCloseTo(0.2553, 3);
    expect(high).toBeCloseTo(0.3662, 3);
  });

  it('is within 0..1, holds the observed share, and narrows as the sample grows', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.double({ min: 0, max: 1, noNaN: true }), (n, share) => {
        const k = Math.round(share * n);
        const a = wilsonInterval(k, n);
        expect(a.low).toBeGreaterThanOrEqual(0);
        expect(a.high).toBeLessThanOrEqual(1);
        expect(a.low).toBeLessThanOrEqual(k / n + 1e-12);
        expect(a.high).toBeGreaterThanOrEqual(k / n - 1e-12);
        const b = wilsonInterval(4 * k, 4 * n);
        expect(b.high - b.low).toBeLessThan(a.high - a.low + 1e-12);
      }),
    );
  });

  it('is the whole range with no trials, and not degenerate at 0 and n', () => {
    expect(wilsonInterval(0, 0)).toEqual({ low: 0, high: 1 });
    expect(wilsonInterval(0, 10).low).toBe(0);
    expect(wilsonInterval(0, 10).high).toBeGreaterThan(0.2);
    expect(wilsonInterval(10, 10).high).toBe(1);
    expect(wilsonInterval(10, 10).low).toBeLessThan(0.8);
  });
});
