/**
 * The solver in a Node `worker_threads` worker, so that a long search never blocks the main
 * thread. Node only (browsers: `createSolverClient` from the main entry, with a Web Worker).
 *
 * `spawnSolverWorker` starts the thread and returns the same client as `createSolverClient`:
 * every request answers with a typed result, also when the worker cannot load, crashes or exits
 * (`worker-failed`) or is terminated (`terminated`).
 *
 * The thread keeps the process alive exactly while it is needed: while a request is pending, and
 * while the thread is being stopped (so `await worker.terminate()` always resolves, and the code
 * after it runs). An idle worker never holds the process open: a script can end without
 * terminating it.
 *
 * ```ts
 * import { spawnSolverWorker } from '@russian-solitaire/solver/node';
 * const worker = spawnSolverWorker();
 * const answer = await worker.solve(position, { budget: 1_000_000, onProgress: console.log });
 * await worker.terminate();
 * ```
 *
 * After bundling (esbuild and the like) the default worker file is not beside the bundle: bundle
 * the `worker` entry as a file of its own and pass its URL as `worker`.
 * @module
 */
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { type SolverClient, type SolverWorkerLike, openSolverClient, workerProblem } from './client.js';
import type { WorkerRequest } from './worker.js';

// The client's requests, options and answers: every type of the main entry, as types only.
export type * from './index.js';

/** A solver running in a worker thread: the client of `createSolverClient`. */
export type SolverWorker = SolverClient;

/**
 * Where the worker thread comes from: the URL (or a file path) of a module that exports
 * `createWorkerHandler` (the package's `worker` entry, or a bundle of it), a `Worker` whose script
 * gives its `parentPort` messages to `createWorkerHandler`, or a function that makes such a `Worker`.
 */
export type NodeWorkerSource = string | URL | Worker | (() => Worker);

/** Options of {@link spawnSolverWorker}. */
export interface SpawnSolverWorkerOptions {
  /** The worker (see {@link NodeWorkerSource}). Default: the `worker.js` module shipped beside this one. */
  readonly worker?: NodeWorkerSource;
}

/** Where the worker module is: `worker.js` beside this file (or `worker.cjs` for the CommonJS build). */
function defaultWorkerUrl(): string {
  const here = import.meta.url;
  return new URL(here.endsWith('.cjs') ? './worker.cjs' : './worker.js', here).href;
}

/** A URL as given, or a file path made into a file URL. */
function hrefOf(location: string | URL): string {
  if (location instanceof URL) return location.href;
  return URL.canParse(location) ? new URL(location).href : pathToFileURL(location).href;
}

/** A thread that imports the handler module at `url` and wires it to its parent port. */
function threadOf(url: string): Worker {
  const source = `
    const { parentPort } = require('node:worker_threads');
    import(${JSON.stringify(url)}).then((m) => {
      if (typeof m.createWorkerHandler !== 'function')
        throw new Error(${JSON.stringify(`${url} does not export createWorkerHandler`)});
      const handle = m.createWorkerHandler((message) => parentPort.postMessage(message));
      parentPort.on('message', handle);
    });`;
  return new Worker(source, { eval: true });
}

/**
 * A Node worker seen through the browser-like interface the client takes. `busy` says whether a
 * request is pending: listening for the thread's messages refs it again, so each listener added
 * while none is pending is followed by an unref.
 */
function portOf(worker: Worker, busy: () => boolean): SolverWorkerLike {
  const idle = () => {
    if (!busy()) worker.unref();
  };
  idle();
  return {
    postMessage: (message: WorkerRequest) => worker.postMessage(message),
    addEventListener(type, listener) {
      if (type === 'message') worker.on('message', (data: unknown) => listener({ data }));
      else if (type === 'messageerror') worker.on('messageerror', (e: unknown) => listener(e));
      else {
        worker.on('error', (e: unknown) => listener(e));
        // an exit the client did not ask for (terminate() is seen by the client first)
        worker.on('exit', (code: number) =>
          listener({ problem: workerProblem('worker-failed', 'node-thread-exited', { code: String(code) }) }),
        );
      }
      idle();
    },
    terminate: () => worker.terminate(),
  };
}

/** Reads the options: a URL alone is the worker's URL. */
function sourceOf(options: SpawnSolverWorkerOptions | string | URL | undefined): NodeWorkerSource | undefined {
  if (typeof options === 'string' || options instanceof URL) return options;
  if (typeof options === 'object' && options !== null) return (options as { worker?: NodeWorkerSource }).worker;
  return undefined;
}

/**
 * Spawns a worker thread running the solver's message handler and returns its client. Every
 * request settles with a result: a worker that cannot load (a wrong URL, a bundle without the
 * worker file), throws or exits answers `worker-failed`, to pending and later requests alike. The
 * thread keeps the process alive while a request is pending or the thread is being stopped, and
 * never while it is idle.
 *
 * @param options - The worker (see {@link SpawnSolverWorkerOptions}), or the worker module's URL alone.
 */
export function spawnSolverWorker(options?: SpawnSolverWorkerOptions | string | URL): SolverWorker {
  const source = sourceOf(options) ?? defaultWorkerUrl();
  let thread: Worker | null = null;
  let pending = false;
  const make = (): SolverWorkerLike => {
    if (typeof source === 'string' || source instanceof URL) thread = threadOf(hrefOf(source));
    else if (source instanceof Worker) thread = source;
    else if (typeof source === 'function') thread = source();
    else throw new Error('expected the URL of the worker module, a Worker, or a function that makes one');
    if (!(thread instanceof Worker)) throw new Error('the worker factory did not return a worker_threads Worker');
    return portOf(thread, () => pending);
  };
  return openSolverClient(make, {
    onBusy: (busy) => {
      pending = busy;
      if (busy) thread?.ref();
      else thread?.unref();
    },
  });
}
