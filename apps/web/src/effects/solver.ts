/**
 * Everything the page asks of the solver, computed in a Web Worker (see `solver.worker.ts`) so
 * that no search ever runs on the page's thread. The page asks through the solver's client
 * (`createSolverClient`), which sends the current position as plain data with the house options
 * and a budget, and answers every request, also when the worker fails. The worker is started on
 * the first request. The requests:
 *
 * - a **fair hint** (`fair-hint` request, the default): the move with the best estimated chance to
 *   win, computed from what the player sees alone, with that chance;
 * - a **full-information hint** (`hint` request, when the player lets hints look at the face-down
 *   cards): one move and the solver's verdict on the position (its `SolveStatus`);
 * - the **verdict** on a position with no card face down (`solve` request): whether it can still
 *   be won, with the winning line that Finish plays;
 * - a **winnable deal** (`winnable` request): a code drawn uniformly among the deals the solver
 *   proves winnable, for New game and a first visit with the "winnable deals only" setting;
 * - a **game review** (`review` request): once a game is over, which move lost it, the mistakes and
 *   the luck, with progress reports while it runs (the review panel, `review-panel.ts`).
 * @module
 */
import { type RuleLetter, gameOfCode } from '@russian-solitaire/dealer';
import { type Game, type Problem, type Result, ok } from '@russian-solitaire/engine';
import type {
  GameReview,
  ReviewProgress,
  ReviewSource,
  SolveResult,
  SolverClient,
  SolverClientError,
  SolverWorkerLike,
} from '@russian-solitaire/solver';
import {
  type FairHintResult,
  type HintResult,
  type SolverFailure,
  type SolverFailureCode,
  failure,
  solverFailed,
} from './solver-answers.js';
import type * as solverClient from './solver-client.js';

export {
  type FairHintAnswer,
  type FairHintResult,
  type HintAnswer,
  type HintResult,
  SOLVER_FAILURE_CODES,
  type SolverFailure,
  type SolverFailureCode,
} from './solver-answers.js';

/** The solver's client and the readers of its answers, loaded on the first request (`solver-client.ts`). */
type ClientModule = typeof solverClient;

/** A daily deal found by the solver: the game, and the date, day number and code it was dealt for. */
export interface DailyAnswer {
  readonly game: Game;
  readonly date: string;
  readonly day: number;
  readonly code: string;
}

/** What the page asks of the solver. */
export interface SolverService {
  /**
   * A full-information hint for the game's current position: `null` when no legal move is left
   * (or the game is won), a failure when none could be computed.
   */
  hint(game: Game): Promise<HintResult>;
  /**
   * A fair hint for the game's current position (it never looks at the face-down cards): `null`
   * when no legal move is left (or the game is won), a failure when none could be computed.
   */
  fairHint(game: Game): Promise<FairHintResult>;
  /** The solver's verdict on the game's current position, within {@link VERDICT_BUDGET} nodes. */
  verdict(game: Game): Promise<Result<SolveResult, SolverFailure>>;
  /** A new game of a deal the solver proves winnable (within {@link WINNABLE_DRAW_BUDGET} nodes per draw). */
  winnableGame(rule: RuleLetter): Promise<Result<Game, SolverFailure>>;
  /** The daily deal of a date (`YYYY-MM-DD`), dealt under a rule: the solver's `dailyDeal`, with its date, day number and code. */
  dailyGame(date: string, rule: RuleLetter): Promise<Result<DailyAnswer, SolverFailure>>;
  /**
   * The review of a finished game (a save, or `{ code, moves }`), at the solver's default settings,
   * with its progress reports; `signal` stops it (the promise then answers `cancelled`). It has no
   * time limit: a worker that sends no report for a while is dropped as hung.
   */
  review(
    game: ReviewSource,
    options?: { readonly onProgress?: (progress: ReviewProgress) => void; readonly signal?: AbortSignal },
  ): Promise<Result<GameReview, SolverFailure>>;
  /** Abandons the hints being computed (their promises answer `cancelled`); verdicts go on. */
  cancelHints(): void;
  /** Stops the worker: every request waiting answers `stopped`. */
  dispose(): void;
}

