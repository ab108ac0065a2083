/**
 * "Review last game" with a game longer than a review takes: a player with take-back on can send
 * a card home and back without end (no forgery needed). The panel refuses such a game as the
 * review starts, before anything of it is replayed or sent to the solver's worker, and says why.
 */
import { gameOfCode } from '@russian-solitaire/dealer';
import { type Game, parseMove, unwrap } from '@russian-solitaire/engine';
import { MAX_REVIEW_MOVES } from '@russian-solitaire/solver';
import { describe, expect, it } from 'vitest';
import { reviewRefusal, reviewTransition } from './review-state.js';
import { rt } from './review-i18n.js';

/** A game of RU1-C-AAAAAAN of `moves` moves: its ace of clubs sent home and taken back, again and again. */
function takeBackGame(moves: number): Game {
  const game = unwrap(gameOfCode('RU1-C-AAAAAAN'));
  const [home, back] = [unwrap(parseMove('AC-F')), unwrap(parseMove('AC-1'))];
  for (let i = 0; i < moves; i++) unwrap(game.play(i % 2 === 0 ? home : back));
  return game;
}

describe('a game too long to review', () => {
  it('fails as it starts, saying so; one move less runs', () => {
    const long = takeBackGame(MAX_REVIEW_MOVES + 1).save();
    expect(reviewRefusal(long)).toBe('too-long');
    const started = reviewTransition(null, { type: 'started', id: 1, game: long })!;
    expect(started).toMatchObject({ status: 'failed', failure: 'too-long', review: null });
    // A late answer for it changes nothing.
    expect(reviewTransition(started, { type: 'progressed', id: 1, progress: {} as never })).toBe(started);
    const within = takeBackGame(MAX_REVIEW_MOVES).save();
    expect(reviewRefusal(within)).toBeNull();
    expect(reviewTransition(null, { type: 'started', id: 2, game: within })).toMatchObject({
      status: 'running',
      failure: null,
    });
  });

  it('is counted, not read: a save of 200,001 moves is refused without a look at them', () => {
    const save = takeBackGame(3).save();
    const huge = { ...save, line: new Array<string>(200_001).fill('not a move') };
    expect(reviewRefusal(huge)).toBe('too-long');
  });

  it('says why in English (the panel’s own language), with the cap', () => {
    expect(rt('en', 'too-long', { max: MAX_REVIEW_MOVES })).toBe(
      'the game has more moves than a review takes (at most 10,000)',
    );
  });
});
