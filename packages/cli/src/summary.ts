/**
 * `russian-solitaire summary FILE…`: the summary of several survey outputs together (the shards of
 * a survey, say). Every line of every file must be a survey record made with the same settings
 * (read and checked by the survey file's own reader, `survey-file`, a record at a time, so files of
 * any size are summed in little memory), no seed may be in two lines, and no file given twice. A
 * truncated last line (a survey still running, or stopped) is left out with a warning.
 * @module
 */
import { countedInEnglish } from './texts.js';
import { closeSync } from 'node:fs';
import { type Language, type Result, ok } from '@russian-solitaire/engine';
import { cliLine } from './language-messages.js';
import { languageOf } from './language.js';
import { type ParsedArgs, flag } from './args.js';
import { type Command, defineCommand } from './command.js';
import { type CliError, EXIT_CODES, asGiven, fail, causeOf } from './errors.js';
import { describeMoveOptions } from './house.js';
import type { CliIo } from './io.js';
import { wilsonInterval } from './stats.js';
import { SeedSet } from './seed-set.js';
import { type OnRecord, fileReader, lineError, lineOfSeed, readSurveyFile } from './survey-file.js';
import { openRegularFile } from './survey-output.js';
import { type SurveySettings, describeSettings, sameSettings, settingsOf } from './survey-record.js';
import { type PlaySummary, type SurveyTally, addToTally, emptyTally, summaryText, titleOf } from './survey-summary.js';

const HELP = `usage: russian-solitaire summary FILE... [--json]

Prints the summary of one or more survey outputs (the --out files of "russian-solitaire survey",
such as the shards of one survey) taken together: the winnable share of a survey of the solver's
verdicts, or the won share and the share of the winnable deals won of a survey of a player, each
with its 95 % Wilson score interval. Every line is checked as a resume checks it; a line that is
not a good survey record is refused with its file and line number, and so are files made with
different settings, a seed found twice (in two files, or in one) and a file given twice. Files of
any size are read a piece at a time. A truncated last line is left out, with a warning (the file
is not changed).

  --json   print the summary as one JSON object
  --lang L print this help, refusals and errors in en, ru, uk or tr (default: the locale
           of LC_ALL, LC_MESSAGES or LANG; English for C, POSIX and other languages)
`;

/** A share with its 95 % Wilson score interval. */
export interface ShareJson {
  readonly successes: number;
  readonly trials: number;
  readonly share: number | null;
  readonly low: number;
  readonly high: number;
}

/** The `--json` summary of survey files. */
export interface SummaryJson extends PlaySummary {
  readonly files: readonly string[];
  readonly settings: SurveySettings;
  readonly firstSeed: number | null;
  readonly lastSeed: number | null;
  /** Whether the seeds are one contiguous range. */
  readonly contiguous: boolean;
  /** Solver survey: solved of the decided deals; player survey: won of all deals. */
  readonly share: ShareJson;
  /** Player survey: won of the deals proved winnable (`null` for a solver survey). */
  readonly winnableWon: ShareJson | null;
}

function shareOf(successes: number, trials: number): ShareJson {
  const ci = wilsonInterval(successes, trials);
  return { successes, trials, share: trials === 0 ? null : successes / trials, low: ci.low, high: ci.high };
}

/** The records of the files, merged: the same settings throughout, no seed twice. */
interface Merged {
  readonly settings: SurveySettings;
  readonly tally: SurveyTally;
  /** How many records. */
  readonly records: number;
  readonly first: number;
  readonly last: number;
}

/** The line of `seed` in the first of `files` that has it, as `file (line N)`; `null` if none has. */
function whereIs(seed: number, files: readonly string[]): { readonly file: string; readonly line: number } | null {
  for (const file of files) {
    const opened = openRegularFile(file, false, 'not-regular-summary');
    if (!opened.ok) continue;
    try {
      const line = lineOfSeed(fileReader(opened.value.fd), seed);
      if (line !== null) return { file: asGiven(file), line };
    } catch {
      // Unreadable now: look in the next file.
    } finally {
      closeSync(opened.value.fd);
    }
  }
  return null;
}

