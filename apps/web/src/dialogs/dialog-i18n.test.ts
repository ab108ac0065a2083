import { LANGUAGES } from '@russian-solitaire/engine';
import { beforeAll, describe, expect, it } from 'vitest';
import { dt, loadDialogTexts } from './dialog-i18n.js';
import { DIALOG_TEXT_KEYS } from './dialog-texts.js';

describe("the dialogs' words", () => {
  beforeAll(() => Promise.all(LANGUAGES.map(loadDialogTexts)));

  it('are written in every language, every placeholder filled, each language its own', () => {
    const values = { name: 'N', points: 'P', moves: 'M', home: 12, cards: 52, date: '2026-12-02', days: 'D' };
    let checked = 0;
    for (const lang of LANGUAGES)
      for (const key of DIALOG_TEXT_KEYS) {
        const text = dt(lang, key, values);
        expect(text, `${lang} ${key}`).not.toMatch(/[{}]/);
        expect(text.length, `${lang} ${key}`).toBeGreaterThan(1);
        checked++;
      }
    expect(checked).toBe(LANGUAGES.length * DIALOG_TEXT_KEYS.length);
    for (const lang of LANGUAGES.filter((l) => l !== 'en')) {
      const same = DIALOG_TEXT_KEYS.filter((key) => dt(lang, key, values) === dt('en', key, values));
      expect(same, `${lang}: the same words as English`).toEqual([]);
    }
  });
});
