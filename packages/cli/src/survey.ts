/**
 * `russian-solitaire survey`: decides many deals in parallel worker threads (or, with `--player`,
 * plays them to the end: `survey-player`) and writes one JSON line per deal, resumable and
 * shardable by seed range (`--shard K/N`), then summarises the winnable (or won) share with a
 * 95 % Wilson score interval. This module wires the parts: the plan read from the arguments
 * (`survey-plan`), the output file and its lock (`survey-output`, `survey-lock`), the worker pool
 * (`survey-pool`), the progress display and the summary (`survey-summary`). A run stops early on
 * Ctrl-C (exit 130) or SIGTERM (exit 143), keeping its file whole and releasing its lock; it stops
 * quietly, with exit 141, when the reader of stdout goes away before it wrote all it writes there,
 * and with exit 1 when its output file is deleted, replaced or changed in size under it.
 * @module
 */
import { countedInEnglish } from './texts.js';
import { constants } from 'node:os';
import { type Result, err, ok } from '@russian-solitaire/engine';
import { type ParsedArgs, flag } from './args.js';
import { type Command, atMostPositionals, defineCommand } from './command.js';
import { cliErrorMessage, loadSolverMessages } from './language-messages.js';
import { type CliError, EXIT_CODES, asGiven, fail, causeOf } from './errors.js';
import { MOVE_HOUSE_HELP, MOVE_HOUSE_OPTIONS } from './house.js';
import { type CliIo, type OutputStream, answerOutputErrors, onWriteError } from './io.js';
import { languageOf } from './language.js';
import { type ProgressCounts, ProgressReporter } from './progress.js';
import { loadSolver } from './solver.js';
import { OutputFileChanged, type SurveyOutput, openSurveyOutput } from './survey-output.js';
import { type SurveyPlan, readSurveyPlan, withStrategyNamed } from './survey-plan.js';
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
temporary folder) while it runs; a file deleted, replaced or changed in size under it stops the
survey (exit 1), and a file that is its own stdout (--out F > F) is refused. Without --out, the
lines go to stdout and the summary to stderr; a reader that stops early (| head) ends the survey
quietly, with exit 141 (0 means every deal recorded and the summary written; Ctrl-C is 130 and
SIGTERM 143 whatever happened to stdout). Progress (rate, ETA, counts) is
shown on stderr, on one line that fits the terminal. Seed ranges make a survey shardable across
machines: give each machine the same range with its own --shard K/N and --out, then run
"russian-solitaire summary" over the files.

With --player, each deal is played to the end by a player that sees only what a person sees, and
its line has won, moves and winnable (the full-information verdict of the opening). Full
information only stops a game early: a deal proved lost at the start is not played, and the real
position is solved again (within --budget) after each move that turns a card; once it is proved
unsolvable the game is lost. A fair player follows the Hint button: it asks for the fair hint of
its game before every move and plays it (a hint keeps to its plan while followed and never brings
back a position played since the last card turned). A game also ends, lost, with no legal move,
when a fair hint answers none (no move leads anywhere new), when the greedy player chooses again
in a position it chose in before (it would cycle for ever), or after 1000 moves.

  --rule C|R             the rule: C classic, R relaxed (also classic, relaxed)
  --from SEED            the first seed: a number (0 to 8031810175), seven letters (AAAAAAA)
                         or a game code of the rule (RU1-C-AAAAAAA)
  --count N              how many seeds
  --budget N             node budget of each deal (default 1000000); with --player, of each
                         full-information check
  --shard K/N            only the K-th (from 1) of N contiguous, near-equal parts of the range:
                         seeds from + floor((K-1)*count/N) up to before from + floor(K*count/N)
  --player P             play each deal: fair (follows the Hint button: before every move, the
                         fair hint of the solver's default strategy, widened), sampled, committed
                         or widened (fair hints of that strategy), greedy (the move ordering's
                         favourite, no search) or random (a uniform legal move, seeded by the seed)
  --samples N            the fair players' arrangements per hint (default 16; fair hints are costly)
  --jobs K               worker threads (default: the number of CPUs)
  --out FILE             write (and resume) the JSON lines in FILE, a regular file or a new one
${MOVE_HOUSE_HELP}
  --quiet                no progress display
  --lang en|ru|uk|tr     the language of this help, refusals and errors (default: the locale of
                         LC_ALL, LC_MESSAGES or LANG; English for C, POSIX and other languages)
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

/**
 * Stops a run early (the pool's abort signal), and remembers the first reason; a signal still
 * takes the place of a reader of stdout gone (Ctrl-C on `survey … | tee log` ends both, in either
 * order), so that an interrupted survey says it was interrupted.
 */
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

  /** Stops the run, for `why` unless it was stopped already (see the class comment). */
  stop(why: Stop): void {
    if (this.reason === null || (this.reason === 'stdout-closed' && typeof why === 'string')) this.reason = why;
    this.controller.abort();
  }
}

