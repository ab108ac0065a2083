import {
  type Column,
  type MoveCode,
  type Position,
  classic,
  encodeMove,
  makeCard,
  orderedDeck,
  readPosition,
  relaxed,
  unseenCards,
  unwrap,
  visibleKey,
} from '@russian-solitaire/engine';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { playRandomly } from '../testing/random.js';
import { ru1Position } from '../testing/ru1.js';
import { nearestTurn, turnWays, turnsCard, walk } from './fair-turn.js';
import { positionKey } from './key.js';
import { Repetitions } from './repetition.js';

const keyOf = (p: Position): string => positionKey(p).join(':');

/** Plays `moves` on a copy of `p`: the positions after each (solver keys) and whether each turned a card. */
function replay(p: Position, moves: readonly MoveCode[]): { keys: string[]; turned: boolean[] } {
  const q = p.clone();
  const keys: string[] = [];
  const turned: boolean[] = [];
  for (const code of moves) {
    const legal = new Uint16Array(512);
    const n = q.generateMoves(legal);
    expect([...legal.subarray(0, n)]).toContain(code);
    const down = q.faceDownCount;
    q.play(code);
    keys.push(keyOf(q));
    turned.push(q.faceDownCount < down);
  }
  return { keys, turned };
}

/**
 * Whether a way of at most `depth` moves from `p` ends with a move that turns a card (`last`, when
 * given), through positions other than `p` and each other, none turning a card before it, by
 * iterative deepening: the oracle of the ways to a turn.
 */
function turnsWithin(p: Position, depth: number, last: MoveCode | null = null): boolean {
  const search = (q: Position, left: number, seen: Set<string>): boolean => {
    for (const move of q.legalMoves()) {
      const code = encodeMove(move);
      const r = q.clone();
      const down = r.faceDownCount;
      r.play(code);
      if (r.faceDownCount < down) {
        if (last === null || code === last) return true;
        continue;
      }
      const key = keyOf(r);
      if (left > 1 && !seen.has(key) && search(r, left - 1, new Set([...seen, key]))) return true;
    }
    return false;
  };
  return depth > 0 && search(p, depth, new Set([keyOf(p)]));
}

/** The length of the shortest way to a turn from `p` (see {@link turnsWithin}), `null` beyond `depth` moves. */
function shortestTurn(p: Position, depth: number): number | null {
  for (let d = 1; d <= depth; d++) if (turnsWithin(p, d)) return d;
  return null;
}

describe('a move that turns a card', () => {
  test('is told from the position as playing it shows: fewer cards face down after it (both rules, take-back on and off)', () => {
    const seen = { turns: 0, others: 0 };
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 26 ** 7 - 1 }),
        fc.constantFrom(classic, relaxed),
        fc.boolean(),
        fc.array(fc.nat(), { maxLength: 80 }),
        (seed, rules, takeBack, choices) => {
          const p = ru1Position(seed, rules, { takeBack, groupLimit: 20 });
          playRandomly(p, choices);
          const legal = new Uint16Array(512);
          const n = p.generateMoves(legal);
          for (let k = 0; k < n; k++) {
            const code = legal[k]!;
            const down = p.faceDownCount;
            const record = p.play(code);
            const turned = p.faceDownCount < down;
            p.undo(record);
            expect(turnsCard(p, code)).toBe(turned);
            seen[turned ? 'turns' : 'others']++;
          }
        },
      ),
      { numRuns: 100 },
    );
    expect(seen.turns).toBeGreaterThan(0);
    expect(seen.others).toBeGreaterThan(0);
  });
});

