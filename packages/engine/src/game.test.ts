import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCard } from './card.js';
import { ManualClock } from './clock.js';
import { Game } from './game.js';
import { refusalMessage } from './messages.js';
import { resumeGame } from './resume.js';
import { openingPosition } from './layout.js';
import { type Move, encodeMove } from './move.js';
import { makePosition, readPosition } from './notation.js';
import { DEFAULT_OPTIONS, type GameOptions, UNLIMITED_OPTIONS } from './options.js';
import { type Position, undoRecordTurned } from './position.js';
import { unwrap } from './unwrap.js';
import { type RuleSet } from './rules.js';
import { RULE_SETS, classic, relaxed } from './presets.js';
import { FOUNDATION_POINTS, TURN_POINTS } from './score.js';

const c = (name: string) => unwrap(parseCard(name));
const pos = (text: string, options: Partial<GameOptions> = DEFAULT_OPTIONS) => unwrap(readPosition(text, options));

const NEAR_WIN = 'classic | F: QS QH QD JC | 1: KS | 2: KH | 3: KD | 4: (KC) QC | 5: - | 6: - | 7: -';

const deckArb = fc.shuffledSubarray(
  Array.from({ length: 52 }, (_, i) => i),
  { minLength: 52, maxLength: 52 },
);
const ruleArb = fc.constantFrom<RuleSet>(...Object.values(RULE_SETS));
const optionsArb = fc.constantFrom<GameOptions>(DEFAULT_OPTIONS, UNLIMITED_OPTIONS, {
  groupLimit: 3,
  takeBack: true,
  undoDepth: 5,
});

/** Replays moves from a position through the core and returns the position and the points earned. */
function replay(start: Position, moves: readonly Move[]): { position: Position; points: number } {
  const p = start.clone();
  let points = 0;
  for (const m of moves) {
    const record = p.play(encodeMove(m));
    points += (m.to === 'foundation' ? FOUNDATION_POINTS : 0) + (undoRecordTurned(record) ? TURN_POINTS : 0);
  }
  return { position: p, points };
}

describe('Game: moves and outcomes', () => {
  it('reports what a move did and scores +10 per foundation card, +5 per turned card', () => {
    const game = Game.fromPosition(pos(NEAR_WIN));
    const qc = game.play({ card: c('QC'), to: 'foundation' });
    expect(qc.ok && qc.value).toMatchObject({
      from: 3,
      to: 'foundation',
      cards: [c('QC')],
      turned: c('KC'),
      points: 15,
      score: 15,
      won: false,
      takeBack: false,
    });
    for (const k of ['KS', 'KH', 'KD']) expect(game.tap(c(k)).ok).toBe(true);
    const last = game.tap(c('KC'));
    expect(last.ok && last.value.won).toBe(true);
    expect(game.score).toBe(15 + 40);
    expect(game.isWon).toBe(true);
    expect(game.moveCount).toBe(5);
    const after = game.play({ card: c('KC'), to: 0 });
    expect(!after.ok && after.error.code).toBe('game-won');
  });

  it('moves a group with every card above the picked one and turns the exposed card', () => {
    const game = Game.fromPosition(
      pos(
        'classic | F: - - - - | 1: (2S) 8H 3C 4D | 2: 9H | 3: - | 4: - | 5: - | 6: - | 7: (AS) (3S) (4S) (5S) (6S) (7S) (8S) (9S) (TS) (JS) (QS) (KS) (AH) (2H) (3H) (4H) (5H) (6H) (7H) (TH) (JH) (QH) (KH) (AD) (2D) (3D) (5D) (6D) (7D) (8D) (9D) (TD) (JD) (QD) (KD) (AC) (2C) (4C) (5C) (6C) (7C) (8C) (9C) (TC) (JC) (QC) KC',
      ),
    );
    const r = game.play({ card: c('8H'), to: 1 });
    expect(r.ok && r.value).toMatchObject({
      from: 0,
      to: 1,
      cards: [c('8H'), c('3C'), c('4D')],
      turned: c('2S'),
      points: 5,
    });
    expect(game.position.column(1)).toEqual([c('9H'), c('8H'), c('3C'), c('4D')]);
  });

  it('refuses a move with the rule that refused it and changes nothing', () => {
    const game = Game.fromPosition(unwrap(openingPosition(Array.from({ length: 52 }, (_, i) => i))));
    const before = game.save();
    const r = game.play({ card: 0, to: 0 });
    expect(r.ok).toBe(false);
    expect(game.save()).toEqual(before);
    expect(game.moveCount).toBe(0);
  });
});

