/**
 * The plural rules and number writing of the engine's languages, from the CLDR's cardinal rules
 * (operands: `i` the integer digits, `v` the number of visible fraction digits; a JavaScript
 * number has no trailing zeros, so `v` is 0 exactly for integers). Tests check them against
 * `Intl.PluralRules` and `Intl.NumberFormat`.
 * @module
 */

/**
 * English and Turkish: `one` for 1 (English `i = 1 and v = 0`, Turkish `n = 1`, the same for a
 * JavaScript number), `other` for everything else.
 */
export function pluralOneOther(n: number): 'one' | 'other' {
  return Math.abs(n) === 1 ? 'one' : 'other';
}

/**
 * Russian and Ukrainian: with `v = 0`, `one` when `i % 10 = 1` and `i % 100 ≠ 11` (1, 21, 101),
 * `few` when `i % 10` is 2 to 4 and `i % 100` is not 12 to 14 (2, 22, 104), `many` for the other
 * integers (0, 5, 11, 12, 25, 111); `other` for fractions.
 */
export function pluralEastSlavic(n: number): 'one' | 'few' | 'many' | 'other' {
  const i = Math.abs(n);
  if (!Number.isInteger(i)) return 'other';
  const last = i % 10;
  const lastTwo = i % 100;
  if (last === 1 && lastTwo !== 11) return 'one';
  if (last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14)) return 'few';
  return 'many';
}

/**
 * A number with its integer digits in groups of three and the given decimal separator
 * (`writeNumber(1234567.5, ' ', ',')` is `1 234 567,5`); a number JavaScript writes with an
 * exponent, or not finite, is written as JavaScript writes it.
 */
export function writeNumber(n: number, group: string, decimal: string): string {
  const plain = String(Math.abs(n));
  if (!Number.isFinite(n) || plain.includes('e')) return String(n);
  const [whole = '', fraction] = plain.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, group);
  return `${n < 0 ? '-' : ''}${grouped}${fraction === undefined ? '' : `${decimal}${fraction}`}`;
}
