import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from './language.js';
import { MESSAGES, en, ru, tr, uk } from './messages-all.js';
import { type Texts, compareTexts, defineTexts, fill, fillPlural } from './text.js';

describe('fill', () => {
  it('fills placeholders and leaves those without a value as they are', () => {
    expect(fill('column {n}', { n: 3 })).toBe('column 3');
    expect(fill('{a} and {b}, {a}', { a: 'x' })).toBe('x and {b}, x');
    expect(fill('no placeholders {} { a } {1a2}', { a: 'x' })).toBe('no placeholders {} { a } {1a2}');
    expect(fill('{n}')).toBe('{n}');
  });

  it('writes numbers the way a locale writes them when one is given', () => {
    expect(fill('{n} nodes', { n: 1234567 })).toBe('1234567 nodes');
    expect(fill('{n} nodes', { n: 1234567 }, en.locale)).toBe('1,234,567 nodes');
    expect(fill('{n} узлов', { n: 1234567 }, ru.locale)).toBe('1\u00a0234\u00a0567 узлов');
    expect(fill('{n}', { n: '1234567' }, ru.locale)).toBe('1234567');
  });
});

const MOVES = {
  en: { one: '{count} move', other: '{count} moves' },
  ru: { one: '{count} ход', few: '{count} хода', many: '{count} ходов', other: '{count} хода' },
  uk: { one: '{count} хід', few: '{count} ходи', many: '{count} ходів', other: '{count} ходу' },
  tr: { one: '{count} hamle', other: '{count} hamle' },
} as const;

describe('fillPlural', () => {
  it('picks the form of the count and fills in {count} and the other values', () => {
    expect(fillPlural(ru.locale, 21, MOVES.ru)).toBe('21 ход');
    expect(fillPlural(ru.locale, 1000, MOVES.ru)).toBe('1\u00a0000 ходов');
    expect(
      fillPlural(
        en.locale,
        1,
        { one: 'won in {count} move, {name}', other: 'won in {count} moves, {name}' },
        { name: 'Ann' },
      ),
    ).toBe('won in 1 move, Ann');
    expect(fillPlural(en.locale, 2, MOVES.en, { count: 'two' })).toBe('two moves');
  });
});

type Key = 'won' | 'score';
type Noun = 'moves';

describe('defineTexts', () => {
  const texts: Record<Language, Texts<Key, Noun>> = {
    en: defineTexts(en.locale, { won: 'You won in {moves}!', score: 'Score' }, { moves: MOVES.en }),
    ru: defineTexts(ru.locale, { won: 'Победа за {moves}!', score: 'Счёт' }, { moves: MOVES.ru }),
    uk: defineTexts(uk.locale, { won: 'Перемога за {moves}!', score: 'Рахунок' }, { moves: MOVES.uk }),
    tr: defineTexts(tr.locale, { won: '{moves}de kazandınız!', score: 'Puan' }, { moves: MOVES.tr }),
  };

  it('gives texts and counted texts of each language', () => {
    const won = (language: Language, n: number): string =>
      texts[language].text('won', { moves: texts[language].count('moves', n) });
    expect([1, 21, 22, 25].map((n) => won('ru', n))).toEqual([
      'Победа за 1 ход!',
      'Победа за 21 ход!',
      'Победа за 22 хода!',
      'Победа за 25 ходов!',
    ]);
    expect([1, 21, 22, 25].map((n) => won('uk', n))).toEqual([
      'Перемога за 1 хід!',
      'Перемога за 21 хід!',
      'Перемога за 22 ходи!',
      'Перемога за 25 ходів!',
    ]);
    expect(won('en', 1)).toBe('You won in 1 move!');
    expect(won('en', 1000)).toBe('You won in 1,000 moves!');
    expect(texts.tr.text('score')).toBe('Puan');
    for (const language of LANGUAGES) expect(compareTexts(texts.en, texts[language])).toEqual([]);
  });

  it('copies and freezes what it is given', () => {
    const table = { won: 'one {moves}', score: 'Score' };
    const forms = { one: '{count} move', other: '{count} moves' };
    const made = defineTexts(en.locale, table, { moves: forms });
    table.won = 'changed';
    forms.other = 'changed';
    expect(made.text('won', { moves: made.count('moves', 2) })).toBe('one 2 moves');
    expect(Object.isFrozen(made)).toBe(true);
    expect(made.keys).toEqual(['won', 'score']);
    expect(made.countedKeys).toEqual(['moves']);
  });

  it('checks keys and plural forms in TypeScript', () => {
    // Types only: these lines must fail to compile (tsc checks the test files).
    // @ts-expect-error the key `score` is missing
    const missingKey: Texts<Key, Noun> = defineTexts(en.locale, { won: 'x {moves}' }, { moves: MOVES.en });
    // @ts-expect-error the key `scroe` is not a key
    const extraKey: Texts<Key, Noun> = defineTexts(
      en.locale,
      { won: 'x {moves}', score: 'y', scroe: 'z' },
      { moves: MOVES.en },
    );
    // @ts-expect-error Russian needs the few and many forms
    defineTexts(ru.locale, { won: 'x' }, { moves: MOVES.en });
    // @ts-expect-error English has no few form
    defineTexts(en.locale, { won: 'x' }, { moves: { ...MOVES.en, few: 'x' } });
    expect([missingKey.keys, extraKey.keys]).toHaveLength(2);
  });
});

describe('compareTexts', () => {
  it("finds the engine's messages of every language in agreement with English", () => {
    let checked = 0;
    for (const language of LANGUAGES) {
      expect(compareTexts(en, MESSAGES[language]), language).toEqual([]);
      checked += MESSAGES[language].keys.length + MESSAGES[language].countedKeys.length;
    }
    expect(checked).toBeGreaterThan(4 * 30);
  });

  it('names missing and extra keys, placeholders that differ and forms missing or foreign', () => {
    const reference = defineTexts(en.locale, { a: 'A {x}', b: 'B' }, { n: { one: '{count} n', other: '{count} ns' } });
    const other = defineTexts(
      ru.locale,
      { a: 'А {y}', c: 'В' },
      { n: { one: '{count} н', few: '{count} н', many: 'н', other: '{count} н', two: '' } as never },
    );
    expect(compareTexts(reference as Texts<string, string>, other as Texts<string, string>)).toEqual([
      'ru: the text b is missing',
      'ru: the text c is not in the reference',
      'ru: the text a has placeholders {y}, not {x}',
      'ru: the many form of n has placeholders {}, not {count}',
      'ru: the counted text n has a two form, which ru does not use',
    ]);
  });
});
