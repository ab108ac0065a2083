/**
 * The survey's output: the JSON lines go to a file (`--out`), which a later run resumes, or to
 * stdout. The file must be a regular file, or not exist yet (it is then created); it is locked for
 * the run (`survey-lock`), read back and checked record by record (`survey-file`); only a
 * truncated last line is cut, and the new lines are appended a batch at a time (the records of a
 * worker's reply), in one write, whole or not at all.
 * @module
 */
import { type Stats, closeSync, constants, fstatSync, ftruncateSync, openSync, realpathSync, statSync } from 'node:fs';
import { type Language, type Result, ok } from '@russian-solitaire/engine';
import { cliLine } from './language-messages.js';
import { type CliError, asGiven, cliError, fail, causeOf } from './errors.js';
import type { CliIo } from './io.js';
import type { SeedSet } from './seed-set.js';
import { type SurveyFileContents, fileReader, readSurveyFile } from './survey-file.js';
import { type SurveyLock, lockSurveyFile } from './survey-lock.js';
import { kindOf } from './file-kind.js';
import {
  type SeedRange,
  type SurveyFileExpectation,
  type SurveyLine,
  type SurveySettings,
  surveyLineText,
} from './survey-record.js';
import { type SurveyTally, addToTally, emptyTally } from './survey-summary.js';
import { writeAll } from './write-all.js';

/** Where a survey writes its records, and what an earlier run already decided there. */
export interface SurveyOutput {
  /** The seeds of the range already in the file (none for a new file or stdout). */
  readonly done: Pick<SeedSet, 'has' | 'size'>;
  /** The tally of the records already in the file. */
  readonly tally: SurveyTally;
  /**
   * Writes records, in order, in one write: to the file, or to stdout without one. Throws when the
   * write fails, and throws {@link OutputFileChanged} before it writes anything when the file is no
   * longer as the survey left it ({@link SurveyOutput.changed}).
   */
  readonly write: (records: readonly SurveyLine[]) => void;
  /**
   * Why the file is no longer as the survey left it (`classic.jsonl was deleted while the survey
   * wrote it: …`), or `null`: deleted, replaced by another file, or of another size (cut short,
   * or written by something else). Always `null` for stdout.
   */
  readonly changed: () => CliError | null;
  /** Closes the file and releases its lock (nothing to do for stdout); later calls do nothing. */
  readonly close: () => void;
}

/** What a write throws when the output file is no longer as the survey left it: its error says how. */
export class OutputFileChanged extends Error {
  constructor(readonly error: CliError) {
    super(error.message);
  }
}

/** Who refuses a path that is not a regular file: the sentence that says why a regular file is needed. */
type WhyRegular = 'not-regular-out' | 'not-regular-summary';

/** The refusal of a path that is not a regular file. */
function notRegular(file: string, stats: Stats, why: WhyRegular): Result<never, CliError> {
  return fail('bad-value', why, { file: asGiven(file), kind: kindOf(stats) });
}

/** A regular file opened. */
export interface OpenFile {
  readonly fd: number;
  /** Its size when it was opened. */
  readonly size: number;
  /** The file itself, whatever its name: its device and inode numbers. */
  readonly dev: number;
  readonly ino: number;
}

/**
 * Opens a survey file without blocking (a FIFO that a stat missed would block an ordinary open) and
 * checks that it is a regular file. `create`: a missing file is created.
 */
export function openRegularFile(file: string, create: boolean, what: WhyRegular): Result<OpenFile, CliError> {
  // Stat first, so that a FIFO or a device is never opened at all.
  try {
    const stats = statSync(file);
    if (!stats.isFile()) return notRegular(file, stats, what);
  } catch (e) {
    if (!(create && (e as NodeJS.ErrnoException).code === 'ENOENT'))
      return fail('io-error', 'file-read', { file: asGiven(file) }, causeOf(e));
  }
  let fd: number;
  try {
    const flags = create
      ? constants.O_RDWR | constants.O_CREAT | constants.O_APPEND | constants.O_NONBLOCK
      : constants.O_RDONLY | constants.O_NONBLOCK;
    fd = openSync(file, flags, 0o666);
  } catch (e) {
    return fail('io-error', create ? 'file-write' : 'file-read', { file: asGiven(file) }, causeOf(e));
  }
  // Then check what was opened: the path may have changed since the stat.
  const stats = fstatSync(fd);
  if (!stats.isFile()) {
    closeSync(fd);
    return notRegular(file, stats, what);
  }
  return ok({ fd, size: stats.size, dev: stats.dev, ino: stats.ino });
}

/** A file read back for a resume: what it holds, the tally of its records, and its size once ready to append. */
interface Resumed {
  readonly contents: SurveyFileContents;
  readonly tally: SurveyTally;
  readonly size: number;
}

/** Reads an open output file back, and makes it ready to append: a truncated last line is cut. */
function resume(
  fd: number,
  file: string,
  expected: SurveyFileExpectation,
  io: CliIo,
  language: Language,
): Result<Resumed, CliError> {
  const tally = emptyTally();
  let contents;
  try {
    contents = readSurveyFile(fileReader(fd), file, expected, (record) => {
      addToTally(tally, record);
      return null;
    });
  } catch (e) {
    return fail('io-error', 'file-read', { file: asGiven(file) }, causeOf(e));
  }
  if (!contents.ok) return contents;
  const { keepBytes, truncated, needsNewline } = contents.value;
  try {
    if (truncated) {
      ftruncateSync(fd, keepBytes);
      io.stderr.write(`${cliLine('survey-truncated', language, { file: asGiven(file) })}\n`);
    }
    if (needsNewline) writeAll(fd, '\n');
  } catch (e) {
    return fail('io-error', 'file-write', { file: asGiven(file) }, causeOf(e));
  }
  return ok({ contents: contents.value, tally, size: keepBytes + (needsNewline ? 1 : 0) });
}

