import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Card, type Rank, type Suit, cardOf, orderedDeck } from './card.js';
import {
  DIRECTIONS,
  EMPTY_COLUMN_RULES,
  MAX_BUILDERS,
  type RuleSet,
  SUIT_RULES,
  YUKON_LAYOUT,
  canBuild,
  compileRuleSet,
  ranksMatch,
  sameRuleSet,
  suitsMatch,
} from './rules.js';
import {
  RULE_SETS,
  RULE_SET_IDS,
  alaska,
  brisbane,
  classic,
  geoffrey,
  isRuleSetId,
  moosehide,
  odessa,
  queensland,
  relaxed,
  roslyn,
  yukon,
} from './presets.js';
import { defineRuleSet } from './rule-set-spec.js';
import { unwrap } from './unwrap.js';

const c = (rank: number, suit: 'S' | 'H' | 'D' | 'C'): Card => cardOf('SHDC'.indexOf(suit) as Suit, rank as Rank);
const ALL = orderedDeck();

/** Independent statement of each building rule, written from the SPEC with plain fields. */
const RED = new Set(['H', 'D']);
function oracle(suit: string, direction: string, card: Card, target: Card): boolean {
  const cs = 'SHDC'[Math.floor(card / 13)]!;
  const ts = 'SHDC'[Math.floor(target / 13)]!;
  const cr = (card % 13) + 1;
  const tr = (target % 13) + 1;
  const ranks = tr === cr + 1 || (direction === 'up-or-down' && tr === cr - 1);
  switch (suit) {
    case 'same':
      return ranks && cs === ts;
    case 'any':
      return ranks;
    case 'alternate-colour':
      return ranks && RED.has(cs) !== RED.has(ts);
    case 'other-suit':
      return ranks && cs !== ts;
    case 'same-colour':
      return ranks && RED.has(cs) === RED.has(ts);
    default:
      throw new Error(suit);
  }
}

/** Every suit rule with every direction, as rule sets (the Yukon layout, a king on an empty column). */
const EVERY_BUILDING: readonly RuleSet[] = SUIT_RULES.flatMap((suit) =>
  DIRECTIONS.map((direction) => unwrap(defineRuleSet({ id: `x-${suit}-${direction}`, name: 'X', suit, direction }))),
);

