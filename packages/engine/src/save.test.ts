import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ManualClock } from './clock.js';
import { resumeGame } from './resume.js';
import { unwrap } from './unwrap.js';
import { SAVE_ERROR_CODES, type SavedGame } from './save.js';
import { playedGame, testStartOf } from './testing/saves.js';
import { breathe } from '../../../testing/breathe.js';
import { Game } from './game.js';
import { decodeMove } from './move.js';
import { isRuleSetId } from './presets.js';
import { defineRuleSet } from './rule-set-spec.js';
import { sameRuleSet } from './rules.js';
import { ALL_RULE_SETS, RANDOM_SPECS, type RuleSetSource, arbLine } from './testing/arbitraries.js';

const startOf = testStartOf;

const resume = (input: unknown, init: Parameters<typeof resumeGame>[1] = {}) => resumeGame(input, { startOf, ...init });

const saved: SavedGame = playedGame(40).save();

function tampered(change: (s: Record<string, unknown>) => void): unknown {
  const copy = JSON.parse(JSON.stringify(saved)) as Record<string, unknown>;
  change(copy);
  return copy;
}

describe('save and resume', () => {
  it('the fixture game has moves, undone moves and a redo list', () => {
    expect(saved.line.length).toBeGreaterThan(5);
    expect(saved.redo.length).toBeGreaterThan(0);
    expect(saved.moveCount).toBeGreaterThan(saved.line.length);
  });

  const cases: [string, unknown, string][] = [
    ['truncated JSON', JSON.stringify(saved).slice(0, 100), 'bad-json'],
    ['empty string', '', 'bad-json'],
    ['a number', 42, 'not-an-object'],
    ['null', null, 'not-an-object'],
    ['an array', [], 'not-an-object'],
    ['another format', tampered((s) => (s.format = 'chess')), 'wrong-format'],
    ['a future version', tampered((s) => (s.version = 2)), 'unknown-version'],
    ['an unknown field', tampered((s) => (s.cheat = true)), 'bad-field'],
    ['a negative score', tampered((s) => (s.score = -5)), 'bad-field'],
    ['a fractional counter', tampered((s) => (s.moveCount = 1.5)), 'bad-field'],
    ['bad options', tampered((s) => (s.options = { groupLimit: 0, takeBack: true, undoDepth: 100 })), 'bad-options'],
    [
      'a duplicated card in the start',
      tampered((s) => (s.start = (s.start as string).replace(/8C/, 'TD'))),
      'bad-position',
    ],
    [
      'an impossible foundation',
      tampered((s) => (s.position = (s.position as string).replace(/F: [^|]*/, 'F: KH - - -'))),
      'bad-position',
    ],
    ['an unreadable move', tampered((s) => ((s.line as string[])[0] = 'XX-9')), 'bad-move'],
    ['an illegal move', tampered((s) => (s.line as string[]).unshift('KS-1')), 'illegal-move'],
    ['an illegal redo move', tampered((s) => (s.redo as string[]).push('KS-1')), 'illegal-move'],
    ['a score that does not add up', tampered((s) => (s.score = (s.score as number) + 10)), 'score-mismatch'],
    ['a position that does not match', tampered((s) => (s.position = s.start)), 'position-mismatch'],
    ['too many undoable moves', tampered((s) => (s.undoable = (s.line as string[]).length + 1)), 'count-mismatch'],
    ['too few moves made', tampered((s) => (s.moveCount = 0)), 'count-mismatch'],
  ];
  for (const [what, input, code] of cases) {
    it(`refuses ${what} with ${code}`, () => {
      const r = resume(input);
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(r.error.code).toBe(code);
        expect(r.error.message.length).toBeGreaterThan(5);
      }
    });
  }

  it('refuses every truncation of the JSON text', () => {
    const text = JSON.stringify(saved);
    for (let n = 0; n < text.length; n += 7) {
      const r = resume(text.slice(0, n));
      expect(r.ok).toBe(false);
    }
  });

  it('fuzz: 10,000 mutated saves are refused with a typed error or resume to a consistent game', async () => {
    const text = JSON.stringify(saved);
    const mutation = fc.oneof(
      fc.tuple(fc.nat(text.length), fc.nat(20)).map(([at, len]) => text.slice(0, at) + text.slice(at + len)),
      fc
        .tuple(fc.nat(text.length), fc.string({ maxLength: 8 }))
        .map(([at, s]) => text.slice(0, at) + s + text.slice(at)),
      fc
        .tuple(fc.nat(text.length), fc.nat(text.length))
        .map(
          ([a, b]) =>
            text.slice(0, Math.min(a, b)) + text.slice(Math.max(a, b)) + text.slice(Math.min(a, b), Math.max(a, b)),
        ),
      fc.string({ maxLength: 200 }),
      fc.json(),
    );
    const seen = { refused: 0, accepted: 0 };
    await fc.assert(
      fc.asyncProperty(mutation, async (input) => {
        await breathe();
        const clock = new ManualClock();
        const r = resume(input, { clock });
        seen[r.ok ? 'accepted' : 'refused']++;
        if (r.ok) {
          // Accepted: saving it again gives an equivalent save that resumes to the same game.
          const again = r.value.save();
          expect(unwrap(resume(again, { clock })).save()).toEqual(again);
        } else {
          expect(SAVE_ERROR_CODES).toContain(r.error.code);
          expect(r.error.message.length).toBeGreaterThan(0);
        }
      }),
      { numRuns: 10_000 },
    );
    // both branches ran: some mutations (an empty cut, a swap of equal parts) leave a valid save,
    // about 4.5 % of the inputs
    expect(seen.refused + seen.accepted).toBe(10_000);
    expect(seen.refused).toBeGreaterThan(1_000);
    expect(seen.accepted).toBeGreaterThan(100);
  });

  it('a refused resume leaves the running game untouched', () => {
    const game = playedGame(40);
    const before = game.save();
    expect(resume(tampered((s) => (s.score = 1))).ok).toBe(false);
    expect(game.save()).toEqual(before);
  });
});

