import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { displayRank, makeCard, parseCard } from './card.js';
import { ManualClock } from './clock.js';
import { GAME_ERROR_CODES, Game } from './game.js';
import { resumeGame } from './resume.js';
import { openingPosition } from './layout.js';
import { spokenCardName, refusalMessage, ruleSetName, suitName } from './messages.js';
import { ru } from './messages-ru.js';
import { type Move } from './move.js';
import { makeMove, makePosition, parseMove, parsePosition, readPosition } from './notation.js';
import { DEFAULT_OPTIONS, MAX_GROUP_LIMIT, parseOptions } from './options.js';
import { Position } from './position.js';
import { readFields, readList } from './read.js';
import { type Refusal, checkMove } from './refusal.js';
import { unwrap } from './unwrap.js';
import { classic } from './presets.js';
import { defineRuleSet } from './rule-set-spec.js';
import { orderedDeck } from './card.js';
import type { RuleSet } from './rules.js';
import { dealArrangement } from './visible.js';
import { TEST_CODE, TEST_DECK, playedGame, testStartOf } from './testing/saves.js';
import {
  MAX_ELAPSED_MS,
  MAX_HISTORY_LENGTH,
  MAX_MOVE_COUNT,
  SAVE_ERROR_CODES,
  type SavedGame,
  type StartOfCode,
} from './save.js';
import { breathe } from '../../../testing/breathe.js';

const CODE = TEST_CODE;
const deck = [...TEST_DECK];
const startOf = testStartOf;

const ONE_TAP = 'classic | F: QS KH KD KC | 1: KS | 2: - | 3: - | 4: - | 5: - | 6: - | 7: -';

const saved: SavedGame = playedGame(30).save();
const savedText = JSON.stringify(saved);

function tampered(change: (s: Record<string, unknown>) => void): Record<string, unknown> {
  const copy = JSON.parse(savedText) as Record<string, unknown>;
  change(copy);
  return copy;
}

function refusedWith(result: { ok: boolean; error?: { code: string } }, code: string): void {
  expect(result.ok).toBe(false);
  expect(result.error?.code).toBe(code);
}

/** Runs `body` with `Object.prototype` polluted by `fields`, and always cleans up. */
function withPollution<T>(fields: Record<string, unknown>, body: () => T): T {
  const proto = Object.prototype as Record<string, unknown>;
  try {
    for (const [key, value] of Object.entries(fields)) proto[key] = value;
    return body();
  } finally {
    for (const key of Object.keys(fields)) delete proto[key];
  }
}

