/**
 * The lines of a survey's output file: one JSON object per deal. This module holds the format's
 * one printer ({@link surveyLineText}) and its one reader ({@link readSurveyFile}), which reads a
 * file back as bytes and checks every record (for a resume, and for `summary`).
 * @module
 */
import { MAX_SEED, type RuleLetter, formatCode, isRuleLetter, isSeed } from '@russian-solitaire/dealer';
import { type Result, err, ok, parseOptions } from '@russian-solitaire/engine';
import { MAX_BUDGET } from './budget.js';
import type { CliError } from './errors.js';
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

/** The seeds a survey decides: `count` seeds from `from` on. */
export interface SeedRange {
  /** The first seed. */
  readonly from: number;
  /** How many seeds. */
  readonly count: number;
}

/** The fields of a solver verdict's line, in the order they are written. */
const VERDICT_FIELDS = [
  'seed',
  'code',
  'status',
  'nodes',
  'ms',
  'moves',
  'rule',
  'budget',
  'groupLimit',
  'takeBack',
] as const satisfies readonly (keyof SurveyRecord)[];
/** The fields of a played deal's line, in the order they are written. */
const PLAY_FIELDS = [
  'seed',
  'code',
  'player',
  'samples',
  'won',
  'moves',
  'ms',
  'winnable',
  'rule',
  'budget',
  'groupLimit',
  'takeBack',
] as const satisfies readonly (keyof PlayRecord)[];

/** How every line starts: its first field is the seed. A cut line shorter than this is a prefix of it. */
const LINE_START = '{"seed":';

/** The line of a record in a survey file, newline included: its fields in a fixed order, seed first. */
export function surveyLineText(record: SurveyLine): string {
  return `${JSON.stringify(record, isPlayRecord(record) ? [...PLAY_FIELDS] : [...VERDICT_FIELDS])}\n`;
}

/** Why a line of a survey file is refused. */
export const SURVEY_LINE_PROBLEMS = [
  'not-utf8',
  'not-a-record',
  'bad-field',
  'other-settings',
  'outside-range',
] as const;
/** A code from {@link SURVEY_LINE_PROBLEMS}. */
export type SurveyLineProblem = (typeof SURVEY_LINE_PROBLEMS)[number];

/** A refused survey file: a {@link CliError} (`bad-output-file`) that also names the line and the problem. */
export interface SurveyFileError extends CliError {
  /** Always `bad-output-file`. */
  readonly code: 'bad-output-file';
  /** The refused line, from 1. */
  readonly line: number;
  /** What is wrong with it. */
  readonly problem: SurveyLineProblem;
}

/** What a survey file is read against. */
export interface SurveyFileExpectation {
  /** The settings every record must have; `null`: those of the file's first record. */
  readonly settings: SurveySettings | null;
  /** The seeds every record must be in; `null`: any seed. */
  readonly range: SeedRange | null;
}

/** What the reader finds in a survey file. */
export interface SurveyFileContents {
  /** The records of the file, by seed (the first record of a seed wins). */
  readonly records: ReadonlyMap<number, SurveyLine>;
  /** The number of bytes to keep: the whole file, or the file before a truncated last line. */
  readonly keepBytes: number;
  /** Whether the file ends in a truncated last line (no newline, and the start of a record only). */
  readonly truncated: boolean;
  /** Whether the kept part ends without a newline (one must be written before appending). */
  readonly needsNewline: boolean;
}

/** A value in a message, kept short. */
function shown(value: unknown): string {
  const text = value === undefined ? 'missing' : JSON.stringify(value);
  return text.length > 40 ? `${text.slice(0, 37)}...` : text;
}

/** Whether a value is a whole number from `min` to `max` (safe integers only). */
function isWhole(value: unknown, min: number, max: number = Number.MAX_SAFE_INTEGER): value is number {
  return Number.isSafeInteger(value) && (value as number) >= min && (value as number) <= max;
}

/** The problem with the fields every line has (seed, code, settings, time, moves), or `null`. */
function commonProblem(v: Record<string, unknown>): string | null {
  if (!isRuleLetter(v.rule)) return `rule is ${shown(v.rule)}, not "C" or "R"`;
  if (!isSeed(v.seed)) return `seed is ${shown(v.seed)}, not a whole number from 0 to ${MAX_SEED}`;
  const code = formatCode({ rule: v.rule, seed: v.seed });
  if (!code.ok || v.code !== code.value)
    return `code is ${shown(v.code)}, but seed ${v.seed} under rule ${v.rule} is ${code.ok ? code.value : '?'}`;
  if (!isWhole(v.budget, 1, MAX_BUDGET))
    return `budget is ${shown(v.budget)}, not a whole number from 1 to ${MAX_BUDGET}`;
  const options = parseOptions({ groupLimit: v.groupLimit, takeBack: v.takeBack });
  if (!options.ok) return `${options.error.message} (groupLimit ${shown(v.groupLimit)}, takeBack ${shown(v.takeBack)})`;
  for (const field of ['ms', 'moves'] as const) {
    if (!isWhole(v[field], 0)) return `${field} is ${shown(v[field])}, not a whole number of at least 0`;
  }
  return null;
}

/** The problem with a solver verdict's own fields, or `null`. */
function verdictProblem(v: Record<string, unknown>): string | null {
  if (!(VERDICTS as readonly unknown[]).includes(v.status))
    return `status is ${shown(v.status)}, not one of ${VERDICTS.join(', ')}`;
  if (!isWhole(v.nodes, 0)) return `nodes is ${shown(v.nodes)}, not a whole number of at least 0`;
  if ((v.status === 'solved') !== (v.moves as number) > 0)
    return `status ${shown(v.status)} with moves ${shown(v.moves)} (a solved deal has a winning line, no other has)`;
  return null;
}