function merge(files: readonly string[], io: CliIo, language: Language): Result<Merged, CliError> {
  let settings: SurveySettings | null = null;
  let settingsFile = '';
  const seeds = new SeedSet();
  const tally = emptyTally();
  let first = Infinity;
  let last = -Infinity;
  const identities = new Map<string, string>();
  for (const [index, file] of files.entries()) {
    // A directory is bad input; a FIFO or a device would block or never end: only regular files.
    const opened = openRegularFile(file, false, 'not-regular-summary');
    if (!opened.ok) return opened;
    const { fd, dev, ino } = opened.value;
    const identity = `${dev}:${ino}`;
    const same = identities.get(identity);
    if (same !== undefined) {
      closeSync(fd);
      return fail('bad-value', 'files-same', { file: asGiven(file), other: asGiven(same) });
    }
    identities.set(identity, file);
    const onRecord: OnRecord = (record, line) => {
      if (settings === null) {
        settings = settingsOf(record);
        settingsFile = file;
      } else if (!sameSettings(record, settings)) {
        return lineError(file, line, 'other-settings', 'line-other-settings-file', {
          settings: describeSettings(record),
          other: asGiven(settingsFile),
          expected: describeSettings(settings),
        });
      }
      if (!seeds.add(record.seed)) {
        const other = whereIs(record.seed, files.slice(0, index));
        const seed = String(record.seed);
        return other === null
          ? lineError(file, line, 'duplicate-seed', 'line-seed-in-another', { seed })
          : lineError(file, line, 'duplicate-seed', 'line-seed-in-file', {
              seed,
              other: other.file,
              otherLine: String(other.line),
            });
      }
      addToTally(tally, record);
      first = Math.min(first, record.seed);
      last = Math.max(last, record.seed);
      return null;
    };
    let contents;
    try {
      contents = readSurveyFile(fileReader(fd), file, { settings: null, range: null }, onRecord);
    } catch (e) {
      return fail('io-error', 'file-read', { file: asGiven(file) }, causeOf(e));
    } finally {
      closeSync(fd);
    }
    if (!contents.ok) return contents;
    if (contents.value.truncated)
      io.stderr.write(`${cliLine('summary-truncated', language, { file: asGiven(file) })}\n`);
  }
  if (settings === null) return fail('bad-output-file', 'summary-no-record', { files: files.join(', ') });
  return ok({ settings, tally, records: seeds.size, first, last });
}

function summary(args: ParsedArgs, io: CliIo): Result<number, CliError> {
  const files = args.positionals;
  if (files.length === 0) return fail('missing-argument', 'summary-missing');
  const merged = merge(files, io, languageOf(args, io.env));
  if (!merged.ok) return merged;
  const { settings, tally, records, first, last } = merged.value;
  const player = settings.player !== undefined;
  const contiguous = last - first + 1 === records;
  if (flag(args, 'json')) {
    const json: SummaryJson = {
      files,
      settings,
      firstSeed: first,
      lastSeed: last,
      contiguous,
      ...tally,
      share: player ? shareOf(tally.won, tally.deals) : shareOf(tally.solved, tally.solved + tally.unsolvable),
      winnableWon: player ? shareOf(tally.wonWinnable, tally.solved) : null,
    };
    io.stdout.write(`${JSON.stringify(json, null, 2)}\n`);
    return ok(EXIT_CODES.ok);
  }
  const gaps = contiguous ? '' : ` (not contiguous: ${countedInEnglish(last - first + 1 - records, 'seed')} missing)`;
  const what = `Summary of ${countedInEnglish(records, 'deal')} in ${countedInEnglish(files.length, 'file')}`;
  const title = `${titleOf(what, settings, first, last, describeMoveOptions(settings))}${gaps}`;
  io.stdout.write(summaryText(tally, title, null, tally.deals, player));
  return ok(EXIT_CODES.ok);
}

/** The `summary` command. */
export const summaryCommand: Command = defineCommand({
  name: 'summary',
  summary: 'summarise survey files together (the shards of a survey)',
  help: HELP,
  options: { json: 'flag' },
  body: summary,
});
