import {
  type Position,
  Game,
  classic,
  dealArrangement,
  encodeMove,
  relaxed,
  sameMove,
  sameVisiblePart,
  unwrap,
  visibleHash,
} from '@russian-solitaire/engine';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { playRandomly } from '../testing/random.js';
import { fewFaceDown, fewFaceDownCases, rearranged, timeless, winnable } from '../testing/fair.js';
import { ru1Position } from '../testing/ru1.js';
import { fairHint, fairHintAsync } from './fair-hint.js';
import { FAIR_STRATEGIES } from './fair-options.js';
import { winOdds, winOddsAsync } from './odds.js';
import { greedyMove } from './greedy.js';
import { solve } from './solve.js';
import { breathe } from '../../../testing/breathe.js';

/** Small, quick settings for properties. */
const QUICK = { samples: 8, sampleBudget: 5_000, budget: 400_000 };

describe('fair hints and odds depend only on the visible part', () => {
  test('two positions with the same visible part get exactly the same fair hint, under every strategy, and odds', async () => {
    let compared = 0;
    const hinted = new Map<string, number>();
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 26 ** 7 - 1 }),
        fc.constantFrom(classic, relaxed),
        fc.array(fc.nat(), { maxLength: 25 }),
        fc.nat(),
        async (seed, ruleSet, choices, other) => {
          await breathe();
          const p = ru1Position(seed, ruleSet);
          playRandomly(p, choices);
          const q = rearranged(p, other);
          expect(sameVisiblePart(p, q)).toBe(true);
          for (const strategy of FAIR_STRATEGIES) {
            const a = unwrap(fairHint(p, { ...QUICK, strategy }));
            const b = unwrap(fairHint(q, { ...QUICK, strategy }));
            expect(timeless(b)).toEqual(timeless(a));
            hinted.set(strategy, (hinted.get(strategy) ?? 0) + 1);
          }
          const oa = unwrap(winOdds(p, QUICK));
          const ob = unwrap(winOdds(q, QUICK));
          expect(timeless(ob)).toEqual(timeless(oa));
          compared++;
        },
      ),
      { numRuns: 25 },
    );
    expect(compared).toBe(25);
    expect([...hinted]).toEqual(FAIR_STRATEGIES.map((strategy) => [strategy, 25]));
  });

  test('the async forms give the same answers as the blocking ones', async () => {
    const p = ru1Position(27, relaxed);
    expect(timeless(unwrap(await fairHintAsync(p, QUICK)))).toEqual(timeless(unwrap(fairHint(p, QUICK))));
    expect(timeless(unwrap(await winOddsAsync(p, QUICK)))).toEqual(timeless(unwrap(winOdds(p, QUICK))));
  });

  test('the odds ignore the strategy: seeded by the visible hash under every one', () => {
    const p = ru1Position(4, classic);
    const byDefault = timeless(unwrap(winOdds(p, QUICK)));
    expect(timeless(unwrap(winOdds(p, { ...QUICK, seed: visibleHash(p) })))).toEqual(byDefault);
    for (const strategy of FAIR_STRATEGIES)
      expect(timeless(unwrap(winOdds(p, { ...QUICK, strategy })))).toEqual(byDefault);
  });

  test('another seed samples other arrangements; the same seed the same ones', async () => {
    const p = ru1Position(3, classic);
    const one = unwrap(winOdds(p, { ...QUICK, samples: 32, seed: 1 }));
    const again = unwrap(winOdds(p, { ...QUICK, samples: 32, seed: 1 }));
    expect(timeless(again)).toEqual(timeless(one));
    const byDefault = unwrap(winOdds(p, { ...QUICK, samples: 32 }));
    const seeds: number[] = [];
    for (const seed of [2, 3, 4, 5, 6, 7, 8, 9]) {
      await breathe();
      seeds.push(unwrap(winOdds(p, { ...QUICK, samples: 32, seed })).nodes);
    }
    // Node counts follow the arrangements searched: over nine seeds they cannot all agree.
    expect(new Set([one.nodes, byDefault.nodes, ...seeds]).size).toBeGreaterThan(1);
  });
});

