import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderedDeck } from './card.js';
import {
  COLUMNS,
  COLUMN_COUNT,
  FOUNDATION_TARGET,
  MOVE_CODE_BITS,
  type Move,
  type Target,
  decodeMove,
  encodeMove,
  isColumn,
  isMove,
  moveCard,
  moveHashCode,
  moveTarget,
  packMove,
  sameMove,
} from './move.js';
import { MAX_COLUMN_COUNT } from './rules.js';

const TARGETS: Target[] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 'foundation'];
const ALL_MOVES: Move[] = orderedDeck().flatMap((card) => TARGETS.map((to) => ({ card, to })));

describe('move codes', () => {
  it('the Yukon layout has columns 0..6, a layout up to ten, and the foundation target is above them', () => {
    expect(COLUMN_COUNT).toBe(7);
    expect(COLUMNS).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(Object.isFrozen(COLUMNS)).toBe(true);
    expect(MAX_COLUMN_COUNT).toBe(10);
    expect(FOUNDATION_TARGET).toBe(15);
  });

  it('encode and decode are inverse over all 52 × 11 moves, with distinct codes below 1024', () => {
    const codes = new Set<number>();
    for (const move of ALL_MOVES) {
      const code = encodeMove(move);
      expect(code).toBe(move.card | ((move.to === 'foundation' ? 15 : move.to) << 6));
      expect(code).toBeGreaterThanOrEqual(0);
      expect(code).toBeLessThan(1024);
      expect(decodeMove(code)).toEqual(move);
      expect(moveCard(code)).toBe(move.card);
      expect(moveTarget(code)).toBe(move.to === 'foundation' ? FOUNDATION_TARGET : move.to);
      codes.add(code);
    }
    expect(codes.size).toBe(52 * 11);
  });

  it('moveHashCode is the code of before ten columns (foundation target 7) for the columns 0..6', () => {
    for (const move of ALL_MOVES) {
      const hashed = moveHashCode(encodeMove(move));
      if (move.to === 'foundation') expect(hashed).toBe(move.card | (7 << 6));
      else if (move.to < 7) expect(hashed).toBe(encodeMove(move));
      expect(hashed).toBeLessThan(512);
    }
  });

  it('packMove packs a card and a target number as encodeMove does; the readers ignore higher bits', () => {
    for (const move of ALL_MOVES) {
      const target = move.to === 'foundation' ? FOUNDATION_TARGET : move.to;
      const code = packMove(move.card, target);
      expect(code).toBe(encodeMove(move));
      expect(code).toBeLessThan(1 << MOVE_CODE_BITS);
      // Undo records keep other fields above the move code: the readers must not see them.
      expect(moveCard(code | (5 << MOVE_CODE_BITS))).toBe(move.card);
      expect(moveTarget(code | (5 << MOVE_CODE_BITS))).toBe(target);
    }
  });

  it('sameMove compares card and target', () => {
    for (const a of ALL_MOVES.slice(0, 40)) {
      for (const b of ALL_MOVES.slice(0, 40)) expect(sameMove(a, b)).toBe(a.card === b.card && a.to === b.to);
    }
    expect(sameMove({ card: 3, to: 'foundation' }, { card: 3, to: 'foundation' })).toBe(true);
  });
});

describe('validators', () => {
  it('isColumn accepts only integers 0..9 (the columns of the largest layout)', () => {
    for (const c of [...COLUMNS, 7, 8, 9]) expect(isColumn(c)).toBe(true);
    for (const junk of [-1, 10, 1.5, '1', null, undefined, Number.NaN]) expect(isColumn(junk)).toBe(false);
  });

  it('isMove accepts every well-formed move and refuses junk', () => {
    for (const move of ALL_MOVES) expect(isMove(move)).toBe(true);
    for (const junk of [
      null,
      undefined,
      3,
      '8H-5',
      {},
      { card: 52, to: 0 },
      { card: 0, to: 10 },
      { card: 0, to: 'F' },
      { card: '0', to: 0 },
      { card: 0 },
    ]) {
      expect(isMove(junk)).toBe(false);
    }
    fc.assert(
      fc.property(fc.record({ card: fc.anything(), to: fc.anything() }), (value) => {
        expect(isMove(value)).toBe(
          typeof value.card === 'number' &&
            Number.isInteger(value.card) &&
            value.card >= 0 &&
            value.card < 52 &&
            (value.to === 'foundation' ||
              (typeof value.to === 'number' && Number.isInteger(value.to) && value.to >= 0 && value.to < 10)),
        );
      }),
    );
  });
});
