/**
 * Unsolvable is a proof: solve agrees with an independent brute force on small positions of every rule
 * set. The exhaustive tier (`pnpm test:exhaustive`, which CI runs after `npm test`).
 */
import { type Position, unwrap } from '@russian-solitaire/engine';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { bruteForce, replay, smallCase, underClassicBuilding } from '../testing/small.js';
import { solve } from './solve.js';
import { breathe } from '../../../testing/breathe.js';

describe('unsolvable is a proof: agreement with an independent brute force', () => {
  /** A property body that compares solve with the brute force, counting the cases compared in `seen`. */
  const agree =
    (seen: { win: number; loss: number }) =>
    async ({ position }: { position: Position }): Promise<void> => {
      await breathe();
      const brute = bruteForce(position);
      fc.pre(brute !== null);
      const answer = unwrap(solve(position, { budget: 2_000_000 }));
      expect(answer.status).not.toBe('unknown');
      expect(answer.status === 'solved').toBe(brute.winnable);
      if (answer.status === 'solved') {
        const played = replay(position, answer.line);
        expect('end' in played && played.end.isWon).toBe(true);
      }
      seen[brute.winnable ? 'win' : 'loss']++;
    };

  test('on small constructed positions, every rule set, take-back on and off, several group limits', async () => {
    const seen = { win: 0, loss: 0 };
    await fc.assert(fc.asyncProperty(smallCase(8, 4), agree(seen)), { numRuns: 200 });
    // fast-check runs 200 cases that pass fc.pre (it skips those too big for the brute force)
    expect(seen.win + seen.loss).toBe(200);
    expect(seen.win).toBeGreaterThan(0);
    expect(seen.loss).toBeGreaterThan(0);
  });

  test('on larger small positions under classic building (where rules 1, 6 and 7 apply), of any number of columns', async () => {
    const seen = { win: 0, loss: 0 };
    // the cards of a random rule set's position, under building down in suit with a king (or
    // nothing) on an empty column, in that rule set's layout (classic's own when it is the Yukon layout)
    const classicCase = fc
      .tuple(smallCase(12, 5, 4), fc.constantFrom('king' as const, 'none' as const))
      .map(([{ position, options }, emptyColumn]) => ({
        position: underClassicBuilding(position, emptyColumn, options),
      }));
    await fc.assert(fc.asyncProperty(classicCase, agree(seen)), { numRuns: 150 });
    expect(seen.win + seen.loss).toBe(150);
    expect(seen.win).toBeGreaterThan(0);
    expect(seen.loss).toBeGreaterThan(0);
  });

  test('on small positions crowded into one or two columns (many of them lost)', async () => {
    const seen = { win: 0, loss: 0 };
    await fc.assert(fc.asyncProperty(smallCase(8, 4, 2), agree(seen)), { numRuns: 200 });
    expect(seen.win + seen.loss).toBe(200);
    expect(seen.win).toBeGreaterThan(0);
    expect(seen.loss).toBeGreaterThan(0);
  });
});
