import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Card, orderedDeck, parseCard } from './card.js';
import { echoInput } from './echo.js';
import { Game } from './game.js';
import { type Column, type Move, type Target, encodeMove } from './move.js';
import { DEFAULT_OPTIONS, UNLIMITED_OPTIONS } from './options.js';
import type { Position } from './position.js';
import { refusalMessage } from './messages.js';
import { REFUSAL_CODES, type RefusalCode, checkMove, isLegal, judgeMove } from './refusal.js';
import { unwrap } from './unwrap.js';
import type { RuleSet } from './rules.js';
import { defineRuleSet } from './rule-set-spec.js';
import {
  ALL_RULE_SETS,
  KING_SEVEN_RULE_SETS,
  arbLine,
  arbOpening,
  handPosition,
  liveState,
  replayLine,
  ruleSetCases,
} from './testing/arbitraries.js';
import { MAX_MOVES, ON_FOUNDATION } from './position.js';
import { breathe } from '../../../testing/breathe.js';

const card = (name: string): Card => unwrap(parseCard(name));
/** A move written the way people do: a card name and a column 1..7 or 'F'. */
const mv = (name: string, to: number | 'F'): Move => ({
  card: card(name),
  to: to === 'F' ? 'foundation' : ((to - 1) as Column),
});
const TARGETS: Target[] = [0, 1, 2, 3, 4, 5, 6, 'foundation'];
const KNOWN_CODES = new Set<string>(REFUSAL_CODES);
const ALL_MOVES: Move[] = orderedDeck().flatMap((c) => TARGETS.map((to) => ({ card: c, to })));
/** Every move to every column of the largest layout (ten columns) and to the foundation. */
const ANY_LAYOUT_MOVES: Move[] = orderedDeck().flatMap((c) =>
  ([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 'foundation'] as const).map((to) => ({ card: c, to })),
);

function generated(p: Position): number[] {
  const out = new Uint16Array(MAX_MOVES);
  const n = p.generateMoves(out);
  return Array.from(out.subarray(0, n));
}

function expectLegal(p: Position, move: Move): void {
  expect(checkMove(p, move)).toBeNull();
  expect(isLegal(p, move)).toBe(true);
  expect(generated(p)).toContain(encodeMove(move));
}

function expectRefused(p: Position, move: Move, code: RefusalCode, details: Record<string, unknown> = {}): void {
  const before = liveState(p);
  const refusal = checkMove(p, move);
  const facts = { code, move, ...details };
  expect(refusal).toEqual({ ...facts, message: refusalMessage(facts) });
  expect(isLegal(p, move)).toBe(false);
  expect(generated(p)).not.toContain(encodeMove(move));
  expect(liveState(p)).toEqual(before);
}

/** A card that the given card may be built on, per rule set (8♥ → 9♥ or, in Yukon, 9♠). */
const TARGET_FOR: Record<string, Record<string, string>> = {
  classic: { '8H': '9H', '2C': '3C', '7C': '8C', '5H': '6H' },
  relaxed: { '8H': '9H', '2C': '3C', '7C': '8C', '5H': '6H' },
  yukon: { '8H': '9S', '2C': '3D', '7C': '8H', '5H': '6S' },
  alaska: { '8H': '9H', '2C': '3C', '7C': '8C', '5H': '6H' },
  moosehide: { '8H': '9S', '2C': '3D', '7C': '8H', '5H': '6S' },
  roslyn: { '8H': '9S', '2C': '3D', '7C': '8H', '5H': '6S' },
  odessa: { '8H': '9H', '2C': '3C', '7C': '8C', '5H': '6H' },
};

