import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Game, classic, relaxed, unwrap } from '@russian-solitaire/engine';
import { describe, expect, test } from 'vitest';
import { ru1Position } from '../testing/ru1.js';
import { fairHint } from './fair-hint.js';
import { winOdds } from './odds.js';
import { solve } from './solve.js';
import { randomWinnableCode } from './winnable.js';
import { type WorkerResponse, createWorkerHandler } from './worker.js';

function collect(): {
  post: (m: WorkerResponse) => void;
  next: (type: WorkerResponse['type'], id: number) => Promise<WorkerResponse>;
  all: WorkerResponse[];
} {
  const all: WorkerResponse[] = [];
  const waiters: { type: string; id: number; resolve: (m: WorkerResponse) => void }[] = [];
  return {
    all,
    post: (m) => {
      // messages must survive structured cloning (postMessage)
      const copy = structuredClone(m);
      all.push(copy);
      const i = waiters.findIndex((w) => w.type === copy.type && w.id === copy.id);
      if (i >= 0) waiters.splice(i, 1)[0]!.resolve(copy);
    },
    next: (type, id) =>
      new Promise((resolve) => {
        const found = all.find((m) => m.type === type && m.id === id);
        if (found) resolve(found);
        else waiters.push({ type, id, resolve });
      }),
  };
}

describe('worker message handler', () => {
  test('solves a position sent as plain data, with the same answer as solve, and reports progress', async () => {
    const position = ru1Position(27, relaxed);
    const { post, next, all } = collect();
    const handle = createWorkerHandler(post);
    handle({
      type: 'solve',
      id: 1,
      setup: position.toSetup(),
      options: { ...position.options },
      solve: { budget: 30_000, progressInterval: 1_000 },
    });
    const reply = await next('result', 1);
    const direct = unwrap(solve(position, { budget: 30_000 }));
    if (reply.type !== 'result') throw new Error('expected a result');
    const answer = unwrap(reply.result);
    expect({ ...answer, elapsedMs: 0 }).toEqual({ ...direct, elapsedMs: 0 });
    // relaxed RU1 seed 27 takes some 9,000 nodes: long enough for progress reports every 1,000
    expect(direct.nodes).toBeGreaterThanOrEqual(2_000);
    expect(all.some((m) => m.type === 'progress' && m.id === 1)).toBe(true);
  });

  test('cancel stops a running search with unknown/aborted', async () => {
    const position = ru1Position(1194, relaxed);
    const { post, next } = collect();
    const handle = createWorkerHandler(post);
    handle({
      type: 'solve',
      id: 7,
      setup: position.toSetup(),
      options: { ...position.options },
      solve: { budget: 50_000_000, sliceNodes: 1_000 },
    });
    handle({ type: 'cancel', id: 7 });
    const reply = await next('result', 7);
    if (reply.type !== 'result') throw new Error('expected a result');
    expect(unwrap(reply.result)).toMatchObject({ status: 'unknown', reason: 'aborted' });
  });

  test('hints, and typed errors for bad messages', async () => {
    const position = ru1Position(3, classic);
    const { post, next } = collect();
    const handle = createWorkerHandler(post);
    handle({ type: 'hint', id: 2, setup: position.toSetup(), options: { ...position.options } });
    const reply = await next('hint', 2);
    if (reply.type !== 'hint') throw new Error('expected a hint');
    expect(unwrap(reply.result)).not.toBeNull();
    handle({ type: 'solve', id: 3, setup: { ...position.toSetup(), columns: [] }, options: {} });
    const bad = await next('result', 3);
    expect(bad.type === 'result' && !bad.result.ok && bad.result.error.code).toBe('bad-position');
    handle({ type: 'solve', id: 4, setup: position.toSetup(), options: {}, solve: { budget: 0 } });
    const badBudget = await next('result', 4);
    expect(badBudget.type === 'result' && !badBudget.result.ok && badBudget.result.error.code).toBe('bad-budget');
    handle({ type: 'dance', id: 5 });
    expect(await next('error', 5)).toMatchObject({ type: 'error', error: { code: 'bad-options' } });
    handle('nonsense');
    expect(await next('error', null as never)).toMatchObject({ type: 'error', id: null });
  });

  test('fair hints and odds, with the same answers as in the page, progress, cancel and typed errors', async () => {
    const position = ru1Position(3, classic);
    const { post, next, all } = collect();
    const handle = createWorkerHandler(post);
    const fair = { samples: 8, sampleBudget: 5_000, budget: 400_000, progressInterval: 1 };
    handle({ type: 'fair-hint', id: 10, setup: position.toSetup(), options: { ...position.options }, fair });
    handle({ type: 'odds', id: 11, setup: position.toSetup(), options: { ...position.options }, fair });
    const hint = await next('fair-hint', 10);
    const odds = await next('odds', 11);
    if (hint.type !== 'fair-hint' || odds.type !== 'odds') throw new Error('expected fair replies');
    const { progressInterval: _, ...sameOptions } = fair;
    expect({ ...unwrap(hint.result)!, elapsedMs: 0 }).toEqual({
      ...unwrap(fairHint(position, sameOptions))!,
      elapsedMs: 0,
    });
    expect({ ...unwrap(odds.result), elapsedMs: 0 }).toEqual({
      ...unwrap(winOdds(position, sameOptions)),
      elapsedMs: 0,
    });
    expect(all.some((m) => m.type === 'fair-progress' && m.id === 10)).toBe(true);

    handle({
      type: 'odds',
      id: 12,
      setup: ru1Position(1194, relaxed).toSetup(),
      options: {},
      fair: { samples: 4096, sampleBudget: 1_000_000, budget: 2 ** 40, sliceNodes: 1_000 },
    });
    handle({ type: 'cancel', id: 12 });
    const stopped = await next('odds', 12);
    expect(stopped.type === 'odds' && unwrap(stopped.result).stopped).toBe('aborted');

    handle({ type: 'fair-hint', id: 13, setup: { ...position.toSetup(), columns: [] }, options: {} });
    const bad = await next('fair-hint', 13);
    expect(bad.type === 'fair-hint' && !bad.result.ok && bad.result.error.code).toBe('bad-position');
    handle({ type: 'odds', id: 14, setup: position.toSetup(), options: {}, fair: { samples: 0 } });
    const badSamples = await next('odds', 14);
    expect(badSamples.type === 'odds' && !badSamples.result.ok && badSamples.result.error.code).toBe('bad-options');
  });
});

