/**
 * Dates and the day numbers of the daily deal's rule (docs/ru1.md, section 10): a date's day
 * number is the number of days from 1970-01-01 (day 0) to it, in UTC and the proleptic Gregorian
 * calendar, for the dates from 1970-01-01 to 9999-12-31. Functions on numbers, texts and dates
 * with nothing of the solver in them, so that a page can count its days with the rule's own
 * arithmetic and bundle nothing else: {@link dayNumber} and {@link dateOfDay}, each way, with
 * typed errors for any input.
 * @module
 */
import { type Result, echoInput, err, ok } from '@russian-solitaire/engine';
import { type DailyError, dailyProblem } from './daily-error.js';

/** Milliseconds in a day. */
const DAY_MS = 86_400_000;

/** The day number of 9999-12-31, the last date that has a daily deal (2,932,896). */
export const LAST_DAY_NUMBER: number = 2_932_896;

/** A date as the rule writes it, `YYYY-MM-DD` (its year, month and day captured). */
const DATE_TEXT = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Two digits, or four for a year. */
function pad(n: number, width: number): string {
  return String(n).padStart(width, '0');
}

/** The `YYYY-MM-DD` text of a whole number of days from 1970-01-01, unchecked (for a day known good). */
export function formatDay(day: number): string {
  const date = new Date(day * DAY_MS);
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1, 2)}-${pad(date.getUTCDate(), 2)}`;
}

/**
 * The whole number of days from 1970-01-01 to a year, month (1 to 12) and day of the month, in
 * the proleptic Gregorian calendar (negative before 1970), unchecked: a day past the month's end
 * runs into the next month, as `Date` does. Unlike `Date.UTC`, it reads the years 0 to 99 as
 * themselves, not as 1900 to 1999.
 */
function daysFromParts(year: number, month: number, day: number): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getTime() / DAY_MS;
}

/** Whether a value is a day number: a whole number from 0 (1970-01-01) to {@link LAST_DAY_NUMBER}. */
export function isDayNumber(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 0 && (value as number) <= LAST_DAY_NUMBER;
}

/** The first and last dates a daily deal is defined for. */
export const DAILY_DATE_RANGE = Object.freeze(['1970-01-01', '9999-12-31'] as const);

/**
 * Whether a value is a `Date`, of this realm or another (a frame, a `vm` context); never throws. A
 * Proxy, an object that calls itself a Date (`Symbol.toStringTag`) or one whose prototype is
 * `Date.prototype` is not one: only a real Date has a time to read.
 */
export function isDate(value: unknown): value is Date {
  try {
    Date.prototype.getTime.call(value);
    return true;
  } catch {
    return false;
  }
}

/**
 * The day number of a date: a `YYYY-MM-DD` text (a real calendar date) or a `Date` (its UTC date),
 * from 1970-01-01 to 9999-12-31. Anything else is refused with `bad-date`; never throws.
 */
export function dayNumber(date: string | Date): Result<number, DailyError> {
  let day: number;
  let shown: string;
  if (typeof date === 'string') {
    const match = DATE_TEXT.exec(date);
    if (!match) return err(dailyProblem('bad-date', 'date-format', { given: echoInput(date) }));
    day = daysFromParts(Number(match[1]), Number(match[2]), Number(match[3]));
    if (formatDay(day) !== date) return err(dailyProblem('bad-date', 'date-not-calendar', { given: echoInput(date) }));
    shown = date;
  } else if (isDate(date)) {
    const time = Date.prototype.getTime.call(date);
    if (!Number.isFinite(time)) return err(dailyProblem('bad-date', 'date-invalid'));
    day = Math.floor(time / DAY_MS);
    shown = formatDay(day);
  } else return err(dailyProblem('bad-date', 'date-not-date', { given: echoInput(date) }));
  if (!isDayNumber(day)) {
    const values = { first: DAILY_DATE_RANGE[0], last: DAILY_DATE_RANGE[1], given: shown };
    return err(dailyProblem('bad-date', 'date-range', values));
  }
  return ok(day);
}

/**
 * The date of a day number, written `YYYY-MM-DD`: `dateOfDay(0)` is `1970-01-01`. Anything but a
 * day number (see {@link isDayNumber}) is refused with `bad-date`; never throws.
 */
export function dateOfDay(day: number): Result<string, DailyError> {
  if (!isDayNumber(day))
    return err(dailyProblem('bad-date', 'day-number-bad', { max: LAST_DAY_NUMBER, given: echoInput(day) }));
  return ok(formatDay(day));
}
