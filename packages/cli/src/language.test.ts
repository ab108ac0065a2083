import { describe, expect, it } from 'vitest';
import { parseArgs } from './args.js';
import { languageOfEnv, languageOfLocale, languageOption } from './language.js';

describe('the language of a command', () => {
  it('reads the language part of a POSIX locale name, English for C, POSIX and languages it does not write', () => {
    const cases: [string, string][] = [
      ['ru_RU.UTF-8', 'ru'],
      ['uk_UA.UTF-8', 'uk'],
      ['tr_TR', 'tr'],
      ['ru', 'ru'],
      ['RU_ru.utf8', 'ru'],
      ['uk_UA@hryvnia', 'uk'],
      ['en_GB.UTF-8', 'en'],
      ['C', 'en'],
      ['C.UTF-8', 'en'],
      ['POSIX', 'en'],
      ['de_DE.UTF-8', 'en'],
      ['rus', 'en'],
      ['ruby', 'en'],
      ['', 'en'],
    ];
    for (const [locale, language] of cases) expect(languageOfLocale(locale), locale).toBe(language);
  });

  it('follows LC_ALL, then LC_MESSAGES, then LANG, the first one set and not empty', () => {
    expect(languageOfEnv({})).toBe('en');
    expect(languageOfEnv({ LANG: 'ru_RU.UTF-8' })).toBe('ru');
    expect(languageOfEnv({ LANG: 'ru_RU.UTF-8', LC_MESSAGES: 'uk_UA.UTF-8' })).toBe('uk');
    expect(languageOfEnv({ LANG: 'ru_RU.UTF-8', LC_MESSAGES: 'uk_UA.UTF-8', LC_ALL: 'tr_TR.UTF-8' })).toBe('tr');
    expect(languageOfEnv({ LANG: 'ru_RU.UTF-8', LC_ALL: 'C' })).toBe('en');
    expect(languageOfEnv({ LANG: 'ru_RU.UTF-8', LC_ALL: '', LC_MESSAGES: '' })).toBe('ru');
  });

  it('takes --lang before the environment and refuses a language it does not write', () => {
    const args = (argv: string[]) => {
      const parsed = parseArgs(argv, { lang: 'value' });
      if (!parsed.ok) throw new Error(parsed.error.message);
      return parsed.value;
    };
    expect(languageOption(args(['--lang', 'UK']), { LC_ALL: 'ru_RU.UTF-8' })).toEqual({ ok: true, value: 'uk' });
    expect(languageOption(args([]), { LC_ALL: 'ru_RU.UTF-8' })).toEqual({ ok: true, value: 'ru' });
    expect(languageOption(args(['--lang', 'fr']), {})).toEqual({
      ok: false,
      error: {
        code: 'bad-value',
        message: '--lang is en, ru, uk or tr, not "fr"',
        key: 'lang-bad',
        values: { given: '"fr"' },
      },
    });
  });
});
