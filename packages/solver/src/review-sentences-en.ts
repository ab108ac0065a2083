/**
 * The verdict sentences of a game review in English: `@russian-solitaire/solver/review-sentences/en`
 * (see {@link reviewVerdict}).
 * @module
 */
import { defineTexts } from '@russian-solitaire/engine';
import { en } from '@russian-solitaire/engine/messages/en';
import type { ReviewSentences } from './review-verdict.js';

export type { REVIEW_OUTCOMES, ReviewOutcome } from './review-outcome.js';
export type { ReviewSentences } from './review-verdict.js';

/** A game review's verdict sentences in English, one for each outcome. */
export const reviewSentences: ReviewSentences = /* @__PURE__ */ defineTexts(en.locale, {
  lost: 'The deal could be won until move {n}, {move}; {kept} kept it winnable.',
  won: 'The game was won.',
  'never-winnable': 'The deal could not be won from the start, whatever the moves: no move lost it.',
  'unknown-start': 'The solver could not decide whether the deal could be won.',
  'still-winnable': 'The deal could still be won when the game ended.',
  'unknown-loss': 'The deal could be won at the start; the solver could not decide whether a move lost it, or which.',
});
