/**
 * The error of dates, day numbers and daily deals: its own module, so that the arithmetic of day
 * numbers (`day-number.ts`) and the daily deal's rule (`daily-rule.ts`) both use it.
 * @module
 */
import type { Problem } from '@russian-solitaire/engine';
import { problemMaker } from '@russian-solitaire/engine/internal';
import { DAILY_ERRORS } from './errors-daily-en.js';

/** Codes of the ways finding a daily deal (or reading its date) can fail. */
export const DAILY_ERROR_CODES = ['bad-date', 'bad-options', 'undecided', 'no-daily-deal'] as const;
/** A code from {@link DAILY_ERROR_CODES}. */
export type DailyErrorCode = (typeof DAILY_ERROR_CODES)[number];

/** Why no daily deal was found, or a date or day number was refused. */
export type DailyError = Problem<DailyErrorCode>;

/** Makes the errors of dates and daily deals. */
export const dailyProblem = /* @__PURE__ */ problemMaker(DAILY_ERRORS);