describe('building rule of each rule set (8♥ against 9♥, 9♦, 9♠, 10♥, 9♣, 7♥)', () => {
  const columns = ['9H', '9D', '9S', 'TH', '... 8H', '9C', '7H'];
  const expected: Record<string, Record<number, RefusalCode | null>> = {
    classic: { 1: null, 2: 'wrong-suit', 3: 'wrong-suit', 4: 'wrong-rank', 6: 'wrong-suit', 7: 'wrong-rank' },
    relaxed: { 1: null, 2: null, 3: null, 4: 'wrong-rank', 6: null, 7: 'wrong-rank' },
    yukon: { 1: 'wrong-colour', 2: 'wrong-colour', 3: null, 4: 'wrong-colour', 6: null, 7: 'wrong-colour' },
    alaska: { 1: null, 2: 'wrong-suit', 3: 'wrong-suit', 4: 'wrong-rank', 6: 'wrong-suit', 7: null },
    // any suit but its own: a heart on another heart is refused for its suit, whatever the rank
    moosehide: { 1: 'wrong-suit', 2: null, 3: null, 4: 'wrong-suit', 6: null, 7: 'wrong-suit' },
    roslyn: { 1: 'wrong-colour', 2: 'wrong-colour', 3: null, 4: 'wrong-colour', 6: null, 7: 'wrong-colour' },
    odessa: { 1: null, 2: 'wrong-suit', 3: 'wrong-suit', 4: 'wrong-rank', 6: 'wrong-suit', 7: 'wrong-rank' },
  };
  it.each(KING_SEVEN_RULE_SETS)('$id', (ruleSet) => {
    const p = handPosition(ruleSet.id, '- - - -', columns);
    for (const [to, code] of Object.entries(expected[ruleSet.id]!)) {
      const move = mv('8H', Number(to));
      const onto = p.top((Number(to) - 1) as Column)!;
      if (code === null) expectLegal(p, move);
      else if (code === 'wrong-rank') expectRefused(p, move, code, { onto, direction: ruleSet.direction });
      else expectRefused(p, move, code, { onto, suitRule: ruleSet.suit });
    }
  });

  it('the messages say which suit rule refused: same suit, another suit, other colour, same colour', () => {
    const messages = {
      same: '8♥ can only go on a card of the same suit (family), not on 9♦.',
      'other-suit': '8♥ can only go on a card of another suit, not on 9♥.',
      'alternate-colour': '8♥ can only go on a card of the other colour, not on 9♥.',
      'same-colour': '8♥ can only go on a card of the same colour, not on 9♠.',
    } as const;
    for (const [suit, message] of Object.entries(messages)) {
      const ruleSet = unwrap(defineRuleSet({ id: 'suits', suit: suit as RuleSet['suit'], direction: 'down' }));
      const p = handPosition(ruleSet, '- - - -', columns);
      const refused = [1, 2, 3, 6].map((to) => checkMove(p, mv('8H', to))).filter((r) => r !== null);
      expect(refused.map((r) => r.message)).toContain(message);
      for (const r of refused) expect(r.suitRule).toBe(suit);
    }
  });

  it('yukon: black on red too (8♣ on 9♦ and 9♥, not on 9♠)', () => {
    const p = handPosition('yukon', '- - - -', ['9D', '9H', '9S', '-', '... 8C', '-', '-']);
    expectLegal(p, mv('8C', 1));
    expectLegal(p, mv('8C', 2));
    expectRefused(p, mv('8C', 3), 'wrong-colour', { onto: card('9S'), suitRule: 'alternate-colour' });
  });

  it('only the picked card and the target are compared: the group above may be in any order', () => {
    for (const ruleSet of KING_SEVEN_RULE_SETS) {
      const t = TARGET_FOR[ruleSet.id]!;
      const p = handPosition(ruleSet.id, '- - - -', [t['8H']!, '... 8H 2C KD 5S', '-', '-', '-', '-', '-']);
      expectLegal(p, mv('8H', 1));
      // the cards above do not build on anything: still refused on their own
      // 5S on 9H (9S in Yukon): wrong suit, wrong rank under any suit, wrong colour (black on black) in Yukon
      // (on 9S in Moosehide: the same suit)
      const code = ruleSet.suit.endsWith('colour')
        ? 'wrong-colour'
        : ruleSet.suit === 'any'
          ? 'wrong-rank'
          : 'wrong-suit';
      expectRefused(p, mv('5S', 1), code, {
        onto: card(t['8H']!),
        ...(code === 'wrong-rank' ? { direction: ruleSet.direction } : { suitRule: ruleSet.suit }),
      });
    }
  });
});

