import { parseCodeParts, openingPositionOfCode } from '@russian-solitaire/dealer';
import { WIN_SCORE, unwrap } from '@russian-solitaire/engine';
import { describe, expect, test } from 'vitest';
import { replay } from '../testing/small.js';
import { solve } from './solve.js';
import { randomWinnableCode, randomWinnableCodeAsync } from './winnable.js';
import { MAX_WINNABLE_SEEDS, type WinnableProgress } from './winnable-options.js';

/** A random source that deals the given seeds in turn (each seed below 2^32 takes two words: 0, seed). */
function seedsInTurn(seeds: readonly number[]): (out: Uint32Array) => void {
  let next = 0;
  return (out) => {
    out[0] = 0;
    out[1] = seeds[next++ % seeds.length]!;
  };
}

describe('randomWinnableCode', () => {
  test('keeps drawing until a deal is proved winnable, and gives its winning line', () => {
    // Classic seeds 0 to 13 are lost (the first winnable one is 14, RU1-C-AAAAAAO).
    const seeds = [0, 1, 2, 3, 14, 18];
    const deal = unwrap(randomWinnableCode({ random: seedsInTurn(seeds), budget: 200_000 }));
    expect(deal.gameCode).toBe('RU1-C-AAAAAAO');
    expect(deal.parts).toEqual(unwrap(parseCodeParts({ rule: 'C', seed: 14 })));
    expect(deal.draws).toBe(5);
    for (const seed of [0, 1, 2, 3]) {
      const lost = unwrap(
        solve(unwrap(openingPositionOfCode(unwrap(parseCodeParts({ rule: 'C', seed })))), { budget: 200_000 }),
      );
      expect(lost.status).not.toBe('solved');
    }
    const start = unwrap(openingPositionOfCode(deal.gameCode, { takeBack: false }));
    const replayed = replay(start, deal.line);
    expect('end' in replayed && replayed.end.isWon).toBe(true);
    expect(deal.nodes).toBeGreaterThan(0);
  });

  test('the certificate is a winning line under the options asked for (625 without take-backs)', () => {
    const deal = unwrap(
      randomWinnableCode({ random: seedsInTurn([18]), budget: 200_000, options: { takeBack: false } }),
    );
    const start = unwrap(openingPositionOfCode(deal.gameCode, { takeBack: false }));
    const replayed = replay(start, deal.line);
    expect('score' in replayed && replayed.score).toBe(WIN_SCORE);
  });

  test('relaxed deals are nearly all winnable: the first draw is kept', () => {
    const deal = unwrap(randomWinnableCode({ rule: 'R', random: seedsInTurn([27]), budget: 1_000_000 }));
    expect(deal.gameCode).toBe('RU1-R-AAAAABB');
    expect(deal.draws).toBe(1);
  });

  test('with the platform source it gives some winnable classic code', () => {
    const deal = unwrap(randomWinnableCode({ budget: 100_000 }));
    expect(deal.gameCode).toMatch(/^RU1-C-[A-Z]{7}$/);
    expect(deal.line.length).toBeGreaterThan(0);
  });

  test('gives up after maxDraws, and refuses bad options and broken sources with typed errors', () => {
    const none = randomWinnableCode({ random: seedsInTurn([0]), budget: 10_000, maxDraws: 3 });
    expect(!none.ok && none.error.code).toBe('no-winnable-deal');
    const broken = randomWinnableCode({
      random: () => {
        throw new Error('no entropy');
      },
    });
    expect(!broken.ok && broken.error.code).toBe('random-source-failed');
    for (const bad of [
      { rule: 'X' },
      { budget: 0 },
      { budget: 1.5 },
      { maxDraws: 0 },
      { options: { groupLimit: -1 } },
    ]) {
      const result = randomWinnableCode(bad as never);
      expect(!result.ok && result.error.code).toBe('bad-options');
    }
    expect(randomWinnableCode(null as never).ok).toBe(false);
  });
});

describe('randomWinnableCodeAsync, seeds, progress and abort', () => {
  test('the async form draws the same deal as the blocking one, in slices, whatever they are', async () => {
    const words = (): ((out: Uint32Array) => void) => {
      let word = 12345;
      return (out) => {
        for (let i = 0; i < out.length; i++) out[i] = word = (Math.imul(word, 1664525) + 1013904223) >>> 0;
      };
    };
    const blocking = unwrap(randomWinnableCode({ random: words(), budget: 100_000 }));
    let checked = 0;
    for (const slices of [{}, { sliceNodes: 1 }, { sliceMs: 0 }, { sliceNodes: 777, sliceMs: Infinity }]) {
      const sliced = unwrap(await randomWinnableCodeAsync({ random: words(), budget: 100_000, ...slices }));
      expect(sliced).toEqual(blocking);
      checked++;
    }
    expect(checked).toBe(4);
  });

  test('seeds are tried in order, the first winnable one is kept, maxDraws bounds them', () => {
    const deal = unwrap(randomWinnableCode({ seeds: [0, 1, 2, 3, 14, 18], budget: 200_000 }));
    expect([deal.gameCode, deal.draws]).toEqual(['RU1-C-AAAAAAO', 5]);
    const none = randomWinnableCode({ seeds: [0, 1, 2, 3, 14], maxDraws: 4, budget: 200_000 });
    expect(none).toMatchObject({ ok: false, error: { code: 'no-winnable-deal' } });
    expect(!none.ok && none.error.message).toContain('No seed given was proved winnable');
    for (const bad of [
      { seeds: [] },
      { seeds: [1.5] },
      { seeds: [26 ** 7] },
      { seeds: 'AAAAAAO' },
      { seeds: [1], random: seedsInTurn([1]) },
      { seeds: new Array(MAX_WINNABLE_SEEDS + 1).fill(0) },
      { colour: 'red' },
      { sliceMs: -1 },
      { signal: 'stop' },
    ]) {
      expect(randomWinnableCode(bad as never), JSON.stringify(bad).slice(0, 60)).toMatchObject({
        ok: false,
        error: { code: 'bad-options' },
      });
    }
  });

  test('progress after each draw; a throwing callback stops with progress-failed; an abort with aborted', async () => {
    const progress: WinnableProgress[] = [];
    const deal = unwrap(
      await randomWinnableCodeAsync({ seeds: [0, 1, 2, 14], budget: 200_000, onProgress: (p) => progress.push(p) }),
    );
    expect(progress.map((p) => p.draws)).toEqual([1, 2, 3, 4]);
    expect(progress.map((p) => p.nodes).every((n, i) => i === 0 || n >= progress[i - 1]!.nodes)).toBe(true);
    expect(progress.at(-1)!.nodes).toBe(deal.nodes);
    const thrown = randomWinnableCode({
      seeds: [0, 14],
      onProgress: () => {
        throw new Error('the page went away');
      },
    });
    expect(thrown).toMatchObject({ ok: false, error: { code: 'progress-failed' } });
    expect(randomWinnableCode({ signal: AbortSignal.abort() })).toMatchObject({
      ok: false,
      error: { code: 'aborted' },
    });
    const controller = new AbortController();
    const pending = randomWinnableCodeAsync({
      rule: 'R',
      seeds: [1194],
      budget: 50_000_000,
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(), 30);
    expect(await pending).toMatchObject({ ok: false, error: { code: 'aborted' } });
  });
});