/** The signal a run was stopped by, or `null`. */
function signalOf(why: Stop | null): NodeJS.Signals | null {
  return typeof why === 'string' && why !== 'stdout-closed' ? why : null;
}

/** The exit code of a run stopped by a signal: 130 for Ctrl-C, 128 + its number for another. */
function signalExitCode(signal: NodeJS.Signals): number {
  return signal === 'SIGINT' ? EXIT_CODES.interrupted : 128 + (constants.signals[signal] ?? 0);
}

/**
 * Resolves once what was written to a Node stream has gone out, or failed (its error listeners
 * have run by then); at once for another stream.
 */
function flushed(stream: OutputStream): Promise<void> {
  const writable = stream as {
    readonly writableLength?: unknown;
    readonly write: (text: string, done: () => void) => unknown;
  };
  if (typeof writable.writableLength !== 'number') return Promise.resolve();
  return new Promise((resolve) => {
    try {
      writable.write('', () => setImmediate(resolve));
    } catch {
      resolve();
    }
  });
}

/**
 * Resolves once the event loop has gone through its poll phase, where signals that reached the
 * process are read: a timer runs before the next poll phase, and an immediate set by it after.
 */
function pollPhasePassed(): Promise<void> {
  return new Promise((resolve) => setTimeout(() => setImmediate(resolve), 0));
}

/** Writes an error on stderr in the survey's language, for a survey that stops with the exit code of its end. */
async function writeProblem(io: CliIo, error: CliError, args: ParsedArgs): Promise<void> {
  const language = languageOf(args, io.env);
  io.onError?.(error);
  if (language !== 'en') await loadSolverMessages();
  io.stderr.write(`russian-solitaire survey: ${cliErrorMessage(error, language)}\n`);
}

async function survey(args: ParsedArgs, io: CliIo): Promise<Result<number, CliError>> {
  const positionals = atMostPositionals(args, 0, 'survey-extra');
  if (!positionals.ok) return positionals;
  const read = readSurveyPlan(args);
  if (!read.ok) return read;
  const solver = await loadSolver();
  if (!solver.ok) return solver;
  // `--player fair` is recorded as the strategy it plays (see withStrategyNamed)
  const plan = withStrategyNamed(read.value, solver.value.DEFAULT_FAIR_STRATEGY);
  const { settings, range, out } = plan;

  const stopper = new Stopper();
  const stdout: Stdout = { open: true, write: (text) => void (stdout.open && io.stdout.write(text)) };
  // The survey says itself how it ended when its reader goes away (see runSurvey).
  const releaseStdout = answerOutputErrors();
  const offStdout = onWriteError(io.stdout, (e) => {
    stdout.open = false;
    stopper.stop(e.code === 'EPIPE' ? 'stdout-closed' : { writeError: e });
  });
  // Progress and warnings only: when nobody reads them any more the survey goes on.
  const offStderr = onWriteError(io.stderr, () => {});
  const output = openSurveyOutput(out, settings, range, io, stdout.write, languageOf(args, io.env));
  if (!output.ok) {
    offStdout();
    offStderr();
    releaseStdout();
    return output;
  }
  const onSigint = () => stopper.stop('SIGINT');
  const onSigterm = () => stopper.stop('SIGTERM');
  process.on('SIGINT', onSigint);
  process.on('SIGTERM', onSigterm);
  try {
    return await runSurvey(args, io, plan, output.value, stopper, stdout);
  } finally {
    process.off('SIGINT', onSigint);
    process.off('SIGTERM', onSigterm);
    output.value.close();
    offStdout();
    offStderr();
    releaseStdout();
  }
}

