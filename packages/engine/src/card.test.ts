import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DECK_SIZE,
  RANKS,
  RANK_COUNT,
  SUITS,
  SUIT_COUNT,
  SUIT_SYMBOLS,
  type Rank,
  type Suit,
  cardOf,
  CARD_FORMS,
  colourOf,
  isCard,
  isKing,
  isSuit,
  makeCard,
  orderedDeck,
  parseCard,
  parseShownCard,
  rankOf,
  suitOf,
} from './card.js';
import { NOTATION_ERROR_CODES } from './notation-error.js';
import { echoInput } from './echo.js';

const ALL_CARDS = orderedDeck();

describe('card indices', () => {
  it('follow suit × 13 + (rank − 1) with suits S H D C', () => {
    expect(SUITS).toEqual(['S', 'H', 'D', 'C']);
    expect(SUIT_SYMBOLS).toEqual(['♠', '♥', '♦', '♣']);
    expect(RANKS.join('')).toBe('A23456789TJQK');
    expect([DECK_SIZE, SUIT_COUNT, RANK_COUNT]).toEqual([52, 4, 13]);
    expect(cardOf(0, 1)).toBe(0); // A♠
    expect(cardOf(0, 13)).toBe(12); // K♠
    expect(cardOf(1, 1)).toBe(13); // A♥
    expect(cardOf(3, 13)).toBe(51); // K♣
    expect(cardOf(2, 10)).toBe(35); // 10♦
  });

  it('suitOf, rankOf and cardOf are inverse over the whole deck', () => {
    const seen = new Set<number>();
    for (let s = 0; s < 4; s++) {
      for (let r = 1; r <= 13; r++) {
        const card = cardOf(s as Suit, r as Rank);
        expect(suitOf(card)).toBe(s);
        expect(rankOf(card)).toBe(r);
        seen.add(card);
      }
    }
    expect([...seen].sort((a, b) => a - b)).toEqual(ALL_CARDS);
  });

  it('orderedDeck is 0..51 and a fresh array each time', () => {
    expect(ALL_CARDS).toEqual(Array.from({ length: 52 }, (_, i) => i));
    const a = orderedDeck();
    a[0] = 51;
    expect(orderedDeck()[0]).toBe(0);
  });

  it('colourOf: spades and clubs black, hearts and diamonds red', () => {
    for (const card of ALL_CARDS) {
      expect(colourOf(card)).toBe(suitOf(card) === 1 || suitOf(card) === 2 ? 'red' : 'black');
    }
    expect(colourOf(cardOf(0, 5))).toBe('black');
    expect(colourOf(cardOf(1, 5))).toBe('red');
    expect(colourOf(cardOf(2, 5))).toBe('red');
    expect(colourOf(cardOf(3, 5))).toBe('black');
  });

  it('isKing holds for exactly the four kings', () => {
    expect(ALL_CARDS.filter(isKing)).toEqual([12, 25, 38, 51]);
  });

  it('suitOf, rankOf, colourOf and isKing throw a TypeError for what is not a card (suitOf(99) has no suit)', () => {
    const junk: unknown[] = [-1, 52, 99, 1.5, Number.NaN, Infinity, '3', null, undefined, {}, 3n, 2 ** 32 + 5];
    let checked = 0;
    for (const value of junk) {
      for (const f of [suitOf, rankOf, colourOf, isKing]) {
        expect(() => f(value as number), `${f.name}(${String(value)})`).toThrow(
          new TypeError(`${echoInput(value)} is not a card (an integer from 0 to 51)`),
        );
        checked++;
      }
    }
    expect(checked).toBe(junk.length * 4);
  });

  it('cardOf throws a TypeError for what is not a suit and a rank', () => {
    for (const [suit, rank] of [
      [4, 1],
      [-1, 1],
      [0, 0],
      [0, 14],
      [0, 1.5],
      [null, 1],
      [0, '1'],
    ] as const)
      expect(() => cardOf(suit as Suit, rank as Rank)).toThrow(TypeError);
  });

  it('isCard accepts only integers 0..51', () => {
    for (const card of ALL_CARDS) expect(isCard(card)).toBe(true);
    for (const junk of [-1, 52, 1.5, Number.NaN, Infinity, '3', null, undefined, {}, [], 3n])
      expect(isCard(junk)).toBe(false);
  });
});

describe('isSuit', () => {
  it('accepts exactly the four suit indices', () => {
    expect([0, 1, 2, 3].every(isSuit)).toBe(true);
    for (const bad of [-1, 4, 1.5, '1', null, undefined, NaN]) expect(isSuit(bad)).toBe(false);
  });
});