describe('winnable deals in the worker', () => {
  test('answers a winnable request with the deal of the main entry, progress after each draw, and cancel', async () => {
    const { post, next, all } = collect();
    const handle = createWorkerHandler(post);
    const winnable = { seeds: [0, 1, 2, 14], budget: 200_000 };
    handle({ type: 'winnable', id: 21, winnable });
    const reply = await next('winnable', 21);
    if (reply.type !== 'winnable') throw new Error('expected a winnable reply');
    const { parts, ...deal } = unwrap(reply.result);
    const { parts: directParts, ...direct } = unwrap(randomWinnableCode(winnable));
    expect(deal).toEqual(direct);
    expect({ rule: parts.rule, seed: parts.seed }).toEqual({ rule: directParts.rule, seed: directParts.seed });
    const reports = all.filter((m) => m.type === 'winnable-progress' && m.id === 21);
    expect(reports.map((m) => m.type === 'winnable-progress' && m.progress.draws)).toEqual([1, 2, 3, 4]);

    handle({ type: 'winnable', id: 22, winnable: { rule: 'R', seeds: [1194], budget: 50_000_000 } });
    handle({ type: 'cancel', id: 22 });
    const stopped = await next('winnable', 22);
    expect(stopped.type === 'winnable' && stopped.result).toMatchObject({ ok: false, error: { code: 'aborted' } });

    handle({ type: 'winnable', id: 23 });
    const drawn = await next('winnable', 23);
    expect(drawn.type === 'winnable' && drawn.result.ok && drawn.result.value.gameCode).toMatch(/^RU1-C-[A-Z]{7}$/);

    for (const [id, bad] of [
      [24, { random: 5 }],
      [25, { signal: 'stop' }],
      [26, { seeds: [-1] }],
      [27, 'often'],
    ] as const) {
      handle({ type: 'winnable', id, winnable: bad });
      const refused = await next('winnable', id);
      expect(refused.type === 'winnable' && refused.result).toMatchObject({
        ok: false,
        error: { code: 'bad-options' },
      });
    }
  });
});

