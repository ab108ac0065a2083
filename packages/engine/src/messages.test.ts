import { describe, expect, it } from 'vitest';
import { type Card, makeCard, parseCard, suitOf } from './card.js';
import { LANGUAGES, type Language, isLanguage } from './language.js';
import { MESSAGES } from './messages-all.js';
import { spokenCardName, refusalMessage, ruleSetName, suitName } from './messages.js';
import { type Column, type Move } from './move.js';
import { UNLIMITED_OPTIONS } from './options.js';
import { REFUSAL_CODES, type RefusalCode, checkMove } from './refusal.js';
import type { RefusalFacts } from './refusal-code.js';
import { unwrap } from './unwrap.js';
import { RULE_SETS, RULE_SET_IDS, alaska, brisbane, classic, moosehide, odessa, relaxed, yukon } from './presets.js';
import { defineRuleSet } from './rule-set-spec.js';
import { handPosition } from './testing/arbitraries.js';
import type { Position } from './position.js';

const card = (name: string): Card => unwrap(parseCard(name));
const mv = (name: string, to: number | 'F'): Move => ({
  card: card(name),
  to: to === 'F' ? 'foundation' : ((to - 1) as Column),
});

/** One real refusal of each code, produced by checkMove on hand-written positions. */
function sampleRefusals(): RefusalFacts[] {
  const p = handPosition('classic', '2S 5H - -', ['9H', '9D', 'TH', '-', '... 8H 2C KD 5S', 'AD JD', '4D KC']);
  const y = handPosition('yukon', '- - - -', ['9H', '... 8H', '-', '-', '-', '-', '-']);
  const big = handPosition('classic', '- - - -', [
    'KS 7C 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD 2H 3H 4H 5H 6H 2S 3S',
    '... 8C',
    '-',
    '-',
    '-',
    '-',
    '-',
  ]);
  const off = handPosition('classic', '- 5H - -', ['6H', '... QS', '-', '-', '-', '-', '-'], UNLIMITED_OPTIONS);
  const won = handPosition('classic', 'KS KH KD KC', ['-', '-', '-', '-', '-', '-', '-']);
  const hidden = p.cards[4 * 52]!;
  const cases: [ReturnType<typeof handPosition>, Move][] = [
    [won, mv('AS', 1)],
    [p, { card: 99, to: 0 }],
    [p, { card: card('8H'), to: 9 }],
    [p, { card: hidden, to: 0 }],
    [p, mv('5S', 5)],
    [p, mv('5S', 4)],
    [p, mv('8H', 2)],
    [y, mv('8H', 1)],
    [p, mv('8H', 3)],
    [big, mv('KS', 3)],
    [p, mv('AD', 'F')],
    [p, mv('KC', 'F')],
    [p, mv('2S', 'F')],
    [p, mv('4H', 5)],
    [off, mv('5H', 1)],
  ];
  const checked = cases
    .map(([pos, move]) => checkMove(pos, move))
    .filter((r): r is RefusalFacts & { message: string } => r !== null);
  const refusals: RefusalFacts[] = [...checked];
  // a wrong rank under Alaska (up or down): 8H on an empty...: build one on a 10H
  const a2 = handPosition('alaska', '- - - -', ['TH', '... 8H', '-', '-', '-', '-', '-']);
  refusals.push(checkMove(a2, mv('8H', 1))!);
  // the suit rules of Moosehide (another suit) and of building in the same colour; an empty column
  // that takes nothing; a column past the last of eight
  const moose = handPosition('moosehide', '- - - -', ['9H', '... 8H', '-', '-', '-', '-', '-']);
  refusals.push(checkMove(moose, mv('8H', 1))!);
  const sameColour = unwrap(defineRuleSet({ id: 'same-colour', suit: 'same-colour', direction: 'down' }));
  const red = handPosition(sameColour, '- - - -', ['9S', '... 8H', '-', '-', '-', '-', '-']);
  refusals.push(checkMove(red, mv('8H', 1))!);
  const none = unwrap(defineRuleSet({ id: 'closed', suit: 'same', direction: 'down', emptyColumn: 'none' }));
  const closed = handPosition(none, '- - - -', ['9S', '... KH', '-', '-', '-', '-', '-']);
  refusals.push(checkMove(closed, mv('KH', 3))!);
  const eight = handPosition('geoffrey', '- - - -', ['9S', '... KH', '-', '-', '-', '-', '-', '-']);
  refusals.push(checkMove(eight, { card: card('KH'), to: 8 })!);
  // a complete foundation cannot be reached through checkMove (its cards are all home); build the record by hand
  refusals.push({ code: 'foundation-out-of-order', move: mv('KS', 'F'), expected: null });
  // no-destination comes from the game's auto placement, not from checkMove; its move.to is the card's own place
  refusals.push({ code: 'no-destination', move: { card: card('8H'), to: 4 } });
  // wrong-foundation comes from the game's drop on a given suit's foundation
  refusals.push({ code: 'wrong-foundation', move: mv('8H', 'F'), suit: 3 });
  // not-a-position comes from checkMove given no position; history-full from a game whose history is full
  refusals.push(checkMove(null as unknown as Position, mv('8H', 1))!);
  refusals.push({ code: 'history-full', move: mv('8H', 1) });
  return refusals;
}

