/**
 * `russian-solitaire survey`: decides many deals in parallel worker threads (or, with `--player`,
 * plays them to the end: `survey-player`) and writes one JSON line per deal, resumable and
 * shardable by seed range (`--shard K/N`), then summarises the winnable (or won) share with a
 * 95 % Wilson score interval. This module wires the parts: the plan read from the arguments
 * (`survey-plan`), the output file and its lock (`survey-output`, `survey-lock`), the worker pool
 * (`survey-pool`), the progress display and the summary (`survey-summary`). A run stops early on
 * Ctrl-C (exit 130) or SIGTERM (exit 143), keeping its file whole and releasing its lock, and ends
 * quietly (exit 0) when the reader of stdout goes away.
 * @module
 */
import { countedInEnglish } from './texts.js';
import { constants } from 'node:os';
import { type Result, ok } from '@russian-solitaire/engine';
import { type ParsedArgs, flag } from './args.js';
import { type Command, atMostPositionals, defineCommand } from './command.js';
import { type CliError, EXIT_CODES, asGiven, fail, messageOf } from './errors.js';
import { MOVE_HOUSE_HELP, MOVE_HOUSE_OPTIONS } from './house.js';
import type { CliIo, OutputStream } from './io.js';
import { type ProgressCounts, ProgressReporter } from './progress.js';
import { loadSolver } from './solver.js';
import { type SurveyOutput, openSurveyOutput } from './survey-output.js';
import { type SurveyPlan, readSurveyPlan } from './survey-plan.js';
import { runSurveyPool, seedFeed } from './survey-pool.js';
import type { SurveyLine } from './survey-record.js';
import { type SurveyTally, addToTally, summaryText, surveyTitle } from './survey-summary.js';

const HELP = `usage: russian-solitaire survey --rule C|R --from SEED --count N [options]

Decides the deals of a seed range with the solver, in parallel worker threads, and writes one
JSON line per deal. With --out, the lines go to the file (a regular file, or a new one), which a
later run resumes: seeds already in it are skipped; every line must be a record of this range made
with the same settings, or the survey refuses the file (exit 2) and leaves it as it is; only a
truncated last line (a run killed while writing it) is cut and redone. One survey at a time writes
a file, under any of its names: it holds FILE.lock (and a lock of the file's identity in the
temporary folder) while it runs. Without --out, the lines go to stdout and the summary to
stderr; a reader that stops early (| head) ends the survey quietly. Progress (rate, ETA, counts) is
shown on stderr, on one line that fits the terminal. Seed ranges make a survey shardable across
machines: give each machine the same range with its own --shard K/N and --out, then run
"russian-solitaire summary" over the files.

With --player, each deal is played to the end by a player that sees only what a person sees, and
its line has won, moves and winnable (the full-information verdict of the opening). Full
information only stops a game early: a deal proved lost at the start is not played, and the real
position is solved again (within --budget) after each move that turns a card; once it is proved
unsolvable the game is lost. A fair player carries out the plan of each hint (committed: the moves
up to the next card turned) before it asks again. A game also ends, lost, with no legal move, when
the fair or greedy player chooses again in a position it chose in before (it would cycle for
ever), or after 1000 moves.

  --rule C|R             the rule: C classic, R relaxed (also classic, relaxed)
  --from SEED            the first seed: a number (0 to 8031810175), seven letters (AAAAAAA)
                         or a game code of the rule (RU1-C-AAAAAAA)
  --count N              how many seeds
  --budget N             node budget of each deal (default 1000000); with --player, of each
                         full-information check
  --shard K/N            only the K-th (from 1) of N contiguous, near-equal parts of the range:
                         seeds from + floor((K-1)*count/N) up to before from + floor(K*count/N)
  --player P             play each deal: fair (by fair hints), sampled or committed (by fair
                         hints of that strategy; fair is committed), greedy (the move ordering's
                         favourite, no search) or random (a uniform legal move, seeded by the seed)
  --samples N            the fair players' arrangements per hint (default 16; fair hints are costly)
  --jobs K               worker threads (default: the number of CPUs)
  --out FILE             write (and resume) the JSON lines in FILE, a regular file or a new one
${MOVE_HOUSE_HELP}
  --quiet                no progress display
`;

