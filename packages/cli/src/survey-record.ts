/**
 * The lines of a survey's output file: one JSON object per deal, and reading a file back for a
 * resume (seeds already decided are skipped; a truncated last line is dropped and redone).
 * @module
 */
import { type RuleLetter } from '@russian-solitaire/dealer';
import { type Result, ok } from '@russian-solitaire/engine';
import { type CliError, fail } from './errors.js';
import { type MoveOptions, describeMoveOptions } from './house.js';
import { VERDICTS, type Verdict } from './solver.js';

/**
 * The settings a survey is made with: every worker thread is started with them (its `workerData`),
 * every record carries them, and a resume must use the same.
 */
export interface SurveySettings extends MoveOptions {
  /** The rule letter, `C` or `R`. */
  readonly rule: RuleLetter;
  /** The node budget of each deal (of each full-information check, in a survey of a player). */
  readonly budget: number;
  /** The player that plays each deal (`--player`); absent in a survey of the solver's verdicts. */
  readonly player?: PlayerName;
  /** The fair player's arrangements per hint (`--samples`); `null` for the other players. */
  readonly samples?: number | null;
}

/** The players a survey can play the deals with (`--player`). */
export const PLAYERS = ['fair', 'greedy', 'random'] as const;
/** A player: `fair` (fair hints), `greedy` (the move ordering's favourite), `random` (a uniform legal move). */
export type PlayerName = (typeof PLAYERS)[number];

/** One deal of a survey: a line of the output file, with the settings it was decided under. */
export interface SurveyRecord extends SurveySettings {
  /** The seed, 0 to 26^7 − 1. */
  readonly seed: number;
  /** The game code of the seed under the survey's rule. */
  readonly code: string;
  /** `solved`, `unsolvable` or `unknown`. */
  readonly status: Verdict;
  /** Nodes searched. */
  readonly nodes: number;
  /** Milliseconds spent searching (on the worker thread). */
  readonly ms: number;
  /** The length of the winning line (0 unless solved). */
  readonly moves: number;
}

/** One deal of a survey of a player (`--player`): a line of the output file. */
export interface PlayRecord extends SurveySettings {
  /** The player. */
  readonly player: PlayerName;
  /** The fair player's samples per hint, `null` for the other players. */
  readonly samples: number | null;
  /** The seed. */
  readonly seed: number;
  /** The game code of the seed under the survey's rule. */
  readonly code: string;
  /** Whether the player won the deal. */
  readonly won: boolean;
  /** Moves the player made (0 for a deal proved lost at the start). */
  readonly moves: number;
  /** Milliseconds spent on the deal (player and checks, on the worker thread). */
  readonly ms: number;
  /** The full-information verdict of the opening: winnable, proved lost, or `null` when unknown. */
  readonly winnable: boolean | null;
}

/** A line of any survey file: a solver verdict, or a deal played by a player. */
export type SurveyLine = SurveyRecord | PlayRecord;

/** Whether a line is a deal played by a player. */
export function isPlayRecord(line: SurveyLine): line is PlayRecord {
  return 'won' in line;
}

/** The settings a line was made with (and nothing else). */
export function settingsOf(line: SurveySettings): SurveySettings {
  const base = { rule: line.rule, budget: line.budget, groupLimit: line.groupLimit, takeBack: line.takeBack };
  return line.player === undefined ? base : { ...base, player: line.player, samples: line.samples ?? null };
}

/** Settings in words, for a refused resume: `rule C, budget 1000, group limit 20, take-back on`. */
export function describeSettings(settings: SurveySettings): string {
  const player =
    settings.player === undefined
      ? ''
      : `, player ${settings.player}${(settings.samples ?? null) === null ? '' : ` (${settings.samples} samples)`}`;
  return `rule ${settings.rule}, budget ${settings.budget}, ${describeMoveOptions(settings)}${player}`;
}

/** Whether a record was made with the given settings. */
export function sameSettings(record: SurveySettings, settings: SurveySettings): boolean {
  return (
    record.rule === settings.rule &&
    record.budget === settings.budget &&
    record.groupLimit === settings.groupLimit &&
    record.takeBack === settings.takeBack &&
    record.player === settings.player &&
    (record.samples ?? null) === (settings.samples ?? null)
  );
}

/** What a resume finds in an existing output file. */
export interface SurveyFileContents {
  /** The records of the file, by seed (the first record of a seed wins). */
  readonly records: ReadonlyMap<number, SurveyLine>;
  /** The byte length to keep: the file up to its last complete line (a truncated last line is cut). */
  readonly keepBytes: number;
  /** Whether a truncated last line was found (and is to be cut). */
  readonly truncated: boolean;
  /** Whether the kept part ends without a newline (one must be written before appending). */
  readonly needsNewline: boolean;
}

function hasSettings(v: Record<string, unknown>): boolean {
  return (
    Number.isSafeInteger(v.seed) &&
    typeof v.code === 'string' &&
    typeof v.ms === 'number' &&
    typeof v.moves === 'number' &&
    (v.rule === 'C' || v.rule === 'R') &&
    typeof v.budget === 'number' &&
    (v.groupLimit === null || typeof v.groupLimit === 'number') &&
    typeof v.takeBack === 'boolean'
  );
}

function isRecord(value: unknown): value is SurveyLine {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  if (!hasSettings(v)) return false;
  if (v.player === undefined)
    return (VERDICTS as readonly unknown[]).includes(v.status) && typeof v.nodes === 'number' && !('won' in v);
  return (
    (PLAYERS as readonly unknown[]).includes(v.player) &&
    (v.samples === null || typeof v.samples === 'number') &&
    typeof v.won === 'boolean' &&
    (v.winnable === null || typeof v.winnable === 'boolean')
  );
}

/**
 * Reads an existing survey file for a resume. Every complete line must be a record made with the
 * same settings (those given, or with `null` those of the first line); only the last line may be
 * cut short (it is dropped, and its deal redone).
 */
export function readSurveyFile(
  text: string,
  name: string,
  settings: SurveySettings | null,
): Result<SurveyFileContents, CliError> {
  const records = new Map<number, SurveyLine>();
  let expected = settings;
  const lines = text.split('\n');
  let offset = 0;
  let keepBytes = 0;
  let truncated = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const last = i === lines.length - 1;
    const bytes = Buffer.byteLength(line) + (last ? 0 : 1);
    if (line.trim().length === 0) {
      offset += bytes;
      keepBytes = offset;
      continue;
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(line);
    } catch {
      parsed = undefined;
    }
    if (!isRecord(parsed)) {
      if (last) {
        truncated = true;
        break;
      }
      return fail(
        'bad-output-file',
        `${name}, line ${i + 1}, is not a survey record; resume only into a file written by survey (or choose another --out)`,
      );
    }
    const r = parsed;
    if (expected === null) expected = settingsOf(r);
    else if (!sameSettings(r, expected)) {
      return fail(
        'bad-output-file',
        settings === null
          ? `${name}, line ${i + 1}, was made with ${describeSettings(r)}, but the lines before it with ${describeSettings(expected)}`
          : `${name}, line ${i + 1}, was made with ${describeSettings(r)}; this survey uses ${describeSettings(settings)}. Resume with the same settings or choose another --out`,
      );
    }
    if (!records.has(r.seed)) records.set(r.seed, r);
    offset += bytes;
    keepBytes = offset;
  }
  const needsNewline = !truncated && keepBytes > 0 && !text.endsWith('\n');
  return ok({ records, keepBytes, truncated, needsNewline });
}
