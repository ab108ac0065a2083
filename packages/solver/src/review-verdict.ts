/**
 * A game review's verdict in a sentence, in the engine's four languages: which move lost the deal
 * and which move would have kept it winnable, or why no move lost it. {@link reviewOutcome}
 * chooses the sentence; the sentences live here, once, for the command line and the web game
 * alike. They are an entry of the solver's own, apart from its search code:
 * `@russian-solitaire/solver/review-sentences` has {@link reviewVerdict} and the sentences of all
 * four languages, by language code; each language is also a module of its own
 * (`@russian-solitaire/solver/review-sentences/<language>`, exporting `reviewSentences`), made with
 * the engine's `defineTexts` on that language's locale, so that an app loads only the language its
 * player reads:
 *
 * ```ts
 * import { reviewVerdict } from '@russian-solitaire/solver/review-sentences';
 * import { reviewSentences } from '@russian-solitaire/solver/review-sentences/ru';
 * reviewVerdict(review, reviewSentences, (move) => makeMove(move));
 * // 'Раздачу можно было выиграть до хода 14, KC-2; ход 4D-5 сохранял выигрыш.'
 * ```
 * @module
 */
import type { Move, Texts } from '@russian-solitaire/engine';
import { type ReviewOutcome, reviewOutcome } from './review-outcome.js';
import type { GameReview } from './review.js';

/**
 * The verdict sentences of one language, one for each {@link ReviewOutcome} (the keys are the
 * outcomes' names). The sentence of `lost` has the placeholders `{n}` (the losing move's number),
 * `{move}` (that move) and `{kept}` (a move that would have kept the game winnable); the others
 * have none.
 */
export type ReviewSentences = Texts<ReviewOutcome>;

/**
 * The verdict of a review in a sentence of the language of `texts` (a language's
 * `reviewSentences`): the sentence of its {@link reviewOutcome}, with the losing move and the move
 * that kept the game winnable written by `showMove` (`K♣-2` in a game's own notation, `KC-2` in
 * plain text …).
 * @throws RangeError when the review names a losing move that its `moves` do not hold, with the
 * move that kept the game winnable (as `reviewGame` always gives it).
 */
export function reviewVerdict(
  review: Pick<GameReview, 'losingMove' | 'end' | 'winnableAtStart' | 'moves'>,
  texts: ReviewSentences,
  showMove: (move: Move) => string,
): string {
  const outcome = reviewOutcome(review);
  if (outcome !== 'lost') return texts.text(outcome);
  const losing = review.moves[review.losingMove! - 1];
  if (losing === undefined || losing.keptWinnable === null)
    throw new RangeError(
      `the review names move ${review.losingMove} as the losing move, but its moves have no such move with a move that kept the game winnable`,
    );
  return texts.text('lost', {
    n: losing.number,
    move: showMove(losing.move),
    kept: showMove(losing.keptWinnable),
  });
}
