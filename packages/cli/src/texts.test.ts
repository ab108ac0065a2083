import fc from 'fast-check';
import { LANGUAGES, type Language, compareTexts } from '@russian-solitaire/engine';
import { describe, expect, it } from 'vitest';
import { CLI_TEXTS, type CountedKey, countOf, countedInEnglish, numberInEnglish, say } from './texts.js';

describe('the texts of the command', () => {
  it('exist in every language, with the keys, placeholders and plural forms of the English ones', () => {
    let checked = 0;
    for (const language of LANGUAGES) {
      const texts = CLI_TEXTS[language];
      expect(compareTexts(CLI_TEXTS.en, texts), language).toEqual([]);
      for (const key of texts.keys) {
        expect(texts.template(key).trim().length, `${language}.${key}`).toBeGreaterThan(0);
        checked++;
      }
    }
    expect(checked).toBe(LANGUAGES.length * CLI_TEXTS.en.keys.length);
    expect(CLI_TEXTS.en.keys.length).toBeGreaterThan(50);
  });

  it('fill in their placeholders and leave unknown ones as they are', () => {
    expect(say('en', 'newGame', { code: 'RU1-C-AAAAAAA' })).toBe('New game RU1-C-AAAAAAA.');
    expect(say('ru', 'column', { n: 3 })).toBe('столбец 3');
    expect(say('en', 'newGame')).toBe('New game {code}.');
  });

  it('keep the help of a game within 4 lines narrower than 80 columns, under the board on an 80×24 screen', () => {
    for (const language of LANGUAGES) {
      const lines = say(language, 'help').split('\n');
      expect(lines.length, language).toBeLessThanOrEqual(4);
      for (const line of lines) expect([...line].length, `${language}: ${line}`).toBeLessThan(80);
    }
  });
});

/** The counts where plural rules turn: 1, 2 and 5 and their teens, twenties and hundreds. */
const TRICKY = [0, 1, 2, 5, 11, 12, 14, 21, 22, 25, 111, 121] as const;

/**
 * What a speaker of each language expects, written out by hand for the counts of {@link TRICKY},
 * one string per counted text with its forms joined by ` · `.
 */
const EXPECTED: Record<Language, Partial<Record<CountedKey, string>>> = {
  en: {
    mistake:
      '0 mistakes · 1 mistake · 2 mistakes · 5 mistakes · 11 mistakes · 12 mistakes · 14 mistakes · 21 mistakes · 22 mistakes · 25 mistakes · 111 mistakes · 121 mistakes',
    move: '0 moves · 1 move · 2 moves · 5 moves · 11 moves · 12 moves · 14 moves · 21 moves · 22 moves · 25 moves · 111 moves · 121 moves',
    card: '0 cards · 1 card · 2 cards · 5 cards · 11 cards · 12 cards · 14 cards · 21 cards · 22 cards · 25 cards · 111 cards · 121 cards',
  },
  ru: {
    mistake:
      '0 ошибок · 1 ошибка · 2 ошибки · 5 ошибок · 11 ошибок · 12 ошибок · 14 ошибок · 21 ошибка · 22 ошибки · 25 ошибок · 111 ошибок · 121 ошибка',
    luckyCard:
      '0 удачных карт · 1 удачная карта · 2 удачные карты · 5 удачных карт · 11 удачных карт · 12 удачных карт · 14 удачных карт · 21 удачная карта · 22 удачные карты · 25 удачных карт · 111 удачных карт · 121 удачная карта',
    move: '0 ходов · 1 ход · 2 хода · 5 ходов · 11 ходов · 12 ходов · 14 ходов · 21 ход · 22 хода · 25 ходов · 111 ходов · 121 ход',
    card: '0 карт · 1 карта · 2 карты · 5 карт · 11 карт · 12 карт · 14 карт · 21 карта · 22 карты · 25 карт · 111 карт · 121 карта',
    arrangement:
      '0 раскладов · 1 расклад · 2 расклада · 5 раскладов · 11 раскладов · 12 раскладов · 14 раскладов · 21 расклад · 22 расклада · 25 раскладов · 111 раскладов · 121 расклад',
  },
  uk: {
    mistake:
      '0 помилок · 1 помилка · 2 помилки · 5 помилок · 11 помилок · 12 помилок · 14 помилок · 21 помилка · 22 помилки · 25 помилок · 111 помилок · 121 помилка',
    move: '0 ходів · 1 хід · 2 ходи · 5 ходів · 11 ходів · 12 ходів · 14 ходів · 21 хід · 22 ходи · 25 ходів · 111 ходів · 121 хід',
    card: '0 карт · 1 карта · 2 карти · 5 карт · 11 карт · 12 карт · 14 карт · 21 карта · 22 карти · 25 карт · 111 карт · 121 карта',
    arrangement:
      '0 розкладів · 1 розклад · 2 розклади · 5 розкладів · 11 розкладів · 12 розкладів · 14 розкладів · 21 розклад · 22 розклади · 25 розкладів · 111 розкладів · 121 розклад',
  },
  tr: {
    mistake:
      '0 hata · 1 hata · 2 hata · 5 hata · 11 hata · 12 hata · 14 hata · 21 hata · 22 hata · 25 hata · 111 hata · 121 hata',
    move: '0 hamle · 1 hamle · 2 hamle · 5 hamle · 11 hamle · 12 hamle · 14 hamle · 21 hamle · 22 hamle · 25 hamle · 111 hamle · 121 hamle',
    card: '0 kart · 1 kart · 2 kart · 5 kart · 11 kart · 12 kart · 14 kart · 21 kart · 22 kart · 25 kart · 111 kart · 121 kart',
  },
};

