import { unwrap } from '@russian-solitaire/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LAST_DAY_NUMBER, dateOfDay, dayNumber, isDayNumber } from './day-number.js';

describe('day numbers and dates', () => {
  it('number the days from 1970-01-01 to 9999-12-31', () => {
    expect(unwrap(dayNumber('1970-01-01'))).toBe(0);
    expect(unwrap(dayNumber('2000-03-01'))).toBe(11_017);
    expect(unwrap(dayNumber('2026-12-24'))).toBe(20_811);
    expect(unwrap(dayNumber('9999-12-31'))).toBe(LAST_DAY_NUMBER);
    expect(LAST_DAY_NUMBER).toBe(2_932_896);
    expect(unwrap(dateOfDay(0))).toBe('1970-01-01');
    expect(unwrap(dateOfDay(20_811))).toBe('2026-12-24');
    expect(unwrap(dateOfDay(LAST_DAY_NUMBER))).toBe('9999-12-31');
  });

  it('go from a day number to its date and back', () => {
    let checked = 0;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: LAST_DAY_NUMBER }), (day) => {
        const date = unwrap(dateOfDay(day));
        expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(unwrap(dayNumber(date))).toBe(day);
        checked++;
      }),
      { numRuns: 500 },
    );
    expect(checked).toBe(500);
  });

  it('read nothing but a calendar date in the range, without throwing', () => {
    for (const text of [
      '1969-12-31',
      '2026-02-29',
      '2026-13-01',
      '2026-00-10',
      '2026-1-1',
      ' 2026-01-01',
      '',
      '0050-01-01',
    ])
      expect(dayNumber(text), text).toMatchObject({ ok: false, error: { code: 'bad-date' } });
    for (const value of [null, undefined, 20_811, {}])
      expect(dayNumber(value as never)).toMatchObject({ ok: false, error: { code: 'bad-date' } });
    expect(unwrap(dayNumber('2028-02-29'))).toBe(unwrap(dayNumber('2028-02-28')) + 1);
  });

  it('refuse a day that is not a day number with bad-date, without throwing', () => {
    for (const day of [-1, LAST_DAY_NUMBER + 1, 1.5, Number.NaN, Infinity, '7' as never]) {
      expect(isDayNumber(day)).toBe(false);
      expect(dateOfDay(day)).toMatchObject({ ok: false, error: { code: 'bad-date' } });
    }
    expect(isDayNumber(0) && isDayNumber(LAST_DAY_NUMBER)).toBe(true);
  });
});
