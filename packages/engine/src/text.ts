/**
 * The text system of the toolkit: texts with `{placeholders}` filled in from values, and counted
 * phrases written in the plural form each language takes for a number (the cardinal categories of
 * the Unicode CLDR: `one`, `few`, `many`, `other`…). The engine's messages, the command line and
 * apps keep their words in tables made by {@link defineTexts}, one table per language.
 *
 * A language is a {@link Locale}: its plural rule and the way it writes numbers. The engine's
 * languages come with its messages (`en.locale`, `ru.locale`… from
 * `@russian-solitaire/engine/messages/<language>`), so an app counts its own nouns with the same
 * rules. The rules are written out in the engine, not taken from `Intl.PluralRules`, which some
 * JavaScript engines (React Native's Hermes) do not have; tests check them against it.
 * @module
 */
import { echoInput } from './echo.js';

/** The plural categories of the Unicode CLDR, in their usual order. */
export const PLURAL_CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
/** A category of {@link PLURAL_CATEGORIES}. */
export type PluralCategory = (typeof PLURAL_CATEGORIES)[number];

/**
 * How a language counts and writes numbers.
 * @typeParam C - the plural categories the language uses (`'one' | 'other'` for English).
 */
export interface Locale<C extends PluralCategory = PluralCategory> {
  /** The language's BCP 47 tag: `en`, `ru`, `uk`, `tr`. */
  readonly tag: string;
  /** The plural categories the language uses, `other` among them. */
  readonly categories: readonly C[];
  /** The plural category of a number (the CLDR cardinal rule; `other` for what is not a finite number). */
  readonly plural: (n: number) => C;
  /** A number written the language's way: `1,000` in English, `1 000` in Russian, `1.000` in Turkish. */
  readonly formatNumber: (n: number) => string;
}

/**
 * A counted text: one template for each plural category of its language, in which `{count}`
 * stands for the number. English `{ one: '{count} move', other: '{count} moves' }`; Russian
 * `{ one: '{count} ход', few: '{count} хода', many: '{count} ходов', other: '{count} хода' }`.
 */
export type PluralForms<C extends PluralCategory = PluralCategory> = { readonly [K in C]: string };

/** The values of a text's placeholders, by name. A number is written the language's way. */
export type TextValues = Readonly<Record<string, string | number>>;

const PLACEHOLDER = /\{(\w+)\}/g;

/** The names of a template's placeholders, once each, in order of first appearance. */
function placeholdersOf(template: string): string[] {
  return [...new Set(Array.from(template.matchAll(PLACEHOLDER), (m) => m[1]!))];
}

/**
 * A template with its `{placeholders}` filled in from `values` (`fill('column {n}', { n: 3 })` is
 * `column 3`). A placeholder with no value stays as it is. Numbers are written by `locale` when
 * it is given, as JavaScript writes them otherwise.
 * @throws TypeError when `template` is not a string or `values` not an object.
 */
export function fill(template: string, values: TextValues = {}, locale?: Pick<Locale, 'formatNumber'>): string {
  if (typeof template !== 'string') throw new TypeError(`the template to fill is ${typeof template}, not a string`);
  if (typeof values !== 'object' || values === null) throw new TypeError('the values of a template must be an object');
  return template.replace(PLACEHOLDER, (whole, name: string) => {
    if (!Object.prototype.hasOwnProperty.call(values, name)) return whole;
    const value = values[name];
    return typeof value === 'number' ? (locale === undefined ? String(value) : locale.formatNumber(value)) : `${value}`;
  });
}

/**
 * A counted text for the number `n`: the form of `n`'s plural category, with `{count}` (the
 * number, written the language's way, unless `values` gives it) and the other placeholders filled in.
 * `fillPlural(ru.locale, 21, { one: '{count} ход', few: '{count} хода', many: '{count} ходов', other: '{count} хода' })`
 * is `21 ход`.
 * @throws TypeError when `locale` is not a language's locale, `forms` not an object or lacks the
 * `other` form that `n` then needs.
 */
export function fillPlural<C extends PluralCategory>(
  locale: Locale<C>,
  n: number,
  forms: PluralForms<C>,
  values: TextValues = {},
): string {
  if (typeof (locale as Partial<Locale> | null)?.plural !== 'function' || typeof forms !== 'object' || !forms)
    throw new TypeError(
      `a counted text needs a locale and its forms, not ${echoInput(locale)} and ${echoInput(forms)}`,
    );
  const form: string | undefined = forms[locale.plural(n)];
  return fill(form ?? forms['other' as C], { count: n, ...values }, locale);
}

/**
 * The texts of one language, made by {@link defineTexts}: plain texts by key, counted texts by key,
 * and the language's {@link Locale}.
 *
 * Every language of an app has the same type `Texts<K, N>` whatever its plural categories, so a
 * table of languages is `Record<Language, Texts<K, N>>`; TypeScript then checks that each language
 * has exactly the keys `K` and `N`, and each counted text a form for every category of its language.
 * @typeParam K - the keys of the plain texts.
 * @typeParam N - the keys of the counted texts.
 * @typeParam C - the plural categories of the language.
 */
