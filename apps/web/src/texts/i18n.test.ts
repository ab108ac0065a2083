import { gameOfCode, parseCode } from '@russian-solitaire/dealer';
import { LANGUAGES, type Language, compareTexts, fill, resumeGame, unwrap } from '@russian-solitaire/engine';
import { MESSAGES } from '@russian-solitaire/engine/messages';
import { dayNumber, errorMessage } from '@russian-solitaire/solver';
import { MESSAGES as SOLVER_MESSAGES } from '@russian-solitaire/solver/messages';
import { SOLVER_FAILURE_CODES } from '../effects/solver-answers.js';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  COUNTED_KEYS,
  type CountedKey,
  PAGE_ERROR_CODES,
  TEXT_KEYS,
  count,
  errorText,
  failureText,
  isLoaded,
  loadLanguage,
  messagesOf,
  percentOf,
  preferredLanguage,
  t,
  textsOf,
  wonText,
} from './i18n.js';

describe('loading a language', () => {
  it('has English from the start, and each other language once it is loaded, with the engine’s messages in it', async () => {
    expect(isLoaded('en')).toBe(true);
    let checked = 0;
    for (const lang of LANGUAGES.filter((l) => l !== 'en')) {
      // Not loaded yet: the texts are English's.
      expect(isLoaded(lang), lang).toBe(false);
      expect(t(lang, 'undo'), lang).toBe('Undo');
      expect(messagesOf(lang)).toBe(MESSAGES.en);
      const twice = [loadLanguage(lang), loadLanguage(lang)];
      await Promise.all(twice);
      expect(isLoaded(lang), lang).toBe(true);
      expect(t(lang, 'undo'), lang).not.toBe('Undo');
      expect(messagesOf(lang), lang).toBe(MESSAGES[lang]);
      expect(textsOf(lang).words.locale, lang).toBe(MESSAGES[lang].locale);
      checked++;
    }
    expect(checked).toBe(LANGUAGES.length - 1);
    expect(t('ru', 'undo')).toBe('Отменить');
  });
});

describe('interface texts', () => {
  beforeAll(() => Promise.all(LANGUAGES.map(loadLanguage)));

  it('exist in every language, with the keys, placeholders and plural forms of the English ones', () => {
    let checked = 0;
    for (const lang of LANGUAGES) {
      const texts = textsOf(lang);
      const english = textsOf('en');
      expect(compareTexts(english.words, texts.words), lang).toEqual([]);
      expect(compareTexts(english.pageErrors, texts.pageErrors), lang).toEqual([]);
      for (const key of TEXT_KEYS) {
        expect(t(lang, key).trim().length, `${lang}.${key}`).toBeGreaterThan(0);
        checked++;
      }
    }
    expect(checked).toBe(LANGUAGES.length * TEXT_KEYS.length);
    expect([...textsOf('en').words.keys].sort()).toEqual([...TEXT_KEYS].sort());
    expect([...textsOf('en').words.countedKeys].sort()).toEqual([...COUNTED_KEYS].sort());
  });

  it('fill placeholders, write numbers the language’s way and leave unknown ones visible', () => {
    expect(t('en', 'column', { n: 3 })).toBe('Column 3');
    expect(t('en', 'copied', {})).toBe('Game code {code} copied.');
    expect(t('en', 'optUndoDepth', { n: 100_000 })).toBe('undo depth 100,000');
    expect(t('ru', 'optUndoDepth', { n: 100_000 })).toBe('глубина отмены 100\u00a0000');
  });

  it('pick the browser language when it is supported, English otherwise', () => {
    expect(preferredLanguage(['uk-UA', 'en'])).toBe('uk');
    expect(preferredLanguage(['de-DE', 'TR'])).toBe('tr');
    expect(preferredLanguage(['fr'])).toBe('en');
    expect(preferredLanguage([])).toBe('en');
  });
});

