import { LANGUAGES } from '@russian-solitaire/engine';
import { describe, expect, it } from 'vitest';
import { COUNTED_NOUNS, TEXT_KEYS, countOf, say, textOf } from './texts.js';

const placeholders = (text: string): string[] => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort();

describe('the texts of the command', () => {
  it('exist in every language, with the placeholders of the English one', () => {
    let checked = 0;
    for (const language of LANGUAGES) {
      for (const key of TEXT_KEYS) {
        const text = textOf(language, key);
        expect(text.trim().length, `${language}.${key}`).toBeGreaterThan(0);
        expect(placeholders(text), `${language}.${key}`).toEqual(placeholders(textOf('en', key)));
        checked++;
      }
    }
    expect(checked).toBe(LANGUAGES.length * TEXT_KEYS.length);
  });

  it('fill in their placeholders and leave unknown ones as they are', () => {
    expect(say('en', 'newGame', { code: 'RU1-C-AAAAAAA' })).toBe('New game RU1-C-AAAAAAA.');
    expect(say('ru', 'column', { n: 3 })).toBe('столбец 3');
    expect(say('en', 'newGame')).toBe('New game {code}.');
  });

  it('count nouns in the plural forms of each language', () => {
    expect([1, 2, 5, 21].map((n) => countOf('en', n, 'move'))).toEqual(['1 move', '2 moves', '5 moves', '21 moves']);
    expect([1, 2, 5, 11, 21, 22, 25].map((n) => countOf('ru', n, 'move'))).toEqual([
      '1 ход',
      '2 хода',
      '5 ходов',
      '11 ходов',
      '21 ход',
      '22 хода',
      '25 ходов',
    ]);
    expect([1, 3, 7].map((n) => countOf('uk', n, 'card'))).toEqual(['1 карта', '3 карти', '7 карт']);
    expect([1, 4].map((n) => countOf('tr', n, 'arrangement'))).toEqual(['1 diziliş', '4 diziliş']);
    for (const language of LANGUAGES)
      for (const noun of COUNTED_NOUNS)
        for (const n of [0, 1, 2, 5, 1000]) expect(countOf(language, n, noun)).toMatch(/^\S+ \S+$/);
  });

  it('keep the help of a game within 4 lines narrower than 80 columns, under the board on an 80×24 screen', () => {
    for (const language of LANGUAGES) {
      const lines = say(language, 'help').split('\n');
      expect(lines.length, language).toBeLessThanOrEqual(4);
      for (const line of lines) expect([...line].length, `${language}: ${line}`).toBeLessThan(80);
    }
  });
});