describe('Game: undo, redo, restart', () => {
  it('undo restores cards, face state and score but never lowers the move counter', () => {
    const game = Game.fromPosition(pos(NEAR_WIN));
    game.tap(c('QC'));
    const u = game.undo();
    expect(u.ok && u.value).toMatchObject({
      from: 'foundation',
      to: 3,
      cards: [c('QC')],
      hidden: c('KC'),
      points: 15,
      score: 0,
    });
    expect(game.position.equals(pos(NEAR_WIN))).toBe(true);
    expect(game.moveCount).toBe(1);
    expect(game.canRedo).toBe(true);
    const r = game.redo();
    expect(r.ok && r.value.score).toBe(15);
    expect(game.moveCount).toBe(2);
    expect(game.redo().ok).toBe(false);
  });

  it('a new move clears the redo list; nothing to undo is a typed refusal', () => {
    const game = Game.fromPosition(pos(NEAR_WIN));
    expect(game.undo()).toMatchObject({ ok: false, error: { code: 'nothing-to-undo' } });
    game.tap(c('KS'));
    game.undo();
    game.tap(c('KH'));
    expect(game.canRedo).toBe(false);
    expect(game.redo()).toMatchObject({ ok: false, error: { code: 'nothing-to-redo' } });
  });

  it('keeps only the last undoDepth moves undoable', () => {
    const game = Game.fromPosition(pos(NEAR_WIN, { undoDepth: 2 }));
    for (const k of ['KS', 'KH', 'KD']) game.tap(c(k));
    expect(game.undo().ok).toBe(true);
    expect(game.undo().ok).toBe(true);
    expect(game.undo().ok).toBe(false);
    expect(game.history.length).toBe(1);
  });

  it('restart deals the same position again with score, counter and clock at zero', () => {
    const clock = new ManualClock();
    const game = Game.fromPosition(pos(NEAR_WIN), { clock, gameCode: 'RU1-C-AAAAAAA' });
    game.tap(c('QC'));
    clock.advance(5000);
    game.restart();
    expect(game.position.equals(pos(NEAR_WIN))).toBe(true);
    expect([game.score, game.moveCount, game.elapsedMs, game.canUndo, game.canRedo]).toEqual([0, 0, 0, false, false]);
    expect(game.gameCode).toBe('RU1-C-AAAAAAA');
  });
});

describe('Game: clock', () => {
  it('starts with the first move, pauses, resumes and stops on a win', () => {
    const clock = new ManualClock(1000);
    const game = Game.fromPosition(pos(NEAR_WIN), { clock });
    clock.advance(700);
    expect(game.elapsedMs).toBe(0);
    game.tap(c('QC'));
    clock.advance(2000);
    expect(game.elapsedMs).toBe(2000);
    game.pauseClock();
    clock.advance(10_000);
    expect(game.elapsedMs).toBe(2000);
    expect(game.isPaused).toBe(true);
    game.resumeClock();
    clock.advance(500);
    expect(game.elapsedMs).toBe(2500);
    for (const k of ['KS', 'KH', 'KD', 'KC']) game.tap(c(k));
    clock.advance(9999);
    expect(game.elapsedMs).toBe(2500);
  });
});

