import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Card, type Rank, type Suit, cardOf, orderedDeck } from './card.js';
import {
  DIRECTIONS,
  MAX_BUILDERS,
  RULE_SETS,
  RULE_SET_IDS,
  type RuleSet,
  SUIT_RULES,
  alaska,
  canBuild,
  classic,
  compileRuleSet,
  isRuleSetId,
  ranksMatch,
  relaxed,
  ruleSetProblem,
  suitsMatch,
  yukon,
} from './rules.js';

const c = (rank: number, suit: 'S' | 'H' | 'D' | 'C'): Card => cardOf('SHDC'.indexOf(suit) as Suit, rank as Rank);
const ALL = orderedDeck();

/** Independent statement of each rule set's building rule, written from the SPEC with plain fields. */
const RED = new Set(['H', 'D']);
function oracle(id: string, card: Card, target: Card): boolean {
  const cs = 'SHDC'[Math.floor(card / 13)]!;
  const ts = 'SHDC'[Math.floor(target / 13)]!;
  const cr = (card % 13) + 1;
  const tr = (target % 13) + 1;
  switch (id) {
    case 'classic':
      return cs === ts && tr === cr + 1;
    case 'relaxed':
      return tr === cr + 1;
    case 'yukon':
      return RED.has(cs) !== RED.has(ts) && tr === cr + 1;
    case 'alaska':
      return cs === ts && (tr === cr + 1 || tr === cr - 1);
    default:
      throw new Error(id);
  }
}

describe('shipped rule sets', () => {
  it('are the four records of the SPEC, frozen, listed by id', () => {
    expect(RULE_SET_IDS).toEqual(['classic', 'relaxed', 'yukon', 'alaska']);
    expect(RULE_SETS).toEqual({ classic, relaxed, yukon, alaska });
    expect(classic).toMatchObject({ id: 'classic', name: 'Same suit', suit: 'same', direction: 'down' });
    expect(relaxed).toMatchObject({ id: 'relaxed', name: 'Mixed colours', suit: 'any', direction: 'down' });
    expect(yukon).toMatchObject({ id: 'yukon', suit: 'alternate-colour', direction: 'down' });
    expect(alaska).toMatchObject({ id: 'alaska', suit: 'same', direction: 'up-or-down' });
    for (const r of Object.values(RULE_SETS)) {
      expect(Object.isFrozen(r)).toBe(true);
      expect(ruleSetProblem(r)).toBeNull();
    }
    expect(Object.isFrozen(RULE_SETS)).toBe(true);
  });

  it('isRuleSetId knows exactly the shipped ids', () => {
    for (const id of RULE_SET_IDS) expect(isRuleSetId(id)).toBe(true);
    for (const junk of ['Classic', 'spider', '', null, 3, 'toString', '__proto__'])
      expect(isRuleSetId(junk)).toBe(false);
  });
});

describe('canBuild', () => {
  it('classic: 8♥ goes on 9♥ only (not 9♦, not a black 9, not 10♥)', () => {
    expect(canBuild(classic, c(8, 'H'), c(9, 'H'))).toBe(true);
    expect(canBuild(classic, c(8, 'H'), c(9, 'D'))).toBe(false);
    expect(canBuild(classic, c(8, 'H'), c(9, 'S'))).toBe(false);
    expect(canBuild(classic, c(8, 'H'), c(9, 'C'))).toBe(false);
    expect(canBuild(classic, c(8, 'H'), c(10, 'H'))).toBe(false);
    expect(canBuild(classic, c(8, 'H'), c(7, 'H'))).toBe(false);
    expect(canBuild(classic, c(13, 'S'), c(1, 'S'))).toBe(false); // no wrap-around
    expect(canBuild(classic, c(1, 'S'), c(2, 'S'))).toBe(true);
  });

  it('relaxed: any suit, one rank higher', () => {
    for (const s of ['S', 'H', 'D', 'C'] as const) expect(canBuild(relaxed, c(8, 'H'), c(9, s))).toBe(true);
    expect(canBuild(relaxed, c(8, 'H'), c(10, 'H'))).toBe(false);
    expect(canBuild(relaxed, c(8, 'H'), c(7, 'S'))).toBe(false);
  });

  it('yukon: alternate colours, one rank higher', () => {
    expect(canBuild(yukon, c(8, 'H'), c(9, 'S'))).toBe(true);
    expect(canBuild(yukon, c(8, 'H'), c(9, 'C'))).toBe(true);
    expect(canBuild(yukon, c(8, 'H'), c(9, 'H'))).toBe(false);
    expect(canBuild(yukon, c(8, 'H'), c(9, 'D'))).toBe(false);
    expect(canBuild(yukon, c(8, 'C'), c(9, 'D'))).toBe(true);
    expect(canBuild(yukon, c(8, 'C'), c(9, 'S'))).toBe(false);
    expect(canBuild(yukon, c(8, 'H'), c(7, 'S'))).toBe(false);
  });

  it('alaska: same suit, one rank higher or lower', () => {
    expect(canBuild(alaska, c(8, 'H'), c(9, 'H'))).toBe(true);
    expect(canBuild(alaska, c(8, 'H'), c(7, 'H'))).toBe(true);
    expect(canBuild(alaska, c(8, 'H'), c(9, 'D'))).toBe(false);
    expect(canBuild(alaska, c(8, 'H'), c(7, 'D'))).toBe(false);
    expect(canBuild(alaska, c(8, 'H'), c(10, 'H'))).toBe(false);
    expect(canBuild(alaska, c(13, 'C'), c(12, 'C'))).toBe(true);
    expect(canBuild(alaska, c(1, 'C'), c(13, 'C'))).toBe(false);
  });

  it.each([classic, relaxed, yukon, alaska])('$id agrees with the SPEC rule over all 52 × 52 pairs', (ruleSet) => {
    for (const card of ALL) {
      for (const target of ALL) {
        const expected = oracle(ruleSet.id, card, target);
        expect(canBuild(ruleSet, card, target)).toBe(expected);
        expect(suitsMatch(ruleSet, card, target) && ranksMatch(ruleSet, card, target)).toBe(expected);
      }
    }
  });
});