describe('saves of every rule set', () => {
  it.each<{ id: string; ruleSets: RuleSetSource }>([
    ...ALL_RULE_SETS.map((ruleSet) => ({ id: ruleSet.id, ruleSets: [ruleSet] })),
    { id: RANDOM_SPECS, ruleSets: RANDOM_SPECS },
  ])('$id: a game saved with undone moves resumes with the same rules, cards, score and save', async ({ ruleSets }) => {
    let games = 0;
    await fc.assert(
      fc.asyncProperty(arbLine({ ruleSets, maxMoves: 60 }), fc.nat({ max: 5 }), async (line, undos) => {
        await breathe();
        games++;
        const clock = new ManualClock();
        const game = Game.fromPosition(line.position, { clock });
        for (const code of line.moves) {
          unwrap(game.play(decodeMove(code)));
          clock.advance(1000);
        }
        for (let i = 0; i < undos && game.canUndo; i++) game.undo();
        const save = game.save();
        const text = JSON.stringify(game);
        // the save writes the rule set whole: the reader given it checks its rules
        const back = unwrap(resumeGame(text, { clock, ruleSets: { [game.ruleSet.id]: game.ruleSet } }));
        if (!isRuleSetId(game.ruleSet.id)) expect(resumeGame(text, { clock }).ok).toBe(false);
        expect(sameRuleSet(back.ruleSet, game.ruleSet)).toBe(true);
        expect(back.ruleSet).toEqual(game.ruleSet);
        expect(back.position.equals(game.position)).toBe(true);
        expect(back.save()).toEqual(save);
        expect(back.legalMoves()).toEqual(game.legalMoves());
        // a save that names its rule set by id alone resumes with the rule set given by id
        const id = game.ruleSet.id;
        const byId = { ...save, start: `${id}${save.start.slice(save.start.indexOf(' | '))}` };
        byId.position = `${id}${save.position.slice(save.position.indexOf(' | '))}`;
        const known = unwrap(resumeGame(byId, { clock, ruleSets: { [id]: game.ruleSet } }));
        expect(known.ruleSet).toBe(game.ruleSet);
        expect(known.position.equals(game.position)).toBe(true);
        if (!isRuleSetId(id)) {
          expect(resumeGame(byId).ok).toBe(false);
          // another rule set of the same id is not the save's
          const other = unwrap(defineRuleSet({ id, suit: 'any', direction: 'down', emptyColumn: 'none' }));
          if (!sameRuleSet(other, game.ruleSet)) expect(resumeGame(save, { ruleSets: { [id]: other } }).ok).toBe(false);
        }
      }),
      { numRuns: 25 },
    );
    expect(games).toBe(25);
  });
});
