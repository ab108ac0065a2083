import {
  COLUMN_COUNT,
  DECK_SIZE,
  Game,
  ManualClock,
  type Position,
  UNLIMITED_OPTIONS,
  classic,
  makeCard,
  openingPosition,
  relaxed,
} from '@russian-solitaire/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_SEED, formatCode } from './code.js';
import { deckOfCode, gameOfCode, openingPositionOfCode, readCode } from './deal.js';
import { deckOfSeed } from './shuffle.js';

/** Renders a position in the format of the SPEC test vectors: `  1: 8C`, face-down cards in parentheses. */
function renderDeal(position: Position): string {
  const lines: string[] = [];
  for (let c = 0; c < COLUMN_COUNT; c++) {
    const cards = position
      .column(c as 0)
      .map((card, i) => (i < position.faceDown[c]! ? `(${makeCard(card)})` : makeCard(card)));
    lines.push(`  ${c + 1}: ${cards.join(' ')}`);
  }
  return lines.join('\n');
}

function dealText(code: string): string {
  const position = openingPositionOfCode(code);
  if (!position.ok) throw new Error(position.error.message);
  return `${code}\n${renderDeal(position.value)}`;
}

// Copied verbatim from SPEC.md §3, "Test vectors".
const SPEC_VECTORS = `RU1-C-AAAAAAA
  1: 8C
  2: (JD) 9S 2C 2H QH 6C
  3: (TS) (3H) AS JS 7S 9D 8S
  4: (QC) (KD) (5D) 2S 3D 5S AD 6S
  5: (4C) (TH) (5H) (8D) 8H AH QD TC QS
  6: (JH) (3C) (4H) (2D) (9H) 3S KH AC 7C 9C
  7: (7H) (JC) (6D) (KC) (4S) (7D) 5C 6H 4D KS TD
RU1-C-AAAAABB
  1: 5S
  2: (6S) 4H 7S TD JC 8D
  3: (9C) (7C) 8H 6H 7H AC QD
  4: (7D) (2S) (4S) TS 4D 6C KD 2C
  5: (KC) (5H) (KH) (3S) 3C 6D AH 9S 2D
  6: (9D) (3H) (AD) (TC) (5C) AS QC 3D 2H 5D
  7: (QH) (4C) (9H) (QS) (JD) (TH) 8C KS JH 8S JS`;

const seedArb = fc.oneof(
  fc.bigInt({ min: 0n, max: BigInt(MAX_SEED) }).map(Number),
  fc.constantFrom(0, 27, 2 ** 32 - 1, 2 ** 32, MAX_SEED),
);
const codeArb = fc
  .tuple(fc.constantFrom('C' as const, 'R' as const), seedArb)
  .map(([rule, seed]) => (formatCode({ rule, seed }) as { value: string }).value);

