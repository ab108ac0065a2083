/**
 * What a path is, in words, for the refusal of a path that is not a regular file.
 * @module
 */
import type { Stats } from 'node:fs';

/** What a path is, in words, when it is not a regular file: `a directory`, `a pipe (FIFO)`, … */
export function kindOf(stats: Stats): string {
  if (stats.isFile()) return 'a regular file';
  if (stats.isDirectory()) return 'a directory';
  if (stats.isSymbolicLink()) return 'a symbolic link';
  if (stats.isFIFO()) return 'a pipe (FIFO)';
  if (stats.isCharacterDevice()) return 'a character device';
  if (stats.isBlockDevice()) return 'a block device';
  if (stats.isSocket()) return 'a socket';
  return 'of another kind';
}
