import { gameOfCode } from '@russian-solitaire/dealer';
import { type Game, err, ok, unwrap } from '@russian-solitaire/engine';
import type { GameReview, ReviewProgress } from '@russian-solitaire/solver';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { playOnGame, progressShare, replayGame, reviewTransition } from './review-state.js';

/** A game of a deal played `n` moves by choices drawn from `pick`. */
function played(seed: number, n: number, pick: number): Game {
  const code = `RU1-C-AAAA${String.fromCharCode(65 + (seed % 26))}${String.fromCharCode(65 + ((seed >> 5) % 26))}B`;
  const game = unwrap(gameOfCode(code));
  for (let i = 0; i < n; i++) {
    const moves = game.legalMoves();
    if (moves.length === 0) break;
    unwrap(game.play(moves[(pick * (i + 7)) % moves.length]!));
  }
  return game;
}

const progress = (positions: number, of: number): ReviewProgress => ({
  nodes: 0,
  budget: 1,
  positions,
  of,
  elapsedMs: 0,
});

/** A review of `moves` moves, the losing one given (enough of a review for the panel's state). */
function reviewOf(moves: number, losingMove: number | null): GameReview {
  return { losingMove, moves: Array.from({ length: moves }, (_, i) => ({ number: i + 1 })) } as unknown as GameReview;
}

describe("the review panel's state", () => {
  const save = played(1, 10, 3).save();
  const started = reviewTransition(null, { type: 'started', id: 7, game: save })!;

  it('runs with its progress, ignores what is meant for another review, and ends done or failed', () => {
    expect(started).toMatchObject({ id: 7, status: 'running', progress: 0, review: null, selected: null });
    const half = reviewTransition(started, { type: 'progressed', id: 7, progress: progress(5, 10) })!;
    expect(half.progress).toBe(0.5);
    // The progress never goes back; a report of another review changes nothing.
    expect(reviewTransition(half, { type: 'progressed', id: 7, progress: progress(2, 10) })!.progress).toBe(0.5);
    expect(reviewTransition(half, { type: 'progressed', id: 6, progress: progress(9, 10) })).toBe(half);
    expect(reviewTransition(half, { type: 'answered', id: 6, result: ok(reviewOf(3, null)) })).toBe(half);
    const done = reviewTransition(half, { type: 'answered', id: 7, result: ok(reviewOf(20, 14)) })!;
    // The losing move's position shows first, and the chart points at it.
    expect(done).toMatchObject({ status: 'done', progress: 1, selected: 13, cursor: 13 });
    expect(reviewTransition(done, { type: 'answered', id: 7, result: ok(reviewOf(3, null)) })).toBe(done);
    const failed = reviewTransition(half, { type: 'answered', id: 7, result: err({ code: 'timeout', detail: '' }) })!;
    expect(failed).toMatchObject({ status: 'failed', failure: 'timeout', review: null });
    expect(reviewTransition(done, { type: 'closed' })).toBeNull();
    expect(reviewTransition(null, { type: 'picked', index: 1 })).toBeNull();
  });

  it('picks a move and points at a point within the game, whatever is asked', () => {
    let cases = 0;
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60 }), fc.integer({ min: -100, max: 100 }), (moves, index) => {
        cases++;
        const done = reviewTransition(started, { type: 'answered', id: 7, result: ok(reviewOf(moves, null)) })!;
        expect(done.selected).toBeNull();
        const picked = reviewTransition(done, { type: 'picked', index })!;
        expect(picked.selected).toBe(Math.min(moves - 1, Math.max(0, index)));
        expect(picked.cursor).toBe(picked.selected);
        const pointed = reviewTransition(done, { type: 'pointed', index })!;
        // The chart has a point more than the moves: the end.
        expect(pointed.cursor).toBe(Math.min(moves, Math.max(0, index)));
        expect(pointed.selected).toBeNull();
      }),
      { numRuns: 200 },
    );
    expect(cases).toBe(200);
    // While the review runs, nothing can be picked or pointed at.
    expect(reviewTransition(started, { type: 'picked', index: 0 })).toBe(started);
    expect(reviewTransition(started, { type: 'pointed', index: 0 })).toBe(started);
  });

  it('reads the progress as the share of positions analysed', () => {
    expect(progressShare(progress(0, 10))).toBe(0);
    expect(progressShare(progress(10, 10))).toBe(1);
    expect(progressShare(progress(3, 0))).toBe(0);
  });
});

describe('playing on from a reviewed position', () => {
  it('starts a game of its own at the position before the move, face-down cards face down', () => {
    let cases = 0;
    let positions = 0;
    fc.assert(
      fc.property(fc.nat({ max: 500 }), fc.integer({ min: 1, max: 40 }), fc.nat({ max: 97 }), (seed, n, pick) => {
        cases++;
        const game = played(seed, n, pick);
        const replayed = unwrap(replayGame(game.save()));
        expect(replayed.positions).toHaveLength(game.history.length + 1);
        expect(replayed.positions[replayed.positions.length - 1]!.toJSON()).toBe(game.position.toJSON());
        const check = unwrap(gameOfCode(game.gameCode!));
        for (let index = 0; index < game.history.length; index++) {
          const on = unwrap(playOnGame(replayed, index));
          expect(on.gameCode).toBeNull();
          expect(on.history).toHaveLength(0);
          expect(on.position.toJSON()).toBe(check.position.toJSON());
          expect(on.position.faceDownCount).toBe(check.position.faceDownCount);
          unwrap(check.play(game.history[index]!));
          positions++;
        }
        expect(playOnGame(replayed, game.history.length).ok).toBe(false);
        expect(playOnGame(replayed, -1).ok).toBe(false);
        expect(playOnGame(replayed, 0.5).ok).toBe(false);
      }),
      { numRuns: 30 },
    );
    expect(cases).toBe(30);
    expect(positions).toBeGreaterThan(30);
  });

  it('refuses a save that does not resume, with a typed error', () => {
    const replayed = replayGame({ ...played(2, 3, 1).save(), line: ['KS-F'] });
    expect(replayed.ok).toBe(false);
    if (!replayed.ok) expect(replayed.error.code).toBe('bad-save');
  });
});
