import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DECK_SIZE, RANK_COUNT, orderedDeck } from './card.js';
import { openingPosition } from './layout.js';
import { type Column, FOUNDATION_TARGET, decodeMove } from './move.js';
import { makePosition, readPosition } from './notation.js';
import { DEFAULT_OPTIONS, UNLIMITED_OPTIONS } from './options.js';
import {
  MAX_MOVES,
  ON_FOUNDATION,
  POSITION_ERROR_CODES,
  Position,
  COLUMN_STRIDE,
  undoRecordCard,
  undoRecordMove,
  undoRecordSource,
  undoRecordTarget,
  undoRecordTurned,
} from './position.js';
import type { PositionSetup } from './setup.js';
import { checkMove } from './refusal.js';
import { unwrap } from './unwrap.js';
import { classic, relaxed } from './presets.js';
import { RULE_AND_OPTION_SETS, arbLine, handPosition, liveState, replayLine } from './testing/arbitraries.js';

function generated(p: Position): number[] {
  const out = new Uint16Array(MAX_MOVES);
  return Array.from(out.subarray(0, p.generateMoves(out)));
}

/** The structural problems of a position (none expected), read from its public arrays only. */
function problems(p: Position): string[] {
  const out: string[] = [];
  const count = new Uint8Array(DECK_SIZE);
  let home = 0;
  for (let s = 0; s < 4; s++) {
    const n = p.foundation[s]!;
    if (n > RANK_COUNT) out.push(`foundation ${s} holds ${n}`);
    home += n;
    for (let r = 0; r < n; r++) {
      const c = s * RANK_COUNT + r;
      count[c]!++;
      if (p.place[c] !== ON_FOUNDATION || p.source(c) !== 'foundation')
        out.push(`card ${c} on foundation but place ${p.place[c]}`);
      if (p.isFaceUp(c)) out.push(`foundation card ${c} reported face up`);
    }
  }
  if (p.home !== home) out.push(`home ${p.home} but foundations hold ${home}`);
  if (p.columnCount !== p.ruleSet.layout.cards.length) out.push(`${p.columnCount} columns`);
  if (p.faceDown.length !== p.columnCount || p.cards.length !== p.columnCount * COLUMN_STRIDE) out.push('arrays');
  for (let col = 0; col < p.columnCount; col++) {
    const cards = p.column(col as Column);
    if (cards.length !== p.length[col]) out.push(`column ${col} length`);
    // face-down cards only under face-up ones: a non-empty column has a face-up top card
    if (cards.length === 0 ? p.faceDown[col] !== 0 : p.faceDown[col]! >= cards.length)
      out.push(`column ${col} has a face-down card on top`);
    cards.forEach((c, i) => {
      count[c]!++;
      if (p.place[c] !== col || p.source(c) !== col) out.push(`card ${c} in column ${col} but place ${p.place[c]}`);
      if (p.slot[c] !== i) out.push(`card ${c} at ${i} but slot ${p.slot[c]}`);
      if (p.isFaceUp(c) !== i >= p.faceDown[col]!) out.push(`card ${c} face state`);
    });
    if (cards.length > 0 && !p.isFaceUp(p.top(col as Column)!)) out.push(`column ${col} top face down`);
  }
  // all 52 cards exactly once
  count.forEach((n, c) => n !== 1 && out.push(`card ${c} present ${n} times`));
  if (p.isWon !== (p.home === DECK_SIZE)) out.push('isWon');
  return out;
}

function expectConsistent(p: Position): void {
  expect(problems(p)).toEqual([]);
}