describe('compileRuleSet', () => {
  it.each([classic, relaxed, yukon, alaska])(
    '$id: the builder table lists exactly the cards canBuild allows',
    (ruleSet) => {
      const table = compileRuleSet(ruleSet);
      expect(table.ruleSet).toBe(ruleSet);
      for (const top of ALL) {
        const listed = Array.from(
          table.builders.subarray(top * MAX_BUILDERS, top * MAX_BUILDERS + table.builderCount[top]!),
        ).sort((a, b) => a - b);
        expect(listed).toEqual(ALL.filter((card) => card !== top && canBuild(ruleSet, card, top)));
      }
    },
  );

  it.each([classic, relaxed, yukon, alaska])(
    '$id: the target table is the reverse of the builder table, in deck order',
    (ruleSet) => {
      const table = compileRuleSet(ruleSet);
      let pairs = 0;
      for (const card of ALL) {
        const listed = Array.from(
          table.targets.subarray(card * MAX_BUILDERS, card * MAX_BUILDERS + table.targetCount[card]!),
        );
        expect(listed).toEqual(ALL.filter((top) => top !== card && canBuild(ruleSet, card, top)));
        for (const top of listed) {
          const builders = table.builders.subarray(top * MAX_BUILDERS, top * MAX_BUILDERS + table.builderCount[top]!);
          expect(Array.from(builders)).toContain(card);
          pairs++;
        }
      }
      expect(pairs).toBe(table.builderCount.reduce((sum, n) => sum + n, 0));
    },
  );

  it('buildsDownInSuit is true for same suit, building down only', () => {
    expect(compileRuleSet(classic).buildsDownInSuit).toBe(true);
    expect(compileRuleSet(relaxed).buildsDownInSuit).toBe(false);
    expect(compileRuleSet(yukon).buildsDownInSuit).toBe(false);
    expect(compileRuleSet(alaska).buildsDownInSuit).toBe(false);
    for (const suit of SUIT_RULES) {
      for (const direction of DIRECTIONS) {
        const ruleSet: RuleSet = { id: `x-${suit}-${direction}`, name: 'X', suit, direction };
        expect(compileRuleSet(ruleSet).buildsDownInSuit).toBe(suit === 'same' && direction === 'down');
      }
    }
  });

  it('caches the compiled table per rule set object', () => {
    expect(compileRuleSet(classic)).toBe(compileRuleSet(classic));
    const copy: RuleSet = { ...classic };
    expect(compileRuleSet(copy)).not.toBe(compileRuleSet(classic));
    expect(compileRuleSet(copy).builders).toEqual(compileRuleSet(classic).builders);
  });

  it('compiles every well-formed rule set record (those ruleSetProblem accepts)', () => {
    for (const suit of SUIT_RULES) {
      for (const direction of DIRECTIONS) {
        const ruleSet: RuleSet = { id: `x-${suit}-${direction}`, name: 'X', suit, direction };
        if (ruleSetProblem(ruleSet) === null) expect(() => compileRuleSet(ruleSet)).not.toThrow();
      }
    }
    // Any suit, up or down: eight cards can go on a middle card, the most any rule allows.
    const widest = compileRuleSet({ id: 'any-up-down', name: 'X', suit: 'any', direction: 'up-or-down' });
    expect(widest.builderCount[cardOf(1, 7)]).toBe(8);
    expect(widest.builderCount[cardOf(1, 13)]).toBe(4);
  });
});

describe('ruleSetProblem', () => {
  it.each([
    [null, /object/],
    ['classic', /object/],
    [{ ...classic, id: 'Classic' }, /id/],
    [{ ...classic, id: '' }, /id/],
    [{ ...classic, id: 3 }, /id/],
    [{ ...classic, name: '' }, /name/],
    [{ ...classic, name: undefined }, /name/],
    [{ ...classic, suit: 'red' }, /suit/],
    [{ ...classic, direction: 'up' }, /direction/],
  ])('refuses %j', (value, pattern) => {
    expect(ruleSetProblem(value)?.message).toMatch(pattern);
  });

  it('never throws, whatever the value', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.anything(),
          fc.record({ id: fc.anything(), name: fc.anything(), suit: fc.anything(), direction: fc.anything() }),
        ),
        (value) => {
          const problem = ruleSetProblem(value);
          expect(problem === null || (problem.code === 'bad-rule-set' && problem.message.length > 0)).toBe(true);
        },
      ),
    );
  });
});
