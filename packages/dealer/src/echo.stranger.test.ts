/**
 * Unbounded input in every dealer entry point that names what it refuses: the message stays short
 * and printable, and shows the input by the engine's one rule (`echoInput`).
 */
import { echoInput, resumeGame } from '@russian-solitaire/engine';
import { describe, expect, it } from 'vitest';
import { formatCode, lettersToSeed, parseCodeParts, parseCode, randomCode, randomSeed, seedToLetters } from './code.js';
import { deckOfCode, gameOfCode, openingPositionOfCode, startOfCode } from './deal.js';
import { deckOfSeed } from './shuffle.js';
import { SplitMix64, splitMix64Outputs } from './splitmix64.js';

/** A message of at most 400 characters (a sentence and one echo) with no raw control character. */
const SHORT_AND_PRINTABLE = /^[^\p{Cc}\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]{1,400}$/u;

const HUGE = 'A'.repeat(120_000);
const HOSTILE = '\u001b[2J\u202e'.repeat(30_000);

function messageOf(result: { ok: boolean; error?: { message?: unknown } }): string {
  expect(result.ok).toBe(false);
  expect(typeof result.error?.message).toBe('string');
  return result.error!.message as string;
}

const ATTACKS: readonly (readonly [string, (text: string) => { ok: boolean; error?: { message?: unknown } }])[] = [
  ['parseCode', (t) => parseCode(t)],
  ['parseCode, a long seed', (t) => parseCode(`RU1-C-${t.slice(0, 200)}`)],
  ['parseCode, a code with a bad rule', (t) => parseCode(`RU1-${t.slice(0, 200)}`)],
  ['lettersToSeed', (t) => lettersToSeed(t)],
  ['seedToLetters', (t) => seedToLetters(t as never)],
  ['parseCodeParts, a rule', (t) => parseCodeParts({ rule: t as never, seed: 0 })],
  ['formatCode, a rule', (t) => formatCode({ rule: t as never, seed: 0 })],
  ['formatCode, a seed', (t) => formatCode({ rule: 'C', seed: t as never })],
  ['randomCode, an unknown option', (t) => randomCode({ [t]: 1 })],
  ['randomCode, a rule', (t) => randomCode({ rule: t as never })],
  [
    'randomSeed, a source that throws',
    (t) =>
      randomSeed(() => {
        throw new Error(t);
      }),
  ],
  ['deckOfCode', (t) => deckOfCode(t)],
  ['deckOfSeed', (t) => deckOfSeed(t as never)],
  ['openingPositionOfCode', (t) => openingPositionOfCode(t)],
  ['gameOfCode', (t) => gameOfCode(t)],
  ['gameOfCode, an unknown option', (t) => gameOfCode('RU1-C-AAAAAAA', { [t]: 1 })],
  ['startOfCode', (t) => startOfCode(t, { groupLimit: 20, takeBack: true, undoDepth: 100 })],
  ['resumeGame, a text', (t) => resumeGame(t, { startOf: startOfCode })],
  [
    'resumeGame, a code',
    (t) =>
      resumeGame({ ...JSON.parse(JSON.stringify(gameOfCode('RU1-C-AAAAAAA'))), code: t }, { startOf: startOfCode }),
  ],
  ['SplitMix64.fromSeed', (t) => SplitMix64.fromSeed(t as never)],
  ['splitMix64Outputs, a count', (t) => splitMix64Outputs(0, t as never)],
];

describe('unbounded input in the dealer’s messages', () => {
  it.each(ATTACKS)('%s: a short, printable message', (_name, attack) => {
    for (const text of [HUGE, HOSTILE]) expect(messageOf(attack(text))).toMatch(SHORT_AND_PRINTABLE);
  });

  it('a huge seed number or bigint is shown by the one rule', () => {
    const big = 10n ** 100_000n;
    const message = messageOf(SplitMix64.fromSeed(big));
    expect(message).toContain(echoInput(big));
    expect(message).toMatch(SHORT_AND_PRINTABLE);
    expect(messageOf(formatCode({ rule: HOSTILE as never, seed: 0 }))).toContain(echoInput(HOSTILE));
  });
});

describe('a character a code cannot hold is shown escaped, never raw', () => {
  /** Characters that must not reach a terminal or a log raw: C1 controls (the 8-bit CSI), DEL, bidi controls, separators. */
  const UNSAFE = ['\u009b', '\u0085', '\u007f', '\u202e', '\u2066', '\u061c', '\u200f', '\u2028', '\u2029'];

  it.each(UNSAFE.map((c) => [c.codePointAt(0)!.toString(16).padStart(4, '0'), c]))(
    'U+%s, in the seed, the rule letter and the prefix of a code',
    (hex, c) => {
      for (const code of [`RU1-C-${c}2J`, `RU1-C-AAA${c}AAA`, `RU1-${c}-AAAAAAA`, `RU${c}-C-AAAAAAA`]) {
        const message = messageOf(parseCode(code));
        expect(message).toMatch(SHORT_AND_PRINTABLE);
        expect(message).not.toContain(c);
      }
      // A seed letter that is none is named, escaped, with its code point.
      expect(messageOf(parseCode(`RU1-C-${c}2J`))).toContain(`"\\u${hex}" (U+${hex.toUpperCase()})`);
    },
  );
});
