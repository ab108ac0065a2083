/**
 * A game review's verdict in a sentence, in every language of the engine:
 * `@russian-solitaire/solver/review-sentences`. An app that offers every language imports the
 * sentences from here; an app with one language imports only that one, from
 * `@russian-solitaire/solver/review-sentences/<language>`. Neither loads the solver's search code.
 * @module review-sentences
 */
import type { Language } from '@russian-solitaire/engine';
import { reviewSentences as en } from './review-sentences-en.js';
import { reviewSentences as ru } from './review-sentences-ru.js';
import { reviewSentences as tr } from './review-sentences-tr.js';
import { reviewSentences as uk } from './review-sentences-uk.js';
import type { ReviewSentences } from './review-verdict.js';

export { type ReviewSentences, reviewVerdict } from './review-verdict.js';
// The types a review is made of (`reviewVerdict` reads one), as types only: no search code.
export type * from './index.js';

/** A game review's verdict sentences in every language, by language code. */
export const REVIEW_SENTENCES: Readonly<Record<Language, ReviewSentences>> = /* @__PURE__ */ Object.freeze({
  en,
  ru,
  uk,
  tr,
});
