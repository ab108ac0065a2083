/**
 * The client side of a solver worker: one API over a worker's message channel, for the browser
 * ({@link createSolverClient} with a Web Worker) and for Node (`spawnSolverWorker` in
 * `@russian-solitaire/solver/node`, built on the same client).
 *
 * The client numbers the requests, routes each progress report to its request's `onProgress`,
 * turns an abort signal into a cancel message, and answers every request with a typed result:
 * never an exception, never a promise that stays pending. Besides the searches, it draws winnable
 * deals (`randomWinnableCode`), so that a page offering "new winnable deal" carries no search
 * code of its own: only this client, which imports none. When the worker cannot load, crashes
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
import { parseCodeParts } from '@russian-solitaire/dealer';
import { type Problem, type Result, type RuleSet, echoInput, err, isRuleSetId, ok } from '@russian-solitaire/engine';
import {
  type OwnFields,
  ownValue,
  problemMaker,
  readFields,
  readList,
  readOptionalFields,
} from '@russian-solitaire/engine/internal';
import { isAborted } from './abort.js';
import type { DailyDeal } from './daily.js';
import { type DailyErrorCode, dailyProblem } from './daily-error.js';
import { type DailyDealOptions, parseDailyOptions } from './daily-rule.js';
import { isDate } from './day-number.js';
import { WORKER_ERRORS } from './errors-en.js';
import type { FairHint } from './fair-hint.js';
import { readHistory, rememberHint } from './fair-memory.js';
import { type FairOptions, parseFairOptions } from './fair-options.js';
import type { Hint } from './hint.js';
import type { WinOdds } from './odds.js';
import { type SolveErrorCode, type SolveOptions, optionProblem, parseSolveOptions } from './options.js';
import type { GameReview } from './review.js';
import { type ReviewOptions, parseReviewOptions } from './review-options.js';
import { type ReviewSource, type ReviewSourceErrorCode, reviewLengthProblem } from './review-source.js';
import type { SolveResult } from './run.js';
import { type PositionSource, notAPosition, positionOf } from './source.js';
import type { WinnableDeal } from './winnable.js';
import { type WinnableDealOptions, type WinnableErrorCode, parseWinnableOptions } from './winnable-options.js';
import {
  PROGRESS_OF,
  REPLY_OF,
  type RequestKind,
  type WorkerErrorCode,
  type WorkerRequest,
  type WorkerResponse,
} from './protocol.js';

/**
 * The ways a worker request can end without an answer from the worker's search:
 * `worker-failed` (the worker could not start, crashed, exited or sent something unreadable),
 * `terminated` (the client was terminated before the answer came), `aborted` (the request's
 * signal was aborted before the request was sent).
 */
export const CLIENT_ERROR_CODES = ['worker-failed', 'terminated', 'aborted'] as const;
/** A code from {@link CLIENT_ERROR_CODES}. */
export type ClientErrorCode = (typeof CLIENT_ERROR_CODES)[number];

/**
 * Every code a {@link SolverClient} search request can answer with: the solver's input codes, the
 * client's own, and the worker's (`reply-failed` when the worker could not post its answer).
 */
export type SolverClientErrorCode = SolveErrorCode | ClientErrorCode | WorkerErrorCode;

/** Every code {@link SolverClient.randomWinnableCode} can answer with: those of `randomWinnableCode`, the client's and the worker's. */
export type WinnableClientErrorCode = WinnableErrorCode | ClientErrorCode | WorkerErrorCode;

/** Every code {@link SolverClient.reviewGame} can answer with: those of `reviewGame`, the client's and the worker's. */
export type ReviewClientErrorCode = ReviewSourceErrorCode | SolveErrorCode | ClientErrorCode | WorkerErrorCode;

/** Every code {@link SolverClient.dailyDeal} can answer with: those of `dailyDeal`, the client's and the worker's. */
export type DailyClientErrorCode = DailyErrorCode | ClientErrorCode | WorkerErrorCode;