describe('the way to the nearest turn', () => {
  test('is legal, new all along, turns a card at its last move only, and is as short as any (random positions)', () => {
    let ways = 0;
    let longer = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 26 ** 7 - 1 }),
        fc.constantFrom(classic, relaxed),
        fc.array(fc.nat(), { maxLength: 40 }),
        (seed, ruleSet, choices) => {
          const p = ru1Position(seed, ruleSet);
          playRandomly(p, choices);
          const turn = nearestTurn(p, new Repetitions(p));
          if (turn.kind !== 'way') return;
          const { keys, turned } = replay(p, turn.way);
          expect(turned.slice(0, -1).every((t) => !t)).toBe(true);
          expect(turned.at(-1)).toBe(true);
          expect(new Set([keyOf(p), ...keys]).size).toBe(keys.length + 1);
          const shortest = shortestTurn(p, Math.min(turn.way.length, 3));
          if (turn.way.length <= 3) expect(shortest).toBe(turn.way.length);
          else expect(shortest).toBeNull();
          ways++;
          if (turn.way.length > 1) longer++;
        },
      ),
      { numRuns: 60 },
    );
    expect(ways).toBeGreaterThan(30);
    expect(longer).toBeGreaterThan(0);
  });

  test('none when every position reachable without a turn was searched; unknown at the limit or with nothing face down', () => {
    // K♠ alone, every other card face down under 2♥: the king only moves between empty columns
    const hidden = orderedDeck()
      .filter((c) => makeCard(c) !== 'KS' && makeCard(c) !== '2H')
      .map((c) => `(${makeCard(c)})`)
      .join(' ');
    const stuck = unwrap(
      readPosition(`classic | F: - - - - | 1: KS | 2: ${hidden} 2H | 3: - | 4: - | 5: - | 6: - | 7: -`),
    );
    expect(nearestTurn(stuck, new Repetitions(stuck))).toEqual({ kind: 'none' });
    const opening = ru1Position(3, relaxed);
    expect(nearestTurn(opening, new Repetitions(opening), 0)).toEqual({ kind: 'unknown' });
    const open = unwrap(readPosition('classic | F: QS QH QD QC | 1: KS | 2: KH | 3: KD | 4: KC | 5: - | 6: - | 7: -'));
    expect(nearestTurn(open, new Repetitions(open))).toEqual({ kind: 'unknown' });
  });
});