const SAMPLES = sampleRefusals();

/** The cards a message must name: the card moved (when it is a card) and the cards the rule compared. */
function cardsInvolved(r: RefusalFacts): Card[] {
  if (['no-such-card', 'no-such-column', 'game-won', 'not-a-position', 'history-full'].includes(r.code)) return [];
  const cards = [r.move.card];
  if (r.onto !== undefined) cards.push(r.onto);
  if (r.expected !== undefined && r.expected !== null) cards.push(r.expected);
  return cards;
}

describe('refusal messages', () => {
  it('the samples cover every refusal code', () => {
    expect([...new Set(SAMPLES.map((r) => r.code))].sort()).toEqual([...REFUSAL_CODES].sort());
    expect(SAMPLES.some((r) => r.code === 'wrong-rank' && r.direction === 'up-or-down')).toBe(true);
    expect(SAMPLES.some((r) => r.code === 'wrong-rank' && r.direction === 'down')).toBe(true);
    for (const suitRule of ['same', 'other-suit', 'alternate-colour', 'same-colour'])
      expect(SAMPLES.some((r) => r.suitRule === suitRule)).toBe(true);
    expect(SAMPLES.some((r) => r.code === 'no-such-column' && r.columns === 8)).toBe(true);
  });

  it('says how many columns a game has, and which suit rule refused a move', () => {
    const texts = SAMPLES.map((r) => refusalMessage(r));
    expect(texts).toContain('There is no such column: 9; columns are numbered 1 to 8.');
    expect(texts).toContain('There is no such column: 10; columns are numbered 1 to 7.');
    expect(texts).toContain('8♥ can only go on a card of another suit, not on 9♥.');
    expect(texts).toContain('8♥ can only go on a card of the same colour, not on 9♠.');
    expect(texts).toContain('In this game an empty column takes no card: K♥ cannot go there.');
    const ru = SAMPLES.map((r) => refusalMessage(r, MESSAGES.ru));
    expect(ru).toContain('Такой колонки нет: 9; колонки пронумерованы от 1 до 8.');
    expect(ru).toContain('8♥ можно положить только на карту другой масти, а не на 9♥.');
  });

  it.each(LANGUAGES)('%s: every refusal has a non-empty message naming the cards involved', (lang) => {
    for (const r of SAMPLES) {
      const text = refusalMessage(r, MESSAGES[lang]);
      expect(text.trim().length, r.code).toBeGreaterThan(0);
      for (const c of cardsInvolved(r)) expect(text, `${lang} ${r.code}`).toContain(makeCard(c, 'shown'));
      if (r.code === 'group-too-large') {
        expect(text).toContain(String(r.groupSize));
        expect(text).toContain(String(r.groupLimit));
      }
      expect(text).not.toMatch(/undefined|NaN|\?/);
    }
  });

  it.each(['ru', 'uk', 'tr'] as const)('%s: every message is translated (differs from English)', (lang) => {
    for (const r of SAMPLES) expect(refusalMessage(r, MESSAGES[lang]), r.code).not.toBe(refusalMessage(r, MESSAGES.en));
  });

  it('each language gives each code its own message', () => {
    for (const lang of LANGUAGES) {
      const byText = new Map<string, RefusalCode>();
      for (const r of SAMPLES) {
        const text = refusalMessage(r, MESSAGES[lang]);
        const other = byText.get(text);
        if (other !== undefined && other !== r.code) expect.fail(`${lang}: ${other} and ${r.code} say the same thing`);
        byText.set(text, r.code);
      }
    }
  });

  it('the classic refusal wrong-suit speaks of the same suit (family) in every language', () => {
    const r = SAMPLES.find((s) => s.code === 'wrong-suit')!;
    const expected: Record<Language, RegExp> = {
      en: /same suit/i,
      ru: /той же масти/i,
      uk: /тієї ж масті/i,
      tr: /aynı takım/i,
    };
    for (const lang of LANGUAGES) expect(refusalMessage(r, MESSAGES[lang])).toMatch(expected[lang]);
    expect(refusalMessage(r, MESSAGES.en)).toMatch(/family/i);
  });

  it('wrong-rank says "higher" for building down and "higher or lower" for Alaska', () => {
    const down = SAMPLES.find((s) => s.code === 'wrong-rank' && s.direction === 'down')!;
    const upDown = SAMPLES.find((s) => s.code === 'wrong-rank' && s.direction === 'up-or-down')!;
    for (const lang of LANGUAGES)
      expect(refusalMessage(down, MESSAGES[lang])).not.toBe(
        refusalMessage({ ...upDown, move: down.move, onto: down.onto! }, MESSAGES[lang]),
      );
    expect(refusalMessage(upDown, MESSAGES.en)).toMatch(/higher or lower/);
    expect(refusalMessage(down, MESSAGES.en)).not.toMatch(/lower/);
  });

  it('wrong-foundation names both suits in every language', () => {
    const r = SAMPLES.find((s) => s.code === 'wrong-foundation')!;
    const suits: Record<Language, [RegExp, RegExp]> = {
      en: [/hearts/, /clubs/],
      ru: [/червей/, /треф/],
      uk: [/чирв/, /треф/],
      tr: [/kupa/, /sinek/],
    };
    for (const lang of LANGUAGES) for (const re of suits[lang]) expect(refusalMessage(r, MESSAGES[lang])).toMatch(re);
  });

  it("foundation-out-of-order names the card's own foundation in every language", () => {
    const r = SAMPLES.find((s) => s.code === 'foundation-out-of-order' && s.expected !== null)!;
    const words = ['spades', 'hearts', 'diamonds', 'clubs'] as const;
    for (const lang of LANGUAGES) {
      const suit = MESSAGES[lang].text(`of-${words[suitOf(r.move.card)]}`);
      expect(refusalMessage(r, MESSAGES[lang]), lang).toContain(` ${suit} `);
    }
    expect(refusalMessage({ code: 'foundation-out-of-order', move: mv('2C', 'F'), expected: card('AC') })).toBe(
      'Foundations build up from the ace: the next card on the clubs foundation is A♣, not 2♣.',
    );
  });

  it('spokenCardName gives the spoken name of a card and suitName a foundation name, in each language', () => {
    expect(LANGUAGES.map((lang) => spokenCardName(card('8H'), MESSAGES[lang]))).toEqual([
      '8 of hearts',
      '8 червей',
      '8 чирв',
      'kupa 8',
    ]);
    expect(LANGUAGES.map((lang) => spokenCardName(card('KC'), MESSAGES[lang]))).toEqual([
      'king of clubs',
      'король треф',
      'король треф',
      'sinek papaz',
    ]);
    expect(spokenCardName(card('AS'))).toBe('ace of spades');
    expect(LANGUAGES.map((lang) => suitName(2, MESSAGES[lang]))).toEqual(['Diamonds', 'Бубны', 'Бубни', 'Karo']);
    const names = new Set(Array.from({ length: 52 }, (_, i) => spokenCardName(i, MESSAGES.ru)));
    expect(names.size).toBe(52);
  });
});

