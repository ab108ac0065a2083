import { unwrap } from '@russian-solitaire/engine';
import fc from 'fast-check';
import { dayNumber } from '@russian-solitaire/solver';
import { describe, expect, it } from 'vitest';
import {
  NO_DAILY_STREAK,
  currentDailyStreak,
  formatDailyStreak,
  parseDailyGame,
  parseDailyStreak,
  recordDailyWin,
  todayUtc,
} from './daily.js';

describe('the daily deal', () => {
  it("takes today's date in UTC", () => {
    // Today is the UTC date, whatever the time zone: 23:30 in New York is tomorrow in UTC.
    expect(todayUtc(new Date('2026-12-02T23:30:00-05:00'))).toBe('2026-12-03');
  });

  it('reads back the daily deal dealt last, and nothing that is not one', () => {
    const game = { date: '2026-12-02', day: unwrap(dayNumber('2026-12-02')), code: 'RU1-C-EKSNKAG' };
    expect(parseDailyGame(JSON.stringify(game))).toEqual(game);
    for (const bad of [
      null,
      'nope',
      '[]',
      JSON.stringify({ ...game, day: game.day + 1 }),
      JSON.stringify({ ...game, code: 'RU1-X-EKSNKAG' }),
      JSON.stringify({ ...game, date: '2026-13-02' }),
      '{"__proto__":{"date":"2026-12-02"}}',
    ])
      expect(parseDailyGame(bad), String(bad)).toBeNull();
  });

  it('counts days in a row, each date once, and breaks the streak once a day is missed', () => {
    let s = recordDailyWin(NO_DAILY_STREAK, 100);
    expect(s).toEqual({ won: 1, lastDay: 100, current: 1, best: 1 });
    s = recordDailyWin(s, 101);
    s = recordDailyWin(s, 101);
    s = recordDailyWin(s, 102);
    expect(s).toEqual({ won: 3, lastDay: 102, current: 3, best: 3 });
    expect(currentDailyStreak(s, 102)).toBe(3);
    expect(currentDailyStreak(s, 103)).toBe(3);
    expect(currentDailyStreak(s, 104)).toBe(0);
    s = recordDailyWin(s, 99);
    expect(s.won).toBe(3);
    s = recordDailyWin(s, 105);
    expect(s).toEqual({ won: 4, lastDay: 105, current: 1, best: 3 });
  });

  it('keeps a streak that round-trips through its text, whatever days are won, and reads any text as a streak', () => {
    let cases = 0;
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 60 }), { maxLength: 40 }), (days) => {
        let s = NO_DAILY_STREAK;
        const counted = new Set<number>();
        for (const day of days) {
          const before = s.lastDay;
          s = recordDailyWin(s, day);
          if (before === null || day > before) counted.add(day);
        }
        expect(s.won).toBe(counted.size);
        expect(s.current).toBeLessThanOrEqual(s.best);
        expect(parseDailyStreak(formatDailyStreak(s))).toEqual(s);
        cases++;
      }),
    );
    expect(cases).toBe(100);
    let texts = 0;
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (text) => {
        const s = parseDailyStreak(text);
        expect(parseDailyStreak(formatDailyStreak(s))).toEqual(s);
        texts++;
      }),
    );
    expect(texts).toBe(100);
  });
});