/** The lines of records, in order, as one text. */
function linesText(records: readonly SurveyLine[]): string {
  let text = '';
  for (const record of records) text += surveyLineText(record);
  return text;
}

/**
 * Appends the lines of records to the file, whole: when a write fails (a full disk), the part
 * written is cut off again, as far as the file lets it, so that the file keeps whole lines. Only
 * what this write added is cut: a file found shorter than `size` (cut short by something else
 * meanwhile) is left as it is, never lengthened with zero bytes. Returns the file's new size.
 */
function appendLines(fd: number, size: number, records: readonly SurveyLine[]): number {
  try {
    return size + writeAll(fd, linesText(records));
  } catch (e) {
    try {
      if (fstatSync(fd).size > size) ftruncateSync(fd, size);
    } catch {
      // The cut line is left; the next resume drops it as the beginning of a record.
    }
    throw e;
  }
}

/** A survey's output file as it opened and locked it: its descriptor, its real path and its identity. */
interface HeldFile {
  readonly fd: number;
  readonly realPath: string;
  readonly dev: number;
  readonly ino: number;
}

/**
 * Why an output file is no longer the file of `size` bytes the survey left (see
 * {@link SurveyOutput.changed}), or `null`. Its path must still lead to the same file (device and
 * inode), which must still have a name and `size` bytes.
 */
function fileChange(file: HeldFile, name: string, size: number): CliError | null {
  const values = { file: asGiven(name) };
  let now: Stats;
  try {
    now = fstatSync(file.fd);
  } catch (e) {
    return cliError('io-error', 'changed-unreadable', values, causeOf(e));
  }
  try {
    const named = statSync(file.realPath);
    if (named.dev !== file.dev || named.ino !== file.ino) return cliError('io-error', 'changed-replaced', values);
  } catch {
    return cliError('io-error', now.nlink === 0 ? 'changed-deleted' : 'changed-moved', values);
  }
  const sizes = { ...values, size: String(now.size), left: String(size) };
  if (now.size < size) return cliError('io-error', 'changed-cut', sizes);
  if (now.size > size) return cliError('io-error', 'changed-written', sizes);
  return null;
}

/** Locks an opened output file under its real path and its identity (`survey-lock`); gives the lock and the real path. */
function lockOpened(out: string, dev: number, ino: number): Result<{ lock: SurveyLock; realPath: string }, CliError> {
  let realPath: string;
  try {
    realPath = realpathSync(out);
    const now = statSync(realPath);
    if (now.dev !== dev || now.ino !== ino) return fail('io-error', 'file-replaced-opening', { file: asGiven(out) });
  } catch (e) {
    return fail('io-error', 'file-write', { file: asGiven(out) }, causeOf(e));
  }
  const lock = lockSurveyFile({ name: out, realPath, dev, ino });
  return lock.ok ? ok({ lock: lock.value, realPath }) : lock;
}

/**
 * Refuses an output file that is the survey's own stdout (`survey --out F > F`,
 * `--out /dev/stdout > F`), before anything is opened or written: the summary would be written
 * into the records. Compared by identity (device and inode), so every name of the file is caught.
 * Only the process's own stdout is looked at.
 */
function sameAsStdout(out: string, io: CliIo): Result<null, CliError> {
  if (io.stdout !== process.stdout) return ok(null);
  try {
    const file = statSync(out);
    const stdout = fstatSync(1);
    // What is not a regular file (a pipe, a terminal) is refused next, for what it is.
    if (file.isFile() && stdout.dev === file.dev && stdout.ino === file.ino)
      return fail('bad-value', 'out-is-stdout', { file: asGiven(out) });
  } catch {
    // A new file, which nothing writes to yet; or no stdout to look at.
  }
  return ok(null);
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
  language: Language = 'en',
): Result<SurveyOutput, CliError> {
  if (out === null) {
    const write = (records: readonly SurveyLine[]) => writeStdout(linesText(records));
    return ok({
      done: { has: () => false, size: 0 },
      tally: emptyTally(),
      write,
      changed: () => null,
      close: () => {},
    });
  }
  const standard = sameAsStdout(out, io);
  if (!standard.ok) return standard;
  // A FIFO or a device is refused before anything is opened; a missing file (or the missing target
  // of a symbolic link) is created, so that it has an identity to lock.
  const opened = openRegularFile(out, true, 'not-regular-out');
  if (!opened.ok) return opened;
  const { fd, dev, ino } = opened.value;
  const locked = lockOpened(out, dev, ino);
  if (!locked.ok) {
    closeSync(fd);
    return locked;
  }
  const { lock, realPath } = locked.value;
  const resumed = resume(fd, out, { settings, range }, io, language);
  if (!resumed.ok) {
    closeSync(fd);
    lock.release();
    return resumed;
  }
  const done = resumed.value.contents.seeds;
  if (done.size > 0) {
    const values = { file: asGiven(out), done: String(done.size), count: String(range.count) };
    io.stderr.write(`${cliLine('survey-resuming', language, values)}\n`);
  }
  const held: HeldFile = { fd, realPath, dev, ino };
  let size = resumed.value.size;
  let closed = false;
  const changed = (): CliError | null => fileChange(held, out, size);
  return ok({
    done,
    tally: resumed.value.tally,
    write: (records) => {
      // Checked before each write: a file deleted, replaced or cut short is left as it was found.
      const change = changed();
      if (change !== null) throw new OutputFileChanged(change);
      size = appendLines(fd, size, records);
    },
    changed,
    close: () => {
      if (closed) return;
      closed = true;
      closeSync(fd);
      lock.release();
    },
  });
}