/** The node budget of one hint. */
export const HINT_BUDGET = 400_000;
/** A time limit on top of the budget, so that a slow phone still answers quickly. */
export const HINT_TIME_LIMIT_MS = 4_000;
/** The node budget of one fair hint, over all its searches (the time limit usually ends it first). */
export const FAIR_HINT_BUDGET = 2_000_000;
/**
 * The node budget of the verdict on a position with no card face down: such positions are small,
 * and the solver proves them won or lost well within it.
 */
export const VERDICT_BUDGET = 100_000;
/**
 * The node budget of each draw's search when dealing a winnable game: a classic deal needs about
 * fifteen draws, so a winnable deal comes in well under a second even on a slow phone.
 */
export const WINNABLE_DRAW_BUDGET = 100_000;
/** How long the page waits for the worker before it gives up on it and starts a new one. */
const WORKER_TIMEOUT_MS = 15_000;

/** The part of a Worker the client uses (so that tests can pass a stand-in). */
export type WorkerLike = SolverWorkerLike;

/** A request being computed: how to abandon it. */
interface Pending {
  /** Whether it is a hint (hints are cancelled when the game changes; verdicts are not). */
  readonly hint: boolean;
  /** Stops its search in the worker. */
  readonly controller: AbortController;
  /** Answers it now (later answers of the worker are ignored). */
  readonly settle: (answer: Result<never, SolverFailure>) => void;
}

/**
 * The solver in a dedicated worker (made by `makeWorker`), through the solver's client
 * (`createSolverClient`): a worker that fails or hangs is dropped, and the next request starts a
 * new one.
 */
export class WorkerSolver implements SolverService {
  private client: SolverClient | null = null;
  private loading: Promise<Result<ClientModule, SolverFailure>> | null = null;
  private readonly pending = new Set<Pending>();

  /**
   * @param makeWorker - Starts a worker running the solver's handler (`solver.worker.ts`).
   * @param budget - The node budget of one hint.
   * @param timeLimitMs - The time limit of one hint (of either kind), in milliseconds.
   * @param fairBudget - The node budget of one fair hint.
   */
  constructor(
    private readonly makeWorker: () => WorkerLike,
    private readonly budget = HINT_BUDGET,
    private readonly timeLimitMs = HINT_TIME_LIMIT_MS,
    private readonly fairBudget = FAIR_HINT_BUDGET,
  ) {}

  /** {@inheritDoc SolverService.hint} */
  hint(game: Game): Promise<HintResult> {
    return this.request(
      true,
      (client, signal) => client.hint(game, { budget: this.budget, timeLimitMs: this.timeLimitMs, signal }),
      (answer, module) => module.readHint(answer),
    );
  }

  /** {@inheritDoc SolverService.fairHint} */
  fairHint(game: Game): Promise<FairHintResult> {
    return this.request(
      true,
      (client, signal) => client.fairHint(game, { budget: this.fairBudget, timeLimitMs: this.timeLimitMs, signal }),
      (answer, module) => module.readFairHint(answer),
    );
  }

  /** {@inheritDoc SolverService.verdict} */
  verdict(game: Game): Promise<Result<SolveResult, SolverFailure>> {
    return this.request(
      false,
      (client, signal) => client.solve(game, { budget: VERDICT_BUDGET, signal }),
      (answer) => (answer.ok ? answer : solverFailed(answer.error)),
    );
  }

  /** {@inheritDoc SolverService.winnableGame} */
  winnableGame(rule: RuleLetter): Promise<Result<Game, SolverFailure>> {
    return this.request(
      false,
      (client, signal) => client.randomWinnableCode({ rule, budget: WINNABLE_DRAW_BUDGET, signal }),
      (answer) => {
        if (!answer.ok) return solverFailed(answer.error);
        const game = gameOfCode(answer.value.gameCode);
        return game.ok
          ? game
          : failure('bad-reply', `the solver worker drew a code that deals no game: ${game.error.message}`);
      },
    );
  }

  /** {@inheritDoc SolverService.dailyGame} */
  dailyGame(date: string, rule: RuleLetter): Promise<Result<DailyAnswer, SolverFailure>> {
    return this.request(
      false,
      (client) => client.dailyDeal(date, { rule }),
      (answer) => {
        if (!answer.ok) return solverFailed(answer.error);
        const { gameCode: code, day } = answer.value;
        const game = gameOfCode(code);
        return game.ok
          ? ok({ game: game.value, date: answer.value.date, day, code })
          : failure('bad-reply', `the solver worker sent a daily deal that deals no game: ${game.error.message}`);
      },
    );
  }

