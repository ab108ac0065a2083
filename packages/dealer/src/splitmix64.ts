/**
 * SplitMix64, the pseudo-random generator of RU1 game codes, exact on unsigned 64-bit integers.
 *
 * Each draw: `state += 0x9E3779B97F4A7C15; z = state; z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9;
 * z = (z ^ (z >> 27)) * 0x94D049BB133111EB; return z ^ (z >> 31)`, all modulo 2^64, `>>` logical.
 *
 * Implementation choice, made by measurement (`pnpm --filter @russian-solitaire/dealer bench`,
 * Node 20.20, one core of the project's 2-core Linux machine; figures in docs/perf-dealer.md):
 * the 64-bit values are kept as two unsigned 32-bit halves, with the 64-bit product built from
 * `Math.imul` and 16-bit partial products. Draw + `mod 52`: 86 million per second with the halves,
 * 17.5 million with `BigInt` and `BigInt.asUintN(64, …)` (the faster BigInt form; with `& (2^64 − 1)`
 * 6.2 million): the halves are 4.9× faster. Whole 52-card shuffles: 1.52 million per second against
 * 0.34 million; with BigInt, dealing codes into opening positions would fall to about 230,000 per
 * second, below the 300,000 aimed at. BigInt loses because each operation makes a new heap value.
 * Three details of the halves version were measured too: the state lives in a `Uint32Array`
 * (unsigned values above 2^31 kept in object fields are boxed: 1.2× slower), the constants are
 * literals in the hot method (module constants are not folded: 2.3× slower), and `mod m` divides
 * by multiplication (three integer `%` with a changing divisor: 2.2× slower per shuffle).
 *
 * `mod m` is exact over the full 64-bit value: `(hi × 2^32 + lo) mod m =
 * ((hi mod m) × 2^32 + lo) mod m`, and `(hi mod m) × 2^32 + lo < 2^53` for `m ≤ 2^21`, so the
 * double arithmetic is exact.
 * @module
 */
import { type Problem, type Result, echoInput, err, ok } from '@russian-solitaire/engine';
import { problemMaker } from '@russian-solitaire/engine/internal';
import { SEED_ERRORS } from './errors-en.js';

/** The increment added to the state at each draw (the "golden gamma"), `0x9E3779B97F4A7C15`. */
export const SPLITMIX64_GAMMA = 0x9e3779b97f4a7c15n;
/** The first multiplier of the output mix, `0xBF58476D1CE4E5B9`. */
export const SPLITMIX64_MIX1 = 0xbf58476d1ce4e5b9n;
/** The second multiplier of the output mix, `0x94D049BB133111EB`. */
export const SPLITMIX64_MIX2 = 0x94d049bb133111ebn;

/** The largest modulus {@link SplitMix64.drawMod} accepts: 2^21, so that the arithmetic is exact in doubles. */
export const MAX_MODULUS = 2 ** 21;

/** 2^32: a 64-bit number is `high × TWO_32 + low` in 32-bit halves (internal to the dealer). */
export const TWO_32 = 4294967296;

/** Codes of the ways a generator seed can be wrong. */
export const SEED_ERROR_CODES = ['bad-seed', 'bad-count'] as const;
/** A code from {@link SEED_ERROR_CODES}. */
export type SeedErrorCode = (typeof SEED_ERROR_CODES)[number];

/** A refused generator seed: `bad-seed` for a seed out of range, `bad-count` for a bad number of outputs. */
export type SeedError = Problem<SeedErrorCode>;

const problem = /* @__PURE__ */ problemMaker(SEED_ERRORS);

/** `1 / m` for the small moduli of a shuffle (m from 1 to 64), for division by multiplication. */
const INVERSE: Float64Array = (() => {
  const table = new Float64Array(65);
  for (let m = 1; m <= 64; m++) table[m] = 1 / m;
  return table;
})();

/**
 * A SplitMix64 generator. The state is a 64-bit unsigned integer held as two 32-bit halves;
 * every `draw…` method advances it by one step (mutates the generator).
 *
 * @example
 * ```ts
 * const rng = SplitMix64.fromHalves(0, 0);
 * rng.draw(); // 0xe220a8397b1dcdafn
 * ```
 */
export class SplitMix64 {
  /**
   * `[state hi, state lo, output hi, output lo]`. A typed array, because 32-bit unsigned values
   * above 2^31 kept in object fields are boxed numbers: measured 1.2× slower (see the module note).
   */
  private readonly words: Uint32Array;

  private constructor(hi: number, lo: number) {
    this.words = new Uint32Array(4);
    this.words[0] = hi;
    this.words[1] = lo;
  }

  /** A generator whose state is `hi × 2^32 + lo` (each half taken modulo 2^32). */
  static fromHalves(hi: number, lo: number): SplitMix64 {
    return new SplitMix64(hi, lo);
  }

  /**
   * A generator whose state is `seed`: a non-negative safe integer, or a `bigint` from 0 to
   * 2^64 − 1. Anything else is refused with a `bad-seed` error.
   */
  static fromSeed(seed: number | bigint): Result<SplitMix64, SeedError> {
    if (typeof seed === 'bigint') {
      if (seed < 0n || seed >= 1n << 64n) return err(problem('bad-seed', 'seed64-bad', { given: echoInput(seed) }));
      return ok(new SplitMix64(Number(seed >> 32n), Number(seed & 0xffffffffn)));
    }
    if (typeof seed !== 'number' || !Number.isSafeInteger(seed) || seed < 0)
      return err(problem('bad-seed', 'seed-number-bad', { given: echoInput(seed) }));
    return ok(new SplitMix64(Math.floor(seed / TWO_32), seed % TWO_32));
  }

