import { Game, classic, relaxed, unwrap } from '@russian-solitaire/engine';
import { describe, expect, test } from 'vitest';
import { ru1Position } from '../testing/ru1.js';
import { type SolverClient, type SolverWorkerLike, createSolverClient } from './client.js';

/** What the stand-in worker hands its listeners. */
interface SolverWorkerEvent {
  readonly data?: unknown;
  readonly message?: unknown;
}
import { solve } from './solve.js';
import { type WorkerRequest, createWorkerHandler } from './worker.js';

type Listener = (event: SolverWorkerEvent) => void;

/**
 * A worker in this thread: the solver's handler behind structured cloning and a task boundary,
 * like a real worker. It records what it was sent, and can fire an error event.
 */
function fakeWorker(): SolverWorkerLike & {
  sent: WorkerRequest[];
  fire: (type: string, e: SolverWorkerEvent) => void;
  terminated: number;
} {
  const listeners = new Map<string, Listener[]>();
  const fire = (type: string, event: SolverWorkerEvent): void => {
    for (const l of listeners.get(type) ?? []) l(event);
  };
  let alive = true;
  const handle = createWorkerHandler((message) => {
    const copy = structuredClone(message);
    setTimeout(() => alive && fire('message', { data: copy }), 0);
  });
  const worker = {
    sent: [] as WorkerRequest[],
    terminated: 0,
    fire,
    postMessage(message: WorkerRequest) {
      worker.sent.push(message);
      const copy = structuredClone(message);
      setTimeout(() => alive && handle(copy), 0);
    },
    addEventListener(type: string, listener: Listener) {
      listeners.set(type, [...(listeners.get(type) ?? []), listener]);
    },
    terminate() {
      alive = false;
      worker.terminated++;
    },
  };
  return worker;
}

const LONG = { budget: 50_000_000, sliceNodes: 1_000 };