/** The survey's stdout: whether its reader is still there, and a write that does nothing once it has gone. */
interface Stdout {
  open: boolean;
  readonly write: (text: string) => void;
}

/**
 * Runs the pool over the deals still to do, writing each record, then prints the summary. The
 * exit status tells how it ended: 0 only when every deal of the range is recorded and the summary
 * written; 130 or 143 when a signal stopped it, whatever happened to stdout; 1 when a write failed
 * or the output file changed under it; 141 when the reader of stdout went away before the survey
 * wrote all it writes there.
 */
async function runSurvey(
  args: ParsedArgs,
  io: CliIo,
  plan: SurveyPlan,
  output: SurveyOutput,
  stopper: Stopper,
  stdout: Stdout,
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
  // Records on a terminal share the screen with the progress line: it is taken away before them.
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
    onRecords: (records: readonly SurveyLine[]) => {
      const cleared = sameScreen && progress.showing;
      if (cleared) progress.clear();
      try {
        write(records);
      } catch (e) {
        stopper.stop({ writeError: e });
        return;
      }
      for (const record of records) addToTally(tally, record);
      doneThisRun += records.length;
      progress.update(progressCounts(tally, range.count, doneThisRun, toDo, player), cleared);
    },
  });
  // Whether the records written to stdout went out (without --out), before anything more is said.
  if (out === null) await flushed(io.stdout);
  // Ctrl-C on `survey … | tee log` reaches both at once, but the survey may find its reader gone
  // before it has read the signal: the signal is read in the event loop's poll phase.
  if (stopper.why === 'stdout-closed') await pollPhasePassed();
  const why = stopper.why;
  if (why === 'stdout-closed') {
    // The reader has gone (`survey … | head`): no summary, and no claim to have surveyed the range.
    progress.clear();
    return ok(EXIT_CODES.readerGone);
  }
  progress.finish(progressCounts(tally, range.count, doneThisRun, toDo, player));
  if (why !== null && typeof why === 'object') {
    const { writeError } = why;
    if (writeError instanceof OutputFileChanged) return err(writeError.error);
    return out === null
      ? fail('io-error', 'stdout-write', {}, causeOf(writeError))
      : fail('io-error', 'file-write', { file: asGiven(out) }, causeOf(writeError));
  }
  // The file as the survey leaves it: a change after its last write stops the survey too.
  const changed = output.changed();
  if (changed !== null) {
    const signal = signalOf(stopper.why);
    if (signal === null) return err(changed);
    await writeProblem(io, changed, args);
    return ok(signalExitCode(signal));
  }
  if (end.kind === 'failed') {
    await writeProblem(io, end.error, args);
    return ok(EXIT_CODES.failure);
  }
  const interrupted = end.kind === 'interrupted';
  const partial = interrupted ? ' (interrupted: run the same command again to resume)' : '';
  const summary = summaryText(tally, `${surveyTitle(plan)}${partial}`, Date.now() - started, range.count, player);
  if (out === null) io.stderr.write(summary);
  else {
    stdout.write(summary);
    await flushed(io.stdout);
  }
  // A signal that came while the summary went out still counts; so does a failed write of it.
  const last = stopper.why;
  const signal = signalOf(last);
  if (interrupted || signal !== null) return ok(signalExitCode(signal ?? 'SIGINT'));
  if (last !== null && typeof last === 'object') return fail('io-error', 'stdout-write', {}, causeOf(last.writeError));
  return ok(stdout.open ? EXIT_CODES.ok : EXIT_CODES.readerGone);
}

/** The `survey` command. */
export const surveyCommand: Command = defineCommand({
  name: 'survey',
  summary: 'decide (or play) many deals in parallel and summarise',
  help: HELP,
  options: OPTIONS,
  body: survey,
});
