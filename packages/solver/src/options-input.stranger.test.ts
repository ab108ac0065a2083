import { openingPositionOfCode } from '@russian-solitaire/dealer';
import { unwrap } from '@russian-solitaire/engine';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FAIR_BUDGET, parseFairOptions } from './fair-options.js';
import { DEFAULT_BUDGET, parseSolveOptions } from './options.js';
import { UNKNOWN_REASONS } from './run.js';
import { solve } from './solve.js';

// a deal whose proof takes a search (3,142 nodes), not one lost at the start
const position = unwrap(openingPositionOfCode('RU1-C-AAAAAAC'));

/** Runs `body` with `Object.prototype` polluted by `fields`, and always cleans up. */
function withPollution<T>(fields: Record<string, unknown>, body: () => T): T {
  const proto = Object.prototype as Record<string, unknown>;
  try {
    for (const [key, value] of Object.entries(fields)) proto[key] = value;
    return body();
  } finally {
    for (const key of Object.keys(fields)) delete proto[key];
  }
}

describe('solver options are read from own data only', () => {
  it('ignores inherited options', () => {
    withPollution({ timeLimitMs: 0, budget: 1, maxDepth: 1, onProgress: 5 }, () => {
      const parsed = unwrap(parseSolveOptions({}));
      expect(parsed.budget).toBe(DEFAULT_BUDGET);
      expect(parsed.timeLimitMs).toBeNull();
      const answer = unwrap(solve(position, { budget: 2000 }));
      expect(answer.status === 'unknown' ? answer.reason : answer.status).not.toBe('time-limit');
      expect(answer.nodes).toBeGreaterThan(1);
      expect(unwrap(parseFairOptions({})).search.budget).toBe(DEFAULT_FAIR_BUDGET);
    });
    expect(Object.prototype).not.toHaveProperty('timeLimitMs');
  });

  it('refuses options that are not a plain object, and getters, with bad-options', () => {
    for (const options of [
      5,
      'x',
      [],
      new Map(),
      Object.defineProperty({}, 'budget', { enumerable: true, get: () => 5 }),
    ]) {
      expect(parseSolveOptions(options).ok).toBe(false);
      expect(solve(position, options as never)).toMatchObject({ ok: false, error: { code: 'bad-options' } });
      expect(parseFairOptions(options)).toMatchObject({ ok: false, error: { code: 'bad-options' } });
    }
    const trap = new Proxy(
      {},
      {
        ownKeys: () => {
          throw new Error('trap');
        },
      },
    );
    expect(solve(position, trap)).toMatchObject({ ok: false, error: { code: 'bad-options' } });
    const signal = new Proxy(
      {},
      {
        get: () => {
          throw new Error('trap');
        },
      },
    );
    expect(solve(position, { signal: signal as AbortSignal })).toMatchObject({
      ok: false,
      error: { code: 'bad-signal' },
    });
  });

  it('a field left undefined takes the caller’s default, then the solver’s', () => {
    expect(unwrap(parseSolveOptions({ budget: undefined }, { budget: 7 })).budget).toBe(7);
    expect(unwrap(parseSolveOptions({ budget: 9 }, { budget: 7 })).budget).toBe(9);
    expect(unwrap(parseSolveOptions(undefined, { budget: 7 })).budget).toBe(7);
    expect(unwrap(parseSolveOptions(null)).budget).toBe(DEFAULT_BUDGET);
    expect(parseSolveOptions({}, { budget: 0 })).toMatchObject({ ok: false, error: { code: 'bad-budget' } });
    expect(unwrap(parseFairOptions({ budget: undefined })).search.budget).toBe(DEFAULT_FAIR_BUDGET);
  });
});

describe('a throwing onProgress', () => {
  it('stops the search with progress-failed and does not escape', () => {
    expect(UNKNOWN_REASONS).toContain('progress-failed');
    // a deal the solver wins after some thousands of nodes, so that progress is reported
    const long = unwrap(openingPositionOfCode('RU1-R-AAAAABB'));
    const plain = unwrap(solve(long, { budget: 50_000 }));
    expect(plain.status).toBe('solved');
    let calls = 0;
    const answer = unwrap(
      solve(long, {
        budget: 50_000,
        progressInterval: 1,
        onProgress: () => {
          calls++;
          throw new Error('user bug');
        },
      }),
    );
    expect(calls).toBe(1);
    expect(answer).toMatchObject({ status: 'unknown', reason: 'progress-failed' });
    expect(answer.nodes).toBeLessThan(plain.nodes);
    // the next search of the same position is not affected
    const again = unwrap(solve(long, { budget: 50_000 }));
    expect({ ...again, elapsedMs: 0 }).toEqual({ ...plain, elapsedMs: 0 });
  });
});
