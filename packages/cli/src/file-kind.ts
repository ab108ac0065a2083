/**
 * What a path is, in words, for the refusal of a path that is not a regular file.
 * @module
 */
import type { Stats } from 'node:fs';
import { CLI_WORDS } from './errors-en.js';

/**
 * What a path is, in English words, when it is not a regular file: `a directory`, `a pipe (FIFO)`,
 * … (the words of `CLI_WORDS`, which the messages of the other languages write in theirs).
 */
export function kindOf(stats: Stats): string {
  if (stats.isFile()) return CLI_WORDS['kind-file'];
  if (stats.isDirectory()) return CLI_WORDS['kind-directory'];
  if (stats.isSymbolicLink()) return CLI_WORDS['kind-link'];
  if (stats.isFIFO()) return CLI_WORDS['kind-fifo'];
  if (stats.isCharacterDevice()) return CLI_WORDS['kind-character-device'];
  if (stats.isBlockDevice()) return CLI_WORDS['kind-block-device'];
  if (stats.isSocket()) return CLI_WORDS['kind-socket'];
  return CLI_WORDS['kind-other'];
}
