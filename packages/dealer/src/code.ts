/**
 * RU1 game codes: `RU1-<rule>-<seed>`, for instance `RU1-C-AAAAABB`.
 *
 * The rule is one letter, `C` (classic, "Same suit") or `R` (relaxed, "Mixed colours"); the seed
 * is exactly seven letters `A`–`Z` read as a base-26 number, most significant first, `A` = 0, so
 * seeds run from 0 (`AAAAAAA`) to 26^7 − 1 = 8,031,810,175 (`ZZZZZZZ`). Codes are read in any
 * letter case with surrounding white space and always written in upper case. Anything else is
 * refused with a {@link CodeError} that names what is wrong and where.
 *
 * Random codes come from a cryptographic source and are uniform over all 26^7 seeds.
 * @module
 */
import {
  type Problem,
  type Result,
  type RuleSet,
  classic,
  echoInput,
  err,
  ok,
  relaxed,
} from '@russian-solitaire/engine';
import { problemMaker, readFields, readOptionalFields } from '@russian-solitaire/engine/internal';
import { CODE_ERRORS } from './errors-en.js';
import { TWO_32 } from './splitmix64.js';

/** The version number of the code format this package reads and writes. */
const CODE_VERSION = 1;
/** The prefix of every code of this version, `RU1`. */
const CODE_PREFIX = 'RU1';

/** The rule letters of RU1 codes: `C` classic, `R` relaxed. */
export const RULE_LETTERS = ['C', 'R'] as const;
/** A rule letter of an RU1 code. */
export type RuleLetter = (typeof RULE_LETTERS)[number];

/** The engine rule set of each rule letter. */
export const RULE_SETS_BY_LETTER: Readonly<Record<RuleLetter, RuleSet>> = Object.freeze({ C: classic, R: relaxed });

/** Number of seed letters in a code. */
export const SEED_LETTERS = 7;
/** Number of distinct seeds, 26^7 = 8,031,810,176. */
export const SEED_COUNT = 26 ** SEED_LETTERS;
/** The largest seed, 26^7 − 1 = 8,031,810,175 (`ZZZZZZZ`). */
export const MAX_SEED = SEED_COUNT - 1;

/** Inputs longer than this (white space included) are refused before any other check. */
export const MAX_CODE_INPUT_LENGTH = 256;

/** Codes of the ways a game code, a seed or a random draw can be refused. */
export const CODE_ERROR_CODES = [
  'not-a-string',
  'empty',
  'too-long',
  'wrong-prefix',
  'unsupported-version',
  'missing-dash',
  'unknown-rule',
  'wrong-length',
  'bad-character',
  'bad-seed',
  'not-a-code',
  'no-random-source',
  'random-source-failed',
  'bad-options',
] as const;
/** A code from {@link CODE_ERROR_CODES}. */
export type CodeErrorCode = (typeof CODE_ERROR_CODES)[number];

/** Why a game code (or a seed, or a random draw) was refused: what kind of problem, and where. */
export interface CodeError extends Problem<CodeErrorCode> {
  /** Where the problem is: a 0-based index into the input string as given (white space included). */
  readonly index?: number;
}

/**
 * A game code read and checked: its parts (the rule letter and the seed), the engine rule set of
 * the letter, and its text as games write it. Results that carry a game code (a game, a save, a
 * random game, a winnable or daily deal) give its text as `gameCode` and, where they give it, this
 * as `parts`; `code` is only ever the code of an error.
 */
export interface ParsedCode extends CodeParts {
  /** The engine rule set of the letter: `classic` for `C`, `relaxed` for `R`. */
  readonly ruleSet: RuleSet;
  /** The code as games write it, upper case: `RU1-C-AAAAABB`. */
  readonly text: string;
}

/**
 * The parts a code is made from: what {@link parseCodeParts} takes, and what every function that
 * deals a code takes besides its text. A {@link ParsedCode} is one.
 */
export interface CodeParts {
  /** The rule letter, `C` or `R` (upper case). */
  readonly rule: RuleLetter;
  /** The seed, an integer from 0 to {@link MAX_SEED}. */
  readonly seed: number;
}

const A = 65;
const Z = 90;
const LOWER_A = 97;
const LOWER_Z = 122;
const DASH = 45;

/** Makes the errors of codes. */
export const codeProblem = /* @__PURE__ */ problemMaker(CODE_ERRORS);

