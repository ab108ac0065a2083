import {
  Game,
  type Move,
  type Position,
  classic,
  dealArrangement,
  decodeMove,
  encodeMove,
  relaxed,
  sameMove,
  unwrap,
} from '@russian-solitaire/engine';
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, test } from 'vitest';
import { fewFaceDownCases, timeless, winnable } from '../testing/fair.js';
import { ru1Position } from '../testing/ru1.js';
import { type Commitment, LONG_PLAN, WIDEN_SEARCH_LIMIT, WIDEN_WAYS, betterPlan } from './fair-commit.js';
import { Repetitions } from './repetition.js';

/** The moves of the nearest turn of a position with no path behind it. */
function nearestTurnOf(p: Position): Move[] {
  const turn = nearestTurn(p, new Repetitions(p));
  return turn.kind === 'way' ? turn.way.map(decodeMove) : [];
}
import { startFairRun } from './fair-run.js';
import { nearestTurn, turnWays } from './fair-turn.js';
import { drain } from './slice.js';
import { fairHint, fairHintAsync } from './fair-hint.js';
import { DEFAULT_FAIR_STRATEGY } from './fair-options.js';
import { turnSeed } from './turn-seed.js';
import { breathe } from '../../../testing/breathe.js';

/** Openings of both rules whose first hints, with small searches, find plans or head for a turn. */
const OPENINGS = [
  [3, classic],
  [18, classic],
  [27, relaxed],
  [5, relaxed],
] as const;

/** Exact settings for positions with few cards face down: every arrangement, searched to the end. */
const EXACT = { samples: 64, sampleBudget: 2_000_000, budget: 100_000_000 } as const;

/** Whether every move of `plan` is legal in turn from `position` and none but the last turns a card. */
function planProblem(position: Position, plan: readonly Parameters<typeof encodeMove>[0][]): string | null {
  const q = position.clone();
  for (let k = 0; k < plan.length; k++) {
    if (!q.legalMoves().some((m) => sameMove(m, plan[k]!))) return `move ${k} is not legal`;
    const down = q.faceDownCount;
    q.play(encodeMove(plan[k]!));
    if (q.faceDownCount < down && k < plan.length - 1) return `move ${k} turns a card before the plan's end`;
    if (k === plan.length - 1 && q.faceDownCount === down && !q.isWon)
      return 'the plan ends neither in a turn nor in a win';
  }
  return null;
}

