import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { MIN_TABLE_BITS, TranspositionTable } from './table.js';

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

  test('at its cap memory stays bounded and it only ever holds keys that were inserted', () => {
    fc.assert(
      fc.property(
        fc.array(key, { minLength: 5000, maxLength: 12000 }),
        fc.array(key, { maxLength: 200 }),
        (keys, probes) => {
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
  }, 10_000);

  test('clear empties it', () => {
    const table = new TranspositionTable();
    table.insert(1, 2);
    table.clear();
    expect(table.has(1, 2)).toBe(false);
    expect(table.count).toBe(0);
  });
});