describe('openingPositionOfCode', () => {
  it('deals the two SPEC test vectors exactly', () => {
    expect(`${dealText('RU1-C-AAAAAAA')}\n${dealText('RU1-C-AAAAABB')}`).toBe(SPEC_VECTORS);
  });

  it('every deal holds the 52 cards once, 21 face down and 31 face up, in columns of 1, 6, …, 11', () => {
    fc.assert(
      fc.property(codeArb, (code) => {
        const position = openingPositionOfCode(code);
        if (!position.ok) throw new Error(position.error.message);
        const p = position.value;
        const all = Array.from({ length: COLUMN_COUNT }, (_, c) => p.column(c as 0)).flat();
        expect(new Set(all).size).toBe(DECK_SIZE);
        expect(all.every((card) => Number.isInteger(card) && card >= 0 && card < DECK_SIZE)).toBe(true);
        expect(Array.from(p.length)).toEqual([1, 6, 7, 8, 9, 10, 11]);
        expect(Array.from(p.faceDown)).toEqual([0, 1, 2, 3, 4, 5, 6]);
        expect(p.faceDownCount).toBe(21);
        expect(all.filter((card) => p.isFaceUp(card))).toHaveLength(31);
        expect(p.home).toBe(0);
      }),
      { numRuns: 1000 },
    );
  });

  it('the rule letter never changes the cards, only the rule set', () => {
    fc.assert(
      fc.property(seedArb, (seed) => {
        const c = openingPositionOfCode({ rule: 'C', seed });
        const r = openingPositionOfCode({ rule: 'R', seed });
        if (!c.ok || !r.ok) throw new Error('refused a valid code');
        expect(c.value.ruleSet).toBe(classic);
        expect(r.value.ruleSet).toBe(relaxed);
        expect(r.value.cards).toEqual(c.value.cards);
        expect(r.value.faceDown).toEqual(c.value.faceDown);
        expect(r.value.length).toEqual(c.value.length);
        expect(deckOfCode({ rule: 'R', seed })).toEqual(deckOfCode({ rule: 'C', seed }));
      }),
      { numRuns: 500 },
    );
  });

  it('is the engine opening position of the deck order of the seed', () => {
    fc.assert(
      fc.property(codeArb, (code) => {
        const parsed = readCode(code);
        if (!parsed.ok) throw new Error(parsed.error.message);
        const expected = openingPosition(
          (deckOfSeed(parsed.value.seed) as { value: number[] }).value,
          parsed.value.ruleSet,
        );
        const got = openingPositionOfCode(code);
        if (!expected.ok || !got.ok) throw new Error('refused');
        expect(got.value.equals(expected.value)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('takes house options, in part or in full, and refuses bad ones with the engine error', () => {
    const unlimited = openingPositionOfCode('RU1-C-AAAAABB', UNLIMITED_OPTIONS);
    expect(unlimited.ok && unlimited.value.options).toEqual(UNLIMITED_OPTIONS);
    const partial = openingPositionOfCode('RU1-C-AAAAABB', { groupLimit: 5 });
    expect(partial.ok && partial.value.groupLimit).toBe(5);
    const defaults = openingPositionOfCode('RU1-C-AAAAABB');
    expect(defaults.ok && defaults.value.options).toEqual({ groupLimit: 20, takeBack: true, undoDepth: 100 });
    expect(openingPositionOfCode('RU1-C-AAAAABB', { groupLimit: 0 })).toMatchObject({
      ok: false,
      error: { code: 'bad-options' },
    });
    expect(openingPositionOfCode('RU1-C-AAAAABB', { colour: 'red' } as never)).toMatchObject({
      ok: false,
      error: { code: 'bad-options' },
    });
  });

  it('refuses bad codes with the code error, whether text or parts', () => {
    expect(openingPositionOfCode('RU1-C-AAAA1AA')).toMatchObject({
      ok: false,
      error: { code: 'bad-character', index: 10 },
    });
    expect(openingPositionOfCode('RU2-C-AAAAAAA')).toMatchObject({ ok: false, error: { code: 'unsupported-version' } });
    expect(openingPositionOfCode({ rule: 'C', seed: MAX_SEED + 1 })).toMatchObject({
      ok: false,
      error: { code: 'bad-seed' },
    });
    expect(openingPositionOfCode({ rule: 'Y' as never, seed: 0 })).toMatchObject({
      ok: false,
      error: { code: 'unknown-rule' },
    });
    expect(openingPositionOfCode(null as never)).toMatchObject({ ok: false, error: { code: 'not-a-code' } });
    expect(openingPositionOfCode(42 as never)).toMatchObject({ ok: false, error: { code: 'not-a-code' } });
    expect(deckOfCode('')).toMatchObject({ ok: false, error: { code: 'empty' } });
  });
});

describe('deckOfCode', () => {
  it('is the deck order of the seed, for text and parts alike', () => {
    expect(deckOfCode(' ru1-r-aaaaabb ')).toEqual(deckOfSeed(27));
    expect(deckOfCode({ rule: 'C', seed: 27 })).toEqual(deckOfSeed(27));
  });
});

describe('gameOfCode', () => {
  it('makes an engine game from the opening position, keeping the code in upper case', () => {
    const game = gameOfCode(' ru1-c-aaaaabb ');
    if (!game.ok) throw new Error(game.error.message);
    expect(game.value).toBeInstanceOf(Game);
    expect(game.value.gameCode).toBe('RU1-C-AAAAABB');
    expect(game.value.position.equals((openingPositionOfCode('RU1-C-AAAAABB') as { value: Position }).value)).toBe(
      true,
    );
    expect([game.value.score, game.value.moveCount]).toEqual([0, 0]);
    expect(game.value.ruleSet).toBe(classic);
  });

  it('passes the house options and the clock to the game', () => {
    const clock = new ManualClock(1000);
    const game = gameOfCode({ rule: 'R', seed: 0 }, { options: { takeBack: false }, clock });
    if (!game.ok) throw new Error(game.error.message);
    expect(game.value.gameCode).toBe('RU1-R-AAAAAAA');
    expect(game.value.options.takeBack).toBe(false);
    expect(game.value.ruleSet).toBe(relaxed);
    const move = game.value.legalMoves()[0];
    if (!move) throw new Error('RU1-R-AAAAAAA has a legal first move');
    expect(game.value.play(move).ok).toBe(true);
    clock.advance(2500);
    expect(game.value.elapsedMs).toBe(2500);
  });

  it('refuses bad codes and bad options', () => {
    expect(gameOfCode('RU1-Q-AAAAAAA')).toMatchObject({ ok: false, error: { code: 'unknown-rule' } });
    expect(gameOfCode('RU1-C-AAAAAAA', { options: { undoDepth: -1 } })).toMatchObject({
      ok: false,
      error: { code: 'bad-options' },
    });
  });
});
