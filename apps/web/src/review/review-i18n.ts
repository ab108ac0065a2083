/**
 * The review panel's languages: English is in the panel's chunk, each other language a chunk of
 * its own (`review-texts-ru.ts` …), loaded by {@link loadReviewTexts} when the panel first speaks
 * it, so that a player downloads the review's words of their own language only.
 * @module
 */
import type { Language, TextValues } from '@russian-solitaire/engine';
import type { GameReview } from '@russian-solitaire/solver';
import { reviewVerdict } from '@russian-solitaire/solver/review-sentences';
import { LanguageChunks } from '../texts/language-chunks.js';
import { texts as english } from './review-texts-en.js';
import { type ReviewLanguage, type ReviewTextKey, shownMove } from './review-texts.js';

/** The review's words of each language loaded so far (English always, in the panel's chunk). */
const languages = new LanguageChunks<ReviewLanguage>(english, (lang) => {
  // Each a literal path, so that the bundler makes each a chunk of its own.
  switch (lang) {
    case 'ru':
      return import('./review-texts-ru.js').then((m) => m.texts);
    case 'uk':
      return import('./review-texts-uk.js').then((m) => m.texts);
    case 'tr':
      return import('./review-texts-tr.js').then((m) => m.texts);
  }
});

/**
 * Loads the review's words of a language, once; resolves when the panel can speak it. Rejects
 * when its chunk cannot be fetched (offline with no service worker); a later call tries again.
 */
export function loadReviewTexts(lang: Language): Promise<void> {
  return languages.load(lang);
}

/** Whether the review's words of a language are loaded (English always is). */
export function hasReviewTexts(lang: Language): boolean {
  return languages.has(lang);
}

/** A text of the panel in a language, its `{placeholders}` filled. */
export function rt(lang: Language, key: ReviewTextKey, values: TextValues = {}): string {
  return languages.get(lang).panel.text(key, values);
}

/** The review's verdict in a sentence of a language: the solver's, the moves written as the panel writes them. */
export function verdictText(lang: Language, review: GameReview): string {
  return reviewVerdict(review, languages.get(lang).verdicts, shownMove);
}
