import { LANGUAGES, type Problem, compareTexts, resumeGame } from '@russian-solitaire/engine';
import { ru as engineRu } from '@russian-solitaire/engine/messages/ru';
import { describe, expect, it, vi } from 'vitest';
import { englishWords } from '../../../testing/translations.js';
import {
  CODE_ERROR_CODES,
  formatCode,
  lettersToSeed,
  parseCodeParts,
  parseCode,
  randomCode,
  randomSeed,
  seedToLetters,
} from './code.js';
import { gameOfCode, randomGame, startOfCode } from './deal.js';
import { errorMessage } from './error-message.js';
import { CODE_ERRORS, DEAL_ERRORS, SEED_ERRORS } from './errors-en.js';
import { MESSAGES } from './messages-all.js';
import { en } from './messages-en.js';
import { deckOfSeed } from './shuffle.js';
import { SEED_ERROR_CODES, SplitMix64, splitMix64Outputs } from './splitmix64.js';

/** The error of a refused result. */
function refused<E>(result: { ok: true } | { ok: false; error: E }): E {
  if (result.ok) throw new Error('the result was not refused');
  return result.error;
}

const high = (out: Uint32Array): void => {
  out.fill(0xffffffff);
};

/** One real error of the dealer for each sentence it writes, made by the function that refuses the input. */
const SAMPLES: readonly (readonly [string, () => Problem])[] = [
  ['seedToLetters, -1', () => refused(seedToLetters(-1))],
  ['deckOfSeed, 1.5', () => refused(deckOfSeed(1.5))],
  ['lettersToSeed, a number', () => refused(lettersToSeed(5))],
  ['lettersToSeed, too long', () => refused(lettersToSeed('A'.repeat(300)))],
  ['lettersToSeed, empty', () => refused(lettersToSeed('  '))],
  ['lettersToSeed, a digit', () => refused(lettersToSeed('AAA1AAA'))],
  ['lettersToSeed, six letters', () => refused(lettersToSeed('AAAAAA'))],
  ['parseCodeParts, rule Q', () => refused(parseCodeParts({ rule: 'Q' as never, seed: 0 }))],
  ['parseCodeParts, a number', () => refused(parseCodeParts(5 as never))],
  ['parseCode, a number', () => refused(parseCode(5))],
  ['parseCode, too long', () => refused(parseCode('R'.repeat(300)))],
  ['parseCode, empty', () => refused(parseCode(' '))],
  ['parseCode, R', () => refused(parseCode('R'))],
  ['parseCode, XU1', () => refused(parseCode('XU1-C-AAAAAAA'))],
  ['parseCode, RU-', () => refused(parseCode('RU-C-AAAAAAA'))],
  ['parseCode, RU2', () => refused(parseCode('RU2-C-AAAAAAA'))],
  ['parseCode, RU1', () => refused(parseCode('RU1'))],
  ['parseCode, RU1_', () => refused(parseCode('RU1_C-AAAAAAA'))],
  ['parseCode, RU1-', () => refused(parseCode('RU1-'))],
  ['parseCode, rule X', () => refused(parseCode('RU1-X-AAAAAAA'))],
  ['parseCode, RU1-C', () => refused(parseCode('RU1-C'))],
  ['parseCode, RU1-C_', () => refused(parseCode('RU1-C_AAAAAAA'))],
  ['startOfCode, lower case', () => refused(startOfCode('ru1-c-aaaaabb', unwrapOptions()))],
  ['randomSeed, a source that is no function', () => refused(randomSeed(5 as never))],
  [
    'randomSeed, a platform without crypto',
    () => {
      vi.stubGlobal('crypto', undefined);
      try {
        return refused(randomSeed());
      } finally {
        vi.unstubAllGlobals();
      }
    },
  ],
  [
    'randomSeed, a source that throws',
    () =>
      refused(
        randomSeed(() => {
          throw new Error('no entropy');
        }),
      ),
  ],
  ['randomSeed, a source stuck high', () => refused(randomSeed(high))],
  ['randomCode, options 5', () => refused(randomCode(5 as never))],
  ['randomCode, an unknown option', () => refused(randomCode({ speed: 1 } as never))],
  ['randomCode, rule Q', () => refused(randomCode({ rule: 'Q' as never }))],
  ['SplitMix64.fromSeed, -1n', () => refused(SplitMix64.fromSeed(-1n))],
  ['SplitMix64.fromSeed, 1.5', () => refused(SplitMix64.fromSeed(1.5))],
  ['splitMix64Outputs, a count of -1', () => refused(splitMix64Outputs(0, -1))],
  ['gameOfCode, options 5', () => refused(gameOfCode('RU1-C-AAAAABB', 5 as never))],
  ['gameOfCode, an unknown option', () => refused(gameOfCode('RU1-C-AAAAABB', { speed: 1 } as never))],
  ['gameOfCode, a clock 5', () => refused(gameOfCode('RU1-C-AAAAABB', { clock: 5 as never }))],
  ['randomGame, options 5', () => refused(randomGame(5 as never))],
  ['randomGame, an unknown option', () => refused(randomGame({ speed: 1 } as never))],
];

