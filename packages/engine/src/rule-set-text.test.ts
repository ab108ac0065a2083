import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RULE_SETS, classic, geoffrey, isRuleSetId } from './presets.js';
import { defineRuleSet } from './rule-set-spec.js';
import { parseRuleSetText, ruleSetText } from './rule-set-text.js';
import { sameRuleSet } from './rules.js';
import { unwrap } from './unwrap.js';
import { arbRuleSetSpec } from './testing/arbitraries.js';

const EIGHT = unwrap(
  defineRuleSet({
    id: 'eights',
    name: 'Eight columns',
    suit: 'other-suit',
    direction: 'down',
    emptyColumn: 'any',
    layout: { cards: [6, 6, 6, 6, 7, 7, 7, 7], faceDown: [0, 1, 2, 3, 4, 5, 6, 6] },
  }),
);

function refused(text: string, ruleSets: unknown = {}): string {
  const result = parseRuleSetText(text, ruleSets);
  if (result.ok) throw new Error(`read ${text}`);
  expect(result.error.message.length).toBeGreaterThan(0);
  return result.error.code;
}

describe('the text of a rule set', () => {
  it('is the id of a preset, and the whole rule set otherwise', () => {
    for (const [id, preset] of Object.entries(RULE_SETS)) {
      expect(ruleSetText(preset)).toBe(id);
      expect(unwrap(parseRuleSetText(id, {}))).toBe(preset);
      expect(unwrap(parseRuleSetText(id.toUpperCase(), {}))).toBe(preset);
    }
    expect(ruleSetText(EIGHT)).toBe('eights "Eight columns" other-suit down any 6/0 6/1 6/2 6/3 7/4 7/5 7/6 7/6');
  });

  it('reads back every random spec given to the reader, with its rules and its name, however the name is written', () => {
    const name = fc.oneof(
      fc.constantFrom('a | b', 'say "hi"', 'back\\slash', 'Лосиная шкура', 'Geyik Postu', '🂡 aces', '||'),
      fc.string({ minLength: 1, maxLength: 64 }).filter((s) => /^\P{C}+$/u.test(s)),
    );
    let cases = 0;
    fc.assert(
      fc.property(arbRuleSetSpec(), name, (spec, n) => {
        cases++;
        const r = unwrap(defineRuleSet({ ...spec, name: n }));
        const text = ruleSetText(r);
        expect(text).not.toContain('|');
        expect(JSON.parse(/^\S+ ("(?:[^"\\]|\\.)*")/.exec(text)![1]!)).toBe(n);
        // the reader is given the rule set: a text of its rules and id is that very rule set
        const known = { [r.id]: r };
        expect(unwrap(parseRuleSetText(text, known))).toBe(r);
        expect(unwrap(parseRuleSetText(` ${text} `, known))).toBe(r);
        // not given it, the reader does not know it (a preset's id with the preset's rules is the preset)
        if (!isRuleSetId(r.id)) expect(refused(text)).toBe('unknown-rule-set');
      }),
      { numRuns: 300 },
    );
    expect(cases).toBe(300);
  });

  it('finds an id among the rule sets given, then among the presets; only own fields count', () => {
    expect(unwrap(parseRuleSetText('eights', { eights: EIGHT }))).toBe(EIGHT);
    expect(unwrap(parseRuleSetText(ruleSetText(EIGHT), { eights: EIGHT }))).toBe(EIGHT);
    expect(refused('eights')).toBe('unknown-rule-set');
    expect(refused(ruleSetText(EIGHT))).toBe('unknown-rule-set');
    expect(refused('toString')).toBe('unknown-rule-set');
    expect(refused('__proto__')).toBe('unknown-rule-set');
    expect(refused('classic', null)).toBe('unknown-rule-set');
    expect(refused('classic', 'classic')).toBe('unknown-rule-set');
    // an entry given by id is a rule set that defineRuleSet made, of that id: a record is a spec
    const record = { id: 'mine', name: 'Mine', suit: 'any', direction: 'down' };
    expect(refused('mine', { mine: record })).toBe('bad-rule-set');
    expect(unwrap(parseRuleSetText('mine', { mine: unwrap(defineRuleSet(record as never)) })).emptyColumn).toBe('king');
    expect(refused('other', { other: EIGHT })).toBe('bad-rule-set');
    expect(refused('classic', { classic: { ...classic, suit: 'any' } })).toBe('bad-rule-set');
    expect(refused('geoffrey', { geoffrey: { ...geoffrey } })).toBe('bad-rule-set');
    // a preset given again is that preset
    expect(unwrap(parseRuleSetText('geoffrey', { geoffrey }))).toBe(geoffrey);
  });

  it('refuses a whole rule set that the reader knows by its id with other rules', () => {
    const text = ruleSetText(EIGHT);
    const other = unwrap(defineRuleSet({ id: 'eights', suit: 'same', direction: 'down' }));
    expect(refused(text, { eights: other })).toBe('bad-rule-set');
    expect(refused(text.replace('eights', 'classic'))).toBe('bad-rule-set');
    // the name may differ: the reader's rule set is the one read
    expect(unwrap(parseRuleSetText(text.replace('Eight columns', 'Other'), { eights: EIGHT }))).toBe(EIGHT);
  });

  it.each([
    ['no name', 'eights other-suit down any 6/0 6/1 6/2 6/3 7/4 7/5 7/6 7/6'],
    ['a name not closed', 'eights "Eight other-suit down any 6/0'],
    ['a name with a bad escape', 'eights "a\\q" other-suit down any 6/0 6/1 6/2 6/3 7/4 7/5 7/6 7/6'],
    ['a column without its face-down count', 'eights "E" other-suit down any 6 6/1 6/2 6/3 7/4 7/5 7/6 7/6'],
    ['a column of three digits', 'eights "E" other-suit down any 100/0 6/1 6/2 6/3 7/4 7/5 7/6 7/6'],
    ['a bad suit rule', 'eights "E" purple down any 6/0 6/1 6/2 6/3 7/4 7/5 7/6 7/6'],
    ['no layout', 'eights "E" other-suit down any'],
    ['a layout of 51 cards', 'eights "E" other-suit down any 6/0 6/1 6/2 6/3 7/4 7/5 7/6 6/6'],
    ['an upper-case id', 'Eights "E" other-suit down any 6/0 6/1 6/2 6/3 7/4 7/5 7/6 7/6'],
    ['a name of a number', 'eights 7 other-suit down any 6/0 6/1 6/2 6/3 7/4 7/5 7/6 7/6'],
  ])('refuses %s, though the reader knows the rule set eights', (_, text) => {
    expect(['bad-rule-set', 'unknown-rule-set']).toContain(refused(text, { eights: EIGHT }));
  });

  it('never throws, whatever the text', () => {
    const valid = ruleSetText(EIGHT);
    let cases = 0;
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc
            .tuple(fc.nat({ max: valid.length }), fc.nat({ max: 4 }), fc.string({ maxLength: 4 }))
            .map(([at, cut, add]) => valid.slice(0, at) + add + valid.slice(at + cut)),
        ),
        (text) => {
          cases++;
          const result = parseRuleSetText(text, { eights: EIGHT });
          if (result.ok) expect(sameRuleSet(result.value, unwrap(defineRuleSet(result.value)))).toBe(true);
          else expect(['bad-rule-set', 'unknown-rule-set']).toContain(result.error.code);
        },
      ),
      { numRuns: 2000 },
    );
    expect(cases).toBe(2000);
  });
});
