/**
 * Test helpers: small constructed positions (most cards already home) and an independent
 * brute-force search to check the solver against. Not part of the published package.
 * @module
 */
import {
  type Card,
  type ColumnSetup,
  type GameOptions,
  type Move,
  Position,
  MAX_COLUMN_COUNT,
  RANK_COUNT,
  RULE_SETS,
  type Rank,
  type RuleSet,
  type Suit,
  cardOf,
  defineRuleSet,
  encodeMove,
  makePosition,
  unwrap,
} from '@russian-solitaire/engine';
import { undoRecordTurned } from '@russian-solitaire/engine/internal';
import fc from 'fast-check';
import { arbRuleSetSpec } from '../../engine/src/testing/arbitraries.js';

/** A small position: the cards not home, spread over the columns of its rule set. */
export interface SmallCase {
  readonly ruleSet: RuleSet;
  readonly options: Partial<GameOptions>;
  readonly position: Position;
}

/**
 * A rule set: a preset, or a random spec (any suit rule, direction, empty-column rule and layout
 * of 4 to 10 columns) defined by the engine the solver runs on.
 */
export function arbRuleSet(): fc.Arbitrary<RuleSet> {
  return fc.oneof(
    fc.constantFrom(...Object.values(RULE_SETS)),
    arbRuleSetSpec().map((spec) => unwrap(defineRuleSet(spec))),
  );
}

/**
 * The same position under classic building (same suit, build down), with the empty-column rule
 * given and its own number of columns: what the rules proved for classic building are tested on.
 */
export function underClassicBuilding(
  position: Position,
  emptyColumn: 'king' | 'any' | 'none',
  options: Partial<GameOptions> = position.options,
): Position {
  const { layout } = position.ruleSet;
  const ruleSet = unwrap(
    defineRuleSet({ id: `classic-${emptyColumn}`, suit: 'same', direction: 'down', emptyColumn, layout }),
  );
  return unwrap(Position.fromSetup({ ...position.toSetup(), ruleSet }, options));
}

/**
 * Arbitrary small positions, under every preset and random rule sets (any building rule,
 * empty-column rule and number of columns): each suit keeps its top 0 to `maxPerSuit` cards off the foundation
 * (at most `maxCards` in all), dealt in a random order to some of the columns (few columns make
 * lost positions likely), some face down.
 */
export function smallCase(maxCards = 9, maxPerSuit = 4, maxSpread = 7): fc.Arbitrary<SmallCase> {
  return fc
    .record({
      ruleSet: arbRuleSet(),
      takeBack: fc.boolean(),
      groupLimit: fc.constantFrom<number | null>(null, 1, 2, 20),
      left: fc.tuple(...[0, 1, 2, 3].map(() => fc.integer({ min: 0, max: maxPerSuit }))),
      order: fc.array(fc.nat(), { minLength: 52, maxLength: 52 }),
      columnOf: fc.array(fc.nat({ max: MAX_COLUMN_COUNT - 1 }), { minLength: 52, maxLength: 52 }),
      down: fc.array(fc.nat({ max: 5 }), { minLength: MAX_COLUMN_COUNT, maxLength: MAX_COLUMN_COUNT }),
      spread: fc.integer({ min: 1, max: maxSpread }),
    })
    .map(({ ruleSet, takeBack, groupLimit, left, order, columnOf, down, spread }) => {
      let total = 0;
      const counts = left.map((n) => {
        const k = Math.min(n, maxCards - total);
        total += k;
        return k;
      });
      const cards: Card[] = [];
      counts.forEach((k, s) => {
        for (let r = RANK_COUNT - k + 1; r <= RANK_COUNT; r++) cards.push(cardOf(s as Suit, r as Rank));
      });
      // a random order of the cards left out
      const keyed = cards.map((card, i) => ({ card, key: order[i]! }));
      keyed.sort((a, b) => a.key - b.key || a.card - b.card);
      const count = ruleSet.layout.cards.length;
      const piles: Card[][] = Array.from({ length: count }, () => []);
      keyed.forEach(({ card }, i) => piles[columnOf[i]! % Math.min(spread, count)]!.push(card));
      const columns: ColumnSetup[] = piles.map((pile, c) => {
        const d = Math.min(down[c]!, Math.max(0, pile.length - 1));
        return { faceDown: pile.slice(0, d), faceUp: pile.slice(d) };
      });
      const options = { groupLimit, takeBack };
      const position = unwrap(
        Position.fromSetup({ ruleSet, columns, foundations: counts.map((k) => RANK_COUNT - k) }, options),
      );
      return { ruleSet, options, position };
    });
}

/** The answer of the brute-force search. */
export interface BruteAnswer {
  /** Whether a win is reachable. */
  readonly winnable: boolean;
  /** Positions visited. */
  readonly visited: number;
}

/**
 * Plain depth-first search over `legalMoves()` with a visited set of position texts: no pruning,
 * no ordering, no canonical keys. (Recursion written with an explicit stack, as the lines can be
 * deeper than the JavaScript call stack allows.) Returns `null` when it would visit more than
 * `cap` positions (too big to check).
 */
export function bruteForce(start: Position, cap = 20_000): BruteAnswer | null {
  const position = start.clone();
  const seen = new Set<string>();
  if (position.isWon) return { winnable: true, visited: 0 };
  seen.add(makePosition(position));
  const stack: { moves: Move[]; next: number; record: number }[] = [
    { moves: position.legalMoves(), next: 0, record: -1 },
  ];
  while (stack.length > 0) {
    const frame = stack[stack.length - 1]!;
    if (frame.next === frame.moves.length) {
      stack.pop();
      if (frame.record >= 0) position.undo(frame.record);
      continue;
    }
    const record = position.play(encodeMove(frame.moves[frame.next++]!));
    if (position.isWon) return { winnable: true, visited: seen.size };
    const text = makePosition(position);
    if (seen.has(text)) {
      position.undo(record);
      continue;
    }
    seen.add(text);
    if (seen.size > cap) return null;
    stack.push({ moves: position.legalMoves(), next: 0, record });
  }
  return { winnable: false, visited: seen.size };
}

/** Replays a line through the engine from a copy of `start`; returns the end position or the index of the first illegal move. */
export function replay(
  start: Position,
  line: readonly Move[],
): { readonly end: Position; readonly score: number } | { readonly illegalAt: number } {
  const position = start.clone();
  let score = 0;
  for (let i = 0; i < line.length; i++) {
    const move = line[i]!;
    if (!position.legalMoves().some((m) => m.card === move.card && m.to === move.to)) return { illegalAt: i };
    const record = position.play(encodeMove(move));
    if (move.to === 'foundation') score += 10;
    if (undoRecordTurned(record)) score += 5;
  }
  return { end: position, score };
}
