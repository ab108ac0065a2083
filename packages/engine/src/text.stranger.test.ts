import { describe, expect, it } from 'vitest';
import { classic } from './presets.js';
import { en } from './messages-en.js';
import { spokenCardName, refusalMessage, ruleSetName, suitName } from './messages.js';
import type { RefusalFacts } from './refusal.js';
import { parseCard } from './card.js';
import { unwrap } from './unwrap.js';
import { defineTexts, fill, fillPlural } from './text.js';

describe('fill and fillPlural given junk', () => {
  it('refuses a template that is not a string and values that are not an object with a TypeError', () => {
    expect(() => fill(undefined as never)).toThrow(TypeError);
    expect(() => fill('{a}', null as never)).toThrow(TypeError);
    expect(() => fill('{a}', 'a' as never)).toThrow(TypeError);
    expect(() => fillPlural(en.locale, 2, { one: 'x' } as never)).toThrow(TypeError);
    for (const junk of [null, undefined, 'en', {}, { plural: 'one' }])
      expect(() => fillPlural(junk as never, 2, { one: 'x', other: 'y' }), typeof junk).toThrow(
        /a counted text needs a locale and its forms/,
      );
    for (const junk of [null, undefined, 'forms', 7])
      expect(() => fillPlural(en.locale, 2, junk as never), String(junk)).toThrow(
        /a counted text needs a locale and its forms/,
      );
  });

  it('reads only the own values, never inherited ones', () => {
    expect(fill('{constructor} {toString} {__proto__}', {})).toBe('{constructor} {toString} {__proto__}');
    const values = JSON.parse('{"__proto__": "own"}') as Record<string, string>;
    expect(fill('{__proto__}', values)).toBe('own');
  });
});

describe('texts given keys they do not have', () => {
  const made = defineTexts(
    en.locale,
    { won: 'You won in {moves}!' },
    { moves: { one: '{count} move', other: '{count} moves' } },
  );

  it('refuses a key it does not have, inherited names included, with a RangeError', () => {
    for (const key of ['nope', 'toString', '__proto__', 'constructor', 'moves']) {
      expect(() => made.text(key as never), key).toThrow(RangeError);
      expect(() => made.template(key as never), key).toThrow(RangeError);
    }
    for (const key of ['nope', 'won', 'hasOwnProperty'])
      expect(() => made.count(key as never, 1), key).toThrow(RangeError);
    expect(() => made.text(null as never)).toThrow(/null is not a key/);
  });
});

const QUEEN_OF_DIAMONDS = unwrap(parseCard('QD'));

describe("the engine's message functions given something else than a language's messages", () => {
  it('default to English, and refuse a language that is not the messages of a language', () => {
    const r: RefusalFacts = { code: 'same-column', move: { card: 0, to: 0 } };
    expect(refusalMessage(r)).toBe(refusalMessage(r, en));
    expect(spokenCardName(QUEEN_OF_DIAMONDS)).toBe('queen of diamonds');
    for (const junk of ['ru', null, {}, { text: 'x', count: 'y' }, Object.create(en) as unknown]) {
      expect(() => refusalMessage(r, junk as typeof en), String(junk)).toThrow(TypeError);
      expect(() => spokenCardName(QUEEN_OF_DIAMONDS, junk as typeof en)).toThrow(
        /@russian-solitaire\/engine\/messages/,
      );
      expect(() => suitName(0, junk as typeof en)).toThrow(TypeError);
      expect(() => ruleSetName(classic, junk as typeof en)).toThrow(TypeError);
    }
  });
});
