import { createRequire } from 'node:module';
import type * as EngineModule from '@russian-solitaire/engine';
import {
  DEFAULT_OPTIONS,
  Game,
  Position,
  RULE_SETS,
  UNLIMITED_OPTIONS,
  classic,
  makePosition,
  readPosition,
  relaxed,
  unwrap,
} from '@russian-solitaire/engine';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { ru1Position } from '../testing/ru1.js';
import { bruteForce, replay, smallCase } from '../testing/small.js';
import { SOLVE_ERROR_CODES } from './options.js';
import { solve, solveAsync } from './solve.js';
import { breathe } from '../../../testing/breathe.js';

const seed = fc.integer({ min: 0, max: 26 ** 7 - 1 });

describe('solve on RU1 deals', () => {
  test('every solved line replays through the engine to a win worth exactly 625 (take-back off)', async () => {
    let solved = 0;
    await fc.assert(
      fc.asyncProperty(
        seed,
        fc.constantFrom(classic, relaxed),
        fc.constantFrom(20, null),
        async (s, ruleSet, groupLimit) => {
          await breathe();
          const position = ru1Position(s, ruleSet, { takeBack: false, groupLimit });
          const answer = unwrap(solve(position, { budget: 30_000 }));
          if (answer.status !== 'solved') return;
          solved++;
          const played = replay(position, answer.line);
          expect('end' in played).toBe(true);
          if (!('end' in played)) return;
          expect(played.end.isWon).toBe(true);
          expect(played.score).toBe(625);
        },
      ),
      { numRuns: 60 },
    );
    // About half the runs are relaxed deals, nearly all solved within 30,000 nodes (classic ones
    // rarely are): expect about 30 checked lines; fewer than 10 would mean the property went idle.
    expect(solved).toBeGreaterThanOrEqual(10);
  });

  test('solved lines with the house defaults (take-back on) replay to a win', async () => {
    let solved = 0;
    await fc.assert(
      fc.asyncProperty(seed, fc.constantFrom(...Object.values(RULE_SETS)), async (s, ruleSet) => {
        await breathe();
        const position = ru1Position(s, ruleSet, DEFAULT_OPTIONS);
        const answer = unwrap(solve(position, { budget: 20_000 }));
        if (answer.status !== 'solved') return;
        solved++;
        const played = replay(position, answer.line);
        expect('end' in played && played.end.isWon).toBe(true);
      }),
      { numRuns: 40 },
    );
    // Within 20,000 nodes about 60 % of deals are solved (relaxed nearly all, Yukon and Alaska most,
    // classic few): expect about 25 checked lines; fewer than 8 would mean the property went idle.
    expect(solved).toBeGreaterThanOrEqual(8);
  });

  test('the same input and budget give the same answer; nodes never exceed the budget', async () => {
    await fc.assert(
      fc.asyncProperty(
        seed,
        fc.constantFrom(classic, relaxed),
        fc.integer({ min: 1, max: 20_000 }),
        async (s, ruleSet, budget) => {
          await breathe();
          const position = ru1Position(s, ruleSet);
          const a = unwrap(solve(position, { budget }));
          const b = unwrap(solve(position.clone(), { budget }));
          expect(b).toEqual({ ...a, elapsedMs: b.elapsedMs });
          expect(a.nodes).toBeLessThanOrEqual(budget);
          if (a.status === 'unknown') expect(a.reason).toBe('budget');
        },
      ),
      { numRuns: 40 },
    );
  });

  test('the position given is left unchanged', () => {
    const position = ru1Position(27, relaxed);
    const copy = position.clone();
    solve(position, { budget: 5_000 });
    expect(position.equals(copy)).toBe(true);
  });

  test('a won position is solved at once with an empty line', () => {
    const won = unwrap(readPosition('classic | F: KS KH KD KC | 1: - | 2: - | 3: - | 4: - | 5: - | 6: - | 7: -'));
    expect(unwrap(solve(won))).toMatchObject({ status: 'solved', line: [], nodes: 0 });
  });

  test('a stuck position, with legal moves but none that can ever help, is unsolvable', () => {
    // Diamonds and clubs are home. A♠ lies face down under 2♥ and A♥ under 2♠, each above the rest
    // of its suit, face down: 2♥ needs A♥ or 3♥, 2♠ needs A♠ or 3♠, all buried. The only moves
    // shuttle K♥ between the empty columns (and, with take-back on, bring diamonds and clubs back
    // from their foundations, which under same-suit building cannot go on a heart or a spade).
    const text =
      'classic | F: - - KD KC | 1: (3H) (4H) (5H) (6H) (7H) (8H) (9H) (TH) (JH) (QH) (AS) 2H | ' +
      '2: (3S) (4S) (5S) (6S) (7S) (8S) (9S) (TS) (JS) (QS) (KS) (AH) 2S | 3: KH | 4: - | 5: - | 6: - | 7: -';
    for (const options of [UNLIMITED_OPTIONS, DEFAULT_OPTIONS]) {
      const stuck = unwrap(readPosition(text, options));
      expect(stuck.hasLegalMove()).toBe(true);
      expect(unwrap(solve(stuck))).toMatchObject({ status: 'unsolvable' });
    }
    // the independent brute force agrees (take-back off keeps its search small)
    expect(bruteForce(unwrap(readPosition(text, UNLIMITED_OPTIONS)))).toMatchObject({ winnable: false });
  });

  test('a position with no legal move is unsolvable at once', () => {
    // Tops 2♠ 2♥ 2♦ 2♣ K♠ K♥ K♦, everything else face down beneath them: no top can go home and
    // every card that could go on a top is face down; no column is empty.
    const tops = [1, 14, 27, 40, 12, 25, 38];
    const rest = Array.from({ length: 52 }, (_, i) => i).filter((c) => !tops.includes(c));
    const columns = tops.map((top, c) => ({ faceDown: rest.slice(c * 7, c === 6 ? 45 : c * 7 + 7), faceUp: [top] }));
    for (const options of [DEFAULT_OPTIONS, UNLIMITED_OPTIONS]) {
      for (const ruleSet of [classic, relaxed]) {
        const position = unwrap(Position.fromSetup({ ruleSet, columns, foundations: [0, 0, 0, 0] }, options));
        expect(position.hasLegalMove()).toBe(false);
        expect(unwrap(solve(position))).toMatchObject({ status: 'unsolvable', nodes: 0 });
      }
    }
  });
});