describe('with few cards face down every arrangement is searched, and the shares are exact', () => {
  test('odds and every move estimate match a count over all arrangements (at most 4 face down)', async () => {
    let positions = 0;
    for (const { position: p, count } of fewFaceDownCases()) {
      positions++;
      const arranged = (index: number): Position => {
        const q = p.clone();
        dealArrangement(q, index);
        return q;
      };
      let won = 0;
      for (let i = 0; i < count; i++) {
        if (winnable(arranged(i))) won++;
        await breathe();
      }
      // The async forms (equal to the blocking ones, as tested above) let the event loop run on the way.
      const odds = unwrap(await winOddsAsync(p, { samples: 64, sampleBudget: 2_000_000, budget: 100_000_000 }));
      expect(odds.exhaustive).toBe(true);
      expect(odds.samples).toBe(count);
      expect(odds.undecided).toBe(0);
      expect(odds.winShare).toEqual({ estimate: won / count, low: won / count, high: won / count });

      const hint = unwrap(await fairHintAsync(p, { samples: 64, sampleBudget: 2_000_000, budget: 100_000_000 }))!;
      expect(hint.exhaustive).toBe(true);
      let bestShare = 0;
      for (const estimate of hint.moves) {
        if (estimate.samples < count) continue; // dropped by successive halving before the last round
        let wins = 0;
        for (let i = 0; i < count; i++) {
          const q = arranged(i);
          q.play(encodeMove(estimate.move));
          if (winnable(q)) wins++;
          await breathe();
        }
        expect(estimate.winShare.estimate).toBe(wins / count);
        bestShare = Math.max(bestShare, wins / count);
      }
      expect(hint.winShare.estimate).toBe(bestShare);
      expect(hint.samples).toBe(count);
    }
    expect(positions).toBe(4);
  });

  test('with no card face down the hint is exact, a winning move where a win exists, and costs one search, under every strategy, and the hints for the game lead to the win', async () => {
    let followed = 0;
    for (const [seed, ruleSet, strategy] of [
      [18, classic, 'sampled'],
      [27, relaxed, 'sampled'],
      [18, classic, 'committed'],
      [27, relaxed, 'committed'],
      [18, classic, 'widened'],
      [27, relaxed, 'widened'],
    ] as const) {
      const p = fewFaceDown(seed, ruleSet, 0);
      expect(p).not.toBeNull();
      if (p === null) continue;
      expect(p.faceDownCount).toBe(0);
      // Follow fair hints to the end, given the game as a player's Hint button gives it (so that
      // they keep off the positions played and follow their plan): every one must keep the game
      // winnable. (Hints for the bare position may lead back to a position played: they can go
      // round in circles, as they did here under relaxed rules.)
      const game = Game.fromPosition(p);
      for (let step = 0; step < 200 && !game.position.isWon; step++) {
        // For the position alone: one arrangement whose own search wins, its line's first move is
        // the answer, and no other move is searched.
        const bare = unwrap(fairHint(game.position, { ...QUICK, strategy }))!;
        expect(bare.exhaustive).toBe(true);
        expect(bare.samples).toBe(1);
        expect(bare.winShare).toEqual({ estimate: 1, low: 1, high: 1 });
        expect(bare.searches).toBe(1);
        // For the game: a winning move too, that brings back no position played.
        const hint = unwrap(fairHint(game, { ...QUICK, strategy }))!;
        expect(hint.exhaustive).toBe(true);
        expect(hint.winShare).toEqual({ estimate: 1, low: 1, high: 1 });
        unwrap(game.play(hint.move));
        followed++;
        await breathe();
      }
      expect(game.position.isWon).toBe(true);
    }
    expect(followed).toBeGreaterThan(10);
  });
});

