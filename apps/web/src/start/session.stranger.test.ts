/**
 * A forged save of a game under rules the page does not offer: the engine resumes Yukon and Alaska
 * games too, and a save of one (written by hand, or by another app on the same site) used to be
 * played under Yukon rules with "Same suit" in the header. The page refuses such a save, when it
 * opens and when another tab writes one, as a save it cannot read: discarded, with a notice.
 */
import { alaska, Game, classic, openingPosition, relaxed, unwrap, yukon } from '@russian-solitaire/engine';
import { describe, expect, it } from 'vitest';
import { RULES_NOT_OFFERED, openGame, resumeSave } from './session.js';

const DECK = Array.from({ length: 52 }, (_, i) => (i * 23 + 11) % 52);

/** The save text of a game of `deck` under a rule set, one move played when there is one. */
function saveUnder(ruleSet: typeof classic): string {
  const game = Game.fromPosition(unwrap(openingPosition(DECK, ruleSet)));
  const move = game.legalMoves()[0];
  if (move !== undefined) unwrap(game.play(move));
  return JSON.stringify(game.save());
}

describe('a save of rules the page does not offer', () => {
  for (const ruleSet of [yukon, alaska])
    it(`${ruleSet.id}: refused on opening (discarded, with a notice) and when another tab writes it`, () => {
      const text = saveUnder(ruleSet);
      expect(resumeSave(text)).toMatchObject({ ok: false, error: { code: RULES_NOT_OFFERED } });
      const opening = openGame({ urlCode: null, saved: text, rule: 'C' });
      expect(opening.discardSave).toBe(true);
      expect(opening.notices).toEqual([{ key: 'saveDiscarded', reason: { code: RULES_NOT_OFFERED } }]);
      expect(opening.game.ruleSet.id).toBe('classic');
      expect(opening.fresh).toBe(true);
    });

  it('the rules it offers are resumed as before', () => {
    for (const ruleSet of [classic, relaxed]) {
      const resumed = resumeSave(saveUnder(ruleSet));
      expect(resumed.ok && resumed.value.ruleSet.id).toBe(ruleSet.id);
    }
  });
});