const built = fileURLToPath(new URL('../dist/worker.js', import.meta.url));

describe.skipIf(!existsSync(built))('node worker thread (needs the built package: pnpm build)', () => {
  test('spawnSolverWorker solves off the main thread with the same answer', async () => {
    const { spawnSolverWorker } = await import('./node.js');
    const worker = spawnSolverWorker(new URL('../dist/worker.js', import.meta.url).href);
    try {
      const position = ru1Position(27, relaxed);
      const progress: number[] = [];
      const answer = unwrap(
        await worker.solve(position, {
          budget: 30_000,
          progressInterval: 1_000,
          onProgress: (p) => progress.push(p.nodes),
        }),
      );
      const direct = unwrap(solve(position, { budget: 30_000 }));
      expect({ ...answer, elapsedMs: 0 }).toEqual({ ...direct, elapsedMs: 0 });
      const controller = new AbortController();
      const pending = worker.solve(ru1Position(1194, relaxed), { budget: 50_000_000, signal: controller.signal });
      setTimeout(() => controller.abort(), 20);
      expect(unwrap(await pending)).toMatchObject({ status: 'unknown', reason: 'aborted' });
      const h = unwrap(await worker.hint(ru1Position(3, classic)));
      expect(h).not.toBeNull();
      const fair = { samples: 8, sampleBudget: 5_000, budget: 400_000 };
      const fh = unwrap(await worker.fairHint(ru1Position(3, classic), fair));
      expect({ ...fh!, elapsedMs: 0 }).toEqual({ ...unwrap(fairHint(ru1Position(3, classic), fair))!, elapsedMs: 0 });
      const odds = unwrap(await worker.winOdds(ru1Position(3, classic), fair));
      expect(odds.samples).toBe(8);
      // a game: the next hint keeps to the plan of the last one while the player follows it
      const game = Game.fromPosition(ru1Position(26, classic));
      const quick = { samples: 8, sampleBudget: 20_000, budget: 1_000_000 };
      const planned = unwrap(await worker.fairHint(game, quick))!;
      unwrap(game.play(planned.move));
      expect(unwrap(await worker.fairHint(game, quick))).toMatchObject({ move: planned.plan[1], followed: true });
    } finally {
      await worker.terminate();
    }
  });
});

/** A worker module given inline (a `data:` URL), as a Node worker thread imports it. */
function inlineModule(source: string): string {
  return `data:text/javascript,${encodeURIComponent(source)}`;
}

