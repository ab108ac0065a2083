/**
 * The review over random games of random winnable deals, checked against independent solves: the
 * exhaustive tier (`pnpm test:exhaustive`, which CI runs after `npm test`).
 */
import { formatCode, gameOfCode } from '@russian-solitaire/dealer';
import { type Position, decodeMove, encodeMove, relaxed, unwrap } from '@russian-solitaire/engine';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { breathe } from '../../../testing/breathe.js';
import { playedGame, winnableSeedFrom } from '../testing/games.js';
import {
  QUICK,
  choices,
  classicGame,
  dealFrom,
  moveTexts,
  positionsOf,
  statuses,
  timeless,
} from '../testing/reviews.js';
import { ru1Position } from '../testing/ru1.js';
import { fairHint } from './fair-hint.js';
import { positionKey } from './key.js';
import { winOdds } from './odds.js';
import { type GameReview, reviewGame, reviewGameAsync } from './review.js';
import { MISTAKE_THRESHOLD, REVIEW_LABELS } from './review-labels.js';
import { solve } from './solve.js';

/**
 * Whether every legal move at `positions[i]` brings back a position of its stretch (the positions
 * since the last move that turned a card, up to `i`), by the solver's own keys: no move leads
 * anywhere new, so a fair hint has none to give.
 */
function nowhereNew(positions: readonly Position[], review: GameReview, i: number): boolean {
  let first = i;
  while (first > 0 && review.moves[first - 1]!.turned === null) first--;
  const seen = new Set(positions.slice(first, i + 1).map((p) => positionKey(p).join(':')));
  return positions[i]!.legalMoves().every((move) => {
    const after = positions[i]!.clone();
    after.play(encodeMove(move));
    return seen.has(positionKey(after).join(':'));
  });
}

describe('reviewGame over random games of random winnable deals', () => {
  test('the losing move is the first move from a winnable position to a lost one (independent solves); shares lie in [0, 1]; a won game has none', async () => {
    let withLosingMove = 0;
    let won = 0;
    let runs = 0;
    let noHint = 0;
    await fc.assert(
      fc.asyncProperty(dealFrom, choices, fc.constantFrom(0, 0.05, 0.2, 0.5), async (from, randomSeed, leave) => {
        await breathe();
        runs++;
        const { code, line } = classicGame(from, randomSeed, leave);
        // The async form (equal to reviewGame, as tested below) lets the event loop run on the way.
        const review = unwrap(await reviewGameAsync({ gameCode: code, moves: moveTexts(line) }, QUICK));
        expect(review.stopped).toBeNull();
        expect(review.gameCode).toBe(code);
        expect(review.moves.map((m) => encodeMove(m.move))).toEqual(line);
        // Independent full-information solves of every position of the game.
        const positions = positionsOf(unwrap(gameOfCode(code)).startPosition, line);
        const independent = await statuses(positions);
        expect(independent).not.toContain('unknown');
        const verdicts = [...review.moves.map((m) => m.verdictBefore), review.end.verdict];
        expect(verdicts).toEqual(independent);
        review.moves.forEach((m, i) => expect(m.verdictAfter).toBe(independent[i + 1]));
        let first: number | null = null;
        for (let i = 0; i < line.length && first === null; i++)
          if (independent[i] === 'solved' && independent[i + 1] === 'unsolvable') first = i + 1;
        expect(review.losingMove).toBe(first);
        expect(review.winnableAtStart).toBe(true);
        expect(review.moves.filter((m) => m.label === 'losing-move').map((m) => m.number)).toEqual(
          first === null ? [] : [first],
        );
        if (first !== null) {
          withLosingMove++;
          // The move that kept the game winnable does keep it winnable.
          const kept = review.moves[first - 1]!.keptWinnable!;
          const before = positions[first - 1]!.clone();
          before.play(encodeMove(kept));
          expect(unwrap(solve(before, { budget: 1_000_000 })).status).toBe('solved');
        }
        if (review.end.won) {
          won++;
          expect(review.losingMove).toBeNull();
          expect(review.end.verdict).toBe('solved');
        }
        review.moves.forEach((m, i) => {
          if (m.hint === null) {
            // no better move: every legal move brings back a position of the stretch (independent keys)
            expect(m.hintShare).toBeNull();
            expect(nowhereNew(positions, review, i)).toBe(true);
            noHint++;
          }
          for (const share of m.hint === null
            ? [m.winShare, m.playedShare]
            : [m.winShare, m.hintShare, m.playedShare]) {
            expect(share).not.toBeNull();
            expect(0 <= share!.low && share!.low <= share!.estimate).toBe(true);
            expect(share!.estimate <= share!.high && share!.high <= 1).toBe(true);
          }
          if (m.turned === null) expect(m.luck).toBe(0);
          if (m.label === 'mistake') expect(m.choice!).toBeLessThanOrEqual(-MISTAKE_THRESHOLD + 1e-9);
          else if (m.label !== 'losing-move' && m.choice !== null) expect(m.choice).toBeGreaterThan(-MISTAKE_THRESHOLD);
        });
        const counted = REVIEW_LABELS.map((label) => review.moves.filter((m) => m.label === label).length);
        expect(REVIEW_LABELS.map((label) => review.counts[label])).toEqual(counted);
      }),
      // A fixed seed: with 24 random games, some runs would see no lost game or no won one.
      { numRuns: 24, seed: 20261202 },
    );
    expect(runs).toBe(24);
    // random play wanders back and forth: now and then a position where every move leads back
    expect(noHint).toBeGreaterThan(0);
    expect(withLosingMove).toBeGreaterThan(0);
    expect(won).toBeGreaterThan(0);
  });
});

