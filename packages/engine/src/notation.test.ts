import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Card, orderedDeck, parseCard } from './card.js';
import { type Move, type Target } from './move.js';
import { NOTATION_ERROR_CODES } from './notation-error.js';
import {
  MAX_NOTATION_LENGTH,
  makeMove,
  makePosition,
  parseColumn,
  parseMove,
  parsePosition,
  readPosition,
} from './notation.js';
import { makeColumn } from './setup.js';
import { UNLIMITED_OPTIONS } from './options.js';
import { POSITION_ERROR_CODES, Position } from './position.js';
import { unwrap } from './unwrap.js';
import { type RuleSet } from './rules.js';
import { classic } from './presets.js';
import { defineRuleSet } from './rule-set-spec.js';
import { SPEC_VECTOR_TEXTS, arbLine, handPositionText, replayLine, ruleSetCases } from './testing/arbitraries.js';
import { breathe } from '../../../testing/breathe.js';

const card = (name: string): Card => unwrap(parseCard(name));
const TARGETS: Target[] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 'foundation'];
const ALL_MOVES: Move[] = orderedDeck().flatMap((c) => TARGETS.map((to) => ({ card: c, to })));
const ERROR_CODES = new Set<string>([...NOTATION_ERROR_CODES, ...POSITION_ERROR_CODES]);
const AAAAAAA = SPEC_VECTOR_TEXTS['RU1-C-AAAAAAA'];

describe('move text', () => {
  it('writes card-target with columns 1..7 and F', () => {
    expect(makeMove({ card: card('8H'), to: 4 })).toBe('8H-5');
    expect(makeMove({ card: card('QS'), to: 'foundation' })).toBe('QS-F');
    expect(makeMove({ card: card('TD'), to: 0 })).toBe('TD-1');
  });

  it('reads moves in any case, with white space and 10 for T', () => {
    expect(parseMove('8H-5')).toEqual({ ok: true, value: { card: card('8H'), to: 4 } });
    expect(parseMove('qs-f')).toEqual({ ok: true, value: { card: card('QS'), to: 'foundation' } });
    expect(parseMove(' 10h - 3 ')).toEqual({ ok: true, value: { card: card('TH'), to: 2 } });
    expect(parseMove('KC-7')).toEqual({ ok: true, value: { card: card('KC'), to: 6 } });
    // a column of a layout of eight to ten columns: the position's own count is checkMove's to judge
    expect(parseMove('KC-10')).toEqual({ ok: true, value: { card: card('KC'), to: 9 } });
  });

  it('makeMove / parseMove round-trip all 52 × 11 moves (columns 1 to 10, and F)', () => {
    const texts = new Set<string>();
    for (const move of ALL_MOVES) {
      const text = makeMove(move);
      texts.add(text);
      expect(parseMove(text)).toEqual({ ok: true, value: move });
      expect(parseMove(text.toLowerCase())).toEqual({ ok: true, value: move });
    }
    expect(texts.size).toBe(52 * 11);
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['8H-5 and some more', 'too-long'],
    ['8H5', 'bad-move'],
    ['8H', 'bad-move'],
    ['8H 5', 'bad-move'],
    ['XX-5', 'bad-card'],
    ['-5', 'empty'],
    ['8H--5', 'bad-card'],
    ['8H-11', 'bad-target'],
    ['8H-0', 'bad-target'],
    ['8H-', 'bad-target'],
    ['8H-FF', 'bad-target'],
    ['8H-12', 'bad-target'],
    ['8H-foundation', 'bad-target'],
  ])('parseMove(%j) → %s', (text, code) => {
    const result = parseMove(text);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe(code);
      expect(result.error.message.length).toBeGreaterThan(0);
    }
  });

  it('refuses non-strings with a typed error', () => {
    for (const junk of [null, undefined, 3, { card: 0, to: 0 }]) {
      const result = parseMove(junk as unknown as string);
      expect(!result.ok && result.error.code).toBe('bad-move');
    }
  });
});

describe('column text', () => {
  it('prints face-down cards in parentheses, bottom first, and an empty column as -', () => {
    expect(makeColumn({ faceDown: [], faceUp: [] })).toBe('-');
    expect(makeColumn({ faceDown: [36], faceUp: [8, 40, 14, 24, 44] })).toBe('(JD) 9S 2C 2H QH 6C');
  });

  it('reads back what it prints, for every column of positions reached by play', () => {
    let columns = 0;
    for (const text of Object.values(SPEC_VECTOR_TEXTS)) {
      for (const column of unwrap(parsePosition(text)).columns) {
        expect(unwrap(parseColumn(makeColumn(column)))).toEqual(column);
        columns++;
      }
    }
    expect(columns).toBe(14);
  });

  it('refuses a face-down card above a face-up one, and names a bad card', () => {
    const above = parseColumn('9S (JD)');
    expect(!above.ok && above.error.code).toBe('face-down-above-face-up');
    const bad = parseColumn('(JD) 9X');
    expect(!bad.ok && bad.error.code).toBe('bad-card');
    expect(!bad.ok && bad.error.message).toContain('9X');
    const notText = parseColumn(5 as unknown as string);
    expect(notText.ok).toBe(false);
  });
});