describe('error texts', () => {
  beforeAll(() => Promise.all(LANGUAGES.map(loadLanguage)));

  /** Errors of each package the page shows: a refused code (dealer), save and undo (engine), date (solver). */
  function packageErrors() {
    const code = parseCode('RU1-C-AAAA1BB');
    const save = resumeGame('{"format":"russian-solitaire/game","version":1,"code":42}');
    const undo = unwrap(gameOfCode('RU1-C-AAAAABB')).undo();
    const date = dayNumber('2026-02-30');
    if (code.ok || save.ok || undo.ok || date.ok) throw new Error('each of these inputs must be refused');
    return [code.error, save.error, undo.error, date.error];
  }

  it('write every error of the packages in the page’s language, from its code, as the packages’ errorMessage does', () => {
    let checked = 0;
    for (const error of packageErrors()) {
      expect(errorText('en', error)).toBe(error.message);
      for (const lang of ['ru', 'uk', 'tr'] as const) {
        const text = errorText(lang, error);
        expect(text, `${lang} ${error.code}`).toBe(errorMessage(error, SOLVER_MESSAGES[lang]));
        expect(text, `${lang} ${error.code}`).not.toBe(error.message);
        checked++;
      }
    }
    expect(checked).toBe(12);
  });

  it('have a sentence for each of the page’s own error codes in every language', () => {
    expect(PAGE_ERROR_CODES).toEqual([...SOLVER_FAILURE_CODES, 'rules-not-offered']);
    let checked = 0;
    for (const lang of LANGUAGES)
      for (const code of PAGE_ERROR_CODES) {
        const text = errorText(lang, { code });
        expect(text, `${lang} ${code}`).toMatch(/^\p{Lu}.*\.$/u);
        if (lang !== 'en') expect(text, `${lang} ${code}`).not.toBe(errorText('en', { code }));
        checked++;
      }
    expect(checked).toBe(LANGUAGES.length * PAGE_ERROR_CODES.length);
  });

  it('say why the solver could not answer by its own error when it gave one, else by the page’s code', () => {
    const date = dayNumber('1969-12-31');
    if (date.ok) throw new Error('a date before 1970 has no day number');
    expect(failureText('ru', { code: 'solver-error', error: date.error })).toBe(
      errorMessage(date.error, SOLVER_MESSAGES.ru),
    );
    expect(failureText('ru', { code: 'timeout' })).toBe('Решатель не ответил вовремя.');
  });
});

