/**
 * The survey's output: the JSON lines go to a file (`--out`), which a later run resumes, or to
 * stdout. The file must be a regular file, or not exist yet (it is then created); it is locked for
 * the run (`survey-lock`), read back as bytes and checked record by record
 * ({@link readSurveyFile}); only a truncated last line is cut, and the new lines are appended.
 * @module
 */
import {
  type Stats,
  closeSync,
  constants,
  fstatSync,
  ftruncateSync,
  openSync,
  readSync,
  statSync,
  writeSync,
} from 'node:fs';
import { type Result, ok } from '@russian-solitaire/engine';
import { type CliError, fail, messageOf } from './errors.js';
import type { CliIo } from './io.js';
import { lockSurveyFile } from './survey-lock.js';
import {
  type SeedRange,
  type SurveyFileContents,
  type SurveyFileExpectation,
  type SurveyLine,
  type SurveySettings,
  readSurveyFile,
  surveyLineText,
} from './survey-record.js';

/** Where a survey writes its records, and what an earlier run already decided there. */
export interface SurveyOutput {
  /** The records of the seed range already in the file, by seed (empty for a new file or stdout). */
  readonly resumed: ReadonlyMap<number, SurveyLine>;
  /** Writes a record: to the file, or to stdout without one. */
  readonly write: (record: SurveyLine) => void;
  /** Closes the file and releases its lock (nothing to do for stdout); later calls do nothing. */
  readonly close: () => void;
}

/** What a path is, in words, when it is not a regular file. */
function kindOf(stats: Stats): string {
  if (stats.isDirectory()) return 'a directory';
  if (stats.isFIFO()) return 'a pipe (FIFO)';
  if (stats.isCharacterDevice()) return 'a character device';
  if (stats.isBlockDevice()) return 'a block device';
  if (stats.isSocket()) return 'a socket';
  return 'of another kind';
}

/** The refusal of a path that is not a regular file. */
function notRegular(file: string, stats: Stats, what: string): Result<never, CliError> {
  return fail('bad-value', `${file} is not a regular file (it is ${kindOf(stats)}): ${what}`);
}

const WHY_REGULAR = '--out takes a regular file, which a later run reads back to resume (or a new file)';

/**
 * Opens a survey file without blocking (a FIFO that a stat missed would block an ordinary open) and
 * checks that it is a regular file. `create`: a missing file is created.
 */
export function openRegularFile(
  file: string,
  create: boolean,
  what: string,
): Result<{ readonly fd: number; readonly size: number }, CliError> {
  // Stat first, so that a FIFO or a device is never opened at all.
  try {
    const stats = statSync(file);
    if (!stats.isFile()) return notRegular(file, stats, what);
  } catch (e) {
    if (!(create && (e as NodeJS.ErrnoException).code === 'ENOENT'))
      return fail('io-error', `cannot read ${file}: ${messageOf(e)}`);
  }
  let fd: number;
  try {
    const flags = create
      ? constants.O_RDWR | constants.O_CREAT | constants.O_APPEND | constants.O_NONBLOCK
      : constants.O_RDONLY | constants.O_NONBLOCK;
    fd = openSync(file, flags, 0o666);
  } catch (e) {
    return fail('io-error', `cannot ${create ? 'write' : 'read'} ${file}: ${messageOf(e)}`);
  }
  // Then check what was opened: the path may have changed since the stat.
  const stats = fstatSync(fd);
  if (!stats.isFile()) {
    closeSync(fd);
    return notRegular(file, stats, what);
  }
  return ok({ fd, size: stats.size });
}

/** Reads the first `size` bytes of an open file (fewer if it is shorter by now). */
export function readBytes(fd: number, size: number): Buffer {
  const bytes = Buffer.alloc(size);
  let got = 0;
  while (got < size) {
    const n = readSync(fd, bytes, got, size - got, got);
    if (n === 0) break;
    got += n;
  }
  return bytes.subarray(0, got);
}

/** Reads an open output file back, and makes it ready to append: a truncated last line is cut. */
function resume(
  fd: number,
  size: number,
  file: string,
  expected: SurveyFileExpectation,
  io: CliIo,
): Result<SurveyFileContents, CliError> {
  let bytes: Buffer;
  try {
    bytes = readBytes(fd, size);
  } catch (e) {
    return fail('io-error', `cannot read ${file}: ${messageOf(e)}`);
  }
  const contents = readSurveyFile(bytes, file, expected);
  if (!contents.ok) return contents;
  try {
    if (contents.value.truncated) {
      ftruncateSync(fd, contents.value.keepBytes);
      io.stderr.write(`${file}: dropped a truncated last line; its deal is done again\n`);
    }
    if (contents.value.needsNewline) writeSync(fd, '\n');
  } catch (e) {
    return fail('io-error', `cannot write ${file}: ${messageOf(e)}`);
  }
  return contents;
}

/**
 * Opens the output of a survey: the file `out`, locked for this run and resumed when it has
 * records (they must be of the range and made with the same settings), or, when `out` is `null`,
 * stdout (through `writeStdout`).
 */
export function openSurveyOutput(
  out: string | null,
  settings: SurveySettings,
  range: SeedRange,
  io: CliIo,
  writeStdout: (text: string) => void = (text) => io.stdout.write(text),
): Result<SurveyOutput, CliError> {
  if (out === null)
    return ok({ resumed: new Map(), write: (record) => writeStdout(surveyLineText(record)), close: () => {} });
  // Refuse a FIFO or a device before making a lock file next to it.
  try {
    const stats = statSync(out);
    if (!stats.isFile()) return notRegular(out, stats, WHY_REGULAR);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') return fail('io-error', `cannot write ${out}: ${messageOf(e)}`);
  }
  const lock = lockSurveyFile(out);
  if (!lock.ok) return lock;
  const opened = openRegularFile(out, true, WHY_REGULAR);
  if (!opened.ok) {
    lock.value.release();
    return opened;
  }
  const { fd, size } = opened.value;
  const contents = resume(fd, size, out, { settings, range }, io);
  if (!contents.ok) {
    closeSync(fd);
    lock.value.release();
    return contents;
  }
  const resumed = contents.value.records;
  if (resumed.size > 0) io.stderr.write(`${out}: resuming, ${resumed.size} of ${range.count} deals already done\n`);
  let closed = false;
  return ok({
    resumed,
    write: (record) => {
      writeSync(fd, surveyLineText(record));
    },
    close: () => {
      if (closed) return;
      closed = true;
      closeSync(fd);
      lock.value.release();
    },
  });
}
