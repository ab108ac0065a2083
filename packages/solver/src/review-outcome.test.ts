import { gameOfCode } from '@russian-solitaire/dealer';
import { parseMove, unwrap } from '@russian-solitaire/engine';
import fc from 'fast-check';
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

  test('every combination of the facts it reads gives the outcome of the first rule that applies', () => {
    const seen = new Set<ReviewOutcome>();
    let cases = 0;
    fc.assert(
      fc.property(
        fc.option(fc.integer({ min: 1, max: 200 }), { nil: null }),
        fc.boolean(),
        fc.constantFrom(true, false, null),
        fc.constantFrom(...SOLVE_STATUSES),
        (losingMove, won, winnableAtStart, verdict) => {
          cases++;
          const outcome = reviewOutcome({ losingMove, winnableAtStart, end: { won, verdict, winShare: null } });
          seen.add(outcome);
          expect(outcome === 'lost').toBe(losingMove !== null);
          if (losingMove === null) {
            expect(outcome === 'won').toBe(won);
            if (!won) {
              const expected: ReviewOutcome =
                winnableAtStart === false
                  ? 'never-winnable'
                  : winnableAtStart === null
                    ? 'unknown-start'
                    : verdict === 'solved'
                      ? 'still-winnable'
                      : 'unknown-loss';
              expect(outcome).toBe(expected);
            }
          }
        },
      ),
      { numRuns: 300 },
    );
    expect(cases).toBe(300);
    expect([...seen].sort()).toEqual([...REVIEW_OUTCOMES].sort());
  });

  test('every label has a mark of its own', () => {
    const marks = REVIEW_LABELS.map((label) => REVIEW_MARKS[label]);
    expect(new Set(marks).size).toBe(REVIEW_LABELS.length);
    expect(REVIEW_MARKS['losing-move']).toBe('??');
    expect(REVIEW_MARKS.mistake).toBe('?');
  });
});
