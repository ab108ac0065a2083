import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_EMPTY_WRITES, type WriteSync, writeAll } from './write-all.js';

/** A file that takes at most the given number of bytes at each write (0: none), then fails with `fail`. */
function shortWrites(takes: readonly number[], fail: NodeJS.ErrnoException | null = null) {
  const written: number[] = [];
  let call = 0;
  const write: WriteSync = (_fd, buffer, offset, length) => {
    if (call >= takes.length) {
      if (fail !== null) throw fail;
      call++;
      written.push(...buffer.subarray(offset, offset + length));
      return length;
    }
    const n = Math.min(length, takes[call++]!);
    written.push(...buffer.subarray(offset, offset + n));
    return n;
  };
  return { write, written, calls: () => call };
}

describe('writeAll', () => {
  it('writes every byte, in order, whatever short writes the file makes', () => {
    let cases = 0;
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary', maxLength: 300 }),
        fc
          .array(fc.integer({ min: 0, max: 40 }), { maxLength: 40 })
          .filter((a) => !a.some((n, i) => n === 0 && a.slice(i, i + MAX_EMPTY_WRITES).every((m) => m === 0))),
        (text, takes) => {
          const file = shortWrites(takes);
          const bytes = Buffer.from(text, 'utf8');
          expect(writeAll(3, text, file.write)).toBe(bytes.length);
          expect(Buffer.from(file.written).equals(bytes)).toBe(true);
          cases++;
        },
      ),
      { numRuns: 300 },
    );
    expect(cases).toBe(300);
  });

  it('throws the error of a failing write (a full disk) after the bytes that fitted', () => {
    const full = Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    const file = shortWrites([5, 3], full);
    expect(() => writeAll(3, 'a line of a survey\n', file.write)).toThrow(full);
    expect(Buffer.from(file.written).toString()).toBe('a line o');
  });

  it(`gives up with EIO after ${MAX_EMPTY_WRITES} writes in a row that write nothing, never looping for ever`, () => {
    const file = shortWrites([2, ...Array<number>(MAX_EMPTY_WRITES).fill(0)]);
    let thrown: unknown = null;
    try {
      writeAll(3, 'abcdef', file.write);
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toMatchObject({ code: 'EIO' });
    expect(file.calls()).toBe(1 + MAX_EMPTY_WRITES);
  });
});
