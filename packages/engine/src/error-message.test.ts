import { describe, expect, it } from 'vitest';
import { englishWords } from '../../../testing/translations.js';
import { errorMessage } from './error-message.js';
import { ENGINE_ERRORS_RU } from './errors-ru.js';
import { Game } from './game.js';
import { LANGUAGES } from './language.js';
import { openingPosition } from './layout.js';
import { MESSAGES } from './messages-all.js';
import { en } from './messages-en.js';
import { parseColumn, parseMove, parsePlacedMove, parsePosition } from './notation.js';
import { parseOptions } from './options.js';
import { Position } from './position.js';
import type { Problem } from './problem.js';
import { parseCard, parseShownCard } from './card.js';
import { type Result, err } from './result.js';
import { resumeGame } from './resume.js';
import { classic } from './presets.js';
import { defineRuleSet } from './rule-set-spec.js';
import * as entry from './index.js';
import { MAX_SAVE_LENGTH, MAX_UNDO_DEPTH, type SavedGame } from './index.js';
import { TEST_CODE, TEST_DECK, playedGame, testStartOf } from './testing/saves.js';
import { unwrap } from './unwrap.js';

/** The error of a refused result. */
function refused<E>(result: Result<unknown, E>): E {
  if (result.ok) throw new Error('the result was not refused');
  return result.error;
}

const deal = (): Position => unwrap(openingPosition([...TEST_DECK]));
const setup = () => deal().toSetup();
const save = (): SavedGame => playedGame(12).save();
const custom = (): SavedGame => ({ ...save(), gameCode: null });
const OPENING = deal().toJSON();
/** The opening's text with one field replaced. */
const withField = (i: number, text: string): string =>
  OPENING.split('|')
    .map((f, j) => (j === i ? ` ${text} ` : f))
    .join('|');
/** A spec of a rule set of one's own, and layouts for it. */
const SPEC = { id: 'mine', name: 'Mine', suit: 'other-suit', direction: 'down' } as const;
const EIGHT = [6, 6, 6, 6, 7, 7, 7, 7];
const LAYOUT = (cards: number[], faceDown = cards.map(() => 0)) => ({ cards, faceDown });
const getter = Object.defineProperty({}, 'groupLimit', { get: () => 3, enumerable: true });
const revoked = Proxy.revocable({}, {});
revoked.revoke();

/**
 * One real error of the engine for each sentence it writes, made by the function that refuses the
 * input: what the walk over codes and keys below needs.
 */
