import { LANGUAGES, type Problem, compareTexts } from '@russian-solitaire/engine';
import { problemMaker } from '@russian-solitaire/engine/internal';
import fc from 'fast-check';
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { englishWords } from '../../../testing/translations.js';
import { CLI_SENTENCES, cliErrorMessage, cliMessages, loadSolverMessages } from './language-messages.js';
import { CLI_ERRORS, CLI_LINES, CLI_WORDS, type CliErrorKey } from './errors-en.js';
import { CLI_ERROR_CODES, SYSTEM_ERRORS, cliError, causeOf } from './errors.js';

/** The languages other than English. */
const OTHERS = LANGUAGES.filter((l) => l !== 'en');

/** Every key of the command's sentences: its list of error sentences, walked by the tests. */
const KEYS = Object.keys(CLI_ERRORS) as CliErrorKey[];

/**
 * Names in code that the messages of every language write as code writes them: options, commands,
 * the fields of a survey record, values typed on the command line.
 */
const NAMES = [
  ...['--moves', '--save', '--rule', '--from', '--to', '--count', '--out', '--player', '--samples', '--shard'],
  ...['--json', '--show', '--plain', '--fair', '--winnable', '--lang', '--house', '--group-limit', '--take-back'],
  ...['--help', '--budget', 'deal', 'play', 'solve', 'hint', 'odds', 'review', 'survey', 'summary', 'daily', 'help'],
  ...['rule', 'seed', 'code', 'budget', 'groupLimit', 'takeBack', 'status', 'moves', 'nodes', 'player', 'samples'],
  ...['won', 'winnable', 'ms', 'true', 'false', 'null', 'none', 'default', 'on', 'off', 'classic', 'relaxed'],
  ...['stdout', 'JSON', 'UTF-8', 'FIFO', 'RU1-C-AAAAABB', 'RU1-C-AAAAAAA', 'AAAAAAA', 'YYYY-MM-DD', 'K/N', 'N'],
  ...['russian-solitaire', '@russian-solitaire/solver', 'ENOENT', 'TypeError'],
];

/** A value for each placeholder of the command's sentences, as the command fills it in. */
const SAMPLE_VALUES: Readonly<Record<string, string | number>> = {
  given: '"xyz"',
  option: '--budget',
  file: 'out.jsonl',
  other: 'b.jsonl',
  commands: 'deal, play, solve',
  known: '--plain, --rule',
  min: 1,
  max: 100_000,
  n: 3,
  move: '8H-5',
  code: 'RU1-C-AAAAABB',
  errno: 'ENOENT',
  name: 'TypeError',
  count: 10,
  from: '0',
  last: '9',
  seed: '42',
  line: '7',
  first: '2',
  otherLine: '4',
  settings: '{"rule":"C","budget":1000}',
  expected: '{"rule":"C","budget":2000}',
  kind: CLI_WORDS['kind-directory'],
  lock: 'out.jsonl.lock',
  pid: '123',
  host: '"box"',
  folder: '/tmp/x',
  uid: '1000',
  size: '10',
  left: '20',
  missing: 'code, seed',
  unknown: 'extra',
  field: 'ms',
  status: '"solved"',
  moves: 0,
  players: 'fair, sampled',
  player: 'greedy',
  rule: 'C',
  surveyRule: 'R',
  files: 'a.jsonl, b.jsonl',
  groupLimit: '0',
  takeBack: '"yes"',
};

/** The placeholders of a sentence. */
const placeholders = (sentence: string): string[] => [...sentence.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);

/** A text with no words but names in code: placeholders, punctuation and {@link NAMES} alone. */
function symbolOnly(sentence: string): boolean {
  let rest = sentence.replace(/\{\w+\}/g, ' ');
  for (const name of [...NAMES].sort((a, b) => b.length - a.length)) rest = rest.split(name).join(' ');
  return !/\p{L}/u.test(rest);
}

const make = problemMaker(CLI_ERRORS);

