import { parseCodeParts, openingPositionOfCode } from '@russian-solitaire/dealer';
import { solve } from '@russian-solitaire/solver';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { firstDealSeed, firstWinnableGame } from './first-deal.js';
import { FIRST_DEAL_BUDGET, FIRST_DEAL_SEEDS } from './first-deal-seeds.js';
import { NEW_GAME_RULES } from '../state/settings.js';
import { WINNABLE_DRAW_BUDGET } from '../effects/solver.js';
import { breathe } from '../../../../testing/breathe.js';

/** A random source that gives `word` every time. */
const always =
  (word: number) =>
  (out: Uint32Array): void => {
    out.fill(word);
  };

describe('the first deals', () => {
  it('are the first seeds from 0 up that the solver proves winnable, proved again here', async () => {
    // Every seed up to the last one is decided again: the winnable ones must be exactly the list.
    const last = FIRST_DEAL_SEEDS.at(-1)!;
    const proved: number[] = [];
    for (let seed = 0; seed <= last; seed++) {
      if (seed % 64 === 0) await breathe();
      const position = openingPositionOfCode({ rule: 'C', seed });
      if (!position.ok) throw new Error(`seed ${seed}: ${position.error.message}`);
      const result = solve(position.value, { budget: FIRST_DEAL_BUDGET });
      if (!result.ok) throw new Error(`seed ${seed}: ${result.error.message}`);
      if (result.value.status === 'solved') proved.push(seed);
    }
    expect(proved).toEqual(FIRST_DEAL_SEEDS);
    expect(FIRST_DEAL_SEEDS.length).toBe(128);
  });

  it('were proved within no more than the budget of a winnable draw in the worker', () => {
    expect(FIRST_DEAL_BUDGET).toBeLessThanOrEqual(WINNABLE_DRAW_BUDGET);
  });

  it('are picked evenly by the lowest bits of a random word', () => {
    // A power of two of seeds: the words 0 … n − 1 pick each seed once, and every word picks as its lowest bits do.
    const n = FIRST_DEAL_SEEDS.length;
    expect(n & (n - 1)).toBe(0);
    expect(Array.from({ length: n }, (_, i) => firstDealSeed(i))).toEqual(FIRST_DEAL_SEEDS);
    let cases = 0;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 32 - 1 }), (word) => {
        cases++;
        expect(firstDealSeed(word)).toBe(FIRST_DEAL_SEEDS[word % n]);
      }),
    );
    expect(cases).toBe(100);
  });

  it('deal the picked seed under the rule asked for', () => {
    let cases = 0;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 32 - 1 }), fc.constantFrom(...NEW_GAME_RULES), (word, rule) => {
        cases++;
        const game = firstWinnableGame(rule, always(word));
        const code = parseCodeParts({ rule, seed: firstDealSeed(word) });
        if (!code.ok) throw new Error(code.error.message);
        expect(game?.gameCode).toBe(code.value.text);
        expect(game?.moveCount).toBe(0);
      }),
      { numRuns: 50 },
    );
    expect(cases).toBe(50);
  });

  it('are not dealt without a random source, or when it fails', () => {
    expect(firstWinnableGame('C', null)).toBeNull();
    expect(
      firstWinnableGame('C', () => {
        throw new Error('no entropy');
      }),
    ).toBeNull();
    // The platform's own source deals one of the list.
    const game = firstWinnableGame('C');
    const seeds = FIRST_DEAL_SEEDS.map((seed) => {
      const code = parseCodeParts({ rule: 'C', seed });
      return code.ok ? code.value.text : '';
    });
    expect(seeds).toContain(game?.gameCode);
  });
});