describe('Game: placement help and auto place', () => {
  const text =
    'relaxed | F: - - - - | 1: 9C | 2: 5S 9H | 3: 2S 3S 4S 9D | 4: - | 5: (AS) 8S | 6: KH 7S | 7: (6S) (AH) (2H) (3H) (4H) (5H) (6H) (7H) (8H) (TH) (JH) (QH) (AD) (2D) (3D) (4D) (5D) (6D) (7D) (8D) (TD) (JD) (QD) (KD) (AC) (2C) (3C) (4C) (5C) (6C) (7C) (8C) (TC) (JC) (QC) (KC) (9S) (TS) (JS) (QS) KS';
  it('lists every legal destination of a dragged card', () => {
    const game = Game.fromPosition(pos(text));
    expect(game.destinations(c('8S'))).toEqual([0, 1, 2]);
    expect(game.destinations(c('KH'))).toEqual([3]);
    expect(game.destinations(c('AS'))).toEqual([]);
  });

  it('auto place picks the longest legal column first (leftmost among equals), then an empty column for a king', () => {
    const game = Game.fromPosition(pos(text));
    expect(unwrap(game.autoPlaceTarget(c('8S')))).toBe(2);
    const r = game.autoPlace(c('8S'));
    expect(r.ok && r.value).toMatchObject({ from: 4, to: 2, turned: c('AS') });
    expect(unwrap(game.autoPlaceTarget(c('KH')))).toBe(3);
    expect(game.autoPlace(c('KS'))).toMatchObject({ ok: true, value: { to: 3, cards: [c('KS')] } });
  });

  it('auto place refuses with the reason when the card has nowhere to go', () => {
    const game = Game.fromPosition(pos(text));
    expect(game.autoPlace(c('5S'))).toMatchObject({ ok: false, error: { code: 'no-destination' } });
    expect(game.autoPlace(c('6S'))).toMatchObject({ ok: false, error: { code: 'card-face-down' } });
  });
});

describe('Game: properties over random games', () => {
  it('score, position and history always agree with a replay through the core', () => {
    let steps = 0;
    fc.assert(
      fc.property(
        deckArb,
        ruleArb,
        optionsArb,
        fc.array(fc.nat(), { maxLength: 120 }),
        (deck, ruleSet, options, choices) => {
          const start = unwrap(openingPosition(deck, ruleSet, options));
          const game = Game.fromPosition(start);
          let moves = 0;
          for (const choice of choices) {
            const action = choice % 10;
            if (action === 0) game.undo();
            else if (action === 1) {
              if (game.redo().ok) moves++;
            } else {
              const legal = game.legalMoves();
              if (legal.length === 0) continue;
              const r = game.play(legal[choice % legal.length]!);
              expect(r.ok).toBe(true);
              moves++;
            }
            const { position, points } = replay(start, game.history);
            expect(game.position.equals(position)).toBe(true);
            expect(game.score).toBe(points);
            expect(game.score).toBeGreaterThanOrEqual(0);
            expect(game.moveCount).toBe(moves);
            steps++;
          }
        },
      ),
      { numRuns: 150 },
    );
    // up to 120 actions a game (fast-check favours short arrays): some 700 steps checked in all
    expect(steps).toBeGreaterThanOrEqual(300);
  });

  it('save then resume gives the same game, and resuming its JSON text too', () => {
    let runs = 0;
    fc.assert(
      fc.property(
        deckArb,
        ruleArb,
        optionsArb,
        fc.array(fc.nat(), { maxLength: 80 }),
        (deck, ruleSet, options, choices) => {
          const clock = new ManualClock();
          const game = Game.fromPosition(unwrap(openingPosition(deck, ruleSet, options)), { clock });
          for (const choice of choices) {
            clock.advance(choice % 3000);
            if (choice % 7 === 0) game.undo();
            else if (choice % 7 === 1) game.redo();
            else {
              const legal = game.legalMoves();
              if (legal.length > 0) game.play(legal[choice % legal.length]!);
            }
          }
          runs++;
          const saved = game.save();
          expect(JSON.stringify(game)).toBe(JSON.stringify(saved));
          const back = unwrap(resumeGame(JSON.parse(JSON.stringify(saved)) as unknown, { clock }));
          expect(back.save()).toEqual(saved);
          const fromText = unwrap(resumeGame(JSON.stringify(game), { clock }));
          expect(JSON.stringify(fromText)).toBe(JSON.stringify(game));
          // Positions in JSON are their text, the save's own form of a position.
          expect(JSON.parse(JSON.stringify(game.position))).toBe(saved.position);
          expect(JSON.parse(JSON.stringify(game.startPosition))).toBe(saved.start);
          // The resumed game behaves the same: undo and redo availability and results.
          expect([back.canUndo, back.canRedo]).toEqual([game.canUndo, game.canRedo]);
          expect(back.undo().ok).toBe(game.undo().ok);
          expect(makePosition(back.position)).toBe(makePosition(game.position));
        },
      ),
      { numRuns: 120 },
    );
    expect(runs).toBe(120);
  });
});