describe('saves name a code only with that code’s deal', () => {
  it('resumes a save of a dealt game, with the code kept', () => {
    const game = unwrap(resumeGame(saved, { startOf, clock: new ManualClock() }));
    expect(game.gameCode).toBe(CODE);
    expect(game.save()).toEqual(saved);
  });

  it('refuses a forged start under a real code (start-mismatch), in object and text form', () => {
    const forged = tampered((s) => {
      s.start = ONE_TAP;
      s.position = ONE_TAP;
      s.line = [];
      s.redo = [];
      s.undoable = 0;
      s.moveCount = 0;
      s.score = 0;
      s.elapsedMs = 0;
    });
    refusedWith(resumeGame(forged, { startOf }), 'start-mismatch');
    refusedWith(resumeGame(JSON.stringify(forged), { startOf }), 'start-mismatch');
    // the same position as a custom game, saying so, is fine
    const custom = unwrap(resumeGame({ ...forged, gameCode: null }, { startOf }));
    expect(custom.gameCode).toBeNull();
    expect(custom.tap(unwrap(parseCard('KS'))).ok).toBe(true);
  });

  it('refuses a code that is not a game code, and an empty one', () => {
    refusedWith(
      resumeGame(
        tampered((s) => (s.gameCode = 'hello')),
        { startOf },
      ),
      'bad-code',
    );
    refusedWith(
      resumeGame(
        tampered((s) => (s.gameCode = '')),
        { startOf },
      ),
      'bad-field',
    );
    refusedWith(
      resumeGame(
        tampered((s) => (s.gameCode = 'x'.repeat(65))),
        { startOf },
      ),
      'bad-field',
    );
    refusedWith(
      resumeGame(
        tampered((s) => (s.gameCode = 7)),
        { startOf },
      ),
      'bad-field',
    );
  });

  it('refuses a save naming a code when it cannot deal it (unchecked-code), and a dealer that fails', () => {
    refusedWith(resumeGame(saved), 'unchecked-code');
    const throwing: StartOfCode = () => {
      throw new Error('boom');
    };
    refusedWith(resumeGame(saved, { startOf: throwing }), 'bad-code');
    refusedWith(resumeGame(saved, { startOf: (() => 5) as unknown as StartOfCode }), 'bad-code');
    // a save without a code needs no dealer
    expect(resumeGame(tampered((s) => (s.gameCode = null))).ok).toBe(true);
  });

  it('refuses counters that play cannot reach (count-mismatch) and times out of range', () => {
    const cases: [string, (s: Record<string, unknown>) => void, string][] = [
      ['more undoable than moves', (s) => (s.undoable = (s.line as string[]).length + 1), 'count-mismatch'],
      ['a redo list with undo off', (s) => (s.options = { ...(s.options as object), undoDepth: 0 }), 'count-mismatch'],
      [
        'undoable and redo past the undo depth',
        (s) => (s.options = { ...(s.options as object), undoDepth: (s.undoable as number) + 0 }),
        'count-mismatch',
      ],
      ['fewer moves made than recorded', (s) => (s.moveCount = (s.line as string[]).length), 'count-mismatch'],
      ['a move count past the limit', (s) => (s.moveCount = MAX_MOVE_COUNT + 1), 'bad-field'],
      ['time past the limit', (s) => (s.elapsedMs = MAX_ELAPSED_MS + 1), 'bad-field'],
      ['an infinite time', (s) => (s.elapsedMs = Infinity), 'bad-field'],
      [
        'time without a move',
        (s) => {
          Object.assign(s, { line: [], redo: [], undoable: 0, moveCount: 0, score: 0, position: s.start });
        },
        'count-mismatch',
      ],
    ];
    expect(saved.redo.length).toBeGreaterThan(0);
    for (const [name, change, code] of cases) {
      const r = resumeGame(tampered(change), { startOf });
      expect(r.ok, name).toBe(false);
      if (!r.ok) expect(r.error.code, name).toBe(code);
    }
  });

  it('a move counter at its limit stays there and the game still resumes', () => {
    const game = unwrap(
      resumeGame(
        tampered((s) => (s.moveCount = MAX_MOVE_COUNT)),
        { startOf },
      ),
    );
    const legal = game.legalMoves();
    expect(legal.length).toBeGreaterThan(0);
    unwrap(game.play(legal[0]!));
    expect(game.moveCount).toBe(MAX_MOVE_COUNT);
    expect(unwrap(resumeGame(JSON.stringify(game), { startOf })).moveCount).toBe(MAX_MOVE_COUNT);
  });

  it('a game of the longest history saves and resumes in text and object form alike, then refuses more', async () => {
    const game = Game.fromPosition(unwrap(readPosition(ONE_TAP)), { clock: new ManualClock() });
    const there: Move = { card: unwrap(parseCard('KS')), to: 1 };
    const back: Move = { card: there.card, to: 0 };
    for (let i = 0; i < MAX_HISTORY_LENGTH; i++) game.play(i % 2 === 0 ? there : back);
    expect(game.history.length).toBe(MAX_HISTORY_LENGTH);
    refusedWith(game.play(there), 'history-full');
    const object = game.save();
    const text = JSON.stringify(object);
    expect(text.length).toBeGreaterThan(5_000_000);
    await breathe();
    expect(unwrap(resumeGame(object)).moveCount).toBe(MAX_HISTORY_LENGTH);
    await breathe();
    expect(unwrap(resumeGame(text)).moveCount).toBe(MAX_HISTORY_LENGTH);
    await breathe();
    // one move more is refused in both forms, with the same code
    const longer = { ...object, line: [...object.line, makeMove(there)], moveCount: object.moveCount + 1 };
    refusedWith(resumeGame(longer), 'too-long');
    refusedWith(resumeGame(JSON.stringify(longer)), 'too-long');
  });
});