describe('answers and refusals', () => {
  test('the sampled hint is a legal move and its estimate is among the moves; interval contains the estimate', () => {
    const p = ru1Position(3, classic);
    const hint = unwrap(fairHint(p, { ...QUICK, strategy: 'sampled' }))!;
    expect(p.legalMoves().some((m) => sameMove(m, hint.move))).toBe(true);
    expect(hint.moves[0]).toEqual({
      move: hint.move,
      winShare: hint.winShare,
      samples: hint.samples,
      undecided: hint.undecided,
    });
    expect(hint.moves).toHaveLength(p.legalMoves().length);
    for (const m of hint.moves) {
      expect(m.winShare.low).toBeLessThanOrEqual(m.winShare.estimate);
      expect(m.winShare.estimate).toBeLessThanOrEqual(m.winShare.high);
    }
    expect(hint.stopped).toBeNull();
  });

  test('a won position or one with no legal move gets no hint; a won one has odds 1', () => {
    const start = ru1Position(18, classic);
    const line = unwrap(solve(start, { budget: 200_000 }));
    expect(line.status).toBe('solved');
    const won = start.clone();
    if (line.status === 'solved') for (const move of line.line) won.play(encodeMove(move));
    expect(won.isWon).toBe(true);
    expect(unwrap(fairHint(won))).toBeNull();
    expect(unwrap(winOdds(won)).winShare.estimate).toBe(1);
  });

  test('a budget or an abort stops it early, and it says so', () => {
    const p = ru1Position(3, relaxed);
    const small = unwrap(fairHint(p, { samples: 64, sampleBudget: 5_000, budget: 20_000 }))!;
    expect(small.stopped).toBe('budget');
    expect(small.nodes).toBeLessThanOrEqual(20_000);
    const controller = new AbortController();
    controller.abort();
    const aborted = unwrap(winOdds(p, { ...QUICK, signal: controller.signal }));
    expect(aborted.stopped).toBe('aborted');
    expect(aborted.samples).toBe(0);
  });

  test('refuses what is not a position and bad options, with typed errors', () => {
    const p = ru1Position(3, classic);
    for (const bad of [null, undefined, 5, {}, { position: 'x' }]) {
      const result = fairHint(bad as unknown as Position);
      expect(!result.ok && result.error.code).toBe('bad-position');
      expect(!winOdds(bad as unknown as Position).ok).toBe(true);
    }
    const cases: [unknown, string][] = [
      [{ samples: 0 }, 'bad-options'],
      [{ samples: 1.5 }, 'bad-options'],
      [{ seed: -1 }, 'bad-options'],
      [{ seed: 2 ** 32 }, 'bad-options'],
      [{ sampleBudget: 0 }, 'bad-budget'],
      [{ budget: 10, sampleBudget: 100 }, 'bad-budget'],
      [{ onProgress: 5 }, 'bad-progress'],
      [{ strategy: 'clairvoyant' }, 'bad-options'],
      [{ strategy: 1 }, 'bad-options'],
      [{ bogus: true }, 'bad-options'],
      ['fast', 'bad-options'],
    ];
    for (const [options, code] of cases) {
      const result = fairHint(p, options as never);
      expect(!result.ok && result.error.code).toBe(code);
    }
  });
});

describe('the greedy move', () => {
  test('is a legal move, the same for positions with the same visible part, null when none is left', () => {
    let checked = 0;
    for (let seed = 0; seed < 30; seed++) {
      const p = ru1Position(seed, seed % 2 ? relaxed : classic);
      const move = unwrap(greedyMove(p))!;
      expect(p.legalMoves().some((m) => sameMove(m, move))).toBe(true);
      expect(unwrap(greedyMove(rearranged(p, seed)))).toEqual(move);
      checked++;
    }
    expect(checked).toBe(30);
    const start = ru1Position(18, classic);
    const line = unwrap(solve(start, { budget: 200_000 }));
    if (line.status === 'solved') for (const move of line.line) start.play(encodeMove(move));
    expect(start.isWon).toBe(true);
    expect(unwrap(greedyMove(start))).toBeNull();
    expect(greedyMove(null as never).ok).toBe(false);
  });
});