describe('Position.fromSetup validation', () => {
  const good = (): PositionSetup => unwrap(openingPosition(orderedDeck())).toSetup();
  const withColumn = (c: number, faceDown: number[], faceUp: number[]): PositionSetup => {
    const s = good();
    const columns = s.columns.slice();
    columns[c] = { faceDown, faceUp };
    return { ...s, columns };
  };
  it.each<[string, () => unknown, unknown?]>([
    ['bad-rule-set', () => ({ ...good(), ruleSet: { id: 'x', name: 'x', suit: 'red', direction: 'down' } })],
    ['bad-rule-set', () => ({ ...good(), ruleSet: null })],
    ['bad-rule-set', () => null],
    ['bad-options', () => good(), { groupLimit: 0 }],
    ['bad-options', () => good(), { takeBack: 'no' }],
    ['wrong-column-count', () => ({ ...good(), columns: good().columns.slice(0, 6) })],
    ['wrong-column-count', () => ({ ...good(), columns: 'abc' })],
    ['wrong-column-count', () => ({ ...good(), columns: [...good().columns.slice(0, 6), { faceUp: [] }] })],
    ['wrong-foundation-count', () => ({ ...good(), foundations: [0, 0, 0] })],
    ['bad-foundation', () => ({ ...good(), foundations: [14, 0, 0, 0] })],
    ['bad-foundation', () => ({ ...good(), foundations: [-1, 0, 0, 0] })],
    ['bad-foundation', () => ({ ...good(), foundations: [0, 1.5, 0, 0] })],
    ['bad-foundation', () => ({ ...good(), foundations: [0, 0, '1', 0] })],
    ['not-a-card', () => withColumn(0, [], [52])],
    ['not-a-card', () => withColumn(0, [], ['AS' as unknown as number])],
    ['not-a-card', () => withColumn(0, [], [-1])],
    ['duplicate-card', () => withColumn(0, [], [0, 1])],
    ['duplicate-card', () => ({ ...good(), foundations: [1, 0, 0, 0] })], // A♠ on its foundation and in a column
    ['missing-card', () => withColumn(0, [], [])],
    ['face-down-on-top', () => withColumn(0, [0], [])],
  ])('%s', (code, make, options) => {
    const result = Position.fromSetup(make() as PositionSetup, options ?? DEFAULT_OPTIONS);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe(code);
      expect(POSITION_ERROR_CODES).toContain(result.error.code);
      expect(result.error.message.length).toBeGreaterThan(0);
    }
  });

  it('accepts partial options and fills in the defaults', () => {
    const p = unwrap(Position.fromSetup(good(), { takeBack: false }));
    expect(p.options).toEqual({ groupLimit: 20, takeBack: false, undoDepth: 100 });
    expect(p.groupLimit).toBe(20);
    expect(unwrap(Position.fromSetup(good(), UNLIMITED_OPTIONS)).groupLimit).toBe(DECK_SIZE);
  });

  it('never throws on junk setups: a typed refusal, or a consistent position when the setup is valid', () => {
    const seen = { refused: 0, accepted: 0 };
    // positions reached in play, so that the accepting branch runs too
    const validSetup = arbLine({ maxMoves: 60 }).map((line) => replayLine(line, () => {}).toSetup());
    const junkSetup = fc.record({
      ruleSet: fc.oneof(fc.constant(classic), fc.anything()),
      columns: fc.oneof(
        fc.anything(),
        fc.array(fc.record({ faceDown: fc.array(fc.integer({ min: -2, max: 60 })), faceUp: fc.array(fc.anything()) }), {
          maxLength: 8,
        }),
      ),
      foundations: fc.oneof(fc.anything(), fc.array(fc.integer({ min: -1, max: 14 }), { minLength: 4, maxLength: 4 })),
    });
    fc.assert(
      fc.property(fc.oneof({ weight: 3, arbitrary: junkSetup }, { weight: 1, arbitrary: validSetup }), (setup) => {
        const result = Position.fromSetup(setup as unknown as PositionSetup);
        seen[result.ok ? 'accepted' : 'refused']++;
        if (!result.ok) expect(POSITION_ERROR_CODES).toContain(result.error.code);
        else expectConsistent(result.value);
      }),
    );
    expect(seen.refused + seen.accepted).toBe(100);
    expect(seen.refused).toBeGreaterThan(0);
    expect(seen.accepted).toBeGreaterThan(0);
  });
});

