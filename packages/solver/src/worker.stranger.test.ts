/**
 * Hostile traffic for the worker's message handler: request ids reused while in flight, messages
 * and options that throw when read (getters, Proxies), and a `post` that throws. The handler
 * answers every request it can answer, never lets an exception or a rejection out, and keeps
 * working for the requests that come after.
 */
import { classic, relaxed } from '@russian-solitaire/engine';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { takeBackGame } from '../testing/games.js';
import { ru1Position } from '../testing/ru1.js';
import { MAX_REVIEW_MOVES } from './review-source.js';
import { type WorkerResponse, createWorkerHandler } from './worker.js';

const short = ru1Position(3, classic);
const long = ru1Position(1194, relaxed);
const setupOf = (position = short) => ({ setup: position.toSetup(), options: { ...position.options } });

/** Unhandled rejections and uncaught exceptions seen while a test runs. */
const escaped: unknown[] = [];
const onEscape = (reason: unknown): void => void escaped.push(reason);
beforeEach(() => {
  escaped.length = 0;
  process.on('unhandledRejection', onEscape);
  process.on('uncaughtException', onEscape);
});
afterEach(() => {
  process.off('unhandledRejection', onEscape);
  process.off('uncaughtException', onEscape);
});

/** Lets pending tasks (and the handler's slices) run for a while. */
const settle = (ms = 50): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** A handler whose replies are collected; `waitFor` resolves with the first reply that matches. */
function harness(post?: (message: WorkerResponse) => void) {
  const replies: WorkerResponse[] = [];
  const waiters: { test: (m: WorkerResponse) => boolean; resolve: (m: WorkerResponse) => void }[] = [];
  const handle = createWorkerHandler((message) => {
    post?.(message);
    const copy = structuredClone(message);
    replies.push(copy);
    for (let i = waiters.length - 1; i >= 0; i--) {
      if (waiters[i]!.test(copy)) waiters.splice(i, 1)[0]!.resolve(copy);
    }
  });
  const waitFor = (match: (m: WorkerResponse) => boolean): Promise<WorkerResponse> =>
    new Promise((resolve) => {
      const found = replies.find(match);
      if (found) resolve(found);
      else waiters.push({ test: match, resolve });
    });
  const final = (id: number): Promise<WorkerResponse> =>
    waitFor((m) => m.id === id && m.type !== 'progress' && m.type !== 'fair-progress');
  return { handle, replies, waitFor, final };
}

describe('a request id reused while in flight', () => {
  test('is refused with a typed error, and the request in flight can still be cancelled', async () => {
    const { handle, waitFor, replies } = harness();
    handle({ type: 'solve', id: 1, ...setupOf(long), solve: { budget: 50_000_000, sliceNodes: 1_000 } });
    handle({ type: 'hint', id: 1, ...setupOf() });
    const refusal = await waitFor((m) => m.type === 'error' && m.id === 1);
    expect(refusal).toMatchObject({ type: 'error', id: 1, error: { code: 'id-in-flight' } });
    expect(refusal.type === 'error' && refusal.error.message).toContain('1');
    handle({ type: 'cancel', id: 1 });
    const answer = await waitFor((m) => m.id === 1 && m.type === 'result');
    expect(answer.type === 'result' && answer.result).toMatchObject({
      ok: true,
      value: { status: 'unknown', reason: 'aborted' },
    });
    // the refused message started nothing: no hint reply ever comes for id 1
    await settle();
    expect(replies.filter((m) => m.type === 'hint')).toEqual([]);
    // once answered, the id is free again
    handle({ type: 'hint', id: 1, ...setupOf() });
    expect((await waitFor((m) => m.id === 1 && m.type === 'hint')).type).toBe('hint');
    expect(escaped).toEqual([]);
  });

  test('every kind of request is refused while another holds its id', async () => {
    const { handle, replies, waitFor } = harness();
    handle({ type: 'odds', id: 5, ...setupOf(long), fair: { budget: 2 ** 40, sampleBudget: 1_000_000 } });
    for (const type of ['solve', 'hint', 'fair-hint', 'odds']) handle({ type, id: 5, ...setupOf() });
    await settle();
    const refusals = replies.filter((m) => m.id === 5 && m.type === 'error');
    expect(refusals.map((m) => m.type === 'error' && m.error.code)).toEqual([
      'id-in-flight',
      'id-in-flight',
      'id-in-flight',
      'id-in-flight',
    ]);
    handle({ type: 'cancel', id: 5 });
    const answer = await waitFor((m) => m.id === 5 && m.type === 'odds');
    expect(answer.type === 'odds' && answer.result.ok && answer.result.value.stopped).toBe('aborted');
    expect(replies.filter((m) => m.id === 5 && m.type !== 'error' && m.type !== 'fair-progress')).toHaveLength(1);
    expect(escaped).toEqual([]);
  });
});

