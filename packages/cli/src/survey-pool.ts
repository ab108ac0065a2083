/**
 * The survey's worker pool: worker threads (`survey-worker.js`, next to the command) are fed
 * batches of seeds until every seed of the run is decided, a worker fails, or the run is stopped
 * (its abort signal: Ctrl-C, SIGTERM, or the reader of stdout gone).
 *
 * Each worker has {@link BATCHES_IN_FLIGHT} batches at a time, so it never waits for its next
 * seeds. A batch holds about {@link BATCH_TARGET_MS} of work by the deals decided so far: one seed
 * while deals take seconds (a player survey, hard relaxed deals), so that an interrupted run loses
 * little and the last deals spread over the threads, and up to {@link MAX_BATCH} seeds when
 * deals take a fraction of a millisecond (classic deals), so that messages do not cost more than
 * the deals.
 * @module
 */
import { Worker } from 'node:worker_threads';
import { type CliError, cliError, causeOf } from './errors.js';
import type { SeedRange } from './survey-plan.js';
import type { SurveyReply, SurveyRequest } from './survey-protocol.js';
import type { SurveyLine, SurveySettings } from './survey-record.js';

/** How a run of the pool ended. */
export type PoolEnd =
  | { readonly kind: 'finished' }
  | { readonly kind: 'interrupted' }
  | { readonly kind: 'failed'; readonly error: CliError };

/** What the pool is to do. */
export interface PoolWork {
  /** The settings every worker is started with. */
  readonly settings: SurveySettings;
  /** How many worker threads. */
  readonly threads: number;
  /** How many seeds there are to decide (the pool ends when that many records came back). */
  readonly total: number;
  /** The next seed to decide, or `null` when none is left (see {@link seedFeed}). */
  readonly nextSeed: () => number | null;
  /** Called with the records of each reply of a worker (one or more), in the order they come back. */
  readonly onRecords: (records: readonly SurveyLine[]) => void;
  /** Stops the run when aborted (the pool then ends `interrupted`). */
  readonly signal: AbortSignal;
}

/** How many batches each worker holds at a time. */
const BATCHES_IN_FLIGHT = 2;
/** The work a batch aims at, in milliseconds of the deals' own time. */
export const BATCH_TARGET_MS = 20;
/** The most seeds in a batch. */
export const MAX_BATCH = 64;
/** The least time counted for a deal (records hold whole milliseconds, often 0 for classic deals). */
const MIN_DEAL_MS = 0.25;

/**
 * The size of the next batch, from the mean time of the deals decided so far (`null` before the
 * first): {@link BATCH_TARGET_MS} of work, at least one seed and at most {@link MAX_BATCH}.
 */
export function batchSize(meanMs: number | null): number {
  if (meanMs === null) return 1;
  return Math.max(1, Math.min(MAX_BATCH, Math.floor(BATCH_TARGET_MS / Math.max(MIN_DEAL_MS, meanMs))));
}

/** The seeds of a range still to decide, in order, one per call, without listing the range in memory. */
export function seedFeed(range: SeedRange, done: { has(seed: number): boolean }): () => number | null {
  const end = range.from + range.count;
  let cursor = range.from;
  return () => {
    while (cursor < end && done.has(cursor)) cursor++;
    return cursor < end ? cursor++ : null;
  };
}

/** Node flags that only make sense for the main script (`--input-type`, `--eval`) would stop a worker. */
function workerExecArgv(): string[] {
  return process.execArgv.filter((a) => !/^--(input-type|eval|print)\b|^-[ep]$/.test(a));
}

/** Runs the pool until every seed is decided, a worker fails, or the signal aborts; then stops every worker. */
export function runSurveyPool(work: PoolWork): Promise<PoolEnd> {
  return new Promise((resolve) => {
    if (work.total === 0 || work.signal.aborted) {
      resolve(work.total === 0 ? { kind: 'finished' } : { kind: 'interrupted' });
      return;
    }
    const workers: Worker[] = [];
    let finished = false;
    let decided = 0;
    const stopAll = (end: PoolEnd) => {
      if (finished) return;
      finished = true;
      work.signal.removeEventListener('abort', onInterrupt);
      for (const w of workers) void w.terminate();
      resolve(end);
    };
    const onInterrupt = () => stopAll({ kind: 'interrupted' });
    work.signal.addEventListener('abort', onInterrupt);
    let timeSum = 0;
    let timed = 0;
    /** Sends a worker its next batch, or `null` (it then ends) when no seed is left. */
    const feed = (w: Worker) => {
      const size = batchSize(timed === 0 ? null : timeSum / timed);
      const seeds: number[] = [];
      while (seeds.length < size) {
        const seed = work.nextSeed();
        if (seed === null) break;
        seeds.push(seed);
      }
      w.postMessage((seeds.length === 0 ? null : seeds) satisfies SurveyRequest);
    };
    const onReply = (w: Worker, reply: SurveyReply) => {
      if (finished) return;
      if (reply.kind === 'error') {
        const error = cliError('solver-failed', 'survey-seed-failed', { seed: String(reply.seed) }, reply.error);
        stopAll({ kind: 'failed', error });
        return;
      }
      if (reply.kind === 'ready') {
        for (let i = 0; i < BATCHES_IN_FLIGHT; i++) feed(w);
        return;
      }
      work.onRecords(reply.records);
      if (finished) return;
      for (const record of reply.records) {
        decided++;
        timeSum += record.ms;
        timed++;
      }
      if (decided === work.total) {
        stopAll({ kind: 'finished' });
        return;
      }
      feed(w);
    };
    const execArgv = workerExecArgv();
    for (let i = 0; i < work.threads; i++) {
      const w = new Worker(new URL('./survey-worker.js', import.meta.url), { workerData: work.settings, execArgv });
      workers.push(w);
      w.on('message', (reply: SurveyReply) => onReply(w, reply));
      w.on('error', (e) => stopAll({ kind: 'failed', error: cliError('io-error', 'worker-failed', {}, causeOf(e)) }));
    }
  });
}