/** The error of a sentence, with every placeholder filled with its sample. */
function sample(key: CliErrorKey): Problem {
  const values = Object.fromEntries(placeholders(CLI_ERRORS[key]).map((name) => [name, SAMPLE_VALUES[name]!]));
  return make('bad-value', key, values);
}

beforeAll(async () => {
  await loadSolverMessages();
});

describe("the command's errors in four languages", () => {
  it('every sentence has a sample for each of its placeholders', () => {
    const missing = KEYS.flatMap((key) => placeholders(CLI_ERRORS[key]).filter((name) => !(name in SAMPLE_VALUES)));
    expect(missing).toEqual([]);
  });

  it('every language has every key, with the same placeholders, beside the messages of the solver', () => {
    for (const language of LANGUAGES) {
      expect(compareTexts(cliMessages('en'), cliMessages(language)), language).toEqual([]);
      const { errors, words, lines } = CLI_SENTENCES[language];
      expect(Object.keys(errors).sort(), language).toEqual([...KEYS].sort());
      expect(Object.keys(words).sort(), language).toEqual(Object.keys(CLI_WORDS).sort());
      expect(Object.keys(lines).sort(), language).toEqual(Object.keys(CLI_LINES).sort());
    }
    // The solver's own sentences are there too, for the errors the command's errors carry.
    for (const key of ['solve-option-budget', 'date-not-calendar', 'seed-wrong-length', 'save-bad-json'])
      expect(cliMessages('ru').keys, key).toContain(key);
  });

  it('walks the list of sentences: each has four messages, not empty, and not English but for a symbol-only text', () => {
    let checked = 0;
    for (const key of KEYS) {
      const english = CLI_ERRORS[key];
      expect(english.trim(), key).not.toBe('');
      for (const language of OTHERS) {
        const text = CLI_SENTENCES[language].errors[key];
        expect(text.trim(), `${language}: ${key}`).not.toBe('');
        if (!symbolOnly(english)) expect(text, `${language}: ${key}`).not.toBe(english);
        checked++;
      }
    }
    expect(checked).toBe(3 * KEYS.length);
    expect(KEYS.length).toBeGreaterThan(100);
    // The texts that may stay as in English: a name in code and punctuation.
    expect(KEYS.filter((key) => symbolOnly(CLI_ERRORS[key]))).toEqual([
      'option-cause',
      'survey-seed-failed',
      'field-options',
      'thrown-value',
    ]);
  });

  it('the lines around an error and the words errors name: four of each, not English, no English word', () => {
    let checked = 0;
    const samples = { command: 'solve', reason: 'ENOENT', file: 'out.jsonl', done: '3', count: '10' };
    for (const language of OTHERS) {
      for (const [key, english] of Object.entries(CLI_LINES)) {
        const text = cliMessages(language).text(key, samples);
        expect(text.trim(), `${language}: ${key}`).not.toBe('');
        expect(text, `${language}: ${key}`).not.toBe(cliMessages('en').text(key, samples));
        expect(englishWords(text, [...Object.values(samples), ...NAMES]), `${language}: ${text}`).toEqual([]);
        expect(english).not.toBe('');
        checked++;
      }
      for (const [key, english] of Object.entries(CLI_WORDS)) {
        const word = CLI_SENTENCES[language].words[key as keyof typeof CLI_WORDS];
        expect(word.trim(), `${language}: ${key}`).not.toBe('');
        expect(word, `${language}: ${key}`).not.toBe(english);
        expect(englishWords(word, ['FIFO']), `${language}: ${word}`).toEqual([]);
        checked++;
      }
    }
    expect(checked).toBe(3 * (Object.keys(CLI_LINES).length + Object.keys(CLI_WORDS).length));
  });

  it('every sentence in Russian, Ukrainian and Turkish, filled: no English word, no placeholder left', () => {
    let checked = 0;
    for (const key of KEYS) {
      const error = sample(key);
      expect(cliErrorMessage(error, 'en'), key).toBe(error.message);
      for (const language of OTHERS) {
        const text = cliErrorMessage(error, language);
        const values = Object.values(error.values).map(String);
        expect(englishWords(text, [...values, ...NAMES]), `${language}: ${key}: ${text}`).toEqual([]);
        checked++;
      }
    }
    expect(checked).toBe(3 * KEYS.length);
  });

  it('the words an error names (what a path is, a missing value) are written in the language', () => {
    for (const language of OTHERS) {
      const text = cliErrorMessage(
        cliError('bad-value', 'not-regular-out', { file: 'x', kind: 'a directory' }),
        language,
      );
      expect(text).toContain(CLI_SENTENCES[language].words['kind-directory']);
      expect(text).not.toContain('a directory');
    }
  });

  it('no message in Russian, Ukrainian or Turkish holds the English text of the same error (property)', () => {
    let runs = 0;
    // A text as a value is given: a name of a file, an echoed input; at least one letter, so it is never a number.
    const value = fc.stringMatching(/^[a-z][a-z0-9 ._-]{0,11}$/);
    fc.assert(
      fc.property(
        fc.constantFrom(...KEYS.filter((key) => !symbolOnly(CLI_ERRORS[key]))),
        fc.constantFrom(...OTHERS),
        fc.dictionary(fc.constantFrom(...Object.keys(SAMPLE_VALUES)), fc.oneof(value, fc.nat({ max: 1e9 }))),
        fc.boolean(),
        (key, language, given, withCause) => {
          runs++;
          const values = Object.fromEntries(
            placeholders(CLI_ERRORS[key]).map((name) => [name, given[name] ?? SAMPLE_VALUES[name]!]),
          );
          const cause = withCause
            ? causeOf(Object.assign(new Error('ENOENT: no such file or directory, open'), { code: 'ENOENT' }))
            : undefined;
          const error = make('bad-value', key, values, cause);
          const english = make('bad-value', key, values).message;
          const text = cliErrorMessage(error, language);
          expect(text).not.toContain(english);
          if (cause !== undefined) expect(text).not.toContain(cause.message);
        },
      ),
      { numRuns: 600 },
    );
    expect(runs).toBe(600);
  });

  it('system errors: the code is kept, the words are the language’s; any other thrown error or value too', () => {
    for (const errno of [...SYSTEM_ERRORS, 'EWHATEVER']) {
      const thrown = Object.assign(new Error(`${errno}: some words, open '/x'`), { code: errno, path: '/x' });
      const cause = causeOf(thrown);
      expect(cause.message).toBe(`${errno}: some words, open`);
      for (const language of OTHERS) {
        const text = cliErrorMessage(cliError('io-error', 'file-read', { file: 'x' }, cause), language);
        expect(text, `${language}: ${errno}`).toContain(errno);
        expect(text, `${language}: ${errno}`).not.toContain('some words');
      }
    }
    expect(causeOf(new TypeError('boom')).message).toBe('boom');
    expect(cliErrorMessage(causeOf(new TypeError('boom')), 'ru')).toBe('непредвиденная ошибка (TypeError)');
    expect(cliErrorMessage(causeOf(42), 'uk')).toBe('42');
  });

  it('every code of the list is an exit code of the command, and every sentence is used by the command', () => {
    expect(new Set(CLI_ERROR_CODES).size).toBe(CLI_ERROR_CODES.length);
    const folder = dirname(fileURLToPath(import.meta.url));
    const source = readdirSync(folder)
      .filter((f) => f.endsWith('.ts') && !f.includes('.test.') && !f.startsWith('errors-'))
      .map((f) => readFileSync(join(folder, f), 'utf8'))
      .join('\n');
    const unused = KEYS.filter((key) => !key.startsWith('system-') && !source.includes(`'${key}'`));
    expect(unused).toEqual([]);
    const codesUsed = CLI_ERROR_CODES.filter((code) => source.includes(`'${code}'`));
    expect(codesUsed).toEqual([...CLI_ERROR_CODES]);
  });
});
