/**
 * Writing all of a text to a file: a write may take fewer bytes than it was given (a disk nearly
 * full, a signal), so every write of the command's files loops until every byte is written or a
 * write fails.
 * @module
 */
import { writeSync } from 'node:fs';

/** Writes bytes to a file descriptor, as `fs.writeSync` does: returns how many it wrote. */
export type WriteSync = (fd: number, buffer: Uint8Array, offset: number, length: number) => number;

const nodeWrite: WriteSync = (fd, buffer, offset, length) => writeSync(fd, buffer, offset, length);

/** The most writes in a row that may write nothing before the write is given up as failed. */
export const MAX_EMPTY_WRITES = 8;

/**
 * Writes all of `data` to `fd` at its current position, looping over short writes; throws the
 * error of a failed write (`ENOSPC` on a full disk), or an `EIO` error when writes keep writing
 * nothing. Returns the number of bytes written.
 */
export function writeAll(fd: number, data: string | Uint8Array, write: WriteSync = nodeWrite): number {
  const bytes = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
  let done = 0;
  let empty = 0;
  while (done < bytes.length) {
    const n = write(fd, bytes, done, bytes.length - done);
    if (n > 0) {
      done += n;
      empty = 0;
    } else if (++empty >= MAX_EMPTY_WRITES) {
      throw Object.assign(new Error(`EIO: ${MAX_EMPTY_WRITES} writes in a row wrote nothing`), { code: 'EIO' });
    }
  }
  return done;
}
