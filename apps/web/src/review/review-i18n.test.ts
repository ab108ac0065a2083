import { LANGUAGES, compareTexts } from '@russian-solitaire/engine';
import { MESSAGES } from '@russian-solitaire/engine/messages';
import type { GameReview } from '@russian-solitaire/solver';
import { reviewSentences as solverEnglish } from '@russian-solitaire/solver/review-sentences/en';
import { reviewSentences as solverRussian } from '@russian-solitaire/solver/review-sentences/ru';
import { describe, expect, it } from 'vitest';
import { hasReviewTexts, loadReviewTexts, rt, verdictText } from './review-i18n.js';
import { texts as en } from './review-texts-en.js';
import { texts as ru } from './review-texts-ru.js';
import { texts as tr } from './review-texts-tr.js';
import { texts as uk } from './review-texts-uk.js';
import { REVIEW_TEXT_KEYS } from './review-texts.js';

/** A review of a won game, as far as its verdict reads it. */
const WON = {
  losingMove: null,
  moves: [],
  winnableAtStart: true,
  end: { won: true, verdict: 'solved', winShare: null },
};

describe("the review panel's languages", () => {
  it.each(Object.entries({ en, ru, uk, tr }))(
    '%s has every key of the panel with the placeholders of English, on its engine locale, and the solver’s verdicts',
    (tag, texts) => {
      expect(texts.panel.locale).toBe(MESSAGES[tag as keyof typeof MESSAGES].locale);
      expect([...texts.panel.keys].sort()).toEqual([...REVIEW_TEXT_KEYS].sort());
      expect(compareTexts(en.panel, texts.panel)).toEqual([]);
      expect(texts.verdicts.locale.tag).toBe(tag);
    },
  );

  it('speaks English from the start, and each other language once it is loaded', async () => {
    expect(hasReviewTexts('en')).toBe(true);
    const review = WON as unknown as GameReview;
    let checked = 0;
    for (const lang of LANGUAGES.filter((l) => l !== 'en')) {
      // Not loaded yet: the panel's words and the verdict are English's.
      expect(hasReviewTexts(lang), lang).toBe(false);
      expect(rt(lang, 'close'), lang).toBe('Close');
      expect(verdictText(lang, review), lang).toBe(solverEnglish.text('won'));
      await Promise.all([loadReviewTexts(lang), loadReviewTexts(lang)]);
      expect(hasReviewTexts(lang), lang).toBe(true);
      expect(rt(lang, 'close'), lang).not.toBe('Close');
      expect(verdictText(lang, review), lang).not.toBe(solverEnglish.text('won'));
      checked++;
    }
    expect(checked).toBe(LANGUAGES.length - 1);
    expect(rt('ru', 'close')).toBe('Закрыть');
    expect(verdictText('ru', review)).toBe(solverRussian.text('won'));
  });
});
