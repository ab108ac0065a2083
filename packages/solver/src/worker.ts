/**
 * The solver off the main thread: a message protocol and its handler, usable from a Web Worker
 * or a Node `worker_threads` worker (see `node.ts` for a Node helper that spawns one).
 *
 * Positions travel as plain data (`Position.toSetup()` and the house options), answers as plain
 * data too, so every message survives structured cloning. The handler searches in slices and
 * yields between them, so a `cancel` message is seen while a search runs.
 *
 * In a Web Worker:
 * ```ts
 * // solver.worker.ts
 * import { installWebWorker } from '@russian-solitaire/solver/worker';
 * installWebWorker();
 * ```
 * @module
 */
import { type GameOptions, Position, type PositionSetup, type Result, err } from '@russian-solitaire/engine';
import { type Hint, Hinter } from './hint.js';
import type { SolveError, SolveOptions, SolveProgress } from './options.js';
import type { SolveResult } from './run.js';
import { solveAsync } from './solve.js';

/** Solver options that can cross a message boundary (no signal, no callback). */
export type WorkerSolveOptions = Omit<SolveOptions, 'signal' | 'onProgress'>;

/** What a worker searches for: a solver answer (`solve`) or a hint (`hint`). */
export type SearchKind = 'solve' | 'hint';

/**
 * Asks the worker to search a position: to solve it (`type: 'solve'`: progress reports, then a
 * `result`), or for a hint (`type: 'hint'`: one `hint` reply; the worker keeps one hinter, so a
 * followed winning line needs no new search).
 */
export interface SearchRequest<Kind extends SearchKind = SearchKind> {
  /** What to search for. */
  readonly type: Kind;
  /** Chosen by the caller; the replies carry it. */
  readonly id: number;
  /** The position as plain data (`position.toSetup()`). */
  readonly setup: PositionSetup;
  /** The house options of the position (`position.options`). */
  readonly options: Partial<GameOptions>;
  /** Solver options. */
  readonly solve?: WorkerSolveOptions;
}

/** Asks the worker to solve a position. */
export type SolveRequest = SearchRequest<'solve'>;

/** Asks the worker for a hint. */
export type HintRequest = SearchRequest<'hint'>;

/** Stops the search of a request (its answer is then `unknown`, reason `aborted`). */
export interface CancelRequest {
  /** Always `'cancel'`. */
  readonly type: 'cancel';
  /** The request to stop. */
  readonly id: number;
}

/** A message to the worker. */
export type WorkerRequest = SolveRequest | HintRequest | CancelRequest;

/** A message from the worker. */
export type WorkerResponse =
  | { readonly type: 'progress'; readonly id: number; readonly progress: SolveProgress }
  | { readonly type: 'result'; readonly id: number; readonly result: Result<SolveResult, SolveError> }
  | { readonly type: 'hint'; readonly id: number; readonly result: Result<Hint | null, SolveError> }
  | { readonly type: 'error'; readonly id: number | null; readonly error: SolveError };

function toPosition(request: SearchRequest): Result<Position, SolveError> {
  const position = Position.fromSetup(request.setup, request.options);
  if (!position.ok) return err({ code: 'bad-position', message: position.error.message });
  return position;
}

/**
 * Creates the handler of a worker: give it every message the worker receives; it calls `post`
 * with each reply (progress reports, then one result per request).
 */
export function createWorkerHandler(post: (message: WorkerResponse) => void): (message: unknown) => void {
  const running = new Map<number, AbortController>();
  const hinter = new Hinter();
  return (message: unknown) => {
    const m = message as Partial<WorkerRequest> | null;
    if (typeof m !== 'object' || m === null || typeof m.id !== 'number') {
      post({
        type: 'error',
        id: null,
        error: { code: 'bad-options', message: 'a worker message needs a type and a numeric id' },
      });
      return;
    }
    const id = m.id;
    if (m.type === 'cancel') {
      running.get(id)?.abort();
      return;
    }
    if (m.type !== 'solve' && m.type !== 'hint') {
      post({
        type: 'error',
        id,
        error: { code: 'bad-options', message: `unknown message type ${JSON.stringify(m.type)}` },
      });
      return;
    }
    const request = m as SearchRequest;
    const position = toPosition(request);
    if (!position.ok) {
      post(
        request.type === 'solve' ? { type: 'result', id, result: position } : { type: 'hint', id, result: position },
      );
      return;
    }
    const controller = new AbortController();
    running.set(id, controller);
    const options: SolveOptions = {
      ...(request.solve ?? {}),
      signal: controller.signal,
      onProgress: (progress) => post({ type: 'progress', id, progress }),
    };
    const done =
      request.type === 'solve'
        ? solveAsync(position.value, options).then((result) => post({ type: 'result', id, result }))
        : hinter.hintAsync(position.value, options).then((result) => post({ type: 'hint', id, result }));
    void done.finally(() => running.delete(id));
  };
}

/**
 * Installs the handler in a Web Worker (`self.onmessage`). Returns `false` (and does nothing)
 * when not running in a worker-like global.
 */
export function installWebWorker(): boolean {
  const scope = globalThis as unknown as {
    postMessage?: (m: unknown) => void;
    addEventListener?: (t: string, f: (e: { data: unknown }) => void) => void;
  };
  if (typeof scope.postMessage !== 'function' || typeof scope.addEventListener !== 'function') return false;
  const handle = createWorkerHandler((message) => scope.postMessage!(message));
  scope.addEventListener('message', (event) => handle(event.data));
  return true;
}
