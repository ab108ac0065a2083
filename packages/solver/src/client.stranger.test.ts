/**
 * Hostile options given to a worker client: getters that throw, Proxies, signal-like objects whose
 * `aborted` or listener methods throw. Every request settles with a typed result, never with a
 * rejection, and the client keeps working.
 */
import { classic, unwrap } from '@russian-solitaire/engine';
import { runInNewContext } from 'node:vm';
import { describe, expect, test } from 'vitest';
import { takeBackGame } from '../testing/games.js';
import { ru1Position } from '../testing/ru1.js';
import { createSolverClient } from './client.js';
import { MAX_REVIEW_MOVES, MAX_REVIEW_SAVE_LENGTH } from './review-source.js';
import { createWorkerHandler } from './worker.js';

/** A worker in this thread: the solver's handler behind structured cloning and a task boundary. */
function inThreadWorker(posted: unknown[] = []) {
  const listeners: ((event: { data: unknown }) => void)[] = [];
  const handle = createWorkerHandler((message) => {
    const copy = structuredClone(message);
    setTimeout(() => listeners.forEach((l) => l({ data: copy })), 0);
  });
  return {
    postMessage(message: unknown) {
      posted.push(message);
      const copy = structuredClone(message);
      setTimeout(() => handle(copy), 0);
    },
    addEventListener(type: string, listener: (event: unknown) => void) {
      if (type === 'message') listeners.push(listener);
    },
    terminate() {},
  };
}

const position = ru1Position(14, classic);

const throwing = (keys: readonly string[], base: object = {}): object => {
  const o = { ...base };
  for (const key of keys)
    Object.defineProperty(o, key, {
      enumerable: true,
      get() {
        throw new Error(`reading ${key}`);
      },
    });
  return o;
};

const proxy = new Proxy(
  {},
  {
    ownKeys() {
      throw new Error('ownKeys trap');
    },
    getPrototypeOf() {
      throw new Error('prototype trap');
    },
    get() {
      throw new Error('get trap');
    },
  },
);

describe('hostile options given to a worker client', () => {
  test('options that throw when read are refused with bad-options, for every request', async () => {
    const client = createSolverClient(inThreadWorker());
    let refused = 0;
    for (const options of [throwing(['budget']), proxy, throwing(['signal'])]) {
      const answers = await Promise.all([
        client.solve(position, options as never),
        client.hint(position, options as never),
        client.fairHint(position, options as never),
        client.winOdds(position, options as never),
        client.randomWinnableCode(options as never),
      ]);
      for (const answer of answers) {
        expect(answer).toMatchObject({ ok: false, error: { code: 'bad-options' } });
        refused++;
      }
    }
    expect(refused).toBe(15);
    expect(unwrap(await client.solve(position, { budget: 100_000 })).status).toBe('solved');
    await client.terminate();
  });

  test('a signal whose aborted getter or listener methods throw never makes a request reject', async () => {
    const client = createSolverClient(inThreadWorker());
    let reads = 0;
    const treacherous = {
      get aborted() {
        // fine while the options are checked, then gone
        if (++reads > 1) throw new Error('the signal is gone');
        return false;
      },
      addEventListener() {},
      removeEventListener() {},
    };
    const early = await client.solve(position, { budget: 100_000, signal: treacherous as never });
    expect(early).toMatchObject({ ok: false, error: { code: 'aborted' } });
    const listenersThrow = {
      aborted: false,
      addEventListener() {
        throw new Error('no listeners here');
      },
      removeEventListener() {
        throw new Error('no listeners here');
      },
    };
    const answers = await Promise.all([
      client.solve(position, { budget: 100_000, signal: listenersThrow as never }),
      client.randomWinnableCode({ seeds: [14], budget: 100_000, signal: listenersThrow as never }),
    ]);
    expect(answers.map((a) => a.ok)).toEqual([true, true]);
    await client.terminate();
  });
});

describe('a review too long for the worker', () => {
  test('is refused in every form, before anything is copied or sent but a save text of a bounded length', async () => {
    const posted: unknown[] = [];
    const client = createSolverClient(inThreadWorker(posted));
    const long = takeBackGame(MAX_REVIEW_MOVES + 1);
    const save = long.save();
    const forms: unknown[] = [
      long,
      save,
      JSON.stringify(save),
      { gameCode: save.gameCode, moves: save.line },
      // longer than any save of a reviewable game, and not even JSON: refused by its length
      ' '.repeat(MAX_REVIEW_SAVE_LENGTH + 1),
    ];
    for (const form of forms)
      expect(await client.reviewGame(form as never, { samples: 2, sampleBudget: 1, budget: 1 })).toMatchObject({
        ok: false,
        error: { code: 'too-long' },
      });
    // Only the text short enough to be a save of a reviewable game was sent: the worker counted its moves.
    // (compared by what was sent, not by the huge messages themselves, so that a failure reads quickly)
    expect(posted.map((m) => (m as { game?: unknown }).game === forms[2])).toEqual([true]);
    expect((forms[2] as string).length).toBeLessThanOrEqual(MAX_REVIEW_SAVE_LENGTH);
    await client.terminate();
  });
});

describe('a Date of another realm', () => {
  test('is read by the client as dailyDeal reads it', async () => {
    const client = createSolverClient(inThreadWorker());
    const foreign = runInNewContext('new Date(Date.UTC(2026, 11, 24, 12))') as Date;
    expect(foreign instanceof Date).toBe(false);
    const answer = await client.dailyDeal(foreign, { maxCandidates: 40 });
    expect(answer.ok && answer.value.date).toBe('2026-12-24');
    // a look-alike is still refused
    const fake = await client.dailyDeal({ [Symbol.toStringTag]: 'Date' } as never);
    expect(fake).toMatchObject({ ok: false, error: { code: 'bad-date' } });
    await client.terminate();
  });
});
