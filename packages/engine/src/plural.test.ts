import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from './language.js';
import { MESSAGES } from './messages-all.js';
import { pluralEastSlavic, pluralOneOther, writeNumber } from './plural.js';

/** Counts 0 to 125, and a few larger ones past the hundreds and thousands where the rules turn. */
const COUNTS = [...Array.from({ length: 126 }, (_, n) => n), 211, 1000, 1001, 1011, 1012, 1021, 1_000_000, 2_000_002];

describe('plural rules', () => {
  it.each(LANGUAGES)('%s: the rule agrees with Intl.PluralRules for 0–125 and beyond', (language) => {
    const locale = MESSAGES[language].locale;
    const reference = new Intl.PluralRules(language);
    let checked = 0;
    for (const n of [...COUNTS, 0.5, 1.5, 2.25, 21.5, -1, -2, -5]) {
      expect(locale.plural(n), `${language} ${n}`).toBe(reference.select(n));
      checked++;
    }
    expect(checked).toBeGreaterThan(126);
    expect([...locale.categories].sort()).toEqual([...reference.resolvedOptions().pluralCategories].sort());
  });

  it('Russian and Ukrainian: one, few and many where a speaker expects them', () => {
    const expected: Record<number, string> = {
      0: 'many',
      1: 'one',
      2: 'few',
      4: 'few',
      5: 'many',
      11: 'many',
      12: 'many',
      14: 'many',
      21: 'one',
      22: 'few',
      25: 'many',
      101: 'one',
      111: 'many',
      112: 'many',
      121: 'one',
      122: 'few',
    };
    for (const [n, category] of Object.entries(expected)) expect(pluralEastSlavic(Number(n)), n).toBe(category);
    expect(pluralEastSlavic(1.5)).toBe('other');
  });

  it('English and Turkish: one for 1 only', () => {
    expect([0, 1, 2, 5, 11, 21, 101, 1.5].map(pluralOneOther)).toEqual([
      'other',
      'one',
      'other',
      'other',
      'other',
      'other',
      'other',
      'other',
    ]);
  });

  it('what is not a finite number is "other"', () => {
    for (const n of [Number.NaN, Infinity, -Infinity])
      for (const language of LANGUAGES) expect(MESSAGES[language].locale.plural(n)).toBe('other');
  });
});

describe('numbers', () => {
  const separators: Record<Language, string> = {
    en: '1,234,567.5',
    ru: '1\u00a0234\u00a0567,5',
    uk: '1\u00a0234\u00a0567,5',
    tr: '1.234.567,5',
  };

  it.each(LANGUAGES)('%s: written as Intl.NumberFormat writes them', (language) => {
    const format = new Intl.NumberFormat(language, { maximumFractionDigits: 20 });
    let checked = 0;
    for (const n of [...COUNTS, 12345, 999_999, 0.5, 1234.25, -1000]) {
      expect(MESSAGES[language].locale.formatNumber(n), `${language} ${n}`).toBe(format.format(n));
      checked++;
    }
    expect(checked).toBeGreaterThan(126);
    expect(MESSAGES[language].locale.formatNumber(1234567.5)).toBe(separators[language]);
  });

  it('past what JavaScript writes without an exponent, or not finite, as JavaScript writes them', () => {
    expect(writeNumber(1e21, ',', '.')).toBe('1e+21');
    expect(writeNumber(1e-7, ',', '.')).toBe('1e-7');
    expect(writeNumber(Number.NaN, ',', '.')).toBe('NaN');
    expect(writeNumber(-Infinity, ',', '.')).toBe('-Infinity');
  });
});
