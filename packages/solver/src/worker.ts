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
 * The handler answers every request it can read, whatever it holds: a message it cannot read
 * (not an object, a throwing getter, a Proxy) gets an `error` reply (with its id when the id could
 * be read), and so does a request whose id is still in flight (`id-in-flight`: the request in
 * flight goes on, and can still be cancelled). No exception or rejection leaves the handler, even
 * when `post` throws: an answer that cannot be posted is replaced by an `error` reply
 * (`reply-failed`) if that can be posted, and the request's id is free again either way.
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
import {
  type GameOptions,
  Position,
  type PositionError,
  type PositionSetup,
  type Result,
  type RuleSet,
  type RuleSetError,
  defineRuleSet,
  echoInput,
  err,
  ok,
} from '@russian-solitaire/engine';
import {
  type OwnFields,
  ownValue,
  problemMaker,
  readFields,
  readOptionalFields,
} from '@russian-solitaire/engine/internal';
import { WORKER_ERRORS } from './errors-en.js';
import { fairHintAsync } from './fair-hint.js';
import { Hinter } from './hint.js';
import { winOddsAsync } from './odds.js';
import { type SolveError, optionProblem } from './options.js';
import { PROGRESS_OF, REPLY_OF, type RequestKind, type WorkerError, type WorkerResponse } from './protocol.js';
import { solveAsync } from './solve.js';
import { dailyDeal } from './daily.js';
import { reviewGameAsync } from './review.js';
import { randomWinnableCodeAsync } from './winnable.js';

export {
  type CancelRequest,
  type DailyRequest,
  type FairKind,
  type FairRequest,
  type HintRequest,
  type RequestKind,
  type ReviewRequest,
  type SearchKind,
  type SearchRequest,
  type SolveRequest,
  WORKER_ERROR_CODES,
  type WinnableRequest,
  type WorkerError,
  type WorkerErrorCode,
  type WorkerFairOptions,
  type WorkerRequest,
  type WorkerResponse,
  type WorkerReviewOptions,
  type WorkerSolveOptions,
  type WorkerWinnableOptions,
} from './protocol.js';

// The options, progress reports and answers the protocol carries, so that a worker's messages can
// be typed from this entry alone: every type of the main entry, as types only.
export type * from './index.js';

const KINDS: readonly unknown[] = Object.keys(REPLY_OF);

/** The field of a request that holds its options. */
const OPTIONS_FIELD = {
  solve: 'solve',
  hint: 'solve',
  'fair-hint': 'fair',
  odds: 'fair',
  winnable: 'winnable',
  review: 'review',
  daily: 'daily',
} as const satisfies Record<RequestKind, string>;

/** Options that cannot cross a message boundary, so a request never holds them. */
const LOCAL_ONLY = ['signal', 'onProgress', 'random'];

const problem = /* @__PURE__ */ problemMaker(WORKER_ERRORS);

/** A request read into plain data, ready to run. */
interface ReadRequest {
  readonly type: RequestKind;
  readonly id: number;
  /** The position, for the searches and fair advice. */
  readonly position: Position | null;
  /** What else the request carries: the game of a review, the date of a daily deal. */
  readonly subject: unknown;
  /** A copy of the request's own options fields (local-only ones refused). */
  readonly options: OwnFields;
}

/**
 * A request's setup, its rule set defined again: a rule set that crossed the message channel is a
 * record of its fields, which the worker defines as `defineRuleSet` does (a preset's record is that
 * preset). What is no record is left to `Position.fromSetup`, which says what is wrong.
 */
function setupOf(value: unknown): Result<unknown, RuleSetError> {
  const fields = readFields(value);
  if (!fields.ok || fields.value.ruleSet === undefined) return ok(value);
  const ruleSet = defineRuleSet(fields.value.ruleSet as RuleSet);
  return ruleSet.ok ? ok({ ...fields.value, ruleSet: ruleSet.value }) : ruleSet;
}

/**
 * A review's options, the rule sets of its `ruleSets` defined again (records once they crossed the
 * message channel); one that is not valid is refused as the review's options refuse it.
 */
function reviewOptionsOf(options: OwnFields): Result<OwnFields, SolveError> {
  const given = readFields(options.ruleSets);
  if (!given.ok) return ok(options); // left to the review's options, which say what is wrong
  const ruleSets: Record<string, RuleSet> = Object.create(null) as Record<string, RuleSet>;
  for (const [key, value] of Object.entries(given.value)) {
    const defined = defineRuleSet(value as RuleSet);
    if (!defined.ok)
      return err(optionProblem('bad-options', 'review-option-rule-set', { key: echoInput(key) }, defined.error));
    ruleSets[key] = defined.value;
  }
  return ok({ ...options, ruleSets });
}

