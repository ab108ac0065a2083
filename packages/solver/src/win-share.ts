/**
 * Win shares: the share of arrangements of the unseen cards under which a position can be won,
 * estimated from a sample, with a 95 % interval.
 * @module
 */

/** An estimated share (0 to 1) with its 95 % interval. */
export interface WinShare {
  /** The estimate. */
  readonly estimate: number;
  /** The lower end of the 95 % interval. */
  readonly low: number;
  /** The upper end of the 95 % interval. */
  readonly high: number;
}

/** The two-sided 95 % normal quantile. */
const Z = 1.959963984540054;

/**
 * The Wilson score interval of `wins` out of `n` (n ≥ 1): `[low, high]`. With no win its lower end
 * is 0, and with every one a win its upper end is 1, exactly (in floating point the formula leaves
 * a few units of rounding there, which would put 0 wins below their interval).
 */
function wilsonInterval(wins: number, n: number): readonly [number, number] {
  const p = wins / n;
  const z2 = Z * Z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (Z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / (1 + z2 / n);
  return [wins === 0 ? 0 : Math.max(0, centre - half), wins === n ? 1 : Math.min(1, centre + half)];
}

/**
 * The win share of a tally of arrangements: `wins` won, `undecided` whose search ran out of
 * budget, out of `n`. Undecided arrangements count half in the estimate, as lost in the lower end
 * and as won in the upper end of the interval. When `exhaustive` (every arrangement searched), the
 * share is exact: with nothing undecided the interval is the estimate itself.
 */
export function winShare(wins: number, undecided: number, n: number, exhaustive: boolean): WinShare {
  if (n === 0) return { estimate: 0, low: 0, high: 1 };
  const estimate = (wins + undecided / 2) / n;
  if (exhaustive) return { estimate, low: wins / n, high: (wins + undecided) / n };
  return { estimate, low: wilsonInterval(wins, n)[0], high: wilsonInterval(wins + undecided, n)[1] };
}
