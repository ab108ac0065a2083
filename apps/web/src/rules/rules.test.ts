import {
  COLUMN_SIZES,
  DEALT_FACE_DOWN,
  DEFAULT_OPTIONS,
  LANGUAGES,
  WIN_SCORE,
  checkMove,
  makePosition,
  readPosition,
  relaxed,
} from '@russian-solitaire/engine';
import { beforeAll, describe, expect, it } from 'vitest';
import { EXAMPLE_POSITION, rulesExamples } from './rules-examples.js';
import { loadRulesTexts, rulesText } from './rules-i18n.js';
import { RULES_SECTIONS, RULES_TEXT_KEYS, rulesFacts } from './rules-texts.js';

describe('How to play', () => {
  beforeAll(() => Promise.all(LANGUAGES.map(loadRulesTexts)));

  it("draws its examples from the engine: a legal group move, a suit the rule refuses and Mixed colours allows, an empty column's king", () => {
    const examples = rulesExamples();
    expect(examples.map((e) => [e.kind, e.refusal?.code ?? null, e.mixedAllows])).toEqual([
      ['legal', null, false],
      ['refused', 'wrong-suit', true],
      ['refused', 'empty-column-needs-king', false],
      ['king', null, false],
    ]);
    for (const e of examples) {
      expect(makePosition(e.before).startsWith('classic')).toBe(true);
      expect(e.refusal).toEqual(checkMove(e.before, e.move));
      if (e.after === null) continue;
      // The move carried the card with the cards above it onto the target column.
      const from = e.before.column(e.before.place[e.move.card] as 0);
      const group = from.slice(from.indexOf(e.move.card));
      expect(group.length).toBeGreaterThan(1);
      expect(e.after.column(e.move.to as 0).slice(-group.length)).toEqual(group);
    }
    // Each draws the column its card comes from and the one it goes to.
    for (const e of examples) expect([...e.columns].sort()).toEqual([e.before.place[e.move.card], e.move.to].sort());
    // The refused suit is allowed under the relaxed rule, as the engine judges it.
    const mixed = readPosition(EXAMPLE_POSITION.replace(/^classic/, relaxed.id));
    expect(mixed.ok && checkMove(mixed.value, examples[1]!.move)).toBeNull();
  });

  it('states the facts of the engine (the deal, the score, the house options) in every language, every placeholder filled', () => {
    const facts = rulesFacts();
    expect(facts).toMatchObject({
      sizes: COLUMN_SIZES.join(', '),
      down: DEALT_FACE_DOWN,
      win: WIN_SCORE,
      limit: DEFAULT_OPTIONS.groupLimit,
      depth: DEFAULT_OPTIONS.undoDepth,
    });
    const values = {
      ...facts,
      mixed: 'M',
      undo: 'U',
      restart: 'R',
      newGame: 'N',
      hint: 'H',
      copyCode: 'C',
      playCode: 'P',
      card: 'X',
      onto: 'Y',
    };
    let checked = 0;
    for (const lang of LANGUAGES) {
      for (const key of RULES_TEXT_KEYS) {
        const text = rulesText(lang, key, values);
        expect(text, `${lang} ${key}`).not.toMatch(/[{}]/);
        expect(text.length, `${lang} ${key}`).toBeGreaterThan(1);
        checked++;
      }
      const all = RULES_SECTIONS.map((key) => rulesText(lang, key, values)).join(' ');
      for (const fact of [String(WIN_SCORE), String(DEALT_FACE_DOWN), COLUMN_SIZES.join(', ')])
        expect(all, `${lang} states ${fact}`).toContain(fact);
      if (lang !== 'en') expect(rulesText(lang, 'goal', values)).not.toBe(rulesText('en', 'goal', values));
    }
    expect(checked).toBe(LANGUAGES.length * RULES_TEXT_KEYS.length);
  });
});