/** Reads the position and the options of a request; a refusal answers it. */
function readRequest(type: RequestKind, id: number, fields: OwnFields): Result<ReadRequest, SolveError> {
  const field = OPTIONS_FIELD[type];
  const options = readOptionalFields(fields[field] ?? undefined);
  if (!options.ok) return err(problem('bad-options', 'worker-options-unreadable', { field }, options.error));
  const local = LOCAL_ONLY.find((key) => options.value[key] !== undefined && options.value[key] !== null);
  if (local !== undefined) return err(problem('bad-options', 'worker-local-option', { field, key: local }));
  if (type === 'winnable' || type === 'review' || type === 'daily') {
    // the review and the daily deal read their own subject, with their own typed errors
    const subject = type === 'review' ? fields.game : type === 'daily' ? fields.date : null;
    const local = type === 'review' ? reviewOptionsOf(options.value) : ok(options.value);
    if (!local.ok) return local;
    return { ok: true, value: { type, id, position: null, subject, options: local.value } };
  }
  const setup = setupOf(fields.setup);
  if (!setup.ok) return err(problem('bad-position', 'worker-position', {}, setup.error));
  let position: Result<Position, PositionError>;
  try {
    position = Position.fromSetup(setup.value as PositionSetup, fields.options as Partial<GameOptions>);
  } catch (thrown) {
    return err(problem('bad-position', 'worker-position-thrown', { given: echoInput(thrown) }));
  }
  if (!position.ok) return err(problem('bad-position', 'worker-position', {}, position.error));
  return { ok: true, value: { type, id, position: position.value, subject: null, options: options.value } };
}

/**
 * Creates the handler of a worker: give it every message the worker receives; it calls `post`
 * with each reply (progress reports, then one answer per request). It never throws, and answers
 * every request it can read (see the module comment).
 */
export function createWorkerHandler(post: (message: WorkerResponse) => void): (message: unknown) => void {
  const running = new Map<number, AbortController>();
  const hinter = new Hinter();
  /** Posts a reply; `null` once posted, or why `post` threw. */
  const send = (message: WorkerResponse): string | null => {
    try {
      post(message);
      return null;
    } catch (thrown) {
      return echoInput(thrown);
    }
  };
  /** Posts an answer, or an `error` reply in its place when the answer cannot be posted. */
  const answerWith = (message: WorkerResponse & { readonly id: number }): void => {
    const failed = send(message);
    if (failed !== null)
      send({ type: 'error', id: message.id, error: problem('reply-failed', 'worker-reply-failed', { given: failed }) });
  };
  const refuse = (id: number | null, error: WorkerError): void => {
    send({ type: 'error', id, error });
  };
  return (message: unknown) => {
    const rawId = ownValue(message, 'id');
    const id = typeof rawId === 'number' ? rawId : null;
    const fields = readOptionalFields(message ?? null);
    if (id === null || !fields.ok) {
      refuse(
        id,
        fields.ok
          ? problem('bad-options', 'worker-message-shape')
          : problem('bad-options', 'worker-message-unreadable', {}, fields.error),
      );
      return;
    }
    const type = fields.value.type;
    if (type === 'cancel') {
      running.get(id)?.abort();
      return;
    }
    if (!KINDS.includes(type)) {
      refuse(id, problem('bad-options', 'worker-unknown-type', { given: echoInput(type) }));
      return;
    }
    const kind = type as RequestKind;
    if (running.has(id)) {
      refuse(id, problem('id-in-flight', 'worker-id-in-flight', { id: String(id), kind }));
      return;
    }
    const request = readRequest(kind, id, fields.value);
    if (!request.ok) {
      answerWith({ type: REPLY_OF[kind], id, result: request } as WorkerResponse & { id: number });
      return;
    }
    const controller = new AbortController();
    running.set(id, controller);
    run(request.value, controller.signal, hinter, send).then(
      (answer) => {
        running.delete(id);
        answerWith(answer);
      },
      (thrown: unknown) => {
        running.delete(id);
        answerWith({
          type: REPLY_OF[kind],
          id,
          result: err(problem('bad-options', 'worker-request-failed', { given: echoInput(thrown) })),
        });
      },
    );
  };
}

/** Runs one request, posting its progress, and returns its answer. */
async function run(
  request: ReadRequest,
  signal: AbortSignal,
  hinter: Hinter,
  send: (message: WorkerResponse) => string | null,
): Promise<WorkerResponse & { readonly id: number }> {
  const { id, position, options: given } = request;
  // A progress report that cannot be posted throws, and stops the work as a throwing callback does.
  const report = (message: WorkerResponse): void => {
    const failed = send(message);
    if (failed !== null) throw new Error(failed);
  };
  // the options given, with the worker's own signal and progress reports
  const local = {
    ...given,
    signal,
    onProgress: (progress: unknown) => report({ type: PROGRESS_OF[request.type], id, progress } as WorkerResponse),
  };
  switch (request.type) {
    case 'solve':
      return { type: 'result', id, result: await solveAsync(position!, local) };
    case 'hint':
      return { type: 'hint', id, result: await hinter.hintAsync(position!, local) };
    case 'fair-hint':
      return { type: 'fair-hint', id, result: await fairHintAsync(position!, local) };
    case 'odds':
      return { type: 'odds', id, result: await winOddsAsync(position!, local) };
    case 'winnable':
      return { type: 'winnable', id, result: await randomWinnableCodeAsync(local) };
    case 'review':
      return { type: 'review', id, result: await reviewGameAsync(request.subject as never, local) };
    case 'daily':
      // milliseconds of work: no slices, no progress
      return { type: 'daily', id, result: dailyDeal(request.subject as string, given) };
  }
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
