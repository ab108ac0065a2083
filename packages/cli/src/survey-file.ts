/**
 * Reading a survey file back (for a resume, and for `summary`), as bytes, in bounded memory
 * whatever its size: the file is read in chunks of {@link CHUNK_BYTES}, a line longer than
 * {@link MAX_LINE_BYTES} is refused as too long the moment it is seen, and the seeds found are kept
 * in a {@link SeedSet}. Each record goes to the caller as it is read, so nothing else is kept.
 *
 * Every line must be a survey record (`survey-record`), each seed at most once. Only a last line
 * without a newline that is the beginning of a record as the survey writes it (a run killed while
 * writing it) is left out; anything else is refused with its line number.
 * @module
 */
import { readSync } from 'node:fs';
import { type Problem, type Result, type TextValues, err, ok } from '@russian-solitaire/engine';
import type { CliErrorKey } from './errors-en.js';
import { type CliError, asGiven, cliError } from './errors.js';
import { SeedSet } from './seed-set.js';
import {
  type SurveyFileExpectation,
  type SurveyLine,
  type SurveySettings,
  describeSettings,
  isRecordStart,
  readSurveyRecord,
  sameSettings,
  settingsOf,
} from './survey-record.js';

/**
 * The longest line read as a possible record, in bytes: the longest record a survey writes is
 * about 300 bytes (a test checks that it fits), so a longer line is refused as too long before
 * more of it is read.
 */
export const MAX_LINE_BYTES = 1024;
/** How much of a file is read at a time. */
export const CHUNK_BYTES = 64 * 1024;

/** Reads bytes into `buffer` from `position` of a file; returns how many (0 at the end). */
export type ReadAt = (buffer: Uint8Array, position: number) => number;

/** Reads from an open file. */
export function fileReader(fd: number): ReadAt {
  return (buffer, position) => readSync(fd, buffer, 0, buffer.length, position);
}

/** Reads from bytes in memory (for tests, and for text already read). */
export function bytesReader(bytes: Uint8Array): ReadAt {
  return (buffer, position) => {
    const part = bytes.subarray(position, position + buffer.length);
    buffer.set(part);
    return part.length;
  };
}

/** Why a line of a survey file is refused. */
export type SurveyLineProblem =
  'not-utf8' | 'too-long' | 'not-a-record' | 'bad-field' | 'other-settings' | 'outside-range' | 'duplicate-seed';

/** A refused survey file: a {@link CliError} (`bad-output-file`) that also names the line and the problem. */
export interface SurveyFileError extends CliError {
  /** Always `bad-output-file`. */
  readonly code: 'bad-output-file';
  /** The refused line, from 1. */
  readonly line: number;
  /** What is wrong with it. */
  readonly problem: SurveyLineProblem;
}

/**
 * The refusal of line `line` of file `name`: the sentence `key` (`<name>, line <line>, …`, which
 * names them as `{file}` and `{line}`) with its other values, and its cause.
 */
export function lineError(
  name: string,
  line: number,
  problem: SurveyLineProblem,
  key: CliErrorKey,
  values: TextValues = {},
  cause?: Problem,
): SurveyFileError {
  const error = cliError('bad-output-file', key, { file: asGiven(name), line: String(line), ...values }, cause);
  return { ...error, code: 'bad-output-file', line, problem };
}

/** What the reader finds in a survey file. */
export interface SurveyFileContents {
  /** The seeds of the file's records (each is there once). */
  readonly seeds: SeedSet;
  /** The settings of the records: those expected, else those of the first record (`null`: none). */
  readonly settings: SurveySettings | null;
  /** The number of bytes to keep: the whole file, or the file before a truncated last line. */
  readonly keepBytes: number;
  /** Whether the file ends in a truncated last line (the beginning of a record, no newline). */
  readonly truncated: boolean;
  /** Whether the kept part ends without a newline (one must be written before appending). */
  readonly needsNewline: boolean;
}

/** A line of a file, or the news that it is too long. */
type FileLine =
  | {
      readonly kind: 'line';
      /** The line's bytes, without the newline (valid until the next line is read). */
      readonly bytes: Uint8Array;
      readonly number: number;
      /** Where the line starts in the file. */
      readonly start: number;
      /** Whether a newline ends it. */
      readonly terminated: boolean;
    }
  | { readonly kind: 'too-long'; readonly number: number };

const NEWLINE = 0x0a;

/**
 * The lines of a file, each at most {@link MAX_LINE_BYTES} long; the first longer one ends them.
 * Returns the size of the file read (when no line was too long).
 */
