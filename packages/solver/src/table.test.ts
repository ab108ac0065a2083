import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { KEPT_TABLE_BITS, MIN_TABLE_BITS, START_TABLE_BITS, TranspositionTable } from './table.js';
import { breathe } from '../../../testing/breathe.js';

const key = fc.tuple(
  fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }),
  fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }),
);

describe('transposition table', () => {
  test('below its cap it holds every key inserted, and reports repeats', () => {
    fc.assert(
      fc.property(fc.array(key, { maxLength: 3000 }), (keys) => {
        const table = new TranspositionTable(20);
        const seen = new Set<string>();
        for (const [a, b] of keys) {
          const fresh = !seen.has(`${a},${b | 1}`);
          expect(table.insert(a, b)).toBe(fresh);
          seen.add(`${a},${b | 1}`);
        }
        for (const [a, b] of keys) expect(table.has(a, b)).toBe(true);
        expect(table.count).toBe(seen.size);
        expect(table.replaced).toBe(0);
      }),
      { numRuns: 30 },
    );
  });

  test('at its cap memory stays bounded and it only ever holds keys that were inserted', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(key, { minLength: 5000, maxLength: 12000 }),
        fc.array(key, { maxLength: 200 }),
        async (keys, probes) => {
          await breathe();
          const table = new TranspositionTable(MIN_TABLE_BITS);
          const inserted = new Set<string>();
          for (const [a, b] of keys) {
            table.insert(a, b);
            inserted.add(`${a},${b | 1}`);
          }
          expect(table.capacity).toBe(1 << MIN_TABLE_BITS);
          expect(table.bytes).toBe(8 << MIN_TABLE_BITS);
          expect(table.replaced).toBeGreaterThan(0);
          for (const [a, b] of [...keys, ...probes])
            if (table.has(a, b)) expect(inserted.has(`${a},${b | 1}`)).toBe(true);
          // the most recent key is always held
          const [a, b] = keys[keys.length - 1]!;
          expect(table.has(a, b)).toBe(true);
        },
      ),
      { numRuns: 10 },
    );
  });

  test('clear empties it', () => {
    const table = new TranspositionTable();
    table.insert(1, 2);
    table.clear();
    expect(table.has(1, 2)).toBe(false);
    expect(table.count).toBe(0);
  });

  test('a reset table, grown in place on kept arrays, answers every insert as a new table does', async () => {
    // Cap 14: keys past 2^13 reach the cap, so the replacement choices are compared too.
    let replacedSeen = 0;
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(key, { minLength: 3000, maxLength: 6000 }),
        fc.array(key, { minLength: 12000, maxLength: 20000 }),
        async (first, keys) => {
          await breathe();
          const reused = new TranspositionTable(MIN_TABLE_BITS + 2);
          for (const [a, b] of first) reused.insert(a, b);
          reused.reset();
          const fresh = new TranspositionTable(MIN_TABLE_BITS + 2);
          expect(reused.capacity).toBe(fresh.capacity);
          for (const [a, b] of keys) expect(reused.insert(a, b)).toBe(fresh.insert(a, b));
          for (const [a, b] of [...first, ...keys]) expect(reused.has(a, b)).toBe(fresh.has(a, b));
          expect([reused.count, reused.replaced, reused.capacity]).toEqual([
            fresh.count,
            fresh.replaced,
            fresh.capacity,
          ]);
          if (fresh.replaced > 0) replacedSeen++;
          runs++;
        },
      ),
      { numRuns: 10 },
    );
    expect(runs).toBe(10);
    expect(replacedSeen).toBeGreaterThan(0);
  });

  test('keeps grown arrays up to 2^KEPT_TABLE_BITS entries across a reset, and lets larger ones go', () => {
    const kept = new TranspositionTable(KEPT_TABLE_BITS);
    for (let i = 0; i < 1 << (KEPT_TABLE_BITS - 1); i++) kept.insert(Math.imul(i, 0x9e3779b1), i);
    kept.reset();
    expect(kept.capacity).toBe(1 << START_TABLE_BITS);
    expect(kept.bytes).toBe(8 << KEPT_TABLE_BITS);
    const large = new TranspositionTable(KEPT_TABLE_BITS + 1);
    for (let i = 0; i < 1 << KEPT_TABLE_BITS; i++) large.insert(Math.imul(i, 0x9e3779b1), i);
    expect(large.bytes).toBe(8 << (KEPT_TABLE_BITS + 1));
    large.reset();
    expect(large.bytes).toBe(8 << START_TABLE_BITS);
  });

  test('starts at 2^START_TABLE_BITS entries, or at its cap when that is lower', () => {
    expect(new TranspositionTable(20).capacity).toBe(1 << START_TABLE_BITS);
    expect(new TranspositionTable(MIN_TABLE_BITS).capacity).toBe(1 << MIN_TABLE_BITS);
  });

  test('a reset after a few keys (zeroed one by one) or after many (zeroed whole) leaves no key behind', () => {
    for (const n of [1, 100, 4096, 4097, 20000]) {
      const table = new TranspositionTable(20);
      const keys = Array.from(
        { length: n },
        (_, i) => [Math.imul(i + 1, 0x9e3779b1), Math.imul(i + 7, 0x85ebca6b)] as const,
      );
      for (const [a, b] of keys) table.insert(a, b);
      table.reset();
      expect(table.count).toBe(0);
      expect(keys.filter(([a, b]) => table.has(a, b))).toEqual([]);
      // and it fills again as a new table does
      const fresh = new TranspositionTable(20);
      for (const [a, b] of keys) expect(table.insert(a, b)).toBe(fresh.insert(a, b));
      expect([table.count, table.capacity]).toEqual([fresh.count, fresh.capacity]);
    }
  });
});
