import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ECHO_END_LENGTH, MAX_ECHO_LENGTH, echoInput } from './echo.js';

/** The longest echo of a text: 64 characters of at most 12 units each once escaped (a pair as two `\uXXXX`), quotes, ellipsis and count. */
const LONGEST_ECHO = MAX_ECHO_LENGTH * 12 + 40;

/** Raw characters that must never come out of an echo: C0 and C1 controls, DEL, separators, direction controls. */
const RAW_CONTROL = /[\p{Cc}\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/u;

describe('echoInput', () => {
  it('quotes a short text whole', () => {
    expect(echoInput('RU1-C-AAAAABB')).toBe('"RU1-C-AAAAABB"');
    expect(echoInput('')).toBe('""');
    expect(echoInput('x'.repeat(MAX_ECHO_LENGTH))).toBe(`"${'x'.repeat(MAX_ECHO_LENGTH)}"`);
  });

  it('shows a longer text by its two ends around an ellipsis, with the total length', () => {
    expect(echoInput(`RU1-C-${'A'.repeat(120_000)}`)).toBe(
      `"RU1-C-${'A'.repeat(26)}…${'A'.repeat(32)}" (120,006 characters)`,
    );
    const path = `/home/someone/${'deep/'.repeat(20)}survey-classic.jsonl`;
    expect(echoInput(path)).toBe(
      `"/home/someone/deep/deep/deep/dee…p/deep/deep/survey-classic.jsonl" (134 characters)`,
    );
    expect(echoInput('x'.repeat(MAX_ECHO_LENGTH + 1))).toBe(
      `"${'x'.repeat(65).slice(0, 32)}…${'x'.repeat(32)}" (65 characters)`,
    );
  });

  it('counts characters, not UTF-16 units, and never cuts a surrogate pair', () => {
    expect(echoInput('🂡'.repeat(MAX_ECHO_LENGTH))).toBe(`"${'🂡'.repeat(MAX_ECHO_LENGTH)}"`);
    expect(echoInput(`${'🂡'.repeat(50)}${'🂮'.repeat(50)}`)).toBe(
      `"${'🂡'.repeat(32)}…${'🂮'.repeat(32)}" (100 characters)`,
    );
  });

  it('escapes controls a terminal would obey', () => {
    expect(echoInput('\u001b[2J')).toBe('"\\u001b[2J"');
    expect(echoInput('a\u009bb\u202ec\u2028')).toBe('"a\\u009bb\\u202ec\\u2028"');
    expect(echoInput('\ud800')).toBe('"\\ud800"');
  });

  it('shows other values by what they are, running none of their code', () => {
    expect(echoInput(99)).toBe('99');
    expect(echoInput(-0.5)).toBe('-0.5');
    expect(echoInput(Number.NaN)).toBe('NaN');
    expect(echoInput(true)).toBe('true');
    expect(echoInput(null)).toBe('null');
    expect(echoInput(undefined)).toBe('undefined');
    expect(echoInput(12n)).toBe('12n');
    expect(echoInput(10n ** 100n)).toBe(`1${'0'.repeat(31)}…${'0'.repeat(32)}n (101 characters)`);
    expect(echoInput([1, 2])).toBe('a list');
    expect(echoInput({ toString: () => 'x'.repeat(1e6) })).toBe('an object');
    expect(echoInput(() => 1)).toBe('a function');
    expect(echoInput(Symbol('s'))).toBe('a symbol');
    expect(echoInput(new RangeError('boom'))).toBe('"boom"');
    expect(echoInput(new Error('e'.repeat(1000)))).toBe(`"${'e'.repeat(32)}…${'e'.repeat(32)}" (1,000 characters)`);
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    expect(echoInput(proxy)).toBe('an object');
    const trap = new Proxy([], {
      getPrototypeOf() {
        throw new Error('trap');
      },
    });
    expect(echoInput(trap)).toBe('a list');
  });

  it('gives a short, printable text for any value (property)', () => {
    let cases = 0;
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.string({ unit: 'binary', maxLength: 400 })), (value) => {
        cases++;
        const shown = echoInput(value);
        expect(shown.length).toBeLessThanOrEqual(LONGEST_ECHO);
        expect(shown).not.toMatch(RAW_CONTROL);
      }),
      { numRuns: 2000 },
    );
    expect(cases).toBe(2000);
  });

  it('quotes a text of at most 64 characters exactly, and a longer one by its ends (property)', () => {
    let cut = 0;
    let whole = 0;
    const texts = fc
      .integer({ min: 0, max: 2 * MAX_ECHO_LENGTH })
      .chain((n) => fc.string({ unit: 'grapheme-composite', minLength: n, maxLength: n }));
    fc.assert(
      fc.property(texts, (text) => {
        const characters = [...text];
        const shown = echoInput(text);
        if (characters.length <= MAX_ECHO_LENGTH) {
          whole++;
          expect(JSON.parse(shown)).toBe(text);
        } else {
          cut++;
          const quoted = shown.slice(0, shown.lastIndexOf(' ('));
          const head: unknown = JSON.parse(quoted);
          const ends = `${characters.slice(0, ECHO_END_LENGTH).join('')}…${characters.slice(-ECHO_END_LENGTH).join('')}`;
          expect(head).toBe(ends);
          expect(shown.endsWith(`(${characters.length.toLocaleString('en-US')} characters)`)).toBe(true);
        }
      }),
      { numRuns: 1000 },
    );
    expect(cut).toBeGreaterThan(100);
    expect(whole).toBeGreaterThan(100);
  });
});