/** A refusal of a code: the error of `key` with `values`, and where in the input it is when `index` is given. */
function fail(
  code: CodeErrorCode,
  key: keyof typeof CODE_ERRORS,
  values: Readonly<Record<string, string | number>> = {},
  index?: number,
  cause?: Problem,
): Result<never, CodeError> {
  const made = codeProblem(code, key, values, cause);
  return err(index === undefined ? made : { ...made, index });
}

/** Upper-case ASCII letter code of a character code, or -1 if it is not an ASCII letter. */
function letterCode(c: number): number {
  if (c >= A && c <= Z) return c;
  if (c >= LOWER_A && c <= LOWER_Z) return c - 32;
  return -1;
}

/**
 * Names the character at `i` of `text` for a message: `"1"`, or `"é" (U+00E9)`; a character that
 * must not reach a terminal raw (a control, a text-direction mark) is shown escaped by the one
 * rule of `echoInput`: `"\u009b" (U+009B)`.
 */
function describeChar(text: string, i: number): string {
  const cp = text.codePointAt(i)!;
  const shown = echoInput(String.fromCodePoint(cp));
  const hex = `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
  return cp >= 0x21 && cp <= 0x7e ? shown : `${shown} (${hex})`;
}

/** Whether a value is a rule letter (`C` or `R`, upper case). */
export function isRuleLetter(value: unknown): value is RuleLetter {
  return value === 'C' || value === 'R';
}

/** Whether a value is a seed: an integer from 0 to {@link MAX_SEED}. */
export function isSeed(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_SEED;
}

function seedProblem(seed: unknown): Result<never, CodeError> | null {
  if (isSeed(seed)) return null;
  return fail('bad-seed', 'seed-bad', { max: MAX_SEED, given: echoInput(seed) });
}

/** The rule letter of an engine rule set: `C` for `classic`, `R` for `relaxed`, `null` for any other. */
export function ruleLetterOf(ruleSet: RuleSet): RuleLetter | null {
  if (ruleSet === classic || ruleSet?.id === 'classic') return 'C';
  if (ruleSet === relaxed || ruleSet?.id === 'relaxed') return 'R';
  return null;
}

/**
 * The seven letters of a seed, most significant first, `A` = 0: `0` → `AAAAAAA`, `27` → `AAAAABB`.
 * Refuses anything but an integer from 0 to {@link MAX_SEED} (`bad-seed`).
 */
export function seedToLetters(seed: number): Result<string, CodeError> {
  const problem = seedProblem(seed);
  if (problem) return problem;
  return ok(lettersOf(seed));
}

function lettersOf(seed: number): string {
  let n = seed;
  let out = '';
  for (let i = 0; i < SEED_LETTERS; i++) {
    out = String.fromCharCode(A + (n % 26)) + out;
    n = Math.floor(n / 26);
  }
  return out;
}

/**
 * The seed of seven letters `A`–`Z` (any case, surrounding white space ignored):
 * `AAAAAAA` → 0, `AAAAABB` → 27, `ZZZZZZZ` → 8,031,810,175 ({@link MAX_SEED}).
 * Refuses other characters (`bad-character`, with the index) and other lengths (`wrong-length`).
 */
export function lettersToSeed(letters: unknown): Result<number, CodeError> {
  if (typeof letters !== 'string') return fail('not-a-string', 'letters-not-text', { given: echoInput(letters) });
  if (letters.length > MAX_CODE_INPUT_LENGTH)
    return fail('too-long', 'letters-too-long', { length: letters.length, count: SEED_LETTERS });
  const start = letters.length - letters.trimStart().length;
  const end = start + letters.trim().length;
  if (end === start) return fail('empty', 'letters-empty');
  return readSeed(letters, start, end);
}

/** Reads the seed letters `text[start..end)`; indices in errors are into `text`. */
function readSeed(text: string, start: number, end: number): Result<number, CodeError> {
  let seed = 0;
  for (let i = start; i < end; i++) {
    const c = letterCode(text.charCodeAt(i));
    if (c < 0) {
      const values = { char: describeChar(text, i), position: i + 1, count: SEED_LETTERS };
      return fail('bad-character', 'seed-bad-character', values, i);
    }
    seed = seed * 26 + (c - A);
  }
  const n = end - start;
  if (n !== SEED_LETTERS) {
    const values = { count: SEED_LETTERS, found: n };
    return fail('wrong-length', 'seed-wrong-length', values, n < SEED_LETTERS ? end : start + SEED_LETTERS);
  }
  return ok(seed);
}

/** The code of a checked rule letter and seed. */
function parsedCode(rule: RuleLetter, seed: number): ParsedCode {
  return Object.freeze({ rule, seed, ruleSet: RULE_SETS_BY_LETTER[rule], text: codeText(rule, seed) });
}

/** The text of a checked rule letter and seed. */
function codeText(rule: RuleLetter, seed: number): string {
  return `${CODE_PREFIX}-${rule}-${lettersOf(seed)}`;
}

/**
 * The game code of a rule letter (`C` or `R`, upper case) and a seed, both checked:
 * `parseCodeParts({ rule: 'C', seed: 27 })` is the code whose text is `RU1-C-AAAAABB`. Only the own
 * fields of `parts` are read; anything that is not such parts is refused (`not-a-code`,
 * `unknown-rule`, `bad-seed`).
 */
export function parseCodeParts(parts: CodeParts): Result<ParsedCode, CodeError> {
  const read = readParts(parts);
  return read.ok ? ok(parsedCode(read.value.rule, read.value.seed)) : read;
}

/**
 * Reads a game code such as `RU1-C-AAAAABB`, in any letter case, with surrounding white space.
 * Only ASCII letters count as letters (`RU1-C-AAAAÄAA` is refused, so is any Unicode look-alike).
 *
 * Refusals, by {@link CodeError.code}: `not-a-string`, `empty`, `too-long` (more than
 * {@link MAX_CODE_INPUT_LENGTH} characters), `wrong-prefix` (does not start with `RU` and a version
 * number), `unsupported-version` (`RU2`, …), `missing-dash`, `unknown-rule` (not `C` or `R`),
 * `wrong-length` (code cut short, or a seed not of 7 letters), `bad-character` (a seed character
 * outside A–Z, with its position). `index` points into the input as given.
 */
export function parseCode(input: unknown): Result<ParsedCode, CodeError> {
  if (typeof input !== 'string') return fail('not-a-string', 'code-not-text', { given: echoInput(input) });
  if (input.length > MAX_CODE_INPUT_LENGTH) return fail('too-long', 'code-too-long', { length: input.length });
  const start = input.length - input.trimStart().length;
  const end = start + input.trim().length;
  if (end === start) return fail('empty', 'code-empty');
  let i = start;
  // "RU"
  for (const expected of [82 /* R */, 85 /* U */]) {
    if (i >= end) return fail('wrong-prefix', 'code-cut-short', { position: i }, i);
    if (letterCode(input.charCodeAt(i)) !== expected)
      return fail('wrong-prefix', 'code-prefix', { char: describeChar(input, i), position: i + 1 }, i);
    i++;
  }
  // version number
  const versionStart = i;
  while (i < end && input.charCodeAt(i) >= 48 && input.charCodeAt(i) <= 57) i++;
  if (i === versionStart) return fail('wrong-prefix', 'code-no-version', { position: i + 1 }, i);
  const version = input.slice(versionStart, i);
  if (version !== String(CODE_VERSION))
    return fail('unsupported-version', 'code-version', { version, known: String(CODE_VERSION) }, versionStart);
  // "-"
  const known = String(CODE_VERSION);
  if (i >= end) return fail('wrong-length', 'code-ends-after-version', { known }, i);
  if (input.charCodeAt(i) !== DASH)
    return fail('missing-dash', 'code-dash-after-version', { known, position: i + 1, char: describeChar(input, i) }, i);
  i++;
  // rule letter
  if (i >= end) return fail('wrong-length', 'code-ends-before-rule', {}, i);
  const ruleCode = letterCode(input.charCodeAt(i));
  const rule = ruleCode < 0 ? null : String.fromCharCode(ruleCode);
  if (!isRuleLetter(rule))
    return fail('unknown-rule', 'code-rule', { char: describeChar(input, i), position: i + 1 }, i);
  i++;
  // "-"
  if (i >= end) return fail('wrong-length', 'code-ends-after-rule', { count: SEED_LETTERS }, i);
  if (input.charCodeAt(i) !== DASH)
    return fail('missing-dash', 'code-dash-after-rule', { position: i + 1, char: describeChar(input, i) }, i);
  i++;
  // seed
  const seed = readSeed(input, i, end);
  if (!seed.ok) return seed;
  return ok(parsedCode(rule, seed.value));
}

/**
 * Writes a game code in upper case, the printer of the codes {@link parseCode} reads:
 * `{ rule: 'C', seed: 27 }` → `RU1-C-AAAAABB`. Refuses what is not such parts (`not-a-code`), a
 * rule other than `C` or `R` (`unknown-rule`) and a bad seed (`bad-seed`).
 */
export function formatCode(code: CodeParts): Result<string, CodeError> {
  const parts = readParts(code);
  return parts.ok ? ok(codeText(parts.value.rule, parts.value.seed)) : parts;
}

/** Reads code parts `{ rule, seed }` from outside data (own fields of a plain object only) and checks both. */
export function readParts(code: unknown): Result<CodeParts, CodeError> {
  const fields = readFields(code);
  if (!fields.ok) return fail('not-a-code', 'code-not-parts', { given: echoInput(code) }, undefined, fields.error);
  const { rule, seed } = fields.value;
  if (!isRuleLetter(rule)) return fail('unknown-rule', 'rule-unknown', { given: echoInput(rule) });
  const problem = seedProblem(seed);
  if (problem) return problem;
  return ok({ rule, seed: seed as number });
}

/**
 * A source of random 32-bit words: fills the whole array it is given. The default is the
 * platform's cryptographic source, `globalThis.crypto.getRandomValues`; tests inject their own.
 */
export type RandomSource = (out: Uint32Array) => void;

/** The platform's cryptographic random source, or `null` when the platform has none. */
export function cryptoRandomSource(): RandomSource | null {
  const c = (globalThis as { crypto?: { getRandomValues?: (array: Uint32Array) => Uint32Array } }).crypto;
  if (!c || typeof c.getRandomValues !== 'function') return null;
  return (out) => {
    c.getRandomValues!(out);
  };
}

/**
 * How many draws {@link randomSeed} makes before it gives up (`random-source-failed`). Each draw
 * is rejected with probability (2^33 − 26^7) / 2^33 ≈ 0.065, so a working source fails 64 times in
 * a row with probability below 10^−75.
 */
export const MAX_RANDOM_ATTEMPTS = 64;

/**
 * A seed uniform over 0 … {@link MAX_SEED}, by rejection sampling: each attempt takes 33 random bits
 * (the lowest bit of one 32-bit word and all of a second), a number uniform over 0 … 2^33 − 1, and
 * keeps it if it is below 26^7, otherwise draws again. No modulo, so no bias.
 *
 * @param random - where the random bits come from; the platform's cryptographic source by default.
 */
export function randomSeed(random?: RandomSource): Result<number, CodeError> {
  const source = random ?? cryptoRandomSource();
  if (source === null) return fail('no-random-source', 'random-none');
  if (typeof source !== 'function')
    return fail('no-random-source', 'random-not-function', { given: echoInput(source) });
  const words = new Uint32Array(2);
  for (let attempt = 0; attempt < MAX_RANDOM_ATTEMPTS; attempt++) {
    try {
      source(words);
    } catch (error) {
      return fail('random-source-failed', 'random-threw', { given: echoInput(error) });
    }
    const value = (words[0]! & 1) * TWO_32 + words[1]!;
    if (value < SEED_COUNT) return ok(value);
  }
  return fail('random-source-failed', 'random-not-random', { count: MAX_RANDOM_ATTEMPTS });
}

/** Options of {@link randomCode}. */
export interface RandomCodeOptions {
  /** The rule letter of the new code, `C` by default. */
  readonly rule?: RuleLetter;
  /** Where the random bits come from; the platform's cryptographic source by default. */
  readonly random?: RandomSource;
}

/**
 * A new random game code, uniform over all 26^7 seeds (drawn by rejection from 33 random bits), rule `C` by default.
 * Only the options' own fields are read; options that are not a plain object are refused with
 * `bad-options`.
 */
export function randomCode(options: RandomCodeOptions = {}): Result<ParsedCode, CodeError> {
  const fields = readOptionalFields(options);
  if (!fields.ok) return fail('bad-options', 'random-code-options', {}, undefined, fields.error);
  for (const key of Object.keys(fields.value)) {
    if (key !== 'rule' && key !== 'random')
      return fail('bad-options', 'random-code-option-unknown', { key: echoInput(key) });
  }
  const rule = fields.value.rule ?? 'C';
  if (!isRuleLetter(rule)) return fail('unknown-rule', 'rule-unknown', { given: echoInput(rule) });
  const seed = randomSeed(fields.value.random as RandomSource | undefined);
  if (!seed.ok) return seed;
  return ok(parsedCode(rule, seed.value));
}