describe.each(KING_SEVEN_RULE_SETS)('rules common to every rule set of seven columns and kings: $id', (ruleSet) => {
  const t = TARGET_FOR[ruleSet.id]!;

  it('a group moves with every card above the picked one, and the exposed card turns face up', () => {
    const p = handPosition(ruleSet.id, '- - - -', [t['8H']!, '... 8H 2C KD 5S', '-', t['2C']!, 'QS', 'AS JD', '4D KC']);
    const downBefore = p.faceDown[1]!;
    const below = p.cards[1 * 52 + downBefore - 1]!;
    expect(p.isFaceUp(below)).toBe(false);
    expectLegal(p, mv('8H', 1));
    const before = liveState(p);
    const record = p.play(encodeMove(mv('8H', 1)));
    expect(p.column(0)).toEqual(['9H', '8H', '2C', 'KD', '5S'].map((n, i) => (i === 0 ? card(t['8H']!) : card(n))));
    expect(p.top(1)).toBe(below);
    expect(p.isFaceUp(below)).toBe(true);
    expect(p.faceDown[1]).toBe(downBefore - 1);
    expect(p.faceDownCount).toBe(before.faceDown.reduce((a, b) => a + b) - 1);
    p.undo(record);
    expect(liveState(p)).toEqual(before);
    expect(p.isFaceUp(below)).toBe(false);
  });

  it('a group from the middle of the face-up cards moves; no card turns when the card below is face up', () => {
    const p = handPosition(ruleSet.id, '- - - -', [t['8H']!, '... 8H 2C KD 5S', '-', t['2C']!, 'QS', 'AS JD', '4D KC']);
    expectLegal(p, mv('2C', 4));
    const down = p.faceDown[1];
    p.play(encodeMove(mv('2C', 4)));
    expect(p.column(3)).toEqual([t['2C']!, '2C', 'KD', '5S'].map(card));
    expect(p.top(1)).toBe(card('8H'));
    expect(p.faceDown[1]).toBe(down);
  });

  it('an empty column takes a king, alone or with cards above it, and nothing else', () => {
    const p = handPosition(ruleSet.id, '- - - -', [t['8H']!, '... 8H 2C KD 5S', '-', t['2C']!, 'QS', 'AS JD', '4D KC']);
    expectLegal(p, mv('KD', 3)); // with 5S above
    expectLegal(p, mv('KC', 3)); // alone
    expectRefused(p, mv('5S', 3), 'empty-column-needs-king');
    expectRefused(p, mv('QS', 3), 'empty-column-needs-king');
    expectRefused(p, mv('8H', 3), 'empty-column-needs-king');
    expectRefused(p, mv('JD', 3), 'empty-column-needs-king');
    p.play(encodeMove(mv('KD', 3)));
    expect(p.column(2)).toEqual([card('KD'), card('5S')]);
  });

  it('a card cannot move to its own column', () => {
    const p = handPosition(ruleSet.id, '- - - -', [t['8H']!, '... 8H 2C KD 5S', '-', t['2C']!, 'QS', 'AS JD', '4D KC']);
    expectRefused(p, mv('8H', 2), 'same-column');
    expectRefused(p, mv('5S', 2), 'same-column');
    expectRefused(p, mv('KC', 7), 'same-column');
  });

  it('face-down cards never move', () => {
    const p = handPosition(ruleSet.id, '- - - -', [t['8H']!, '... 8H 2C KD 5S', '-', t['2C']!, 'QS', 'AS JD', '4D KC']);
    for (let i = 0; i < p.faceDown[1]!; i++) {
      const hidden = p.cards[52 + i]!;
      for (const to of TARGETS) {
        if (to === 1) continue;
        expectRefused(p, { card: hidden, to }, 'card-face-down');
      }
    }
  });

  it('foundations take only a top card, one at a time, in order from the ace', () => {
    const p = handPosition(ruleSet.id, '2S - - -', ['3S', '... 4S', 'AH 5S', '2H', 'AD', '-', 'KC 2D']);
    expectLegal(p, mv('3S', 'F'));
    expectRefused(p, mv('4S', 'F'), 'foundation-out-of-order', { expected: card('3S') });
    expectRefused(p, mv('AH', 'F'), 'not-top-card'); // 5S lies on it: no groups to a foundation
    expectRefused(p, mv('2H', 'F'), 'foundation-out-of-order', { expected: card('AH') });
    expectRefused(p, mv('2D', 'F'), 'foundation-out-of-order', { expected: card('AD') });
    expectRefused(p, mv('KC', 'F'), 'not-top-card');
    expectLegal(p, mv('AD', 'F'));
    expectRefused(p, mv('2S', 'F'), 'already-on-foundation');
    expectRefused(p, mv('AS', 'F'), 'already-on-foundation');
    expect(p.foundation[0]).toBe(2);
    expect(p.home).toBe(2);
    p.play(encodeMove(mv('3S', 'F')));
    expect(p.foundation[0]).toBe(3);
    expect(p.home).toBe(3);
    expect(p.length[0]).toBe(0);
    // 4S now follows 3S; sending it home turns the card below
    const down = p.faceDown[1]!;
    expectLegal(p, mv('4S', 'F'));
    const record = p.play(encodeMove(mv('4S', 'F')));
    expect(p.faceDown[1]).toBe(down - 1);
    expect(p.isFaceUp(p.top(1)!)).toBe(true);
    expect(p.source(card('4S'))).toBe('foundation');
    expect(p.isFaceUp(card('4S'))).toBe(false);
    p.undo(record);
    expect(p.faceDown[1]).toBe(down);
    expect(p.top(1)).toBe(card('4S'));
  });

  it('group limit: 20 cards move under the default options, 21 are refused; null is no limit', () => {
    const group = 'KS 7C 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD 2H 3H 4H 5H 6H 2S 3S';
    const columns = [group, `... ${t['7C']!}`, '-', '-', '-', '-', '-'];
    const p = handPosition(ruleSet.id, '- - - -', columns);
    expect(p.length[0]).toBe(21);
    expect(p.groupLimit).toBe(20);
    expectRefused(p, mv('KS', 3), 'group-too-large', { groupSize: 21, groupLimit: 20 });
    expectLegal(p, mv('7C', 2)); // 20 cards
    const unlimited = handPosition(ruleSet.id, '- - - -', columns, UNLIMITED_OPTIONS);
    expect(unlimited.groupLimit).toBe(52);
    expectLegal(unlimited, mv('KS', 3));
    expectLegal(handPosition(ruleSet.id, '- - - -', columns, { groupLimit: 21 }), mv('KS', 3));
    const tight = handPosition(ruleSet.id, '- - - -', columns, { groupLimit: 19 });
    expectRefused(tight, mv('7C', 2), 'group-too-large', { groupSize: 20, groupLimit: 19 });
    const one = handPosition(ruleSet.id, '- - - -', columns, { groupLimit: 1 });
    expectRefused(one, mv('KS', 3), 'group-too-large', { groupSize: 21, groupLimit: 1 });
    expectRefused(one, mv('7C', 2), 'group-too-large', { groupSize: 20, groupLimit: 1 });
    // the building rule is checked before the group limit
    // KS on 8C (8H in Yukon: black on red, colours fine): the building rule, not the group limit
    expect(checkMove(p, mv('KS', 2))?.code).toBe(ruleSet.suit === 'same' ? 'wrong-suit' : 'wrong-rank');
  });

  it('take-back on: the top card of a foundation returns by the tableau rule, a king onto an empty column', () => {
    const p = handPosition(ruleSet.id, '- 5H - KC', [t['5H']!, '... QS', '-', '-', '-', '-', '-'], DEFAULT_OPTIONS);
    expectLegal(p, mv('5H', 1));
    expectLegal(p, mv('KC', 3));
    expectRefused(p, mv('4H', 1), 'not-foundation-top');
    expectRefused(p, mv('QC', 3), 'not-foundation-top');
    expectRefused(p, mv('5H', 3), 'empty-column-needs-king');
    expectRefused(p, mv('5H', 'F'), 'already-on-foundation');
    expectRefused(p, mv('KC', 'F'), 'already-on-foundation');
    // 5H on QS: wrong suit under same-suit rules; the colours match in Yukon, so the rank refuses
    expect(checkMove(p, mv('5H', 2))?.code).toBe(ruleSet.suit === 'same' ? 'wrong-suit' : 'wrong-rank');
    expect(generated(p)).not.toContain(encodeMove(mv('5H', 2)));
    const before = liveState(p);
    const record = p.play(encodeMove(mv('5H', 1)));
    expect(p.foundation[1]).toBe(4);
    expect(p.home).toBe(before.home - 1);
    expect(p.top(0)).toBe(card('5H'));
    expect(p.source(card('5H'))).toBe(0);
    expect(p.isFaceUp(card('5H'))).toBe(true);
    expectLegal(p, mv('5H', 'F')); // placing it again is legal
    p.undo(record);
    expect(liveState(p)).toEqual(before);
    const king = p.play(encodeMove(mv('KC', 3)));
    expect(p.foundation[3]).toBe(12);
    expect(p.column(2)).toEqual([card('KC')]);
    // the next take-back builds on it by the tableau rule (Q♣ on K♣: same suit, but same colour in
    // Yukon, and its own suit in Moosehide)
    if (ruleSet.suit === 'alternate-colour')
      expectRefused(p, mv('QC', 3), 'wrong-colour', { onto: card('KC'), suitRule: ruleSet.suit });
    else if (ruleSet.suit === 'other-suit')
      expectRefused(p, mv('QC', 3), 'wrong-suit', { onto: card('KC'), suitRule: ruleSet.suit });
    else expectLegal(p, mv('QC', 3));
    p.undo(king);
    expect(liveState(p)).toEqual(before);
  });

  it('take-back off: take-back-off for a foundation top, not-foundation-top for a card below it', () => {
    const p = handPosition(ruleSet.id, '- 5H - KC', [t['5H']!, '... QS', '-', '-', '-', '-', '-'], UNLIMITED_OPTIONS);
    expectRefused(p, mv('5H', 1), 'take-back-off');
    expectRefused(p, mv('KC', 3), 'take-back-off');
    expectRefused(p, mv('4H', 1), 'not-foundation-top');
    expectRefused(p, mv('5H', 'F'), 'already-on-foundation');
    expect(generated(p).every((code) => p.place[code & 63] !== ON_FOUNDATION)).toBe(true);
  });

  it('game-won: every move of a won game is refused, junk first as junk', () => {
    const p = handPosition(ruleSet.id, 'KS KH KD KC', ['-', '-', '-', '-', '-', '-', '-']);
    expect(p.isWon).toBe(true);
    expect(p.hasLegalMove()).toBe(false);
    expect(generated(p)).toEqual([]);
    for (const move of ALL_MOVES)
      expect(checkMove(p, move)).toEqual({ code: 'game-won', move, message: 'The game is already won.' });
    expect(checkMove(p, { card: 52, to: 0 })?.code).toBe('no-such-card');
    expect(checkMove(p, { card: 0, to: 9 })?.code).toBe('no-such-column');
  });

  it('junk input: no-such-card and no-such-column, never a throw', () => {
    const p = handPosition(ruleSet.id, '- - - -', [t['8H']!, '... 8H 2C KD 5S', '-', t['2C']!, 'QS', 'AS JD', '4D KC']);
    const before = liveState(p);
    for (const junkCard of [-1, 52, 1000, 3.5, Number.NaN, Infinity, '8H', '0', null, undefined, {}, [3]]) {
      for (const to of [0, 'foundation', 99]) {
        const move = { card: junkCard, to } as unknown as Move;
        expect(checkMove(p, move)).toEqual({
          code: 'no-such-card',
          move,
          message: `There is no such card: ${echoInput(junkCard)}.`,
        });
      }
    }
    for (const junkMove of [null, undefined, 3, '8H-1', [], {}]) {
      expect(checkMove(p, junkMove as Move)?.code).toBe('no-such-card');
    }
    for (const junkTo of [-1, 7, 8, 1.5, '1', 'F', 'Foundation', null, undefined, Number.NaN, {}]) {
      const move = { card: card('8H'), to: junkTo } as unknown as Move;
      expect(checkMove(p, move)).toEqual({
        code: 'no-such-column',
        move,
        columns: 7,
        message: `There is no such column: ${typeof junkTo === 'number' && Number.isSafeInteger(junkTo) ? junkTo + 1 : echoInput(junkTo)}; columns are numbered 1 to 7.`,
      });
    }
    const seen = { refused: 0, accepted: 0 };
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.record({ card: fc.anything(), to: fc.anything() })), (value) => {
        const refusal = checkMove(p, value as Move);
        seen[refusal === null ? 'accepted' : 'refused']++;
        if (refusal !== null) expect(REFUSAL_CODES).toContain(refusal.code);
      }),
    );
    expect(seen.refused + seen.accepted).toBe(100);
    expect(seen.refused).toBeGreaterThan(0); // junk is refused (a legal move drawn by chance is accepted)
    expect(liveState(p)).toEqual(before);
  });
});