export interface Texts<K extends string = string, N extends string = never, C extends PluralCategory = PluralCategory> {
  /** The language of the texts. */
  readonly locale: Locale<C>;
  /** The keys of the plain texts. */
  readonly keys: readonly K[];
  /** The keys of the counted texts. */
  readonly countedKeys: readonly N[];
  /**
   * The text of `key` with its placeholders filled in.
   * @throws RangeError when `key` is not one of {@link Texts.keys}.
   */
  readonly text: (key: K, values?: TextValues) => string;
  /**
   * The counted text of `key` for the number `n`, `{count}` and the other placeholders filled in.
   * @throws RangeError when `key` is not one of {@link Texts.countedKeys}.
   */
  readonly count: (key: N, n: number, values?: TextValues) => string;
  /** The template of a plain text, as written (for checks that compare languages). */
  readonly template: (key: K) => string;
  /** The forms of a counted text, as written (for checks that compare languages). */
  readonly forms: (key: N) => Readonly<Partial<Record<PluralCategory, string>>>;
}

function lookUp<V>(table: object, key: string, what: string): V {
  if (typeof key !== 'string' || !Object.prototype.hasOwnProperty.call(table, key))
    throw new RangeError(`${echoInput(key)} is not a key of the ${what}`);
  return (table as Record<string, V>)[key]!;
}

/**
 * The texts of one language: `texts` by key, `counted` texts by key (each with a form for every
 * plural category of `locale`). The tables are copied, so changing them later changes nothing.
 *
 * ```ts
 * const english = defineTexts(en.locale, { won: 'You won in {moves}!' }, { moves: { one: '{count} move', other: '{count} moves' } });
 * english.text('won', { moves: english.count('moves', 21) }); // 'You won in 21 moves!'
 * ```
 */
export function defineTexts<K extends string, N extends string = never, C extends PluralCategory = PluralCategory>(
  locale: Locale<C>,
  texts: { readonly [key in K]: string },
  counted: { readonly [key in N]: PluralForms<C> } = {} as { readonly [key in N]: PluralForms<C> },
): Texts<K, N, C> {
  const plain: Record<string, string> = Object.assign(Object.create(null) as object, texts);
  const plural: Record<string, PluralForms<C>> = Object.create(null) as Record<string, PluralForms<C>>;
  for (const key of Object.keys(counted))
    plural[key] = Object.freeze({ ...(counted as Record<string, PluralForms<C>>)[key]! });
  return Object.freeze({
    locale,
    keys: Object.freeze(Object.keys(plain)) as readonly K[],
    countedKeys: Object.freeze(Object.keys(plural)) as readonly N[],
    text: (key: K, values?: TextValues) => fill(lookUp<string>(plain, key, 'texts'), values, locale),
    count: (key: N, n: number, values?: TextValues) =>
      fillPlural(locale, n, lookUp<PluralForms<C>>(plural, key, 'counted texts'), values),
    template: (key: K) => lookUp<string>(plain, key, 'texts'),
    forms: (key: N) => lookUp<PluralForms<C>>(plural, key, 'counted texts'),
  });
}

/**
 * What differs between the texts of a language and those of a reference language (usually
 * English), for an app's tests: keys missing or extra, texts whose placeholders differ from the
 * reference's, counted texts without a form for a category of their language. Empty when the
 * texts agree.
 */
export function compareTexts<K extends string, N extends string>(reference: Texts<K, N>, texts: Texts<K, N>): string[] {
  const problems: string[] = [];
  const tag = texts.locale.tag;
  const sameKeys = (what: string, want: readonly string[], have: readonly string[]): void => {
    for (const key of want) if (!have.includes(key)) problems.push(`${tag}: the ${what} ${key} is missing`);
    for (const key of have)
      if (!want.includes(key)) problems.push(`${tag}: the ${what} ${key} is not in the reference`);
  };
  const samePlaceholders = (where: string, want: string, have: string): void => {
    const expected = placeholdersOf(want).sort().join(', ');
    const found = placeholdersOf(have).sort().join(', ');
    if (expected !== found) problems.push(`${tag}: ${where} has placeholders {${found}}, not {${expected}}`);
  };
  sameKeys('text', reference.keys, texts.keys);
  sameKeys('counted text', reference.countedKeys, texts.countedKeys);
  for (const key of reference.keys)
    if (texts.keys.includes(key)) samePlaceholders(`the text ${key}`, reference.template(key), texts.template(key));
  for (const key of reference.countedKeys) {
    if (!texts.countedKeys.includes(key)) continue;
    const want = reference.forms(key);
    const have = texts.forms(key);
    for (const category of texts.locale.categories) {
      const form = have[category];
      if (form === undefined) problems.push(`${tag}: the counted text ${key} has no ${category} form`);
      else samePlaceholders(`the ${category} form of ${key}`, want.other ?? '', form);
    }
    for (const category of Object.keys(have))
      if (!texts.locale.categories.includes(category as PluralCategory))
        problems.push(`${tag}: the counted text ${key} has a ${category} form, which ${tag} does not use`);
  }
  return problems;
}

/**
 * The texts of `base` and, beside them, the plain texts of `more`, in the language of `base`: how
 * a package built on the engine makes its messages of a language from the engine's (its errors may
 * have the engine's as their causes). A key of `more` that `base` has too takes the text of `more`.
 */
export function extendTexts<K extends string, N extends string, C extends PluralCategory, M extends string>(
  base: Texts<K, N, C>,
  more: { readonly [key in M]: string },
): Texts<K | M, N, C> {
  const plain: Record<string, string> = {};
  for (const key of base.keys) plain[key] = base.template(key);
  const counted: Record<string, PluralForms<C>> = {};
  for (const key of base.countedKeys) counted[key] = base.forms(key) as PluralForms<C>;
  return defineTexts(
    base.locale,
    { ...plain, ...more } as { readonly [key in K | M]: string },
    counted as {
      readonly [key in N]: PluralForms<C>;
    },
  );
}