/** Why a worker request gave no answer: the solver's refusal, or the client's or the worker's own error. */
export type SolverClientError<Code extends string = SolverClientErrorCode> = Problem<Code>;

/**
 * The options of a client's {@link SolverClient.randomWinnableCode}: those of the main entry's
 * `randomWinnableCode` but `random`, since a function cannot be sent to a worker. The worker draws
 * from its own cryptographic source; `seeds` makes the draws reproducible.
 */
export type ClientWinnableOptions = Omit<WinnableDealOptions, 'random'>;

/** The life of a client: `running`, `failed` (the worker failed: see {@link SolverClient.failure}) or `terminated`. */
export const CLIENT_STATES = ['running', 'failed', 'terminated'] as const;
/** A state from {@link CLIENT_STATES}. */
export type SolverClientState = (typeof CLIENT_STATES)[number];

/**
 * What the client reads of a worker's events: a message's `data`, an error's `message`, and the
 * failure a host that wraps a worker (the Node helper) says in words of its own.
 */
interface SolverWorkerEvent {
  readonly data?: unknown;
  readonly message?: unknown;
  readonly problem?: unknown;
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
   * A winnable deal drawn in the worker: the answer of the main entry's `randomWinnableCode`, with
   * the same options but `random` (refused with `bad-options`: the worker draws from its own
   * cryptographic source, or tries the `seeds` given). `signal` stops the drawing (the answer is
   * then the error `aborted`), `onProgress` gets a report after each draw.
   */
  randomWinnableCode(
    options?: ClientWinnableOptions,
  ): Promise<Result<WinnableDeal, SolverClientError<WinnableClientErrorCode>>>;
  /**
   * Reviews a finished game in the worker: the answer of the main entry's `reviewGame`, with the
   * same options. The game is sent as plain data: a `Game` as its save, a save (object or text)
   * or `{ gameCode, moves }` as they are (a value that is not plain data is refused with `bad-game`
   * before anything is sent). `signal` stops the review (it answers with what it searched, as
   * `reviewGameAsync` does), `onProgress` gets its progress reports.
   */
  reviewGame(
    source: ReviewSource,
    options?: ReviewOptions,
  ): Promise<Result<GameReview, SolverClientError<ReviewClientErrorCode>>>;
  /** The daily deal of a date, found in the worker: the answer of the main entry's `dailyDeal`. */
  dailyDeal(
    date: string | Date,
    options?: DailyDealOptions,
  ): Promise<Result<DailyDeal, SolverClientError<DailyClientErrorCode>>>;
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
  readonly winnable: WinnableDeal;
  readonly review: GameReview;
  readonly daily: DailyDeal;
}

/** Any error a request can answer with. */
type AnyError = SolverClientError<string>;

/** The error type of each request kind. */
type ErrorOf<Kind extends RequestKind> = Kind extends 'winnable'
  ? SolverClientError<WinnableClientErrorCode>
  : Kind extends 'review'
    ? SolverClientError<ReviewClientErrorCode>
    : Kind extends 'daily'
      ? SolverClientError<DailyClientErrorCode>
      : SolverClientError;

interface Pending {
  readonly type: RequestKind;
  readonly onProgress: ((progress: never) => void) | null;
  readonly settle: (answer: Result<unknown, AnyError>) => void;
}

/**
 * Hooks for hosts that wrap the client (the Node helper keeps its thread from holding the process
 * open while idle). Not exported from the package.
 */
export interface ClientHooks {
  /**
   * Called with `true` when the client starts needing its worker (a request is pending, or the
   * worker is being stopped) and with `false` when it no longer does.
   */
  readonly onBusy?: (busy: boolean) => void;
}

/** Makes the errors of the client, the worker and the Node helper. */
export const workerProblem = /* @__PURE__ */ problemMaker(WORKER_ERRORS);

function failureOf(
  code: ClientErrorCode,
  key: keyof typeof WORKER_ERRORS,
  values?: Readonly<Record<string, string | number>>,
): Result<never, SolverClientError> {
  return err(workerProblem(code, key, values));
}