describe('Game: model-based (fc.commands)', () => {
  interface Model {
    line: Move[];
    redo: Move[];
    moves: number;
    undoable: number;
    depth: number;
  }
  type Real = { game: Game; start: Position; clock: ManualClock };

  let checks = 0;
  const check = (m: Model, r: Real) => {
    checks++;
    const { position, points } = replay(r.start, m.line);
    expect(r.game.position.equals(position)).toBe(true);
    expect(r.game.score).toBe(points);
    expect(r.game.moveCount).toBe(m.moves);
    expect(r.game.history).toEqual(m.line);
    expect(r.game.canUndo).toBe(m.undoable > 0);
    expect(r.game.canRedo).toBe(m.redo.length > 0);
  };

  class PlayCommand implements fc.Command<Model, Real> {
    constructor(readonly choice: number) {}
    check = () => true;
    run(m: Model, r: Real) {
      const legal = r.game.legalMoves();
      if (legal.length > 0) {
        const move = legal[this.choice % legal.length]!;
        expect(r.game.play(move).ok).toBe(true);
        m.line.push(move);
        m.redo = [];
        m.moves++;
        m.undoable = Math.min(m.undoable + 1, m.depth);
      }
      check(m, r);
    }
    toString = () => `play(${this.choice})`;
  }
  class IllegalCommand implements fc.Command<Model, Real> {
    constructor(
      readonly card: number,
      readonly to: number,
    ) {}
    check = () => true;
    run(m: Model, r: Real) {
      const move = { card: this.card, to: this.to === 7 ? ('foundation' as const) : (this.to as 0) };
      const legal = r.game.legalMoves().some((x) => x.card === move.card && x.to === move.to);
      const before = JSON.stringify(r.game.save());
      const result = r.game.play(move);
      expect(result.ok).toBe(legal);
      if (legal) {
        m.line.push(move);
        m.redo = [];
        m.moves++;
        m.undoable = Math.min(m.undoable + 1, m.depth);
      } else {
        expect(JSON.stringify(r.game.save())).toBe(before);
      }
      check(m, r);
    }
    toString = () => `tryMove(${this.card}->${this.to})`;
  }
  class UndoCommand implements fc.Command<Model, Real> {
    check = () => true;
    run(m: Model, r: Real) {
      const result = r.game.undo();
      expect(result.ok).toBe(m.undoable > 0);
      if (result.ok) {
        m.redo.push(m.line.pop()!);
        m.undoable--;
      }
      check(m, r);
    }
    toString = () => 'undo';
  }
  class RedoCommand implements fc.Command<Model, Real> {
    check = () => true;
    run(m: Model, r: Real) {
      const result = r.game.redo();
      expect(result.ok).toBe(m.redo.length > 0);
      if (result.ok) {
        m.line.push(m.redo.pop()!);
        m.moves++;
        m.undoable = Math.min(m.undoable + 1, m.depth);
      }
      check(m, r);
    }
    toString = () => 'redo';
  }
  class RestartCommand implements fc.Command<Model, Real> {
    check = () => true;
    run(m: Model, r: Real) {
      r.game.restart();
      Object.assign(m, { line: [], redo: [], moves: 0, undoable: 0 });
      check(m, r);
    }
    toString = () => 'restart';
  }
  class SaveResumeCommand implements fc.Command<Model, Real> {
    check = () => true;
    run(m: Model, r: Real) {
      const saved = JSON.stringify(r.game);
      r.game = unwrap(resumeGame(saved, { clock: r.clock }));
      check(m, r);
    }
    toString = () => 'save+resume';
  }

  it('play, refused moves, undo, redo, restart and save/resume agree with a model', () => {
    const commands = [
      fc.nat().map((n) => new PlayCommand(n)),
      fc.nat().map((n) => new PlayCommand(n)),
      fc.tuple(fc.nat(51), fc.nat(7)).map(([card, to]) => new IllegalCommand(card, to)),
      fc.constant(new UndoCommand()),
      fc.constant(new RedoCommand()),
      fc.constant(new RestartCommand()),
      fc.constant(new SaveResumeCommand()),
    ];
    fc.assert(
      fc.property(
        deckArb,
        fc.constantFrom(classic, relaxed),
        fc.integer({ min: 1, max: 6 }),
        fc.commands(commands, { maxCommands: 60 }),
        (deck, ruleSet, depth, cmds) => {
          const clock = new ManualClock();
          const start = unwrap(openingPosition(deck, ruleSet, { groupLimit: 20, takeBack: true, undoDepth: depth }));
          const real: Real = { game: Game.fromPosition(start, { clock }), start, clock };
          fc.modelRun(() => ({ model: { line: [], redo: [], moves: 0, undoable: 0, depth }, real }), cmds);
        },
      ),
      { numRuns: 120 },
    );
    // every command ends with a check against the model: up to 60 commands a run, some 600 in all
    expect(checks).toBeGreaterThanOrEqual(250);
  });
});

