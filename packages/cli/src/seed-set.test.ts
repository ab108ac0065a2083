import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BLOCK_SIZE, LIST_LIMIT, SeedSet } from './seed-set.js';

describe('SeedSet', () => {
  it('answers as a Set does, for seeds scattered, clustered and in runs', () => {
    let cases = 0;
    const seed = fc.oneof(
      fc.integer({ min: 0, max: 8_031_810_175 }),
      fc.integer({ min: 0, max: 3 * BLOCK_SIZE }),
      fc.integer({ min: BLOCK_SIZE - 50, max: BLOCK_SIZE + 50 }),
    );
    fc.assert(
      fc.property(fc.array(seed, { maxLength: 300 }), fc.array(seed, { maxLength: 50 }), (added, probes) => {
        const set = new SeedSet();
        const reference = new Set<number>();
        for (const s of added) {
          expect(set.add(s)).toBe(!reference.has(s));
          reference.add(s);
        }
        expect(set.size).toBe(reference.size);
        for (const s of [...added, ...probes]) expect(set.has(s)).toBe(reference.has(s));
        cases++;
      }),
      { numRuns: 300 },
    );
    expect(cases).toBe(300);
  });

  it('turns a block into a bitmap past the list limit, without losing or inventing a seed', () => {
    const set = new SeedSet();
    const base = 7 * BLOCK_SIZE;
    // Every third offset, in a shuffled order, until well past the list limit.
    const offsets = Array.from({ length: LIST_LIMIT + 500 }, (_, i) => (i * 3 * 7919) % BLOCK_SIZE);
    const unique = [...new Set(offsets)];
    for (const o of unique) expect(set.add(base + o)).toBe(true);
    for (const o of unique) expect(set.add(base + o)).toBe(false);
    expect(set.size).toBe(unique.length);
    const held = new Set(unique);
    const wrong: number[] = [];
    for (let o = 0; o < BLOCK_SIZE; o++) if (set.has(base + o) !== held.has(o)) wrong.push(o);
    expect(wrong).toEqual([]);
    expect(set.has(base - 1)).toBe(false);
    expect(set.has(base + BLOCK_SIZE)).toBe(false);
  });

  it('holds ten million contiguous seeds in a few megabytes', () => {
    const before = process.memoryUsage().arrayBuffers;
    const set = new SeedSet();
    for (let s = 0; s < 10_000_000; s++) set.add(1_000_000_000 + s);
    expect(set.size).toBe(10_000_000);
    // 10^7 bits is 1.25 MB; the lists that became bitmaps were 8 KiB each too.
    expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(4_000_000);
    expect(set.has(1_000_000_000 + 9_999_999)).toBe(true);
    expect(set.has(1_000_000_000 + 10_000_000)).toBe(false);
  });
});