  /** The current state as a `bigint` (does not advance). */
  get state(): bigint {
    return (BigInt(this.words[0]!) << 32n) | BigInt(this.words[1]!);
  }

  /** High 32 bits of the last output (0 before the first draw). */
  get outHi(): number {
    return this.words[2]!;
  }

  /** Low 32 bits of the last output (0 before the first draw). */
  get outLo(): number {
    return this.words[3]!;
  }

  /**
   * Advances one step and leaves the output in {@link SplitMix64.outHi} and
   * {@link SplitMix64.outLo}. Allocation-free: the building block of the other draws.
   */
  step(): void {
    // The constants are written as literals here on purpose: module-level constants compile to
    // context loads that V8 does not fold, which measured 2.3× slower (45 vs 107 million draws/s).
    const w = this.words;
    // state += 0x9E3779B97F4A7C15 (mod 2^64)
    let lo = w[1]! + 0x7f4a7c15;
    let hi = (w[0]! + 0x9e3779b9 + (lo >= 4294967296 ? 1 : 0)) >>> 0;
    lo >>>= 0;
    w[0] = hi;
    w[1] = lo;
    // z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9: low 32 bits of lo × 0x1CE4E5B9, high 32 bits from
    // 16-bit partial products, plus the cross terms (mod 2^32)
    let xl = (lo ^ ((lo >>> 30) | (hi << 2))) >>> 0;
    let xh = (hi ^ (hi >>> 30)) >>> 0;
    let a0 = xl & 0xffff;
    let a1 = xl >>> 16;
    let t0 = a1 * 0xe5b9 + ((a0 * 0xe5b9) >>> 16);
    let t1 = a0 * 0x1ce4 + (t0 & 0xffff);
    hi = (a1 * 0x1ce4 + (t0 >>> 16) + (t1 >>> 16) + Math.imul(xh, 0x1ce4e5b9) + Math.imul(xl, 0xbf58476d)) >>> 0;
    lo = Math.imul(xl, 0x1ce4e5b9) >>> 0;
    // z = (z ^ (z >> 27)) * 0x94D049BB133111EB
    xl = (lo ^ ((lo >>> 27) | (hi << 5))) >>> 0;
    xh = (hi ^ (hi >>> 27)) >>> 0;
    a0 = xl & 0xffff;
    a1 = xl >>> 16;
    t0 = a1 * 0x11eb + ((a0 * 0x11eb) >>> 16);
    t1 = a0 * 0x1331 + (t0 & 0xffff);
    hi = (a1 * 0x1331 + (t0 >>> 16) + (t1 >>> 16) + Math.imul(xh, 0x133111eb) + Math.imul(xl, 0x94d049bb)) >>> 0;
    lo = Math.imul(xl, 0x133111eb) >>> 0;
    // z ^ (z >> 31)
    w[3] = lo ^ ((lo >>> 31) | (hi << 1));
    w[2] = hi ^ (hi >>> 31);
  }

  /**
   * Sets the state to `hi × 2^32 + lo` (each half taken modulo 2^32): mutates the generator, so
   * that one generator can deal many seeds without allocating.
   */
  setState(hi: number, lo: number): void {
    this.words[0] = hi;
    this.words[1] = lo;
    this.words[2] = 0;
    this.words[3] = 0;
  }

  /** Draws the next 64-bit output as a `bigint` (advances the state). */
  draw(): bigint {
    this.step();
    return (BigInt(this.words[2]!) << 32n) | BigInt(this.words[3]!);
  }

  /**
   * Draws the next 64-bit output and returns it modulo `m`, exactly over the full 64-bit value
   * (advances the state). `m` must be an integer from 1 to {@link MAX_MODULUS}; otherwise a
   * `RangeError` is thrown, as for any programming error.
   */
  drawMod(m: number): number {
    if (!(m >= 1 && m <= MAX_MODULUS) || m !== Math.floor(m))
      throw new RangeError(`drawMod takes an integer modulus from 1 to 2^21, not ${m}`);
    this.step();
    return mod64(this.words[2]!, this.words[3]!, m);
  }
}

/**
 * `(hi × 2^32 + lo) mod m`, exactly, for unsigned 32-bit halves and an integer `m` from 1 to
 * {@link MAX_MODULUS} (not checked here).
 */
export function mod64(hi: number, lo: number, m: number): number {
  if (m > 64) return ((hi % m) * TWO_32 + lo) % m;
  // Division by multiplication, exact: for y < 2^38 and m ≤ 64, y × fl(1/m) is within 2^−14 of
  // y / m, and the fractional part of y / m is 0 or at least 1/64, so the floor is the true
  // quotient, or one less when y / m is a whole number (then the remainder comes out as m and
  // is corrected). Measured 2.2× faster in a shuffle than three integer `%`, whose divisor
  // changes at every step.
  const inv = INVERSE[m]!;
  let r = hi - Math.floor(hi * inv) * m;
  if (r >= m) r -= m;
  const y = r * TWO_32 + lo;
  r = y - Math.floor(y * inv) * m;
  return r >= m ? r - m : r;
}

/** The first `count` outputs of SplitMix64 from state `seed`, as `bigint`s (for checks and docs). */
export function splitMix64Outputs(seed: number | bigint, count: number): Result<bigint[], SeedError> {
  const rng = SplitMix64.fromSeed(seed);
  if (!rng.ok) return rng;
  if (!Number.isSafeInteger(count) || count < 0)
    return err(problem('bad-count', 'count-bad', { given: echoInput(count) }));
  const out: bigint[] = [];
  for (let i = 0; i < count; i++) out.push(rng.value.draw());
  return ok(out);
}