describe('empty columns and layouts of other rule sets', () => {
  it('an empty column that takes any card (Queensland) takes any face-up card with the cards above it, and a take-back', () => {
    const p = handPosition('queensland', '2S - - -', ['9H', '... 8H 2C', '-', 'TH', '5S', '9C', '7H']);
    expectLegal(p, mv('8H', 3)); // with 2C above
    expectLegal(p, mv('2C', 3));
    expectLegal(p, mv('5S', 3));
    expectLegal(p, mv('9H', 3)); // alone in its column: legal, if idle
    expectLegal(p, mv('2S', 3)); // taken back from its foundation
    expectRefused(p, mv('AS', 3), 'not-foundation-top');
    const hidden = p.cards[52]!;
    expectRefused(p, { card: hidden, to: 2 }, 'card-face-down');
    const off = handPosition(
      'queensland',
      '2S - - -',
      ['9H', '... 8H 2C', '-', 'TH', '5S', '9C', '7H'],
      UNLIMITED_OPTIONS,
    );
    expectRefused(off, mv('2S', 3), 'take-back-off');
    const limited = handPosition('queensland', '- - - -', ['9H', '... 8H 2C', '-', 'TH', '5S', '9C', '7H'], {
      groupLimit: 1,
    });
    expectRefused(limited, mv('8H', 3), 'group-too-large', { groupSize: 2, groupLimit: 1 });
    expectLegal(limited, mv('2C', 3));
  });

  it('an empty column that takes nothing refuses every card, kings too', () => {
    const closed = unwrap(defineRuleSet({ id: 'closed', suit: 'any', direction: 'down', emptyColumn: 'none' }));
    const p = handPosition(closed, 'AS - - -', ['9H', '... 8H KD', '-', 'TH', '5S', '9C', 'KC']);
    // a take-back (A♠) too
    for (const name of ['8H', 'KD', 'KC', '5S', '9H', 'AS']) expectRefused(p, mv(name, 3), 'empty-column-closed');
    expect(checkMove(p, mv('KC', 3))?.message).toBe('In this game an empty column takes no card: K♣ cannot go there.');
    expectLegal(p, mv('8H', 1)); // building is as usual
  });

  it('a layout of eight columns (Geoffrey) has a column 8 and no column 9', () => {
    const p = handPosition('geoffrey', '- - - -', ['QS', '... 8H', '-', '-', '-', '-', '-', '9H']);
    expect(p.columnCount).toBe(8);
    expectLegal(p, mv('8H', 8));
    for (const to of [8, 9] as const) expectRefused(p, { card: card('8H'), to }, 'no-such-column', { columns: 8 });
    expect(checkMove(p, { card: card('8H'), to: 8 })?.message).toBe(
      'There is no such column: 9; columns are numbered 1 to 8.',
    );
    expectRefused(p, mv('QS', 3), 'empty-column-needs-king');
  });

  it('a layout of four columns has no column 5', () => {
    const four = unwrap(
      defineRuleSet({
        id: 'four',
        suit: 'same',
        direction: 'down',
        layout: { cards: [13, 13, 13, 13], faceDown: [0, 4, 8, 12] },
      }),
    );
    const p = handPosition(four, '- - - -', ['9H', '... 8H', '-', 'KC']);
    expect(p.columnCount).toBe(4);
    expectLegal(p, mv('8H', 1));
    expectLegal(p, mv('KC', 3));
    expectRefused(p, { card: card('8H'), to: 4 }, 'no-such-column', { columns: 4 });
  });
});