describe('node worker thread failures (worker modules given inline, no build needed)', () => {
  test('a worker that cannot load, throws on load, crashes or exits answers worker-failed, never crashing the host', async () => {
    const { spawnSolverWorker } = await import('./node.js');
    const workers = [
      // the default URL after bundling: no worker file beside the bundle
      spawnSolverWorker({ worker: new URL('./no-such-worker.js', import.meta.url) }),
      spawnSolverWorker('/no/such/dir/worker.js'),
      spawnSolverWorker({ worker: inlineModule('throw new Error("the worker module is broken");') }),
      spawnSolverWorker(inlineModule('export const nothing = 1;')),
      spawnSolverWorker(inlineModule('export const createWorkerHandler = () => () => process.exit(3);')),
      spawnSolverWorker(
        inlineModule('export const createWorkerHandler = () => () => { throw new Error("the handler crashed"); };'),
      ),
      spawnSolverWorker({
        worker: () => {
          throw new Error('no thread today');
        },
      }),
      spawnSolverWorker({ worker: 'not a url at all: \0' }),
    ];
    const messages: string[] = [];
    for (const worker of workers) {
      const first = await worker.solve(ru1Position(27, relaxed), { budget: 30_000 });
      const later = await worker.hint(ru1Position(3, classic));
      expect(!first.ok && first.error.code).toBe('worker-failed');
      expect(!later.ok && later.error.code).toBe('worker-failed');
      expect(worker.state).toBe('failed');
      messages.push(!first.ok ? first.error.message : '');
      await worker.terminate();
    }
    expect(messages).toHaveLength(8);
    expect(messages[2]).toContain('the worker module is broken');
    // the host's words are shortened to their ends (echoInput's rule): the reason is at the end
    expect(messages[3]).toContain('not export createWorkerHandler');
    expect(messages[4]).toContain('exited with code 3');
    expect(messages[5]).toContain('the handler crashed');
    expect(messages[6]).toBe('The worker could not be started: "no thread today".');
  });

  test('terminate with requests pending, requests after terminate, a pre-aborted signal, bad input', async () => {
    const { spawnSolverWorker } = await import('./node.js');
    // a worker that takes every request and never answers: only the client can settle them
    const worker = spawnSolverWorker({ worker: inlineModule('export const createWorkerHandler = () => () => {};') });
    const position = ru1Position(1194, relaxed);
    const posted: string[] = [];
    const pre = await worker.solve(position, {
      budget: 50_000_000,
      signal: AbortSignal.abort(),
      onProgress: () => posted.push('progress'),
    });
    expect(!pre.ok && pre.error.code).toBe('aborted');
    const refused = await Promise.all([
      worker.solve(null as never),
      worker.winOdds({} as never),
      worker.solve(position, { budget: -1 }),
      worker.fairHint(position, { colour: 'red' } as never),
    ]);
    expect(refused.map((a) => !a.ok && a.error.code)).toEqual([
      'bad-position',
      'bad-position',
      'bad-budget',
      'bad-options',
    ]);
    const pending = [
      worker.solve(position, { budget: 50_000_000 }),
      worker.winOdds(position, { samples: 4096, sampleBudget: 1_000_000, budget: 2 ** 40 }),
    ];
    await new Promise((resolve) => setTimeout(resolve, 50));
    await worker.terminate();
    const answers = await Promise.all([...pending, worker.hint(ru1Position(3, classic))]);
    expect(answers.map((a) => !a.ok && a.error.code)).toEqual(['terminated', 'terminated', 'terminated']);
    expect(worker.state).toBe('terminated');
    expect(posted).toEqual([]);
  });

  test('a worker_threads Worker given through a factory, its own script answering', async () => {
    const { Worker } = await import('node:worker_threads');
    const { spawnSolverWorker } = await import('./node.js');
    // a stand-in handler that answers every request with the same solver answer
    const script = inlineModule(
      "import { parentPort } from 'node:worker_threads';" +
        " parentPort.on('message', (m) => { parentPort.postMessage({ type: 'progress', id: m.id, progress: { nodes: 1 } });" +
        " parentPort.postMessage({ type: 'result', id: m.id, result: { ok: true, value: { status: 'unknown', nodes: 7 } } }); });",
    );
    const made: InstanceType<typeof Worker>[] = [];
    const worker = spawnSolverWorker({
      worker: () => {
        made.push(new Worker(new URL(script)));
        return made[0]!;
      },
    });
    try {
      const progress: number[] = [];
      const answers = await Promise.all([
        worker.solve(ru1Position(3, classic), { onProgress: (p) => progress.push(p.nodes) }),
        worker.solve(ru1Position(27, relaxed)),
      ]);
      expect(answers).toEqual([
        { ok: true, value: { status: 'unknown', nodes: 7 } },
        { ok: true, value: { status: 'unknown', nodes: 7 } },
      ]);
      expect(progress).toEqual([1]);
      expect(made).toHaveLength(1);
    } finally {
      await worker.terminate();
    }
  });
});