describe('position text', () => {
  it('reads the SPEC test vectors and writes them back unchanged', () => {
    for (const text of Object.values(SPEC_VECTOR_TEXTS)) {
      const setup = unwrap(parsePosition(text));
      expect(setup.ruleSet).toBe(classic);
      expect(setup.foundations).toEqual([0, 0, 0, 0]);
      expect(setup.columns.map((c) => c.faceDown.length)).toEqual([0, 1, 2, 3, 4, 5, 6]);
      expect(makePosition(setup)).toBe(text);
      expect(makePosition(unwrap(readPosition(text)))).toBe(text);
    }
    const p = unwrap(readPosition(AAAAAAA));
    expect(p.column(0)).toEqual([card('8C')]);
    expect(p.column(1)).toEqual(['JD', '9S', '2C', '2H', 'QH', '6C'].map(card));
    expect(p.faceDown[1]).toBe(1);
  });

  it('writes foundations as top cards and empty columns as -', () => {
    const text = handPositionText('relaxed', '3S - QD KC', ['... 5H', '-', '-', '-', '-', '-', '-']);
    const p = unwrap(readPosition(text));
    expect(Array.from(p.foundation)).toEqual([3, 0, 12, 13]);
    expect(makePosition(p)).toBe(text);
    expect(makePosition(p)).toMatch(
      /^relaxed \| F: 3S - QD KC \| 1: \(4S\) .* 5H \| 2: - \| 3: - \| 4: - \| 5: - \| 6: - \| 7: -$/,
    );
  });

  it('is lenient on case, spacing and an empty column written as nothing', () => {
    const messy = AAAAAAA.replace('classic', 'CLASSIC').replace('F:', 'f :').replace(/ \| /g, '|').toLowerCase();
    expect(makePosition(unwrap(readPosition(messy)))).toBe(AAAAAAA);
    const empty = handPositionText('classic', '- - - -', ['... KS', '-', '-', '-', '-', '-', '-']).replace(
      '2: -',
      '2:',
    );
    expect(unwrap(readPosition(empty)).length[1]).toBe(0);
  });

  it('reads rule sets passed by the caller', () => {
    const custom: RuleSet = unwrap(
      defineRuleSet({ id: 'russian-relaxed', name: 'Custom', suit: 'any', direction: 'down' }),
    );
    const text = AAAAAAA.replace('classic', 'russian-relaxed');
    expect(parsePosition(text).ok).toBe(false);
    const p = unwrap(readPosition(text, UNLIMITED_OPTIONS, { 'russian-relaxed': custom }));
    expect(p.ruleSet).toBe(custom);
    // the printer writes a rule set that is no preset whole: the reader given it checks its rules
    const whole = AAAAAAA.replace('classic', 'russian-relaxed "Custom" any down king 1/0 6/1 7/2 8/3 9/4 10/5 11/6');
    expect(makePosition(p)).toBe(whole);
    expect(unwrap(readPosition(whole, {}, { 'russian-relaxed': custom })).equals(p)).toBe(true);
    const unknown = readPosition(whole);
    expect(!unknown.ok && unknown.error.code).toBe('unknown-rule-set');
    const other = unwrap(defineRuleSet({ id: 'russian-relaxed', suit: 'same', direction: 'down' }));
    const differs = readPosition(whole, {}, { 'russian-relaxed': other });
    expect(!differs.ok && differs.error.code).toBe('bad-rule-set');
    // the presets are known with or without a registry
    expect(unwrap(readPosition(AAAAAAA, {}, { 'russian-relaxed': custom })).ruleSet).toBe(classic);
    // only own keys count as rule set names
    expect(parsePosition(AAAAAAA.replace('classic', 'toString')).ok).toBe(false);
    expect(parsePosition(AAAAAAA.replace('classic', '__proto__')).ok).toBe(false);
  });

  it.each<[string, string, string]>([
    ['empty', '', 'empty'],
    ['blank', '  \t ', 'empty'],
    ['too long', 'x'.repeat(MAX_NOTATION_LENGTH + 1), 'too-long'],
    ['eight fields', AAAAAAA.slice(0, AAAAAAA.lastIndexOf('|')), 'wrong-field-count'],
    ['ten fields', `${AAAAAAA} | 8: -`, 'wrong-field-count'],
    ['unknown rule set', AAAAAAA.replace('classic', 'spider'), 'unknown-rule-set'],
    ['foundation label', AAAAAAA.replace('F:', 'G:'), 'bad-label'],
    ['column label', AAAAAAA.replace('2: (JD)', '3: (JD)'), 'bad-label'],
    ['column without label', AAAAAAA.replace('2: (JD)', '(JD)'), 'bad-label'],
    ['three foundations', AAAAAAA.replace('F: - - - -', 'F: - - -'), 'bad-foundation'],
    ['foundation card of the wrong suit', AAAAAAA.replace('F: - - - -', 'F: AH - - -'), 'bad-foundation'],
    ['foundation junk', AAAAAAA.replace('F: - - - -', 'F: - XX - -'), 'bad-foundation'],
    ['bad card', AAAAAAA.replace('9S', '9X'), 'bad-card'],
    ['unclosed parenthesis', AAAAAAA.replace('(JD)', '(JD'), 'bad-card'],
    ['dash among cards', AAAAAAA.replace('1: 8C', '1: - 8C'), 'bad-card'],
    ['face-down above face-up', AAAAAAA.replace('(JD) 9S', '9S (JD)'), 'face-down-above-face-up'],
  ])('parsePosition refuses %s', (_what, text, code) => {
    const result = parsePosition(text);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe(code);
      expect(result.error.message.length).toBeGreaterThan(0);
    }
    const read = readPosition(text);
    expect(!read.ok && read.error.code).toBe(code);
  });

  it.each<[string, string, string]>([
    ['a duplicate card', AAAAAAA.replace('9S', '8C'), 'duplicate-card'],
    ['a missing card', AAAAAAA.replace(' 9S', ''), 'missing-card'],
    ['a card both on a foundation and in a column', AAAAAAA.replace('F: - - - -', 'F: AS - - -'), 'duplicate-card'],
    ['a face-down card on top', AAAAAAA.replace('1: 8C', '1: (8C)'), 'face-down-on-top'],
  ])('readPosition refuses %s', (_what, text, code) => {
    expect(parsePosition(text).ok).toBe(true);
    const result = readPosition(text);
    expect(!result.ok && result.error.code).toBe(code);
  });

  it('refuses non-strings with a typed error', () => {
    for (const junk of [null, undefined, 42, {}]) {
      const result = parsePosition(junk as string);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(NOTATION_ERROR_CODES).toContain(result.error.code);
    }
  });

  it.each(ruleSetCases())(
    'makePosition → parsePosition → fromSetup round-trips every reached position: $id, $label',
    ({ ruleSets, options }) => {
      let positions = 0;
      fc.assert(
        fc.property(arbLine({ ruleSets, options: [options], maxMoves: 150 }), (line) => {
          positions += line.moves.length + 1;
          replayLine(line, (p) => {
            const text = makePosition(p);
            const back = unwrap(
              Position.fromSetup(unwrap(parsePosition(text, { [p.ruleSet.id]: p.ruleSet })), p.options),
            );
            if (!back.equals(p)) expect.fail(`round trip changed ${text}`);
            if (makePosition(back) !== text || makePosition(p.toSetup()) !== text)
              expect.fail(`text not stable: ${text}`);
          });
        }),
        { numRuns: 40 },
      );
      expect(positions).toBeGreaterThan(40);
    },
  );
});

