import { DECK_SIZE, makeCard, orderedDeck, parseCard } from '@russian-solitaire/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_SEED } from './code.js';
import { deckOfSeed, generatorOfSeed, shuffleInPlace } from './shuffle.js';
import { SplitMix64 } from './splitmix64.js';

const MASK = (1n << 64n) - 1n;
const seedArb = fc.oneof(
  fc.bigInt({ min: 0n, max: BigInt(MAX_SEED) }).map(Number),
  fc.constantFrom(0, 27, 2 ** 32 - 1, 2 ** 32, MAX_SEED),
);

/** The RU1 shuffle written again from the SPEC text with BigInt, as an independent reference. */
function referenceDeck(seed: number): number[] {
  let state = BigInt(seed);
  const draw = () => {
    state = (state + 0x9e3779b97f4a7c15n) & MASK;
    let z = state;
    z = ((z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n) & MASK;
    z = ((z ^ (z >> 27n)) * 0x94d049bb133111ebn) & MASK;
    return z ^ (z >> 31n);
  };
  const deck = Array.from({ length: 52 }, (_, k) => k);
  for (let i = 51; i >= 1; i--) {
    const j = Number(draw() % BigInt(i + 1));
    [deck[i], deck[j]] = [deck[j]!, deck[i]!];
  }
  return deck;
}

const cards = (text: string) => text.split(' ').map((name) => (parseCard(name) as { value: number }).value);

describe('deckOfSeed', () => {
  it('gives the deck orders of the SPEC vectors (also printed by the independent C program)', () => {
    expect(deckOfSeed(0)).toEqual({
      ok: true,
      value: cards(
        '8C JD 9S 2C 2H QH 6C TS 3H AS JS 7S 9D 8S QC KD 5D 2S 3D 5S AD 6S 4C TH 5H 8D 8H AH QD TC QS JH 3C 4H 2D 9H 3S KH AC 7C 9C 7H JC 6D KC 4S 7D 5C 6H 4D KS TD',
      ),
    });
    expect(deckOfSeed(27)).toEqual({
      ok: true,
      value: cards(
        '5S 6S 4H 7S TD JC 8D 9C 7C 8H 6H 7H AC QD 7D 2S 4S TS 4D 6C KD 2C KC 5H KH 3S 3C 6D AH 9S 2D 9D 3H AD TC 5C AS QC 3D 2H 5D QH 4C 9H QS JD TH 8C KS JH 8S JS',
      ),
    });
  });

  it('agrees with a BigInt Fisher–Yates over the whole seed range', () => {
    fc.assert(
      fc.property(seedArb, (seed) => {
        expect(deckOfSeed(seed)).toEqual({ ok: true, value: referenceDeck(seed) });
      }),
      { numRuns: 300 },
    );
  });

  it('is a permutation of the 52 cards for every seed', () => {
    fc.assert(
      fc.property(seedArb, (seed) => {
        const deck = deckOfSeed(seed);
        if (!deck.ok) throw new Error(deck.error.message);
        expect(deck.value).toHaveLength(DECK_SIZE);
        expect([...deck.value].sort((a, b) => a - b)).toEqual(orderedDeck());
      }),
      { numRuns: 2000 },
    );
  });

  it('gives a fresh array each time (callers may change it)', () => {
    const a = deckOfSeed(5);
    const b = deckOfSeed(5);
    if (!a.ok || !b.ok) throw new Error('refused');
    expect(a.value).not.toBe(b.value);
    a.value.reverse();
    expect(deckOfSeed(5)).toEqual(b);
  });

  it('refuses seeds outside 0 … 26^7 − 1 and non-integers', () => {
    for (const seed of [-1, MAX_SEED + 1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, '0', null]) {
      expect(deckOfSeed(seed as number)).toMatchObject({ ok: false, error: { code: 'bad-seed' } });
    }
  });
});

describe('shuffleInPlace', () => {
  it('shuffles any array in place with the generator given, drawing length − 1 times', () => {
    const deck = ['a', 'b', 'c', 'd'];
    const rng = generatorOfSeed(0);
    shuffleInPlace(deck, rng);
    expect([...deck].sort()).toEqual(['a', 'b', 'c', 'd']);
    const check = SplitMix64.fromHalves(0, 0);
    for (let k = 0; k < 3; k++) check.draw();
    expect(rng.state).toBe(check.state);
    const bytes = new Uint8Array(orderedDeck());
    shuffleInPlace(bytes, generatorOfSeed(27));
    expect(
      Array.from(bytes)
        .map((card) => makeCard(card))
        .slice(0, 3),
    ).toEqual(['5S', '6S', '4H']);
  });

  it('leaves arrays of 0 or 1 element alone', () => {
    const empty: number[] = [];
    shuffleInPlace(empty, generatorOfSeed(1));
    expect(empty).toEqual([]);
    const one = [7];
    shuffleInPlace(one, generatorOfSeed(1));
    expect(one).toEqual([7]);
  });
});

/**
 * Uniformity of card positions, deterministic: the deals of seeds 0 … N − 1, N = 52,000, so each
 * (card, position) cell expects E = 1,000 deals. Two chi-square statistics on the 52 × 52 table of
 * counts:
 *
 * - per card, over its 52 positions (51 degrees of freedom), 52 tests. Bonferroni-corrected for an
 *   overall false-alarm rate of 10^−3, each test uses α = 10^−3 / 52 ≈ 1.9 × 10^−5, critical value
 *   χ²₅₁ = 103.57 (scipy.stats.chi2.isf(1e-3 / 52, 51)).
 * - the whole table (every row and column sums to N, so (52 − 1)² = 2,601 degrees of freedom), at
 *   α = 10^−6: critical value 2,958.35 (scipy.stats.chi2.isf(1e-6, 2601)).
 *
 * The seeds are fixed, so the test gives the same answer on every run; the small α makes it a
 * check of the implementation, not a coin toss. A biased shuffle fails it: the classic off-by-one
 * (`mod i` instead of `mod (i + 1)`, Sattolo's algorithm, never leaves a card in place) and the
 * naive "swap with any of 52" shuffle are both run through the same statistic below.
 */
describe('uniformity of card positions (chi-square)', () => {
  const N = 52_000;
  const E = N / DECK_SIZE;
  const PER_CARD_CRITICAL = 103.57;
  const TABLE_CRITICAL = 2958.35;

  function statistics(deal: (seed: number) => readonly number[]): { worstCard: number; table: number } {
    const counts = new Uint32Array(DECK_SIZE * DECK_SIZE);
    for (let seed = 0; seed < N; seed++) {
      const deck = deal(seed);
      for (let position = 0; position < DECK_SIZE; position++) counts[deck[position]! * DECK_SIZE + position]!++;
    }
    let worstCard = 0;
    let table = 0;
    for (let card = 0; card < DECK_SIZE; card++) {
      let chi = 0;
      for (let position = 0; position < DECK_SIZE; position++)
        chi += (counts[card * DECK_SIZE + position]! - E) ** 2 / E;
      worstCard = Math.max(worstCard, chi);
      table += chi;
    }
    return { worstCard, table };
  }

  it('each card is uniform over the 52 positions for seeds 0 … 51,999', () => {
    const { worstCard, table } = statistics((seed) => (deckOfSeed(seed) as { value: number[] }).value);
    expect(worstCard).toBeLessThan(PER_CARD_CRITICAL);
    expect(table).toBeLessThan(TABLE_CRITICAL);
    expect(table).toBeGreaterThan(2601 * 0.8); // far too good a fit would be suspicious as well
  });

  it('the same statistic catches biased shuffles (the test can fail)', () => {
    const sattolo = (seed: number) => {
      const deck = orderedDeck();
      const rng = generatorOfSeed(seed);
      for (let i = 51; i >= 1; i--) {
        const j = rng.drawMod(i);
        [deck[i], deck[j]] = [deck[j]!, deck[i]!];
      }
      return deck;
    };
    const naive = (seed: number) => {
      const deck = orderedDeck();
      const rng = generatorOfSeed(seed);
      for (let i = 51; i >= 0; i--) {
        const j = rng.drawMod(52);
        [deck[i], deck[j]] = [deck[j]!, deck[i]!];
      }
      return deck;
    };
    expect(statistics(sattolo).worstCard).toBeGreaterThan(PER_CARD_CRITICAL);
    expect(statistics(naive).table).toBeGreaterThan(TABLE_CRITICAL);
  });
});
