/**
 * The solver off the main thread: a message protocol and its handler, usable from a Web Worker
 * or a Node `worker_threads` worker. The other side of the protocol is the client:
 * `createSolverClient` (main entry) for a Web Worker, `spawnSolverWorker` (`node` entry) for a
 * worker thread; both answer every request with a typed result, also when the worker fails.
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
 * // main.ts
 * import { createSolverClient } from '@russian-solitaire/solver';
 * const client = createSolverClient(() => new Worker(new URL('./solver.worker.ts', import.meta.url), { type: 'module' }));
 * ```
 * @module
 */
import { type GameOptions, Position, type PositionSetup, type Result, err } from '@russian-solitaire/engine';
import { type FairHint, fairHintAsync } from './fair-hint.js';
import type { FairOptions, FairProgress } from './fair-options.js';
import { type Hint, Hinter } from './hint.js';
import { type WinOdds, winOddsAsync } from './odds.js';
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

/** Fair options that can cross a message boundary (no signal, no callback). */
export type WorkerFairOptions = Omit<FairOptions, 'signal' | 'onProgress'>;

/** What a worker computes from the visible part alone: a fair hint (`fair-hint`) or the odds (`odds`). */
export type FairKind = 'fair-hint' | 'odds';

/**
 * Asks the worker for fair advice on a position: a fair hint (`type: 'fair-hint'`, answered by a
 * `fair-hint` reply) or its odds (`type: 'odds'`, answered by an `odds` reply), with
 * `fair-progress` reports on the way.
 */
export interface FairRequest<Kind extends FairKind = FairKind> {
  /** What to compute. */
  readonly type: Kind;
  /** Chosen by the caller; the replies carry it. */
  readonly id: number;
  /** The position as plain data (`position.toSetup()`). */
  readonly setup: PositionSetup;
  /** The house options of the position (`position.options`). */
  readonly options: Partial<GameOptions>;
  /** Fair options. */
  readonly fair?: WorkerFairOptions;
}

/** Stops the search of a request (its answer is then `unknown`, reason `aborted`). */
export interface CancelRequest {
  /** Always `'cancel'`. */
  readonly type: 'cancel';
  /** The request to stop. */
  readonly id: number;
}

/** A message to the worker. */
export type WorkerRequest = SolveRequest | HintRequest | FairRequest | CancelRequest;

/** A message from the worker. */
export type WorkerResponse =
  | { readonly type: 'progress'; readonly id: number; readonly progress: SolveProgress }
  | { readonly type: 'result'; readonly id: number; readonly result: Result<SolveResult, SolveError> }
  | { readonly type: 'hint'; readonly id: number; readonly result: Result<Hint | null, SolveError> }
  | { readonly type: 'fair-progress'; readonly id: number; readonly progress: FairProgress }
  | { readonly type: 'fair-hint'; readonly id: number; readonly result: Result<FairHint | null, SolveError> }
  | { readonly type: 'odds'; readonly id: number; readonly result: Result<WinOdds, SolveError> }
  | { readonly type: 'error'; readonly id: number | null; readonly error: SolveError };

function toPosition(request: SearchRequest | FairRequest): Result<Position, SolveError> {
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
    if (m.type !== 'solve' && m.type !== 'hint' && m.type !== 'fair-hint' && m.type !== 'odds') {
      post({
        type: 'error',
        id,
        error: { code: 'bad-options', message: `unknown message type ${JSON.stringify(m.type)}` },
      });
      return;
    }
    const request = m as SearchRequest | FairRequest;
    const position = toPosition(request);
    if (!position.ok) {
      post(failure(request.type, id, position));
      return;
    }
    const controller = new AbortController();
    running.set(id, controller);
    const done = answer(request, position.value, controller.signal, hinter, post);
    void done.finally(() => running.delete(id));
  };
}

/** The reply to a request refused before it started. */
function failure(type: SearchKind | FairKind, id: number, error: Result<never, SolveError>): WorkerResponse {
  switch (type) {
    case 'solve':
      return { type: 'result', id, result: error };
    case 'hint':
      return { type: 'hint', id, result: error };
    case 'fair-hint':
      return { type: 'fair-hint', id, result: error };
    case 'odds':
      return { type: 'odds', id, result: error };
  }
}

/** Runs one request and posts its progress and its answer. */
async function answer(
  request: SearchRequest | FairRequest,
  position: Position,
  signal: AbortSignal,
  hinter: Hinter,
  post: (message: WorkerResponse) => void,
): Promise<void> {
  const { id } = request;
  if (request.type === 'solve' || request.type === 'hint') {
    const options: SolveOptions = {
      ...(request.solve ?? {}),
      signal,
      onProgress: (progress) => post({ type: 'progress', id, progress }),
    };
    if (request.type === 'solve') post({ type: 'result', id, result: await solveAsync(position, options) });
    else post({ type: 'hint', id, result: await hinter.hintAsync(position, options) });
    return;
  }
  const fair = (request as FairRequest).fair;
  const options: FairOptions = {
    ...(fair ?? {}),
    signal,
    onProgress: (progress) => post({ type: 'fair-progress', id, progress }),
  };
  if (request.type === 'fair-hint') post({ type: 'fair-hint', id, result: await fairHintAsync(position, options) });
  else post({ type: 'odds', id, result: await winOddsAsync(position, options) });
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
