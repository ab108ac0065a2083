import { RULE_SETS, classic, relaxed } from '@russian-solitaire/engine';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CODE_ERROR_CODES,
  type CodeError,
  type CodeParts,
  MAX_CODE_INPUT_LENGTH,
  MAX_RANDOM_ATTEMPTS,
  MAX_SEED,
  SEED_COUNT,
  cryptoRandomSource,
  formatCode,
  isRuleLetter,
  isSeed,
  lettersToSeed,
  parseCodeParts,
  parseCode,
  randomCode,
  randomSeed,
  ruleLetterOf,
  seedToLetters,
} from './code.js';
import { breathe } from '../../../testing/breathe.js';

/** Seeds over the whole range, with the edges and the 32-bit boundary weighted in. */
const seedArb = fc.oneof(
  fc.bigInt({ min: 0n, max: BigInt(MAX_SEED) }).map(Number),
  fc.constantFrom(0, 1, 25, 26, 27, 2 ** 31, 2 ** 32 - 1, 2 ** 32, MAX_SEED - 1, MAX_SEED),
);
const ruleArb = fc.constantFrom('C' as const, 'R' as const);
const spaceArb = fc.constantFrom('', ' ', '  ', '\t', '\n', ' \r\n', '\u00a0', '\u3000', '\ufeff');

/** Turns a string into a random mix of upper and lower case. */
const caseMix = (text: string) =>
  fc
    .array(fc.boolean(), { minLength: text.length, maxLength: text.length })
    .map((flags) => [...text].map((ch, i) => (flags[i] ? ch.toLowerCase() : ch)).join(''));

function refusal(result: { ok: boolean; error?: CodeError }): CodeError {
  if (result.ok || !result.error) throw new Error('expected a refusal');
  return result.error;
}

describe('seed letters', () => {
  it('reads and writes the SPEC examples', () => {
    expect(seedToLetters(0)).toEqual({ ok: true, value: 'AAAAAAA' });
    expect(seedToLetters(27)).toEqual({ ok: true, value: 'AAAAABB' });
    expect(seedToLetters(26)).toEqual({ ok: true, value: 'AAAAABA' });
    expect(seedToLetters(8031810175)).toEqual({ ok: true, value: 'ZZZZZZZ' });
    expect(lettersToSeed('AAAAAAA')).toEqual({ ok: true, value: 0 });
    expect(lettersToSeed('AAAAABB')).toEqual({ ok: true, value: 27 });
    expect(lettersToSeed(' zzzzzzz ')).toEqual({ ok: true, value: 8031810175 });
    expect(lettersToSeed('BAAAAAA')).toEqual({ ok: true, value: 26 ** 6 });
    expect(SEED_COUNT).toBe(26 ** 7);
    expect(MAX_SEED).toBe(8031810175);
  });

  it('seedToLetters and lettersToSeed are inverse over the whole range', () => {
    fc.assert(
      fc.property(seedArb, (seed) => {
        const letters = seedToLetters(seed);
        if (!letters.ok) throw new Error(letters.error.message);
        expect(letters.value).toMatch(/^[A-Z]{7}$/);
        expect(lettersToSeed(letters.value)).toEqual({ ok: true, value: seed });
      }),
      { numRuns: 2000 },
    );
  });

  it('the letters sort like the seeds (most significant first)', () => {
    fc.assert(
      fc.property(seedArb, seedArb, (a, b) => {
        const la = seedToLetters(a);
        const lb = seedToLetters(b);
        if (!la.ok || !lb.ok) throw new Error('refused');
        expect(Math.sign(la.value.localeCompare(lb.value, 'en'))).toBe(Math.sign(a - b));
      }),
    );
  });

  it('refuses seeds outside the range and non-integers', () => {
    for (const seed of [
      -1,
      MAX_SEED + 1,
      SEED_COUNT * 2,
      0.5,
      27.000001,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      -0.1,
      '27',
      null,
      undefined,
      27n,
    ]) {
      const error = refusal(seedToLetters(seed as number));
      expect(error.code).toBe('bad-seed');
      expect(error.message).toContain('8,031,810,175');
    }
    expect(isSeed(MAX_SEED)).toBe(true);
    expect(isSeed(MAX_SEED + 1)).toBe(false);
  });

  it('refuses bad letters and says where', () => {
    expect(refusal(lettersToSeed('AAA1AAA'))).toMatchObject({ code: 'bad-character', index: 3 });
    expect(refusal(lettersToSeed('AAAA'))).toMatchObject({ code: 'wrong-length', index: 4 });
    expect(refusal(lettersToSeed('AAAAAAAA'))).toMatchObject({ code: 'wrong-length', index: 7 });
    expect(refusal(lettersToSeed('   '))).toMatchObject({ code: 'empty' });
    expect(refusal(lettersToSeed(7))).toMatchObject({ code: 'not-a-string' });
    expect(refusal(lettersToSeed('A'.repeat(MAX_CODE_INPUT_LENGTH + 1)))).toMatchObject({ code: 'too-long' });
  });
});

