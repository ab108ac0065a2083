import { parseCodeParts, openingPositionOfCode } from '@russian-solitaire/dealer';
import { Game, classic, relaxed, unwrap } from '@russian-solitaire/engine';
import { describe, expect, test } from 'vitest';
import { ru1Position } from '../testing/ru1.js';
import { replay } from '../testing/small.js';
import { type SolverClient, type SolverWorkerLike, createSolverClient } from './client.js';
import { fairHint } from './fair-hint.js';

/** What the stand-in worker hands its listeners. */
interface SolverWorkerEvent {
  readonly data?: unknown;
  readonly message?: unknown;
}
import { solve } from './solve.js';
import { randomWinnableCode } from './winnable.js';
import type { WinnableProgress } from './winnable-options.js';
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

  test('a fair hint for a game carries its path to the worker, and follows the last hint’s plan without asking it', async () => {
    const worker = fakeWorker();
    const client = createSolverClient(worker);
    const game = Game.fromPosition(ru1Position(26, classic));
    const quick = { samples: 8, sampleBudget: 20_000, budget: 1_000_000 };
    const first = unwrap(await client.fairHint(game, quick))!;
    // the same answer as the main entry's, for the same game
    const direct = unwrap(fairHint(Game.fromPosition(ru1Position(26, classic)), quick))!;
    expect({ ...first, elapsedMs: 0 }).toEqual({ ...direct, elapsedMs: 0 });
    expect(first.plan.length).toBeGreaterThan(2);
    const sent = worker.sent[0]!;
    expect(sent.type === 'fair-hint' && sent.fair?.path).toEqual(game.pathSinceTurn().keys);
    unwrap(game.play(first.move));
    const next = unwrap(await client.fairHint(game, quick))!;
    expect(next).toMatchObject({ move: first.plan[1], followed: true, nodes: 0 });
    expect(worker.sent).toHaveLength(1);
    // another way: the worker is asked again, with the path of two positions
    const other = game.legalMoves().find((m) => m.card !== next.move.card || m.to !== next.move.to)!;
    unwrap(game.play(other));
    const fresh = unwrap(await client.fairHint(game, quick));
    expect(fresh === null || !fresh.followed).toBe(true);
    expect(worker.sent).toHaveLength(2);
    const again = worker.sent[1]!;
    expect(again.type === 'fair-hint' && again.fair?.path).toEqual(game.pathSinceTurn().keys);
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
      client.solve(ru1Position(1194, relaxed), { ...LONG, signal }),
      client.hint(ru1Position(1194, relaxed), { ...LONG, signal }),
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
    const pending = client.solve(ru1Position(1194, relaxed), {
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
    const pending = [client.solve(ru1Position(1194, relaxed), LONG), client.winOdds(ru1Position(1194, relaxed), LONG)];
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
    const pending = client.solve(ru1Position(1194, relaxed), LONG);
    worker.fire('error', { message: 'the script failed to load' });
    const answers = [await pending, await client.fairHint(ru1Position(3, classic))];
    expect(answers.map((a) => !a.ok && a.error)).toMatchObject([
      { code: 'worker-failed', message: 'The worker failed: "the script failed to load".' },
      { code: 'worker-failed', message: 'The worker failed: "the script failed to load".' },
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
    expect(messages[0]).toBe('The worker could not be started: "no such script".');
    expect(messages[2]).toBe('The worker refused the message: "could not be cloned".');

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
    const answer = await client.solve(ru1Position(1194, relaxed), {
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

describe('winnable deals through the client', () => {
  test('the seeds given draw the deal of the main entry, with progress, parts of the dealer and a winning line', async () => {
    const worker = fakeWorker();
    const client = createSolverClient(worker);
    // classic seeds 0 to 3 are lost, 14 is the first winnable one (RU1-C-AAAAAAO)
    const options = { seeds: [0, 1, 2, 3, 14, 18], budget: 200_000 };
    const progress: WinnableProgress[] = [];
    const deal = unwrap(await client.randomWinnableCode({ ...options, onProgress: (p) => progress.push(p) }));
    const direct = unwrap(randomWinnableCode(options));
    expect(deal.gameCode).toBe('RU1-C-AAAAAAO');
    expect({ ...deal, parts: null }).toEqual({ ...direct, parts: null });
    // the parts are the dealer's own (its rule set object, not a copy that crossed the channel)
    expect(deal.parts).toEqual(unwrap(parseCodeParts({ rule: 'C', seed: 14 })));
    expect(deal.parts.ruleSet).toBe(classic);
    expect(progress.map((p) => p.draws)).toEqual([1, 2, 3, 4, 5]);
    expect(progress.at(-1)!.nodes).toBe(deal.nodes);
    const replayed = replay(unwrap(openingPositionOfCode(deal.gameCode)), deal.line);
    expect('end' in replayed && replayed.end.isWon).toBe(true);
    expect(worker.sent.map((m) => m.type)).toEqual(['winnable']);
    expect(worker.sent[0]).toEqual({ type: 'winnable', id: 1, winnable: options });
    await client.terminate();
  });

  test('with no options the worker draws from its own source', async () => {
    const client = createSolverClient(fakeWorker());
    const deal = unwrap(await client.randomWinnableCode({ budget: 100_000 }));
    expect(deal.gameCode).toMatch(/^RU1-C-[A-Z]{7}$/);
    expect(deal.line.length).toBeGreaterThan(0);
    const relaxedDeal = unwrap(await client.randomWinnableCode({ rule: 'R', budget: 100_000 }));
    expect(relaxedDeal.parts.ruleSet).toBe(relaxed);
    await client.terminate();
  });

  test('typed errors: a random source, bad options, no winnable deal, abort, terminate', async () => {
    const worker = fakeWorker();
    const client = createSolverClient(worker);
    const refused = await Promise.all([
      client.randomWinnableCode({ random: () => {} } as never),
      client.randomWinnableCode({ rule: 'X' } as never),
      client.randomWinnableCode({ seeds: [-1] }),
      client.randomWinnableCode({ budget: 0 }),
      client.randomWinnableCode('often' as never),
      client.randomWinnableCode({ signal: AbortSignal.abort() }),
    ]);
    expect(refused.map((a) => !a.ok && a.error.code)).toEqual([
      'bad-options',
      'bad-options',
      'bad-options',
      'bad-options',
      'bad-options',
      'aborted',
    ]);
    expect(!refused[0].ok && refused[0].error.message).toContain('seeds');
    expect(worker.sent).toEqual([]);
    const none = await client.randomWinnableCode({ seeds: [0, 1, 2], budget: 10_000 });
    expect(!none.ok && none.error.code).toBe('no-winnable-deal');

    // relaxed seed 1194 is not decided within 10^7 nodes: the abort comes during its search
    const controller = new AbortController();
    const stopping = client.randomWinnableCode({
      rule: 'R',
      seeds: [1194],
      budget: 50_000_000,
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(), 50);
    const stopped = await stopping;
    expect(!stopped.ok && stopped.error.code).toBe('aborted');
    expect(worker.sent.map((m) => m.type).slice(-2)).toEqual(['winnable', 'cancel']);
    const pending = client.randomWinnableCode({ seeds: [1194], rule: 'R', budget: 50_000_000 });
    await client.terminate();
    const late = await client.randomWinnableCode();
    expect([await pending, late].map((a) => !a.ok && a.error.code)).toEqual(['terminated', 'terminated']);
  });
});
