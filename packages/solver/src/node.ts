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
import type { Hint } from './hint.js';
import type { SolveError, SolveOptions } from './options.js';
import type { SolveResult } from './run.js';
import type { WorkerRequest, WorkerResponse } from './worker.js';

/** A solver running in a worker thread. */
export interface SolverWorker {
  /** Solves a position in the worker (see `solve`); `signal` cancels, `onProgress` reports. */
  solve(position: Position, options?: SolveOptions): Promise<Result<SolveResult, SolveError>>;
  /** A hint from the worker's hinter (it remembers the last winning line between calls). */
  hint(position: Position, options?: SolveOptions): Promise<Result<Hint | null, SolveError>>;
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
  const pending = new Map<number, { resolve: (m: WorkerResponse) => void; onProgress?: SolveOptions['onProgress'] }>();
  worker.on('message', (message: WorkerResponse | { type: 'ready' }) => {
    if (message.type === 'ready' || message.id === null) return;
    const entry = pending.get(message.id);
    if (!entry) return;
    if (message.type === 'progress') {
      entry.onProgress?.(message.progress);
      return;
    }
    pending.delete(message.id);
    if (pending.size === 0) worker.unref();
    entry.resolve(message);
  });
  const request = (type: 'solve' | 'hint', position: Position, options: SolveOptions = {}): Promise<WorkerResponse> => {
    const id = nextId++;
    const { signal, onProgress, ...rest } = options;
    const message: WorkerRequest = {
      type,
      id,
      setup: position.toSetup(),
      options: { ...position.options },
      solve: rest,
    };
    return new Promise((resolve) => {
      pending.set(id, onProgress ? { resolve, onProgress } : { resolve });
      worker.ref();
      if (signal) {
        if (signal.aborted) worker.postMessage({ type: 'cancel', id });
        else signal.addEventListener('abort', () => worker.postMessage({ type: 'cancel', id }), { once: true });
      }
      worker.postMessage(message);
    });
  };
  return {
    async solve(position, options) {
      const reply = await request('solve', position, options);
      if (reply.type === 'result') return reply.result;
      return {
        ok: false,
        error: reply.type === 'error' ? reply.error : { code: 'bad-options', message: 'unexpected reply' },
      };
    },
    async hint(position, options) {
      const reply = await request('hint', position, options);
      if (reply.type === 'hint') return reply.result;
      return {
        ok: false,
        error: reply.type === 'error' ? reply.error : { code: 'bad-options', message: 'unexpected reply' },
      };
    },
    terminate: () => worker.terminate(),
  };
}
