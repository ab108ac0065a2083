/**
 * Hostile dates given to the daily deal: look-alikes of a Date, Proxies (of a Date too), revoked
 * Proxies and Dates of another realm. A real Date of any realm is read; anything else is refused
 * with `bad-date`, never an exception. `dailyCandidates` refuses what is not a day number
 * (`bad-date`) or a count (`bad-options`), never running for ever.
 */
import { runInNewContext } from 'node:vm';
import { unwrap } from '@russian-solitaire/engine';
import { describe, expect, test } from 'vitest';
import { dailyDeal } from './daily.js';
import { dailyCandidates } from './daily-rule.js';
import { dayNumber } from './day-number.js';

const thrower = (): never => {
  throw new Error('trap');
};
const revocable = Proxy.revocable(new Date(0), {});
revocable.revoke();

describe('dates that are not Dates', () => {
  const attacks: [string, unknown][] = [
    ['an object that calls itself a Date', { [Symbol.toStringTag]: 'Date' }],
    ['an object whose prototype is Date.prototype', Object.create(Date.prototype) as unknown],
    ['a Proxy of a Date', new Proxy(new Date(0), {})],
    ['a Proxy whose every trap throws', new Proxy({}, { get: thrower, getPrototypeOf: thrower, has: thrower })],
    ['a revoked Proxy', revocable.proxy],
    ['an object with a throwing getter', Object.defineProperty({}, Symbol.toStringTag, { get: thrower })],
  ];

  test.each(attacks)('%s is refused with bad-date, by dayNumber and by dailyDeal', (_, date) => {
    let day: unknown;
    expect(() => (day = dayNumber(date as Date))).not.toThrow();
    expect(day).toMatchObject({ ok: false, error: { code: 'bad-date' } });
    let deal: unknown;
    expect(() => (deal = dailyDeal(date as Date, { maxCandidates: 1 }))).not.toThrow();
    expect(deal).toMatchObject({ ok: false, error: { code: 'bad-date' } });
  });

  test('a Date of another realm, and a frozen Date, are read as Dates', () => {
    const foreign = runInNewContext('new Date(Date.UTC(2026, 11, 24, 12))') as Date;
    expect(foreign instanceof Date).toBe(false);
    expect(unwrap(dayNumber(foreign))).toBe(20_811);
    expect(unwrap(dayNumber(Object.freeze(new Date(Date.UTC(2026, 11, 24)))))).toBe(20_811);
    expect(unwrap(dailyDeal(foreign)).date).toBe('2026-12-24');
  });
});

describe('dailyCandidates refuses what is not a day number or a count', () => {
  test.each([
    [Number.NaN, 3, 'bad-date'],
    [-1, 3, 'bad-date'],
    [1.5, 3, 'bad-date'],
    [2_932_897, 3, 'bad-date'],
    ['20811', 3, 'bad-date'],
    [10n, 3, 'bad-date'],
    [Symbol('day'), 3, 'bad-date'],
    [null, 3, 'bad-date'],
    [20_811, 1e12, 'bad-options'],
    [20_811, -1, 'bad-options'],
    [20_811, Number.POSITIVE_INFINITY, 'bad-options'],
    [20_811, '3', 'bad-options'],
  ])('(%s, %s) with %s, at once, without throwing', (day, count, code) => {
    let seeds: unknown;
    expect(() => (seeds = dailyCandidates(day as number, count as number))).not.toThrow();
    expect(seeds).toMatchObject({ ok: false, error: { code } });
  });

  test('the first and last day and no candidates are answered', () => {
    expect(unwrap(dailyCandidates(0, 2))).toHaveLength(2);
    expect(unwrap(dailyCandidates(2_932_896, 2))).toHaveLength(2);
    expect(unwrap(dailyCandidates(20_811, 0))).toEqual([]);
  });
});

describe('calendar dates before 1970 with a year of two digits or fewer', () => {
  // Date.UTC reads the years 0 to 99 as 1900 to 1999: such a date must still be read as itself.
  test.each(['0050-06-15', '0000-01-01', '0099-12-31', '0001-02-28', '1969-12-31'])(
    '%s is a calendar date out of range, not "not a calendar date"',
    (date) => {
      const day = dayNumber(date);
      expect(day.ok || day.error.message).toBe(
        `Daily deals are defined from 1970-01-01 to 9999-12-31, not on ${date}.`,
      );
    },
  );

  test('a date that is not in the calendar in those years still says so', () => {
    for (const date of ['0050-02-30', '0000-13-01', '0099-00-10'])
      expect(dayNumber(date)).toMatchObject({ ok: false, error: { message: `"${date}" is not a calendar date.` } });
  });
});
