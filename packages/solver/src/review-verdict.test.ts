import { gameOfCode } from '@russian-solitaire/dealer';
import { type Move, compareTexts, makeMove, parseMove, unwrap } from '@russian-solitaire/engine';
import { describe, expect, test } from 'vitest';
import { REVIEW_OUTCOMES, type ReviewOutcome } from './review-outcome.js';
import { REVIEW_SENTENCES } from './review-sentences-all.js';
import { type ReviewSentences, reviewVerdict } from './review-verdict.js';
import { reviewSentences as en } from './review-sentences-en.js';
import { reviewSentences as ru } from './review-sentences-ru.js';
import { reviewSentences as tr } from './review-sentences-tr.js';
import { reviewSentences as uk } from './review-sentences-uk.js';
import { reviewGame } from './review.js';
import { SOLVE_STATUSES } from './run.js';
import { solve } from './solve.js';

const LANGUAGES: Record<string, ReviewSentences> = { en, ru, uk, tr };

describe('the verdict sentences', () => {
  test('the entry of all four languages has each language module’s sentences, by language code', () => {
    expect(Object.keys(REVIEW_SENTENCES).sort()).toEqual(Object.keys(LANGUAGES).sort());
    for (const [tag, texts] of Object.entries(LANGUAGES))
      expect(REVIEW_SENTENCES[tag as keyof typeof REVIEW_SENTENCES]).toBe(texts);
  });

  test.each(Object.entries(LANGUAGES))(
    '%s has a sentence for every outcome, with the placeholders of English',
    (tag, texts) => {
      expect(texts.locale.tag).toBe(tag);
      expect([...texts.keys].sort()).toEqual([...REVIEW_OUTCOMES].sort());
      expect(compareTexts(en, texts)).toEqual([]);
      for (const outcome of REVIEW_OUTCOMES) expect(texts.template(outcome).trim().length).toBeGreaterThan(0);
      expect(new Set(REVIEW_OUTCOMES.map((o) => texts.template(o))).size).toBe(REVIEW_OUTCOMES.length);
    },
  );

  test("the guide's lost game (docs/review.md) names the losing move and the move that kept the deal winnable", () => {
    const game = unwrap(gameOfCode('RU1-C-AAAAAFN'));
    for (const text of '3D-3 AC-F QD-4 JD-4 JH-2 8S-2 7S-2 AS-F 2D-3 KS-1 3S-2 2S-F 4S-6 KC-2'.split(' '))
      unwrap(game.play(unwrap(parseMove(text))));
    const review = unwrap(reviewGame(game, { samples: 8, sampleBudget: 5_000 }));
    const shown = (move: Move): string => `<${makeMove(move)}>`;
    // The move named as the one that kept the deal winnable does keep it, with every card known. (A
    // fair hint's choice among such moves: this short review's is QC-1; the guide's longer one, 7C-7.)
    const kept = review.moves[13]!.keptWinnable!;
    const before = unwrap(gameOfCode('RU1-C-AAAAAFN'));
    for (const move of review.moves.slice(0, 13)) unwrap(before.play(move.move));
    unwrap(before.play(kept));
    expect(unwrap(solve(before.position)).status).toBe('solved');
    expect(reviewVerdict(review, en, shown)).toBe(
      'The deal could be won until move 14, <KC-2>; <QC-1> kept it winnable.',
    );
    expect(reviewVerdict(review, ru, shown)).toBe(
      'Раздачу можно было выиграть до хода 14, <KC-2>; ход <QC-1> сохранял выигрыш.',
    );
  });

  test('a review with no losing move says the sentence of its outcome, in every language', () => {
    const seen = new Set<ReviewOutcome>();
    let cases = 0;
    for (const won of [false, true])
      for (const winnableAtStart of [true, false, null])
        for (const verdict of SOLVE_STATUSES)
          for (const [tag, texts] of Object.entries(LANGUAGES)) {
            cases++;
            const review = { losingMove: null, moves: [], winnableAtStart, end: { won, verdict, winShare: null } };
            const said = reviewVerdict(review, texts, () => {
              throw new Error('no move is named when none lost the deal');
            });
            const outcome = REVIEW_OUTCOMES.find((o) => texts.template(o) === said);
            expect(outcome, `${tag} ${JSON.stringify(review)}`).toBeDefined();
            expect(outcome).not.toBe('lost');
            seen.add(outcome!);
          }
    expect(cases).toBe(2 * 3 * 3 * 4);
    expect([...seen].sort()).toEqual(REVIEW_OUTCOMES.filter((o) => o !== 'lost').sort());
  });
});

describe('reviewVerdict on a review that is not one', () => {
  test('a losing move that the moves do not hold is a RangeError, not a TypeError', () => {
    const end = { won: false, verdict: 'unsolvable' as const, winShare: null };
    expect(() => reviewVerdict({ losingMove: 3, moves: [], winnableAtStart: true, end }, en, makeMove)).toThrow(
      RangeError,
    );
  });
});