const OPTIONS = {
  ...MOVE_HOUSE_OPTIONS,
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

/** Why a run stopped early: a signal, or the reader of stdout gone (`survey … | head`). */
type Stop = NodeJS.Signals | 'stdout-closed' | { readonly writeError: unknown };

/** Stops a run early (the pool's abort signal), and remembers the first reason. */
class Stopper {
  private readonly controller = new AbortController();
  private reason: Stop | null = null;

  /** The signal the pool stops on. */
  get signal(): AbortSignal {
    return this.controller.signal;
  }

  /** Why the run was stopped, or `null` while it was not. */
  get why(): Stop | null {
    return this.reason;
  }

  /** Stops the run, for `why` unless it was stopped already. */
  stop(why: Stop): void {
    this.reason ??= why;
    this.controller.abort();
  }
}

/** The exit code of a run stopped by a signal: 130 for Ctrl-C, 128 + its number for another. */
function signalExitCode(signal: NodeJS.Signals): number {
  return signal === 'SIGINT' ? EXIT_CODES.interrupted : 128 + (constants.signals[signal] ?? 0);
}

/**
 * Calls `onError` when writing to a stream fails (a closed pipe: `EPIPE`), for a stream that
 * reports it (a Node stream); returns how to stop listening. The process's own streams are never
 * let go of: a write can still fail after the run, and an error nobody listens to would end the
 * process with a stack trace.
 */
function onWriteError(stream: OutputStream, onError: (error: NodeJS.ErrnoException) => void): () => void {
  const emitter = stream as Partial<Pick<NodeJS.EventEmitter, 'on' | 'off'>>;
  if (typeof emitter.on !== 'function' || typeof emitter.off !== 'function') return () => {};
  let active = true;
  const listener = (error: NodeJS.ErrnoException) => {
    if (active) onError(error);
  };
  emitter.on.call(stream, 'error', listener);
  const permanent = stream === process.stdout || stream === process.stderr;
  return () => {
    active = false;
    if (!permanent) emitter.off?.call(stream, 'error', listener);
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

  const stopper = new Stopper();
  let stdoutOpen = true;
  const writeStdout = (text: string) => {
    if (stdoutOpen) io.stdout.write(text);
  };
  const offStdout = onWriteError(io.stdout, (e) => {
    stdoutOpen = false;
    stopper.stop(e.code === 'EPIPE' ? 'stdout-closed' : { writeError: e });
  });
  // Progress and warnings only: when nobody reads them any more the survey goes on.
  const offStderr = onWriteError(io.stderr, () => {});
  const output = openSurveyOutput(out, settings, range, io, writeStdout);
  if (!output.ok) {
    offStdout();
    offStderr();
    return output;
  }
  const onSigint = () => stopper.stop('SIGINT');
  const onSigterm = () => stopper.stop('SIGTERM');
  process.on('SIGINT', onSigint);
  process.on('SIGTERM', onSigterm);
  try {
    return await runSurvey(args, io, plan.value, output.value, stopper, writeStdout);
  } finally {
    process.off('SIGINT', onSigint);
    process.off('SIGTERM', onSigterm);
    output.value.close();
    offStdout();
    offStderr();
  }
}

/** Runs the pool over the deals still to do, writing each record, then prints the summary. */
async function runSurvey(
  args: ParsedArgs,
  io: CliIo,
  plan: SurveyPlan,
  output: SurveyOutput,
  stopper: Stopper,
  writeStdout: (text: string) => void,
): Promise<Result<number, CliError>> {
  const { settings, range, out } = plan;
  const { done, write } = output;
  const player = settings.player !== undefined;
  const tally = { ...output.tally };
  const toDo = range.count - done.size;
  const threads = Math.max(1, Math.min(plan.jobs, toDo));
  let doneThisRun = 0;
  const started = Date.now();
  const progress = new ProgressReporter(io.stderr, !flag(args, 'quiet') && toDo > 0);
  // Records on a terminal share the screen with the progress line: it is taken away before each.
  const sameScreen = out === null && io.stdout.isTTY === true;
  if (toDo > 0)
    io.stderr.write(
      `${countedInEnglish(toDo, 'deal')} to ${player ? 'play' : 'decide'} on ${countedInEnglish(threads, 'worker thread')}\n`,
    );
  const end = await runSurveyPool({
    settings,
    threads,
    total: toDo,
    nextSeed: seedFeed(range, done),
    signal: stopper.signal,
    onRecord: (record: SurveyLine) => {
      const cleared = sameScreen && progress.showing;
      if (cleared) progress.clear();
      try {
        write(record);
      } catch (e) {
        stopper.stop({ writeError: e });
        return;
      }
      addToTally(tally, record);
      doneThisRun++;
      progress.update(progressCounts(tally, range.count, doneThisRun, toDo, player), cleared);
    },
  });
  const why = stopper.why;
  if (why === 'stdout-closed') {
    // The reader has gone (`survey … | head`): end quietly, as a pipeline expects.
    progress.clear();
    return ok(EXIT_CODES.ok);
  }
  progress.finish(progressCounts(tally, range.count, doneThisRun, toDo, player));
  if (why !== null && typeof why === 'object') {
    return fail('io-error', `cannot write ${out === null ? 'to stdout' : asGiven(out)}: ${messageOf(why.writeError)}`);
  }
  if (end.kind === 'failed') {
    io.stderr.write(`russian-solitaire survey: ${end.error.message}\n`);
    return ok(EXIT_CODES.failure);
  }
  const interrupted = end.kind === 'interrupted';
  const partial = interrupted ? ' (interrupted: run the same command again to resume)' : '';
  const summary = summaryText(tally, `${surveyTitle(plan)}${partial}`, Date.now() - started, range.count, player);
  if (out === null) io.stderr.write(summary);
  else writeStdout(summary);
  return ok(interrupted ? signalExitCode(why ?? 'SIGINT') : EXIT_CODES.ok);
}

/** The `survey` command. */
export const surveyCommand: Command = defineCommand({
  name: 'survey',
  summary: 'decide (or play) many deals in parallel and summarise',
  help: HELP,
  options: OPTIONS,
  body: survey,
});