/** `base` with fields whose every read throws. */
function throwingGetters(keys: readonly string[], base: object = {}): object {
  const o = { ...base };
  for (const key of keys)
    Object.defineProperty(o, key, {
      enumerable: true,
      get() {
        throw new Error(`reading ${key}`);
      },
    });
  return o;
}

/** A Proxy whose every trap throws. */
const hostileProxy = new Proxy(
  {},
  {
    get() {
      throw new Error('get trap');
    },
    has() {
      throw new Error('has trap');
    },
    ownKeys() {
      throw new Error('ownKeys trap');
    },
    getOwnPropertyDescriptor() {
      throw new Error('descriptor trap');
    },
    getPrototypeOf() {
      throw new Error('prototype trap');
    },
  },
);

describe('messages and options that throw when read', () => {
  test('each request is answered with a typed error, nothing escapes, later requests work', async () => {
    const { handle, replies, final } = harness();
    const attacks: unknown[] = [
      throwingGetters(['type', 'id']),
      hostileProxy,
      { type: 'solve', id: 11, ...setupOf(), solve: throwingGetters(['budget']) },
      { type: 'solve', id: 12, ...setupOf(), solve: hostileProxy },
      { type: 'hint', id: 13, ...setupOf(), solve: hostileProxy },
      { type: 'fair-hint', id: 14, ...setupOf(), fair: hostileProxy },
      { type: 'odds', id: 15, ...setupOf(), fair: throwingGetters(['samples']) },
      { type: 'solve', id: 16, setup: hostileProxy, options: {} },
      { type: 'solve', id: 17, setup: short.toSetup(), options: hostileProxy },
      throwingGetters(['setup'], { type: 'solve', id: 18 }),
      { type: 'solve', id: 19, ...setupOf(), solve: { signal: throwingGetters(['aborted']) } },
    ];
    for (const attack of attacks) expect(() => handle(attack)).not.toThrow();
    await settle(200);
    for (const id of [11, 12, 13, 14, 15, 16, 17, 18, 19]) {
      const reply = await final(id);
      const error = reply.type === 'error' ? reply.error : 'result' in reply && !reply.result.ok && reply.result.error;
      expect(error, `request ${id}`).not.toBe(false);
      if (error === false) continue;
      expect(error.code, `request ${id}`).toMatch(/^bad-/);
      expect(typeof error.message).toBe('string');
    }
    // the first two could not even be read: answered without an id
    expect(replies.filter((m) => m.type === 'error' && m.id === null)).toHaveLength(2);
    handle({ type: 'hint', id: 20, ...setupOf() });
    expect((await final(20)).type).toBe('hint');
    expect(escaped).toEqual([]);
  });
});

describe('a post that throws', () => {
  test('never lets an exception or a rejection out, and the handler goes on answering', async () => {
    let failing = true;
    const { handle, final } = harness(() => {
      if (failing) throw new Error('the channel is closed');
    });
    expect(() => handle('nonsense')).not.toThrow();
    expect(() => handle({ type: 'solve', id: 31, ...setupOf(), solve: { budget: 0 } })).not.toThrow();
    expect(() => handle({ type: 'solve', id: 32, ...setupOf(), solve: { budget: 20_000 } })).not.toThrow();
    expect(() =>
      handle({ type: 'odds', id: 33, ...setupOf(), fair: { samples: 2, sampleBudget: 1_000 } }),
    ).not.toThrow();
    await settle(500);
    expect(escaped).toEqual([]);
    failing = false;
    // the ids of requests whose answer could not be posted are free again
    handle({ type: 'solve', id: 32, ...setupOf(), solve: { budget: 20_000 } });
    expect((await final(32)).type).toBe('result');
    handle({ type: 'hint', id: 34, ...setupOf() });
    expect((await final(34)).type).toBe('hint');
    expect(escaped).toEqual([]);
  });

  test('a post that throws only on the answer gets an error reply in its place', async () => {
    const { handle, final } = harness((message) => {
      if (message.type === 'result') throw new Error('could not clone the answer');
    });
    handle({ type: 'solve', id: 41, ...setupOf(), solve: { budget: 20_000 } });
    const reply = await final(41);
    expect(reply).toMatchObject({ type: 'error', id: 41, error: { code: 'reply-failed' } });
    expect(reply.type === 'error' && reply.error.message).toContain('could not clone the answer');
    expect(escaped).toEqual([]);
  });
});

describe('a review too long, sent to the worker directly', () => {
  test('is refused for its length in every form a message carries', async () => {
    const { handle, final } = harness();
    const save = takeBackGame(MAX_REVIEW_MOVES + 1).save();
    const games: unknown[] = [save, JSON.stringify(save), { gameCode: save.gameCode, moves: save.line }];
    for (const [i, game] of games.entries()) {
      handle({ type: 'review', id: 100 + i, game, review: { samples: 2, sampleBudget: 1, budget: 1 } });
      const reply = await final(100 + i);
      expect(reply.type === 'review' && !reply.result.ok && reply.result.error.code).toBe('too-long');
    }
  });
});
