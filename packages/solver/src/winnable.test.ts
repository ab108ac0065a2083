import { makeGameCode, openingPositionOfCode } from '@russian-solitaire/dealer';
import { WIN_SCORE, unwrap } from '@russian-solitaire/engine';
import { describe, expect, test } from 'vitest';
import { replay } from '../testing/small.js';
import { solve } from './solve.js';
import { randomWinnableCode } from './winnable.js';

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
    expect(deal.code).toBe('RU1-C-AAAAAAO');
    expect(deal.parts).toEqual(unwrap(makeGameCode('C', 14)));
    expect(deal.draws).toBe(5);
    for (const seed of [0, 1, 2, 3]) {
      const lost = unwrap(solve(unwrap(openingPositionOfCode(unwrap(makeGameCode('C', seed)))), { budget: 200_000 }));
      expect(lost.status).not.toBe('solved');
    }
    const start = unwrap(openingPositionOfCode(deal.code, { takeBack: false }));
    const replayed = replay(start, deal.line);
    expect('end' in replayed && replayed.end.isWon).toBe(true);
    expect(deal.nodes).toBeGreaterThan(0);
  }, 60_000);

  test('the certificate is a winning line under the options asked for (625 without take-backs)', () => {
    const deal = unwrap(
      randomWinnableCode({ random: seedsInTurn([18]), budget: 200_000, options: { takeBack: false } }),
    );
    const start = unwrap(openingPositionOfCode(deal.code, { takeBack: false }));
    const replayed = replay(start, deal.line);
    expect('score' in replayed && replayed.score).toBe(WIN_SCORE);
  }, 60_000);

  test('relaxed deals are nearly all winnable: the first draw is kept', () => {
    const deal = unwrap(randomWinnableCode({ rule: 'R', random: seedsInTurn([27]), budget: 1_000_000 }));
    expect(deal.code).toBe('RU1-R-AAAAABB');
    expect(deal.draws).toBe(1);
  }, 60_000);

  test('with the platform source it gives some winnable classic code', () => {
    const deal = unwrap(randomWinnableCode({ budget: 100_000 }));
    expect(deal.code).toMatch(/^RU1-C-[A-Z]{7}$/);
    expect(deal.line.length).toBeGreaterThan(0);
  }, 120_000);

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