/** The problem with a played deal's own fields, or `null`. */
function playProblem(v: Record<string, unknown>): string | null {
  if (!(PLAYERS as readonly unknown[]).includes(v.player))
    return `player is ${shown(v.player)}, not one of ${PLAYERS.join(', ')}`;
  if (v.player === 'fair' ? !isWhole(v.samples, 1) : v.samples !== null)
    return `samples is ${shown(v.samples)}: a whole number of at least 1 for the fair player, null for the others`;
  if (typeof v.won !== 'boolean') return `won is ${shown(v.won)}, not true or false`;
  if (v.winnable !== null && typeof v.winnable !== 'boolean')
    return `winnable is ${shown(v.winnable)}, not true, false or null`;
  if (v.winnable === false && (v.won || v.moves !== 0))
    return 'a deal proved lost at the start is neither played nor won';
  if (v.won && v.moves === 0) return 'a won deal has moves';
  return null;
}

/** The record a parsed line holds, or what is wrong with it. */
function recordOf(value: unknown): Result<SurveyLine, { problem: SurveyLineProblem; text: string }> {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return err({ problem: 'not-a-record', text: 'is not a survey record' });
  const v = value as Record<string, unknown>;
  const fields: readonly string[] = 'player' in v ? PLAY_FIELDS : VERDICT_FIELDS;
  const missing = fields.filter((f) => !Object.hasOwn(v, f));
  const unknown = Object.keys(v).filter((f) => !fields.includes(f));
  if (missing.length > 0 || unknown.length > 0) {
    const what = [
      ...(missing.length > 0 ? [`no ${missing.join(', ')}`] : []),
      ...(unknown.length > 0 ? [`unknown ${unknown.join(', ')}`] : []),
    ];
    return err({ problem: 'not-a-record', text: `is not a survey record (${what.join('; ')})` });
  }
  const problem = commonProblem(v) ?? ('player' in v ? playProblem(v) : verdictProblem(v));
  return problem === null
    ? ok(v as unknown as SurveyLine)
    : err({ problem: 'bad-field', text: `is a forged or damaged record: ${problem}` });
}

const NEWLINE = 0x0a;
const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Whether an unterminated last line is the beginning of a record cut short (by a killed run). */
function isCutShort(text: string): boolean {
  if (!(LINE_START.startsWith(text) || text.startsWith(LINE_START))) return false;
  try {
    JSON.parse(text);
    return false;
  } catch {
    return true;
  }
}

/**
 * Reads a survey file, as bytes. Every line must be a survey record: valid UTF-8 and JSON, every
 * field there and of its type and range, the code that of the seed, the settings those expected
 * (or, with `null`, those of the first record) and the seed in the range expected. Only a last line
 * without a newline that is the beginning of a record (a run killed while writing it) is left out:
 * `keepBytes` then ends before it. Blank lines are skipped. Anything else is refused with its line
 * number, and nothing is to be changed in the file.
 */
export function readSurveyFile(
  bytes: Uint8Array,
  name: string,
  expected: SurveyFileExpectation,
): Result<SurveyFileContents, SurveyFileError> {
  const records = new Map<number, SurveyLine>();
  let settings = expected.settings;
  const { range } = expected;
  const refuse = (line: number, problem: SurveyLineProblem, text: string) =>
    err({ code: 'bad-output-file' as const, line, problem, message: `${name}, line ${line}, ${text}` });
  let start = 0;
  for (let line = 1; start < bytes.length; line++) {
    const newline = bytes.indexOf(NEWLINE, start);
    const end = newline === -1 ? bytes.length : newline;
    const next = newline === -1 ? bytes.length : newline + 1;
    let text: string;
    try {
      text = utf8.decode(bytes.subarray(start, end));
    } catch {
      return refuse(line, 'not-utf8', 'is not UTF-8 text, so not a survey record');
    }
    if (text.trim().length === 0) {
      start = next;
      continue;
    }
    if (newline === -1 && isCutShort(text))
      return ok({ records, keepBytes: start, truncated: true, needsNewline: false });
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return refuse(line, 'not-a-record', 'is not a survey record (not JSON)');
    }
    const record = recordOf(parsed);
    if (!record.ok) return refuse(line, record.error.problem, record.error.text);
    const r = record.value;
    if (settings === null) settings = settingsOf(r);
    else if (!sameSettings(r, settings)) {
      return refuse(
        line,
        'other-settings',
        expected.settings === null
          ? `was made with ${describeSettings(r)}, but the lines before it with ${describeSettings(settings)}`
          : `was made with ${describeSettings(r)}; this survey uses ${describeSettings(settings)}. Resume with the same settings or choose another --out`,
      );
    }
    if (range !== null && (r.seed < range.from || r.seed >= range.from + range.count)) {
      return refuse(
        line,
        'outside-range',
        `has seed ${r.seed}, outside this survey's seeds ${range.from}–${range.from + range.count - 1}; resume with a range that holds the file's seeds, or choose another --out`,
      );
    }
    if (!records.has(r.seed)) records.set(r.seed, r);
    start = next;
  }
  return ok({
    records,
    keepBytes: bytes.length,
    truncated: false,
    needsNewline: bytes.length > 0 && bytes[bytes.length - 1] !== NEWLINE,
  });
}