const SAMPLES: readonly (readonly [string, () => Problem])[] = [
  ['options, not an object', () => refused(parseOptions(5))],
  ['options, a list', () => refused(parseOptions([]))],
  ['options, a Map', () => refused(parseOptions(new Map()))],
  ['options, a getter', () => refused(parseOptions(getter))],
  ['options, a revoked Proxy', () => refused(parseOptions(revoked.proxy))],
  ['options, an unknown key', () => refused(parseOptions({ speed: 1 }))],
  ['options, groupLimit 0', () => refused(parseOptions({ groupLimit: 0 }))],
  ['options, takeBack "yes"', () => refused(parseOptions({ takeBack: 'yes' }))],
  ['options, undoDepth -1', () => refused(parseOptions({ undoDepth: -1 }))],
  ['card, a number', () => refused(parseCard(5 as never))],
  ['card, empty', () => refused(parseCard(' '))],
  ['card, ZZ', () => refused(parseCard('ZZ'))],
  ['shown card, Z♠', () => refused(parseShownCard('Z♠'))],
  ['move, a number', () => refused(parseMove(5 as never))],
  ['move, empty', () => refused(parseMove(''))],
  ['move, too long', () => refused(parseMove('8H-5'.repeat(5)))],
  ['move, no dash', () => refused(parseMove('8H5'))],
  ['move, column 11', () => refused(parseMove('8H-11'))],
  ['placed move, no source', () => refused(parsePlacedMove('8H-5'))],
  ['placed move, source X', () => refused(parsePlacedMove('X:8H-5'))],
  ['placed move, foundation to foundation', () => refused(parsePlacedMove('F:8H-F'))],
  ['placed move, same column', () => refused(parsePlacedMove('5:8H-5'))],
  ['column, a number', () => refused(parseColumn(5 as never))],
  ['column, too long', () => refused(parseColumn('8H '.repeat(2000)))],
  ['column, face down above face up', () => refused(parseColumn('8H (9H)'))],
  ['position, a number', () => refused(parsePosition(5 as never))],
  ['position, rule sets not an object', () => refused(parsePosition(OPENING, 5 as never))],
  ['position, too long', () => refused(parsePosition('-'.repeat(5000)))],
  ['position, empty', () => refused(parsePosition('  '))],
  ['position, two fields', () => refused(parsePosition('classic | F: - - - -'))],
  ['position, rule set klondike', () => refused(parsePosition(withField(0, 'klondike')))],
  ['position, no foundations label', () => refused(parsePosition(withField(1, 'X: - - - -')))],
  ['position, three foundations', () => refused(parsePosition(withField(1, 'F: - - -')))],
  ['position, a foundation ZZ', () => refused(parsePosition(withField(1, 'F: ZZ - - -')))],
  ['position, AH on the spades', () => refused(parsePosition(withField(1, 'F: AH - - -')))],
  ['position, a column labelled 9', () => refused(parsePosition(withField(2, '9: 8C')))],
  ['position, a column with ZZ', () => refused(parsePosition(withField(2, '1: ZZ')))],
  ['setup, a number', () => refused(Position.fromSetup(5 as never))],
  ['setup, rule set 5', () => refused(Position.fromSetup({ ...setup(), ruleSet: 5 as never }))],
  [
    'setup, a rule set of suit red',
    () => refused(Position.fromSetup({ ...setup(), ruleSet: { ...classic, id: 'mine', suit: 'red' as never } })),
  ],
  ['deck, a rule set of no layout', () => refused(openingPosition([...TEST_DECK], { ...classic, layout: 5 as never }))],
  ['rule set, a number', () => refused(defineRuleSet(5 as never))],
  ['rule set, a field stock', () => refused(defineRuleSet({ ...SPEC, stock: 1 } as never))],
  ['rule set, id Classic', () => refused(defineRuleSet({ ...SPEC, id: 'Classic' }))],
  ['rule set, name empty', () => refused(defineRuleSet({ ...SPEC, name: '' }))],
  ['rule set, suit red', () => refused(defineRuleSet({ ...SPEC, suit: 'red' as never }))],
  ['rule set, classic renamed', () => refused(defineRuleSet({ ...classic, name: 'Mine' }))],
  ['rule set, layout 5', () => refused(defineRuleSet({ ...SPEC, layout: 5 as never }))],
  ['rule set, layout of 3 columns', () => refused(defineRuleSet({ ...SPEC, layout: LAYOUT([20, 20, 12], [0, 0, 0]) }))],
  [
    'rule set, layout faceDown short',
    () => refused(defineRuleSet({ ...SPEC, layout: LAYOUT(EIGHT, [0, 1, 2, 3, 4]) })),
  ],
  ['rule set, layout column of 0', () => refused(defineRuleSet({ ...SPEC, layout: LAYOUT([0, ...EIGHT.slice(1)]) }))],
  [
    'rule set, layout all face down',
    () => refused(defineRuleSet({ ...SPEC, layout: LAYOUT(EIGHT, [6, 0, 0, 0, 0, 0, 0, 0]) })),
  ],
  ['rule set, layout of 51 cards', () => refused(defineRuleSet({ ...SPEC, layout: LAYOUT([5, ...EIGHT.slice(1)]) }))],
  ['position, rule set text "x y"', () => refused(parsePosition(withField(0, 'mine "y')))],
  ['position, rule set name not JSON', () => refused(parsePosition(withField(0, 'mine "\\q" same down king 52/0')))],
  ['position, rule set column 8-3', () => refused(parsePosition(withField(0, 'mine "Mine" same down king 8-3')))],
  [
    'position, rule set of 52 in one column',
    () => refused(parsePosition(withField(0, 'mine "Mine" same down king 52/0'))),
  ],
  ['position, listed rule set 5', () => refused(parsePosition(withField(0, 'mine'), { mine: 5 as never }))],
  ['position, listed rule set of another id', () => refused(parsePosition(withField(0, 'mine'), { mine: classic }))],
  [
    'position, a whole rule set of other rules than the one given',
    () => {
      const mine = defineRuleSet(SPEC);
      const text = withField(0, 'mine "Mine" same down king 1/0 6/1 7/2 8/3 9/4 10/5 11/6');
      return refused(parsePosition(text, mine.ok ? { mine: mine.value } : {}));
    },
  ],
  ['setup, bad options', () => refused(Position.fromSetup(setup(), { groupLimit: 99 }))],
  ['setup, six columns', () => refused(Position.fromSetup({ ...setup(), columns: setup().columns.slice(1) }))],
  ['setup, three foundations', () => refused(Position.fromSetup({ ...setup(), foundations: [0, 0, 0] }))],
  ['setup, a foundation of 14', () => refused(Position.fromSetup({ ...setup(), foundations: [14, 0, 0, 0] }))],
  [
    'setup, a column 5',
    () => refused(Position.fromSetup({ ...setup(), columns: [5 as never, ...setup().columns.slice(1)] })),
  ],
  [
    'setup, face down on top',
    () =>
      refused(
        Position.fromSetup({ ...setup(), columns: [{ faceDown: [0], faceUp: [] }, ...setup().columns.slice(1)] }),
      ),
  ],
  [
    'setup, 99 in a column',
    () =>
      refused(
        Position.fromSetup({ ...setup(), columns: [{ faceDown: [], faceUp: [99] }, ...setup().columns.slice(1)] }),
      ),
  ],
  [
    'setup, a card twice',
    () => {
      const s = setup();
      const again = s.columns[6]!.faceUp[0]!;
      return refused(Position.fromSetup({ ...s, columns: [{ faceDown: [], faceUp: [again] }, ...s.columns.slice(1)] }));
    },
  ],
  [
    'setup, a card missing',
    () =>
      refused(Position.fromSetup({ ...setup(), columns: [{ faceDown: [], faceUp: [] }, ...setup().columns.slice(1)] })),
  ],
  ['deck, a number', () => refused(openingPosition(5 as never))],
  ['deck, two cards', () => refused(openingPosition([0, 1]))],
  ['game, not a position', () => refused(Game.create(5 as never))],
  ['game, init 5', () => refused(Game.create(deal(), 5 as never))],
  ['game, init speed', () => refused(Game.create(deal(), { speed: 1 } as never))],
  ['game, clock 5', () => refused(Game.create(deal(), { clock: 5 as never }))],
  ['game, code empty', () => refused(Game.create(deal(), { gameCode: '' }))],
  ['game, undo', () => refused(Game.fromPosition(deal()).undo())],
  ['game, redo', () => refused(Game.fromPosition(deal()).redo())],
  ['save, too long', () => refused(resumeGame(' '.repeat(MAX_SAVE_LENGTH + 1)))],
  ['save, not JSON', () => refused(resumeGame('{'))],
  ['save, a number', () => refused(resumeGame(5))],
  ['save, another format', () => refused(resumeGame({ ...save(), format: 'chess' }))],
  ['save, version 3', () => refused(resumeGame({ ...save(), version: 3 }))],
  ['save, a field too many', () => refused(resumeGame({ ...save(), extra: 1 }))],
  ['save, code empty', () => refused(resumeGame({ ...save(), gameCode: '' }))],
  ['save, bad options', () => refused(resumeGame({ ...save(), options: { groupLimit: 0 } }))],
  ['save, start 5', () => refused(resumeGame({ ...save(), start: 5 }))],
  ['save, start not a position', () => refused(resumeGame({ ...save(), start: 'classic' }))],
  ['save, start written otherwise', () => refused(resumeGame({ ...save(), start: save().start.toLowerCase() }))],
  [
    'save, another rule set for the position',
    () => refused(resumeGame({ ...custom(), position: custom().position.replace('classic', 'relaxed') })),
  ],
  ['save, line 5', () => refused(resumeGame({ ...save(), line: 5 }))],
  ['save, redo too long', () => refused(resumeGame({ ...save(), redo: new Array(MAX_UNDO_DEPTH + 1) }))],
  ['save, a move 5', () => refused(resumeGame({ ...save(), line: [5] }))],
  ['save, a move ZZ', () => refused(resumeGame({ ...save(), line: ['ZZ-5'] }))],
  ['save, a move in lower case', () => refused(resumeGame({ ...save(), line: [save().line[0]!.toLowerCase()] }))],
  ['save, score -1', () => refused(resumeGame({ ...save(), score: -1 }))],
  ['resume, init 5', () => refused(resumeGame(save(), 5 as never))],
  ['resume, init speed', () => refused(resumeGame(save(), { speed: 1 } as never))],
  ['resume, rule sets 5', () => refused(resumeGame(save(), { ruleSets: 5 as never }))],
  ['resume, startOf 5', () => refused(resumeGame(save(), { startOf: 5 as never }))],
  ['resume, clock 5', () => refused(resumeGame(save(), { clock: 5 as never }))],
  ['resume, no startOf', () => refused(resumeGame(save()))],
  ['resume, a code startOf refuses', () => refused(resumeGame(save(), { startOf: () => openingPosition([0, 1]) }))],
  [
    'resume, a startOf that throws',
    () =>
      refused(
        resumeGame(save(), {
          startOf: () => {
            throw new Error('no dealer here');
          },
        }),
      ),
  ],
  [
    'resume, another deal',
    () => refused(resumeGame(save(), { startOf: () => openingPosition([...TEST_DECK].reverse()) })),
  ],
  ['resume, undoable too many', () => refused(resumeGame({ ...custom(), undoable: 99 }))],
  [
    'resume, past the undo depth',
    () => {
      const shallow = { ...custom(), options: { ...custom().options, undoDepth: 3 }, undoable: 2 };
      return refused(resumeGame({ ...shallow, redo: custom().line.slice(0, 2) }));
    },
  ],
  ['resume, move count', () => refused(resumeGame({ ...custom(), moveCount: 1 }))],
  ['resume, time without a move', () => refused(resumeGame({ ...unmoved(), elapsedMs: 5 }))],
  ['resume, an illegal move', () => refused(resumeGame({ ...custom(), line: ['KS-F', ...custom().line.slice(1)] }))],
  ['resume, an illegal redo', () => refused(resumeGame({ ...custom(), redo: ['KS-F'] }))],
  ['resume, score', () => refused(resumeGame({ ...custom(), score: custom().score + 5 }))],
  ['resume, position', () => refused(resumeGame({ ...custom(), position: custom().start }))],
];