describe('card names', () => {
  it("makeCard(card, 'shown') writes the rank then the suit symbol, 10 in full, and parseShownCard reads it back", () => {
    expect(makeCard(cardOf(0, 10), 'shown')).toBe('10♠');
    expect(makeCard(cardOf(1, 1), 'shown')).toBe('A♥');
    expect(makeCard(cardOf(2, 12), 'shown')).toBe('Q♦');
    expect(makeCard(cardOf(3, 13), 'shown')).toBe('K♣');
    expect(new Set(ALL_CARDS.map((card) => makeCard(card, 'shown'))).size).toBe(52);
    for (const card of ALL_CARDS) expect(parseShownCard(makeCard(card, 'shown'))).toEqual({ ok: true, value: card });
  });

  it('makeCard writes only its two forms, and refuses anything else as the form with a TypeError', () => {
    expect(CARD_FORMS).toEqual(['notation', 'shown']);
    for (const card of ALL_CARDS) expect(makeCard(card, 'notation')).toBe(makeCard(card));
    let refused = 0;
    for (const form of [0, 1, 'Shown', 'spoken', null, {}, ['shown']]) {
      expect(() => makeCard(cardOf(0, 10), form as never), JSON.stringify(form)).toThrow(TypeError);
      refused++;
    }
    expect(refused).toBe(7);
    // The slip it guards against (TypeScript refuses it too): a printer passed to map gets the index as its form.
    expect(() => ALL_CARDS.map(makeCard as unknown as (card: number, index: number) => string)).toThrow(
      /is not a card form/,
    );
  });

  it('makeCard writes two upper-case letters by default (the notation)', () => {
    expect(makeCard(cardOf(0, 10))).toBe('TS');
    expect(makeCard(cardOf(1, 1))).toBe('AH');
    expect(makeCard(cardOf(3, 8))).toBe('8C');
    for (const card of ALL_CARDS) expect(makeCard(card)).toMatch(/^[A2-9TJQK][SHDC]$/);
    expect(new Set(ALL_CARDS.map((card) => makeCard(card))).size).toBe(52);
  });

  it('parseCard reads every name back, in any case, with 10 for T and white space around', () => {
    for (const card of ALL_CARDS) {
      const name = makeCard(card);
      expect(parseCard(name)).toEqual({ ok: true, value: card });
      expect(parseCard(name.toLowerCase())).toEqual({ ok: true, value: card });
      expect(parseCard(`  ${name}\t`)).toEqual({ ok: true, value: card });
    }
    expect(parseCard('10s')).toEqual({ ok: true, value: cardOf(0, 10) });
    expect(parseCard('10H')).toEqual({ ok: true, value: cardOf(1, 10) });
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['1S', 'bad-card'],
    ['0S', 'bad-card'],
    ['11H', 'bad-card'],
    ['TX', 'bad-card'],
    ['T', 'bad-card'],
    ['S', 'bad-card'],
    ['TSS', 'bad-card'],
    ['T S', 'bad-card'],
    ['♠A', 'bad-card'],
    ['A♠', 'bad-card'],
    ['(AS)', 'bad-card'],
  ])('parseCard(%j) is refused with %s', (text, code) => {
    const result = parseCard(text);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe(code);
      expect(result.error.message.length).toBeGreaterThan(0);
    }
  });

  it('parseCard refuses non-strings with a typed error', () => {
    for (const junk of [null, undefined, 3, {}, ['AS']]) {
      const result = parseCard(junk as string);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error.code).toBe('bad-card');
    }
  });
});

/** Mutations of a valid card name: the building blocks of the card fuzzer. */
const arbCardText: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 6 }),
  fc.string({ unit: 'binary', maxLength: 6 }),
  fc.string({ unit: fc.constantFrom(...'A23456789TJQK10SHDCshdcx ()-♠♥', '10'), maxLength: 5 }),
  fc
    .tuple(
      fc.constantFrom(...orderedDeck().map((card) => makeCard(card))),
      fc.nat(5),
      fc.string({ maxLength: 2 }),
      fc.nat(3),
    )
    .map(([name, op, extra, at]) => {
      switch (op) {
        case 0:
          return name.slice(0, at % 3);
        case 1:
          return name.slice(0, at % 3) + extra + name.slice(at % 3);
        case 2:
          return name.split('').reverse().join('');
        case 3:
          return name.toLowerCase() + extra;
        case 4:
          return name.replace('T', '10');
        default:
          return name + name;
      }
    }),
);

describe('card text fuzzing', () => {
  it('parseCard either refuses with a typed error or accepts a name that round-trips (10,000 inputs)', () => {
    const seen = { refused: 0, accepted: 0 };
    fc.assert(
      fc.property(arbCardText, (text) => {
        const result = parseCard(text);
        if (!result.ok) {
          seen.refused++;
          expect(NOTATION_ERROR_CODES).toContain(result.error.code);
          expect(result.error.message.length).toBeGreaterThan(0);
          return;
        }
        seen.accepted++;
        expect(isCard(result.value)).toBe(true);
        const printed = makeCard(result.value);
        expect(parseCard(printed)).toEqual({ ok: true, value: result.value });
        expect(printed).toBe(text.trim().toUpperCase().replace(/^10/, 'T'));
      }),
      { numRuns: 10_000 },
    );
    // both branches ran: about 8 % of the inputs are card names, and their round trip was checked
    expect(seen.refused + seen.accepted).toBe(10_000);
    expect(seen.refused).toBeGreaterThan(1_000);
    expect(seen.accepted).toBeGreaterThan(300);
  });
});

describe('parseShownCard', () => {
  it('reads every card as it is shown and as it is named, in either case', () => {
    let read = 0;
    for (let card = 0; card < DECK_SIZE; card++) {
      for (const text of [
        makeCard(card, 'shown'),
        makeCard(card, 'shown').toLowerCase(),
        makeCard(card),
        ` ${makeCard(card).toLowerCase()} `,
      ]) {
        expect(parseShownCard(text), text).toEqual({ ok: true, value: card });
        read++;
      }
    }
    expect(read).toBe(4 * DECK_SIZE);
  });

  it('refuses other symbols and anything that is not rank then suit', () => {
    for (const text of ['A♡', '♥', 'AH♥', '♥A', '1♥', '11♠', 'A♠♠', '', 'Aſ']) {
      const r = parseShownCard(text);
      expect(r.ok, text).toBe(false);
    }
  });
});
