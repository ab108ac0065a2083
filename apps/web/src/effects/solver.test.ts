import { gameOfCode } from '@russian-solitaire/dealer';
import { Position, err, ok } from '@russian-solitaire/engine';
import { type FairHint, type Hint, SOLVE_STATUSES, solve } from '@russian-solitaire/solver';
import { type WorkerRequest, type WorkerResponse, createWorkerHandler } from '@russian-solitaire/solver/worker';
import { describe, expect, it, vi } from 'vitest';
import { readFairHintReply } from './solver-client.js';
import { HINT_TIME_LIMIT_MS, VERDICT_BUDGET, WINNABLE_DRAW_BUDGET, WorkerSolver } from './solver.js';

/** An error as the solver's worker sends it: a code, its English message, and what the message is written from. */
const workerError = <C extends string>(code: C, message: string) => ({ code, message, key: code, values: {} });

/** A stand-in for a Worker: hands each request to `respond`, which may answer, fail or stay silent. */
class FakeWorker extends EventTarget {
  terminated = false;
  requests: WorkerRequest[] = [];
  constructor(private readonly respond: (req: WorkerRequest, worker: FakeWorker) => void) {
    super();
  }
  postMessage(req: WorkerRequest): void {
    this.requests.push(req);
    queueMicrotask(() => this.respond(req, this));
  }
  reply(data: WorkerResponse): void {
    this.dispatchEvent(Object.assign(new Event('message'), { data }));
  }
  fail(message: string): void {
    this.dispatchEvent(Object.assign(new Event('error'), { message }));
  }
  terminate(): void {
    this.terminated = true;
  }
}

/** A stand-in worker that runs the solver's own handler on each request (structured clones both ways). */
function handlerWorker(): FakeWorker {
  const worker = new FakeWorker(() => {});
  const handle = createWorkerHandler((m) => worker.reply(structuredClone(m)));
  worker.postMessage = (req: WorkerRequest) => {
    worker.requests.push(req);
    handle(structuredClone(req));
  };
  return worker;
}

function game(code = 'RU1-C-AAAAABC') {
  const g = gameOfCode(code);
  if (!g.ok) throw new Error(g.error.message);
  return g.value;
}