  /** {@inheritDoc SolverService.review} */
  review(
    game: ReviewSource,
    options: { readonly onProgress?: (progress: ReviewProgress) => void; readonly signal?: AbortSignal } = {},
  ): Promise<Result<GameReview, SolverFailure>> {
    const { signal, onProgress } = options;
    return this.request(
      false,
      (client, _signal, alive) =>
        client.reviewGame(game, {
          signal: signal ?? null,
          onProgress: (progress) => {
            alive();
            onProgress?.(progress);
          },
        }),
      (answer) =>
        signal?.aborted === true
          ? failure('cancelled', 'the review was cancelled')
          : answer.ok
            ? answer
            : solverFailed(answer.error),
    );
  }

  /**
   * Sends one request through the client and reads its answer; a request that outlives
   * {@link WORKER_TIMEOUT_MS} drops the worker (`alive`, which a request with progress reports
   * calls on each, starts the wait again). The first request loads the client
   * (`solver-client.ts`); a request answered while it loads (cancelled, stopped, timed out) is
   * never sent.
   */
  private request<A, T, E extends Problem = SolverClientError>(
    hint: boolean,
    send: (client: SolverClient, signal: AbortSignal, alive: () => void) => Promise<Result<A, E>>,
    read: (answer: Result<A, E>, module: ClientModule) => Result<T, SolverFailure>,
  ): Promise<Result<T, SolverFailure>> {
    return new Promise((resolve) => {
      const controller = new AbortController();
      const expire = (): void => this.failAll('timeout', 'the solver worker did not answer in time');
      let timer = setTimeout(expire, WORKER_TIMEOUT_MS);
      const alive = (): void => {
        clearTimeout(timer);
        timer = setTimeout(expire, WORKER_TIMEOUT_MS);
      };
      const entry: Pending = { hint, controller, settle: (answer) => finish(answer) };
      const finish = (answer: Result<T, SolverFailure>): void => {
        if (!this.pending.delete(entry)) return;
        clearTimeout(timer);
        resolve(answer);
      };
      this.pending.add(entry);
      void this.loadClient().then((module) => {
        if (!this.pending.has(entry)) return;
        if (!module.ok) return finish(module);
        const client = this.ensureClient(module.value);
        if (!client.ok) return finish(client);
        void send(client.value, controller.signal, alive).then((answer) => {
          // a worker that failed is dropped: the next request starts a new one
          if (this.client === client.value && client.value.state !== 'running') this.client = null;
          finish(read(answer, module.value));
        });
      });
    });
  }

  /** {@inheritDoc SolverService.cancelHints} */
  cancelHints(): void {
    for (const entry of [...this.pending]) {
      if (!entry.hint) continue;
      entry.controller.abort();
      entry.settle(failure('cancelled', 'the hint was cancelled'));
    }
  }

  /** {@inheritDoc SolverService.dispose} */
  dispose(): void {
    this.failAll('stopped', 'the solver was stopped');
  }

  /** The client's module, loaded once (a load that failed is tried again on the next request). */
  private loadClient(): Promise<Result<ClientModule, SolverFailure>> {
    this.loading ??= import('./solver-client.js').then(ok, (error: unknown) => {
      this.loading = null;
      return failure('no-worker', `the solver client did not load: ${String(error)}`);
    });
    return this.loading;
  }

  private ensureClient(module: ClientModule): Result<SolverClient, SolverFailure> {
    if (this.client?.state === 'running') return ok(this.client);
    const client = module.createSolverClient(this.makeWorker);
    if (client.state !== 'running')
      return failure(
        'no-worker',
        `no solver worker: ${client.failure?.message ?? 'it did not start'}`,
        client.failure ?? undefined,
      );
    this.client = client;
    return ok(client);
  }

  /** Answers every waiting request with an error and drops the worker (a new one starts on the next request). */
  private failAll(code: SolverFailureCode, detail: string): void {
    const client = this.client;
    this.client = null;
    for (const entry of [...this.pending]) entry.settle(failure(code, detail));
    void client?.terminate();
  }
}
