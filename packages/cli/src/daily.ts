/**
 * `russian-solitaire daily [DATE]`: the daily deal of a date (today's, in UTC, when none is given),
 * the same for every player and every implementation (docs/ru1.md, section 10); `daily --from A
 * --to B` lists the daily deals of a range of dates, one line each.
 * @module
 */
import { type RuleLetter, openingPositionOfCode } from '@russian-solitaire/dealer';
import { type Result, echoInput, ok } from '@russian-solitaire/engine';
import type * as solverModule from '@russian-solitaire/solver';
import { type ParsedArgs, flag, notTogether, valueOf } from './args.js';
import { type Command, atMostPositionals, defineCommand } from './command.js';
import { showDeal } from './deal.js';
import { type CliError, fail, failAs } from './errors.js';
import { ruleOption } from './house.js';
import { type CliIo, onWriteError } from './io.js';
import { type JsonMove, jsonLine } from './moves.js';
import { loadSolver } from './solver.js';
import { countOf } from './texts.js';

const HELP = `usage: russian-solitaire daily [DATE] [--rule classic|relaxed] [--plain] [--json]
       russian-solitaire daily --from DATE --to DATE [--rule classic|relaxed]

Shows the daily deal of a date (YYYY-MM-DD; today's date in UTC when none is given): one deal per
calendar date, the same for every player and every implementation, proved winnable. The rule that
picks it is published in docs/ru1.md ("The daily deal"): candidate seeds drawn from the date, the
first whose deal can be won under classic rules (group limit 20, no take-backs) is the daily seed,
dealt under the rule letter asked for (classic unless --rule says otherwise).

  --rule R           the daily deal under the relaxed rule (the same cards)
  --plain            the deal in the test-vector format, as deal --plain prints it
  --json             one JSON object: date, gameCode, seed, candidate, moves (the winning line)
  --from A --to B    one line per date from A to B: the date and its daily code (at most 3660 dates)
  --no-color         no colours even on a terminal
  --lang en|ru|uk|tr the language of this help, refusals and errors (default: the locale of
                     LC_ALL, LC_MESSAGES or LANG; English for C, POSIX and other languages)
`;

const OPTIONS = {
  rule: 'value',
  plain: 'flag',
  json: 'flag',
  from: 'value',
  to: 'value',
  'no-color': 'flag',
} as const;

/** The most dates `--from … --to …` lists. */
const MAX_DATES = 3_660;

/** The JSON object `daily --json` prints. */
export interface DailyJson {
  /** The date, YYYY-MM-DD (UTC). */
  readonly date: string;
  /** The daily deal's game code. */
  readonly gameCode: string;
  /** Its seed. */
  readonly seed: number;
  /** Which of the date's candidate seeds it is (1 for the first). */
  readonly candidate: number;
  /** A winning line from its opening position, without take-backs: the proof that it can be won. */
  readonly moves: readonly JsonMove[];
}

function dailyFor(
  solver: typeof solverModule,
  date: string | Date,
  rule: RuleLetter,
): Result<solverModule.DailyDeal, CliError> {
  const deal = solver.dailyDeal(date, { rule });
  if (deal.ok) return deal;
  if (deal.error.code === 'bad-date') return failAs('bad-value', deal.error);
  return fail('solver-failed', 'daily-none', {}, deal.error);
}

/**
 * `--from A --to B`: one line per date, printed as each is found (a date takes a few candidates'
 * searches); it stops when the reader of stdout goes away (`| head -1`), instead of finding the
 * whole range first.
 */
async function range(
  solver: typeof solverModule,
  args: ParsedArgs,
  rule: RuleLetter,
  io: CliIo,
): Promise<Result<number, CliError>> {
  const from = valueOf(args, 'from');
  const to = valueOf(args, 'to');
  if (from === undefined || to === undefined) return fail('missing-value', 'daily-from-to');
  if (args.positionals.length > 0)
    return fail('extra-argument', 'daily-range-extra', { given: echoInput(args.positionals[0]) });
  const first = solver.dayNumber(from);
  if (!first.ok) return fail('bad-value', 'option-cause', { option: '--from' }, first.error);
  const last = solver.dayNumber(to);
  if (!last.ok) return fail('bad-value', 'option-cause', { option: '--to' }, last.error);
  if (last.value < first.value) return fail('bad-value', 'daily-to-before-from');
  if (last.value - first.value + 1 > MAX_DATES) return fail('bad-value', 'daily-too-many', { max: String(MAX_DATES) });
  let readerGone = false;
  const stopListening = onWriteError(io.stdout, () => (readerGone = true));
  try {
    for (let day = first.value; day <= last.value && !readerGone; day++) {
      // Every day from --from to --to has its date: both were read as day numbers.
      const date = solver.dateOfDay(day);
      if (!date.ok) return failAs('bad-value', date.error);
      const deal = dailyFor(solver, date.value, rule);
      if (!deal.ok) return deal;
      io.stdout.write(`${deal.value.date} ${deal.value.gameCode}\n`);
      // Lets a failed write be reported (the reader gone) before the next date is searched.
      await new Promise((resolve) => setImmediate(resolve));
    }
  } finally {
    stopListening();
  }
  return ok(0);
}

async function daily(args: ParsedArgs, io: CliIo): Promise<Result<number, CliError>> {
  const alone = notTogether(args, 'json', 'plain', 'daily-json-plain');
  if (!alone.ok) return alone;
  const rule = ruleOption(args);
  if (!rule.ok) return rule;
  const solver = await loadSolver();
  if (!solver.ok) return solver;
  if (valueOf(args, 'from') !== undefined || valueOf(args, 'to') !== undefined) {
    for (const name of ['json', 'plain'])
      if (flag(args, name)) return fail('bad-value', 'daily-range-flag', { option: `--${name}` });
    return await range(solver.value, args, rule.value ?? 'C', io);
  }
  const given = atMostPositionals(args, 1, 'daily-extra');
  if (!given.ok) return given;
  const deal = dailyFor(solver.value, given.value[0] ?? new Date(), rule.value ?? 'C');
  if (!deal.ok) return deal;
  const d = deal.value;
  if (flag(args, 'json')) {
    const start = openingPositionOfCode(d.gameCode, solver.value.DAILY_OPTIONS);
    if (!start.ok) return failAs('solver-failed', start.error);
    const moves = jsonLine(start.value, d.line);
    if (!moves.ok) return moves;
    const json: DailyJson = {
      date: d.date,
      gameCode: d.gameCode,
      seed: d.parts.seed,
      candidate: d.candidate,
      moves: moves.value,
    };
    io.stdout.write(`${JSON.stringify(json)}\n`);
    return ok(0);
  }
  if (!flag(args, 'plain'))
    io.stdout.write(
      `Daily deal of ${d.date}: ${d.gameCode}, proved winnable (a winning line of ${countOf('en', d.line.length, 'move')}).\n`,
    );
  return showDeal(d.gameCode, args, io);
}

/** The `daily` command. */
export const dailyCommand: Command = defineCommand({
  name: 'daily',
  summary: "show the daily deal: one proven-winnable deal per date, everyone's the same",
  help: HELP,
  options: OPTIONS,
  body: daily,
});
