import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ManualClock, formatClock } from './clock.js';

describe('formatClock', () => {
  it('shows m:ss below an hour and h:mm:ss from an hour on', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(999)).toBe('0:00');
    expect(formatClock(7_000)).toBe('0:07');
    expect(formatClock(750_000)).toBe('12:30');
    expect(formatClock(3_599_999)).toBe('59:59');
    expect(formatClock(3_600_000)).toBe('1:00:00');
    expect(formatClock(3_723_000)).toBe('1:02:03');
    expect(formatClock(100 * 3_600_000)).toBe('100:00:00');
  });

  it('shows negative and non-finite times as 0:00', () => {
    for (const ms of [-1, -60_000, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]) {
      expect(formatClock(ms)).toBe('0:00');
    }
  });

  it('reads back to the whole seconds it was given', () => {
    let runs = 0;
    fc.assert(
      fc.property(fc.nat(1_000_000), fc.nat(999), (seconds, extra) => {
        runs++;
        const parts = formatClock(seconds * 1000 + extra)
          .split(':')
          .map(Number);
        expect(parts.reduce((total, part) => total * 60 + part, 0)).toBe(seconds);
        expect(parts.slice(1).every((part) => part < 60)).toBe(true);
      }),
    );
    expect(runs).toBe(100);
  });
});

describe('ManualClock', () => {
  it('moves only forward, by finite amounts', () => {
    const clock = new ManualClock(5);
    clock.advance(10);
    expect(clock.now()).toBe(15);
    expect(() => clock.advance(-1)).toThrow(RangeError);
    expect(() => clock.advance(Number.NaN)).toThrow(RangeError);
    expect(clock.now()).toBe(15);
  });
});