describe('the solver client: hints', () => {
  it("sends the position, its options and a budget, and reads the hint back with the solver's verdict", async () => {
    const g = game();
    const legal = g.legalMoves()[0]!;
    for (const status of SOLVE_STATUSES) {
      const hint: Hint = { move: legal, status, line: status === 'solved' ? [legal] : null, nodes: 1 };
      const worker = new FakeWorker((req, w) => {
        if (req.type !== 'hint') return;
        w.reply({ type: 'progress', id: req.id, progress: { nodes: 1, budget: 2, elapsedMs: 0, tableEntries: 0 } });
        w.reply({ type: 'hint', id: req.id, result: ok(hint) });
      });
      const answer = await new WorkerSolver(() => worker).hint(g);
      expect(answer).toEqual({ ok: true, value: { move: legal, status } });
      const req = worker.requests[0]!;
      if (req.type !== 'hint') throw new Error('expected a hint request');
      const position = Position.fromSetup(req.setup, req.options);
      expect(position.ok && position.value.equals(g.position)).toBe(true);
      expect(req.solve?.budget).toBeGreaterThan(0);
    }
  });

  it('answers null when the solver has no move to give', async () => {
    const worker = new FakeWorker((req, w) => {
      if (req.type === 'hint') w.reply({ type: 'hint', id: req.id, result: ok(null) });
    });
    expect(await new WorkerSolver(() => worker).hint(game())).toEqual({ ok: true, value: null });
  });

  it('reports worker errors and bad answers, and starts a new worker after a crash', async () => {
    const g = game();
    const workers: FakeWorker[] = [];
    let mode: 'crash' | 'garbage' | 'bad-status' | 'refused' = 'crash';
    const hinter = new WorkerSolver(() => {
      const w = new FakeWorker((req, self) => {
        if (req.type !== 'hint') return;
        if (mode === 'crash') self.fail('boom');
        else if (mode === 'garbage')
          self.reply({
            type: 'hint',
            id: req.id,
            result: ok({ move: { card: 99, to: 9 }, line: null, status: 'unknown', nodes: 0 }),
          } as unknown as WorkerResponse);
        else if (mode === 'bad-status')
          self.reply({
            type: 'hint',
            id: req.id,
            result: ok({ move: g.legalMoves()[0]!, line: null, status: 'not-known', nodes: 0 }),
          } as unknown as WorkerResponse);
        else self.reply({ type: 'hint', id: req.id, result: err(workerError('bad-position', 'no such position')) });
      });
      workers.push(w);
      return w;
    });
    const crashed = await hinter.hint(g);
    if (crashed.ok) throw new Error('a crashed worker gives no hint');
    expect(crashed.error).toMatchObject({ code: 'solver-error', detail: 'The worker failed: "boom".' });
    expect(crashed.error.error).toMatchObject({ code: 'worker-failed', message: 'The worker failed: "boom".' });
    expect(workers[0]!.terminated).toBe(true);
    mode = 'garbage';
    expect(await hinter.hint(g)).toEqual({
      ok: false,
      error: { code: 'bad-reply', detail: 'the hint worker sent something that is not a move' },
    });
    expect(workers.length).toBe(2);
    mode = 'bad-status';
    expect(await hinter.hint(g)).toEqual({
      ok: false,
      error: { code: 'bad-reply', detail: 'the hint worker sent a verdict that is not a solver status' },
    });
    mode = 'refused';
    expect(await hinter.hint(g)).toEqual({
      ok: false,
      error: {
        code: 'solver-error',
        detail: 'no such position',
        error: workerError('bad-position', 'no such position'),
      },
    });
  });

  it('cancels a running hint in the worker and answers it with an error', async () => {
    const silent = new FakeWorker(() => {});
    const hinter = new WorkerSolver(() => silent);
    const pending = hinter.hint(game());
    await vi.waitFor(() => expect(silent.requests.map((r) => r.type)).toEqual(['hint']));
    hinter.cancelHints();
    expect(await pending).toEqual({ ok: false, error: { code: 'cancelled', detail: 'the hint was cancelled' } });
    await Promise.resolve();
    expect(silent.requests.map((r) => r.type)).toEqual(['hint', 'cancel']);
    expect(silent.terminated).toBe(false);
  });

  it('answers pending hints when stopped or when the worker hangs, and starts a new worker next time', async () => {
    vi.useFakeTimers();
    try {
      const made: FakeWorker[] = [];
      const hinter = new WorkerSolver(() => {
        const w = new FakeWorker(() => {});
        made.push(w);
        return w;
      });
      const hung = hinter.hint(game());
      await vi.advanceTimersByTimeAsync(60_000);
      expect(await hung).toEqual({
        ok: false,
        error: { code: 'timeout', detail: 'the solver worker did not answer in time' },
      });
      expect(made[0]!.terminated).toBe(true);
      const stopped = [hinter.hint(game()), hinter.fairHint(game())];
      await vi.waitFor(() => expect(made[1]?.requests.map((r) => r.type)).toEqual(['hint', 'fair-hint']));
      hinter.dispose();
      const stoppedFailure = err({ code: 'stopped', detail: 'the solver was stopped' });
      expect(await Promise.all(stopped)).toEqual([stoppedFailure, stoppedFailure]);
      expect(made.map((w) => w.terminated)).toEqual([true, true]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('never sends a request answered before the solver client has loaded, nor starts a worker for it', async () => {
    const made: FakeWorker[] = [];
    const hinter = new WorkerSolver(() => {
      const worker = new FakeWorker((req, w) => {
        if (req.type === 'solve')
          w.reply({ type: 'result', id: req.id, result: err(workerError('bad-options', 'no')) });
      });
      made.push(worker);
      return worker;
    });
    const cancelled = hinter.hint(game());
    hinter.cancelHints();
    const stopped = hinter.fairHint(game());
    hinter.dispose();
    expect(await cancelled).toEqual(err({ code: 'cancelled', detail: 'the hint was cancelled' }));
    expect(await stopped).toEqual(err({ code: 'stopped', detail: 'the solver was stopped' }));
    // A later request waits for the same load, after the two above: only it reaches a worker.
    expect(await hinter.verdict(game())).toEqual(
      err({ code: 'solver-error', detail: 'no', error: workerError('bad-options', 'no') }),
    );
    expect(made.map((w) => w.requests.map((r) => r.type))).toEqual([['solve']]);
  });

  it('says so when no worker can be made', async () => {
    const hinter = new WorkerSolver(() => {
      throw new Error('workers are off');
    });
    const none = await hinter.hint(game());
    if (none.ok) throw new Error('no worker gives no hint');
    expect(none.error).toMatchObject({
      code: 'no-worker',
      detail: 'no solver worker: The worker could not be started: "workers are off".',
    });
    expect(none.error.error).toMatchObject({
      code: 'worker-failed',
      key: 'client-start-failed',
      message: 'The worker could not be started: "workers are off".',
    });
  });

  it('speaks the solver worker protocol: a legal hint, then the next move of the line it follows', async () => {
    const worker = handlerWorker();
    const hinter = new WorkerSolver(() => worker, 200_000);
    const g = game('RU1-C-AAAAABP');
    for (let i = 0; i < 3; i++) {
      const answer = await hinter.hint(g);
      if (!answer.ok || answer.value === null) throw new Error(`no hint: ${JSON.stringify(answer)}`);
      expect(g.check(answer.value.move)).toBeNull();
      expect(answer.value.status).toBe('solved');
      expect(g.play(answer.value.move).ok).toBe(true);
    }
  });
});

/** A fair hint as the solver sends it, for a move. */
function fairHintOf(move: FairHint['move'], estimate: number, exhaustive = false): FairHint {
  const winShare = { estimate, low: Math.max(0, estimate - 0.1), high: Math.min(1, estimate + 0.1) };
  return {
    move,
    winShare,
    plan: [move],
    samples: 64,
    undecided: 0,
    exhaustive,
    moves: [{ move, winShare, samples: 64, undecided: 0 }],
    nodes: 1000,
    searches: 64,
    stopped: null,
    elapsedMs: 5,
    followed: false,
  };
}

describe('the solver client: fair hints', () => {
  it('sends a fair-hint request with the position and a time limit, and reads the move and its chance', async () => {
    const g = game();
    const legal = g.legalMoves()[0]!;
    const worker = new FakeWorker((req, w) => {
      if (req.type !== 'fair-hint') return;
      w.reply({ type: 'fair-progress', id: req.id, progress: { nodes: 1, budget: 2, searches: 1, elapsedMs: 0 } });
      w.reply({ type: 'fair-hint', id: req.id, result: ok(fairHintOf(legal, 0.38)) });
    });
    const answer = await new WorkerSolver(() => worker).fairHint(g);
    expect(answer).toEqual({
      ok: true,
      value: { move: legal, estimate: 0.38, low: 0.28, high: 0.48, exhaustive: false },
    });
    const req = worker.requests[0]!;
    if (req.type !== 'fair-hint') throw new Error('expected a fair-hint request');
    const position = Position.fromSetup(req.setup, req.options);
    expect(position.ok && position.value.equals(g.position)).toBe(true);
    expect(req.fair?.timeLimitMs).toBe(HINT_TIME_LIMIT_MS);
    expect(req.fair?.budget).toBeGreaterThan(0);
  });

  it('reads no move, solver errors, exact shares and refuses bad replies', () => {
    const move = game().legalMoves()[0]!;
    expect(readFairHintReply({ type: 'fair-hint', id: 1, result: ok(null) })).toEqual(ok(null));
    expect(
      readFairHintReply({
        type: 'fair-hint',
        id: 1,
        result: err(workerError('bad-position', 'no such position')),
      }),
    ).toEqual(
      err({ code: 'solver-error', detail: 'no such position', error: workerError('bad-position', 'no such position') }),
    );
    const exact = readFairHintReply({ type: 'fair-hint', id: 1, result: ok(fairHintOf(move, 1, true)) });
    expect(exact.ok && exact.value?.exhaustive).toBe(true);
    const badMove = { ...fairHintOf(move, 0.5), move: { card: 99, to: 9 } } as unknown as FairHint;
    expect(readFairHintReply({ type: 'fair-hint', id: 1, result: ok(badMove) })).toEqual(
      err({ code: 'bad-reply', detail: 'the hint worker sent something that is not a move' }),
    );
    for (const winShare of [
      { estimate: 1.5, low: 0, high: 1 },
      { estimate: 0.5, low: 0.6, high: 1 },
      { estimate: Number.NaN, low: 0, high: 1 },
    ]) {
      const bad = { ...fairHintOf(move, 0.5), winShare };
      expect(readFairHintReply({ type: 'fair-hint', id: 1, result: ok(bad) })).toEqual(
        err({ code: 'bad-reply', detail: 'the hint worker sent a chance that is not a share' }),
      );
    }
  });

  it('answers a fair request with the error the worker reports, and cancels it', async () => {
    const g = game();
    const failing = new FakeWorker((req, w) => {
      if (req.type === 'fair-hint') w.reply({ type: 'error', id: req.id, error: workerError('bad-options', 'bad') });
    });
    expect(await new WorkerSolver(() => failing).fairHint(g)).toEqual(
      err({ code: 'solver-error', detail: 'bad', error: workerError('bad-options', 'bad') }),
    );
    const silent = new FakeWorker(() => {});
    const hinter = new WorkerSolver(() => silent);
    const pending = hinter.fairHint(g);
    await vi.waitFor(() => expect(silent.requests.map((r) => r.type)).toEqual(['fair-hint']));
    hinter.cancelHints();
    expect(await pending).toEqual(err({ code: 'cancelled', detail: 'the hint was cancelled' }));
    await Promise.resolve();
    expect(silent.requests.map((r) => r.type)).toEqual(['fair-hint', 'cancel']);
  });

  it('speaks the solver worker protocol: a legal fair move with a share, the same for the same visible part', async () => {
    const worker = handlerWorker();
    const hinter = new WorkerSolver(() => worker, 200_000, 20_000, 150_000);
    const g = game('RU1-C-AAAAABP');
    const first = await hinter.fairHint(g);
    if (!first.ok || first.value === null) throw new Error(`no fair hint: ${JSON.stringify(first)}`);
    expect(g.check(first.value.move)).toBeNull();
    expect(first.value.estimate).toBeGreaterThanOrEqual(first.value.low);
    expect(first.value.estimate).toBeLessThanOrEqual(first.value.high);
    expect(await hinter.fairHint(g)).toEqual(first);
  });
});

describe('the solver client: verdicts', () => {
  it('solves a position with nothing face down in the worker, with a line that wins, and goes on when hints are cancelled', async () => {
    const worker = handlerWorker();
    const solver = new WorkerSolver(() => worker);
    const g = game('RU1-C-AAAAABP');
    const verdict = solver.verdict(g);
    solver.cancelHints();
    const answer = await verdict;
    if (!answer.ok) throw new Error(`no verdict: ${answer.error.detail}`);
    expect(worker.requests.map((r) => r.type)).toEqual(['solve']);
    expect(worker.requests[0]).toMatchObject({ solve: { budget: VERDICT_BUDGET } });
    expect(answer.value.status).toBe('solved');
    if (answer.value.status !== 'solved') return;
    for (const move of answer.value.line) expect(g.play(move).ok).toBe(true);
    expect(g.isWon).toBe(true);
  });

  it('says why when the worker reports an error', async () => {
    const worker = new FakeWorker((req, w) => {
      if (req.type === 'solve') w.reply({ type: 'result', id: req.id, result: err(workerError('bad-options', 'no')) });
    });
    expect(await new WorkerSolver(() => worker).verdict(game())).toEqual(
      err({ code: 'solver-error', detail: 'no', error: workerError('bad-options', 'no') }),
    );
  });
});

describe('the solver client: winnable deals', () => {
  it('draws a deal in the worker whose code the solver solves, of either rule', async () => {
    const worker = handlerWorker();
    const solver = new WorkerSolver(() => worker);
    for (const rule of ['C', 'R'] as const) {
      const dealt = await solver.winnableGame(rule);
      if (!dealt.ok) throw new Error(`no deal: ${dealt.error.detail}`);
      expect(dealt.value.gameCode).toMatch(new RegExp(`^RU1-${rule}-[A-Z]{7}$`));
      expect(dealt.value.moveCount).toBe(0);
      const again = gameOfCode(dealt.value.gameCode!);
      if (!again.ok) throw new Error(again.error.message);
      const result = solve(again.value.position, { budget: 1_000_000 });
      expect(result.ok && result.value.status).toBe('solved');
    }
    expect(worker.requests.map((r) => r.type)).toEqual(['winnable', 'winnable']);
    expect(worker.requests[0]).toMatchObject({ winnable: { budget: WINNABLE_DRAW_BUDGET } });
  });
});
