/**
 * The {@link Locale}s of the engine's four languages: how each counts and writes numbers. The
 * messages of each language (`en.locale`, `ru.locale`…) carry theirs; the English one is also what
 * every error's English `message` writes its numbers with.
 * @module
 */
import { pluralEastSlavic, pluralOneOther, writeNumber } from './plural.js';
import type { Locale } from './text.js';

/** English: `one` and `other`, `1,000.5`. */
export const EN_LOCALE: Locale<'one' | 'other'> = {
  tag: 'en',
  categories: ['one', 'other'],
  plural: pluralOneOther,
  formatNumber: (n) => writeNumber(n, ',', '.'),
};

/** Russian: `one`, `few`, `many` and `other`, `1 000,5` (a no-break space between the groups). */
export const RU_LOCALE: Locale<'one' | 'few' | 'many' | 'other'> = {
  tag: 'ru',
  categories: ['one', 'few', 'many', 'other'],
  plural: pluralEastSlavic,
  formatNumber: (n) => writeNumber(n, '\u00a0', ','),
};

/** Ukrainian: as Russian. */
export const UK_LOCALE: Locale<'one' | 'few' | 'many' | 'other'> = {
  tag: 'uk',
  categories: ['one', 'few', 'many', 'other'],
  plural: pluralEastSlavic,
  formatNumber: (n) => writeNumber(n, '\u00a0', ','),
};

/** Turkish: `one` and `other` (a noun after a number stays singular), `1.000,5`. */
export const TR_LOCALE: Locale<'one' | 'other'> = {
  tag: 'tr',
  categories: ['one', 'other'],
  plural: pluralOneOther,
  formatNumber: (n) => writeNumber(n, '.', ','),
};