describe('every door refuses bad input with a typed error, never a TypeError', () => {
  it('resumeGame refuses a wrong second argument with bad-init', () => {
    for (const init of [
      null,
      5,
      'x',
      [],
      { ruleSets: null },
      { clock: {} },
      { clock: 5 },
      { startOf: 5 },
      { nope: 1 },
    ]) {
      refusedWith(resumeGame(saved, init as never), 'bad-init');
    }
  });

  it('Game.create refuses a non-position and a bad init; fromPosition throws a TypeError with the cause', () => {
    refusedWith(Game.create({} as Position), 'bad-position');
    refusedWith(Game.create(null as unknown as Position), 'bad-position');
    const p = unwrap(readPosition(ONE_TAP));
    for (const init of [null, { clock: {} }, { clock: 5 }, { code: 5 }, { code: '' }, { other: 1 }])
      refusedWith(Game.create(p, init as never), 'bad-init');
    expect(() => Game.fromPosition({} as Position)).toThrow(TypeError);
    try {
      Game.fromPosition({} as Position);
    } catch (e) {
      expect(GAME_ERROR_CODES).toContain(((e as Error).cause as { code: string }).code);
    }
  });

  it('parsePosition refuses a ruleSets that is not an object', () => {
    refusedWith(parsePosition(ONE_TAP, null as never), 'unknown-rule-set');
    refusedWith(parsePosition(ONE_TAP, 5 as never), 'unknown-rule-set');
  });

  it('checkMove refuses a missing position; refusalMessage refuses a non-refusal with a TypeError', () => {
    expect(checkMove(null as unknown as Position, { card: 0, to: 1 })?.code).toBe('not-a-position');
    expect(checkMove({} as Position, { card: 0, to: 1 })?.code).toBe('not-a-position');
    expect(() => refusalMessage({ code: 'bogus' } as unknown as Refusal)).toThrow(TypeError);
    expect(() => refusalMessage(null as unknown as Refusal)).toThrow(TypeError);
    // a real code with junk fields still reads
    expect(refusalMessage({ code: 'card-face-down', move: { card: -1, to: 0 } })).toContain('?');
  });

  it('a save with a throwing getter, a throwing Proxy or a getter field is refused, not thrown', () => {
    const getter = { ...saved };
    Object.defineProperty(getter, 'score', {
      enumerable: true,
      get() {
        throw new Error('boom');
      },
    });
    refusedWith(resumeGame(getter, { startOf }), 'not-an-object');
    const trap = new Proxy(
      { ...saved },
      {
        ownKeys() {
          throw new Error('trap');
        },
      },
    );
    refusedWith(resumeGame(trap, { startOf }), 'not-an-object');
    const revocable = Proxy.revocable({ ...saved }, {});
    revocable.revoke();
    refusedWith(resumeGame(revocable.proxy, { startOf }), 'not-an-object');
    const lineTrap = {
      ...saved,
      line: new Proxy([...saved.line], {
        get: () => {
          throw new Error('x');
        },
      }),
    };
    refusedWith(resumeGame(lineTrap, { startOf }), 'bad-field');
    // a quiet Proxy of a real save is read as its data
    expect(resumeGame(new Proxy({ ...saved }, {}), { startOf }).ok).toBe(true);
  });

  it('a clock that reads NaN, Infinity or throws does not move the time', () => {
    let reading = 0;
    const clock = {
      now() {
        reading++;
        if (reading === 3) throw new Error('broken');
        return reading % 2 === 0 ? Number.NaN : Infinity;
      },
    };
    const game = Game.fromPosition(unwrap(openingPosition(deck)), { clock, gameCode: CODE });
    for (let i = 0; i < 5; i++) game.play(game.legalMoves()[0]!);
    expect(game.elapsedMs).toBe(0);
    // a clock that stands still, so that the saved time is read as it was saved
    const back = unwrap(resumeGame(JSON.stringify(game), { startOf, clock: new ManualClock() }));
    expect(back.elapsedMs).toBe(0);
  });

  it('the readers never throw', () => {
    fc.assert(
      fc.property(fc.anything({ withMap: true, withSet: true, withNullPrototype: true }), (value) => {
        expect(() => readFields(value)).not.toThrow();
        expect(() => readList(value, 10)).not.toThrow();
        expect(() => parseOptions(value)).not.toThrow();
        expect(() => resumeGame(value)).not.toThrow();
      }),
      { numRuns: 500 },
    );
  });
});

