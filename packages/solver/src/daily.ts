/**
 * Finding the daily deal of a date with the solver: the rule is in `daily-rule.ts` (and
 * docs/ru1.md, section 10). Each candidate seed is decided under the classic rule with
 * {@link DAILY_OPTIONS}; the first one proved winnable is the daily seed, dealt under the rule
 * letter asked for; a candidate the solver cannot decide within its budget is refused
 * (`undecided`), never skipped.
 * @module
 */
import { type ParsedCode, parseCodeParts, openingPositionOfCode } from '@russian-solitaire/dealer';
import { type Move, type Result, err, ok } from '@russian-solitaire/engine';
import { type DailyError, dailyProblem } from './daily-error.js';
import { DAILY_OPTIONS, type DailyDealOptions, dailyCandidates, parseDailyOptions } from './daily-rule.js';
import { dayNumber, formatDay } from './day-number.js';
import { solve } from './solve.js';

/** The daily deal of a date and its certificate. */
export interface DailyDeal {
  /** The date, `YYYY-MM-DD` (UTC). */
  readonly date: string;
  /** The date's day number (days since 1970-01-01). */
  readonly day: number;
  /** The game code (`RU1-C-…`). */
  readonly gameCode: string;
  /** The same code as parts (rule letter, seed, rule set). */
  readonly parts: ParsedCode;
  /** Which candidate it was: 1 for the date's first candidate seed. */
  readonly candidate: number;
  /**
   * A winning line from the deal's opening position under {@link DAILY_OPTIONS}: the proof. Found
   * under the classic rule, it wins under the relaxed rule too.
   */
  readonly line: readonly Move[];
  /** Nodes searched over every candidate. */
  readonly nodes: number;
}

/**
 * The daily deal of a date (`YYYY-MM-DD`, or a `Date` read in UTC) with the rule letter asked for
 * (see the module comment), with its winning line. Refuses a candidate the solver cannot decide
 * within the budget (`undecided`) rather than skip it. Blocks while it searches: about 15
 * candidates, a few milliseconds each.
 */
export function dailyDeal(date: string | Date, input: DailyDealOptions = {}): Result<DailyDeal, DailyError> {
  const options = parseDailyOptions(input);
  if (!options.ok) return options;
  const { rule, budget, maxCandidates } = options.value;
  const day = dayNumber(date);
  if (!day.ok) return day;
  const text = formatDay(day.value);
  let nodes = 0;
  const candidates = dailyCandidates(day.value, maxCandidates);
  if (!candidates.ok) return candidates;
  const seeds = candidates.value;
  for (let i = 0; i < seeds.length; i++) {
    const where = { n: i + 1, date: text };
    const parts = parseCodeParts({ rule, seed: seeds[i]! });
    if (!parts.ok) return err(dailyProblem('bad-options', 'daily-code', where, parts.error));
    // Decided under the classic rule, whatever the letter asked for (see the module comment).
    const position = openingPositionOfCode({ rule: 'C', seed: seeds[i]! }, DAILY_OPTIONS);
    if (!position.ok) return err(dailyProblem('bad-options', 'daily-code', where, position.error));
    const verdict = solve(position.value, { budget });
    if (!verdict.ok) return err(dailyProblem('bad-options', 'daily-solve', where, verdict.error));
    nodes += verdict.value.nodes;
    if (verdict.value.status === 'unsolvable') continue;
    if (verdict.value.status === 'unknown')
      return err(dailyProblem('undecided', 'daily-undecided', { ...where, code: parts.value.text, budget }));
    return ok({
      date: text,
      day: day.value,
      gameCode: parts.value.text,
      parts: parts.value,
      candidate: i + 1,
      line: verdict.value.line,
      nodes,
    });
  }
  return err(dailyProblem('no-daily-deal', 'daily-none', { date: text, count: maxCandidates }));
}