describe('counted texts', () => {
  beforeAll(() => Promise.all(LANGUAGES.map(loadLanguage)));

  it.each(LANGUAGES)(
    '%s: every counted text for 0–125 takes the form Intl.PluralRules names, with the number',
    (lang) => {
      const rules = new Intl.PluralRules(lang);
      let checked = 0;
      for (const key of COUNTED_KEYS) {
        const forms = textsOf(lang).words.forms(key);
        for (let n = 0; n <= 125; n++) {
          const category = rules.select(n);
          const form = forms[category];
          expect(form, `${lang} ${key} has a ${category} form`).toBeDefined();
          expect(count(lang, key, n), `${lang} ${key} ${n}`).toBe(fill(form!, { count: n }));
          expect(count(lang, key, n)).toMatch(new RegExp(`(^|\\s)${n}(\\s|$)`));
          checked++;
        }
      }
      expect(checked).toBe(COUNTED_KEYS.length * 126);
    },
  );

  /** The counts where plural rules turn: 1, 2 and 5 and their teens, twenties and hundreds. */
  const TRICKY = [0, 1, 2, 5, 11, 12, 14, 21, 22, 25, 101, 111, 112, 121, 125] as const;

  /** What a speaker of each language expects for the counts of {@link TRICKY}, written out by hand. */
  const EXPECTED: Record<Language, Record<CountedKey, string>> = {
    en: {
      days: '0\u00a0days · 1\u00a0day · 2\u00a0days · 5\u00a0days · 11\u00a0days · 12\u00a0days · 14\u00a0days · 21\u00a0days · 22\u00a0days · 25\u00a0days · 101\u00a0days · 111\u00a0days · 112\u00a0days · 121\u00a0days · 125\u00a0days',
      moves:
        '0\u00a0moves · 1\u00a0move · 2\u00a0moves · 5\u00a0moves · 11\u00a0moves · 12\u00a0moves · 14\u00a0moves · 21\u00a0moves · 22\u00a0moves · 25\u00a0moves · 101\u00a0moves · 111\u00a0moves · 112\u00a0moves · 121\u00a0moves · 125\u00a0moves',
      points:
        '0\u00a0points · 1\u00a0point · 2\u00a0points · 5\u00a0points · 11\u00a0points · 12\u00a0points · 14\u00a0points · 21\u00a0points · 22\u00a0points · 25\u00a0points · 101\u00a0points · 111\u00a0points · 112\u00a0points · 121\u00a0points · 125\u00a0points',
    },
    ru: {
      days: '0\u00a0дней · 1\u00a0день · 2\u00a0дня · 5\u00a0дней · 11\u00a0дней · 12\u00a0дней · 14\u00a0дней · 21\u00a0день · 22\u00a0дня · 25\u00a0дней · 101\u00a0день · 111\u00a0дней · 112\u00a0дней · 121\u00a0день · 125\u00a0дней',
      moves:
        '0\u00a0ходов · 1\u00a0ход · 2\u00a0хода · 5\u00a0ходов · 11\u00a0ходов · 12\u00a0ходов · 14\u00a0ходов · 21\u00a0ход · 22\u00a0хода · 25\u00a0ходов · 101\u00a0ход · 111\u00a0ходов · 112\u00a0ходов · 121\u00a0ход · 125\u00a0ходов',
      points:
        '0\u00a0очков · 1\u00a0очко · 2\u00a0очка · 5\u00a0очков · 11\u00a0очков · 12\u00a0очков · 14\u00a0очков · 21\u00a0очко · 22\u00a0очка · 25\u00a0очков · 101\u00a0очко · 111\u00a0очков · 112\u00a0очков · 121\u00a0очко · 125\u00a0очков',
    },
    uk: {
      days: '0\u00a0днів · 1\u00a0день · 2\u00a0дні · 5\u00a0днів · 11\u00a0днів · 12\u00a0днів · 14\u00a0днів · 21\u00a0день · 22\u00a0дні · 25\u00a0днів · 101\u00a0день · 111\u00a0днів · 112\u00a0днів · 121\u00a0день · 125\u00a0днів',
      moves:
        '0\u00a0ходів · 1\u00a0хід · 2\u00a0ходи · 5\u00a0ходів · 11\u00a0ходів · 12\u00a0ходів · 14\u00a0ходів · 21\u00a0хід · 22\u00a0ходи · 25\u00a0ходів · 101\u00a0хід · 111\u00a0ходів · 112\u00a0ходів · 121\u00a0хід · 125\u00a0ходів',
      points:
        '0\u00a0очок · 1\u00a0очко · 2\u00a0очки · 5\u00a0очок · 11\u00a0очок · 12\u00a0очок · 14\u00a0очок · 21\u00a0очко · 22\u00a0очки · 25\u00a0очок · 101\u00a0очко · 111\u00a0очок · 112\u00a0очок · 121\u00a0очко · 125\u00a0очок',
    },
    tr: {
      days: '0\u00a0gün · 1\u00a0gün · 2\u00a0gün · 5\u00a0gün · 11\u00a0gün · 12\u00a0gün · 14\u00a0gün · 21\u00a0gün · 22\u00a0gün · 25\u00a0gün · 101\u00a0gün · 111\u00a0gün · 112\u00a0gün · 121\u00a0gün · 125\u00a0gün',
      moves:
        '0\u00a0hamlede · 1\u00a0hamlede · 2\u00a0hamlede · 5\u00a0hamlede · 11\u00a0hamlede · 12\u00a0hamlede · 14\u00a0hamlede · 21\u00a0hamlede · 22\u00a0hamlede · 25\u00a0hamlede · 101\u00a0hamlede · 111\u00a0hamlede · 112\u00a0hamlede · 121\u00a0hamlede · 125\u00a0hamlede',
      points:
        '0\u00a0puan · 1\u00a0puan · 2\u00a0puan · 5\u00a0puan · 11\u00a0puan · 12\u00a0puan · 14\u00a0puan · 21\u00a0puan · 22\u00a0puan · 25\u00a0puan · 101\u00a0puan · 111\u00a0puan · 112\u00a0puan · 121\u00a0puan · 125\u00a0puan',
    },
  };

  it.each(LANGUAGES)('%s: the tricky counts read as a speaker writes them', (lang) => {
    for (const key of COUNTED_KEYS)
      expect(TRICKY.map((n) => count(lang, key, n)).join(' · '), `${lang} ${key}`).toBe(EXPECTED[lang][key]);
  });

  it('say a win with the score and the moves in the forms their numbers take', () => {
    expect(wonText('en', 625, 21)).toBe('You won! 625\u00a0points in 21\u00a0moves.');
    expect(wonText('en', 1, 1)).toBe('You won! 1\u00a0point in 1\u00a0move.');
    expect(wonText('ru', 625, 21)).toBe('Победа! 625\u00a0очков за 21\u00a0ход.');
    expect(wonText('ru', 1_041, 22)).toBe('Победа! 1\u00a0041\u00a0очко за 22\u00a0хода.');
    expect(wonText('uk', 625, 21)).toBe('Перемога! 625\u00a0очок за 21\u00a0хід.');
    expect(wonText('uk', 622, 104)).toBe('Перемога! 622\u00a0очки за 104\u00a0ходи.');
    expect(wonText('tr', 625, 21)).toBe('Kazandınız! 21\u00a0hamlede 625\u00a0puan.');
    expect(wonText('tr', 1_000, 88)).toBe('Kazandınız! 88\u00a0hamlede 1.000\u00a0puan.');
  });
});

describe('percentages', () => {
  it('shows a share as a whole percentage', () => {
    expect([0, 0.004, 0.375, 0.999, 1, 1.2, -0.1].map(percentOf)).toEqual([0, 0, 38, 100, 100, 100, 0]);
  });
});