function* linesOf(read: ReadAt): Generator<FileLine, number> {
  const chunk = new Uint8Array(CHUNK_BYTES);
  const line = new Uint8Array(MAX_LINE_BYTES);
  let length = 0;
  let position = 0;
  let start = 0;
  let number = 1;
  for (let n = read(chunk, 0); n > 0; n = read(chunk, position)) {
    const bytes = chunk.subarray(0, n);
    for (let i = 0; i < n;) {
      const newline = bytes.indexOf(NEWLINE, i);
      const end = newline === -1 ? n : newline;
      if (length + end - i > MAX_LINE_BYTES) {
        yield { kind: 'too-long', number };
        return position;
      }
      line.set(bytes.subarray(i, end), length);
      length += end - i;
      if (newline === -1) break;
      yield { kind: 'line', bytes: line.subarray(0, length), number, start, terminated: true };
      length = 0;
      number++;
      start = position + newline + 1;
      i = newline + 1;
    }
    position += n;
  }
  if (length > 0) yield { kind: 'line', bytes: line.subarray(0, length), number, start, terminated: false };
  return position;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The first line of a survey file whose record has `seed`, or `null` (lines that are not records
 * are passed over): to name both lines of a seed recorded twice.
 */
export function lineOfSeed(read: ReadAt, seed: number): number | null {
  for (const line of linesOf(read)) {
    if (line.kind !== 'line') break;
    try {
      if ((JSON.parse(utf8.decode(line.bytes)) as { seed?: unknown } | null)?.seed === seed) return line.number;
    } catch {
      // Not a record.
    }
  }
  return null;
}

/** Called with each record as it is read (and its line); a refusal stops the reading with it. */
export type OnRecord = (record: SurveyLine, line: number) => SurveyFileError | null;

/**
 * Reads a survey file (see the module's description). Every line must be a survey record: valid
 * UTF-8 and JSON, every field there and of its type and range, the code that of the seed, the
 * settings those expected (or, with `null`, those of the first record), the seed in the range
 * expected and in no line before. Blank lines are skipped. Only a last line without a newline
 * that is the beginning of a record ({@link isRecordStart}) is left out: `keepBytes` then ends
 * before it. Anything else is refused with its line number, and nothing is to be changed in the
 * file. `onRecord` sees each record as it is read.
 */
export function readSurveyFile(
  read: ReadAt,
  name: string,
  expected: SurveyFileExpectation,
  onRecord: OnRecord = () => null,
): Result<SurveyFileContents, SurveyFileError> {
  const seeds = new SeedSet();
  let settings = expected.settings;
  const { range } = expected;
  const refuse = (line: number, problem: SurveyLineProblem, key: CliErrorKey, values?: TextValues, cause?: Problem) =>
    err(lineError(name, line, problem, key, values, cause));
  let lastNewline = true;
  const lines = linesOf(read);
  for (let next = lines.next(); ; next = lines.next()) {
    if (next.done === true) {
      return ok({ seeds, settings, keepBytes: next.value, truncated: false, needsNewline: !lastNewline });
    }
    const line = next.value;
    if (line.kind === 'too-long')
      return refuse(line.number, 'too-long', 'line-too-long', { max: String(MAX_LINE_BYTES) });
    lastNewline = line.terminated;
    let text: string;
    try {
      text = utf8.decode(line.bytes);
    } catch {
      return refuse(line.number, 'not-utf8', 'line-not-utf8');
    }
    if (text.trim().length === 0) continue;
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      if (!line.terminated && isRecordStart(text, { settings, range })) {
        return ok({ seeds, settings, keepBytes: line.start, truncated: true, needsNewline: false });
      }
      return refuse(line.number, 'not-a-record', line.terminated ? 'line-not-json' : 'line-not-json-cut');
    }
    const record = readSurveyRecord(parsed);
    if (!record.ok) return refuse(line.number, record.error.problem, 'line-record', {}, record.error.error);
    const r = record.value;
    if (settings === null) settings = settingsOf(r);
    else if (!sameSettings(r, settings)) {
      return refuse(
        line.number,
        'other-settings',
        expected.settings === null ? 'line-other-settings-before' : 'line-other-settings',
        { settings: describeSettings(r), expected: describeSettings(settings) },
      );
    }
    if (range !== null && (r.seed < range.from || r.seed >= range.from + range.count)) {
      return refuse(line.number, 'outside-range', 'line-outside-range', {
        seed: String(r.seed),
        from: String(range.from),
        last: String(range.from + range.count - 1),
      });
    }
    if (!seeds.add(r.seed)) {
      const first = lineOfSeed(read, r.seed) ?? '?';
      return refuse(line.number, 'duplicate-seed', 'line-duplicate-seed', {
        seed: String(r.seed),
        first: String(first),
      });
    }
    const refused = onRecord(r, line.number);
    if (refused !== null) return err(refused);
  }
}
