/**
 * Hints from the solver, computed in a Web Worker (see `hint.worker.ts`) so that the page never
 * freezes. The page sends the current position as plain data with the house options and a budget,
 * using the solver's message protocol (`@russian-solitaire/solver/worker`). Two kinds:
 *
 * - a **fair hint** (`fair-hint` request, the default): the move with the best estimated chance to
 *   win, computed from what the player sees alone, with that chance;
 * - a **full-information hint** (`hint` request, when the player lets hints look at the face-down
 *   cards): one move and the solver's verdict on the position (its `SolveStatus`).
 * @module
 */
import { type Game, type Move, type Result, err, isMove, ok } from '@russian-solitaire/engine';
import { SOLVE_STATUSES, type SolveStatus } from '@russian-solitaire/solver';
import type { FairRequest, HintRequest, WorkerRequest, WorkerResponse } from '@russian-solitaire/solver/worker';

/**
 * A hint: the move to play and the solver's verdict on the position (`solved`: the move starts a
 * winning line the solver found; `unknown`: the search ran out of budget, the move is the most
 * promising it saw; `unsolvable`: the search proved no win is left).
 */
export interface HintAnswer {
  /** The move to play. */
  readonly move: Move;
  /** The solver's verdict, as the solver names it. */
  readonly status: SolveStatus;
}

/** What asking for a hint gives: an answer, `null` when no legal move is left, or an error text. */
export type HintResult = Result<HintAnswer | null, string>;

/**
 * A fair hint: the move with the best estimated share of the arrangements of the face-down cards
 * under which the game can still be won after it, with that share and its 95 % interval (0 to 1).
 */
export interface FairHintAnswer {
  /** The move to play. */
  readonly move: Move;
  /** The estimated share (0 to 1). */
  readonly estimate: number;
  /** The lower end of its 95 % interval. */
  readonly low: number;
  /** The upper end of its 95 % interval. */
  readonly high: number;
  /** Whether every arrangement was searched (the share is then exact, not sampled). */
  readonly exhaustive: boolean;
}

/** What asking for a fair hint gives: an answer, `null` when no legal move is left, or an error text. */
export type FairHintResult = Result<FairHintAnswer | null, string>;

/** Asks for hints. */
export interface Hinter {
  /**
   * A hint for the game's current position: `null` when no legal move is left (or the game is won),
   * an error text when none could be computed.
   */
  ask(game: Game): Promise<HintResult>;
  /**
   * A fair hint for the game's current position (it never looks at the face-down cards): `null`
   * when no legal move is left (or the game is won), an error text when none could be computed.
   */
  askFair(game: Game): Promise<FairHintResult>;
  /** Abandons the hints being computed (their promises answer with an error). */
  cancel(): void;
  /** Stops the worker. */
  dispose(): void;
}

/** The node budget of one hint. */
export const HINT_BUDGET = 400_000;
/** A time limit on top of the budget, so that a slow phone still answers quickly. */
export const HINT_TIME_LIMIT_MS = 4_000;
/** The node budget of one fair hint, over all its searches (the time limit usually ends it first). */
export const FAIR_HINT_BUDGET = 2_000_000;
/** How long the page waits for the worker before it gives up on it and starts a new one. */
const WORKER_TIMEOUT_MS = 15_000;

/** The part of a Worker the client uses (so that tests can pass a stand-in). */
export type WorkerLike = Pick<Worker, 'postMessage' | 'terminate' | 'addEventListener'>;

interface Pending {
  /** Settles the request with the worker's reply, or with an error text. */
  readonly settle: (reply: Result<WorkerResponse, string>) => void;
  readonly timer: ReturnType<typeof setTimeout>;
}

/** Whether a value is one of the solver's verdicts ({@link SOLVE_STATUSES}). */
function isSolveStatus(value: unknown): value is SolveStatus {
  return SOLVE_STATUSES.some((status) => status === value);
}

/** Reads the worker's hint reply into an answer (`null`: no legal move is left). */
export function readHintReply(reply: Extract<WorkerResponse, { type: 'hint' }>): HintResult {
  if (!reply.result.ok) return err(reply.result.error.message);
  const hint = reply.result.value;
  if (hint === null) return ok(null);
  if (!isMove(hint.move)) return err('the hint worker sent something that is not a move');
  if (!isSolveStatus(hint.status)) return err('the hint worker sent a verdict that is not a solver status');
  return ok({ move: { card: hint.move.card, to: hint.move.to }, status: hint.status });
}

/** A percentage for the interface: a share (0 to 1) rounded to a whole percent. */
export function percentOf(share: number): number {
  return Math.round(Math.min(1, Math.max(0, share)) * 100);
}

/** Whether a value is a share: a finite number from 0 to 1. */
function isShare(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 1;
}