describe('solver client over a worker', () => {
  test('solves, hints and routes progress by request id, with the answers of the direct calls', async () => {
    const worker = fakeWorker();
    const client = createSolverClient(worker);
    const position = ru1Position(27, relaxed);
    const progress: number[] = [];
    const other: number[] = [];
    const [answer, hinted] = await Promise.all([
      client.solve(position, { budget: 30_000, progressInterval: 1_000, onProgress: (p) => progress.push(p.nodes) }),
      client.hint(Game.fromPosition(ru1Position(3, classic)), { onProgress: (p) => other.push(p.nodes) }),
    ]);
    expect({ ...unwrap(answer), elapsedMs: 0 }).toEqual({
      ...unwrap(solve(position, { budget: 30_000 })),
      elapsedMs: 0,
    });
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.every((n, i) => i === 0 || n > progress[i - 1]!)).toBe(true);
    expect(unwrap(hinted)).not.toBeNull();
    const fair = { samples: 4, sampleBudget: 2_000, budget: 100_000 };
    expect(unwrap(await client.fairHint(ru1Position(3, classic), fair))).not.toBeNull();
    expect(unwrap(await client.winOdds(ru1Position(3, classic), fair)).samples).toBe(4);
    expect(worker.sent.map((m) => m.type)).toEqual(['solve', 'hint', 'fair-hint', 'odds']);
    expect(new Set(worker.sent.map((m) => m.id)).size).toBe(4);
    expect(client.state).toBe('running');
    await client.terminate();
  });

  test('refuses bad positions and bad options before posting anything', async () => {
    const worker = fakeWorker();
    const client = createSolverClient(worker);
    const position = ru1Position(3, classic);
    const cases: [Promise<{ ok: boolean; error?: { code: string } }>, string][] = [
      [client.solve(null as never), 'bad-position'],
      [client.hint(undefined as never), 'bad-position'],
      [client.fairHint({ position: 'no' } as never), 'bad-position'],
      [client.winOdds(position.toSetup() as never), 'bad-position'],
      [client.solve(position, 'fast' as never), 'bad-options'],
      [client.solve(position, { speed: 9 } as never), 'bad-options'],
      [client.hint(position, { budget: 0 }), 'bad-budget'],
      [client.fairHint(position, { samples: 0 }), 'bad-options'],
      [client.winOdds(position, { onProgress: 3 } as never), 'bad-progress'],
    ];
    let checked = 0;
    for (const [pending, code] of cases) {
      const answer = await pending;
      expect(answer.ok).toBe(false);
      expect(answer.error?.code).toBe(code);
      checked++;
    }
    expect(checked).toBe(9);
    expect(worker.sent).toEqual([]);
    await client.terminate();
  });

  test('a signal aborted before the request answers aborted at once, without posting', async () => {
    const worker = fakeWorker();
    const client = createSolverClient(worker);
    const signal = AbortSignal.abort();
    const answers = await Promise.all([
      client.solve(ru1Position(279, relaxed), { ...LONG, signal }),
      client.hint(ru1Position(279, relaxed), { ...LONG, signal }),
      client.fairHint(ru1Position(3, classic), { signal }),
      client.winOdds(ru1Position(3, classic), { signal }),
    ]);
    expect(answers.map((a) => !a.ok && a.error.code)).toEqual(['aborted', 'aborted', 'aborted', 'aborted']);
    expect(worker.sent).toEqual([]);
    await client.terminate();
  });

  test('an abort during the search cancels it in the worker', async () => {
    const worker = fakeWorker();
    const client = createSolverClient(worker);
    const controller = new AbortController();
    const pending = client.solve(ru1Position(279, relaxed), {
      ...LONG,
      signal: controller.signal,
      progressInterval: 1_000,
      onProgress: () => controller.abort(),
    });
    const answer = unwrap(await pending);
    expect(answer).toMatchObject({ status: 'unknown', reason: 'aborted' });
    expect(answer.nodes).toBeLessThan(LONG.budget);
    expect(worker.sent.map((m) => m.type)).toEqual(['solve', 'cancel']);
    await client.terminate();
  });

  test('terminate answers pending requests terminated, and later requests at once', async () => {
    const worker = fakeWorker();
    const client = createSolverClient(worker);
    const pending = [client.solve(ru1Position(279, relaxed), LONG), client.winOdds(ru1Position(279, relaxed), LONG)];
    await client.terminate();
    expect(worker.terminated).toBe(1);
    expect(client.state).toBe('terminated');
    const answers = await Promise.all([...pending, client.hint(ru1Position(3, classic))]);
    expect(answers.map((a) => !a.ok && a.error.code)).toEqual(['terminated', 'terminated', 'terminated']);
    await client.terminate();
    expect(worker.terminated).toBe(1);
  });

  test('an error event fails pending and later requests with worker-failed, and stops the worker', async () => {
    const worker = fakeWorker();
    const client = createSolverClient(worker);
    const pending = client.solve(ru1Position(279, relaxed), LONG);
    worker.fire('error', { message: 'the script failed to load' });
    const answers = [await pending, await client.fairHint(ru1Position(3, classic))];
    expect(answers.map((a) => !a.ok && a.error)).toEqual([
      { code: 'worker-failed', message: 'the script failed to load' },
      { code: 'worker-failed', message: 'the script failed to load' },
    ]);
    expect(client.state).toBe('failed');
    expect(client.failure?.code).toBe('worker-failed');
    expect(worker.terminated).toBe(1);
    await client.terminate();
    expect(client.state).toBe('terminated');
  });

  test('a worker that cannot be made, takes no message or answers nonsense gives worker-failed', async () => {
    const clients: SolverClient[] = [
      createSolverClient(() => {
        throw new Error('no such script');
      }),
      createSolverClient({ postMessage: 1 } as never),
      createSolverClient({
        ...fakeWorker(),
        postMessage: () => {
          throw new Error('could not be cloned');
        },
      }),
    ];
    const messages: string[] = [];
    for (const client of clients) {
      const answer = await client.solve(ru1Position(3, classic));
      if (answer.ok || answer.error.code !== 'worker-failed') throw new Error('expected worker-failed');
      messages.push(answer.error.message);
    }
    expect(messages).toHaveLength(3);
    expect(messages[0]).toBe('no such script');
    expect(messages[2]).toBe('could not be cloned');

    const liar = fakeWorker();
    const wrong = createSolverClient({
      ...liar,
      postMessage: (m: WorkerRequest) =>
        liar.fire('message', { data: { type: 'odds', id: m.id, result: { ok: true } } }),
    });
    const answer = await wrong.solve(ru1Position(3, classic));
    expect(!answer.ok && answer.error.code).toBe('worker-failed');
  });

  test('a throwing progress callback does not escape: the search is cancelled', async () => {
    const worker = fakeWorker();
    const client = createSolverClient(worker);
    const answer = await client.solve(ru1Position(279, relaxed), {
      ...LONG,
      progressInterval: 1_000,
      onProgress: () => {
        throw new Error('the page went away');
      },
    });
    expect(unwrap(answer)).toMatchObject({ status: 'unknown', reason: 'aborted' });
    await client.terminate();
  });
});
