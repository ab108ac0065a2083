/**
 * Dates and the day numbers of the daily deal's rule (docs/ru1.md, section 10): a date's day
 * number is the number of days from 1970-01-01 (day 0) to it, in UTC and the proleptic Gregorian
 * calendar, for the dates from 1970-01-01 to 9999-12-31. Plain functions on numbers and texts,
 * with nothing of the solver in them, so that a page can count its days with the rule's own
 * arithmetic and bundle nothing else; `dayNumber` (daily-rule.ts) is the same rule with typed
 * errors for any input.
 * @module
 */

/** Milliseconds in a day. */
const DAY_MS = 86_400_000;

/** The day number of 9999-12-31, the last date that has a daily deal (2,932,896). */
export const LAST_DAY_NUMBER: number = 2_932_896;

/** A date as the rule writes it, `YYYY-MM-DD` (its year, month and day captured). */
export const DATE_TEXT = /^(\d{4})-(\d{2})-(\d{2})$/;

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
export function daysFromParts(year: number, month: number, day: number): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getTime() / DAY_MS;
}

/** Whether a value is a day number: a whole number from 0 (1970-01-01) to {@link LAST_DAY_NUMBER}. */
export function isDayNumber(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 0 && (value as number) <= LAST_DAY_NUMBER;
}

/**
 * The day number of a date written `YYYY-MM-DD`: `null` unless the text is a real calendar date
 * from 1970-01-01 to 9999-12-31 (never throws).
 */
export function dayOfDate(date: string): number | null {
  if (typeof date !== 'string') return null;
  const match = DATE_TEXT.exec(date);
  if (!match) return null;
  const day = daysFromParts(Number(match[1]), Number(match[2]), Number(match[3]));
  return isDayNumber(day) && formatDay(day) === date ? day : null;
}

/**
 * The date of a day number, written `YYYY-MM-DD`: `dateOfDay(0)` is `1970-01-01`.
 * @throws RangeError when `day` is not a day number (see {@link isDayNumber}).
 */
export function dateOfDay(day: number): string {
  if (!isDayNumber(day)) throw new RangeError(`day must be a day number from 0 to ${LAST_DAY_NUMBER}`);
  return formatDay(day);
}