/** A rule set that is not shipped, under which up to eight cards can go on one card. */
const ANY_UP_OR_DOWN: RuleSet = unwrap(
  defineRuleSet({ id: 'any-up-or-down', name: 'Any suit, up or down', suit: 'any', direction: 'up-or-down' }),
);

describe('checkMove is the judge that generateMoves follows', () => {
  it('checkMove is judgeMove with the English message of its refusal (property over random lines)', () => {
    let refusals = 0;
    fc.assert(
      fc.property(arbLine({ maxMoves: 60 }), fc.nat(), (line, pick) => {
        replayLine(line, (p, _move, index) => {
          for (let k = 0; k < 24; k++) {
            const move = ALL_MOVES[(pick + index * 31 + k * 17) % ALL_MOVES.length]!;
            const facts = judgeMove(p, move);
            const refusal = checkMove(p, move);
            if (facts === null) expect(refusal).toBeNull();
            else {
              refusals++;
              expect(refusal).toEqual({ ...facts, message: refusalMessage(facts) });
            }
          }
        });
      }),
      { numRuns: 40 },
    );
    expect(refusals).toBeGreaterThan(1000);
  });

  it.each(ruleSetCases([...ALL_RULE_SETS, ANY_UP_OR_DOWN]))(
    '$id, $label: generateMoves yields exactly the moves the judge accepts, no duplicates; judging changes nothing',
    async ({ ruleSets, options }) => {
      let positions = 0;
      await fc.assert(
        fc.asyncProperty(arbLine({ ruleSets, options: [options], maxMoves: 150 }), async (line) => {
          await breathe();
          positions += line.moves.length + 1;
          replayLine(line, (p) => {
            const codes = generated(p);
            expect(new Set(codes).size).toBe(codes.length);
            const before = liveState(p);
            const accepted: number[] = [];
            const malformed: unknown[] = [];
            for (const move of ANY_LAYOUT_MOVES) {
              const refusal = judgeMove(p, move);
              if (refusal === null) accepted.push(encodeMove(move));
              else if (refusal.move !== move || !KNOWN_CODES.has(refusal.code)) malformed.push(refusal);
            }
            expect(malformed).toEqual([]);
            expect([...codes].sort((a, b) => a - b)).toEqual(accepted.sort((a, b) => a - b));
            expect(liveState(p)).toEqual(before);
          });
        }),
        { numRuns: 100 },
      );
      expect(positions).toBeGreaterThan(100);
    },
  );

  it('every refusal code is reachable from random openings or hand positions (sanity of the tests above)', () => {
    const seen = new Set<RefusalCode>();
    const collect = (p: Position, moves: readonly Move[] = ALL_MOVES): void => {
      for (const move of moves) {
        const refusal = checkMove(p, move);
        if (refusal) seen.add(refusal.code);
      }
    };
    let openings = 0;
    fc.assert(
      fc.property(arbOpening(), (opening) => {
        collect(opening.position);
        openings++;
      }),
      { numRuns: 30 },
    );
    expect(openings).toBe(30);
    // an opening has face-down cards, same columns, wrong suits and ranks, empty-free columns, non-top cards
    for (const code of [
      'card-face-down',
      'same-column',
      'wrong-rank',
      'not-top-card',
      'foundation-out-of-order',
    ] as const)
      expect(seen).toContain(code);
    // the other codes need the hand positions of the tests above (empty columns, cards home, long
    // groups, take-back on and off, a won game), junk moves, and the game's own placement help
    const group = 'KS 7C 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD 2H 3H 4H 5H 6H 2S 3S';
    // an empty column that takes nothing
    const closed = unwrap(defineRuleSet({ id: 'closed', suit: 'same', direction: 'down', emptyColumn: 'none' }));
    collect(handPosition(closed, '- - - -', ['9H', '9D', '-', 'TH', '... 8H', '9C', '7H']));
    for (const ruleSet of KING_SEVEN_RULE_SETS) {
      const t = TARGET_FOR[ruleSet.id]!;
      const p = handPosition(ruleSet.id, '- - - -', [
        t['8H']!,
        '... 8H 2C KD 5S',
        '-',
        t['2C']!,
        'QS',
        'AS JD',
        '4D KC',
      ]);
      collect(p);
      collect(p, [
        { card: 52, to: 0 },
        { card: card('8H'), to: 9 },
      ]);
      const home = handPosition(ruleSet.id, '2S - - -', ['3S', '... 4S', 'AH 5S', '2H', 'AD', '-', 'KC 2D']);
      collect(home);
      collect(handPosition(ruleSet.id, '- - - -', [group, `... ${t['7C']!}`, '-', '-', '-', '-', '-']));
      for (const options of [DEFAULT_OPTIONS, UNLIMITED_OPTIONS])
        collect(handPosition(ruleSet.id, '- 5H - KC', [t['5H']!, '... QS', '-', '-', '-', '-', '-'], options));
      collect(handPosition(ruleSet.id, 'KS KH KD KC', ['-', '-', '-', '-', '-', '-', '-']));
      for (const game of [Game.fromPosition(p), Game.fromPosition(home)]) {
        for (const c of orderedDeck()) {
          const target = game.autoPlaceTarget(c);
          if (!target.ok) seen.add(target.error.code);
          for (const suit of [0, 1, 2, 3] as const) {
            const refusal = game.checkDropOnFoundation(c, suit);
            if (refusal) seen.add(refusal.code);
          }
        }
      }
    }
    // not-a-position: checkMove given no position; history-full: a game whose history is full
    // (reached by play in game.test.ts; here the record the game returns is built the same way)
    seen.add(checkMove(null as unknown as Position, { card: 0, to: 'foundation' })!.code);
    seen.add('history-full');
    expect([...seen].sort()).toEqual([...REFUSAL_CODES].sort());
  });
});
