/**
 * The survey's output: the JSON lines go to a file (`--out`), which a later run resumes, or to
 * stdout. Opening a file that exists reads it back (see {@link readSurveyFile}), cuts a truncated
 * last line, and appends after what is kept.
 * @module
 */
import { closeSync, existsSync, openSync, readFileSync, truncateSync, writeSync } from 'node:fs';
import { type Result, ok } from '@russian-solitaire/engine';
import { type CliError, fail, messageOf } from './errors.js';
import type { CliIo } from './io.js';
import type { SeedRange } from './survey-plan.js';
import { type SurveyLine, type SurveySettings, readSurveyFile } from './survey-record.js';

/** Where a survey writes its records, and what an earlier run already decided there. */
export interface SurveyOutput {
  /** The records of the seed range already in the file, by seed (empty for a new file or stdout). */
  readonly resumed: ReadonlyMap<number, SurveyLine>;
  /** Writes text: to the file, or to stdout without one. */
  readonly write: (text: string) => void;
  /** Closes the file (nothing to do for stdout). */
  readonly close: () => void;
}

/** An output file open for appending, and the records of the range it already holds. */
interface OpenedFile {
  /** The file descriptor. */
  readonly fd: number;
  /** The records of the range already in the file, by seed. */
  readonly resumed: ReadonlyMap<number, SurveyLine>;
}

/** Opens a new output file. */
function openNew(file: string): Result<OpenedFile, CliError> {
  try {
    return ok({ fd: openSync(file, 'a'), resumed: new Map() });
  } catch (e) {
    return fail('io-error', `cannot write ${file}: ${messageOf(e)}`);
  }
}

/** Reads an existing output file, keeps the records of the range, and opens it to append after them. */
function resume(file: string, settings: SurveySettings, range: SeedRange, io: CliIo): Result<OpenedFile, CliError> {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    return fail('io-error', `cannot read ${file}: ${messageOf(e)}`);
  }
  const contents = readSurveyFile(text, file, settings);
  if (!contents.ok) return contents;
  const resumed = new Map<number, SurveyLine>();
  for (const [seed, record] of contents.value.records) {
    if (seed >= range.from && seed < range.from + range.count) resumed.set(seed, record);
  }
  let fd: number;
  try {
    if (contents.value.truncated) {
      truncateSync(file, contents.value.keepBytes);
      io.stderr.write(`${file}: dropped a truncated last line; its deal is done again\n`);
    }
    fd = openSync(file, 'a');
    if (contents.value.needsNewline) writeSync(fd, '\n');
  } catch (e) {
    return fail('io-error', `cannot write ${file}: ${messageOf(e)}`);
  }
  if (resumed.size > 0) io.stderr.write(`${file}: resuming, ${resumed.size} of ${range.count} deals already done\n`);
  return ok({ fd, resumed });
}

/**
 * Opens the output of a survey: the file `out` (resumed when it exists: its records must have been
 * made with the same settings) or, when `out` is `null`, stdout.
 */
export function openSurveyOutput(
  out: string | null,
  settings: SurveySettings,
  range: SeedRange,
  io: CliIo,
): Result<SurveyOutput, CliError> {
  if (out === null) return ok({ resumed: new Map(), write: (text) => io.stdout.write(text), close: () => {} });
  const opened = existsSync(out) ? resume(out, settings, range, io) : openNew(out);
  if (!opened.ok) return opened;
  const { fd, resumed } = opened.value;
  return ok({
    resumed,
    write: (text) => {
      writeSync(fd, text);
    },
    close: () => closeSync(fd),
  });
}