describe('Game: reads for a UI', () => {
  it('group, column, top, face-down and foundation counts read the current position', () => {
    const game = Game.fromPosition(
      pos(
        'classic | F: AS - - - | 1: (2S) 8H 3C 4D | 2: 9H | 3: - | 4: - | 5: - | 6: - | 7: (3S) (4S) (5S) (6S) (7S) (8S) (9S) (TS) (JS) (QS) (KS) (AH) (2H) (3H) (4H) (5H) (6H) (7H) (TH) (JH) (QH) (KH) (AD) (2D) (3D) (5D) (6D) (7D) (8D) (9D) (TD) (JD) (QD) (KD) (AC) (2C) (4C) (5C) (6C) (7C) (8C) (9C) (TC) (JC) (QC) KC',
      ),
    );
    expect(game.group(c('8H'))).toEqual([c('8H'), c('3C'), c('4D')]);
    expect(game.group(c('4D'))).toEqual([c('4D')]);
    expect(game.group(c('AS'))).toEqual([c('AS')]);
    expect(game.group(c('2S'))).toEqual([]);
    expect(game.group(99)).toEqual([]);
    expect(game.column(0)).toEqual([c('2S'), c('8H'), c('3C'), c('4D')]);
    expect([game.top(0), game.top(2)]).toEqual([c('4D'), undefined]);
    expect([game.faceDownCount(0), game.faceDownCount(6), game.foundationCount(0), game.foundationCount(1)]).toEqual([
      1, 45, 1, 0,
    ]);
  });

  it("a drop on another suit's foundation is refused with wrong-foundation and changes nothing", () => {
    const game = Game.fromPosition(pos(NEAR_WIN));
    const before = game.save();
    expect(game.checkDropOnFoundation(c('KS'), 1)).toMatchObject({ code: 'wrong-foundation', suit: 1 });
    expect(game.checkDropOnFoundation(c('KS'), 0)).toBeNull();
    expect(game.dropOnFoundation(c('KS'), 1)).toMatchObject({
      ok: false,
      error: { code: 'wrong-foundation', suit: 1 },
    });
    expect(game.save()).toEqual(before);
    expect(game.dropOnFoundation(c('QC'), 0)).toMatchObject({ ok: false, error: { code: 'wrong-foundation' } });
    expect(game.dropOnFoundation(c('KC'), 3)).toMatchObject({ ok: false, error: { code: 'card-face-down' } });
    expect(game.dropOnFoundation(c('KS'), 0)).toMatchObject({ ok: true, value: { to: 'foundation', points: 10 } });
  });

  it("a card its own foundation cannot take yet, dropped on another suit's, is refused as the wrong foundation", () => {
    // 2♣ on the hearts foundation, with the clubs foundation empty: the drop is wrong for its suit first.
    const game = Game.fromPosition(
      pos(
        'classic | F: KS KH KD - | 1: KC QC JC TC 9C 8C 7C 6C 5C 4C 3C 2C | 2: AC | 3: - | 4: - | 5: - | 6: - | 7: -',
      ),
    );
    expect(game.checkDropOnFoundation(c('2C'), 1)).toMatchObject({ code: 'wrong-foundation', suit: 1 });
    expect(game.checkDropOnFoundation(c('2C'), 3)).toMatchObject({
      code: 'foundation-out-of-order',
      expected: c('AC'),
    });
    expect(game.checkDropOnFoundation(c('QC'), 1)).toMatchObject({ code: 'not-top-card' });
    expect(game.checkDropOnFoundation(c('AC'), 1)).toMatchObject({ code: 'wrong-foundation', suit: 1 });
    expect(game.checkDropOnFoundation(c('AC'), 3)).toBeNull();
  });
});