describe('parseCode and formatCode', () => {
  it('read the SPEC example and give the engine rule set', () => {
    const parsed = parseCode('RU1-C-AAAAABB');
    expect(parsed).toEqual({ ok: true, value: { rule: 'C', seed: 27, ruleSet: classic, text: 'RU1-C-AAAAABB' } });
    expect(parseCode('RU1-R-AAAAABB')).toEqual({
      ok: true,
      value: { rule: 'R', seed: 27, ruleSet: relaxed, text: 'RU1-R-AAAAABB' },
    });
    expect(formatCode({ rule: 'C', seed: 27 })).toEqual({ ok: true, value: 'RU1-C-AAAAABB' });
    expect(formatCode({ rule: 'R', seed: MAX_SEED })).toEqual({ ok: true, value: 'RU1-R-ZZZZZZZ' });
  });

  it('accept any letter case and surrounding white space, and write upper case', () => {
    expect(parseCode('ru1-c-aaaaabb ')).toMatchObject({
      ok: true,
      value: { rule: 'C', seed: 27, text: 'RU1-C-AAAAABB' },
    });
    expect(parseCode('\t Ru1-r-AaAaAbB\n')).toMatchObject({ ok: true, value: { rule: 'R', seed: 27 } });
  });

  it('format ∘ parse is the identity on every (rule, seed)', () => {
    fc.assert(
      fc.property(ruleArb, seedArb, (rule, seed) => {
        const text = formatCode({ rule, seed });
        if (!text.ok) throw new Error(text.error.message);
        expect(text.value).toMatch(/^RU1-[CR]-[A-Z]{7}$/);
        const back = parseCode(text.value);
        expect(back).toEqual({
          ok: true,
          value: { rule, seed, ruleSet: rule === 'C' ? classic : relaxed, text: text.value },
        });
      }),
      { numRuns: 2000 },
    );
  });

  it('parse ∘ format is the identity on every code text, up to case and surrounding white space', () => {
    const codeText = fc
      .tuple(ruleArb, seedArb)
      .chain(([rule, seed]) => caseMix(`RU1-${rule}-${(seedToLetters(seed) as { value: string }).value}`));
    fc.assert(
      fc.property(spaceArb, codeText, spaceArb, (before, text, after) => {
        const parsed = parseCode(before + text + after);
        if (!parsed.ok) throw new Error(parsed.error.message);
        expect(formatCode(parsed.value)).toEqual({ ok: true, value: text.toUpperCase() });
      }),
      { numRuns: 2000 },
    );
  });

  // Bad inputs, the error code, and where it points (0-based index into the input as given).
  const BAD: readonly [input: unknown, code: CodeError['code'], index?: number][] = [
    ['', 'empty'],
    ['   \t\n ', 'empty'],
    ['RU2-C-AAAAAAA', 'unsupported-version', 2],
    ['RU0-C-AAAAAAA', 'unsupported-version', 2],
    ['RU10-C-AAAAAAA', 'unsupported-version', 2],
    ['RU11-C-AAAAAAA', 'unsupported-version', 2],
    ['  ru2-c-aaaaaaa', 'unsupported-version', 4],
    ['RU1-X-AAAAAAA', 'unknown-rule', 4],
    ['RU1-c-', 'wrong-length', 6],
    ['RU1-Y-', 'unknown-rule', 4],
    ['RU1-1-AAAAAAA', 'unknown-rule', 4],
    ['RU1--AAAAAAA', 'unknown-rule', 4],
    ['RU1-Ç-AAAAAAA', 'unknown-rule', 4],
    ['RU1-CR-AAAAAAA', 'missing-dash', 5],
    ['RU1-CAAAAAAA', 'missing-dash', 5],
    ['RU1C-AAAAAAA', 'missing-dash', 3],
    ['RU1_C_AAAAAAA', 'missing-dash', 3],
    ['RU1-C-AAAA', 'wrong-length', 10],
    ['RU1-C-AAAAAAAA', 'wrong-length', 13],
    ['RU1-C-', 'wrong-length', 6],
    ['RU1-C', 'wrong-length', 5],
    ['RU1-', 'wrong-length', 4],
    ['RU1', 'wrong-length', 3],
    ['RU1-C-AAAA1AA', 'bad-character', 10],
    ['RU1-C-AAAA AA', 'bad-character', 10],
    ['RU1-C-AAAAAA-', 'bad-character', 12],
    ['RU1-C-AAA-AAA', 'bad-character', 9],
    ['RU1-C-AAAAÄAA', 'bad-character', 10],
    ['RU1-C-AAAAéAA', 'bad-character', 10],
    ['RU1-C-AAAAſAA', 'bad-character', 10], // long s: 'ſ'.toUpperCase() === 'S', still refused
    ['RU1-C-AAAAıAA', 'bad-character', 10], // dotless i: 'ı'.toUpperCase() === 'I', still refused
    ['RU1-C-ААААААА', 'bad-character', 6], // Cyrillic А, a look-alike
    ['RU1-C-ＡＡＡＡＡＡＡ', 'bad-character', 6], // full-width letters
    ['RU1-C-AAAAAA😀', 'bad-character', 12],
    ['RU1-C-AAAAAAA\u0000', 'bad-character', 13],
    ['РУ1-C-AAAAAAA', 'wrong-prefix', 0], // Cyrillic
    ['RV1-C-AAAAAAA', 'wrong-prefix', 1],
    ['XRU1-C-AAAAAAA', 'wrong-prefix', 0],
    ['R', 'wrong-prefix', 1],
    ['RU', 'wrong-prefix', 2],
    ['RU-C-AAAAAAA', 'wrong-prefix', 2],
    ['RUX-C-AAAAAAA', 'wrong-prefix', 2],
    ['AAAAABB', 'wrong-prefix', 0],
    ['RU1-C-AAAAABB'.repeat(100), 'too-long'],
    [' '.repeat(MAX_CODE_INPUT_LENGTH + 1), 'too-long'],
    ['RU1-C-' + 'A'.repeat(1_000_000), 'too-long'],
    [null, 'not-a-string'],
    [undefined, 'not-a-string'],
    [27, 'not-a-string'],
    [27n, 'not-a-string'],
    [{ rule: 'C', seed: 27 }, 'not-a-string'],
    [['RU1-C-AAAAABB'], 'not-a-string'],
    [new String('RU1-C-AAAAABB'), 'not-a-string'],
  ];

  it.each(
    BAD.map(([input, code, index]) => ({
      input,
      code,
      index,
      label: typeof input === 'string' ? JSON.stringify(input.slice(0, 30)) : String(input),
    })),
  )('refuses $label with $code', ({ input, code, index }) => {
    const error = refusal(parseCode(input));
    expect(error.code).toBe(code);
    expect(error.index).toBe(index);
    expect(error.message.length).toBeGreaterThan(10);
    expect(error.message.length).toBeLessThan(200);
  });

  it('names the bad character and its position in the message', () => {
    const error = refusal(parseCode('RU1-C-AAAA1AA'));
    expect(error.message).toContain('"1"');
    expect(error.message).toContain('position 11');
    expect(refusal(parseCode('RU1-C-AAAAÄAA')).message).toContain('U+00C4');
    expect(refusal(parseCode('RU2-C-AAAAAAA')).message).toContain('RU2');
    expect(refusal(parseCode('RU1-X-AAAAAAA')).message).toContain('"X"');
  });

  it('formatCode refuses bad parts', () => {
    expect(refusal(formatCode({ rule: 'X' as never, seed: 0 }))).toMatchObject({ code: 'unknown-rule' });
    expect(refusal(formatCode({ rule: 'c' as never, seed: 0 }))).toMatchObject({ code: 'unknown-rule' });
    expect(refusal(formatCode({ rule: 'C', seed: -1 }))).toMatchObject({ code: 'bad-seed' });
    expect(refusal(formatCode({ rule: 'C', seed: MAX_SEED + 1 }))).toMatchObject({ code: 'bad-seed' });
    expect(refusal(formatCode({ rule: 'C', seed: 1.5 }))).toMatchObject({ code: 'bad-seed' });
    expect(refusal(formatCode(null as never))).toMatchObject({ code: 'not-a-code' });
    expect(refusal(parseCodeParts({ rule: 'Q' as never, seed: 0 }))).toMatchObject({ code: 'unknown-rule' });
    expect(refusal(parseCodeParts({ rule: 'C', seed: Number.NaN }))).toMatchObject({ code: 'bad-seed' });
    expect(parseCodeParts({ rule: 'R', seed: 5 })).toEqual({
      ok: true,
      value: { rule: 'R', seed: 5, ruleSet: relaxed, text: 'RU1-R-AAAAAAF' },
    });
  });

  it('maps rule letters and rule sets both ways', () => {
    expect(ruleLetterOf(classic)).toBe('C');
    expect(ruleLetterOf(relaxed)).toBe('R');
    expect(ruleLetterOf(RULE_SETS.yukon)).toBeNull();
    expect(ruleLetterOf(RULE_SETS.moosehide)).toBeNull();
    expect([isRuleLetter('C'), isRuleLetter('R'), isRuleLetter('c'), isRuleLetter('Y')]).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  it('fuzz: 10,000 random strings and mutated codes are refused with a typed error or round-trip, never throw', async () => {
    const valid = fc
      .tuple(ruleArb, seedArb)
      .map(([rule, seed]) => `RU1-${rule}-${(seedToLetters(seed) as { value: string }).value}`);
    const charArb = fc.oneof(
      fc.constantFrom(...'RUCRXZAaz019-_ \t\n\u00a0ÄéſıА😀\u0000'.split(/(?:)/u)),
      fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
    );
    const mutation = fc.oneof(
      fc.record({ kind: fc.constant('replace' as const), at: fc.nat(), ch: charArb }),
      fc.record({ kind: fc.constant('insert' as const), at: fc.nat(), ch: charArb }),
      fc.record({ kind: fc.constant('delete' as const), at: fc.nat(), ch: fc.constant('') }),
      fc.record({ kind: fc.constant('flip-case' as const), at: fc.nat(), ch: fc.constant('') }),
    );
    const mutated = fc
      .tuple(valid, fc.array(mutation, { minLength: 0, maxLength: 4 }), spaceArb, spaceArb)
      .map(([code, ops, before, after]) => {
        let s = code;
        for (const op of ops) {
          const at = s.length === 0 ? 0 : op.at % (s.length + (op.kind === 'insert' ? 1 : 0));
          if (op.kind === 'replace') s = s.slice(0, at) + op.ch + s.slice(at + 1);
          else if (op.kind === 'insert') s = s.slice(0, at) + op.ch + s.slice(at);
          else if (op.kind === 'delete') s = s.slice(0, at) + s.slice(at + 1);
          else
            s =
              s.slice(0, at) +
              (s[at] === s[at]?.toLowerCase() ? (s[at]?.toUpperCase() ?? '') : (s[at]?.toLowerCase() ?? '')) +
              s.slice(at + 1);
        }
        return before + s + after;
      });
    const input = fc.oneof(
      { arbitrary: mutated, weight: 3 },
      { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 1 },
      { arbitrary: fc.string({ unit: fc.constantFrom(...'RU1CR-ABZabz '.split('')), maxLength: 20 }), weight: 1 },
      { arbitrary: fc.string({ maxLength: 400 }), weight: 1 },
      { arbitrary: fc.anything(), weight: 1 },
    );
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(input, async (text) => {
        await breathe();
        const parsed = parseCode(text);
        if (parsed.ok) {
          accepted++;
          const formatted = formatCode(parsed.value);
          if (!formatted.ok) throw new Error(formatted.error.message);
          expect(typeof text).toBe('string');
          expect(formatted.value).toBe((text as string).trim().toUpperCase());
          expect(parseCode(formatted.value)).toEqual(parsed);
        } else {
          expect(CODE_ERROR_CODES).toContain(parsed.error.code);
          expect(typeof parsed.error.message).toBe('string');
          expect(parsed.error.message.length).toBeGreaterThan(0);
          if (parsed.error.index !== undefined) {
            expect(Number.isInteger(parsed.error.index)).toBe(true);
            expect(parsed.error.index).toBeGreaterThanOrEqual(0);
            expect(parsed.error.index).toBeLessThanOrEqual((text as string).length);
          }
        }
      }),
      { numRuns: 10_000 },
    );
    expect(accepted).toBeGreaterThan(500); // the mutations leave a fair share of valid codes
  });
});

describe('random codes', () => {
  /** A source that hands out the given 32-bit word pairs in order and counts its calls. */
  function scripted(pairs: readonly (readonly [number, number])[]) {
    let calls = 0;
    const source = (out: Uint32Array) => {
      const pair = pairs[calls++];
      if (!pair) throw new Error('script exhausted');
      out[0] = pair[0];
      out[1] = pair[1];
    };
    return { source, calls: () => calls };
  }

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('takes 33 bits per attempt: the low bit of the first word, then the second word', () => {
    expect(randomSeed(scripted([[0, 5]]).source)).toEqual({ ok: true, value: 5 });
    expect(randomSeed(scripted([[0xfffffffe, 5]]).source)).toEqual({ ok: true, value: 5 });
    expect(randomSeed(scripted([[1, 0]]).source)).toEqual({ ok: true, value: 2 ** 32 });
    // MAX_SEED = 1 × 2^32 + 3736842879: the largest value kept
    expect(randomSeed(scripted([[1, 3736842879]]).source)).toEqual({ ok: true, value: MAX_SEED });
  });

  it('skips values in the rejected zone (26^7 … 2^33 − 1) and draws again', () => {
    const firstAbove = scripted([
      [1, 3736842880], // exactly 26^7: rejected
      [1, 0xffffffff], // 2^33 − 1: rejected
      [3, 4000000000], // rejected (low bit 1)
      [0, 42],
    ]);
    expect(randomSeed(firstAbove.source)).toEqual({ ok: true, value: 42 });
    expect(firstAbove.calls()).toBe(4);
  });

  it('maps every pair of words like the rejection rule says', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat({ max: 0xffffffff }), fc.nat({ max: 0xffffffff })), { minLength: 1, maxLength: 5 }),
        (pairs) => {
          const all = [...pairs, [0, 0] as const];
          const expectedIndex = all.findIndex(([a, b]) => (a & 1) * 2 ** 32 + b < SEED_COUNT);
          const [a, b] = all[expectedIndex]!;
          const s = scripted(all);
          expect(randomSeed(s.source)).toEqual({ ok: true, value: (a & 1) * 2 ** 32 + b });
          expect(s.calls()).toBe(expectedIndex + 1);
        },
      ),
    );
  });

  it('gives up with a typed error when the source never leaves the rejected zone, or throws', () => {
    let calls = 0;
    const stuck = (out: Uint32Array) => {
      calls++;
      out.fill(0xffffffff);
    };
    expect(refusal(randomSeed(stuck))).toMatchObject({ code: 'random-source-failed' });
    expect(calls).toBe(MAX_RANDOM_ATTEMPTS);
    expect(
      refusal(
        randomSeed(() => {
          throw new Error('entropy pool empty');
        }),
      ),
    ).toMatchObject({ code: 'random-source-failed', message: expect.stringContaining('entropy pool empty') as string });
    expect(refusal(randomSeed('not a function' as never))).toMatchObject({ code: 'no-random-source' });
  });

  it('refuses when the platform has no crypto.getRandomValues', () => {
    vi.stubGlobal('crypto', undefined);
    expect(cryptoRandomSource()).toBeNull();
    expect(refusal(randomCode())).toMatchObject({ code: 'no-random-source' });
  });

  it('uses the platform cryptographic source by default', () => {
    const spy = vi.spyOn(globalThis.crypto, 'getRandomValues');
    const code = randomCode();
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
    if (!code.ok) throw new Error(code.error.message);
    expect(code.value.rule).toBe('C');
    expect(isSeed(code.value.seed)).toBe(true);
    const seeds = new Set(Array.from({ length: 50 }, () => (randomSeed() as { value: number }).value));
    expect(seeds.size).toBeGreaterThan(45); // 50 draws from 8e9 seeds: a repeat is ~1.5e-7 likely
  });

  it('makes a code of the asked rule from an injected source', () => {
    const code = randomCode({ rule: 'R', random: scripted([[0, 27]]).source });
    expect(code).toEqual({ ok: true, value: { rule: 'R', seed: 27, ruleSet: relaxed, text: 'RU1-R-AAAAABB' } });
    expect(formatCode((code as { value: CodeParts }).value)).toEqual({
      ok: true,
      value: 'RU1-R-AAAAABB',
    });
    expect(refusal(randomCode({ rule: 'Z' as never }))).toMatchObject({ code: 'unknown-rule' });
  });
});
