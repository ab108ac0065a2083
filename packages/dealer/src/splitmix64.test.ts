import fc from 'fast-check';
import { echoInput } from '@russian-solitaire/engine';
import { describe as suite, expect, it } from 'vitest';
import {
  MAX_MODULUS,
  SPLITMIX64_GAMMA,
  SPLITMIX64_MIX1,
  SPLITMIX64_MIX2,
  SplitMix64,
  mod64,
  splitMix64Outputs,
} from './splitmix64.js';

const MASK = (1n << 64n) - 1n;

/** A second, independent SplitMix64 on BigInt, written from the SPEC text (reference for checks). */
function referenceOutputs(seed: bigint, count: number): bigint[] {
  let state = seed;
  const out: bigint[] = [];
  for (let i = 0; i < count; i++) {
    state = (state + 0x9e3779b97f4a7c15n) & MASK;
    let z = state;
    z = ((z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n) & MASK;
    z = ((z ^ (z >> 27n)) * 0x94d049bb133111ebn) & MASK;
    out.push(z ^ (z >> 31n));
  }
  return out;
}

const u64 = fc.bigInt({ min: 0n, max: MASK });

/**
 * The first 16 outputs for state 0, produced once by a separate C program compiled with gcc
 * (`uint64_t` arithmetic, `printf("0x%016llx")`), and cross-checked with Python's integers:
 *
 *   static uint64_t s; uint64_t next(void) { uint64_t z = (s += 0x9E3779B97F4A7C15ULL);
 *     z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL; z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
 *     return z ^ (z >> 31); }
 */
const SEED_0_OUTPUTS = [
  0xe220a8397b1dcdafn,
  0x6e789e6aa1b965f4n,
  0x06c45d188009454fn,
  0xf88bb8a8724c81ecn,
  0x1b39896a51a8749bn,
  0x53cb9f0c747ea2ean,
  0x2c829abe1f4532e1n,
  0xc584133ac916ab3cn,
  0x3ee5789041c98ac3n,
  0xf3b8488c368cb0a6n,
  0x657eecdd3cb13d09n,
  0xc2d326e0055bdef6n,
  0x8621a03fe0bbdb7bn,
  0x8e1f7555983aa92fn,
  0xb54e0f1600cc4d19n,
  0x84bb3f97971d80abn,
];

suite('SplitMix64', () => {
  it('gives the pinned first 16 outputs for seed 0 (values from an independent C program)', () => {
    expect(splitMix64Outputs(0, 16)).toEqual({ ok: true, value: SEED_0_OUTPUTS });
  });

  it('gives the first output for the largest RU1 seed 26^7 − 1 (value from the same C program)', () => {
    expect(splitMix64Outputs(8031810175, 1)).toEqual({ ok: true, value: [0xa1ad3557d29da538n] });
  });

  it('publishes the SPEC constants', () => {
    expect([SPLITMIX64_GAMMA, SPLITMIX64_MIX1, SPLITMIX64_MIX2]).toEqual([
      0x9e3779b97f4a7c15n,
      0xbf58476d1ce4e5b9n,
      0x94d049bb133111ebn,
    ]);
  });

  it('agrees with a BigInt implementation from any 64-bit state, wrap-around included', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          u64,
          fc.constantFrom(0n, MASK, MASK - SPLITMIX64_GAMMA, MASK - SPLITMIX64_GAMMA + 1n, 0xffffffffn, 1n << 32n),
        ),
        (seed) => {
          const rng = SplitMix64.fromSeed(seed);
          if (!rng.ok) throw new Error(rng.error.message);
          const got = Array.from({ length: 8 }, () => rng.value.draw());
          expect(got).toEqual(referenceOutputs(seed, 8));
          expect(rng.value.state).toBe((seed + 8n * SPLITMIX64_GAMMA) & MASK);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('seeds from a number and from the same bigint alike', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: BigInt(Number.MAX_SAFE_INTEGER) }), (seed) => {
        const a = SplitMix64.fromSeed(Number(seed));
        const b = SplitMix64.fromSeed(seed);
        if (!a.ok || !b.ok) throw new Error('refused a valid seed');
        expect(a.value.state).toBe(seed);
        expect(a.value.draw()).toBe(b.value.draw());
      }),
    );
  });

  it('drawMod is the full 64-bit output modulo m, for every modulus of a shuffle and beyond', () => {
    fc.assert(
      fc.property(
        u64,
        fc.oneof(fc.integer({ min: 1, max: 64 }), fc.integer({ min: 65, max: MAX_MODULUS })),
        (seed, m) => {
          const a = SplitMix64.fromSeed(seed);
          const b = SplitMix64.fromSeed(seed);
          if (!a.ok || !b.ok) throw new Error('refused a valid seed');
          for (let k = 0; k < 4; k++) expect(a.value.drawMod(m)).toBe(Number(b.value.draw() % BigInt(m)));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('mod64 is exact on values built to be hard: multiples of m and their neighbours', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: MAX_MODULUS }),
        fc.bigInt({ min: 0n, max: MASK }),
        fc.integer({ min: -2, max: 2 }),
        (m, x, delta) => {
          const bm = BigInt(m);
          let v = (x / bm) * bm + BigInt(delta);
          if (v < 0n) v = 0n;
          if (v > MASK) v = MASK;
          expect(mod64(Number(v >> 32n), Number(v & 0xffffffffn), m)).toBe(Number(v % bm));
        },
      ),
      { numRuns: 5000 },
    );
    for (let m = 1; m <= 64; m++) {
      for (const v of [
        0n,
        MASK,
        0xffffffffn,
        1n << 32n,
        (MASK / BigInt(m)) * BigInt(m),
        (MASK / BigInt(m)) * BigInt(m) - 1n,
      ]) {
        expect(mod64(Number(v >> 32n), Number(v & 0xffffffffn), m)).toBe(Number(v % BigInt(m)));
      }
    }
  });

  it('setState restarts the sequence', () => {
    const rng = SplitMix64.fromHalves(7, 9);
    const first = rng.draw();
    rng.draw();
    rng.setState(7, 9);
    expect(rng.draw()).toBe(first);
    expect(SplitMix64.fromHalves(1, 2).state).toBe((1n << 32n) | 2n);
    expect(SplitMix64.fromHalves(-1, 2 ** 32 + 5).state).toBe((0xffffffffn << 32n) | 5n);
  });

  it('exposes the halves of the last output', () => {
    const rng = SplitMix64.fromHalves(0, 0);
    expect([rng.outHi, rng.outLo]).toEqual([0, 0]);
    rng.step();
    expect([rng.outHi, rng.outLo]).toEqual([0xe220a839, 0x7b1dcdaf]);
  });

  it('refuses bad seeds with a typed error', () => {
    for (const seed of [
      -1,
      1.5,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      2 ** 53,
      -1n,
      1n << 64n,
      '5',
      null,
      undefined,
      {},
    ]) {
      const r = SplitMix64.fromSeed(seed as number);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.code).toBe('bad-seed');
    }
    expect(splitMix64Outputs(-3, 1)).toMatchObject({ ok: false, error: { code: 'bad-seed' } });
    expect(splitMix64Outputs(0, -1)).toMatchObject({ ok: false, error: { code: 'bad-count' } });
    expect(splitMix64Outputs(0, 0)).toEqual({ ok: true, value: [] });
  });

  it('drawMod throws a RangeError on a modulus it cannot handle exactly (a programming error)', () => {
    const rng = SplitMix64.fromHalves(0, 0);
    for (const m of [0, -1, 1.5, Number.NaN, MAX_MODULUS + 1]) expect(() => rng.drawMod(m)).toThrow(RangeError);
    expect(rng.state).toBe(0n); // refused before drawing
  });

  it('repeats a refused seed by the engine’s one rule', () => {
    const long = 'x'.repeat(100);
    const refused = SplitMix64.fromSeed(long as unknown as number);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.message).toContain(echoInput(long));
    const huge = SplitMix64.fromSeed(10n ** 200n);
    if (!huge.ok) expect(huge.error.message).toContain(echoInput(10n ** 200n));
    expect(huge.ok).toBe(false);
  });
});