describe('Game: refusals carry their message', () => {
  it('every refusal of check, tap, auto place and a foundation drop has its English message (property)', () => {
    let refusals = 0;
    fc.assert(
      fc.property(deckArb, ruleArb, fc.array(fc.nat(), { minLength: 1, maxLength: 30 }), (deck, ruleSet, picks) => {
        const game = Game.fromPosition(unwrap(openingPosition(deck as never, ruleSet)));
        for (const pick of picks) {
          const card = (pick % 52) as never;
          const suit = (pick % 4) as never;
          const refused = [
            game.check({ card, to: (pick % 7) as never }),
            game.checkDropOnFoundation(card, suit),
            ...[game.tap(card), game.autoPlaceTarget(card)].map((r) => (r.ok ? null : r.error)),
          ];
          for (const refusal of refused) {
            if (refusal === null) continue;
            refusals++;
            expect(refusal.message).toBe(refusalMessage(refusal));
          }
          const legal = game.legalMoves();
          if (legal.length > 0) game.play(legal[pick % legal.length]!);
        }
      }),
      { numRuns: 60 },
    );
    expect(refusals).toBeGreaterThan(500);
  });

  it('names the foundation of a wrong drop, and the card that has nowhere to go', () => {
    const game = Game.fromPosition(pos(NEAR_WIN));
    const wrong = game.dropOnFoundation(c('KS'), 1);
    expect(wrong).toMatchObject({
      ok: false,
      error: {
        code: 'wrong-foundation',
        message: 'Each suit has its own foundation: K♠ goes on the spades foundation, not the hearts one.',
      },
    });
    const full = Game.fromPosition(
      pos(
        'relaxed | F: - - - - | 1: 9C | 2: 5S 9H | 3: 2S 3S 4S 9D | 4: - | 5: (AS) 8S | 6: KH 7S | 7: (6S) (AH) (2H) (3H) (4H) (5H) (6H) (7H) (8H) (TH) (JH) (QH) (AD) (2D) (3D) (4D) (5D) (6D) (7D) (8D) (TD) (JD) (QD) (KD) (AC) (2C) (3C) (4C) (5C) (6C) (7C) (8C) (TC) (JC) (QC) (KC) (9S) (TS) (JS) (QS) KS',
      ),
    );
    expect(full.autoPlace(c('5S'))).toMatchObject({
      ok: false,
      error: { code: 'no-destination', message: 'There is no place on the tableau for 5♠.' },
    });
  });
});
