import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseArgs, parseWholeNumber } from './args.js';
import { errorOf } from './testing/result.js';

const SPEC = { json: 'flag', budget: 'value', help: 'flag', out: 'value' } as const;

describe('parseArgs', () => {
  it('reads flags, values in both forms, short aliases, positionals and --', () => {
    const r = parseArgs(['RU1-C-AAAAAAA', '--json', '--budget', '10', '-o', 'x.jsonl', '--', '--json'], SPEC);
    expect(r).toEqual({
      ok: true,
      value: { positionals: ['RU1-C-AAAAAAA', '--json'], options: { json: true, budget: '10', out: 'x.jsonl' } },
    });
    expect(parseArgs(['--budget=5', '-h'], SPEC)).toEqual({
      ok: true,
      value: { positionals: [], options: { budget: '5', help: true } },
    });
  });

  it('refuses unknown options, missing values and values given to flags, naming the option', () => {
    const unknown = errorOf(parseArgs(['--jsn'], SPEC));
    expect(unknown.code).toBe('unknown-option');
    expect(unknown.message).toContain('--jsn');
    expect(parseArgs(['--budget'], SPEC)).toMatchObject({ ok: false, error: { code: 'missing-value' } });
    expect(parseArgs(['--budget', '--json'], SPEC)).toMatchObject({ ok: false, error: { code: 'missing-value' } });
    expect(parseArgs(['--json=yes'], SPEC)).toMatchObject({ ok: false, error: { code: 'unexpected-value' } });
    expect(parseArgs(['-q'], SPEC)).toMatchObject({ ok: false, error: { code: 'unknown-option' } });
  });

  it('never throws, whatever the arguments', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.string(), fc.constantFrom('--json', '--budget', '--out=', '-h', '--', '-'))),
        (argv) => {
          const r = parseArgs(argv, SPEC);
          if (r.ok) expect(r.value.positionals.length).toBeLessThanOrEqual(argv.length);
          else expect(r.error.message.length).toBeGreaterThan(0);
        },
      ),
    );
  });
});

describe('parseWholeNumber', () => {
  it('reads digits, separators and powers of ten, within the range', () => {
    expect(parseWholeNumber('1000000', 'n', 1, 1e9)).toEqual({ ok: true, value: 1_000_000 });
    expect(parseWholeNumber('1_000_000', 'n', 1, 1e9)).toEqual({ ok: true, value: 1_000_000 });
    expect(parseWholeNumber('1,000', 'n', 1, 1e9)).toEqual({ ok: true, value: 1000 });
    expect(parseWholeNumber('1e6', 'n', 1, 1e9)).toEqual({ ok: true, value: 1_000_000 });
    expect(parseWholeNumber('2.5e3', 'n', 1, 1e9)).toEqual({ ok: true, value: 2500 });
  });

  it('refuses anything else with a message naming the option', () => {
    for (const bad of ['', '-1', '1.5', 'abc', '1e', '0x10', 'Infinity']) {
      const r = parseWholeNumber(bad, '--budget', 1, 100);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.message).toContain('--budget');
    }
    expect(parseWholeNumber('101', '--budget', 1, 100)).toMatchObject({
      ok: false,
      error: { message: '--budget must be from 1 to 100, not "101"' },
    });
  });

  it('gives the allowed range for every refusal: not a number, not whole, or out of range', () => {
    const cases: [string, string, string][] = [
      ['lots', 'number-not-whole', '--budget must be a whole number from 1 to 1,000, not "lots"'],
      ['1.5', 'number-not-whole', '--budget must be a whole number from 1 to 1,000, not "1.5"'],
      ['1e100', 'number-range', '--budget must be from 1 to 1,000, not "1e100"'],
      ['-5', 'number-range', '--budget must be from 1 to 1,000, not "-5"'],
      ['0', 'number-range', '--budget must be from 1 to 1,000, not "0"'],
    ];
    for (const [text, key, message] of cases) {
      const values = { option: '--budget', min: 1, max: 1000, given: JSON.stringify(text) };
      expect(parseWholeNumber(text, '--budget', 1, 1000)).toEqual({
        ok: false,
        error: { code: 'bad-value', message, key, values },
      });
    }
    expect(parseWholeNumber('+7', 'n', 1, 10)).toEqual({ ok: true, value: 7 });
  });

  it('agrees with Number on every plain whole number in range', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (n) => {
        expect(parseWholeNumber(String(n), 'n', 0, Number.MAX_SAFE_INTEGER)).toEqual({ ok: true, value: n });
      }),
    );
  });
});
