import { LANGUAGES, type Language, compareTexts, fill } from '@russian-solitaire/engine';
import { MESSAGES } from '@russian-solitaire/engine/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  COUNTED_KEYS,
  type CountedKey,
  TEXT_KEYS,
  codeErrorText,
  count,
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
      expect(compareTexts(english.codeErrors, texts.codeErrors), lang).toEqual([]);
      expect(compareTexts(english.hintFailures, texts.hintFailures), lang).toEqual([]);
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
    expect(codeErrorText('en', { code: 'bad-character', index: 4 })).toBe(
      'the code has a letter that codes do not use (at position 5)',
    );
    expect(codeErrorText('tr', { code: 'no-such-code-error' })).toBe('bu bir oyun kodu değil');
  });

  it('pick the browser language when it is supported, English otherwise', () => {
    expect(preferredLanguage(['uk-UA', 'en'])).toBe('uk');
    expect(preferredLanguage(['de-DE', 'TR'])).toBe('tr');
    expect(preferredLanguage(['fr'])).toBe('en');
    expect(preferredLanguage([])).toBe('en');
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
      moves:
        '0 moves · 1 move · 2 moves · 5 moves · 11 moves · 12 moves · 14 moves · 21 moves · 22 moves · 25 moves · 101 moves · 111 moves · 112 moves · 121 moves · 125 moves',
      points:
        '0 points · 1 point · 2 points · 5 points · 11 points · 12 points · 14 points · 21 points · 22 points · 25 points · 101 points · 111 points · 112 points · 121 points · 125 points',
    },
    ru: {
      moves:
        '0 ходов · 1 ход · 2 хода · 5 ходов · 11 ходов · 12 ходов · 14 ходов · 21 ход · 22 хода · 25 ходов · 101 ход · 111 ходов · 112 ходов · 121 ход · 125 ходов',
      points:
        '0 очков · 1 очко · 2 очка · 5 очков · 11 очков · 12 очков · 14 очков · 21 очко · 22 очка · 25 очков · 101 очко · 111 очков · 112 очков · 121 очко · 125 очков',
    },
    uk: {
      moves:
        '0 ходів · 1 хід · 2 ходи · 5 ходів · 11 ходів · 12 ходів · 14 ходів · 21 хід · 22 ходи · 25 ходів · 101 хід · 111 ходів · 112 ходів · 121 хід · 125 ходів',
      points:
        '0 очок · 1 очко · 2 очки · 5 очок · 11 очок · 12 очок · 14 очок · 21 очко · 22 очки · 25 очок · 101 очко · 111 очок · 112 очок · 121 очко · 125 очок',
    },
    tr: {
      moves:
        '0 hamlede · 1 hamlede · 2 hamlede · 5 hamlede · 11 hamlede · 12 hamlede · 14 hamlede · 21 hamlede · 22 hamlede · 25 hamlede · 101 hamlede · 111 hamlede · 112 hamlede · 121 hamlede · 125 hamlede',
      points:
        '0 puan · 1 puan · 2 puan · 5 puan · 11 puan · 12 puan · 14 puan · 21 puan · 22 puan · 25 puan · 101 puan · 111 puan · 112 puan · 121 puan · 125 puan',
    },
  };

  it.each(LANGUAGES)('%s: the tricky counts read as a speaker writes them', (lang) => {
    for (const key of COUNTED_KEYS)
      expect(TRICKY.map((n) => count(lang, key, n)).join(' · '), `${lang} ${key}`).toBe(EXPECTED[lang][key]);
  });

  it('say a win with the score and the moves in the forms their numbers take', () => {
    expect(wonText('en', 625, 21)).toBe('You won! 625 points in 21 moves.');
    expect(wonText('en', 1, 1)).toBe('You won! 1 point in 1 move.');
    expect(wonText('ru', 625, 21)).toBe('Победа! 625 очков за 21 ход.');
    expect(wonText('ru', 1_041, 22)).toBe('Победа! 1\u00a0041 очко за 22 хода.');
    expect(wonText('uk', 625, 21)).toBe('Перемога! 625 очок за 21 хід.');
    expect(wonText('uk', 622, 104)).toBe('Перемога! 622 очки за 104 ходи.');
    expect(wonText('tr', 625, 21)).toBe('Kazandınız! 21 hamlede 625 puan.');
    expect(wonText('tr', 1_000, 88)).toBe('Kazandınız! 88 hamlede 1.000 puan.');
  });
});

describe('percentages', () => {
  it('shows a share as a whole percentage', () => {
    expect([0, 0.004, 0.375, 0.999, 1, 1.2, -0.1].map(percentOf)).toEqual([0, 0, 38, 100, 100, 100, 0]);
  });
});
