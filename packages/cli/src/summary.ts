/**
 * `russian-solitaire summary FILE…`: the summary of several survey outputs together (the shards of
 * a survey, say). Every line of every file must be a survey record made with the same settings (read
 * and checked by the survey file's own reader, `readSurveyFile`), and no seed may be in two files. A truncated last line (a survey still running, or stopped) is left
 * out with a warning.
 * @module
 */
import { countedInEnglish } from './texts.js';
import { closeSync } from 'node:fs';
import { type Result, ok } from '@russian-solitaire/engine';
import { type ParsedArgs, flag } from './args.js';
import { type Command, defineCommand } from './command.js';
import { type CliError, EXIT_CODES, fail, messageOf } from './errors.js';
import { describeMoveOptions } from './house.js';
import type { CliIo } from './io.js';
import { wilsonInterval } from './stats.js';
import { openRegularFile, readBytes } from './survey-output.js';
import {
  type SurveyLine,
  type SurveySettings,
  describeSettings,
  readSurveyFile,
  sameSettings,
  settingsOf,
} from './survey-record.js';
import { type PlaySummary, addToTally, emptyTally, summaryText, titleOf } from './survey-summary.js';

const HELP = `usage: russian-solitaire summary FILE... [--json]

Prints the summary of one or more survey outputs (the --out files of "russian-solitaire survey",
such as the shards of one survey) taken together: the winnable share of a survey of the solver's
verdicts, or the won share and the share of the winnable deals won of a survey of a player, each
with its 95 % Wilson score interval. Every line is checked as a resume checks it; a line that is
not a good survey record is refused with its file and line number, and so are files made with
different settings and a seed found in two files. A truncated last line is left out, with a
warning (the file is not changed).

  --json   print the summary as one JSON object
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
  readonly records: readonly SurveyLine[];
}

function merge(files: readonly string[], io: CliIo): Result<Merged, CliError> {
  let settings: SurveySettings | null = null;
  let settingsFile = '';
  const owner = new Map<number, string>();
  const records: SurveyLine[] = [];
  for (const file of files) {
    // A directory is bad input; a FIFO or a device would block or never end: only regular files.
    const opened = openRegularFile(file, false, 'summary reads the files written by survey --out');
    if (!opened.ok) return opened;
    let bytes: Buffer;
    try {
      bytes = readBytes(opened.value.fd, opened.value.size);
    } catch (e) {
      return fail('io-error', `cannot read ${file}: ${messageOf(e)}`);
    } finally {
      closeSync(opened.value.fd);
    }
    const contents = readSurveyFile(bytes, file, { settings: null, range: null });
    if (!contents.ok) return contents;
    if (contents.value.truncated) io.stderr.write(`${file}: left out a truncated last line\n`);
    for (const record of contents.value.records.values()) {
      if (settings === null) {
        settings = settingsOf(record);
        settingsFile = file;
      } else if (!sameSettings(record, settings)) {
        return fail(
          'bad-output-file',
          `${file} was made with ${describeSettings(record)}, but ${settingsFile} with ${describeSettings(settings)}: summarise only surveys made with the same settings`,
        );
      }
      const other = owner.get(record.seed);
      if (other !== undefined) {
        return fail(
          'bad-output-file',
          `seed ${record.seed} is in both ${other} and ${file}: the files overlap (give each shard its own range or --shard)`,
        );
      }
      owner.set(record.seed, file);
      records.push(record);
    }
  }
  if (settings === null) return fail('bad-output-file', `no survey record in ${files.join(', ')}`);
  return ok({ settings, records });
}

function summary(args: ParsedArgs, io: CliIo): Result<number, CliError> {
  const files = args.positionals;
  if (files.length === 0) return fail('missing-argument', 'summary needs one or more survey files');
  const merged = merge(files, io);
  if (!merged.ok) return merged;
  const { settings, records } = merged.value;
  const tally = emptyTally();
  let first = Infinity;
  let last = -Infinity;
  for (const r of records) {
    addToTally(tally, r);
    first = Math.min(first, r.seed);
    last = Math.max(last, r.seed);
  }
  const player = settings.player !== undefined;
  const contiguous = last - first + 1 === records.length;
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
  const gaps = contiguous
    ? ''
    : ` (not contiguous: ${countedInEnglish(last - first + 1 - records.length, 'seed')} missing)`;
  const what = `Summary of ${countedInEnglish(records.length, 'deal')} in ${countedInEnglish(files.length, 'file')}`;
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