describe('languages and rule names', () => {
  it('isLanguage knows en, ru, uk, tr', () => {
    expect(LANGUAGES).toEqual(['en', 'ru', 'uk', 'tr']);
    for (const l of LANGUAGES) expect(isLanguage(l)).toBe(true);
    for (const junk of ['EN', 'de', '', null, 1]) expect(isLanguage(junk)).toBe(false);
  });

  it('names every shipped rule set in every language; classic is "Same suit"', () => {
    expect(ruleSetName(classic)).toBe('Same suit');
    expect(ruleSetName(relaxed)).toBe('Mixed colours');
    expect(ruleSetName(yukon, MESSAGES.ru)).toBe('Юкон');
    expect(ruleSetName(alaska, MESSAGES.tr)).toBe('Alaska');
    expect(ruleSetName(classic, MESSAGES.ru)).toMatch(/масть/i);
    expect(ruleSetName(classic, MESSAGES.tr)).toMatch(/takım/i);
    expect(ruleSetName(moosehide, MESSAGES.ru)).toBe('Лосиная шкура');
    expect(ruleSetName(odessa, MESSAGES.uk)).toBe('Одеса');
    expect(ruleSetName(brisbane, MESSAGES.tr)).toBe('Brisbane');
    let named = 0;
    for (const l of LANGUAGES) {
      const names = Object.values(RULE_SETS).map((r) => ruleSetName(r, MESSAGES[l]));
      // every preset has its own name in every language, and the English one is the preset's own
      expect(new Set(names).size).toBe(RULE_SET_IDS.length);
      if (l === 'en') expect(names).toEqual(Object.values(RULE_SETS).map((r) => r.name));
      // Russian and Ukrainian names are written in Cyrillic, with no English word left inside
      if (l === 'ru' || l === 'uk') for (const name of names) expect(name).toMatch(/^[А-ЯЁІЇЄҐа-яёіїєґ' -]+$/u);
      named += names.length;
    }
    expect(named).toBe(LANGUAGES.length * RULE_SET_IDS.length);
  });

  it("falls back to a custom rule set's own name", () => {
    const mine = unwrap(defineRuleSet({ id: 'klondike-ish', name: 'My game', suit: 'any', direction: 'down' }));
    expect(ruleSetName(mine, MESSAGES.uk)).toBe('My game');
    // even when its own name is that of a preset
    const named = unwrap(defineRuleSet({ id: 'my-moose', name: 'Moosehide', suit: 'other-suit', direction: 'down' }));
    expect(ruleSetName(named, MESSAGES.ru)).toBe('Moosehide');
  });
});

describe('counted refusals', () => {
  const group = (limit: number): RefusalFacts => ({
    code: 'group-too-large',
    move: mv('KS', 3),
    groupSize: limit + 1,
    groupLimit: limit,
  });

  it('count the group limit in the plural form of each language', () => {
    const ru = [1, 2, 5, 11, 20, 21, 22, 25, 111, 121].map((n) => refusalMessage(group(n), MESSAGES.ru).split(',')[0]);
    expect(ru).toEqual(
      [
        '1 карты',
        '2 карт',
        '5 карт',
        '11 карт',
        '20 карт',
        '21 карты',
        '22 карт',
        '25 карт',
        '111 карт',
        '121 карты',
      ].map((n) => `За один ход можно перенести не больше ${n}`),
    );
    expect(refusalMessage(group(21), MESSAGES.uk)).toMatch(/^За один хід можна перенести не більше 21 карти, /);
    expect(refusalMessage(group(12), MESSAGES.uk)).toMatch(/^За один хід можна перенести не більше 12 карт, /);
    expect(refusalMessage(group(1), MESSAGES.en)).toMatch(/^At most 1 card moves at once; the group from K♠ has 2\.$/);
    expect(refusalMessage(group(20))).toMatch(/^At most 20 cards move at once; /);
    expect(refusalMessage(group(1), MESSAGES.tr)).toMatch(/^Bir hamlede en çok 1 kart taşınabilir; /);
  });

  it('write the number of moves a game keeps the way each language writes numbers', () => {
    const full: RefusalFacts = { code: 'history-full', move: mv('8H', 1) };
    expect(LANGUAGES.map((lang) => refusalMessage(full, MESSAGES[lang]).match(/\d[\d\s.,]*\d [^\s,]+/)?.[0])).toEqual([
      '1,000,000 moves',
      '1\u00a0000\u00a0000 ходов',
      '1\u00a0000\u00a0000 ходів',
      '1.000.000 hamle',
    ]);
  });

  it('write ? for a limit that is not a number', () => {
    expect(refusalMessage({ ...group(3), groupLimit: 'x' as never })).toMatch(/^At most \? cards move at once; /);
  });
});
