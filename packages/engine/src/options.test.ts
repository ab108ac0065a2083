import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_OPTIONS,
  MAX_GROUP_LIMIT,
  MAX_UNDO_DEPTH,
  MIN_GROUP_LIMIT,
  OPTIONS_ERROR_CODES,
  UNLIMITED_OPTIONS,
  parseOptions,
} from './options.js';

describe('option sets', () => {
  it('DEFAULT_OPTIONS are those of the reference app: limit 20, take-back on, undo 100', () => {
    expect(DEFAULT_OPTIONS).toEqual({ groupLimit: 20, takeBack: true, undoDepth: 100 });
    expect(Object.isFrozen(DEFAULT_OPTIONS)).toBe(true);
  });

  it('UNLIMITED_OPTIONS have no group limit and no take-back', () => {
    expect(UNLIMITED_OPTIONS).toEqual({ groupLimit: null, takeBack: false, undoDepth: 100 });
    expect(Object.isFrozen(UNLIMITED_OPTIONS)).toBe(true);
  });
});

describe('parseOptions', () => {
  it('fills missing options with the defaults', () => {
    expect(parseOptions()).toEqual({ ok: true, value: DEFAULT_OPTIONS });
    expect(parseOptions({})).toEqual({ ok: true, value: DEFAULT_OPTIONS });
    expect(parseOptions({ groupLimit: null })).toEqual({
      ok: true,
      value: { groupLimit: null, takeBack: true, undoDepth: 100 },
    });
    expect(parseOptions({ takeBack: false })).toEqual({
      ok: true,
      value: { groupLimit: 20, takeBack: false, undoDepth: 100 },
    });
    expect(parseOptions({ undoDepth: 0 })).toEqual({
      ok: true,
      value: { groupLimit: 20, takeBack: true, undoDepth: 0 },
    });
    expect(parseOptions({ groupLimit: 1, takeBack: false, undoDepth: MAX_UNDO_DEPTH })).toEqual({
      ok: true,
      value: { groupLimit: 1, takeBack: false, undoDepth: MAX_UNDO_DEPTH },
    });
    expect(parseOptions(UNLIMITED_OPTIONS)).toEqual({ ok: true, value: UNLIMITED_OPTIONS });
  });

  it('returns frozen options', () => {
    const result = parseOptions({ groupLimit: 5 });
    expect(result.ok && Object.isFrozen(result.value)).toBe(true);
  });

  it.each([
    [null, 'not-an-object'],
    [undefined, null],
    [[], 'not-an-object'],
    ['groupLimit', 'not-an-object'],
    [20, 'not-an-object'],
    [{ groupLimit: 0 }, 'bad-group-limit'],
    [{ groupLimit: -1 }, 'bad-group-limit'],
    [{ groupLimit: 2.5 }, 'bad-group-limit'],
    [{ groupLimit: Number.NaN }, 'bad-group-limit'],
    [{ groupLimit: Infinity }, 'bad-group-limit'],
    [{ groupLimit: '20' }, 'bad-group-limit'],
    [{ groupLimit: 53 }, 'bad-group-limit'],
    [{ groupLimit: 1e21 }, 'bad-group-limit'],
    [{ groupLimit: 2 ** 53 }, 'bad-group-limit'],
    [{ takeBack: 'yes' }, 'bad-take-back'],
    [{ takeBack: 1 }, 'bad-take-back'],
    [{ takeBack: null }, 'bad-take-back'],
    [{ undoDepth: -1 }, 'bad-undo-depth'],
    [{ undoDepth: MAX_UNDO_DEPTH + 1 }, 'bad-undo-depth'],
    [{ undoDepth: 1.5 }, 'bad-undo-depth'],
    [{ undoDepth: null }, 'bad-undo-depth'],
    [{ undo: 3 }, 'unknown-option'],
    [{ groupLimit: 20, colour: 'red' }, 'unknown-option'],
  ])('parseOptions(%j) → %s', (input, code) => {
    const result = parseOptions(input);
    if (code === null) {
      expect(result.ok).toBe(true);
      return;
    }
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe(code);
      expect(result.error.message.length).toBeGreaterThan(0);
    }
  });

  it('accepts every valid combination and keeps its values', () => {
    fc.assert(
      fc.property(
        fc.record(
          {
            groupLimit: fc.option(fc.integer({ min: MIN_GROUP_LIMIT, max: MAX_GROUP_LIMIT })),
            takeBack: fc.boolean(),
            undoDepth: fc.integer({ min: 0, max: MAX_UNDO_DEPTH }),
          },
          { requiredKeys: [] },
        ),
        (partial) => {
          const result = parseOptions(partial);
          expect(result.ok).toBe(true);
          if (result.ok) expect(result.value).toEqual({ ...DEFAULT_OPTIONS, ...partial });
        },
      ),
    );
  });

  it('never throws on junk: a value or a typed error', () => {
    const seen = { refused: 0, accepted: 0 };
    fc.assert(
      fc.property(
        fc.oneof(
          fc.anything(),
          fc.record(
            { groupLimit: fc.anything(), takeBack: fc.anything(), undoDepth: fc.anything() },
            { requiredKeys: [] },
          ),
          // valid options too, so that the accepting branch runs
          fc.record(
            {
              groupLimit: fc.option(fc.integer({ min: MIN_GROUP_LIMIT, max: MAX_GROUP_LIMIT })),
              takeBack: fc.boolean(),
              undoDepth: fc.integer({ min: 0, max: MAX_UNDO_DEPTH }),
            },
            { requiredKeys: [] },
          ),
        ),
        (input) => {
          const result = parseOptions(input);
          seen[result.ok ? 'accepted' : 'refused']++;
          if (!result.ok) {
            expect(OPTIONS_ERROR_CODES).toContain(result.error.code);
            expect(result.error.message.length).toBeGreaterThan(0);
          } else {
            expect(Object.keys(result.value).sort()).toEqual(['groupLimit', 'takeBack', 'undoDepth']);
          }
        },
      ),
    );
    expect(seen.refused + seen.accepted).toBe(100);
    expect(seen.refused).toBeGreaterThan(0);
    expect(seen.accepted).toBeGreaterThan(0);
  });
});