/** Reads the worker's fair-hint reply into an answer (`null`: no legal move is left). */
export function readFairHintReply(reply: Extract<WorkerResponse, { type: 'fair-hint' }>): FairHintResult {
  if (!reply.result.ok) return err(reply.result.error.message);
  const hint = reply.result.value;
  if (hint === null) return ok(null);
  if (!isMove(hint.move)) return err('the hint worker sent something that is not a move');
  const { estimate, low, high } = hint.winShare;
  if (!isShare(estimate) || !isShare(low) || !isShare(high) || low > estimate || estimate > high)
    return err('the hint worker sent a chance that is not a share');
  return ok({
    move: { card: hint.move.card, to: hint.move.to },
    estimate,
    low,
    high,
    exhaustive: hint.exhaustive === true,
  });
}

/** Hints from a dedicated worker (made by `makeWorker`, restarted if it fails or hangs). */
export class WorkerHinter implements Hinter {
  private worker: WorkerLike | null = null;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();

  /**
   * @param makeWorker - Starts a worker running the solver's handler (`hint.worker.ts`).
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

  /** {@inheritDoc Hinter.ask} */
  ask(game: Game): Promise<HintResult> {
    const position = game.position;
    return this.request<HintAnswer | null>(
      (id) => ({
        type: 'hint',
        id,
        setup: position.toSetup(),
        options: { ...position.options },
        solve: { budget: this.budget, timeLimitMs: this.timeLimitMs },
      }),
      (reply) => (reply.type === 'hint' ? readHintReply(reply) : null),
    );
  }

  /** {@inheritDoc Hinter.askFair} */
  askFair(game: Game): Promise<FairHintResult> {
    const position = game.position;
    return this.request<FairHintAnswer | null>(
      (id) => ({
        type: 'fair-hint',
        id,
        setup: position.toSetup(),
        options: { ...position.options },
        fair: { budget: this.fairBudget, timeLimitMs: this.timeLimitMs },
      }),
      (reply) => (reply.type === 'fair-hint' ? readFairHintReply(reply) : null),
    );
  }

  /**
   * Sends one request and waits for its answer: `read` turns the worker's reply into the answer,
   * or `null` for a reply that does not answer it (a progress report).
   */
  private request<T>(
    make: (id: number) => HintRequest | FairRequest,
    read: (reply: WorkerResponse) => Result<T, string> | null,
  ): Promise<Result<T, string>> {
    const worker = this.ensureWorker();
    if (!worker.ok) return Promise.resolve(worker);
    const id = this.nextId++;
    const request = make(id);
    return new Promise((resolve) => {
      const timer = setTimeout(() => this.failAll('the hint worker did not answer in time'), WORKER_TIMEOUT_MS);
      const settle = (reply: Result<WorkerResponse, string>): void => {
        if (!reply.ok) return finish(reply);
        if (reply.value.type === 'error') return finish(err(reply.value.error.message));
        const answer = read(reply.value);
        if (answer !== null) finish(answer);
      };
      const finish = (answer: Result<T, string>): void => {
        this.pending.delete(id);
        clearTimeout(timer);
        resolve(answer);
      };
      this.pending.set(id, { settle, timer });
      worker.value.postMessage(request satisfies WorkerRequest);
    });
  }

  /** {@inheritDoc Hinter.cancel} */
  cancel(): void {
    for (const [id, { settle }] of [...this.pending]) {
      this.worker?.postMessage({ type: 'cancel', id } satisfies WorkerRequest);
      settle(err('cancelled'));
    }
    this.pending.clear();
  }

  /** {@inheritDoc Hinter.dispose} */
  dispose(): void {
    this.failAll('stopped');
  }

  private ensureWorker(): Result<WorkerLike, string> {
    if (this.worker) return ok(this.worker);
    try {
      const worker = this.makeWorker();
      worker.addEventListener('message', (e: MessageEvent<WorkerResponse>) => this.onReply(e.data));
      worker.addEventListener('error', (e: ErrorEvent) => this.failAll(e.message || 'the hint worker failed'));
      this.worker = worker;
      return ok(worker);
    } catch (e) {
      return err(`no hint worker: ${(e as Error).message}`);
    }
  }

  private onReply(reply: WorkerResponse): void {
    if (reply.type === 'error' && reply.id === null) {
      this.failAll(reply.error.message);
      return;
    }
    this.pending.get(reply.id ?? -1)?.settle(ok(reply));
  }

  /** Answers every waiting request with an error and drops the worker (a new one starts on the next ask). */
  private failAll(reason: string): void {
    this.worker?.terminate();
    this.worker = null;
    for (const { settle } of [...this.pending.values()]) settle(err(reason));
    this.pending.clear();
  }
}
