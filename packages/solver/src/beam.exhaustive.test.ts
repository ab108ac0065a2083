/**
 * The beam search against brute force on small positions: as wide as every position, it wins
 * exactly the winnable ones; narrow, it wins only winnable ones. The exhaustive tier
 * (`pnpm test:exhaustive`, which CI runs after `npm test`).
 */
import { decodeMove } from '@russian-solitaire/engine';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { breathe } from '../../../testing/breathe.js';
import { bruteForce, replay, smallCase } from '../testing/small.js';
import { BeamSearch } from './beam.js';

/** Wider than any small position has positions: the beam then keeps every position it scores. */
const ALL = 1_000_000;
const config = (width: number) => ({ width, tableBits: 16, maxDepth: 10_000 });

describe('the beam search', () => {
  test('kept wide enough, it wins exactly the small positions brute force finds winnable', async () => {
    // As wide as every position: a breadth-first search that keeps every position it scores, with
    // rule 2 (a safe move home alone) and rule 5 (positions with a stuck card dropped), both proved
    // in prune.ts. Every rule set, with and without take-backs and group limits. Counted: both answers.
    let won = 0;
    let lost = 0;
    await fc.assert(
      fc.asyncProperty(smallCase(8, 4, 4), async ({ position }) => {
        await breathe();
        const brute = bruteForce(position);
        fc.pre(brute !== null);
        const beam = new BeamSearch(position, config(ALL));
        const state = beam.run(Infinity);
        expect(state).toBe(brute.winnable ? 'solved' : 'exhausted');
        if (brute.winnable) {
          won++;
          expect(replay(position, beam.line().map(decodeMove))).toMatchObject({ end: { isWon: true } });
        } else lost++;
      }),
      { numRuns: 300 },
    );
    expect(won).toBeGreaterThan(30);
    expect(lost).toBeGreaterThan(30);
  });

  test('kept narrow, a win it finds is a win, and it never ends a winnable search as a proof', async () => {
    // Widths 1 to 3: the beam misses wins (counted), but every line it answers wins, and its end
    // (`exhausted`) is no proof: the run (run.ts) never takes it as one.
    let won = 0;
    let missed = 0;
    await fc.assert(
      fc.asyncProperty(smallCase(9, 4, 4), fc.integer({ min: 1, max: 3 }), async ({ position }, width) => {
        await breathe();
        const brute = bruteForce(position);
        fc.pre(brute !== null);
        const beam = new BeamSearch(position, config(width));
        const state = beam.run(100_000);
        expect(['solved', 'exhausted']).toContain(state);
        if (state === 'solved') {
          won++;
          expect(brute.winnable).toBe(true);
          expect(replay(position, beam.line().map(decodeMove))).toMatchObject({ end: { isWon: true } });
        } else if (brute.winnable) missed++;
      }),
      { numRuns: 300 },
    );
    expect(won).toBeGreaterThan(30);
    expect(missed).toBeGreaterThan(0);
  });
});
