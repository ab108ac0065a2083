/**
 * Confidence intervals for a survey's winnable share.
 * @module
 */

/** The normal quantile for a two-sided 95 % interval. */
const Z_95 = 1.959963984540054;

/** A proportion's confidence interval, both ends from 0 to 1. */
export interface Interval {
  /** The lower end. */
  readonly low: number;
  /** The upper end. */
  readonly high: number;
}

/**
 * The Wilson score interval of a proportion: `successes` out of `trials`, at the confidence of the
 * normal quantile `z` (95 % by default). Unlike the normal ("Wald") interval it stays within 0–1
 * and behaves well near 0 and 1 and for small samples. With no trials it is the whole range.
 */
export function wilsonInterval(successes: number, trials: number, z: number = Z_95): Interval {
  if (!(trials > 0)) return { low: 0, high: 1 };
  const p = successes / trials;
  const z2 = z * z;
  const denominator = 1 + z2 / trials;
  const centre = (p + z2 / (2 * trials)) / denominator;
  const half = (z * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials))) / denominator;
  return {
    low: successes <= 0 ? 0 : Math.max(0, centre - half),
    high: successes >= trials ? 1 : Math.min(1, centre + half),
  };
}
