/**
 * The client side of a solver worker: one API over a worker's message channel, for the browser
 * ({@link createSolverClient} with a Web Worker) and for Node (`spawnSolverWorker` in
 * `@russian-solitaire/solver/node`, built on the same client).
 *
 * The client numbers the requests, routes each progress report to its request's `onProgress`,
 * turns an abort signal into a cancel message, and answers every request with a typed result:
 * never an exception, never a promise that stays pending. When the worker cannot load, crashes
 * or exits, every pending and later request answers `worker-failed`; after
 * {@link SolverClient.terminate} they answer `terminated`. Positions and options are checked
 * before anything is sent (`bad-position`, `bad-options`, and the option codes of `solve`).
 *
 * ```ts
 * // with Vite (or any bundler that understands this pattern)
 * import { createSolverClient } from '@russian-solitaire/solver';
 * const client = createSolverClient(
 *   () => new Worker(new URL('./solver.worker.ts', import.meta.url), { type: 'module' }),
 * );
 * const answer = await client.hint(game, { budget: 200_000, onProgress: console.log });
 * ```
 * @module
 */
import { type Result, err } from '@russian-solitaire/engine';
import type { FairHint } from './fair-hint.js';
import { type FairOptions, parseFairOptions } from './fair-options.js';
import { DEFAULT_HINT_BUDGET, type Hint } from './hint.js';
import type { WinOdds } from './odds.js';
import { type SolveErrorCode, type SolveOptions, parseSolveOptions } from './options.js';
import type { SolveResult } from './run.js';
import { type PositionSource, positionOf } from './source.js';
import type { FairKind, SearchKind, WorkerRequest, WorkerResponse } from './worker.js';

/**
 * The ways a worker request can end without an answer from the worker's search:
 * `worker-failed` (the worker could not start, crashed, exited or sent something unreadable),
 * `terminated` (the client was terminated before the answer came), `aborted` (the request's
 * signal was aborted before the request was sent).
 */
export const CLIENT_ERROR_CODES = ['worker-failed', 'terminated', 'aborted'] as const;
/** A code from {@link CLIENT_ERROR_CODES}. */
export type ClientErrorCode = (typeof CLIENT_ERROR_CODES)[number];

/** Every code a {@link SolverClient} request can answer with: the solver's input codes and the client's own. */
export type SolverClientErrorCode = SolveErrorCode | ClientErrorCode;

/** Why a worker request gave no answer. */
export interface SolverClientError {
  /** What kind of problem. */
  readonly code: SolverClientErrorCode;
  /** What was wrong, in English, for developers. */
  readonly message: string;
}

/** The life of a client: `running`, `failed` (the worker failed: see {@link SolverClient.failure}) or `terminated`. */
export const CLIENT_STATES = ['running', 'failed', 'terminated'] as const;
/** A state from {@link CLIENT_STATES}. */
export type SolverClientState = (typeof CLIENT_STATES)[number];

/** What the client reads of a worker's events: a message's `data`, an error's `message`. */
interface SolverWorkerEvent {
  readonly data?: unknown;
  readonly message?: unknown;
}

/**
 * The part of a worker the client uses: a browser `Worker` fits, and so does anything else with
 * these three methods. It must run the solver's handler (`installWebWorker` or
 * `createWorkerHandler` from `@russian-solitaire/solver/worker`). The client listens to
 * `message` events (it reads their `data`), `error` events (their `message`, when they have one)
 * and `messageerror` events.
 */
export interface SolverWorkerLike {
  /** Sends a message to the worker. */
  postMessage(message: WorkerRequest): void;
  /** Listens to the worker's `message`, `error` and `messageerror` events. */
  addEventListener(type: 'message' | 'error' | 'messageerror', listener: (event: unknown) => void): void;
  /** Stops the worker. */
  terminate(): unknown;
}

/**
 * Where a client's worker comes from: a worker, a function that makes one (it may throw: the
 * client then answers `worker-failed`), or the URL of a module worker script (started with
 * `new Worker(url, { type: 'module' })` where the global `Worker` exists).
 */
export type SolverWorkerSource = SolverWorkerLike | (() => SolverWorkerLike) | URL | string;

/** A solver running in a worker, driven through its messages. */
export interface SolverClient {
  /**
   * Solves a position (or a game's position) in the worker, with the options of `solve`;
   * `signal` cancels the search (its answer is then `unknown`, reason `aborted`, as with
   * `solveAsync`), `onProgress` gets the worker's progress reports.
   */
  solve(source: PositionSource, options?: SolveOptions): Promise<Result<SolveResult, SolverClientError>>;
  /** A hint from the worker's hinter (it remembers the last winning line between calls); options as for `hint`. */
  hint(source: PositionSource, options?: SolveOptions): Promise<Result<Hint | null, SolverClientError>>;
  /** A fair hint computed in the worker; options as for `fairHint`. */
  fairHint(source: PositionSource, options?: FairOptions): Promise<Result<FairHint | null, SolverClientError>>;
  /** The odds of a position computed in the worker; options as for `winOdds`. */
  winOdds(source: PositionSource, options?: FairOptions): Promise<Result<WinOdds, SolverClientError>>;
  /**
   * Stops the worker. Pending requests answer `terminated` at once, and so does every later
   * request. Resolves once the worker is stopped.
   */
  terminate(): Promise<void>;
  /** Whether the client still takes requests. */
  readonly state: SolverClientState;
  /** Why the worker failed (code `worker-failed`), or `null` while it has not. */
  readonly failure: SolverClientError | null;
}

