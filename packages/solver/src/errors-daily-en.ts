/**
 * The English sentences of the errors of dates, day numbers and daily deals: a table of its own
 * (see `errors-en.ts`), so that a page that counts days (`dayNumber`) carries these sentences alone
 * and none of the search's.
 * @module
 */

/** The errors of dates, day numbers and daily deals. */
export const DAILY_ERRORS = {
  'date-format': 'A date is written YYYY-MM-DD, like 2026-12-24, not {given}.',
  'date-not-calendar': '{given} is not a calendar date.',
  'date-invalid': 'The Date is not a valid date.',
  'date-not-date': 'A date is a YYYY-MM-DD text or a Date, not {given}.',
  'date-range': 'Daily deals are defined from {first} to {last}, not on {given}.',
  'day-number-bad': 'A day number is a whole number from 0 to {max}, not {given}.',
  'daily-count-bad': 'The number of candidates is a whole number from 0 to {max}, not {given}.',
  'daily-code': 'Candidate {n} of {date} cannot be dealt.',
  'daily-solve': 'Candidate {n} of {date} cannot be searched.',
  'daily-undecided':
    'Candidate {n} of {date} ({code}) was not decided within {budget} nodes: a larger budget may decide it.',
  'daily-none': 'No candidate of {date} can be won (candidates tried: {count}).',
} as const;
