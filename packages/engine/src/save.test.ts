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

function refusedWith(result: ReturnType<typeof resumeGame>, code: string): void {
  expect(result.ok ? 'resumed' : result.error.code).toBe(code);
}

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
    ['a future version', tampered((s) => (s.version = 3)), 'unknown-version'],
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

  // A save as engines before 1.0 wrote it (version 1 names the game code `code`), word for word.
  const VERSION_1_SAVE =
    '{"format":"russian-solitaire/game","version":1,"code":"RU1-C-AAAAAAA","options":{"groupLimit":20,"takeBack":true,"undoDepth":100},"start":"classic | F: - - - - | 1: 6S | 2: (TH) AC 5S 9H KD 4S | 3: (8H) (QD) 3S 7H JD 2S 6H | 4: (TD) (AS) (5H) 9D KC 4H 8D QC | 5: (3H) (7D) (JC) (2H) 6D TC AH 5D 9C | 6: (KS) (4D) (8C) (QS) (3D) 7C JS 2D 6C TS | 7: (AD) (5C) (9S) (KH) (4C) (8S) QH 3C 7S JH 2C","line":["5S-1","AC-F","2C-F","3S-1","JD-3"],"undoable":5,"redo":["TH-7"],"moveCount":6,"score":30,"elapsedMs":7404,"position":"classic | F: - - - 2C | 1: 6S 5S 9H KD 4S 3S 7H | 2: TH | 3: (8H) QD JD 2S 6H | 4: (TD) (AS) (5H) 9D KC 4H 8D QC | 5: (3H) (7D) (JC) (2H) 6D TC AH 5D 9C | 6: (KS) (4D) (8C) (QS) (3D) 7C JS 2D 6C TS | 7: (AD) (5C) (9S) (KH) (4C) (8S) QH 3C 7S JH"}';

  it('resumes a save of version 1, whose game code is named code, and saves it again as version 2 with gameCode', () => {
    for (const input of [VERSION_1_SAVE, JSON.parse(VERSION_1_SAVE) as unknown]) {
      const game = unwrap(resume(input, { clock: new ManualClock() }));
      expect(game.gameCode).toBe('RU1-C-AAAAAAA');
      expect(game.snapshot()).toMatchObject({ gameCode: 'RU1-C-AAAAAAA', score: 30, moveCount: 6, canRedo: true });
      const again = game.save();
      expect(again.version).toBe(2);
      expect(again.gameCode).toBe('RU1-C-AAAAAAA');
      expect(Object.hasOwn(again, 'code')).toBe(false);
      const { version: _v, code: _c, ...rest } = JSON.parse(VERSION_1_SAVE) as Record<string, unknown>;
      expect(again).toEqual({ ...rest, version: 2, gameCode: 'RU1-C-AAAAAAA' });
    }
    // A version 1 save still starts from its code's deal, and a custom one needs no dealer.
    refusedWith(resumeGame(VERSION_1_SAVE), 'unchecked-code');
    expect(resumeGame(VERSION_1_SAVE.replace('"RU1-C-AAAAAAA"', 'null')).ok).toBe(true);
  });

  it('reads the game code by the name its version gives it, and no other', () => {
    const v1 = JSON.parse(VERSION_1_SAVE) as Record<string, unknown>;
    const { code, ...v1WithoutCode } = v1;
    // version 1 with the new name, version 2 with the old one, or either with both: refused
    refusedWith(resume({ ...v1WithoutCode, gameCode: code }), 'bad-field');
    const { gameCode, ...savedWithoutCode } = saved;
    refusedWith(resume({ ...savedWithoutCode, code: gameCode }), 'bad-field');
    refusedWith(resume(savedWithoutCode), 'bad-field');
    refusedWith(resume({ ...v1, gameCode: code }), 'bad-field');
    refusedWith(resume({ ...saved, code: saved.gameCode }), 'bad-field');
    // a version 1 save without its code field, or with a code that is no short text
    refusedWith(resume(v1WithoutCode), 'bad-field');
    const long = resume({ ...v1, code: 'x'.repeat(65) });
    refusedWith(long, 'bad-field');
    if (!long.ok) expect(long.error.message).toContain('(code)');
    const newLong = resume({ ...saved, gameCode: 'x'.repeat(65) });
    if (!newLong.ok) expect(newLong.error.message).toContain('(gameCode)');
    refusedWith(newLong, 'bad-field');
  });

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