/** The answer type of each request kind. */
interface Answers {
  readonly solve: SolveResult;
  readonly hint: Hint | null;
  readonly 'fair-hint': FairHint | null;
  readonly odds: WinOdds;
}

/** The reply type that answers each request kind. */
const REPLY_OF = { solve: 'result', hint: 'hint', 'fair-hint': 'fair-hint', odds: 'odds' } as const;

interface Pending {
  readonly type: SearchKind | FairKind;
  readonly onProgress: ((progress: never) => void) | null;
  readonly settle: (answer: Result<unknown, SolverClientError>) => void;
}

/**
 * Hooks for hosts that wrap the client (the Node helper keeps its thread from holding the process
 * open while idle). Not exported from the package.
 */
export interface ClientHooks {
  /** Called with `true` when a request starts and nothing else was pending, `false` when the last one ends. */
  readonly onBusy?: (busy: boolean) => void;
}

function failureOf(code: ClientErrorCode, message: string): Result<never, SolverClientError> {
  return err({ code, message });
}

/** The text of an error event, or of a thrown value. */
export function describeFailure(event: unknown, fallback: string): string {
  try {
    const message = (event as { message?: unknown } | null)?.message;
    if (typeof message === 'string' && message !== '') return message;
  } catch {
    // a hostile event: use the fallback
  }
  return fallback;
}

function startWorker(source: SolverWorkerSource): Result<SolverWorkerLike, string> {
  try {
    if (typeof source === 'function') return { ok: true, value: source() };
    if (typeof source === 'string' || source instanceof URL) {
      const WorkerClass = (globalThis as { Worker?: new (url: string | URL, options?: object) => SolverWorkerLike })
        .Worker;
      if (typeof WorkerClass !== 'function') return err('this host has no global Worker to start a worker from a URL');
      return { ok: true, value: new WorkerClass(source, { type: 'module' }) };
    }
    if (
      typeof source === 'object' &&
      source !== null &&
      typeof source.postMessage === 'function' &&
      typeof source.addEventListener === 'function' &&
      typeof source.terminate === 'function'
    )
      return { ok: true, value: source };
    return err('expected a worker, a function that makes one, or the URL of a worker script');
  } catch (e) {
    return err(describeFailure(e, 'the worker could not be started'));
  }
}

/** Checks a request's options as the solver would, before anything is sent. */
function checkOptions(type: SearchKind | FairKind, options: unknown): SolverClientError | null {
  const parsed =
    type === 'solve'
      ? parseSolveOptions(options)
      : type === 'hint'
        ? parseSolveOptions(options, { budget: DEFAULT_HINT_BUDGET })
        : parseFairOptions(options);
  return parsed.ok ? null : parsed.error;
}

/**
 * Creates a client over a worker running the solver's handler: a browser `Worker` (see the module
 * comment for Vite), a function that makes one, or a module worker script's URL. The client starts
 * the worker at once; if that throws, every request answers `worker-failed`.
 *
 * @param worker - The worker, a function that makes it, or its script's URL.
 */
export function createSolverClient(worker: SolverWorkerSource): SolverClient {
  return openSolverClient(worker, {});
}