describe('strict text and printers', () => {
  it('reads card names in ASCII only', () => {
    expect(parseCard('Aſ').ok).toBe(false);
    expect(parseCard('\u212AS').ok).toBe(false); // Kelvin sign, which lower-cases to k
    expect(unwrap(parseCard(' as '))).toBe(0);
    expect(unwrap(parseCard('10s'))).toBe(9);
    expect(parseMove('AS-ſ').ok).toBe(false);
    expect(parsePosition(ONE_TAP.replace('classic', 'CLASSİC')).ok).toBe(false);
    expect(parsePosition(ONE_TAP.replace('classic', 'CLASSIC')).ok).toBe(true);
    expect(parsePosition(ONE_TAP.replace('classic', 'yu\u212Aon')).ok).toBe(false);
  });

  it('printers refuse values that are no cards or moves with a TypeError', () => {
    for (const bad of [-1, 52, 99, 1.5, Number.NaN, '3' as unknown as number]) {
      expect(() => makeCard(bad)).toThrow(TypeError);
      expect(() => makeCard(bad, 'shown')).toThrow(TypeError);
      expect(() => displayRank(bad)).toThrow(TypeError);
    }
    expect(() => makeMove({ card: 0, to: 'x' } as unknown as Move)).toThrow(TypeError);
    expect(() => makeMove(null as unknown as Move)).toThrow(TypeError);
    expect(makeMove({ card: 0, to: 'foundation' })).toBe('AS-F');
  });

  it('a custom rule set cannot take a shipped id with other rules; a position takes defined rule sets only', () => {
    const setup = unwrap(parsePosition(ONE_TAP));
    // a record of before rule sets had an empty-column rule and a layout: read with the defaults
    const fake = { id: 'classic', name: 'Same suit', suit: 'any', direction: 'down' } as unknown as RuleSet;
    refusedWith(Position.fromSetup({ ...setup, ruleSet: fake }), 'bad-rule-set');
    refusedWith(readPosition(ONE_TAP, {}, { classic: fake }), 'bad-rule-set');
    refusedWith(defineRuleSet(fake), 'taken-id');
    // a copy of a preset's fields (a structured clone, a Proxy read once) is defined: the preset itself
    expect(unwrap(Position.fromSetup({ ...setup, ruleSet: { ...classic } })).ruleSet).toBe(classic);
    expect(unwrap(Position.fromSetup({ ...setup, ruleSet: structuredClone(classic) })).ruleSet).toBe(classic);
    expect(unwrap(openingPosition(orderedDeck(), { ...classic })).ruleSet).toBe(classic);
    expect(unwrap(Position.fromSetup({ ...setup, ruleSet: new Proxy(classic, {}) })).ruleSet).toBe(classic);
    const copy = unwrap(Position.fromSetup({ ...setup, ruleSet: unwrap(defineRuleSet({ ...classic })) }));
    expect(copy.ruleSet).toBe(classic);
    // any other record is a spec, refused until defineRuleSet makes it a rule set
    refusedWith(
      Position.fromSetup({ ...setup, ruleSet: { ...classic, id: 'mine', emptyColumn: 'queen' } as never }),
      'bad-rule-set',
    );
    const mine = { ...classic, id: 'mine' };
    refusedWith(Position.fromSetup({ ...setup, ruleSet: mine }), 'bad-rule-set');
    refusedWith(openingPosition(orderedDeck(), mine), 'bad-rule-set');
    expect(unwrap(openingPosition(orderedDeck(), unwrap(defineRuleSet(mine)))).ruleSet.id).toBe('mine');
    const revoked = Proxy.revocable({}, {});
    revoked.revoke();
    refusedWith(openingPosition(orderedDeck(), revoked.proxy as never), 'bad-rule-set');
  });

  it('the group limit is 1 to 52 or none', () => {
    expect(MAX_GROUP_LIMIT).toBe(52);
    for (const groupLimit of [53, 1e21, 2 ** 53, 0]) refusedWith(parseOptions({ groupLimit }), 'bad-group-limit');
    expect(unwrap(parseOptions({ groupLimit: 52 })).groupLimit).toBe(52);
  });
});