describe('reviewGame reads a game in every form alike', () => {
  test('a game, its save (object and text) and its code with moves (texts or moves) give equal reviews; undone moves are not reviewed', async () => {
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(dealFrom, choices, async (from, randomSeed) => {
        await breathe();
        runs++;
        const { code, line } = classicGame(from, randomSeed, 0.2);
        const game = unwrap(gameOfCode(code));
        for (const m of line) unwrap(game.play(decodeMove(m)));
        // A move played and undone is not part of the game's line.
        const extra = game.legalMoves()[0];
        if (extra && !game.isWon) {
          unwrap(game.play(extra));
          unwrap(game.undo());
        }
        const sources = [
          game,
          game.save(),
          JSON.stringify(game.save()),
          { gameCode: code, moves: moveTexts(line) },
          { gameCode: code.toLowerCase(), moves: line.map(decodeMove) },
        ];
        // One review at a time, letting the event loop run between them.
        const reviews: Omit<GameReview, 'elapsedMs'>[] = [];
        for (const source of sources) {
          reviews.push(timeless(unwrap(reviewGame(source, QUICK))));
          await breathe();
        }
        for (const other of reviews.slice(1)) expect(other).toEqual(reviews[0]);
        expect(reviews[0]!.moves.length).toBe(line.length);
      }),
      { numRuns: 6 },
    );
    expect(runs).toBe(6);
  });
});

describe('the fair shares of a review', () => {
  test('each share is winOdds on the stretch seed where that leaves nothing undecided; at a stretch start the hint is fairHint; within a stretch the next share is the share after the move', async () => {
    let compared = 0;
    let within = 0;
    let starts = 0;
    await fc.assert(
      fc.asyncProperty(dealFrom, choices, async (from, randomSeed) => {
        await breathe();
        const { code, line } = classicGame(from, randomSeed, 0.2);
        const review = unwrap(await reviewGameAsync({ gameCode: code, moves: moveTexts(line) }, QUICK));
        const positions = positionsOf(unwrap(gameOfCode(code)).startPosition, line);
        review.moves.forEach((m, i) => {
          const odds = unwrap(winOdds(positions[i]!, { ...QUICK, seed: m.seed }));
          if (odds.undecided === 0) {
            compared++;
            expect(m.winShare).toEqual(odds.winShare);
          }
          const startOfStretch = i === 0 || review.moves[i - 1]!.turned !== null;
          if (startOfStretch) {
            starts++;
            const hint = unwrap(fairHint(positions[i]!, { ...QUICK, budget: 10_000_000 }))!;
            expect(m.hint).toEqual(hint.move);
            expect(m.hintShare).toEqual(hint.winShare);
          }
          const next = review.moves[i + 1];
          if (m.turned === null && next) {
            within++;
            expect(next.seed).toBe(m.seed);
            expect(next.winShare).toEqual(m.playedShare);
          }
        });
      }),
      { numRuns: 8 },
    );
    expect(compared).toBeGreaterThan(100);
    expect(starts).toBeGreaterThan(8);
    expect(within).toBeGreaterThan(100);
  });
});

describe('reviewGame under relaxed rules', () => {
  test('a game of a relaxed deal: verdicts agree with independent solves, the losing move follows them', async () => {
    const seed = winnableSeedFrom(5, relaxed);
    const start = ru1Position(seed, relaxed);
    const line = playedGame(start, 3, 0.3, 40);
    const code = unwrap(formatCode({ rule: 'R', seed }));
    const review = unwrap(
      await reviewGameAsync({ gameCode: code, moves: moveTexts(line) }, { samples: 4, sampleBudget: 5_000 }),
    );
    const independent = await statuses(positionsOf(start, line));
    const verdicts = [...review.moves.map((m) => m.verdictBefore), review.end.verdict];
    independent.forEach((status, i) => {
      if (status !== 'unknown') expect(verdicts[i]).toBe(status);
    });
    const first = independent.findIndex((s, i) => s === 'solved' && independent[i + 1] === 'unsolvable');
    if (!independent.includes('unknown')) expect(review.losingMove).toBe(first < 0 ? null : first + 1);
    expect(review.moves.length).toBe(line.length);
  });
});
