import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RULE_SETS, classic, geoffrey, moosehide } from './presets.js';
import {
  MAX_RULE_SET_ID_LENGTH,
  MAX_RULE_SET_NAME_LENGTH,
  RULE_SET_ERROR_CODES,
  type RuleSetSpec,
  defineRuleSet,
} from './rule-set-spec.js';
import { type RuleSet, YUKON_LAYOUT, sameRuleSet } from './rules.js';
import { unwrap } from './unwrap.js';
import { arbRuleSetSpec } from './testing/arbitraries.js';

const EIGHT = { cards: [6, 6, 6, 6, 7, 7, 7, 7], faceDown: [0, 1, 2, 3, 4, 5, 6, 6] };

/** The refusal of a spec: its code and field (and a message that names the field). */
function refusal(spec: unknown): { code: string; field: string | null } {
  const result = defineRuleSet(spec as RuleSetSpec);
  if (result.ok) throw new Error(`accepted ${JSON.stringify(spec)}`);
  const { code, field, message } = result.error;
  expect(message.length).toBeGreaterThan(0);
  if (field !== null) expect(message).toContain(field.split(/[.[]/)[0]);
  return { code, field };
}

describe('defineRuleSet', () => {
  it('fills in the name, a king on an empty column and the Yukon layout when they are left out', () => {
    const r = unwrap(defineRuleSet({ id: 'moose-like', suit: 'other-suit', direction: 'down' }));
    expect(r).toEqual({
      id: 'moose-like',
      name: 'moose-like',
      suit: 'other-suit',
      direction: 'down',
      emptyColumn: 'king',
      layout: YUKON_LAYOUT,
    });
    expect(sameRuleSet(r, unwrap(defineRuleSet({ ...moosehide, id: 'moose-like', name: 'Moose' })))).toBe(true);
  });

  it('makes deeply frozen data of its own, which later changes of the spec do not reach', () => {
    const layout = { cards: [...EIGHT.cards], faceDown: [...EIGHT.faceDown] };
    const spec = {
      id: 'eights',
      name: 'Eights',
      suit: 'same-colour',
      direction: 'up-or-down',
      emptyColumn: 'any',
      layout,
    };
    const r = unwrap(defineRuleSet(spec as RuleSetSpec));
    layout.cards[0] = 99;
    spec.suit = 'any';
    expect(r.layout.cards[0]).toBe(6);
    expect(r.suit).toBe('same-colour');
    expect(Object.isFrozen(r) && Object.isFrozen(r.layout) && Object.isFrozen(r.layout.cards)).toBe(true);
    expect(Object.isFrozen(r.layout.faceDown)).toBe(true);
    expect(JSON.parse(JSON.stringify(r))).toEqual(r);
    expect(structuredClone(r)).toEqual(r);
    // a rule set already defined comes back as it is; a copy of it is defined anew, with the same rules
    expect(unwrap(defineRuleSet(r))).toBe(r);
    const copy = unwrap(defineRuleSet(structuredClone(r)));
    expect(copy).not.toBe(r);
    expect(copy).toEqual(r);
  });

  it('gives back the preset for a spec of its id and rules, and refuses its id with other rules', () => {
    expect(unwrap(defineRuleSet({ id: 'classic', suit: 'same', direction: 'down' }))).toBe(classic);
    expect(unwrap(defineRuleSet({ id: 'classic', name: 'Same suit', suit: 'same', direction: 'down' }))).toBe(classic);
    const eightOfSeven = { cards: [...geoffrey.layout.cards], faceDown: [...geoffrey.layout.faceDown] };
    expect(unwrap(defineRuleSet({ id: 'geoffrey', suit: 'same', direction: 'down', layout: eightOfSeven }))).toBe(
      geoffrey,
    );
    for (const spec of [
      { id: 'classic', suit: 'any', direction: 'down' },
      { id: 'classic', suit: 'same', direction: 'down', emptyColumn: 'any' },
      { id: 'classic', suit: 'same', direction: 'down', layout: EIGHT },
      { id: 'classic', name: 'Russian', suit: 'same', direction: 'down' },
      { id: 'geoffrey', suit: 'same', direction: 'down' },
    ])
      expect(refusal(spec)).toEqual({ code: 'taken-id', field: 'id' });
    for (const preset of Object.values(RULE_SETS)) expect(unwrap(defineRuleSet({ ...preset }))).toBe(preset);
  });

  it.each<[string, unknown, string, string | null]>([
    ['null', null, 'not-an-object', null],
    ['a string', 'classic', 'not-an-object', null],
    ['a list', [], 'not-an-object', null],
    ['a class instance', new Map(), 'not-an-object', null],
    ['an unknown field', { id: 'x', suit: 'same', direction: 'down', stock: true }, 'unknown-field', 'stock'],
    ['no id', { suit: 'same', direction: 'down' }, 'bad-value', 'id'],
    ['an upper-case id', { id: 'Mine', suit: 'same', direction: 'down' }, 'bad-value', 'id'],
    ['an id of a digit first', { id: '8s', suit: 'same', direction: 'down' }, 'bad-value', 'id'],
    ['an id with a space', { id: 'my game', suit: 'same', direction: 'down' }, 'bad-value', 'id'],
    ['a long id', { id: `a${'b'.repeat(MAX_RULE_SET_ID_LENGTH)}`, suit: 'same', direction: 'down' }, 'bad-value', 'id'],
    ['an empty name', { id: 'x', name: '', suit: 'same', direction: 'down' }, 'bad-value', 'name'],
    ['a name of a number', { id: 'x', name: 3, suit: 'same', direction: 'down' }, 'bad-value', 'name'],
    ['a name with a control', { id: 'x', name: 'a\u001b[2Jb', suit: 'same', direction: 'down' }, 'bad-value', 'name'],
    [
      'a name with a bidi override',
      { id: 'x', name: 'a\u202eb', suit: 'same', direction: 'down' },
      'bad-value',
      'name',
    ],
    [
      'a long name',
      { id: 'x', name: 'n'.repeat(MAX_RULE_SET_NAME_LENGTH + 1), suit: 'same', direction: 'down' },
      'bad-value',
      'name',
    ],
    ['no suit', { id: 'x', direction: 'down' }, 'bad-value', 'suit'],
    ['a suit of another game', { id: 'x', suit: 'red', direction: 'down' }, 'bad-value', 'suit'],
    ['no direction', { id: 'x', suit: 'same' }, 'bad-value', 'direction'],
    ['building up', { id: 'x', suit: 'same', direction: 'up' }, 'bad-value', 'direction'],
    [
      'an empty column of queens',
      { id: 'x', suit: 'same', direction: 'down', emptyColumn: 'queen' },
      'bad-value',
      'emptyColumn',
    ],
    ['a layout of a list', { id: 'x', suit: 'same', direction: 'down', layout: [1, 2] }, 'not-an-object', 'layout'],
    [
      'a layout with a stock',
      { id: 'x', suit: 'same', direction: 'down', layout: { ...EIGHT, stock: 24 } },
      'unknown-field',
      'layout.stock',
    ],
    [
      'three columns',
      { id: 'x', suit: 'same', direction: 'down', layout: { cards: [20, 20, 12], faceDown: [0, 0, 0] } },
      'bad-layout',
      'layout.cards',
    ],
    [
      'eleven columns',
      {
        id: 'x',
        suit: 'same',
        direction: 'down',
        layout: { cards: [...Array<number>(10).fill(5), 2], faceDown: Array<number>(11).fill(0) },
      },
      'bad-layout',
      'layout.cards',
    ],
    [
      'no cards list',
      { id: 'x', suit: 'same', direction: 'down', layout: { faceDown: EIGHT.faceDown } },
      'bad-layout',
      'layout.cards',
    ],
    [
      'fewer face-down counts',
      { id: 'x', suit: 'same', direction: 'down', layout: { cards: EIGHT.cards, faceDown: [0, 0, 0, 0] } },
      'bad-layout',
      'layout.faceDown',
    ],
    [
      'an empty column dealt',
      { id: 'x', suit: 'same', direction: 'down', layout: { cards: [0, 13, 13, 13, 13], faceDown: [0, 0, 0, 0, 0] } },
      'bad-layout',
      'layout.cards[0]',
    ],
    [
      'half a card',
      { id: 'x', suit: 'same', direction: 'down', layout: { cards: [12.5, 13.5, 13, 13], faceDown: [0, 0, 0, 0] } },
      'bad-layout',
      'layout.cards[0]',
    ],
    [
      'a face-down top card',
      { id: 'x', suit: 'same', direction: 'down', layout: { cards: [13, 13, 13, 13], faceDown: [0, 13, 0, 0] } },
      'bad-layout',
      'layout.faceDown[1]',
    ],
    [
      'a negative face-down count',
      { id: 'x', suit: 'same', direction: 'down', layout: { cards: [13, 13, 13, 13], faceDown: [0, 0, -1, 0] } },
      'bad-layout',
      'layout.faceDown[2]',
    ],
    [
      '51 cards',
      { id: 'x', suit: 'same', direction: 'down', layout: { cards: [13, 13, 13, 12], faceDown: [0, 0, 0, 0] } },
      'bad-layout',
      'layout.cards',
    ],
    [
      '53 cards',
      { id: 'x', suit: 'same', direction: 'down', layout: { cards: [13, 13, 13, 14], faceDown: [0, 0, 0, 0] } },
      'bad-layout',
      'layout.cards',
    ],
  ])('refuses %s, naming the field', (_, spec, code, field) => {
    expect(refusal(spec)).toEqual({ code, field });
  });

  it('reads own data fields only: nothing inherited, no getter run, no Proxy trap let out', () => {
    const inherited = Object.create({ suit: 'same', direction: 'down' }) as Record<string, unknown>;
    inherited.id = 'x';
    expect(refusal(inherited).code).toBe('not-an-object');
    const bare = Object.assign(Object.create(null) as object, { id: 'x', direction: 'down' });
    const polluted = Object.prototype as Record<string, unknown>;
    polluted.suit = 'same';
    try {
      expect(refusal(bare)).toEqual({ code: 'bad-value', field: 'suit' });
      expect(refusal({ id: 'x', direction: 'down' })).toEqual({ code: 'bad-value', field: 'suit' });
    } finally {
      delete polluted.suit;
    }
    let ran = false;
    const getter = {
      id: 'x',
      direction: 'down',
      get suit() {
        ran = true;
        return 'same';
      },
    };
    expect(refusal(getter).code).toBe('not-an-object');
    expect(ran).toBe(false);
    const trap = new Proxy(
      { id: 'x', suit: 'same', direction: 'down' },
      {
        ownKeys() {
          throw new Error('trap');
        },
      },
    );
    expect(refusal(trap).code).toBe('not-an-object');
    const layoutGetter = {
      id: 'x',
      suit: 'same',
      direction: 'down',
      layout: {
        faceDown: EIGHT.faceDown,
        get cards() {
          ran = true;
          return EIGHT.cards;
        },
      },
    };
    expect(refusal(layoutGetter)).toEqual({ code: 'not-an-object', field: 'layout' });
    expect(ran).toBe(false);
  });

  it('accepts every random valid spec, as it was given', () => {
    let cases = 0;
    fc.assert(
      fc.property(arbRuleSetSpec(), (spec) => {
        cases++;
        const r = unwrap(defineRuleSet(spec));
        expect(r).toEqual(spec);
        expect(r.layout.cards.length).toBeGreaterThanOrEqual(4);
        expect(r.layout.cards.length).toBeLessThanOrEqual(10);
      }),
      { numRuns: 200 },
    );
    expect(cases).toBe(200);
  });

  it('never throws: any value is a rule set or a typed refusal that names a field', () => {
    const field = fc.oneof(fc.anything(), fc.constantFrom('same', 'down', 'king', 'any', 'x', 'Mine'));
    const layout = fc.oneof(
      fc.anything(),
      fc.record({
        cards: fc.array(fc.integer({ min: -1, max: 53 }), { maxLength: 11 }),
        faceDown: fc.array(fc.integer({ min: -1, max: 12 }), { maxLength: 11 }),
      }),
    );
    let refused = 0;
    let accepted = 0;
    fc.assert(
      fc.property(
        fc.oneof(
          fc.anything(),
          fc.record({ id: field, suit: field, direction: field, emptyColumn: field, layout }, { requiredKeys: [] }),
          // a valid spec, with one field (or none) given another value
          fc
            .tuple(
              arbRuleSetSpec(),
              fc.constantFrom('id', 'name', 'suit', 'direction', 'emptyColumn', 'layout', 'none'),
              field,
            )
            .map(([spec, key, value]) => (key === 'none' ? spec : { ...spec, [key]: value })),
        ),
        (value) => {
          const result = defineRuleSet(value as RuleSetSpec);
          if (result.ok) {
            accepted++;
            expect(unwrap(defineRuleSet(result.value))).toBe(result.value);
            return;
          }
          refused++;
          expect(RULE_SET_ERROR_CODES).toContain(result.error.code);
          expect(result.error.message.length).toBeGreaterThan(0);
        },
      ),
      { numRuns: 2000 },
    );
    expect(refused + accepted).toBe(2000);
    expect(refused).toBeGreaterThan(800);
    expect(accepted).toBeGreaterThan(100);
  });

  it('is what positions take: a record of a rule set is read with it, a bad one refused', () => {
    const legacy = { id: 'mine', name: 'Mine', suit: 'any', direction: 'up-or-down' } as unknown as RuleSet;
    const r = unwrap(defineRuleSet(legacy));
    expect(r.emptyColumn).toBe('king');
    expect(r.layout).toBe(YUKON_LAYOUT);
  });
});
