import { Position, RULE_SETS, UNLIMITED_OPTIONS, unwrap } from '@russian-solitaire/engine';
import {
  FOUNDATION_TARGET,
  ON_FOUNDATION,
  undoRecordCard,
  undoRecordSource,
  undoRecordTarget,
  undoRecordTurned,
} from '@russian-solitaire/engine/internal';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { playRandomly } from '../testing/random.js';
import { ru1Position } from '../testing/ru1.js';
import { KEY_SAVE_STRIDE, KeyState, positionKey } from './key.js';

const seed = fc.integer({ min: 0, max: 26 ** 7 - 1 });
const ruleSet = fc.constantFrom(...Object.values(RULE_SETS));

describe('canonical key', () => {
  test('does not depend on the order of the columns', () => {
    fc.assert(
      fc.property(
        seed,
        ruleSet,
        fc.array(fc.nat(), { maxLength: 60 }),
        fc.shuffledSubarray([0, 1, 2, 3, 4, 5, 6, 7, 8, 9], { minLength: 10 }),
        (s, rs, choices, order) => {
          const position = ru1Position(s, rs);
          playRandomly(position, choices);
          const setup = position.toSetup();
          // an order of the position's columns, however many its rule set has
          const columns = order.filter((c) => c < position.columnCount).map((c) => setup.columns[c]!);
          const permuted = unwrap(Position.fromSetup({ ...setup, columns }, position.options));
          expect(positionKey(permuted)).toEqual(positionKey(position));
        },
      ),
      { numRuns: 100 },
    );
  });

  test('includes face-down counts: turning a card face up changes the key', () => {
    let checked = 0;
    fc.assert(
      fc.property(seed, ruleSet, fc.array(fc.nat(), { maxLength: 30 }), (s, rs, choices) => {
        const position = ru1Position(s, rs);
        playRandomly(position, choices);
        const setup = position.toSetup();
        const c = setup.columns.findIndex((col) => col.faceDown.length > 0);
        fc.pre(c >= 0);
        const col = setup.columns[c]!;
        const turned = {
          faceDown: col.faceDown.slice(0, -1),
          faceUp: [col.faceDown[col.faceDown.length - 1]!, ...col.faceUp],
        };
        const other = unwrap(
          Position.fromSetup({ ...setup, columns: setup.columns.map((x, i) => (i === c ? turned : x)) }),
        );
        expect(positionKey(other)).not.toEqual(positionKey(position));
        checked++;
      }),
      { numRuns: 100 },
    );
    // fast-check runs 100 cases that pass fc.pre (positions with a face-down card left)
    expect(checked).toBe(100);
  });

  test('different positions reached in play get different keys, equal ones equal keys', () => {
    fc.assert(
      fc.property(
        seed,
        ruleSet,
        fc.array(fc.nat(), { maxLength: 40 }),
        fc.array(fc.nat(), { maxLength: 40 }),
        (s, rs, a, b) => {
          const p = ru1Position(s, rs);
          const q = ru1Position(s, rs);
          playRandomly(p, a);
          playRandomly(q, b);
          const sameUpToOrder =
            [...p.toSetup().columns]
              .map((c) => JSON.stringify(c))
              .sort()
              .join() ===
            [...q.toSetup().columns]
              .map((c) => JSON.stringify(c))
              .sort()
              .join();
          expect(positionKey(p)[0] === positionKey(q)[0] && positionKey(p)[1] === positionKey(q)[1]).toBe(
            sameUpToOrder,
          );
        },
      ),
      { numRuns: 200 },
    );
  });

  test('the incremental key state matches a fresh key after every move and undo', () => {
    fc.assert(
      fc.property(seed, ruleSet, fc.array(fc.nat(), { maxLength: 80 }), (s, rs, choices) => {
        const position = ru1Position(s, rs);
        const state = new KeyState(position);
        const moves = new Uint16Array(512);
        const records: number[] = [];
        for (const choice of choices) {
          const n = position.generateMoves(moves);
          if (n === 0) break;
          const record = position.play(moves[choice % n]!);
          records.push(record);
          for (let c = 0; c < position.columnCount; c++) state.updateColumn(position, c);
          expect([state.k1 >>> 0, state.k2 >>> 0]).toEqual(positionKey(position));
        }
        const start = ru1Position(s, rs);
        while (records.length) position.undo(records.pop()!);
        for (let c = 0; c < position.columnCount; c++) state.updateColumn(position, c);
        expect([state.k1 >>> 0, state.k2 >>> 0]).toEqual(positionKey(start));
      }),
      { numRuns: 50 },
    );
  });

  test('restoring the saved key state after each undo gives the key the position had, as the search uses it', () => {
    let moved = 0;
    let turned = 0;
    let home = 0;
    let takenBack = 0;
    fc.assert(
      fc.property(seed, ruleSet, fc.array(fc.nat(), { minLength: 60, maxLength: 120 }), (s, rs, choices) => {
        // Take-backs on, so that cards also come back from the foundations.
        const position = ru1Position(s, rs, { ...UNLIMITED_OPTIONS, takeBack: true });
        const state = new KeyState(position);
        const moves = new Uint16Array(512);
        const saves = new Int32Array((choices.length + 1) * KEY_SAVE_STRIDE);
        const records: number[] = [];
        const keys: (readonly [number, number])[] = [positionKey(position)];
        for (const choice of choices) {
          const n = position.generateMoves(moves);
          if (n === 0) break;
          const code = moves[choice % n]!;
          const record = position.play(code);
          const from = undoRecordSource(record);
          const to = undoRecordTarget(record);
          state.save(saves, records.length * KEY_SAVE_STRIDE, from, to);
          records.push(record);
          if (from !== ON_FOUNDATION) state.updateColumn(position, from);
          if (to !== FOUNDATION_TARGET) state.updateColumn(position, to);
          const fresh = positionKey(position);
          expect([state.k1 >>> 0, state.k2 >>> 0]).toEqual(fresh);
          keys.push(fresh);
          moved++;
          if (undoRecordTurned(record)) turned++;
          if (to === FOUNDATION_TARGET) home++;
          if (from === ON_FOUNDATION) takenBack++;
        }
        while (records.length) {
          const record = records.pop()!;
          position.undo(record);
          state.restore(saves, records.length * KEY_SAVE_STRIDE, undoRecordSource(record), undoRecordTarget(record));
          keys.pop();
          expect([state.k1 >>> 0, state.k2 >>> 0]).toEqual(keys.at(-1));
          expect(keys.at(-1)).toEqual(positionKey(position));
        }
      }),
      { numRuns: 80 },
    );
    // Every kind of move met: plain moves, turns, moves home and take-backs from a foundation.
    expect(moved).toBeGreaterThan(0);
    expect(turned).toBeGreaterThan(0);
    expect(home).toBeGreaterThan(0);
    expect(takenBack).toBeGreaterThan(0);
  });

  test('a probe gives the key of every legal move before it is played, through plays and undos as the search makes them', () => {
    let probed = 0;
    let undone = 0;
    let turned = 0;
    let home = 0;
    let takenBack = 0;
    fc.assert(
      fc.property(seed, ruleSet, fc.array(fc.nat(), { minLength: 80, maxLength: 150 }), (s, rs, choices) => {
        const position = ru1Position(s, rs, { ...UNLIMITED_OPTIONS, takeBack: true });
        const state = new KeyState(position);
        const moves = new Uint16Array(512);
        const saves = new Int32Array((choices.length + 1) * KEY_SAVE_STRIDE);
        const records: number[] = [];
        for (const choice of choices) {
          // One choice in four undoes the last move (as the search backs up), the others play one.
          if (choice % 4 === 0 && records.length > 0) {
            const record = records.pop()!;
            position.undo(record);
            const from = undoRecordSource(record);
            state.restore(saves, records.length * KEY_SAVE_STRIDE, from, undoRecordTarget(record));
            if (from !== ON_FOUNDATION) state.refill(position, from, position.slot[undoRecordCard(record)]!);
            expect([state.k1 >>> 0, state.k2 >>> 0]).toEqual(positionKey(position));
            undone++;
            continue;
          }
          const n = position.generateMoves(moves);
          if (n === 0) break;
          for (let i = 0; i < n; i++) {
            const after = position.clone();
            after.play(moves[i]!);
            state.probe(position, moves[i]!);
            expect([state.nextK1 >>> 0, state.nextK2 >>> 0]).toEqual(positionKey(after));
            probed++;
          }
          const code = moves[(choice >> 2) % n]!;
          state.probe(position, code);
          const record = position.play(code);
          const from = undoRecordSource(record);
          const to = undoRecordTarget(record);
          state.save(saves, records.length * KEY_SAVE_STRIDE, from, to);
          state.commit(from, to);
          records.push(record);
          expect([state.k1 >>> 0, state.k2 >>> 0]).toEqual(positionKey(position));
          if (undoRecordTurned(record)) turned++;
          if (to === FOUNDATION_TARGET) home++;
          if (from === ON_FOUNDATION) takenBack++;
        }
      }),
      { numRuns: 60 },
    );
    // Every kind of move met, and undos between them.
    for (const count of [probed, undone, turned, home, takenBack]) expect(count).toBeGreaterThan(0);
  });
});

describe('positionKey given what is not a position', () => {
  test('throws a TypeError naming what it was given', () => {
    const notPositions: unknown[] = [null, undefined, {}, 'classic', { ...ru1Position(0) }];
    for (const value of notPositions) expect(() => positionKey(value as Position)).toThrow(TypeError);
    expect(() => positionKey(null as never)).toThrow('null is not a position');
  });
});