describe('Position accessors', () => {
  it('reads an opening position', () => {
    const p = unwrap(openingPosition(orderedDeck(), relaxed, UNLIMITED_OPTIONS));
    expect(p.ruleSet).toBe(relaxed);
    expect(p.rules.ruleSet).toBe(relaxed);
    expect(p.options).toEqual(UNLIMITED_OPTIONS);
    expect(p.column(0)).toEqual([0]);
    expect(p.column(1)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(p.top(6)).toBe(51);
    expect(p.faceDownCount).toBe(21);
    expect(p.home).toBe(0);
    expect(p.isWon).toBe(false);
    expect(p.source(6)).toBe(1);
    expect(p.source(7)).toBe(2);
    expect(p.isFaceUp(1)).toBe(false);
    expect(p.isFaceUp(2)).toBe(true);
    expectConsistent(p);
  });

  it('cards are laid out column by column at COLUMN_STRIDE; foundationTop is the top card of a foundation', () => {
    expect(COLUMN_STRIDE).toBeGreaterThanOrEqual(DECK_SIZE);
    const p = unwrap(openingPosition(orderedDeck(), classic, DEFAULT_OPTIONS));
    for (let c = 0; c < 7; c++) {
      expect(Array.from(p.cards.subarray(c * COLUMN_STRIDE, c * COLUMN_STRIDE + p.length[c]!))).toEqual(
        p.column(c as Column),
      );
    }
    const q = handPosition('classic', '3S - KD AC', ['...  KS', '-', '-', '-', '-', '-', '-']);
    expect([0, 1, 2, 3].map((s) => q.foundationTop(s as 0 | 1 | 2 | 3))).toEqual([2, undefined, 38, 39]);
  });

  it('top of an empty column is undefined; column() is a copy', () => {
    const p = handPosition('classic', '- - - -', ['...  KS', '-', '-', '-', '-', '-', '-']);
    expect(p.top(1)).toBeUndefined();
    expect(p.column(1)).toEqual([]);
    const col = p.column(0);
    col.pop();
    expect(p.column(0).length).toBe(col.length + 1);
  });

  it('legalMoves and hasLegalMove agree with generateMoves, which honours start and accepts number[]', () => {
    fc.assert(
      fc.property(arbLine({ maxMoves: 60 }), (line) => {
        replayLine(line, (p) => {
          const codes = generated(p);
          expect(p.legalMoves()).toEqual(codes.map(decodeMove));
          expect(p.hasLegalMove()).toBe(codes.length > 0);
          const out = new Uint16Array(600).fill(0xffff);
          expect(p.generateMoves(out, 100)).toBe(codes.length);
          expect(Array.from(out.subarray(100, 100 + codes.length))).toEqual(codes);
          expect(out[99]).toBe(0xffff);
          expect(out[100 + codes.length]).toBe(0xffff);
          const arr: number[] = [];
          expect(p.generateMoves(arr)).toBe(codes.length);
          expect(arr).toEqual(codes);
        });
      }),
      { numRuns: 50 },
    );
  });

  it('withOptions copies the cards under other options and refuses bad ones', () => {
    const p = unwrap(openingPosition(orderedDeck(), classic, DEFAULT_OPTIONS));
    const q = unwrap(p.withOptions({ groupLimit: null, takeBack: false }));
    expect(q.options).toEqual({ groupLimit: null, takeBack: false, undoDepth: 100 });
    expect(q.groupLimit).toBe(DECK_SIZE);
    expect(q.equals(p)).toBe(true);
    expect(p.options).toEqual(DEFAULT_OPTIONS);
    q.play(generated(q)[0]!);
    expect(q.equals(p)).toBe(false);
    const bad = p.withOptions({ groupLimit: -3 });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.code).toBe('bad-options');
  });

  it('equals compares cards, face state and rule set', () => {
    const a = unwrap(openingPosition(orderedDeck(), classic));
    expect(a.equals(unwrap(openingPosition(orderedDeck(), classic)))).toBe(true);
    expect(a.equals(unwrap(openingPosition(orderedDeck(), relaxed)))).toBe(false);
    const swapped = orderedDeck();
    [swapped[50], swapped[51]] = [swapped[51]!, swapped[50]!];
    expect(a.equals(unwrap(openingPosition(swapped, classic)))).toBe(false);
    // same cards, one more face down: not equal
    const setup = a.toSetup();
    const columns = setup.columns.map((c, i) =>
      i === 6 ? { faceDown: [...c.faceDown, c.faceUp[0]!], faceUp: c.faceUp.slice(1) } : c,
    );
    expect(a.equals(unwrap(Position.fromSetup({ ...setup, columns })))).toBe(false);
  });
});