describe('the committed and widened strategies', () => {
  test.each(['committed', 'widened'] as const)(
    '%s: its estimate is the share of all arrangements won after its plan (at most 4 face down), never above the sampled estimate of its first move',
    async (strategy) => {
      let positions = 0;
      for (const { position: p, count } of fewFaceDownCases()) {
        await breathe();
        const hint = unwrap(fairHint(p, { ...EXACT, strategy }))!;
        expect(hint.exhaustive).toBe(true);
        expect(hint.samples).toBe(count);
        expect(sameMove(hint.plan[0]!, hint.move)).toBe(true);
        expect(planProblem(p, hint.plan)).toBeNull();
        let wins = 0;
        for (let i = 0; i < count; i++) {
          const q = p.clone();
          dealArrangement(q, i);
          for (const move of hint.plan) q.play(encodeMove(move));
          if (winnable(q)) wins++;
        }
        expect(hint.undecided).toBe(0);
        expect(hint.winShare).toEqual({ estimate: wins / count, low: wins / count, high: wins / count });
        await breathe();
        // A plan that can be won after its end can be won after its first move: the sampled share bounds it.
        const sampled = unwrap(fairHint(p, { ...EXACT, strategy: 'sampled' }))!;
        const first = sampled.moves.find((m) => sameMove(m.move, hint.move))!;
        if (first.samples === count) expect(hint.winShare.estimate).toBeLessThanOrEqual(first.winShare.estimate);
        positions++;
      }
      expect(positions).toBe(4);
    },
  );

  test.each(['committed', 'widened'] as const)(
    '%s: its plan starts with the hint, is legal and turns a card only at its end; with a plan found, every legal move is listed once',
    async (strategy) => {
      let checked = 0;
      for (const [seed, ruleSet] of OPENINGS) {
        const p = ru1Position(seed, ruleSet);
        const options = { samples: 8, sampleBudget: 5_000, budget: 400_000, strategy } as const;
        const hint = unwrap(fairHint(p, options))!;
        expect(sameMove(hint.plan[0]!, hint.move)).toBe(true);
        // From an opening every plan ends at a turn: a winning line's, or with none found winnable (low
        // end 0), the way to the nearest turn
        expect(planProblem(p, hint.plan)).toBeNull();
        const legal = p.legalMoves();
        if (hint.winShare.low > 0) {
          expect(hint.moves).toHaveLength(legal.length);
          for (const m of legal) expect(hint.moves.filter((e) => sameMove(e.move, m))).toHaveLength(1);
        } else
          expect(hint.moves).toEqual([
            { move: hint.move, winShare: hint.winShare, samples: 8, undecided: hint.undecided },
          ]);
        const { elapsedMs: _, ...again } = unwrap(await fairHintAsync(p, options))!;
        const { elapsedMs: __, ...blocking } = hint;
        expect(again).toEqual(blocking);
        checked++;
      }
      expect(checked).toBe(4);
    },
  );

  test('widened: beside the solver’s plans it tries the shortest way to each of the first moves that turn a card', () => {
    let checked = 0;
    let added = 0;
    for (const [seed, ruleSet] of OPENINGS) {
      const p = ru1Position(seed, ruleSet);
      const options = { samples: 8, sampleBudget: 5_000, budget: 400_000 } as const;
      const widened = unwrap(fairHint(p, { ...options, strategy: 'widened' }))!;
      const committed = unwrap(fairHint(p, { ...options, strategy: 'committed' }))!;
      // with no plan from the solver there is nothing to widen: both head for the nearest turn
      if (committed.winShare.low === 0) {
        expect(widened.plan).toEqual(committed.plan);
        continue;
      }
      const ways = turnWays(p, new Repetitions(p), WIDEN_WAYS, WIDEN_SEARCH_LIMIT);
      expect(ways.length).toBeGreaterThan(0);
      for (const way of ways) {
        const first = decodeMove(way[0]!);
        // every plan is tried on all 8 arrangements in the first round
        expect(widened.moves.find((m) => sameMove(m.move, first))!.samples).toBe(8);
        if (committed.moves.find((m) => sameMove(m.move, first))!.samples === 0) added++;
      }
      checked++;
    }
    expect(checked).toBeGreaterThan(1);
    // moves no winning line started with, tried only by the widened hint
    expect(added).toBeGreaterThan(0);
  });

  test('widened is the default: a hint asked with no strategy, of a position or a game, blocking or async, is the widened one', async () => {
    expect(DEFAULT_FAIR_STRATEGY).toBe('widened');
    let checked = 0;
    let unlikeCommitted = 0;
    for (const [seed, ruleSet] of OPENINGS) {
      const p = ru1Position(seed, ruleSet);
      const options = { samples: 8, sampleBudget: 5_000, budget: 400_000 } as const;
      const widened = timeless(unwrap(fairHint(p, { ...options, strategy: 'widened' })));
      expect(timeless(unwrap(fairHint(p, options)))).toEqual(widened);
      expect(timeless(unwrap(await fairHintAsync(p, options)))).toEqual(widened);
      expect(timeless(unwrap(fairHint(Game.fromPosition(p), options)))).toEqual({ ...widened, followed: false });
      if (!isDeepStrictEqual(timeless(unwrap(fairHint(p, { ...options, strategy: 'committed' }))), widened))
        unlikeCommitted++;
      checked++;
    }
    expect(checked).toBe(OPENINGS.length);
    // the widened hint tries more plans than the committed one: its answers list them
    expect(unlikeCommitted).toBeGreaterThan(0);
  });

  test('a budget or an abort stops it early with a legal move, and it says so', () => {
    const p = ru1Position(3, relaxed);
    const legal = p.legalMoves();
    const small = unwrap(fairHint(p, { strategy: 'committed', samples: 64, sampleBudget: 5_000, budget: 10_000 }))!;
    expect(small.stopped).toBe('budget');
    expect(small.nodes).toBeLessThanOrEqual(10_000);
    expect(legal.some((m) => sameMove(m, small.move))).toBe(true);
    const controller = new AbortController();
    controller.abort();
    const aborted = unwrap(fairHint(p, { strategy: 'committed', signal: controller.signal }))!;
    expect(aborted.stopped).toBe('aborted');
    expect(legal.some((m) => sameMove(m, aborted.move))).toBe(true);
  });

  test('with no plan found it heads for the nearest card to turn, with no search beyond its plans’ own', () => {
    let checked = 0;
    // Searches of 40 nodes decide nothing from these openings: no arrangement is found winnable.
    for (const [seed, ruleSet] of [
      [3, relaxed],
      [27, relaxed],
      [18, classic],
    ] as const) {
      const p = ru1Position(seed, ruleSet);
      const options = { samples: 8, sampleBudget: 40, budget: 1_000_000 } as const;
      const committed = unwrap(fairHint(p, { ...options, strategy: 'committed' }))!;
      // nothing known after the way but the arrangements proved lost from the start
      const run = unwrap(startFairRun(p, { ...options, strategy: 'committed' }));
      const lost = [...Array(8).keys()].filter((i) => drain(run.root(i))?.outcome === 'lost').length;
      expect(committed.undecided).toBe(8 - lost);
      expect(committed.winShare.estimate).toBe((8 - lost) / 16);
      expect(committed.winShare.low).toBe(0);
      // eight root searches of at most 40 nodes, nothing more
      expect(committed.nodes).toBeLessThanOrEqual(8 * 40);
      expect(committed.stopped).toBeNull();
      // the plan is the shortest way to a turn: from an opening, one move
      expect(committed.plan).toEqual(nearestTurnOf(p));
      const q = p.clone();
      for (const move of committed.plan) q.play(encodeMove(move));
      expect(q.faceDownCount).toBe(p.faceDownCount - 1);
      checked++;
    }
    expect(checked).toBe(3);
  });

  test('plans rank by estimate, then a long plan after a shorter one, then by votes', () => {
    const plan = (length: number, wins: number, votes: number, index: number): Commitment => ({
      path: new Array<number>(length).fill(0),
      key: String(index),
      order: 0,
      index,
      wins,
      undecided: 0,
      samples: 8,
      votes,
    });
    const long = plan(LONG_PLAN + 1, 8, 5, 0);
    const short = plan(LONG_PLAN, 8, 1, 1);
    const worse = plan(3, 7, 8, 2);
    const alsoShort = plan(2, 8, 3, 3);
    const ranked = [long, short, worse, alsoShort].sort(betterPlan);
    // The same estimate: the long plan last, however many votes it has; the short ones by votes.
    expect(ranked.map((c) => c.key)).toEqual(['3', '1', '0', '2']);
    // Two long plans (or two short ones) rank by votes alone.
    expect([plan(500, 8, 1, 4), plan(200, 8, 2, 5)].sort(betterPlan).map((c) => c.key)).toEqual(['5', '4']);
  });

  test('its default seed stays the same until a card is turned, and changes when one is', () => {
    const p = ru1Position(18, classic);
    const line = p.legalMoves();
    let same = 0;
    let turned = 0;
    const q = p.clone();
    for (let step = 0; step < 60; step++) {
      const moves = q.legalMoves();
      if (moves.length === 0) break;
      const down = q.faceDownCount;
      const before = turnSeed(q);
      q.play(encodeMove(moves[step % moves.length]!));
      if (q.faceDownCount === down) {
        expect(turnSeed(q)).toBe(before);
        same++;
      } else {
        expect(turnSeed(q)).not.toBe(before);
        turned++;
      }
    }
    expect(line.length).toBeGreaterThan(0);
    expect(same).toBeGreaterThan(0);
    expect(turned).toBeGreaterThan(0);
  });
});
