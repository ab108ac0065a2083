import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Card, orderedDeck } from './card.js';
import { COLUMN_SIZES, FACE_DOWN_SIZES, layoutDeck, openingPosition } from './layout.js';
import { makePosition, readPosition } from './notation.js';
import { DEFAULT_OPTIONS, UNLIMITED_OPTIONS } from './options.js';
import { POSITION_ERROR_CODES } from './position.js';
import { unwrap } from './unwrap.js';
import { alaska, classic, geoffrey, odessa, queensland, relaxed, yukon } from './presets.js';
import { YUKON_LAYOUT } from './rules.js';
import type { Column } from './move.js';
import { SPEC_VECTOR_TEXTS, arbDeck, arbOpening } from './testing/arbitraries.js';

/** The SPEC §3 shuffle (SplitMix64, Fisher–Yates from 51 down), written here as a test oracle. */
function ru1Deck(seed: bigint): Card[] {
  const MASK = (1n << 64n) - 1n;
  let state = seed;
  const draw = (): bigint => {
    state = (state + 0x9e3779b97f4a7c15n) & MASK;
    let z = state;
    z = ((z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n) & MASK;
    z = ((z ^ (z >> 27n)) * 0x94d049bb133111ebn) & MASK;
    return z ^ (z >> 31n);
  };
  const deck = orderedDeck();
  for (let i = 51; i >= 1; i--) {
    const j = Number(draw() % BigInt(i + 1));
    [deck[i], deck[j]] = [deck[j]!, deck[i]!];
  }
  return deck;
}

const SPEC_VECTORS = Object.fromEntries(
  Object.entries(SPEC_VECTOR_TEXTS).map(([code, text]) => [code, { seed: code === 'RU1-C-AAAAAAA' ? 0n : 27n, text }]),
);

describe('deal shape', () => {
  it('columns of 1, 6, 7, 8, 9, 10, 11 cards with 0..6 face down: 52 cards, 21 face down, 31 face up', () => {
    expect(COLUMN_SIZES).toEqual([1, 6, 7, 8, 9, 10, 11]);
    expect(FACE_DOWN_SIZES).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(COLUMN_SIZES.reduce((a, b) => a + b)).toBe(52);
    expect(FACE_DOWN_SIZES.reduce((a, b) => a + b)).toBe(21);
    expect(Object.isFrozen(COLUMN_SIZES) && Object.isFrozen(FACE_DOWN_SIZES)).toBe(true);
  });

  it('lays the ordered deck out in deal order: card 0 to column 1, then each column bottom first', () => {
    const setup = layoutDeck(orderedDeck());
    expect(setup.ruleSet).toBe(classic);
    expect(setup.foundations).toEqual([0, 0, 0, 0]);
    expect(setup.columns[0]).toEqual({ faceDown: [], faceUp: [0] });
    expect(setup.columns[1]).toEqual({ faceDown: [1], faceUp: [2, 3, 4, 5, 6] });
    expect(setup.columns[2]).toEqual({ faceDown: [7, 8], faceUp: [9, 10, 11, 12, 13] });
    expect(setup.columns[6]).toEqual({ faceDown: [41, 42, 43, 44, 45, 46], faceUp: [47, 48, 49, 50, 51] });
    expect(layoutDeck(orderedDeck(), yukon).ruleSet).toBe(yukon);
  });

  it.each(Object.entries(SPEC_VECTORS))(
    '%s: the SPEC shuffle laid out gives the SPEC test vector',
    (_code, { seed, text }) => {
      const deck = ru1Deck(seed);
      expect(makePosition(layoutDeck(deck))).toBe(text);
      const fromText = unwrap(readPosition(text));
      expect(fromText.equals(unwrap(openingPosition(deck)))).toBe(true);
      // the same seed deals the same cards under relaxed
      expect(makePosition(layoutDeck(deck, relaxed))).toBe(text.replace(/^classic/, 'relaxed'));
    },
  );
});

describe('openingPosition', () => {
  it('every random deck: columns in deal order, by the layout, tops face up, nothing on the foundations', () => {
    let yukonLayouts = 0;
    let cases = 0;
    fc.assert(
      fc.property(arbOpening(), ({ deck, ruleSet, options, position }) => {
        cases++;
        expect(position.ruleSet).toBe(ruleSet);
        expect(position.options).toEqual(options);
        expect(position.home).toBe(0);
        const { cards, faceDown } = ruleSet.layout;
        expect(position.columnCount).toBe(cards.length);
        expect(Array.from(position.length)).toEqual(cards);
        expect(Array.from(position.faceDown)).toEqual(faceDown);
        expect(position.faceDownCount).toBe(faceDown.reduce((a, b) => a + b, 0));
        if (ruleSet.layout === YUKON_LAYOUT) {
          yukonLayouts++;
          expect(Array.from(position.length)).toEqual(COLUMN_SIZES);
          expect(Array.from(position.faceDown)).toEqual(FACE_DOWN_SIZES);
          expect(position.faceDownCount).toBe(21);
        }
        const dealt = cards.flatMap((_, c) => position.column(c as Column));
        expect(dealt).toEqual(deck);
        for (let c = 0; c < cards.length; c++) expect(position.isFaceUp(position.top(c as Column)!)).toBe(true);
      }),
      { numRuns: 200 },
    );
    expect(cases).toBe(200);
    expect(yukonLayouts).toBeGreaterThan(0);
  });

  it('deals the presets of other layouts (PySolFC): Odessa, Geoffrey, Queensland', () => {
    const deck = orderedDeck();
    expect(makePosition(unwrap(openingPosition(deck, odessa)))).toBe(
      'odessa | F: - - - - | 1: (AS) (2S) (3S) 4S 5S 6S | 2: (7S) (8S) (9S) TS JS QS KS AH | ' +
        '3: (2H) (3H) (4H) 5H 6H 7H 8H 9H | 4: (TH) (JH) (QH) KH AD 2D 3D 4D | 5: (5D) (6D) (7D) 8D 9D TD JD QD | ' +
        '6: (KD) (AC) (2C) 3C 4C 5C 6C 7C | 7: (8C) (9C) (TC) JC QC KC',
    );
    const eight = unwrap(openingPosition(deck, geoffrey));
    expect(eight.columnCount).toBe(8);
    expect(eight.faceDownCount).toBe(16);
    expect(makePosition(eight)).toMatch(/\| 8: \(\w\w\) \(\w\w\) \(\w\w\) \(\w\w\) QC KC$/);
    expect(Array.from(unwrap(openingPosition(deck, queensland)).length)).toEqual([5, 6, 7, 7, 8, 9, 10]);
  });

  it('does not keep a reference to the deck array', () => {
    const deck = orderedDeck();
    const p = unwrap(openingPosition(deck, alaska, UNLIMITED_OPTIONS));
    deck.reverse();
    expect(p.column(0)).toEqual([0]);
  });

  it.each<[string, unknown, string]>([
    ['too short', orderedDeck().slice(1), 'missing-card'],
    ['too long', [...orderedDeck(), 0], 'missing-card'],
    ['not an array', 'AS 2S', 'missing-card'],
    ['null', null, 'missing-card'],
    ['a duplicate', [...orderedDeck().slice(0, 51), 0], 'duplicate-card'],
    ['a non-card', [...orderedDeck().slice(0, 51), 52], 'not-a-card'],
    ['a string card', [...orderedDeck().slice(0, 51), '51'], 'not-a-card'],
  ])('refuses a deck with %s', (_what, deck, code) => {
    const result = openingPosition(deck as Card[]);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe(code);
      expect(result.error.message.length).toBeGreaterThan(0);
    }
  });

  it('refuses bad options with bad-options', () => {
    const result = openingPosition(orderedDeck(), classic, { groupLimit: 0 });
    expect(!result.ok && result.error.code).toBe('bad-options');
  });

  it('never throws on junk decks', () => {
    const seen = { refused: 0, accepted: 0 };
    fc.assert(
      fc.property(
        fc.oneof(
          fc.anything(),
          fc.array(fc.integer({ min: -1, max: 53 }), { minLength: 50, maxLength: 53 }),
          arbDeck(),
        ),
        (deck) => {
          const result = openingPosition(deck as Card[], classic, DEFAULT_OPTIONS);
          seen[result.ok ? 'accepted' : 'refused']++;
          if (!result.ok) expect(POSITION_ERROR_CODES).toContain(result.error.code);
          else expect(new Set(deck as Card[]).size).toBe(52);
        },
      ),
    );
    // junk decks are refused and the shuffled decks of the third arbitrary accepted: both branches ran
    expect(seen.refused + seen.accepted).toBe(100);
    expect(seen.refused).toBeGreaterThan(0);
    expect(seen.accepted).toBeGreaterThan(0);
  });
});
