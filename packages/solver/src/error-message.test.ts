import { gameOfCode } from '@russian-solitaire/dealer';
import { LANGUAGES, type Problem, compareTexts, unwrap } from '@russian-solitaire/engine';
import { problemMaker } from '@russian-solitaire/engine/internal';
import { ru as dealerRu } from '@russian-solitaire/dealer/messages/ru';
import { describe, expect, it } from 'vitest';
import { englishWords } from '../../../testing/translations.js';
import { dailyDeal } from './daily.js';
import { dateOfDay, dayNumber } from './day-number.js';
import { errorMessage } from './error-message.js';
import { DAILY_ERRORS, OPTION_ERRORS, REVIEW_ERRORS, SEARCH_ERRORS, WORKER_ERRORS } from './errors-en.js';
import { MESSAGES } from './messages-all.js';
import { en } from './messages-en.js';
import { reviewGame } from './review.js';
import { solve } from './solve.js';
import { randomWinnableCode } from './winnable.js';

/** Every table of the solver's English sentences, by the area it covers. */
const TABLES = { OPTION_ERRORS, SEARCH_ERRORS, DAILY_ERRORS, REVIEW_ERRORS, WORKER_ERRORS } as const;

/** A value for each placeholder a sentence names, as the solver fills it in: a number, or a text shown as code shows it. */
const SAMPLE_VALUES: Readonly<Record<string, string | number>> = {
  given: '"1.5"',
  key: '"speed"',
  known: 'rule, budget, maxCandidates',
  field: 'solve',
  code: 'RU1-C-AAAAABB',
  move: '8H-5',
  date: '2026-12-24',
  request: 'solve',
  reply: 'hint',
  kind: 'hint',
  first: '1970-01-01',
  last: '9999-12-31',
};

/** The placeholders of a sentence. */
const placeholders = (sentence: string): string[] => [...sentence.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);

/** The error of each sentence of the solver, with every placeholder filled. */
const SENTENCES: readonly (readonly [string, Problem])[] = Object.values(TABLES).flatMap((table) => {
  const make = problemMaker(table as Record<string, string>);
  return Object.entries(table).map(([key, sentence]) => {
    const values = Object.fromEntries(placeholders(sentence).map((name) => [name, SAMPLE_VALUES[name] ?? 42]));
    return [key, make('bad-options', key, values)] as const;
  });
});

/** Names in code that the messages of every language write as code writes them. */
const NAMES = [
  '@russian-solitaire/engine',
  'AbortSignal',
  'Date',
  'YYYY-MM-DD',
  'Position',
  'Uint32Array',
  'Worker',
  'budget',
  'timeLimitMs',
  'signal',
  'onProgress',
  'progressInterval',
  'tableBits',
  'maxDepth',
  'sliceNodes',
  'sliceMs',
  'rule',
  'strategy',
  'samples',
  'sampleBudget',
  'seed',
  'path',
  'visibleKey',
  'Game.pathSinceTurn',
  'solveBudget',
  'random',
  'seeds',
  'maxDraws',
  'maxCandidates',
  'null',
  'C',
  'R',
  'gameCode',
  'moves',
  'options',
  '{ card, to }',
  '{ gameCode, moves }',
  '2^48',
  '2^32',
  '26^7',
];

/** An error and every error it comes of. */
function chain(error: Problem): Problem[] {
  const all: Problem[] = [];
  for (let e: unknown = error; e !== undefined; e = (e as Problem).cause) all.push(e as Problem);
  return all;
}
const valuesOf = (error: Problem): string[] => chain(error).flatMap((e) => Object.values(e.values ?? {}).map(String));

/** The error of a refused result. */
function refused<E>(result: { ok: true } | { ok: false; error: E }): E {
  if (result.ok) throw new Error('the result was not refused');
  return result.error;
}

describe('the errors of the solver in four languages', () => {
  it("the languages have the dealer's messages and the solver's sentences, with the same placeholders", () => {
    for (const language of LANGUAGES) expect(compareTexts(en, MESSAGES[language]), language).toEqual([]);
    expect(dealerRu.keys.every((key) => MESSAGES.ru.keys.includes(key))).toBe(true);
    const keys = Object.values(TABLES).flatMap((table) => Object.keys(table));
    expect(keys.filter((key) => !(en.keys as readonly string[]).includes(key))).toEqual([]);
  });

  it('every sentence of every table, in Russian, Ukrainian and Turkish: no English, no placeholder left', () => {
    let checked = 0;
    for (const language of LANGUAGES.filter((l) => l !== 'en')) {
      for (const [key, e] of SENTENCES) {
        expect(errorMessage(e), key).toBe(e.message);
        const text = errorMessage(e, MESSAGES[language]);
        expect(text, `${language}: ${key}`).not.toBe(e.message);
        expect(englishWords(text, [...valuesOf(e), ...NAMES]), `${language}: ${key}: ${text}`).toEqual([]);
        checked++;
      }
    }
    expect(checked).toBe(3 * SENTENCES.length);
    expect(SENTENCES.length).toBeGreaterThan(80);
  });

  it('real errors of the solver, with the causes of the dealer and the engine, in every language', () => {
    const save = { ...unwrap(gameOfCode('RU1-C-AAAAAAA')).save(), gameCode: 'RU1-C-AAAAABB' };
    const errors: Problem[] = [
      refused(solve(null as never)),
      refused(solve(unwrap(gameOfCode('RU1-C-AAAAAAA')), { budget: -1 })),
      refused(dayNumber('2026-02-30')),
      refused(dateOfDay(-1)),
      refused(dailyDeal('2026-12-24', { maxCandidates: 0 })),
      refused(randomWinnableCode({ seeds: [0, 1], maxDraws: 2, budget: 100 })),
      refused(reviewGame(save)),
      refused(reviewGame({ gameCode: 'RU1-X-AAAAAAA', moves: [] })),
    ];
    let checked = 0;
    for (const e of errors) {
      expect(errorMessage(e, en)).toBe(e.message);
      for (const language of LANGUAGES.filter((l) => l !== 'en')) {
        const text = errorMessage(e, MESSAGES[language]);
        expect(text, `${language}: ${e.message}`).not.toBe(e.message);
        expect(englishWords(text, [...valuesOf(e), ...NAMES]), `${language}: ${text}`).toEqual([]);
        checked++;
      }
    }
    expect(checked).toBe(3 * errors.length);
  });
});
