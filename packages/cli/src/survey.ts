/**
 * `russian-solitaire survey`: decides many deals in parallel worker threads (or, with `--player`,
 * plays them to the end: `survey-player`) and writes one JSON line per deal, resumable and
 * shardable by seed range (`--shard K/N`), then summarises the winnable (or won) share with a
 * 95 % Wilson score interval. This module wires the parts: the plan read from the arguments
 * (`survey-plan`), the output file (`survey-output`), the worker pool (`survey-pool`), the progress
 * display and the summary (`survey-summary`).
 * @module
 */
import { type Result, ok } from '@russian-solitaire/engine';
import { type ParsedArgs, flag } from './args.js';
import { type Command, atMostPositionals, defineCommand } from './command.js';
import { type CliError, EXIT_CODES } from './errors.js';
import { HOUSE_OPTIONS } from './house.js';
import type { CliIo } from './io.js';
import { type ProgressCounts, ProgressReporter } from './progress.js';
import { loadSolver } from './solver.js';
import { openSurveyOutput } from './survey-output.js';
import { readSurveyPlan } from './survey-plan.js';
import { runSurveyPool, seedFeed } from './survey-pool.js';
import type { SurveyLine } from './survey-record.js';
import { type SurveyTally, addToTally, emptyTally, summaryText, surveyTitle } from './survey-summary.js';

const HELP = `usage: russian-solitaire survey --rule C|R --from SEED --count N [options]

Decides the deals of a seed range with the solver, in parallel worker threads, and writes one
JSON line per deal. With --out, the lines go to the file, which a later run resumes (seeds
already in it are skipped; a truncated last line is redone); without it they go to stdout and
the summary to stderr. Progress (rate, ETA, counts) is shown on stderr. Seed ranges make a survey
shardable across machines: give each machine the same range with its own --shard K/N and --out,
then run "russian-solitaire summary" over the files.

With --player, each deal is played to the end by a player that sees only what a person sees, and
its line has won, moves and winnable (the full-information verdict of the opening). Full
information only stops a game early: a deal proved lost at the start is not played, and the real
position is solved again (within --budget) after each move that turns a card; once it is proved
unsolvable the game is lost. A game also ends, lost, with no legal move, when the fair or greedy
player is back in a position it was in (it would cycle for ever), or after 1000 moves.

  --rule C|R             the rule: C classic, R relaxed (also classic, relaxed)
  --from SEED            the first seed: a number (0 to 8031810175) or seven letters (AAAAAAA)
  --count N              how many seeds
  --budget N             node budget of each deal (default 1000000); with --player, of each
                         full-information check
  --shard K/N            only the K-th (from 1) of N contiguous, near-equal parts of the range:
                         seeds from + floor((K-1)*count/N) up to before from + floor(K*count/N)
  --player P             play each deal: fair (by fair hints), greedy (the move ordering's
                         favourite, no search) or random (a uniform legal move, seeded by the seed)
  --samples N            the fair player's arrangements per hint (default 16; fair hints are costly)
  --jobs K               worker threads (default: the number of CPUs)
  --out FILE             write (and resume) the JSON lines in FILE
  --house default|none   house rules preset (default: group limit 20, take-back on)
  --group-limit N|none, --take-back on|off
  --quiet                no progress display
`;

const OPTIONS = {
  ...HOUSE_OPTIONS,
  rule: 'value',
  from: 'value',
  count: 'value',
  budget: 'value',
  jobs: 'value',
  out: 'value',
  shard: 'value',
  player: 'value',
  samples: 'value',
  quiet: 'flag',
} as const;

/** The progress counts: the tally of the range, and how far this run has come. */
function progressCounts(
  tally: SurveyTally,
  total: number,
  doneThisRun: number,
  toDo: number,
  player: boolean,
): ProgressCounts {
  return {
    ...(player ? { countsText: `won ${tally.won} lost ${tally.deals - tally.won}` } : {}),
    done: tally.deals,
    total,
    doneThisRun,
    toDoThisRun: toDo,
    solved: tally.solved,
    unsolvable: tally.unsolvable,
    unknown: tally.unknown,
  };
}

async function survey(args: ParsedArgs, io: CliIo): Promise<Result<number, CliError>> {
  const positionals = atMostPositionals(args, 0, 'survey takes only options');
  if (!positionals.ok) return positionals;
  const plan = readSurveyPlan(args);
  if (!plan.ok) return plan;
  const { settings, range, out } = plan.value;
  const solver = await loadSolver();
  if (!solver.ok) return solver;
  const output = openSurveyOutput(out, settings, range, io);
  if (!output.ok) return output;
  const { resumed, write } = output.value;
  const player = settings.player !== undefined;

  const tally = emptyTally();
  for (const record of resumed.values()) addToTally(tally, record);
  const toDo = range.count - resumed.size;
  const threads = Math.max(1, Math.min(plan.value.jobs, toDo));
  let doneThisRun = 0;
  const started = Date.now();
  const progress = new ProgressReporter(io.stderr, !flag(args, 'quiet') && toDo > 0);
  if (toDo > 0)
    io.stderr.write(
      `${toDo} deals to ${player ? 'play' : 'decide'} on ${threads} worker thread${threads === 1 ? '' : 's'}\n`,
    );
  const end = await runSurveyPool({
    settings,
    threads,
    total: toDo,
    nextSeed: seedFeed(range, resumed),
    onRecord: (record: SurveyLine) => {
      write(`${JSON.stringify(record)}\n`);
      addToTally(tally, record);
      doneThisRun++;
      progress.update(progressCounts(tally, range.count, doneThisRun, toDo, player));
    },
  });
  progress.finish(progressCounts(tally, range.count, doneThisRun, toDo, player));
  output.value.close();
  if (end.kind === 'failed') {
    io.stderr.write(`russian-solitaire survey: ${end.error.message}\n`);
    return ok(EXIT_CODES.failure);
  }
  const partial = end.kind === 'interrupted' ? ' (interrupted: run the same command again to resume)' : '';
  const summaryOut = out === null ? io.stderr : io.stdout;
  summaryOut.write(
    summaryText(tally, `${surveyTitle(plan.value)}${partial}`, Date.now() - started, range.count, player),
  );
  return ok(end.kind === 'interrupted' ? EXIT_CODES.interrupted : EXIT_CODES.ok);
}

/** The `survey` command. */
export const surveyCommand: Command = defineCommand({
  name: 'survey',
  summary: 'decide (or play) many deals in parallel and summarise',
  help: HELP,
  options: OPTIONS,
  body: survey,
});
