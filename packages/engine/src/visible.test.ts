import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Card, orderedDeck } from './card.js';
import { openingPosition } from './layout.js';
import { DEFAULT_OPTIONS, UNLIMITED_OPTIONS } from './options.js';
import { COLUMN_STRIDE, Position } from './position.js';
import { unwrap } from './unwrap.js';
import { classic, relaxed } from './presets.js';
import { arbLine, handPosition, liveState, mulberry32, replayLine } from './testing/arbitraries.js';
import {
  arrangementCount,
  dealArrangement,
  determinize,
  sameVisiblePart,
  unseenCards,
  visibleHash,
  visibleKey,
  visiblePart,
} from './visible.js';
import { breathe } from '../../../testing/breathe.js';

/** A uniform integer draw from a seeded PRNG. */
function draws(seed: number): (bound: number) => number {
  const next = mulberry32(seed);
  return (bound) => Math.floor(next() * bound);
}

/** The face-down cards of a position, slot by slot (columns left to right, bottom first). */
function faceDownCards(position: Position): Card[] {
  const out: Card[] = [];
  for (let c = 0; c < position.columnCount; c++) {
    for (let i = 0; i < position.faceDown[c]!; i++) out.push(position.cards[c * COLUMN_STRIDE + i]!);
  }
  return out;
}

/**
 * A classic position whose only unseen cards are the `down` lowest spades, face down in column 1
 * under the other spades (face up, king first); the other suits are home.
 */
function spadesDown(down: number): Position {
  const spades = orderedDeck().slice(0, 13);
  return unwrap(
    Position.fromSetup({
      ruleSet: classic,
      columns: [
        { faceDown: spades.slice(0, down), faceUp: spades.slice(down).reverse() },
        ...Array.from({ length: 6 }, () => ({ faceDown: [], faceUp: [] })),
      ],
      foundations: [0, 13, 13, 13],
    }),
  );
}

/** Every card once, each where its place and slot say. */
function expectConsistent(position: Position): void {
  const state = liveState(position);
  const cards = [
    ...state.columns.flat(),
    ...[0, 1, 2, 3].flatMap((s) => orderedDeck().slice(s * 13, s * 13 + state.foundation[s]!)),
  ];
  expect(cards.sort((a, b) => a - b)).toEqual(orderedDeck());
  state.columns.forEach((column, c) =>
    column.forEach((card, i) => {
      expect(position.place[card]).toBe(c);
      expect(position.slot[card]).toBe(i);
    }),
  );
}