/** Applies one token-level or character-level mutation to a valid text. */
function mutate(text: string, op: number, i: number, j: number, junk: string): string {
  const tokens = text.split(' ');
  const a = i % tokens.length;
  const b = j % tokens.length;
  switch (op) {
    case 0: // delete a token
      return [...tokens.slice(0, a), ...tokens.slice(a + 1)].join(' ');
    case 1: // duplicate a token
      return [...tokens.slice(0, a + 1), tokens[a]!, ...tokens.slice(a + 1)].join(' ');
    case 2: {
      // swap two tokens
      const t = tokens.slice();
      [t[a], t[b]] = [t[b]!, t[a]!];
      return t.join(' ');
    }
    case 3: // change the case of a token
      return tokens.map((t, k) => (k === a ? (j % 2 ? t.toLowerCase() : t.toUpperCase()) : t)).join(' ');
    case 4: // truncate
      return text.slice(0, i % (text.length + 1));
    case 5: // insert junk
      return text.slice(0, i % (text.length + 1)) + junk + text.slice(i % (text.length + 1));
    case 6: // replace one character by junk
      return text.slice(0, i % (text.length + 1)) + junk.slice(0, 1) + text.slice((i % (text.length + 1)) + 1);
    default: // drop the parentheses of a token or add them
      return tokens.map((t, k) => (k === a ? (t.startsWith('(') ? t.slice(1, -1) : `(${t})`) : t)).join(' ');
  }
}