describe.each(RULE_AND_OPTION_SETS)(
  'invariants over random legal lines: $ruleSet.id, $label',
  ({ ruleSet, options }) => {
    const config = { ruleSets: [ruleSet], options: [options], maxMoves: 150 };

    it('all 52 cards present exactly once; face-down cards only under face-up ones; arrays consistent', () => {
      fc.assert(
        fc.property(arbLine(config), (line) => {
          let turnedBefore = line.position.faceDownCount;
          replayLine(line, (p) => {
            expectConsistent(p);
            if (p.faceDownCount > turnedBefore) expect.fail('a card turned back face down'); // cards never turn back face down
            turnedBefore = p.faceDownCount;
          });
        }),
        { numRuns: 60 },
      );
    });

    it('play then undo restores the exact previous position, for every legal move of every reached position', () => {
      fc.assert(
        fc.property(arbLine(config), (line) => {
          replayLine(line, (p) => {
            const before = liveState(p);
            const snapshot = p.clone();
            const codes = generated(p);
            for (const code of codes) {
              const from = p.place[code & 63]!;
              const downBefore = from === ON_FOUNDATION ? 0 : p.faceDown[from]!;
              const record = p.play(code);
              const turned = from !== ON_FOUNDATION && p.faceDown[from]! < downBefore;
              if (
                undoRecordMove(record) !== code ||
                undoRecordCard(record) !== (code & 63) ||
                undoRecordTarget(record) !== code >> 6 ||
                undoRecordSource(record) !== from ||
                undoRecordTurned(record) !== turned
              ) {
                expect.fail(`undo record ${record} of move ${code}`);
              }
              const arrived =
                code >> 6 === FOUNDATION_TARGET
                  ? p.source(code & 63) === 'foundation'
                  : p.place[code & 63] === code >> 6;
              if (!arrived) expect.fail(`move ${code} did not arrive`);
              p.undo(record);
              if (!p.equals(snapshot)) expect.fail(`play/undo of ${code} changed the position`);
            }
            expect(liveState(p)).toEqual(before);
            expect(generated(p)).toEqual(codes);
          });
        }),
        { numRuns: 60 },
      );
    });

    it('undoing a whole line move by move, last first, returns to the opening', () => {
      fc.assert(
        fc.property(arbLine(config), (line) => {
          const p = line.position.clone();
          const states = [liveState(p)];
          const records = line.moves.map((code) => {
            const r = p.play(code);
            states.push(liveState(p));
            return r;
          });
          for (let i = records.length - 1; i >= 0; i--) {
            expect(liveState(p)).toEqual(states[i + 1]);
            p.undo(records[i]!);
          }
          expect(liveState(p)).toEqual(states[0]);
          expect(p.equals(line.position)).toBe(true);
        }),
        { numRuns: 60 },
      );
    });

    it('clone is independent of its original', () => {
      let checked = 0;
      fc.assert(
        fc.property(arbLine(config), fc.nat(), (line, pick) => {
          replayLine(line, (p) => {
            const codes = generated(p);
            if (codes.length === 0) return;
            checked++;
            const before = liveState(p);
            const copy = p.clone();
            expect(copy.equals(p)).toBe(true);
            expect(liveState(copy)).toEqual(before);
            expect(copy.options).toBe(p.options);
            const record = copy.play(codes[pick % codes.length]!);
            expect(liveState(p)).toEqual(before); // the original did not move
            copy.undo(record);
            const r2 = p.play(codes[pick % codes.length]!);
            expect(liveState(copy)).toEqual(before); // nor does the copy follow the original
            p.undo(r2);
          });
        }),
        { numRuns: 30 },
      );
      // nearly every reached position has a legal move: hundreds of them
      expect(checked).toBeGreaterThanOrEqual(30);
    });

    it('toSetup / fromSetup round-trips every reached position', () => {
      fc.assert(
        fc.property(arbLine(config), (line) => {
          replayLine(line, (p) => {
            const setup = p.toSetup();
            const back = unwrap(Position.fromSetup(setup, p.options));
            expect(back.equals(p)).toBe(true);
            expect(liveState(back)).toEqual(liveState(p));
            expect(back.options).toEqual(p.options);
            expect(back.toSetup()).toEqual(setup);
            expect(generated(back)).toEqual(generated(p));
          });
        }),
        { numRuns: 30 },
      );
    });

    it('every legal move is accepted by checkMove and keeps the position consistent', () => {
      fc.assert(
        fc.property(arbLine({ ...config, maxMoves: 40 }), (line) => {
          replayLine(line, (p) => {
            for (const code of generated(p)) {
              if (checkMove(p, decodeMove(code)) !== null) expect.fail(`generated move ${code} refused`);
              const r = p.play(code);
              expectConsistent(p);
              p.undo(r);
            }
          });
        }),
        { numRuns: 15 },
      );
    });
  },
);

