/**
 * Hints from the solver, computed in a Web Worker (see `hint.worker.ts`) so that the page never
 * freezes. The page sends the current position as plain data with the house options and a budget;
 * the worker answers with one move and the solver's verdict on the position (its `SolveStatus`),
 * using the solver's message protocol (`@russian-solitaire/solver/worker`).
 * @module
 */
import { type Game, type Move, type Result, err, isMove, ok } from '@russian-solitaire/engine';
import { SOLVE_STATUSES, type SolveStatus } from '@russian-solitaire/solver';
import type { HintRequest, WorkerRequest, WorkerResponse } from '@russian-solitaire/solver/worker';

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

/** Asks for hints. */
export interface Hinter {
  /**
   * A hint for the game's current position: `null` when no legal move is left (or the game is won),
   * an error text when none could be computed.
   */
  ask(game: Game): Promise<HintResult>;
  /** Abandons the hints being computed (their promises answer with an error). */
  cancel(): void;
  /** Stops the worker. */
  dispose(): void;
}

/** The node budget of one hint. */
export const HINT_BUDGET = 400_000;
/** A time limit on top of the budget, so that a slow phone still answers quickly. */
export const HINT_TIME_LIMIT_MS = 4_000;
/** How long the page waits for the worker before it gives up on it and starts a new one. */
const WORKER_TIMEOUT_MS = 15_000;

/** The part of a Worker the client uses (so that tests can pass a stand-in). */
export type WorkerLike = Pick<Worker, 'postMessage' | 'terminate' | 'addEventListener'>;

interface Pending {
  readonly resolve: (r: HintResult) => void;
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

/** Hints from a dedicated worker (made by `makeWorker`, restarted if it fails or hangs). */
export class WorkerHinter implements Hinter {
  private worker: WorkerLike | null = null;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();

  /**
   * @param makeWorker - Starts a worker running the solver's handler (`hint.worker.ts`).
   * @param budget - The node budget of one hint.
   * @param timeLimitMs - The time limit of one hint, in milliseconds.
   */
  constructor(
    private readonly makeWorker: () => WorkerLike,
    private readonly budget = HINT_BUDGET,
    private readonly timeLimitMs = HINT_TIME_LIMIT_MS,
  ) {}

  /** {@inheritDoc Hinter.ask} */
  ask(game: Game): Promise<HintResult> {
    const worker = this.ensureWorker();
    if (!worker.ok) return Promise.resolve(worker);
    const id = this.nextId++;
    const position = game.position;
    const request: HintRequest = {
      type: 'hint',
      id,
      setup: position.toSetup(),
      options: { ...position.options },
      solve: { budget: this.budget, timeLimitMs: this.timeLimitMs },
    };
    return new Promise((resolve) => {
      const timer = setTimeout(() => this.failAll('the hint worker did not answer in time'), WORKER_TIMEOUT_MS);
      this.pending.set(id, { resolve, timer });
      worker.value.postMessage(request satisfies WorkerRequest);
    });
  }

  /** {@inheritDoc Hinter.cancel} */
  cancel(): void {
    for (const [id, { resolve, timer }] of this.pending) {
      clearTimeout(timer);
      this.worker?.postMessage({ type: 'cancel', id } satisfies WorkerRequest);
      resolve(err('cancelled'));
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
    if (reply.type === 'progress') return;
    if (reply.type === 'error') {
      if (reply.id === null) this.failAll(reply.error.message);
      else this.settle(reply.id, err(reply.error.message));
      return;
    }
    if (reply.type === 'hint') this.settle(reply.id, readHintReply(reply));
  }

  private settle(id: number, result: HintResult): void {
    const entry = this.pending.get(id);
    if (!entry) return;
    this.pending.delete(id);
    clearTimeout(entry.timer);
    entry.resolve(result);
  }

  /** Answers every waiting request with an error and drops the worker (a new one starts on the next ask). */
  private failAll(reason: string): void {
    this.worker?.terminate();
    this.worker = null;
    for (const { resolve, timer } of this.pending.values()) {
      clearTimeout(timer);
      resolve(err(reason));
    }
    this.pending.clear();
  }
}
