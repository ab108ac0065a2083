import { LANGUAGES, orderedDeck } from '@russian-solitaire/engine';
import { describe, expect, it } from 'vitest';
import { TEXT_KEYS, cardName, preferredLanguage, suitTitle, t } from './i18n.js';

const placeholders = (text: string): string[] => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort();

describe('interface texts', () => {
  it('exist in every language with the same placeholders as in English', () => {
    for (const lang of LANGUAGES) {
      for (const key of TEXT_KEYS) {
        const text = t(lang, key);
        expect(text.trim().length, `${lang}.${key}`).toBeGreaterThan(0);
        expect(placeholders(text), `${lang}.${key}`).toEqual(placeholders(t('en', key)));
      }
    }
  });

  it('fill placeholders and leave unknown ones visible', () => {
    expect(t('en', 'column', { n: 3 })).toBe('Column 3');
    expect(t('en', 'copied', {})).toBe('Game code {code} copied.');
  });

  it('name every card distinctly in every language', () => {
    for (const lang of LANGUAGES) {
      const names = new Set(orderedDeck().map((card) => cardName(card, lang)));
      expect(names.size).toBe(52);
    }
    expect(cardName(20, 'en')).toBe('8 of hearts');
    expect(cardName(0, 'en')).toBe('ace of spades');
    expect(cardName(51, 'ru')).toBe('король треф');
    expect(cardName(20, 'tr')).toBe('kupa 8');
    expect(suitTitle(2, 'en')).toBe('Diamonds');
  });

  it('pick the browser language when it is supported, English otherwise', () => {
    expect(preferredLanguage(['uk-UA', 'en'])).toBe('uk');
    expect(preferredLanguage(['de-DE', 'TR'])).toBe('tr');
    expect(preferredLanguage(['fr'])).toBe('en');
    expect(preferredLanguage([])).toBe('en');
  });
});