describe('what a position lets others change', () => {
  it('types its counts read only, so that a program changes a position by its moves alone', () => {
    const p = unwrap(openingPosition(orderedDeck()));
    // Each write below must fail to compile (tsc, in `pnpm typecheck`, checks the
    // `@ts-expect-error`s); none of them runs, so the position stays as dealt.
    const writes = [
      // @ts-expect-error a position's face-down counts are read only
      () => (p.faceDown[1] = 0),
      // @ts-expect-error a position's column lengths are read only
      () => (p.length[0] = 0),
      // @ts-expect-error a position's foundations are read only
      () => (p.foundation[0] = 13),
    ];
    expect(writes).toHaveLength(3);
    expect(Array.from(p.faceDown)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('keeps its count of cards home read only: it changes with the moves alone', () => {
    const p = unwrap(openingPosition(orderedDeck()));
    expect(() => {
      // @ts-expect-error `home` is read only
      p.home = DECK_SIZE;
    }).toThrow(TypeError);
    expect(p.home).toBe(0);
    expect(p.isWon).toBe(false);
    expect(p.clone().home).toBe(0);
  });
});

describe('a position in JSON', () => {
  it('is its text, as makePosition writes it, not its typed arrays', () => {
    const p = unwrap(openingPosition(orderedDeck()));
    const json = JSON.stringify(p);
    expect(JSON.parse(json)).toBe(makePosition(p));
    expect(json.length).toBeLessThan(300);
    expect(JSON.stringify({ position: p })).toBe(JSON.stringify({ position: makePosition(p) }));
  });

  it('reads back to an equal position with readPosition and the options (property over random lines)', () => {
    let positions = 0;
    fc.assert(
      fc.property(arbLine({ maxMoves: 60 }), (line) => {
        replayLine(line, (p) => {
          positions++;
          const text: unknown = JSON.parse(JSON.stringify(p));
          expect(text).toBe(makePosition(p));
          const back = unwrap(readPosition(text as string, p.options, { [p.ruleSet.id]: p.ruleSet }));
          expect(back.equals(p)).toBe(true);
          expect(back.options).toEqual(p.options);
          expect(liveState(back)).toEqual(liveState(p));
        });
      }),
      { numRuns: 60 },
    );
    expect(positions).toBeGreaterThan(60);
  });
});
