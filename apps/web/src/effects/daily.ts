/**
 * The daily deal and its streak. The daily deal of a date is the solver's `dailyDeal` (the rule of
 * docs/ru1.md, section 10: one proven-winnable deal per calendar date, the same for every player),
 * found in the solver's worker. A player's "today" is today's date in UTC. The page remembers the
 * daily deal it dealt last (its date and code), and a win of that code counts for that date: the
 * daily streak is the number of dates in a row, up to today or yesterday, whose daily deal was won.
 * Dates and their day numbers are the solver's (`dayNumber`, the rule's own arithmetic).
 * Both are kept in local storage under keys of their own, each with its one parser.
 * @module
 */
import { type Game, type Language, err, ok } from '@russian-solitaire/engine';
import { LAST_DAY_NUMBER, dayNumber, isDayNumber } from '@russian-solitaire/solver';
import type { DailyDealer } from './effects.js';
import { failureText, t } from '../texts/i18n.js';
import type { NewGameRule } from '../state/settings.js';
import type { SolverService } from './solver.js';
import { type KeyValueStore, readItem, removeItem, writeItem } from './storage.js';
import type { DailyFigures, DailyWin } from '../state/ui-state.js';

/** The local storage key of the daily deal dealt last. */
export const DAILY_DEAL_KEY = 'russian-solitaire/daily-deal';
/** The local storage key of the daily streak. */
export const DAILY_STREAK_KEY = 'russian-solitaire/daily-streak';

/** A daily deal on the table: its date, its day number (days from 1970-01-01) and its code. */
export interface DailyGame {
  readonly date: string;
  readonly day: number;
  readonly code: string;
}

/** The daily deals won: how many, the last one's day, and the streaks of days in a row. */
export interface DailyStreak {
  readonly won: number;
  /** The day number of the last daily deal won, `null` before the first. */
  readonly lastDay: number | null;
  /** The days in a row up to `lastDay`. */
  readonly current: number;
  readonly best: number;
}

/** No daily deal won yet. */
export const NO_DAILY_STREAK: DailyStreak = Object.freeze({ won: 0, lastDay: null, current: 0, best: 0 });

/** Today's date in UTC, `YYYY-MM-DD` (the daily deal's "today"). */
export function todayUtc(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

function isCount(n: unknown): n is number {
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= LAST_DAY_NUMBER + 1;
}

function parseObject(text: string | null): Record<string, unknown> | null {
  if (text === null) return null;
  try {
    const data: unknown = JSON.parse(text);
    return typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function own(data: Record<string, unknown>, key: string): unknown {
  return Object.prototype.hasOwnProperty.call(data, key) ? data[key] : undefined;
}

/** Whether `date` is the date of day number `day`. */
function sameDay(date: string, day: number): boolean {
  const read = dayNumber(date);
  return read.ok && read.value === day;
}

/** Reads the stored daily deal dealt last; `null` for anything that is not one. */
export function parseDailyGame(text: string | null): DailyGame | null {
  const data = parseObject(text);
  if (data === null) return null;
  const [date, day, code] = [own(data, 'date'), own(data, 'day'), own(data, 'code')];
  if (typeof date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(date) || !isDayNumber(day) || !sameDay(date, day))
    return null;
  if (typeof code !== 'string' || !/^RU1-[CR]-[A-Z]{7}$/.test(code)) return null;
  return { date, day, code };
}

/** Reads the stored daily streak; no streak for anything that is not one. */
export function parseDailyStreak(text: string | null): DailyStreak {
  const data = parseObject(text);
  if (data === null) return NO_DAILY_STREAK;
  const [won, lastDay, current, best] = ['won', 'lastDay', 'current', 'best'].map((key) => own(data, key));
  if (!isCount(won) || !isCount(current) || !isCount(best) || current > best || best > won) return NO_DAILY_STREAK;
  if (lastDay === null) return NO_DAILY_STREAK;
  if (!isDayNumber(lastDay) || current === 0) return NO_DAILY_STREAK;
  return { won, lastDay, current, best };
}

/** The text {@link parseDailyStreak} reads back as the same streak. */
export function formatDailyStreak(streak: DailyStreak): string {
  return JSON.stringify({ won: streak.won, lastDay: streak.lastDay, current: streak.current, best: streak.best });
}

/**
 * The streak after a win of the daily deal of `day`: the day after the last one won goes on with
 * the streak, a later day starts a new one, and the last day won or an earlier one changes
 * nothing (each date counts once, in the order of the dates).
 */
export function recordDailyWin(streak: DailyStreak, day: number): DailyStreak {
  const last = streak.lastDay;
  if (last !== null && day <= last) return streak;
  const current = last !== null && day === last + 1 ? streak.current + 1 : 1;
  return { won: streak.won + 1, lastDay: day, current, best: Math.max(streak.best, current) };
}

/** The current streak as of `today`: broken once a day passes with its daily deal not won. */
export function currentDailyStreak(streak: DailyStreak, today: number): number {
  return streak.lastDay !== null && today - streak.lastDay <= 1 ? streak.current : 0;
}

/**
 * The daily dealer of the page: today's daily deal from the solver, remembered in `store` as the
 * daily deal dealt last, so that its win counts.
 */
export function dailyDealer(
  solver: Pick<SolverService, 'dailyGame'>,
  store: KeyValueStore | null,
  today: () => string = todayUtc,
): DailyDealer {
  return async (rule: NewGameRule) => {
    const answer = await solver.dailyGame(today(), rule);
    if (!answer.ok) {
      const failure = answer.error;
      return err((lang: Language) => t(lang, 'dailyFailed', { reason: failureText(lang, failure) }));
    }
    const { game, date, day, code } = answer.value;
    writeItem(store, DAILY_DEAL_KEY, JSON.stringify({ date, day, code }));
    return ok(game);
  };
}

/**
 * Counts a game on the table in the daily streak when it is the daily deal dealt last, won; says
 * which daily deal it was and the days in a row won (`null` for any other game).
 */
export function recordDailyGame(store: KeyValueStore | null, game: Pick<Game, 'gameCode' | 'isWon'>): DailyWin | null {
  if (!game.isWon || game.gameCode === null) return null;
  const daily = parseDailyGame(readItem(store, DAILY_DEAL_KEY));
  if (daily === null || daily.code !== game.gameCode) return null;
  const before = parseDailyStreak(readItem(store, DAILY_STREAK_KEY));
  const after = recordDailyWin(before, daily.day);
  if (after !== before) writeItem(store, DAILY_STREAK_KEY, formatDailyStreak(after));
  return { date: daily.date, streak: currentDailyStreak(after, daily.day) };
}

/** The daily figures the statistics panel shows, as of `today` (`YYYY-MM-DD`). */
export function dailyFigures(store: KeyValueStore | null, today: string = todayUtc()): DailyFigures {
  const streak = parseDailyStreak(readItem(store, DAILY_STREAK_KEY));
  const day = dayNumber(today);
  return { won: streak.won, current: day.ok ? currentDailyStreak(streak, day.value) : 0, best: streak.best };
}

/**
 * Forgets the daily figures (the daily deals won and the streaks): the statistics panel's Reset of
 * its daily section. The daily deal dealt last is kept, so that a win of it still counts, as the first.
 */
export function resetDailyStreak(store: KeyValueStore | null): void {
  removeItem(store, DAILY_STREAK_KEY);
}
