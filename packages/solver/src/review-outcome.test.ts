import { gameOfCode } from '@russian-solitaire/dealer';
import { parseMove, unwrap } from '@russian-solitaire/engine';
import { describe, expect, test } from 'vitest';
import { REVIEW_LABELS } from './review-labels.js';
import { REVIEW_MARKS, REVIEW_OUTCOMES, type ReviewOutcome, reviewOutcome } from './review-outcome.js';
import { reviewGame } from './review.js';
import { SOLVE_STATUSES } from './run.js';

describe('reviewOutcome', () => {
  test("the guide's game (docs/review.md) was lost by a move", () => {
    const game = unwrap(gameOfCode('RU1-C-AAAAAFN'));
    for (const text of '3D-3 AC-F QD-4 JD-4 JH-2 8S-2 7S-2 AS-F 2D-3 KS-1 3S-2 2S-F 4S-6 KC-2'.split(' '))
      unwrap(game.play(unwrap(parseMove(text))));
    const review = unwrap(reviewGame(game, { samples: 8, sampleBudget: 5_000 }));
    expect(review.losingMove).toBe(14);
    expect(reviewOutcome(review)).toBe('lost');
  });

  test('every combination of the facts it reads gives the outcome of the first rule that applies, and every outcome is reached', () => {
    const seen = new Set<ReviewOutcome>();
    let cases = 0;
    // Every combination, not a random sample: the facts are few (4 × 2 × 3 × 3 = 72).
    for (const losingMove of [null, 1, 14, 200])
      for (const won of [false, true])
        for (const winnableAtStart of [true, false, null])
          for (const verdict of SOLVE_STATUSES) {
            cases++;
            const outcome = reviewOutcome({ losingMove, winnableAtStart, end: { won, verdict, winShare: null } });
            seen.add(outcome);
            const facts = JSON.stringify({ losingMove, won, winnableAtStart, verdict });
            expect(outcome === 'lost', facts).toBe(losingMove !== null);
            if (losingMove === null) {
              expect(outcome === 'won', facts).toBe(won);
              if (!won) {
                const expected: ReviewOutcome =
                  winnableAtStart === false
                    ? 'never-winnable'
                    : winnableAtStart === null
                      ? 'unknown-start'
                      : verdict === 'solved'
                        ? 'still-winnable'
                        : 'unknown-loss';
                expect(outcome, facts).toBe(expected);
              }
            }
          }
    expect(cases).toBe(4 * 2 * 3 * SOLVE_STATUSES.length);
    expect([...seen].sort()).toEqual([...REVIEW_OUTCOMES].sort());
  });

  test('every label has a mark of its own', () => {
    const marks = REVIEW_LABELS.map((label) => REVIEW_MARKS[label]);
    expect(new Set(marks).size).toBe(REVIEW_LABELS.length);
    expect(REVIEW_MARKS['losing-move']).toBe('??');
    expect(REVIEW_MARKS.mistake).toBe('?');
  });
});