describe('standing properties of saves', () => {
  it('refuses every proper prefix of a real save', () => {
    let refused = 0;
    for (let n = 0; n < savedText.length; n++) {
      const r = resumeGame(savedText.slice(0, n), { startOf });
      expect(r.ok).toBe(false);
      if (!r.ok) expect(SAVE_ERROR_CODES).toContain(r.error.code);
      refused++;
    }
    expect(refused).toBe(savedText.length);
  });

  it('every one-character change is refused or resumes to a game whose save is that data', async () => {
    const alphabet = [...'0123456789ABCDEFHJKQSTaefhnrsu -|:()",{}[]\\\u017F\u212A'];
    const seen = { refused: 0, accepted: 0 };
    await fc.assert(
      fc.asyncProperty(fc.nat(savedText.length - 1), fc.constantFrom(...alphabet), async (at, ch) => {
        await breathe();
        const text = savedText.slice(0, at) + ch + savedText.slice(at + 1);
        const r = resumeGame(text, { startOf, clock: new ManualClock() });
        if (r.ok) {
          seen.accepted++;
          // identical as data: the same fields and values (JSON white space aside)
          expect(r.value.save()).toEqual(JSON.parse(text));
        } else {
          seen.refused++;
          expect(SAVE_ERROR_CODES).toContain(r.error.code);
        }
      }),
      { numRuns: 4000 },
    );
    expect(seen.refused + seen.accepted).toBe(4000);
    expect(seen.refused).toBeGreaterThan(1000);
    expect(seen.accepted).toBeGreaterThan(10);
  });

  it('a polluted Object.prototype changes neither options nor resume', () => {
    const keys = [
      'groupLimit',
      'takeBack',
      'undoDepth',
      'code',
      'clock',
      'startOf',
      'ruleSets',
      'redo',
      'undoable',
      'card',
      'to',
    ];
    let runs = 0;
    fc.assert(
      fc.property(
        fc.constantFrom(...keys),
        fc.oneof(fc.constant(0), fc.constant(2), fc.constant(null), fc.constant(false), fc.constant('x')),
        (key, value) => {
          runs++;
          withPollution({ [key]: value }, () => {
            expect(parseOptions({})).toEqual({ ok: true, value: DEFAULT_OPTIONS });
            expect(unwrap(resumeGame(savedText, { startOf, clock: new ManualClock() })).save()).toEqual(saved);
            expect(checkMove(unwrap(readPosition(ONE_TAP)), {} as Move)?.code).toBe('no-such-card');
          });
        },
      ),
      { numRuns: 100 },
    );
    expect(runs).toBe(100);
    expect(Object.prototype).not.toHaveProperty('groupLimit');
  });

  it('a custom position saves with code null and says so', () => {
    const game = Game.fromPosition(unwrap(readPosition(ONE_TAP)));
    expect(game.save().gameCode).toBeNull();
    expect(makePosition(unwrap(resumeGame(game.save())).startPosition)).toBe(ONE_TAP);
  });
});

describe('the other printers and readers of the engine', () => {
  it('spokenCardName, suitName and ruleSetName refuse or survive junk', () => {
    expect(() => spokenCardName(-1)).toThrow(TypeError);
    expect(() => suitName(9 as never)).toThrow(TypeError);
    expect(spokenCardName(0, ru)).toBe('туз пик');
    expect(ruleSetName(null as never)).toBe('?');
    expect(ruleSetName({ ...classic, id: '__proto__' })).toBe('Same suit');
    expect(() => ruleSetName(classic, '__proto__' as never)).toThrow(TypeError);
    expect(ruleSetName(classic, ru)).toBe('Одна масть');
  });

  it('openingPosition and withOptions refuse unreadable input with their typed errors', () => {
    const trap = new Proxy([], {
      get: () => {
        throw new Error('trap');
      },
    });
    expect(openingPosition(trap as never)).toMatchObject({ ok: false, error: { code: 'missing-card' } });
    const p = unwrap(openingPosition(deck));
    const getter = Object.defineProperty({}, 'groupLimit', {
      enumerable: true,
      get: () => {
        throw new Error('x');
      },
    });
    expect(p.withOptions(getter)).toMatchObject({ ok: false, error: { code: 'bad-options' } });
    expect(p.withOptions(null as never)).toMatchObject({ ok: false, error: { code: 'bad-options' } });
    expect(unwrap(p.withOptions({ takeBack: false })).options.takeBack).toBe(false);
  });
});

describe('dealArrangement given an index that numbers no arrangement', () => {
  it('refuses it at once with a RangeError and leaves the position as it was', () => {
    const p = unwrap(openingPosition(deck));
    const before = p.clone();
    const oneDown = unwrap(
      readPosition('classic | F: KS KH KD JC | 1: (KC) QC | 2: - | 3: - | 4: - | 5: - | 6: - | 7: -'),
    );
    for (const [position, index] of [
      [p, -1],
      [p, NaN],
      [p, 1.5],
      [p, '3'],
      [p, 3n],
      [p, null],
      [p, 2 ** 53],
      [p, 1e30],
      [p, Infinity],
      [oneDown, 1],
      [oneDown, Infinity],
    ] as const) {
      const started = Date.now();
      expect(() => dealArrangement(position, index as never)).toThrow(RangeError);
      expect(Date.now() - started).toBeLessThan(1000);
    }
    expect(p.equals(before)).toBe(true);
    expect(() => dealArrangement(null as never, 0)).toThrow(TypeError);
    expect(() => dealArrangement({} as never, 0)).toThrow(TypeError);
    dealArrangement(p, -0);
    dealArrangement(oneDown, 0);
    expect(oneDown.faceDownCount).toBe(1);
  });
});