/** A save with no move made. */
function unmoved(): SavedGame {
  return { ...Game.fromPosition(deal()).save(), gameCode: null };
}

/** An error and every error it comes of. */
function chain(error: Problem): Problem[] {
  const all: Problem[] = [];
  for (let e: unknown = error; e !== undefined; e = (e as Problem).cause) all.push(e as Problem);
  return all;
}

/** Names in code that the messages of every language write as code writes them. */
const NAMES = [
  'groupLimit',
  'takeBack',
  'undoDepth',
  'null',
  'true',
  'false',
  'faceDown',
  'faceUp',
  'cards',
  'defineRuleSet',
  'Position',
  'readPosition',
  'openingPosition',
  'now()',
  'clock',
  'code',
  'ruleSets',
  'startOfCode',
  'startOf',
  'dealer',
  'format',
  'JSON',
  'start',
  'position',
  'line',
  'redo',
  'undoable',
  'moveCount',
  'score',
  'elapsedMs',
];

/** What a message may repeat as it was given: the values of the error and of its causes. */
const valuesOf = (error: Problem): string[] => chain(error).flatMap((e) => Object.values(e.values ?? {}).map(String));

const made = SAMPLES.map(([name, make]) => [name, make()] as const);

describe('the errors of the engine in four languages', () => {
  it('a sample of every code of every error code list', () => {
    const codes = new Set(made.map(([, e]) => e.code));
    // Every list the entry exports, found by name, so that a new list is walked too.
    const lists = Object.entries(entry).filter(([name]) => name.endsWith('_ERROR_CODES'));
    expect(lists.map(([name]) => name).sort()).toEqual([
      'GAME_ERROR_CODES',
      'NOTATION_ERROR_CODES',
      'OPTIONS_ERROR_CODES',
      'POSITION_ERROR_CODES',
      'RULE_SET_ERROR_CODES',
      'SAVE_ERROR_CODES',
    ]);
    for (const [name, list] of lists)
      for (const code of list as readonly string[]) expect(codes.has(code), `${name}: ${code}`).toBe(true);
  });

  it('a sample of every sentence: each key of the tables is written by some error', () => {
    const keys = new Set(made.flatMap(([, e]) => chain(e).map((c) => c.key)));
    const sentences = Object.keys(ENGINE_ERRORS_RU).filter((key) => !key.startsWith('echo-'));
    expect(sentences.filter((key) => !keys.has(key))).toEqual([]);
    expect(keys.size).toBeGreaterThanOrEqual(sentences.length);
  });

  it('the English message is the English table filled in: one source of the words', () => {
    for (const [name, e] of made) {
      expect(errorMessage(e), name).toBe(e.message);
      expect(errorMessage(e, en), name).toBe(e.message);
      expect(e.message, name).toMatch(/^[^a-z].*[.)]$/s);
    }
  });

  it('the check for English finds the English words of a half-translated message, not the code it names', () => {
    const half = 'Сохранённая игра не читается (bad-field): code must be null or a game code of {max} characters.';
    expect(englishWords(half, ['null', 'bad-field'])).toEqual([
      'an unfilled placeholder in "Сохранённая игра не читается (bad-field): code must be null or a game code of {max} characters."',
      'code',
      'must',
      'be',
      'or',
      'game',
      'code',
      'of',
      'characters',
    ]);
    expect(englishWords('Kayıtlı oyunun kodu (code) null olmalı.', ['code', 'null'])).toEqual([]);
  });

  it('every error in Russian, Ukrainian and Turkish: its own words, sentences, no English and no placeholder left', () => {
    let checked = 0;
    for (const language of LANGUAGES.filter((l) => l !== 'en')) {
      for (const [name, e] of made) {
        const text = errorMessage(e, MESSAGES[language]);
        expect(text, `${language}: ${name}`).not.toBe(e.message);
        expect(englishWords(text, [...valuesOf(e), ...NAMES]), `${language}: ${name}: ${text}`).toEqual([]);
        expect(text, `${language}: ${name}`).toMatch(/[.)»"]$/);
        checked++;
      }
    }
    expect(checked).toBe(3 * SAMPLES.length);
  });

  it("a cause's message follows, in the same language: a save's position that does not read says why", () => {
    const e = refused(resumeGame({ ...save(), start: withField(2, '1: ZZ') }));
    expect(e.code).toBe('bad-position');
    expect(e.cause?.code).toBe('bad-card');
    expect(e.message).toBe(
      'The save\'s start position does not read. Column 1 does not read. "ZZ" is not a card: write its rank and then its suit, like TS or AH.',
    );
    expect(errorMessage(e, MESSAGES.ru)).toBe(
      'Позиция start сохранённой игры не читается. Колонка 1 не читается. "ZZ" — не карта: напишите достоинство, а затем масть, например TS или AH.',
    );
  });

  it("an illegal move in a save has the move's refusal as its cause, written in the same language", () => {
    const e = refused(resumeGame({ ...custom(), line: ['KS-F', ...custom().line.slice(1)] }));
    expect(e.cause).toMatchObject({ code: 'card-face-down', move: { to: 'foundation' } });
    expect(errorMessage(e, MESSAGES.tr)).toBe(
      `Kayıtlı oyunun 1. hamlesi, KS-F, orada yapılamaz. ${errorMessage(e.cause!, MESSAGES.tr)}`,
    );
    expect(errorMessage(e.cause!, MESSAGES.tr)).toMatch(/kapalı/);
  });

  it("echoInput's own words are said in the language: a list, an object, a shortened text", () => {
    const list = refused(parseOptions({ takeBack: [1] }));
    expect(list.message).toMatch(/not a list\.$/);
    expect(errorMessage(list, MESSAGES.ru)).toMatch(/а не список\.$/);
    expect(errorMessage(list, MESSAGES.tr)).toMatch(/bir liste değil\.$/);
    const long = refused(parseOptions({ [`k${'x'.repeat(100)}`]: 1 }));
    expect(long.message).toContain('(101 characters)');
    expect(errorMessage(long, MESSAGES.uk)).toContain('(довжина 101)');
  });

  it('writes an error again after a JSON round trip (a worker message, a log file)', () => {
    for (const [name, e] of made) {
      const copy = JSON.parse(JSON.stringify(e)) as Problem;
      for (const language of LANGUAGES)
        expect(errorMessage(copy, MESSAGES[language]), name).toBe(errorMessage(e, MESSAGES[language]));
    }
  });

  it("keeps the English message of an error whose key the language does not know (a newer package's)", () => {
    const newer: Problem = { code: 'bad-thing', message: 'A thing is bad.', key: 'thing-bad', values: {} };
    expect(errorMessage(newer, MESSAGES.ru)).toBe('A thing is bad.');
  });

  it('writes refusals as before, and refuses what is no error with a TypeError', () => {
    const refusal = refused(Game.fromPosition(deal()).play({ card: 99, to: 0 }));
    expect(errorMessage(refusal, MESSAGES.ru)).toBe('Такой карты нет: 99.');
    expect(errorMessage({ code: 'no-such-card', move: { card: 99, to: 0 } })).toBe('There is no such card: 99.');
    for (const junk of [null, 5, {}, { code: 5 }, { code: 'bogus' }, err(1)])
      expect(() => errorMessage(junk as never, MESSAGES.ru), JSON.stringify(junk)).toThrow(TypeError);
    expect(() => errorMessage(refused(parseCard('ZZ')), 'ru' as never)).toThrow(TypeError);
  });
});

describe('test code', () => {
  it('is dealt by the test startOf', () => {
    expect(unwrap(testStartOf(TEST_CODE, deal().options)).equals(deal())).toBe(true);
  });
});
