import { gameOfCode } from '@russian-solitaire/dealer';
import { Position, err, ok } from '@russian-solitaire/engine';
import { type Hint, SOLVE_STATUSES } from '@russian-solitaire/solver';
import { type WorkerRequest, type WorkerResponse, createWorkerHandler } from '@russian-solitaire/solver/worker';
import { describe, expect, it } from 'vitest';
import { WorkerHinter } from './hint.js';

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

function game(code = 'RU1-C-AAAAABC') {
  const g = gameOfCode(code);
  if (!g.ok) throw new Error(g.error.message);
  return g.value;
}

describe('the hint client', () => {
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
      const answer = await new WorkerHinter(() => worker).ask(g);
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
    expect(await new WorkerHinter(() => worker).ask(game())).toEqual({ ok: true, value: null });
  });

  it('reports worker errors and bad answers, and starts a new worker after a crash', async () => {
    const g = game();
    const workers: FakeWorker[] = [];
    let mode: 'crash' | 'garbage' | 'bad-status' | 'refused' = 'crash';
    const hinter = new WorkerHinter(() => {
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
        else
          self.reply({ type: 'hint', id: req.id, result: err({ code: 'bad-position', message: 'no such position' }) });
      });
      workers.push(w);
      return w;
    });
    expect(await hinter.ask(g)).toEqual({ ok: false, error: 'boom' });
    expect(workers[0]!.terminated).toBe(true);
    mode = 'garbage';
    expect(await hinter.ask(g)).toEqual({ ok: false, error: 'the hint worker sent something that is not a move' });
    expect(workers.length).toBe(2);
    mode = 'bad-status';
    expect(await hinter.ask(g)).toEqual({
      ok: false,
      error: 'the hint worker sent a verdict that is not a solver status',
    });
    mode = 'refused';
    expect(await hinter.ask(g)).toEqual({ ok: false, error: 'no such position' });
  });

  it('cancels a running hint in the worker and answers it with an error', async () => {
    const silent = new FakeWorker(() => {});
    const hinter = new WorkerHinter(() => silent);
    const pending = hinter.ask(game());
    hinter.cancel();
    expect(await pending).toEqual({ ok: false, error: 'cancelled' });
    await Promise.resolve();
    expect(silent.requests.map((r) => r.type)).toEqual(['hint', 'cancel']);
    expect(silent.terminated).toBe(false);
  });

  it('says so when no worker can be made', async () => {
    const hinter = new WorkerHinter(() => {
      throw new Error('workers are off');
    });
    expect(await hinter.ask(game())).toEqual({ ok: false, error: 'no hint worker: workers are off' });
  });

  it('speaks the solver worker protocol: a legal hint, then the next move of the line it follows', async () => {
    const worker = new FakeWorker(() => {});
    const handle = createWorkerHandler((m) => worker.reply(structuredClone(m)));
    worker.postMessage = (req: WorkerRequest) => {
      worker.requests.push(req);
      handle(structuredClone(req));
    };
    const hinter = new WorkerHinter(() => worker, 200_000);
    const g = game('RU1-C-AAAAABP');
    for (let i = 0; i < 3; i++) {
      const answer = await hinter.ask(g);
      if (!answer.ok || answer.value === null) throw new Error(`no hint: ${JSON.stringify(answer)}`);
      expect(g.check(answer.value.move)).toBeNull();
      expect(answer.value.status).toBe('solved');
      expect(g.play(answer.value.move).ok).toBe(true);
    }
  });
});