describe('presets', () => {
  it('keep the four records of the SPEC, now with the Yukon layout and a king on an empty column', () => {
    expect(RULE_SET_IDS.slice(0, 4)).toEqual(['classic', 'relaxed', 'yukon', 'alaska']);
    const yukonLike = { emptyColumn: 'king', layout: YUKON_LAYOUT };
    expect(classic).toEqual({ id: 'classic', name: 'Same suit', suit: 'same', direction: 'down', ...yukonLike });
    expect(relaxed).toEqual({ id: 'relaxed', name: 'Mixed colours', suit: 'any', direction: 'down', ...yukonLike });
    expect(yukon).toEqual({ id: 'yukon', name: 'Yukon', suit: 'alternate-colour', direction: 'down', ...yukonLike });
    expect(alaska).toEqual({ id: 'alaska', name: 'Alaska', suit: 'same', direction: 'up-or-down', ...yukonLike });
    expect(YUKON_LAYOUT).toEqual({ cards: [1, 6, 7, 8, 9, 10, 11], faceDown: [0, 1, 2, 3, 4, 5, 6] });
  });

  it('are the games of the family from PySolFC, with their layouts', () => {
    expect(RULE_SETS).toEqual({
      classic,
      relaxed,
      yukon,
      alaska,
      moosehide,
      roslyn,
      odessa,
      geoffrey,
      queensland,
      brisbane,
    });
    expect(moosehide).toMatchObject({
      suit: 'other-suit',
      direction: 'down',
      emptyColumn: 'king',
      layout: YUKON_LAYOUT,
    });
    expect(roslyn).toMatchObject({ suit: 'alternate-colour', direction: 'up-or-down', emptyColumn: 'king' });
    expect(odessa).toMatchObject({
      suit: 'same',
      direction: 'down',
      emptyColumn: 'king',
      layout: { cards: [6, 8, 8, 8, 8, 8, 6], faceDown: [3, 3, 3, 3, 3, 3, 3] },
    });
    expect(geoffrey).toMatchObject({
      suit: 'same',
      direction: 'down',
      emptyColumn: 'king',
      layout: { cards: [7, 7, 7, 7, 6, 6, 6, 6], faceDown: [0, 0, 0, 0, 4, 4, 4, 4] },
    });
    const queenslandLayout = { cards: [5, 6, 7, 7, 8, 9, 10], faceDown: [0, 1, 2, 3, 4, 5, 6] };
    expect(queensland).toMatchObject({ suit: 'same', direction: 'down', emptyColumn: 'any', layout: queenslandLayout });
    expect(brisbane).toMatchObject({ suit: 'any', direction: 'down', emptyColumn: 'any', layout: queenslandLayout });
  });

  it('are deeply frozen, listed by id, and defined (defineRuleSet gives each back as it is)', () => {
    for (const [id, r] of Object.entries(RULE_SETS)) {
      expect(r.id).toBe(id);
      expect(Object.isFrozen(r) && Object.isFrozen(r.layout)).toBe(true);
      expect(Object.isFrozen(r.layout.cards) && Object.isFrozen(r.layout.faceDown)).toBe(true);
      expect(unwrap(defineRuleSet(r))).toBe(r);
      expect(
        unwrap(defineRuleSet({ ...r, layout: { cards: [...r.layout.cards], faceDown: [...r.layout.faceDown] } })),
      ).toBe(r);
      expect(r.layout.cards.reduce((a, b) => a + b, 0)).toBe(52);
    }
    expect(Object.isFrozen(RULE_SETS)).toBe(true);
  });

  it('isRuleSetId knows exactly the presets', () => {
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

  it('moosehide: any suit but its own, one rank higher', () => {
    expect(canBuild(moosehide, c(8, 'H'), c(9, 'H'))).toBe(false);
    for (const s of ['S', 'D', 'C'] as const) expect(canBuild(moosehide, c(8, 'H'), c(9, s))).toBe(true);
    expect(canBuild(moosehide, c(8, 'H'), c(7, 'S'))).toBe(false);
  });

  it.each([...Object.values(RULE_SETS), ...EVERY_BUILDING])(
    '$id agrees with the SPEC rule over all 52 × 52 pairs',
    (ruleSet) => {
      for (const card of ALL) {
        for (const target of ALL) {
          const expected = oracle(ruleSet.suit, ruleSet.direction, card, target);
          expect(canBuild(ruleSet, card, target)).toBe(expected);
          expect(suitsMatch(ruleSet, card, target) && ranksMatch(ruleSet, card, target)).toBe(expected);
        }
      }
    },
  );
});

describe('compileRuleSet', () => {
  it.each([...Object.values(RULE_SETS), ...EVERY_BUILDING])(
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

  it.each([...Object.values(RULE_SETS), ...EVERY_BUILDING])(
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
    for (const ruleSet of EVERY_BUILDING)
      expect(compileRuleSet(ruleSet).buildsDownInSuit).toBe(ruleSet.suit === 'same' && ruleSet.direction === 'down');
  });

  it('holds the empty-column rule and the column count', () => {
    for (const ruleSet of Object.values(RULE_SETS)) {
      const table = compileRuleSet(ruleSet);
      expect(EMPTY_COLUMN_RULES[table.emptyTakes]).toBe(ruleSet.emptyColumn);
      expect(table.columnCount).toBe(ruleSet.layout.cards.length);
    }
    expect(compileRuleSet(geoffrey).columnCount).toBe(8);
  });

  it('caches the compiled table per rule set object', () => {
    expect(compileRuleSet(classic)).toBe(compileRuleSet(classic));
    const copy: RuleSet = { ...classic };
    expect(compileRuleSet(copy)).not.toBe(compileRuleSet(classic));
    expect(compileRuleSet(copy).builders).toEqual(compileRuleSet(classic).builders);
  });

  it('the widest rule lets eight cards go on a middle card', () => {
    // Any suit, up or down: eight cards can go on a middle card, the most any rule allows.
    const widest = compileRuleSet(EVERY_BUILDING.find((r) => r.id === 'x-any-up-or-down')!);
    expect(widest.builderCount[cardOf(1, 7)]).toBe(MAX_BUILDERS);
    expect(widest.builderCount[cardOf(1, 13)]).toBe(4);
    for (const ruleSet of EVERY_BUILDING)
      expect(Math.max(...compileRuleSet(ruleSet).builderCount)).toBeLessThanOrEqual(8);
  });
});

describe('sameRuleSet', () => {
  it('compares the rules by value: id, suit, direction, empty column and layout, not the name', () => {
    const define = (spec: Partial<RuleSet>): RuleSet =>
      unwrap(defineRuleSet({ ...classic, id: 'mine', name: 'Mine', ...spec }));
    const mine = define({});
    expect(sameRuleSet(mine, classic)).toBe(false); // another id
    expect(sameRuleSet(mine, define({}))).toBe(true);
    expect(sameRuleSet(mine, define({ name: 'Other' }))).toBe(true);
    expect(sameRuleSet(mine, define({ suit: 'any' }))).toBe(false);
    expect(sameRuleSet(mine, define({ direction: 'up-or-down' }))).toBe(false);
    expect(sameRuleSet(mine, define({ emptyColumn: 'any' }))).toBe(false);
    expect(sameRuleSet(mine, define({ layout: odessa.layout }))).toBe(false);
    expect(
      sameRuleSet(mine, define({ layout: { cards: [...YUKON_LAYOUT.cards], faceDown: [0, 1, 2, 3, 4, 5, 5] } })),
    ).toBe(false);
    expect(sameRuleSet(classic, relaxed)).toBe(false);
    // a copy of the fields, or a Proxy, is no rule set until it is defined
    expect(sameRuleSet(classic, { ...classic })).toBe(false);
    expect(sameRuleSet({ ...classic }, { ...classic })).toBe(false);
    expect(sameRuleSet(classic, new Proxy(classic, {}))).toBe(false);
    expect(sameRuleSet(classic, unwrap(defineRuleSet({ ...classic })))).toBe(true);
  });

  it('never throws, and a value that is no rule set is the same as nothing', () => {
    let cases = 0;
    fc.assert(
      fc.property(fc.anything(), fc.constantFrom(...Object.values(RULE_SETS)), (value, preset) => {
        cases++;
        expect(sameRuleSet(value as RuleSet, preset)).toBe(sameRuleSet(preset, value as RuleSet));
        expect(typeof sameRuleSet(value as RuleSet, value as RuleSet)).toBe('boolean');
      }),
    );
    expect(cases).toBe(100);
    const revoked = Proxy.revocable({}, {});
    revoked.revoke();
    expect(sameRuleSet(revoked.proxy as RuleSet, classic)).toBe(false);
  });
});
