import { describe, expect, it } from 'vitest';
import { isCount } from './read.js';

describe('isCount', () => {
  it('takes the whole numbers from 0 to the limit and nothing else', () => {
    for (const value of [0, 1, 7, 100]) expect(isCount(value, 100), String(value)).toBe(true);
    expect(isCount(Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER)).toBe(true);
    const refused: unknown[] = [-1, 101, 1.5, -0.5, Number.NaN, Infinity, 2 ** 53, '3', 3n, null, undefined, {}, [1]];
    for (const value of refused) expect(isCount(value, 100), String(value)).toBe(false);
  });
});
