/**
 * A Node helper that runs the solver in a `worker_threads` worker, so that a long search never
 * blocks the main thread. Node only (browsers: see the `worker` entry).
 *
 * ```ts
 * import { spawnSolverWorker } from '@russian-solitaire/solver/node';
 * const worker = spawnSolverWorker();
 * const answer = await worker.solve(position, { budget: 1_000_000, onProgress: console.log });
 * await worker.terminate();
 * ```
 * @module
 */
import { Worker } from 'node:worker_threads';
import type { Position, Result } from '@russian-solitaire/engine';
import type { FairHint } from './fair-hint.js';
import type { FairOptions } from './fair-options.js';
import type { Hint } from './hint.js';
import type { WinOdds } from './odds.js';
import type { SolveError, SolveOptions } from './options.js';
import type { SolveResult } from './run.js';
import type { FairKind, SearchKind, WorkerRequest, WorkerResponse } from './worker.js';

/** A solver running in a worker thread. */
export interface SolverWorker {
  /** Solves a position in the worker (see `solve`); `signal` cancels, `onProgress` reports. */
  solve(position: Position, options?: SolveOptions): Promise<Result<SolveResult, SolveError>>;
  /** A hint from the worker's hinter (it remembers the last winning line between calls). */
  hint(position: Position, options?: SolveOptions): Promise<Result<Hint | null, SolveError>>;
  /** A fair hint computed in the worker (see `fairHint`); `signal` stops it, `onProgress` reports. */
  fairHint(position: Position, options?: FairOptions): Promise<Result<FairHint | null, SolveError>>;
  /** The odds of a position computed in the worker (see `winOdds`). */
  winOdds(position: Position, options?: FairOptions): Promise<Result<WinOdds, SolveError>>;
  /** Stops the worker; pending requests are left unanswered. */
  terminate(): Promise<number>;
}

/** Where the worker module is: `worker.js` beside this file (or `worker.cjs` for the CommonJS build). */
function defaultWorkerUrl(): string {
  const here = import.meta.url;
  return new URL(here.endsWith('.cjs') ? './worker.cjs' : './worker.js', here).href;
}

/**
 * Spawns a worker thread running the solver's message handler. `workerUrl` is the URL of the
 * built worker module (default: the one shipped beside this module).
 */
export function spawnSolverWorker(workerUrl: string = defaultWorkerUrl()): SolverWorker {
  const source = `
    const { parentPort } = require('node:worker_threads');
    import(${JSON.stringify(workerUrl)}).then((m) => {
      const handle = m.createWorkerHandler((message) => parentPort.postMessage(message));
      parentPort.on('message', handle);
      parentPort.postMessage({ type: 'ready' });
    });`;
  const worker = new Worker(source, { eval: true });
  worker.unref();
  let nextId = 1;
  type Listener = (progress: never) => void;
  const pending = new Map<number, { resolve: (m: WorkerResponse) => void; onProgress?: Listener }>();
  worker.on('message', (message: WorkerResponse | { type: 'ready' }) => {
    if (message.type === 'ready' || message.id === null) return;
    const entry = pending.get(message.id);
    if (!entry) return;
    if (message.type === 'progress' || message.type === 'fair-progress') {
      (entry.onProgress as ((progress: unknown) => void) | undefined)?.(message.progress);
      return;
    }
    pending.delete(message.id);
    if (pending.size === 0) worker.unref();
    entry.resolve(message);
  });
  const request = (
    type: SearchKind | FairKind,
    position: Position,
    options: SolveOptions | FairOptions = {},
  ): Promise<WorkerResponse> => {
    const id = nextId++;
    const { signal, onProgress, ...rest } = options;
    const base = { id, setup: position.toSetup(), options: { ...position.options } };
    const message: WorkerRequest =
      type === 'solve' || type === 'hint' ? { ...base, type, solve: rest } : { ...base, type, fair: rest };
    return new Promise((resolve) => {
      pending.set(id, onProgress ? { resolve, onProgress: onProgress } : { resolve });
      worker.ref();
      if (signal) {
        if (signal.aborted) worker.postMessage({ type: 'cancel', id });
        else signal.addEventListener('abort', () => worker.postMessage({ type: 'cancel', id }), { once: true });
      }
      worker.postMessage(message);
    });
  };
  const unexpected = (reply: WorkerResponse): { ok: false; error: SolveError } => ({
    ok: false,
    error: reply.type === 'error' ? reply.error : { code: 'bad-options', message: 'unexpected reply' },
  });
  return {
    async solve(position, options) {
      const reply = await request('solve', position, options);
      return reply.type === 'result' ? reply.result : unexpected(reply);
    },
    async hint(position, options) {
      const reply = await request('hint', position, options);
      return reply.type === 'hint' ? reply.result : unexpected(reply);
    },
    async fairHint(position, options) {
      const reply = await request('fair-hint', position, options);
      return reply.type === 'fair-hint' ? reply.result : unexpected(reply);
    },
    async winOdds(position, options) {
      const reply = await request('odds', position, options);
      return reply.type === 'odds' ? reply.result : unexpected(reply);
    },
    terminate: () => worker.terminate(),
  };
}