/** {@link createSolverClient} with hooks for a host that wraps it (not exported from the package). */
export function openSolverClient(worker: SolverWorkerSource, hooks: ClientHooks): SolverClient {
  const pending = new Map<number, Pending>();
  let nextId = 1;
  let state: SolverClientState = 'running';
  let failure: SolverClientError | null = null;
  let stopped: Promise<void> | null = null;

  const busy = (value: boolean): void => {
    try {
      hooks.onBusy?.(value);
    } catch {
      // a host hook never breaks a request
    }
  };

  const endAll = (answer: Result<never, SolverClientError>): void => {
    const entries = [...pending.values()];
    pending.clear();
    if (entries.length > 0) busy(false);
    for (const entry of entries) entry.settle(answer);
  };

  const stopWorker = (target: SolverWorkerLike): Promise<void> => {
    try {
      return Promise.resolve(target.terminate()).then(
        () => undefined,
        () => undefined,
      );
    } catch {
      return Promise.resolve();
    }
  };

  const started = startWorker(worker);
  let port: SolverWorkerLike | null = started.ok ? started.value : null;

  const fail = (message: string): void => {
    if (state !== 'running') return;
    state = 'failed';
    failure = { code: 'worker-failed', message };
    const target = port;
    port = null;
    if (target) stopped = stopWorker(target);
    endAll(err(failure));
  };

  const onMessage = (event: unknown): void => {
    let reply: WorkerResponse | null | undefined;
    try {
      reply = (event as SolverWorkerEvent | null)?.data as WorkerResponse | null | undefined;
    } catch {
      return;
    }
    if (typeof reply !== 'object' || reply === null || typeof reply.id !== 'number') return;
    const entry = pending.get(reply.id);
    if (!entry) return;
    if (reply.type === 'progress' || reply.type === 'fair-progress') {
      try {
        (entry.onProgress as ((progress: unknown) => void) | null)?.(reply.progress);
      } catch {
        // as in the solver: a failing progress callback stops the search, and does not escape
        post({ type: 'cancel', id: reply.id });
      }
      return;
    }
    if (reply.type === 'error') {
      finish(reply.id, err(reply.error));
      return;
    }
    if (reply.type !== REPLY_OF[entry.type]) {
      finish(reply.id, failureOf('worker-failed', `the worker answered a ${entry.type} request with ${reply.type}`));
      return;
    }
    const result = (reply as { result?: unknown }).result as Result<unknown, SolverClientError> | undefined;
    if (typeof result !== 'object' || result === null || typeof result.ok !== 'boolean') {
      finish(reply.id, failureOf('worker-failed', 'the worker sent a reply without a result'));
      return;
    }
    finish(reply.id, result);
  };

  const finish = (id: number, answer: Result<unknown, SolverClientError>): void => {
    const entry = pending.get(id);
    if (!entry) return;
    pending.delete(id);
    if (pending.size === 0) busy(false);
    entry.settle(answer);
  };

  /** Posts a message: `null` once sent, or why the worker refused it. */
  const post = (message: WorkerRequest): string | null => {
    try {
      port?.postMessage(message);
      return null;
    } catch (e) {
      return describeFailure(e, 'the worker refused the message');
    }
  };

  if (!started.ok) {
    state = 'failed';
    failure = { code: 'worker-failed', message: started.error };
  } else {
    try {
      started.value.addEventListener('message', onMessage);
      started.value.addEventListener('error', (event) =>
        fail(describeFailure(event, 'the worker failed: its script did not load, threw or crashed')),
      );
      started.value.addEventListener('messageerror', () => fail('the worker sent a message that could not be read'));
    } catch (e) {
      fail(describeFailure(e, 'the worker takes no listeners'));
    }
  }

  const request = <Kind extends SearchKind | FairKind>(
    type: Kind,
    source: PositionSource,
    options: SolveOptions | FairOptions | undefined,
  ): Promise<Result<Answers[Kind], SolverClientError>> => {
    if (state === 'terminated') return Promise.resolve(failureOf('terminated', 'the solver client was terminated'));
    if (state === 'failed') return Promise.resolve(err(failure!));
    const position = positionOf(source);
    if (!position)
      return Promise.resolve(
        err({
          code: 'bad-position',
          message: 'expected a Position from @russian-solitaire/engine, or a game with a position',
        }),
      );
    const problem = checkOptions(type, options);
    if (problem) return Promise.resolve(err(problem));
    const { signal, onProgress, ...rest } = options ?? {};
    if (signal?.aborted)
      return Promise.resolve(failureOf('aborted', 'the signal was aborted before the request was sent'));
    const id = nextId++;
    const base = { id, setup: position.toSetup(), options: { ...position.options } };
    const message: WorkerRequest =
      type === 'solve' || type === 'hint' ? { ...base, type, solve: rest } : { ...base, type, fair: rest };
    return new Promise((resolve) => {
      const onAbort = (): void => void post({ type: 'cancel', id });
      const settle = (answer: Result<unknown, SolverClientError>): void => {
        if (typeof signal?.removeEventListener === 'function') signal.removeEventListener('abort', onAbort);
        resolve(answer as Result<Answers[Kind], SolverClientError>);
      };
      if (pending.size === 0) busy(true);
      pending.set(id, { type, onProgress: onProgress ?? null, settle });
      if (typeof signal?.addEventListener === 'function') signal.addEventListener('abort', onAbort, { once: true });
      const refused = post(message);
      if (refused !== null) finish(id, failureOf('worker-failed', refused));
    });
  };

  return {
    solve: (source, options) => request('solve', source, options),
    hint: (source, options) => request('hint', source, options),
    fairHint: (source, options) => request('fair-hint', source, options),
    winOdds: (source, options) => request('odds', source, options),
    terminate() {
      if (state === 'running') {
        state = 'terminated';
        const target = port;
        port = null;
        if (target) stopped = stopWorker(target);
        endAll(failureOf('terminated', 'the solver client was terminated'));
      } else if (state === 'failed') {
        state = 'terminated';
      }
      return stopped ?? Promise.resolve();
    },
    get state() {
      return state;
    },
    get failure() {
      return failure;
    },
  };
}