/**
 * The message of an error event or of a thrown value, shown by `echoInput`'s rule (a host's
 * words, quoted), or `null` when it has none.
 */
function describeFailure(event: unknown): string | null {
  let message: unknown;
  try {
    message = (event as { message?: unknown } | null)?.message;
  } catch {
    return null; // a hostile event
  }
  return typeof message === 'string' && message !== '' ? echoInput(message) : null;
}

/** The failure of a worker that an error event reports: the host's own, or in the event's words. */
function failureFrom(event: unknown): Problem<'worker-failed'> {
  const problem = ownValue(event, 'problem');
  if (ownValue(problem, 'code') === 'worker-failed' && typeof ownValue(problem, 'message') === 'string')
    return problem as Problem<'worker-failed'>;
  const given = describeFailure(event);
  return given === null
    ? workerProblem('worker-failed', 'client-worker-failed')
    : workerProblem('worker-failed', 'client-worker-failed-because', { given });
}

function startWorker(source: SolverWorkerSource): Result<SolverWorkerLike, Problem<'worker-failed'>> {
  try {
    if (typeof source === 'function') return { ok: true, value: source() };
    if (typeof source === 'string' || source instanceof URL) {
      const WorkerClass = (globalThis as { Worker?: new (url: string | URL, options?: object) => SolverWorkerLike })
        .Worker;
      if (typeof WorkerClass !== 'function') return err(workerProblem('worker-failed', 'client-no-worker-class'));
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
    return err(workerProblem('worker-failed', 'client-not-a-worker', { given: echoInput(source) }));
  } catch (e) {
    return err(workerProblem('worker-failed', 'client-start-failed', { given: describeFailure(e) ?? echoInput(e) }));
  }
}

/** Checks a request's options (a copy of their own fields) as the solver would, before anything is sent. */
function checkOptions(type: RequestKind, options: OwnFields): AnyError | null {
  if (type === 'winnable') {
    if (options.random !== undefined && options.random !== null) return workerProblem('bad-options', 'client-random');
    const parsed = parseWinnableOptions(options);
    return parsed.ok ? null : parsed.error;
  }
  if (type === 'review') {
    const parsed = parseReviewOptions(options);
    return parsed.ok ? null : parsed.error;
  }
  if (type === 'daily') {
    const parsed = parseDailyOptions(options);
    return parsed.ok ? null : parsed.error;
  }
  const parsed =
    type === 'solve' || type === 'hint'
      ? parseSolveOptions(options, type === 'hint' ? { budget: HINT_BUDGET } : {})
      : parseFairOptions(options);
  return parsed.ok ? null : parsed.error;
}

/** The hint's default budget (as `DEFAULT_HINT_BUDGET`; not imported, so the client carries no search code). */
const HINT_BUDGET = 200_000;

/**
 * A winnable deal as the worker sent it, with its `parts` made again on this side (the rule set
 * of a code is the dealer's own object, which a message carries only as a copy); `null` when the
 * deal is unreadable.
 */
function dealOf<Deal extends WinnableDeal | DailyDeal>(value: unknown): Deal | null {
  const deal = value as Partial<Deal> | null;
  if (typeof deal !== 'object' || deal === null || typeof deal.gameCode !== 'string' || !Array.isArray(deal.line))
    return null;
  const parts = parseCodeParts({ rule: deal.parts?.rule as never, seed: deal.parts?.seed as never });
  return parts.ok ? { ...(deal as Deal), parts: parts.value } : null;
}

/** The most nested levels of a game sent to a worker (a save, its options and lists; a move in a list). */
const GAME_DEPTH = 4;
/** The longest list of a game sent to a worker (a save's line holds at most a million moves). */
const GAME_LIST = 2_000_000;

/**
 * A copy of plain data (own data fields, lists, strings, numbers, booleans, `null`), or why not:
 * the error of a list or an object that cannot be read, `null` for something that is no data.
 */
function plainData(value: unknown, depth: number): Result<unknown, Problem | null> {
  if (value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    return ok(value);
  if (typeof value !== 'object' || depth === 0) return err(null);
  const list = Array.isArray(value);
  const read = list ? readList(value, GAME_LIST) : readFields(value);
  if (!read.ok) return err(read.error);
  const entries = list ? (read.value as unknown[]).entries() : Object.entries(read.value as OwnFields);
  const copy = (list ? [] : {}) as Record<string | number, unknown>;
  for (const [key, item] of entries) {
    const inner = plainData(item, depth - 1);
    if (!inner.ok) return inner;
    copy[key] = inner.value;
  }
  return ok(copy);
}

/**
 * A game to review, as plain data a message can carry: a `Game` as its save, a save or `{ gameCode, moves }` as given.
 * A game longer than a review takes is refused first, before anything of it is copied.
 */
function gameData(source: unknown): Result<unknown, AnyError> {
  const length = reviewLengthProblem(source);
  if (length !== null) return err(length);
  let data = source;
  if (typeof source === 'object' && source !== null) {
    try {
      const save = (source as { save?: unknown }).save;
      if (typeof save === 'function') data = (save as () => unknown).call(source);
    } catch {
      return err(workerProblem('bad-game', 'client-save-failed'));
    }
  }
  const copy = plainData(data, GAME_DEPTH);
  if (copy.ok) return copy;
  return err(
    copy.error === null
      ? workerProblem('bad-game', 'client-game-not-data')
      : workerProblem('bad-game', 'client-game-unreadable', {}, copy.error),
  );
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
  /** Stops of the worker under way. */
  let stopping = 0;
  /** Whether the host was last told that the worker is needed. */
  let needed = false;

  /** Tells the host whether the worker is needed now: while requests are pending or it is being stopped. */
  const refresh = (): void => {
    const now = pending.size > 0 || stopping > 0;
    if (now === needed) return;
    needed = now;
    try {
      hooks.onBusy?.(now);
    } catch {
      // a host hook never breaks a request
    }
  };

  const endAll = (answer: Result<never, SolverClientError>): void => {
    const entries = [...pending.values()];
    pending.clear();
    refresh();
    for (const entry of entries) entry.settle(answer);
  };

  /** Stops the worker; the host keeps it (and the process) alive until it has stopped. */
  const stopWorker = (target: SolverWorkerLike): Promise<void> => {
    stopping++;
    refresh();
    const done = (): void => {
      stopping--;
      refresh();
    };
    let stop: Promise<unknown>;
    try {
      stop = Promise.resolve(target.terminate());
    } catch {
      stop = Promise.resolve();
    }
    return stop.then(done, done);
  };

  const started = startWorker(worker);
  let port: SolverWorkerLike | null = started.ok ? started.value : null;

  const fail = (problem: Problem<'worker-failed'>): void => {
    if (state !== 'running') return;
    state = 'failed';
    failure = problem;
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
    if (reply.type === PROGRESS_OF[entry.type]) {
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
      const values = { request: entry.type, reply: echoInput(reply.type) };
      finish(reply.id, failureOf('worker-failed', 'client-wrong-reply', values));
      return;
    }
    const result = (reply as { result?: unknown }).result as Result<unknown, AnyError> | undefined;
    if (typeof result !== 'object' || result === null || typeof result.ok !== 'boolean') {
      finish(reply.id, failureOf('worker-failed', 'client-no-result'));
      return;
    }
    if ((entry.type === 'winnable' || entry.type === 'daily') && result.ok) {
      const deal = dealOf(result.value);
      finish(reply.id, deal ? { ok: true, value: deal } : failureOf('worker-failed', 'client-unreadable-deal'));
      return;
    }
    finish(reply.id, result);
  };

  const finish = (id: number, answer: Result<unknown, AnyError>): void => {
    const entry = pending.get(id);
    if (!entry) return;
    pending.delete(id);
    refresh();
    entry.settle(answer);
  };

  /** Posts a message: `null` once sent, or what the worker refused it with (as `echoInput` shows it). */
  const post = (message: WorkerRequest): string | null => {
    try {
      port?.postMessage(message);
      return null;
    } catch (e) {
      return describeFailure(e) ?? echoInput(e);
    }
  };

  if (!started.ok) {
    state = 'failed';
    failure = started.error;
  } else {
    try {
      started.value.addEventListener('message', onMessage);
      started.value.addEventListener('error', (event) => fail(failureFrom(event)));
      started.value.addEventListener('messageerror', () =>
        fail(workerProblem('worker-failed', 'client-message-error')),
      );
    } catch (e) {
      fail(workerProblem('worker-failed', 'client-no-listeners', { given: describeFailure(e) ?? echoInput(e) }));
    }
  }

  /**
   * Sends a request: checks the position (for searches) and the options (read once, as a copy of
   * their own fields), then posts the message and waits for its answer.
   */
  const ask = (type: RequestKind, source: unknown, options: unknown): Promise<Result<unknown, AnyError>> => {
    if (state === 'terminated') return Promise.resolve(failureOf('terminated', 'client-terminated'));
    if (state === 'failed') return Promise.resolve(err(failure!));
    const subject = subjectOf(type, source);
    if (!subject.ok) return Promise.resolve(subject);
    const read = readOptionalFields(options ?? undefined);
    if (!read.ok) return Promise.resolve(err(optionProblem('bad-options', 'solve-options-unreadable', {}, read.error)));
    const problem = checkOptions(type, read.value);
    if (problem) return Promise.resolve(err(problem));
    const { signal: given, onProgress, random: _random, ...rest } = read.value;
    const signal = (given ?? null) as AbortSignal | null;
    if (isAborted(signal)) return Promise.resolve(failureOf('aborted', 'client-aborted'));
    const id = nextId++;
    const message = messageOf(type, id, subject.value, rest);
    return new Promise((resolve) => {
      const onAbort = (): void => void post({ type: 'cancel', id });
      const settle = (answer: Result<unknown, AnyError>): void => {
        listen(signal, 'removeEventListener', onAbort);
        resolve(answer);
      };
      pending.set(id, { type, onProgress: (onProgress ?? null) as Pending['onProgress'], settle });
      refresh();
      listen(signal, 'addEventListener', onAbort);
      const refused = post(message);
      if (refused !== null) finish(id, failureOf('worker-failed', 'client-refused-message', { given: refused }));
    });
  };

  /** {@link ask}, typed by the kind of request. */
  const request = <Kind extends RequestKind>(
    type: Kind,
    source: unknown,
    options: unknown,
  ): Promise<Result<Answers[Kind], ErrorOf<Kind>>> =>
    ask(type, source, options) as Promise<Result<Answers[Kind], ErrorOf<Kind>>>;

  /**
   * A fair hint: for a game, the next move of the last hint's plan while the player follows it,
   * answered here without the worker; otherwise the worker's, asked with the game's path since its
   * last turned card (the positions not to bring back), and remembered (see `fair-memory.ts`).
   */
  const fairHintOf = async (
    source: PositionSource,
    options: FairOptions | undefined,
  ): Promise<Result<FairHint | null, SolverClientError>> => {
    const position = positionOf(source);
    const read = readOptionalFields(options ?? undefined);
    const parsed = read.ok ? parseFairOptions(read.value) : null;
    if (
      state !== 'running' ||
      position === null ||
      !read.ok ||
      !parsed?.ok ||
      position.isWon ||
      !position.hasLegalMove()
    )
      return request('fair-hint', source, options);
    const history = readHistory(source, position, parsed.value);
    if (!history.ok) return history;
    if (history.value.followed !== null) return ok(history.value.followed);
    const path = history.value.path;
    const asked = path === null || parsed.value.path !== null ? read.value : { ...read.value, path: path.keys };
    const answer = await request('fair-hint', source, asked);
    if (answer.ok) rememberHint(source, history.value, parsed.value.strategy, answer.value);
    return answer;
  };

  return {
    solve: (source, options) => request('solve', source, options),
    hint: (source, options) => request('hint', source, options),
    fairHint: (source, options) => fairHintOf(source, options),
    winOdds: (source, options) => request('odds', source, options),
    randomWinnableCode: (options) => request('winnable', null, options),
    reviewGame: (source, options) => request('review', source, options),
    dailyDeal: (date, options) => request('daily', date, options),
    terminate() {
      if (state === 'running') {
        state = 'terminated';
        const target = port;
        port = null;
        if (target) stopped = stopWorker(target);
        endAll(failureOf('terminated', 'client-terminated'));
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

/** What a request is about, as a message carries it: a position, a game, a date, or nothing. */
type Subject = ReturnType<typeof positionOf> | ReviewSubject | { readonly date: string | Date } | null;

/** A game to review as a message carries it, and the rule set of a `Game` sent as its save. */
interface ReviewSubject {
  readonly game: unknown;
  readonly ruleSet: RuleSet | null;
}

/**
 * The rule set of a `Game` that is no preset, or `null`: the worker reads the game from its save,
 * which names it, so the request's `ruleSets` carry it as the main entry's review reads it from
 * the game itself.
 */
function gameRuleSet(source: unknown): RuleSet | null {
  try {
    if (typeof (source as { save?: unknown }).save !== 'function') return null;
    const ruleSet = (source as { ruleSet?: RuleSet }).ruleSet;
    return typeof ruleSet === 'object' && ruleSet !== null && !isRuleSetId(ruleSet.id) ? ruleSet : null;
  } catch {
    return null;
  }
}

/** Reads what a request is about (see {@link Subject}), refusing what cannot be sent. */
function subjectOf(type: RequestKind, source: unknown): Result<Subject, AnyError> {
  if (type === 'winnable') return ok(null);
  if (type === 'review') {
    const game = gameData(source);
    return game.ok ? ok({ game: game.value, ruleSet: gameRuleSet(source) }) : game;
  }
  if (type === 'daily') {
    if (typeof source === 'string' || isDate(source)) return ok({ date: source });
    return err(dailyProblem('bad-date', 'date-not-date', { given: echoInput(source) }));
  }
  const position = positionOf(source);
  if (position) return ok(position);
  return err(notAPosition());
}

/** The message of a request. */
function messageOf(type: RequestKind, id: number, subject: Subject, options: Record<string, unknown>): WorkerRequest {
  switch (type) {
    case 'winnable':
      return { type, id, winnable: options };
    case 'review': {
      const { game, ruleSet } = subject as ReviewSubject;
      // the caller's ruleSets first: checked already, they may name the game's rule set themselves
      const given = (options.ruleSets ?? {}) as Readonly<Record<string, RuleSet>>;
      const review = ruleSet === null ? options : { ...options, ruleSets: { [ruleSet.id]: ruleSet, ...given } };
      return { type, id, game, review };
    }
    case 'daily':
      return { type, id, date: (subject as { date: string | Date }).date, daily: options };
    case 'solve':
    case 'hint':
    case 'fair-hint':
    case 'odds': {
      const position = subject as NonNullable<ReturnType<typeof positionOf>>;
      const base = { id, setup: position.toSetup(), options: { ...position.options } };
      return type === 'solve' || type === 'hint' ? { ...base, type, solve: options } : { ...base, type, fair: options };
    }
  }
}

/** Adds or removes the abort listener of a signal; a signal that throws is left alone. */
function listen(
  signal: AbortSignal | null,
  method: 'addEventListener' | 'removeEventListener',
  listener: () => void,
): void {
  if (signal === null) return;
  try {
    const f = (signal as unknown as Record<string, unknown>)[method];
    if (typeof f === 'function') f.call(signal, 'abort', listener, { once: true });
  } catch {
    // a signal-like object whose listener methods throw cannot cancel the request; the request
    // still settles, with the worker's answer
  }
}
