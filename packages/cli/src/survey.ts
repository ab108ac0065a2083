/**
 * `russian-solitaire survey`: decides many deals in parallel worker threads and writes one JSON
 * line per deal, resumable and shardable by seed range, then summarises the winnable share with a
 * 95 % Wilson score interval.
 * @module
 */
import { closeSync, existsSync, openSync, readFileSync, truncateSync, writeSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { MAX_SEED, formatCode, lettersToSeed } from '@russian-solitaire/dealer';
import { type Result, ok } from '@russian-solitaire/engine';
import { type ParsedArgs, flag, intOption, parseWholeNumber, valueOf } from './args.js';
import { DEFAULT_BUDGET, MAX_BUDGET } from './budget.js';
import { type Command, readArgs } from './command.js';
import { type CliError, EXIT_CODES, fail } from './errors.js';
import { HOUSE_OPTIONS, describeOptions, houseOptions, parseRule } from './house.js';
import type { CliIo } from './io.js';
import { type ProgressCounts, ProgressReporter } from './progress.js';
import { formatElapsed } from './render.js';
import { loadSolver } from './solver.js';
import type { SurveyJob, SurveyReply } from './survey-protocol.js';
import { type SurveyRecord, type SurveySettings, readSurveyFile } from './survey-record.js';
import { wilsonInterval } from './stats.js';

const HELP = `usage: russian-solitaire survey --rule C|R --from SEED --count N [options]

Decides the deals of a seed range with the solver, in parallel worker threads, and writes one
JSON line per deal. With --out, the lines go to the file, which a later run resumes (seeds
already in it are skipped; a truncated last line is redone); without it they go to stdout and
the summary to stderr. Progress (rate, ETA, counts) is shown on stderr. Seed ranges make a survey
shardable across machines: give each machine its own --from/--count and concatenate the files.

  --rule C|R             the rule: C classic, R relaxed (also classic, relaxed)
  --from SEED            the first seed: a number (0 to 8031810175) or seven letters (AAAAAAA)
  --count N              how many seeds
  --budget N             node budget of each deal (default 1000000)
  --jobs K               worker threads (default: the number of CPUs)
  --out FILE             write (and resume) the JSON lines in FILE
  --house default|none   house rules preset (default: group limit 20, take-back on)
  --group-limit N|none, --take-back on|off
  --quiet                no progress display
`;

const SPEC = {
  ...HOUSE_OPTIONS,
  rule: 'value',
  from: 'value',
  count: 'value',
  budget: 'value',
  jobs: 'value',
  out: 'value',
  quiet: 'flag',
  help: 'flag',
} as const;

/** The largest number of worker threads accepted. */
export const MAX_JOBS = 256;

/** The summary of a survey (over the whole seed range, resumed deals included). */
export interface SurveySummary {
  /** Deals in the range with an answer. */
  readonly deals: number;
  /** Solved deals. */
  readonly solved: number;
  /** Deals proved unsolvable. */
  readonly unsolvable: number;
  /** Deals undecided within the budget. */
  readonly unknown: number;
  /** Nodes searched over the range. */
  readonly nodes: number;
  /** Solver milliseconds over the range (summed over the threads). */
  readonly solverMs: number;
}

type Tally = { -readonly [K in keyof SurveySummary]: SurveySummary[K] };

function addTo(tally: Tally, r: SurveyRecord): void {
  tally.deals++;
  tally[r.status]++;
  tally.nodes += r.nodes;
  tally.solverMs += r.ms;
}

/** Sums the records of a seed range. */
export function summarise(records: Iterable<SurveyRecord>): SurveySummary {
  const tally: Tally = { deals: 0, solved: 0, unsolvable: 0, unknown: 0, nodes: 0, solverMs: 0 };
  for (const r of records) addTo(tally, r);
  return tally;
}

const pct = (x: number) => `${(100 * x).toFixed(1)} %`;

/** The summary text: counts, the winnable share with its 95 % Wilson score interval, and times. */
export function summaryText(s: SurveySummary, title: string, wallMs: number, rangeSize: number = s.deals): string {
  const lines = [title];
  const share = (n: number) => (s.deals === 0 ? '' : `  (${pct(n / s.deals)})`);
  lines.push(`  deals       ${s.deals}${s.deals < rangeSize ? ` of ${rangeSize} (the rest not decided yet)` : ''}`);
  lines.push(`  solved      ${s.solved}${share(s.solved)}`);
  lines.push(`  unsolvable  ${s.unsolvable}${share(s.unsolvable)}`);
  lines.push(`  unknown     ${s.unknown}${share(s.unknown)}`);
  const decided = s.solved + s.unsolvable;
  if (decided > 0) {
    const ci = wilsonInterval(s.solved, decided);
    lines.push(
      `  winnable share of the decided deals: ${s.solved}/${decided} = ${pct(s.solved / decided)}, 95 % confidence interval ${pct(ci.low)} – ${pct(ci.high)} (Wilson score interval)`,
    );
  } else {
    lines.push('  winnable share: no deal decided yet');
  }
  if (s.unknown > 0 && s.deals > 0) {
    const low = wilsonInterval(s.solved, s.deals).low;
    const high = wilsonInterval(s.solved + s.unknown, s.deals).high;
    lines.push(
      `  counting the ${s.unknown} unknown deal${s.unknown === 1 ? '' : 's'} either way: between ${pct(s.solved / s.deals)} and ${pct((s.solved + s.unknown) / s.deals)}, 95 % interval ${pct(low)} – ${pct(high)} (Wilson)`,
    );
  }
  lines.push(
    `  nodes ${s.nodes.toLocaleString('en-US')}; solver time ${formatElapsed(s.solverMs)} (all threads); total time of this run ${formatElapsed(wallMs)}`,
  );
  return `${lines.join('\n')}\n`;
}

function readSeed(text: string): Result<number, CliError> {
  const t = text.trim();
  if (/^[a-z]{7}$/i.test(t)) {
    const seed = lettersToSeed(t);
    return seed.ok ? ok(seed.value) : fail('bad-value', `--from: ${seed.error.message}`);
  }
  return parseWholeNumber(t, '--from', 0, MAX_SEED);
}

interface Plan {
  readonly settings: SurveySettings;
  readonly from: number;
  readonly count: number;
  readonly jobs: number;
  readonly out: string | null;
  readonly houseText: string;
}

function plan(args: ParsedArgs): Result<Plan, CliError> {
  const ruleText = valueOf(args, 'rule');
  if (ruleText === undefined) return fail('missing-argument', 'survey needs --rule C or R');
  const rule = parseRule(ruleText);
  if (!rule.ok) return rule;
  const fromText = valueOf(args, 'from');
  if (fromText === undefined)
    return fail('missing-argument', 'survey needs --from SEED (a number, or seven letters like AAAAAAA)');
  const from = readSeed(fromText);
  if (!from.ok) return from;
  const countText = valueOf(args, 'count');
  if (countText === undefined) return fail('missing-argument', 'survey needs --count N');
  const count = parseWholeNumber(countText, '--count', 1, MAX_SEED + 1);
  if (!count.ok) return count;
  if (from.value + count.value - 1 > MAX_SEED)
    return fail('bad-value', `--from ${from.value} with --count ${count.value} goes past the last seed, ${MAX_SEED}`);
  const budget = intOption(args, 'budget', DEFAULT_BUDGET, 1, MAX_BUDGET);
  if (!budget.ok) return budget;
  const jobs = intOption(args, 'jobs', availableParallelism(), 1, MAX_JOBS);
  if (!jobs.ok) return jobs;
  const house = houseOptions(args);
  if (!house.ok) return house;
  const out = valueOf(args, 'out') ?? null;
  if (out !== null && out.trim() === '') return fail('bad-value', '--out needs a file name');
  return ok({
    settings: {
      rule: rule.value,
      budget: budget.value,
      groupLimit: house.value.groupLimit,
      takeBack: house.value.takeBack,
    },
    from: from.value,
    count: count.value,
    jobs: jobs.value,
    out,
    houseText: describeOptions(house.value).replace(/, undo depth \d+/, ''),
  });
}

async function run(argv: readonly string[], io: CliIo): Promise<Result<number, CliError>> {
  const parsed = readArgs(argv, SPEC, HELP, io);
  if (!parsed.ok) return parsed;
  if (parsed.value === null) return ok(0);
  const args = parsed.value;
  if (args.positionals.length > 0)
    return fail('extra-argument', `survey takes only options; unexpected ${JSON.stringify(args.positionals[0])}`);
  const p = plan(args);
  if (!p.ok) return p;
  const { settings, from, count, out } = p.value;
  const solver = await loadSolver();
  if (!solver.ok) return solver;

  // What is already done (resume): the seeds, and the running totals of the range.
  const done = new Set<number>();
  const tally: Tally = { deals: 0, solved: 0, unsolvable: 0, unknown: 0, nodes: 0, solverMs: 0 };
  let fd: number | null = null;
  if (out !== null) {
    if (existsSync(out)) {
      let text: string;
      try {
        text = readFileSync(out, 'utf8');
      } catch (e) {
        return fail('io-error', `cannot read ${out}: ${(e as Error).message}`);
      }
      const contents = readSurveyFile(text, out, settings);
      if (!contents.ok) return contents;
      for (const [seed, record] of contents.value.records) {
        if (seed < from || seed >= from + count) continue;
        done.add(seed);
        addTo(tally, record);
      }
      try {
        if (contents.value.truncated) {
          truncateSync(out, contents.value.keepBytes);
          io.stderr.write(`${out}: dropped a truncated last line; its deal is done again\n`);
        }
        fd = openSync(out, 'a');
        if (contents.value.needsNewline) writeSync(fd, '\n');
      } catch (e) {
        return fail('io-error', `cannot write ${out}: ${(e as Error).message}`);
      }
      if (done.size > 0) io.stderr.write(`${out}: resuming, ${done.size} of ${count} deals already done\n`);
    } else {
      try {
        fd = openSync(out, 'a');
      } catch (e) {
        return fail('io-error', `cannot write ${out}: ${(e as Error).message}`);
      }
    }
  }
  const write = (line: string) => {
    if (fd !== null) writeSync(fd, line);
    else io.stdout.write(line);
  };

  // Seeds still to decide, in order, without listing a large range in memory.
  const end = from + count;
  let cursor = from;
  const nextSeed = (): number | null => {
    while (cursor < end && done.has(cursor)) cursor++;
    return cursor < end ? cursor++ : null;
  };
  const toDo = count - done.size;
  const jobs = Math.max(1, Math.min(p.value.jobs, toDo));
  const summaryOut = out === null ? io.stderr : io.stdout;
  const first = formatCode({ rule: settings.rule, seed: from });
  const last = formatCode({ rule: settings.rule, seed: from + count - 1 });
  const title = `Survey of ${count} deals, seeds ${from}–${from + count - 1} (${first.ok ? first.value : ''} … ${last.ok ? last.value : ''}), budget ${settings.budget.toLocaleString('en-US')} nodes, ${p.value.houseText}`;

  let doneThisRun = 0;
  const snapshot = (): ProgressCounts => ({
    done: tally.deals,
    total: count,
    doneThisRun,
    toDoThisRun: toDo,
    solved: tally.solved,
    unsolvable: tally.unsolvable,
    unknown: tally.unknown,
  });
  const started = Date.now();
  const progress = new ProgressReporter(io.stderr, !flag(args, 'quiet') && toDo > 0);
  if (toDo > 0) io.stderr.write(`${toDo} deals to decide on ${jobs} worker thread${jobs === 1 ? '' : 's'}\n`);

  const failure = await new Promise<CliError | 'interrupted' | null>((resolve) => {
    if (toDo === 0) {
      resolve(null);
      return;
    }
    const workers: Worker[] = [];
    let finished = false;
    const job: SurveyJob = settings;
    const stopAll = (result: CliError | 'interrupted' | null) => {
      if (finished) return;
      finished = true;
      process.off('SIGINT', onInterrupt);
      for (const w of workers) void w.terminate();
      resolve(result);
    };
    const onInterrupt = () => stopAll('interrupted');
    process.on('SIGINT', onInterrupt);
    const feed = (w: Worker) => {
      w.postMessage(nextSeed());
    };
    for (let i = 0; i < jobs; i++) {
      // Node flags that only make sense for the main script (`--input-type`, `--eval`) would stop a worker.
      const execArgv = process.execArgv.filter((a) => !/^--(input-type|eval|print)\b|^-[ep]$/.test(a));
      const w = new Worker(new URL('./survey-worker.js', import.meta.url), { workerData: job, execArgv });
      workers.push(w);
      w.on('message', (reply: SurveyReply) => {
        if (finished) return;
        if (reply.kind === 'error') {
          stopAll({ code: 'solver-failed', message: `seed ${reply.seed}: ${reply.message}` });
          return;
        }
        if (reply.kind === 'record') {
          const r = reply.record;
          write(`${JSON.stringify(r)}\n`);
          done.add(r.seed);
          addTo(tally, r);
          doneThisRun++;
          progress.update(snapshot());
          if (doneThisRun === toDo) {
            stopAll(null);
            return;
          }
        }
        feed(w);
      });
      w.on('error', (e) => stopAll({ code: 'io-error', message: `a worker thread failed: ${e.message}` }));
    }
  });
  progress.finish(snapshot());
  if (fd !== null) closeSync(fd);
  if (failure !== null && failure !== 'interrupted') return ok(reportFailure(io, failure));
  const partial = failure === 'interrupted' ? ' (interrupted: run the same command again to resume)' : '';
  summaryOut.write(summaryText(tally, `${title}${partial}`, Date.now() - started, count));
  return ok(failure === 'interrupted' ? EXIT_CODES.interrupted : EXIT_CODES.ok);
}

function reportFailure(io: CliIo, error: CliError): number {
  io.stderr.write(`russian-solitaire survey: ${error.message}\n`);
  return EXIT_CODES.failure;
}

/** The `survey` command. */
export const surveyCommand: Command = {
  name: 'survey',
  summary: 'decide many deals in parallel and summarise',
  help: HELP,
  run,
};
