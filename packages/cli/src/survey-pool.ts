/**
 * The survey's worker pool: worker threads (`survey-worker.js`, next to the command) are fed one
 * seed at a time until every seed of the run is decided, a worker fails, or the run is stopped (its
 * abort signal: Ctrl-C, SIGTERM, or the reader of stdout gone).
 * @module
 */
import { Worker } from 'node:worker_threads';
import type { CliError } from './errors.js';
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
  readonly nextSeed: () => SurveyRequest;
  /** Called with each record, in the order they come back. */
  readonly onRecord: (record: SurveyLine) => void;
  /** Stops the run when aborted (the pool then ends `interrupted`). */
  readonly signal: AbortSignal;
}

/** The seeds of a range still to decide, in order, one per call, without listing the range in memory. */
export function seedFeed(range: SeedRange, done: { has(seed: number): boolean }): () => SurveyRequest {
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
    const onReply = (w: Worker, reply: SurveyReply) => {
      if (finished) return;
      if (reply.kind === 'error') {
        stopAll({ kind: 'failed', error: { code: 'solver-failed', message: `seed ${reply.seed}: ${reply.message}` } });
        return;
      }
      if (reply.kind === 'record') {
        work.onRecord(reply.record);
        if (finished) return;
        decided++;
        if (decided === work.total) {
          stopAll({ kind: 'finished' });
          return;
        }
      }
      const request: SurveyRequest = work.nextSeed();
      w.postMessage(request);
    };
    const execArgv = workerExecArgv();
    for (let i = 0; i < work.threads; i++) {
      const w = new Worker(new URL('./survey-worker.js', import.meta.url), { workerData: work.settings, execArgv });
      workers.push(w);
      w.on('message', (reply: SurveyReply) => onReply(w, reply));
      w.on('error', (e) =>
        stopAll({ kind: 'failed', error: { code: 'io-error', message: `a worker thread failed: ${e.message}` } }),
      );
    }
  });
}
