import { LANGUAGES } from '@russian-solitaire/engine';
import { describe, expect, it } from 'vitest';
import { TEXT_KEYS, preferredLanguage, t } from './i18n.js';

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

  it('pick the browser language when it is supported, English otherwise', () => {
    expect(preferredLanguage(['uk-UA', 'en'])).toBe('uk');
    expect(preferredLanguage(['de-DE', 'TR'])).toBe('tr');
    expect(preferredLanguage(['fr'])).toBe('en');
    expect(preferredLanguage([])).toBe('en');
  });
});
