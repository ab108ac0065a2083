import { gameOfCode } from '@russian-solitaire/dealer';
import { Game, decodeMove, makeMove, parseMove, unwrap } from '@russian-solitaire/engine';
import { describe, expect, test } from 'vitest';
import { playedGame, winnableSeedFrom } from '../testing/games.js';
import { QUICK, classicGame, moveTexts, timeless } from '../testing/reviews.js';
import { ru1Position } from '../testing/ru1.js';
import { reviewGame, reviewGameAsync } from './review.js';

// The properties over random games (the losing move against independent solves, every form of a
// game alike, the fair shares, relaxed rules) are in review.exhaustive.test.ts.

describe('reviewGame reads a game in every form alike', () => {
  test('a custom position (a game with no code) is reviewed too', () => {
    const seed = winnableSeedFrom(100);
    const game = Game.fromPosition(ru1Position(seed));
    const line = playedGame(ru1Position(seed), 7, 0.1, 30);
    for (const m of line) unwrap(game.play(decodeMove(m)));
    const review = unwrap(reviewGame(game, QUICK));
    expect(review.gameCode).toBeNull();
    expect(review.moves.length).toBe(line.length);
  });
});

describe('the fair hints of a review are those of its strategy', () => {
  test("the guide's lost game (docs/review.md): the default's better move (widened), and committed's when named", () => {
    const game = unwrap(gameOfCode('RU1-C-AAAAAFN'));
    const moves = '3D-3 AC-F QD-4 JD-4 JH-2 8S-2 7S-2 AS-F 2D-3 KS-1 3S-2 2S-F 4S-6 KC-2 7C-7 2S-6 4D-5';
    for (const text of moves.split(' ')) unwrap(game.play(unwrap(parseMove(text))));
    const kept = (options: object): string[] => {
      const review = unwrap(reviewGame(game, options));
      const losing = review.moves[review.losingMove! - 1]!;
      return [makeMove(losing.move), makeMove(losing.keptWinnable!), makeMove(losing.hint!)];
    };
    // at the default settings, as the guide shows it
    expect(kept({})).toEqual(['KC-2', '7C-7', '7C-7']);
    // the better move of the reviews before widened became the default
    expect(kept({ strategy: 'committed' })).toEqual(['KC-2', '4D-5', '4D-5']);
  });
});

describe('reviewGame: budget, abort, progress, async', () => {
  const { code, line } = classicGame(0, 11, 0.1);
  const source = { gameCode: code, moves: moveTexts(line) };

  test('reviewGameAsync gives the same review as reviewGame, and reports progress', async () => {
    const reports: number[] = [];
    const sync = unwrap(reviewGame(source, QUICK));
    const async = unwrap(
      await reviewGameAsync(source, {
        ...QUICK,
        sliceNodes: 2_000,
        progressInterval: 5_000,
        onProgress: (p) => reports.push(p.positions),
      }),
    );
    expect(timeless(async)).toEqual(timeless(sync));
    expect(reports.length).toBeGreaterThan(line.length);
    expect(reports[reports.length - 1]).toBe(line.length + 1);
  });

  test('a small budget stops the review: what was searched is kept, the rest is null', () => {
    const review = unwrap(reviewGame(source, { ...QUICK, budget: 20_000 }));
    expect(review.stopped).toBe('budget');
    expect(review.nodes).toBeLessThanOrEqual(20_000 + QUICK.sampleBudget);
    const missing = review.moves.filter((m) => m.winShare === null);
    expect(missing.length).toBeGreaterThan(0);
    for (const m of missing)
      expect([m.hint, m.playedShare, m.label === 'mistake' ? 'mistake' : null]).toEqual([null, null, null]);
  });

  test('an aborted signal stops it at once; a progress callback that throws stops it too', async () => {
    const aborted = unwrap(await reviewGameAsync(source, { ...QUICK, signal: AbortSignal.abort() }));
    expect(aborted.stopped).toBe('aborted');
    expect(aborted.nodes).toBe(0);
    expect(aborted.moves.every((m) => m.winShare === null && m.verdictBefore === 'unknown')).toBe(true);
    const thrown = unwrap(
      reviewGame(source, {
        ...QUICK,
        progressInterval: 1,
        onProgress: () => {
          throw new Error('no');
        },
      }),
    );
    expect(thrown.stopped).toBe('progress-failed');
  });
});
