/**
 * The verdict sentences of a game review in Russian: `@russian-solitaire/solver/review-sentences/ru`
 * (see {@link reviewVerdict}).
 * @module
 */
import { defineTexts } from '@russian-solitaire/engine';
import { ru } from '@russian-solitaire/engine/messages/ru';
import type { ReviewSentences } from './review-verdict.js';

export type { REVIEW_OUTCOMES, ReviewOutcome } from './review-outcome.js';
export type { ReviewSentences } from './review-verdict.js';

/** A game review's verdict sentences in Russian, one for each outcome. */
export const reviewSentences: ReviewSentences = /* @__PURE__ */ defineTexts(ru.locale, {
  lost: 'Раздачу можно было выиграть до хода {n}, {move}; ход {kept} сохранял выигрыш.',
  won: 'Игра выиграна.',
  'never-winnable': 'Раздачу нельзя было выиграть с самого начала, как ни ходи: ни один ход её не проиграл.',
  'unknown-start': 'Решатель не смог определить, можно ли было выиграть раздачу.',
  'still-winnable': 'Когда игра закончилась, раздачу ещё можно было выиграть.',
  'unknown-loss':
    'В начале раздачу можно было выиграть; решатель не смог определить, проиграл ли её какой-то ход и какой.',
});