describe('the visible part', () => {
  it('of an opening: counts 0 to 6 face down, the face-up cards, empty foundations; 21 unseen cards', () => {
    const p = unwrap(openingPosition(orderedDeck(), classic, DEFAULT_OPTIONS));
    const v = visiblePart(p);
    expect(v.ruleSet).toBe(classic);
    expect(v.options).toEqual(DEFAULT_OPTIONS);
    expect(v.columns.map((c) => c.faceDownCount)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(v.columns.map((c) => c.faceUp.length)).toEqual([1, 5, 5, 5, 5, 5, 5]);
    expect(v.columns[6]!.faceUp).toEqual(p.column(6).slice(6));
    expect(v.foundations).toEqual([0, 0, 0, 0]);
    expect(unseenCards(p)).toEqual(faceDownCards(p).sort((a, b) => a - b));
    expect(unseenCards(p)).toHaveLength(21);
    expect(arrangementCount(p) / 51_090_942_171_709_440_000).toBeCloseTo(1, 12); // 21!
  });

  it('ignores what lies face down, and sees everything else', () => {
    const a = handPosition('classic', '- - - -', ['...  KS', '-', '-', '-', '-', '-', '-']);
    const swapped = handPosition('classic', '- - - -', ['(2S) (AS) ...  KS', '-', '-', '-', '-', '-', '-']);
    expect(faceDownCards(a)).not.toEqual(faceDownCards(swapped));
    expect(sameVisiblePart(a, swapped)).toBe(true);
    expect(visibleHash(a)).toBe(visibleHash(swapped));
    expect(visiblePart(a)).toEqual(visiblePart(swapped));
    const otherRule = handPosition('relaxed', '- - - -', ['...  KS', '-', '-', '-', '-', '-', '-']);
    const otherTop = handPosition('classic', '- - - -', ['... KS', 'QS', '-', '-', '-', '-', '-']);
    const otherOptions = unwrap(a.withOptions({ takeBack: false }));
    for (const other of [otherRule, otherTop, otherOptions]) {
      expect(sameVisiblePart(a, other)).toBe(false);
      expect(visibleHash(a)).not.toBe(visibleHash(other));
    }
  });
});

describe('determinize', () => {
  it('keeps the visible part, the unseen cards and the legal moves, and deals every card once', async () => {
    let positions = 0;
    let changed = 0;
    await fc.assert(
      fc.asyncProperty(arbLine({ maxMoves: 40 }), fc.nat(), async (line, seed) => {
        await breathe();
        replayLine(line, (p) => {
          if (p.faceDownCount < 2) return;
          positions++;
          const q = p.clone();
          determinize(q, draws(seed));
          expectConsistent(q);
          expect(sameVisiblePart(p, q)).toBe(true);
          expect(visibleHash(q)).toBe(visibleHash(p));
          expect(unseenCards(q)).toEqual(unseenCards(p));
          expect(q.legalMoves()).toEqual(p.legalMoves());
          if (!q.equals(p)) changed++;
        });
      }),
      { numRuns: 60 },
    );
    expect(positions).toBeGreaterThan(100);
    expect(changed).toBeGreaterThan(positions / 2);
  });

  it('depends only on the visible part and the draws, not on the arrangement it replaces', async () => {
    let checked = 0;
    await fc.assert(
      fc.asyncProperty(arbLine({ maxMoves: 30 }), fc.nat(), fc.nat(), async (line, first, seed) => {
        await breathe();
        replayLine(line, (p) => {
          const a = p.clone();
          const b = p.clone();
          determinize(b, draws(first)); // some other arrangement of the same visible part
          determinize(a, draws(seed));
          determinize(b, draws(seed));
          expect(a.equals(b)).toBe(true);
          checked++;
        });
      }),
      { numRuns: 40 },
    );
    expect(checked).toBeGreaterThan(40);
  });

  it('draws the arrangements uniformly (3 cards face down: chi-square over 6,000 draws)', () => {
    const p = spadesDown(3);
    expect(unseenCards(p)).toEqual([0, 1, 2]);
    const counts = new Map<string, number>();
    const random = draws(12345);
    const q = p.clone();
    for (let i = 0; i < 6000; i++) {
      determinize(q, random);
      const key = faceDownCards(q).join(',');
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect(counts.size).toBe(6);
    const chi = [...counts.values()].reduce((sum, n) => sum + (n - 1000) ** 2 / 1000, 0);
    expect(chi).toBeLessThan(20.5); // χ² with 5 degrees of freedom: p < 0.001 above 20.5
  });

  it('makes one draw per unseen card but the last, and leaves a position with nothing face down as it is', () => {
    const won = unwrap(openingPosition(orderedDeck(), relaxed, UNLIMITED_OPTIONS));
    const q = won.clone();
    let calls = 0;
    const counting = (bound: number): number => {
      calls++;
      return bound - 1;
    };
    determinize(q, counting);
    expect(calls).toBe(20); // 21 cards: a Fisher-Yates draw for each but the last
    const open = spadesDown(0);
    expect(open.faceDownCount).toBe(0);
    const before = open.clone();
    determinize(open, () => 0);
    expect(open.equals(before)).toBe(true);
  });
});

describe('dealArrangement', () => {
  it('enumerates every arrangement exactly once, arrangement 0 in deck order', () => {
    let enumerated = 0;
    for (const down of [0, 1, 2, 3, 4, 5]) {
      const p = spadesDown(down);
      expect(p.faceDownCount).toBe(down);
      const total = arrangementCount(p);
      const seen = new Set<string>();
      const q = p.clone();
      for (let index = 0; index < total; index++) {
        dealArrangement(q, index);
        expectConsistent(q);
        expect(sameVisiblePart(p, q)).toBe(true);
        seen.add(faceDownCards(q).join(','));
        enumerated++;
      }
      expect(seen.size).toBe(total);
      dealArrangement(q, 0);
      expect(faceDownCards(q)).toEqual(unseenCards(p));
      if (down >= 2) {
        dealArrangement(q, total - 1);
        expect(faceDownCards(q)).toEqual(unseenCards(p).reverse());
      }
    }
    expect(enumerated).toBe(1 + 1 + 2 + 6 + 24 + 120);
  });
});

describe('Position.dealFaceDown', () => {
  it('refuses anything but a rearrangement of the face-down cards, changing nothing', () => {
    const p = unwrap(openingPosition(orderedDeck(), classic, DEFAULT_OPTIONS));
    const before = p.clone();
    const down = faceDownCards(p);
    const faceUp = p.top(0)!;
    const bad: ArrayLike<number>[] = [
      down.slice(1),
      [...down, 51],
      [faceUp, ...down.slice(1)],
      [down[1]!, ...down.slice(1)],
      [99, ...down.slice(1)],
      [-1, ...down.slice(1)],
      [0.5, ...down.slice(1)],
    ];
    for (const cards of bad) {
      expect(p.dealFaceDown(cards)).toBe(false);
      expect(p.equals(before)).toBe(true);
    }
    const reversed = down.slice().reverse();
    expect(p.dealFaceDown(reversed)).toBe(true);
    expect(faceDownCards(p)).toEqual(reversed);
    expectConsistent(p);
  });
});

/** The visible part up to the order of the columns, spelled out plainly: the oracle of {@link visibleKey}. */
function visibleUpToOrder(position: Position): string {
  const { columns, foundations } = visiblePart(position);
  return JSON.stringify([foundations, columns.map((c) => JSON.stringify([c.faceDownCount, c.faceUp])).sort()]);
}

/** The same position with its columns in another order. */
function permuted(position: Position, order: readonly number[]): Position {
  const setup = position.toSetup();
  return unwrap(Position.fromSetup({ ...setup, columns: order.map((c) => setup.columns[c]!) }, position.options));
}

describe('visibleKey', () => {
  it('is the same for the same visible part in any order of the columns, whatever lies face down', () => {
    let checked = 0;
    let moved = 0;
    fc.assert(
      fc.property(
        arbLine({ maxMoves: 40 }),
        fc.shuffledSubarray([0, 1, 2, 3, 4, 5, 6, 7, 8, 9], { minLength: 10 }),
        fc.nat(),
        (line, order, seed) => {
          replayLine(line, (p) => {
            // an order of the position's columns, however many its rule set has
            const q = permuted(
              p,
              order.filter((c) => c < p.columnCount),
            );
            determinize(q, draws(seed));
            expect(visibleKey(q)).toBe(visibleKey(p));
            if (!sameVisiblePart(p, q)) moved++;
            checked++;
          });
        },
      ),
      // random lines often stick early: 40 of them once gave only 338 positions, 80 give about 1,280
      { numRuns: 80 },
    );
    expect(checked).toBeGreaterThan(400);
    expect(moved).toBeGreaterThan(checked / 2);
  });

  it('tells apart every two positions whose visible parts differ up to the order of the columns', () => {
    let equal = 0;
    let different = 0;
    fc.assert(
      fc.property(arbLine({ maxMoves: 60 }), arbLine({ maxMoves: 60 }), (one, two) => {
        const keys = new Map<string, string>();
        for (const line of [one, two]) {
          replayLine(line, (p) => {
            const key = visibleKey(p);
            const plain = visibleUpToOrder(p);
            const known = keys.get(key);
            if (known === undefined) keys.set(key, plain);
            else {
              expect(known).toBe(plain);
              equal++;
            }
          });
        }
        const plains = new Set(keys.values());
        expect(plains.size).toBe(keys.size);
        different += keys.size;
      }),
      { numRuns: 60 },
    );
    // random lines come back to a position now and then (a king between two empty columns, a card
    // taken back): both outcomes are seen
    expect(equal).toBeGreaterThan(0);
    expect(different).toBeGreaterThan(1000);
  });

  it('is the text of the foundations and the column texts sorted as strings, on every position of random lines', () => {
    // the format spelled out with strings and Array.prototype.sort, as keys of saved paths were made
    const char = (n: number): string => String.fromCharCode(48 + n);
    const plainKey = (p: Position): string => {
      const columns: string[] = [];
      for (let c = 0; c < p.columnCount; c++) {
        const down = p.faceDown[c]!;
        let text = char(down);
        for (let i = down; i < p.length[c]!; i++) text += char(p.cards[c * COLUMN_STRIDE + i]!);
        columns.push(text);
      }
      return `${[0, 1, 2, 3].map((s) => char(p.foundation[s]!)).join('')}/${columns.sort().join('/')}`;
    };
    let checked = 0;
    fc.assert(
      fc.property(arbLine({ maxMoves: 60 }), (line) => {
        replayLine(line, (p) => {
          expect(visibleKey(p)).toBe(plainKey(p));
          checked++;
        });
      }),
      { numRuns: 60 },
    );
    expect(checked).toBeGreaterThan(600);
  });

  it('spells the foundations, then each column (its face-down count and face-up cards) in sorted order', () => {
    // spades: A 2 face down, K down to 3 face up in column 1; the other suits home
    expect(visibleKey(spadesDown(2))).toBe('0===/0/0/0/0/0/0/2<;:98765432');
  });
});
