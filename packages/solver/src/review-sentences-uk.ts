/**
 * The verdict sentences of a game review in Ukrainian:
 * `@russian-solitaire/solver/review-sentences/uk` (see {@link reviewVerdict}).
 * @module
 */
import { defineTexts } from '@russian-solitaire/engine';
import { uk } from '@russian-solitaire/engine/messages/uk';
import type { ReviewSentences } from './review-verdict.js';

export type { REVIEW_OUTCOMES, ReviewOutcome } from './review-outcome.js';
export type { ReviewSentences } from './review-verdict.js';

/** A game review's verdict sentences in Ukrainian, one for each outcome. */
export const reviewSentences: ReviewSentences = /* @__PURE__ */ defineTexts(uk.locale, {
  lost: 'Роздачу можна було виграти до ходу {n}, {move}; хід {kept} зберігав виграш.',
  won: 'Гру виграно.',
  'never-winnable': 'Роздачу не можна було виграти від самого початку, хоч як ходи: жоден хід її не програв.',
  'unknown-start': 'Розв’язувач не зміг визначити, чи можна було виграти роздачу.',
  'still-winnable': 'Коли гра скінчилася, роздачу ще можна було виграти.',
  'unknown-loss':
    'На початку роздачу можна було виграти; розв’язувач не зміг визначити, чи програв її якийсь хід і який.',
});
