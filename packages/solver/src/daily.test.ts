import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { openingPositionOfCode } from '@russian-solitaire/dealer';
import { unwrap } from '@russian-solitaire/engine';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { replay } from '../testing/small.js';
import { dailyDeal } from './daily.js';
import { DAILY_OPTIONS, dailyCandidates } from './daily-rule.js';
import { dayNumber } from './day-number.js';
import { solve } from './solve.js';

/** SplitMix64 as the RU1 page writes it, on BigInt: an implementation independent of the dealer's. */
function splitMix64(state: bigint, count: number): bigint[] {
  const mask = (1n << 64n) - 1n;
  const out: bigint[] = [];
  let s = state & mask;
  for (let i = 0; i < count; i++) {
    s = (s + 0x9e3779b97f4a7c15n) & mask;
    let z = s;
    z = ((z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n) & mask;
    z = ((z ^ (z >> 27n)) * 0x94d049bb133111ebn) & mask;
    out.push(z ^ (z >> 31n));
  }
  return out;
}

/** The published vectors: one line per date, `date classic-code relaxed-code`. */
const VECTORS = readFileSync(fileURLToPath(new URL('../../../docs/daily-vectors.txt', import.meta.url)), 'utf8')
  .split('\n')
  .filter((line) => /^\d{4}-/.test(line))
  .map((line) => line.split(/\s+/) as [string, string, string]);

describe('the day number of a date', () => {
  test('counts days from 1970-01-01 (UTC), for texts and Dates alike', () => {
    expect(unwrap(dayNumber('1970-01-01'))).toBe(0);
    expect(unwrap(dayNumber('1970-01-02'))).toBe(1);
    expect(unwrap(dayNumber('2000-03-01'))).toBe(11_017);
    expect(unwrap(dayNumber('2026-12-24'))).toBe(20_811);
    expect(unwrap(dayNumber('9999-12-31'))).toBe(2_932_896);
    expect(unwrap(dayNumber(new Date('2026-12-24T00:00:00Z')))).toBe(20_811);
    expect(unwrap(dayNumber(new Date('2026-12-24T23:59:59.999Z')))).toBe(20_811);
    // A Date is read in UTC: 01:00 in UTC+2 is still the 23rd there.
    expect(unwrap(dayNumber(new Date('2026-12-24T01:00:00+02:00')))).toBe(20_810);
  });

  test('refuses what is not a calendar date in range', () => {
    for (const bad of [
      '2026-02-29',
      '2026-13-01',
      '2026-00-10',
      '2026-1-01',
      ' 2026-01-01',
      '2026-01-01T00:00',
      '20261-01-01',
      '1969-12-31',
      '',
      new Date(Number.NaN),
      new Date(Date.UTC(10000, 0, 1)),
      new Date(-1),
      42,
      null,
      { valueOf: () => 0 },
    ]) {
      const day = dayNumber(bad as never);
      expect(day.ok || day.error.code).toBe('bad-date');
    }
    expect(unwrap(dayNumber('2028-02-29'))).toBe(unwrap(dayNumber('2028-03-01')) - 1);
  });
});

describe('the candidate seeds of a date', () => {
  test('are the draws of SplitMix64 from "RU1DAILY" + the day number, modulo 26^7', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2_932_896 }), (day) => {
        const state = BigInt('0x' + Buffer.from('RU1DAILY', 'ascii').toString('hex')) + BigInt(day);
        const expected = splitMix64(state, 20).map((x) => Number(x % 26n ** 7n));
        expect(unwrap(dailyCandidates(day, 20))).toEqual(expected);
      }),
      { numRuns: 200 },
    );
  });
});

describe('dailyDeal', () => {
  test('the published vectors: every date of 2026–2030 has its daily deal; a sample is checked at each run', () => {
    expect(VECTORS.length).toBe(1_826);
    expect(VECTORS[0]![0]).toBe('2026-01-01');
    expect(VECTORS.at(-1)![0]).toBe('2030-12-31');
    let checked = 0;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: VECTORS.length - 1 }), (i) => {
        const [date, classicCode, relaxedCode] = VECTORS[i]!;
        expect(unwrap(dailyDeal(date)).gameCode).toBe(classicCode);
        expect(unwrap(dailyDeal(date, { rule: 'R' })).gameCode).toBe(relaxedCode);
        checked++;
      }),
      { numRuns: 12 },
    );
    expect(checked).toBe(12);
  });

  test('the daily seed is the first candidate that can be won under classic rules: its line wins without take-backs under both rules, every earlier candidate is proved lost', () => {
    let runs = 0;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2_932_896 }), fc.constantFrom('C' as const, 'R' as const), (day, rule) => {
        const date = new Date(day * 86_400_000).toISOString().slice(0, 10);
        const deal = unwrap(dailyDeal(date, { rule }));
        expect(deal.date).toBe(date);
        expect(deal.day).toBe(day);
        expect(deal.gameCode).toMatch(new RegExp(`^RU1-${rule}-[A-Z]{7}$`));
        const seeds = unwrap(dailyCandidates(day, deal.candidate));
        expect(deal.parts.seed).toBe(seeds.at(-1));
        // The line wins under the rule of the code, and under the classic rule it was found with.
        for (const letter of [rule, 'C' as const]) {
          const start = unwrap(openingPositionOfCode({ rule: letter, seed: deal.parts.seed }, DAILY_OPTIONS));
          const end = replay(start, deal.line);
          expect('end' in end && end.end.isWon).toBe(true);
        }
        expect(unwrap(dailyDeal(date, { rule: rule === 'C' ? 'R' : 'C' })).parts.seed).toBe(deal.parts.seed);
        for (const seed of seeds.slice(0, -1)) {
          const earlier = unwrap(openingPositionOfCode({ rule: 'C', seed }, DAILY_OPTIONS));
          expect(unwrap(solve(earlier, { budget: 1_000_000 })).status).toBe('unsolvable');
        }
        runs++;
      }),
      { numRuns: 16 },
    );
    expect(runs).toBe(16);
  });

  test('the same date gives the same deal whatever the time of day; a candidate not decided is an error, never skipped', () => {
    const morning = unwrap(dailyDeal(new Date('2026-12-24T00:00:01Z')));
    const evening = unwrap(dailyDeal(new Date('2026-12-24T23:59:59Z')));
    expect(evening).toEqual(morning);
    expect(unwrap(dailyDeal('2026-12-24'))).toEqual(morning);
    const tight = dailyDeal('2026-12-24', { budget: 1 });
    expect(tight.ok || tight.error.code).toBe('undecided');
    const few = dailyDeal('2026-01-03', { maxCandidates: 2 });
    expect(few.ok || few.error.code).toBe('no-daily-deal');
  });

  test('refuses wrong options', () => {
    for (const options of [42, { rule: 'X' }, { budget: 0 }, { maxCandidates: 0 }, { colour: 'red' }]) {
      const deal = dailyDeal('2026-12-24', options as never);
      expect(deal.ok || deal.error.code).toBe('bad-options');
    }
    // Nothing inherited is read: a polluted prototype changes nothing.
    (Object.prototype as Record<string, unknown>).rule = 'X';
    try {
      expect(unwrap(dailyDeal('2026-12-24', {})).gameCode).toMatch(/^RU1-C-/);
    } finally {
      delete (Object.prototype as Record<string, unknown>).rule;
    }
  });
});