const arbJunk = fc.oneof(
  fc.string({ maxLength: 4 }),
  fc.constantFrom('|', '-', '(', ')', ':', ' ', '10', 'F:', '\n', '\u00a0', 'ſ', 'K', 'S'),
);
const arbMutation = fc.tuple(fc.nat(7), fc.nat(), fc.nat(), arbJunk);

describe('parser fuzzing (10,000 inputs each): typed refusal or a round-tripping value, never a throw', () => {
  const NOTATION_ALPHABET = [...'A23456789TJQKSHDCF-|:() 1'];

  it('move text', () => {
    const seen = { refused: 0, accepted: 0 };
    const validMove = fc.constantFrom(...ALL_MOVES.map(makeMove));
    const arbMoveText = fc.oneof(
      fc.string({ maxLength: 20 }),
      fc.string({ unit: 'binary', maxLength: 12 }),
      fc.string({ unit: fc.constantFrom(...NOTATION_ALPHABET, '10', 'f', 'h'), maxLength: 8 }),
      fc
        .tuple(validMove, fc.array(arbMutation, { minLength: 1, maxLength: 2 }))
        .map(([text, ms]) =>
          ms.reduce(
            (t, [op, i, j, junk]) => mutate(t.split('').join(' '), op, i, j, junk).replace(/ /g, j % 3 ? '' : ' '),
            text,
          ),
        ),
    );
    fc.assert(
      fc.property(arbMoveText, (text) => {
        const result = parseMove(text);
        if (!result.ok) {
          seen.refused++;
          if (!ERROR_CODES.has(result.error.code) || result.error.message.length === 0)
            expect.fail(JSON.stringify(result));
          return;
        }
        seen.accepted++;
        const printed = makeMove(result.value);
        expect(parseMove(printed)).toEqual(result);
        expect(printed).toMatch(/^[A2-9TJQK][SHDC]-([1-9F]|10)$/);
      }),
      { numRuns: 10_000 },
    );
    // both branches ran: the mutations must leave some texts valid (about 2.5 %), or the round trip
    // would never run
    expect(seen.refused + seen.accepted).toBe(10_000);
    expect(seen.refused).toBeGreaterThan(1_000);
    expect(seen.accepted).toBeGreaterThan(100);
  });

  it('position text', async () => {
    const validText = arbLine({ maxMoves: 40 }).map((line) => makePosition(replayLine(line, () => {})));
    const arbPositionText = fc.oneof(
      { weight: 1, arbitrary: fc.string({ maxLength: 200 }) },
      {
        weight: 1,
        arbitrary: fc.string({
          unit: fc.constantFrom(...NOTATION_ALPHABET, ' | ', '1: ', 'F: - - - -', 'classic'),
          maxLength: 80,
        }),
      },
      { weight: 1, arbitrary: validText },
      {
        weight: 6,
        arbitrary: fc
          .tuple(validText, fc.array(arbMutation, { minLength: 1, maxLength: 3 }))
          .map(([t, ms]) => ms.reduce((s, [op, i, j, junk]) => mutate(s, op, i, j, junk), t)),
      },
    );
    let accepted = 0;
    let refused = 0;
    await fc.assert(
      fc.asyncProperty(arbPositionText, async (text) => {
        await breathe();
        const setup = parsePosition(text);
        const read = readPosition(text);
        for (const result of [setup, read]) {
          if (!result.ok && (!ERROR_CODES.has(result.error.code) || result.error.message.length === 0))
            expect.fail(JSON.stringify(result.error));
        }
        if (!setup.ok) {
          refused++;
          expect(read).toEqual(setup);
          return;
        }
        const printed = makePosition(setup.value);
        expect(parsePosition(printed)).toEqual(setup);
        if (read.ok) {
          accepted++;
          const again = unwrap(readPosition(makePosition(read.value)));
          if (!again.equals(read.value) || makePosition(again) !== printed) expect.fail(`no round trip: ${text}`);
        }
      }),
      { numRuns: 10_000 },
    );
    // the mutations must leave some texts valid, or the round-trip branch would never run
    expect(accepted).toBeGreaterThan(500);
    expect(refused).toBeGreaterThan(500);
  });
});
