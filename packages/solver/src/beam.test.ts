import { RULE_SETS, decodeMove, readPosition, relaxed, unwrap } from '@russian-solitaire/engine';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { breathe } from '../../../testing/breathe.js';
import { ru1Position } from '../testing/ru1.js';
import { replay } from '../testing/small.js';
import { BeamSearch, beamScore } from './beam.js';

const config = (width: number) => ({ width, tableBits: 16, maxDepth: 10_000 });

// Against brute force on small positions: beam.exhaustive.test.ts.

describe('beamScore', () => {
  test('counts cards home, cards face down, empty columns, built and unbuilt cards, and buried low cards', () => {
    const position = unwrap(
      readPosition(
        'relaxed | F: 9S TH JD QC | 1: (KC) TS JH | 2: KS QH JS | 3: (QS) KH QD KD | 4: - | 5: - | 6: - | 7: -',
      ),
    );
    // 42 cards home; 2 face down; column 1: TS and JH not built (-20 each), one card above its
    // lowest card TS (rank 10: 2 × (13 - 10 + 1)); column 2: QH and JS built (+30 each); column 3:
    // KH and KD not built, QD built, three cards above its lowest card QS (3 × 2 × (13 - 12 + 1));
    // four empty columns
    const expected = 42 * 1000 - 2 * 400 + (-40 - 8) + 60 + (-10 - 12) + 4 * 300;
    expect(beamScore(position)).toBe(expected);
    expect(expected).toBe(42390);
  });
});

describe('the beam search', () => {
  test('running in slices of any size gives the same search as running in one go', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 26 ** 7 - 1 }),
        fc.constantFrom(...Object.values(RULE_SETS)),
        fc.integer({ min: 1, max: 3_000 }),
        fc.integer({ min: 1, max: 40 }),
        async (seed, ruleSet, slice, width) => {
          await breathe();
          const position = ru1Position(seed, ruleSet, { takeBack: false });
          const limit = 5_000;
          const whole = new BeamSearch(position, config(width));
          const sliced = new BeamSearch(position, config(width));
          const a = whole.run(limit);
          let b = sliced.run(Math.min(limit, slice));
          while (b === 'running' && sliced.nodes < limit) b = sliced.run(Math.min(limit, sliced.nodes + slice));
          expect(b).toBe(a);
          expect(sliced.nodes).toBe(whole.nodes);
          expect(sliced.plays).toBe(whole.plays);
          expect(sliced.line()).toEqual(whole.line());
          expect(sliced.bestRootMove).toBe(whole.bestRootMove);
          expect(sliced.currentDepth).toBe(whole.currentDepth);
          if (a === 'running') expect(whole.nodes).toBe(limit);
        },
      ),
      { numRuns: 30 },
    );
  });

  test('wins a relaxed deal that the depth-first search of the whole game does not win in 150,000 nodes', () => {
    // RU1 relaxed seed 116, over the game without take-backs (a win there is a win of the game)
    const position = ru1Position(116, relaxed, { takeBack: false });
    const beam = new BeamSearch(position, config(100));
    expect(beam.run(150_000)).toBe('solved');
    expect(beam.nodes).toBeLessThan(150_000);
    expect(beam.plays).toBeGreaterThan(beam.nodes);
    const line = beam.line();
    expect(beam.bestRootMove).toBe(line[0]);
    expect(replay(ru1Position(116, relaxed), line.map(decodeMove))).toMatchObject({ end: { isWon: true } });
  });

  test('stops at the depth cap, and cannot run once it has let its positions go', () => {
    const position = ru1Position(116, relaxed, { takeBack: false });
    const capped = new BeamSearch(position, { width: 10, tableBits: 16, maxDepth: 5 });
    expect(capped.run(Infinity)).toBe('truncated');
    expect(capped.depthCut).toBe(true);
    expect(capped.currentDepth).toBe(5);
    capped.release();
    expect(() => capped.run(Infinity)).toThrow(/cannot run/);
    const won = new BeamSearch(
      unwrap(readPosition('relaxed | F: KS KH KD KC | 1: - | 2: - | 3: - | 4: - | 5: - | 6: - | 7: -')),
      config(1),
    );
    expect(won.state).toBe('solved');
    expect(won.line()).toEqual([]);
  });
});