describe('bad input', () => {
  test('refuses bad options and non-positions with typed errors', () => {
    const position = ru1Position(0);
    const cases: [unknown, string][] = [
      [{ budget: 0 }, 'bad-budget'],
      [{ budget: 1.5 }, 'bad-budget'],
      [{ budget: 'many' }, 'bad-budget'],
      [{ timeLimitMs: -1 }, 'bad-time-limit'],
      [{ signal: {} }, 'bad-signal'],
      [{ onProgress: 3 }, 'bad-progress'],
      [{ tableBits: 40 }, 'bad-table-bits'],
      [{ maxDepth: 0 }, 'bad-max-depth'],
      [{ sliceNodes: -5 }, 'bad-slice'],
      [{ nodes: 5 }, 'bad-options'],
      [[], 'bad-options'],
    ];
    for (const [options, code] of cases) {
      const answer = solve(position, options as never);
      expect(answer.ok).toBe(false);
      if (!answer.ok) {
        expect(answer.error.code).toBe(code);
        expect(SOLVE_ERROR_CODES).toContain(answer.error.code);
      }
    }
    const notAPosition = solve({ cards: [] } as unknown as Position);
    expect(notAPosition.ok || notAPosition.error.code).toBe('bad-position');
  });
});

describe('limits and slices', () => {
  test('solveAsync gives the same answer as solve, in slices, with progress', async () => {
    // relaxed RU1 seed 27 takes some 9,000 nodes: long enough for several progress reports
    const position = ru1Position(27, relaxed);
    const direct = unwrap(solve(position, { budget: 50_000 }));
    const progress: number[] = [];
    const sliced = unwrap(
      await solveAsync(position, {
        budget: 50_000,
        sliceNodes: 777,
        progressInterval: 1000,
        onProgress: (p) => progress.push(p.nodes),
      }),
    );
    expect({ ...sliced, elapsedMs: 0 }).toEqual({ ...direct, elapsedMs: 0 });
    // the search is long enough for progress reports (one every 1,000 nodes), and they go forward
    expect(direct.nodes).toBeGreaterThan(2_000);
    expect(progress.length).toBeGreaterThan(0);
    for (let i = 1; i < progress.length; i++) expect(progress[i]!).toBeGreaterThan(progress[i - 1]!);
  });

  test('solveAsync stops with unknown/aborted when the signal aborts between slices', async () => {
    // relaxed RU1 seed 1194 is not decided within 10^6 nodes: the search is still running when aborted
    const position = ru1Position(1194, relaxed);
    const controller = new AbortController();
    let reports = 0;
    const answer = unwrap(
      await solveAsync(position, {
        budget: 10_000_000,
        sliceNodes: 500,
        progressInterval: 2_000,
        signal: controller.signal,
        onProgress: () => {
          reports++;
          if (reports === 3) controller.abort();
        },
      }),
    );
    expect(answer).toMatchObject({ status: 'unknown', reason: 'aborted' });
    expect(answer.nodes).toBeGreaterThanOrEqual(6_000);
    expect(answer.nodes).toBeLessThan(6_000 + 4_096 + 500);
  });

  test('the budget stops a long search with unknown/budget at exactly the budget', () => {
    const answer = unwrap(solve(ru1Position(1194, relaxed), { budget: 12_345 }));
    expect(answer).toMatchObject({ status: 'unknown', reason: 'budget', nodes: 12_345 });
  });

  test('an already aborted signal and a zero time limit give unknown, never unsolvable', () => {
    const position = ru1Position(0);
    const controller = new AbortController();
    controller.abort();
    expect(unwrap(solve(position, { signal: controller.signal }))).toMatchObject({
      status: 'unknown',
      reason: 'aborted',
      nodes: 0,
    });
    expect(unwrap(solve(position, { timeLimitMs: 0 }))).toMatchObject({
      status: 'unknown',
      reason: 'time-limit',
      nodes: 0,
    });
  });

  test('a depth cap that cuts a line makes the answer unknown, never unsolvable', async () => {
    let cut = 0;
    await fc.assert(
      fc.asyncProperty(seed, fc.constantFrom(classic, relaxed), async (s, ruleSet) => {
        await breathe();
        const position = ru1Position(s, ruleSet);
        const full = unwrap(solve(position, { budget: 200_000 }));
        const capped = unwrap(solve(position, { budget: 200_000, maxDepth: 3 }));
        if (capped.status === 'unsolvable') expect(full.status).toBe('unsolvable');
        expect(capped.status).not.toBe('solved'); // a win from an opening takes at least 52 moves
        if (full.status === 'solved') {
          // the win is longer than the cap, so the cap cut it: the capped search cannot decide
          expect(full.line.length).toBeGreaterThan(3);
          expect(capped).toMatchObject({ status: 'unknown', reason: 'depth-limit' });
          cut++;
        }
      }),
      { numRuns: 20 },
    );
    // classic deals are mostly lost (and proved so), relaxed ones nearly all won: about 10 cut wins
    expect(cut).toBeGreaterThanOrEqual(2);
  });

  test('a tiny transposition table (heavy replacement) never turns a win into unsolvable', async () => {
    let wins = 0;
    let decided = 0;
    await fc.assert(
      fc.asyncProperty(smallCase(8, 4), async ({ position }) => {
        await breathe();
        const big = unwrap(solve(position, { budget: 2_000_000 }));
        const small = unwrap(solve(position, { budget: 2_000_000, tableBits: 12 }));
        if (big.status === 'solved') {
          wins++;
          expect(small.status).not.toBe('unsolvable');
        }
        if (small.status === 'unknown') return;
        decided++;
        expect(small.status).toBe(big.status);
      }),
      { numRuns: 100 },
    );
    // small positions are mostly won (about 95 of 100), and nearly all are decided with the tiny table too
    expect(wins).toBeGreaterThanOrEqual(50);
    expect(decided).toBeGreaterThanOrEqual(50);
  });
});

describe('what solve takes', () => {
  test('a game as well as a position, and a position made by the engine’s CommonJS build', async () => {
    const position = ru1Position(18, classic);
    const direct = unwrap(solve(position, { budget: 100_000 }));
    expect(direct.status).toBe('solved');
    const game = Game.fromPosition(position);
    expect(unwrap(solve(game, { budget: 100_000 }))).toEqual({ ...direct, elapsedMs: expect.any(Number) as number });
    // The other build of the engine: its own Position class, the same brand.
    const cjs = createRequire(import.meta.url)('@russian-solitaire/engine') as typeof EngineModule;
    expect(cjs.Position).not.toBe(Position);
    const other = cjs.unwrap(cjs.readPosition(makePosition(position)));
    expect(other instanceof Position).toBe(true); // instanceof answers by the brand, across builds
    expect(unwrap(solve(other, { budget: 100_000 })).status).toBe('solved');
    expect(unwrap(await solveAsync(other, { budget: 100_000 })).status).toBe('solved');
    expect(solve({ position: 'no' } as never)).toMatchObject({ ok: false, error: { code: 'bad-position' } });
  });
});