describe('the ways to the moves that turn a card', () => {
  test('are legal, new all along, turn a card at their last move only, each move once, shortest first, each as short as any to its move (random positions)', () => {
    let lists = 0;
    let ways = 0;
    let checked = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 26 ** 7 - 1 }),
        fc.constantFrom(classic, relaxed),
        fc.array(fc.nat(), { maxLength: 40 }),
        fc.integer({ min: 1, max: 8 }),
        (seed, ruleSet, choices, most) => {
          const p = ru1Position(seed, ruleSet);
          playRandomly(p, choices);
          const found = turnWays(p, new Repetitions(p), most, 1024);
          expect(found.length).toBeLessThanOrEqual(most);
          const turn = nearestTurn(p, new Repetitions(p), 1024);
          if (turn.kind === 'way') expect(found[0]).toEqual(turn.way);
          else expect(found).toEqual([]);
          // every move that turns a card from the position itself is a way of one move, unless `most` were found first
          const direct = p.legalMoves().filter((m) => replay(p, [encodeMove(m)]).turned[0]);
          if (found.length < most) for (const m of direct) expect(found).toContainEqual([encodeMove(m)]);
          const lasts = new Set<MoveCode>();
          let length = 0;
          for (const way of found) {
            const { keys, turned } = replay(p, way);
            expect(turned.slice(0, -1).every((t) => !t)).toBe(true);
            expect(turned.at(-1)).toBe(true);
            expect(new Set([keyOf(p), ...keys]).size).toBe(keys.length + 1);
            expect(way.length).toBeGreaterThanOrEqual(length);
            length = way.length;
            lasts.add(way.at(-1)!);
            if (way.length <= 3) {
              expect(turnsWithin(p, way.length - 1, way.at(-1))).toBe(false);
              checked++;
            }
            ways++;
          }
          expect(lasts.size).toBe(found.length);
          lists++;
        },
      ),
      { numRuns: 60 },
    );
    expect(lists).toBe(60);
    expect(ways).toBeGreaterThan(60);
    expect(checked).toBeGreaterThan(30);
  });

  test('depend on the visible part alone, and are those of a search that looks up every position by its visible key (random positions)', () => {
    /** The same breadth-first search with no other memory than the visible keys: the oracle. */
    const plainWays = (p: Position, repetitions: Repetitions, most: number, limit: number): MoveCode[][] => {
      const q = p.clone();
      const visited = new Set<string>();
      const turning = new Set<MoveCode>();
      const ways: MoveCode[][] = [];
      let level: MoveCode[][] = [[]];
      let expanded = 0;
      while (level.length > 0 && ways.length < most) {
        const next: MoveCode[][] = [];
        for (const way of level) {
          if (expanded++ >= limit || ways.length >= most) return ways;
          const records = way.map((code) => q.play(code));
          for (const move of q.legalMoves()) {
            const code = encodeMove(move);
            if (turnsCard(q, code)) {
              if (!turning.has(code) && ways.length < most) ways.push([...way, code]);
              turning.add(code);
              continue;
            }
            const key = repetitions.keyIfNew(q, code);
            if (key !== null && !visited.has(key)) {
              visited.add(key);
              next.push([...way, code]);
            }
          }
          for (let k = records.length - 1; k >= 0; k--) q.undo(records[k]!);
        }
        level = next;
      }
      return ways;
    };
    let lists = 0;
    let ways = 0;
    let rearranged = 0;
    let hidden = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 26 ** 7 - 1 }),
        fc.constantFrom(classic, relaxed),
        fc.array(fc.nat(), { maxLength: 40 }),
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 1, max: 2000 }),
        fc.array(fc.nat(), { minLength: 52, maxLength: 52 }),
        (seed, ruleSet, choices, most, limit, keys) => {
          const p = ru1Position(seed, ruleSet);
          // the path: the positions of the random line, which the ways must not bring back
          const path: string[] = [];
          const moves = new Uint16Array(512);
          for (const choice of choices) {
            path.push(visibleKey(p));
            const n = p.generateMoves(moves);
            if (n === 0) break;
            p.play(moves[choice % n]!);
          }
          const found = turnWays(p, new Repetitions(p, path), most, limit);
          expect(found).toEqual(plainWays(p, new Repetitions(p, path), most, limit));
          // the same visible part over other face-down cards
          const unseen = unseenCards(p);
          const q = p.clone();
          // the unseen cards in a random order, turned once more when that order is their own
          const turned = unseen
            .map((card, k) => ({ card, key: keys[k]! }))
            .sort((a, b) => a.key - b.key || a.card - b.card)
            .map(({ card }) => card);
          const lying: number[] = []; // the face-down cards as they lie: columns left to right, bottom first
          for (let c = 0; c < p.columnCount; c++) lying.push(...p.column(c as Column).slice(0, p.faceDown[c]));
          if (turned.every((card, k) => card === lying[k])) turned.push(turned.shift()!);
          if (unseen.length >= 2) hidden++;
          if (q.dealFaceDown(turned) && !q.equals(p)) rearranged++;
          expect(turnWays(q, new Repetitions(q, path), most, limit)).toEqual(found);
          lists++;
          ways += found.length;
        },
      ),
      { numRuns: 60 },
    );
    expect(lists).toBe(60);
    expect(ways).toBeGreaterThan(60);
    // every position with two unseen cards or more was checked over other face-down cards
    expect(rearranged).toBe(hidden);
    expect(hidden).toBeGreaterThan(20);
  });

  test('none with nothing face down, or when asked for none', () => {
    const open = unwrap(readPosition('classic | F: QS QH QD QC | 1: KS | 2: KH | 3: KD | 4: KC | 5: - | 6: - | 7: -'));
    expect(turnWays(open, new Repetitions(open), 6, 1024)).toEqual([]);
    const opening = ru1Position(3, classic);
    expect(turnWays(opening, new Repetitions(opening), 0, 1024)).toEqual([]);
    expect(turnWays(opening, new Repetitions(opening), 6, 1024).length).toBeGreaterThan(0);
  });
});

describe('a walk', () => {
  test('takes legal moves to new positions, none twice, and stops after a move that turns a card (random positions)', () => {
    let walks = 0;
    let ending = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 26 ** 7 - 1 }),
        fc.constantFrom(classic, relaxed),
        fc.array(fc.nat(), { maxLength: 60 }),
        (seed, ruleSet, choices) => {
          const p = ru1Position(seed, ruleSet);
          playRandomly(p, choices);
          const moves = walk(p, new Repetitions(p));
          const { keys, turned } = replay(p, moves);
          expect(new Set([keyOf(p), ...keys]).size).toBe(keys.length + 1);
          expect(turned.slice(0, -1).every((t) => !t)).toBe(true);
          if (turned.at(-1) === true) ending++;
          walks++;
        },
      ),
      { numRuns: 60 },
    );
    expect(walks).toBe(60);
    expect(ending).toBeGreaterThan(10);
  });
});
