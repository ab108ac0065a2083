import { unwrap } from '@russian-solitaire/engine';
import { describe, expect, test } from 'vitest';
import { parseSolveOptions } from './options.js';
import { DEFAULT_TABLE_BITS, MAX_TABLE_BITS } from './table.js';

describe('the default table cap', () => {
  const bitsAt = (budget?: number, tableBits?: number) => unwrap(parseSolveOptions({ budget, tableBits })).tableBits;

  test('is 2^20 entries up to a budget of 2^20 nodes, then room for every position the budget may enter', () => {
    expect(bitsAt()).toBe(DEFAULT_TABLE_BITS);
    expect(DEFAULT_TABLE_BITS).toBe(20);
    for (const budget of [1, 4096, 1_000_000, 2 ** 20]) expect(bitsAt(budget)).toBe(20);
    expect(bitsAt(2 ** 20 + 1)).toBe(21);
    expect(bitsAt(3_000_000)).toBe(22);
    expect(bitsAt(30_000_000)).toBe(25);
    expect(bitsAt(2 ** 26)).toBe(MAX_TABLE_BITS);
    expect(bitsAt(2 ** 48)).toBe(MAX_TABLE_BITS);
  });

  test('is the one the options give, whatever the budget', () => {
    expect(bitsAt(30_000_000, 14)).toBe(14);
    expect(bitsAt(1000, 26)).toBe(26);
    // hints and fair advice fill their own budgets in before the cap is taken from them
    expect(unwrap(parseSolveOptions({}, { budget: 5_000_000 })).tableBits).toBe(23);
  });
});