describe('counted texts', () => {
  it.each(LANGUAGES)(
    '%s: every counted text for 0–125 takes the form Intl.PluralRules names, with the number',
    (language) => {
      const texts = CLI_TEXTS[language];
      const rules = new Intl.PluralRules(language);
      let checked = 0;
      for (const key of texts.countedKeys) {
        const forms = texts.forms(key);
        for (let n = 0; n <= 125; n++) {
          const form = forms[rules.select(n)];
          expect(form, `${language} ${key} ${n}`).toBeDefined();
          expect(countOf(language, n, key), `${language} ${key} ${n}`).toBe(form!.replace('{count}', String(n)));
          checked++;
        }
      }
      expect(checked).toBe(texts.countedKeys.length * 126);
    },
  );

  it.each(LANGUAGES)('%s: the forms a speaker expects for 1, 2, 5, 11, 21, 22, 25, 111, 121', (language) => {
    let checked = 0;
    for (const [key, expected] of Object.entries(EXPECTED[language]) as [CountedKey, string][]) {
      expect(TRICKY.map((n) => countOf(language, n, key)).join(' · '), `${language} ${key}`).toBe(expected);
      checked++;
    }
    expect(checked).toBeGreaterThan(1);
  });

  it('Russian and Ukrainian count the nodes of a search in whole phrases', () => {
    expect([1, 3, 1_000_000].map((n) => countOf('ru', n, 'notKnown'))).toEqual([
      'выигрыш не найден (просмотрен 1 узел)',
      'выигрыш не найден (просмотрено 3 узла)',
      'выигрыш не найден (просмотрено 1\u00a0000\u00a0000 узлов)',
    ]);
    expect(countOf('uk', 22, 'allUpUnknown')).toBe(
      'Усі карти відкрито: розв’язувач не зміг за 22 вузли вирішити, чи можна ще виграти.',
    );
    expect(countOf('en', 1, 'notKnown')).toBe('not known to win (1 node searched)');
    expect(countOf('en', 100_000, 'notKnown')).toBe('not known to win (100,000 nodes searched)');
  });

  it('count English-only nouns of the survey output the same way', () => {
    expect([0, 1, 2, 2000].map((n) => countedInEnglish(n, 'deal'))).toEqual([
      '0 deals',
      '1 deal',
      '2 deals',
      '2,000 deals',
    ]);
    expect(countedInEnglish(1, 'worker thread')).toBe('1 worker thread');
    expect(countedInEnglish(3, 'child', 'children')).toBe('3 children');
  });

  it('write whole numbers as toLocaleString in English does, without the locale data', () => {
    let checked = 0;
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.maxSafeInteger(), fc.constantFrom(0, 999, 1000, 1e6, 8031810175)), (n) => {
        expect(numberInEnglish(n)).toBe(n.toLocaleString('en-US'));
        checked++;
      }),
      { numRuns: 1000 },
    );
    expect(checked).toBe(1000);
  });
});