function unwrapOptions() {
  return { groupLimit: 20, takeBack: true, undoDepth: 100 };
}

const made = SAMPLES.map(([name, make]) => [name, make()] as const);

/** An error and every error it comes of. */
function chain(error: Problem): Problem[] {
  const all: Problem[] = [];
  for (let e: unknown = error; e !== undefined; e = (e as Problem).cause) all.push(e as Problem);
  return all;
}

/** Names in code that the messages of every language write as code writes them. */
const NAMES = [
  'RU1-<rule>-<seed>',
  'globalThis.crypto.getRandomValues',
  'Uint32Array',
  'randomCode',
  'gameOfCode',
  'randomGame',
  'options',
  'clock',
  'rule',
  'random',
  'seed',
  'now()',
];
const valuesOf = (error: Problem): string[] => chain(error).flatMap((e) => Object.values(e.values ?? {}).map(String));

describe('the errors of the dealer in four languages', () => {
  it('a sample of every code of every error code list, and of every sentence', () => {
    const codes = new Set(made.flatMap(([, e]) => chain(e).map((c) => c.code)));
    for (const code of [...CODE_ERROR_CODES, ...SEED_ERROR_CODES]) expect(codes.has(code), code).toBe(true);
    const keys = new Set(made.flatMap(([, e]) => chain(e).map((c) => c.key)));
    const sentences = Object.keys({ ...CODE_ERRORS, ...SEED_ERRORS, ...DEAL_ERRORS });
    expect(sentences.filter((key) => !keys.has(key))).toEqual([]);
  });

  it("the languages have the engine's messages and the dealer's sentences, with the same placeholders", () => {
    for (const language of LANGUAGES) expect(compareTexts(en, MESSAGES[language]), language).toEqual([]);
    expect(engineRu.keys.every((key) => MESSAGES.ru.keys.includes(key))).toBe(true);
  });

  it('the English message is the English table filled in', () => {
    for (const [name, e] of made) {
      expect(errorMessage(e), name).toBe(e.message);
      expect(errorMessage(e, en), name).toBe(e.message);
    }
  });

  it('every error in Russian, Ukrainian and Turkish, with the causes of the engine: no English, no placeholder left', () => {
    let checked = 0;
    for (const language of LANGUAGES.filter((l) => l !== 'en')) {
      for (const [name, e] of made) {
        const text = errorMessage(e, MESSAGES[language]);
        expect(text, `${language}: ${name}`).not.toBe(e.message);
        expect(englishWords(text, [...valuesOf(e), ...NAMES]), `${language}: ${name}: ${text}`).toEqual([]);
        checked++;
      }
    }
    expect(checked).toBe(3 * SAMPLES.length);
  });

  it("a code error inside an engine error: a save's code that does not deal, in Russian", () => {
    const save = { ...unwrapGame().save(), gameCode: 'ru1-c-aaaaabb' };
    const e = refused(resumeGame(save, { startOf: startOfCode }));
    expect(e).toMatchObject({ code: 'bad-code', cause: { code: 'not-a-code', key: 'code-written' } });
    expect(errorMessage(e, MESSAGES.ru)).toBe(
      'Сохранённая игра называет "ru1-c-aaaaabb", а это не код игры. В сохранённой игре код пишется как RU1-C-AAAAABB.',
    );
  });

  it('keeps the index of a code error, and writes it in the language', () => {
    const e = refused(parseCode('RU1-C-AAÄAAAA'));
    expect(e).toMatchObject({ code: 'bad-character', index: 8 });
    expect(errorMessage(e, MESSAGES.tr)).toBe(
      '9. konumdaki "Ä" (U+00C4) A–Z arasında bir harf değil; dağıtım numarası 7 harftir (A–Z).',
    );
    expect(formatCode({ rule: 'C', seed: 0 })).toEqual({ ok: true, value: 'RU1-C-AAAAAAA' });
  });
});

function unwrapGame() {
  const game = gameOfCode('RU1-C-AAAAAAA');
  if (!game.ok) throw new Error(game.error.message);
  return game.value;
}
