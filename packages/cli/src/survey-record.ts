/**
 * The lines of a survey's output file: one JSON object per deal. This module holds the format's
 * one printer ({@link surveyLineText}) and its reader: a parsed line checked field by field
 * ({@link readSurveyRecord}), and the beginning of a line cut short ({@link isRecordStart}). The
 * file as a whole (lines, their length, seeds recorded twice) is read by `survey-file`.
 * @module
 */
import { MAX_SEED, type RuleLetter, formatCode, isRuleLetter, isSeed } from '@russian-solitaire/dealer';
import {
  MAX_GROUP_LIMIT,
  MIN_GROUP_LIMIT,
  type Problem,
  type Result,
  type TextValues,
  echoInput,
  err,
  ok,
  parseOptions,
} from '@russian-solitaire/engine';
import { MAX_BUDGET } from './budget.js';
import { CLI_WORDS, type CliErrorKey } from './errors-en.js';
import { type CliError, asGiven, cliError } from './errors.js';
import type { MoveOptions } from './house.js';
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
export const PLAYERS = ['fair', 'sampled', 'committed', 'widened', 'greedy', 'random'] as const;
/**
 * A player: `fair` (follows the fair hints of the solver's default strategy, the strongest),
 * `sampled`, `committed` or `widened` (fair hints by the solver's strategy of that name), `greedy` (the move
 * ordering's favourite), `random` (a uniform legal move).
 */
export type PlayerName = (typeof PLAYERS)[number];
/** The players that play by fair hints: `fair` and the solver's fair strategies by name. */
export const FAIR_PLAYERS = ['fair', 'sampled', 'committed', 'widened'] as const;

/** Whether a player plays by fair hints (and so takes `--samples`). */
export function isFairPlayer(player: unknown): player is (typeof FAIR_PLAYERS)[number] {
  return (FAIR_PLAYERS as readonly unknown[]).includes(player);
}

/** One deal of a survey: a line of the output file, with the settings it was decided under. */
export interface SurveyRecord extends SurveySettings {
  /** The seed, 0 to 26^7 − 1. */
  readonly seed: number;
  /** The game code of the seed under the survey's rule. */
  readonly gameCode: string;
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
  readonly gameCode: string;
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

/**
 * Settings as the records write them, for a refused resume in any language:
 * `{"rule":"C","budget":1000,"groupLimit":20,"takeBack":true}` (with `player` and `samples` for a
 * survey of a player).
 */
export function describeSettings(settings: SurveySettings): string {
  return JSON.stringify(settingsOf(settings));
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
  'gameCode',
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
  'gameCode',
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
/**
 * The fields of the lines of the command before 1.0, which named the game code `code`: they are
 * read as they are (a survey resumes a file begun by them, and a summary sums it) and written
 * with `gameCode`.
 */
const olderFields = (fields: readonly string[]): readonly string[] =>
  fields.map((field) => (field === 'gameCode' ? 'code' : field));
const OLDER_VERDICT_FIELDS = olderFields(VERDICT_FIELDS);
const OLDER_PLAY_FIELDS = olderFields(PLAY_FIELDS);

/**
 * The line of a record in a survey file, newline included: its fields in a fixed order, seed first,
 * as `JSON.stringify` writes them (a survey writes a line per deal: field by field is faster than
 * `JSON.stringify` with a list of fields).
 */
export function surveyLineText(record: SurveyLine): string {
  const values = record as unknown as Readonly<Record<string, unknown>>;
  let text = '';
  for (const field of isPlayRecord(record) ? PLAY_FIELDS : VERDICT_FIELDS) {
    const value = values[field];
    if (value !== undefined) text += `${text === '' ? '{' : ','}"${field}":${JSON.stringify(value)}`;
  }
  return `${text}}\n`;
}

/** What is wrong with a value that is not a survey record: not one at all, or a field of it. */
export interface RecordProblem {
  /** `not-a-record`: not an object with the fields of a record; `bad-field`: a field is wrong. */
  readonly problem: 'not-a-record' | 'bad-field';
  /** What is wrong, to follow the line number (`is not a survey record (no code)`), as an error of the command. */
  readonly error: CliError;
}

/** A value of a record in a message, by the engine's rule for echoed input; `missing` (a word of `CLI_WORDS`) when it is not there. */
function shown(value: unknown): string {
  return value === undefined ? CLI_WORDS['value-missing'] : echoInput(value);
}

/** What is wrong with a field of a record. */
const fieldProblem = (key: CliErrorKey, values?: TextValues, cause?: Problem): CliError =>
  cliError('bad-output-file', key, values, cause);

/** Whether a value is a whole number from `min` to `max` (safe integers only). */
function isWhole(value: unknown, min: number, max: number = Number.MAX_SAFE_INTEGER): value is number {
  return Number.isSafeInteger(value) && (value as number) >= min && (value as number) <= max;
}

/**
 * The problem with the fields every line has (seed, game code, settings, time, moves), or `null`;
 * `codeField` is the name the line gives the game code.
 */
function commonProblem(v: Record<string, unknown>, codeField: 'gameCode' | 'code'): CliError | null {
  if (!isRuleLetter(v.rule)) return fieldProblem('field-rule', { given: shown(v.rule) });
  if (!isSeed(v.seed)) return fieldProblem('field-seed', { given: shown(v.seed), max: String(MAX_SEED) });
  const code = formatCode({ rule: v.rule, seed: v.seed });
  if (!code.ok || v.gameCode !== code.value)
    return fieldProblem('field-code', {
      field: codeField,
      given: shown(v.gameCode),
      seed: String(v.seed),
      rule: v.rule,
      code: code.ok ? code.value : '?',
    });
  if (!isWhole(v.budget, 1, MAX_BUDGET))
    return fieldProblem('field-budget', { given: shown(v.budget), max: String(MAX_BUDGET) });
  const options = parseOptions({ groupLimit: v.groupLimit, takeBack: v.takeBack });
  if (!options.ok)
    return fieldProblem(
      'field-options',
      { groupLimit: shown(v.groupLimit), takeBack: shown(v.takeBack) },
      options.error,
    );
  for (const field of ['ms', 'moves'] as const) {
    if (!isWhole(v[field], 0)) return fieldProblem('field-whole', { field, given: shown(v[field]) });
  }
  return null;
}

/** The problem with a solver verdict's own fields, or `null`. */
function verdictProblem(v: Record<string, unknown>): CliError | null {
  if (!(VERDICTS as readonly unknown[]).includes(v.status))
    return fieldProblem('field-status', { given: shown(v.status), known: VERDICTS.join(', ') });
  if (!isWhole(v.nodes, 0)) return fieldProblem('field-whole', { field: 'nodes', given: shown(v.nodes) });
  if ((v.status === 'solved') !== (v.moves as number) > 0)
    return fieldProblem('field-status-moves', { status: shown(v.status), moves: shown(v.moves) });
  return null;
}

/** The problem with a played deal's own fields, or `null`. */
function playProblem(v: Record<string, unknown>): CliError | null {
  if (!(PLAYERS as readonly unknown[]).includes(v.player))
    return fieldProblem('field-player', { given: shown(v.player), known: PLAYERS.join(', ') });
  if (isFairPlayer(v.player) ? !isWhole(v.samples, 1) : v.samples !== null)
    return fieldProblem('field-samples', { given: shown(v.samples) });
  if (typeof v.won !== 'boolean') return fieldProblem('field-won', { given: shown(v.won) });
  if (v.winnable !== null && typeof v.winnable !== 'boolean')
    return fieldProblem('field-winnable', { given: shown(v.winnable) });
  if (v.winnable === false && (v.won || v.moves !== 0)) return fieldProblem('field-lost-played');
  if (v.won && v.moves === 0) return fieldProblem('field-won-moves');
  return null;
}

/** The record a parsed line holds (every field there, of its type and range), or what is wrong with it. */
export function readSurveyRecord(value: unknown): Result<SurveyLine, RecordProblem> {
  const notARecord = (key: CliErrorKey, values?: TextValues) =>
    err({ problem: 'not-a-record', error: cliError('bad-output-file', key, values) } as const);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return notARecord('record-not-object');
  const v = value as Record<string, unknown>;
  const older = Object.hasOwn(v, 'code') && !Object.hasOwn(v, 'gameCode');
  const fields: readonly string[] =
    'player' in v ? (older ? OLDER_PLAY_FIELDS : PLAY_FIELDS) : older ? OLDER_VERDICT_FIELDS : VERDICT_FIELDS;
  const missing = fields.filter((f) => !Object.hasOwn(v, f)).join(', ');
  const unknown = Object.keys(v)
    .filter((f) => !fields.includes(f))
    .map(asGiven)
    .join(', ');
  if (missing !== '' && unknown !== '') return notARecord('record-missing-unknown', { missing, unknown });
  if (missing !== '') return notARecord('record-missing', { missing });
  if (unknown !== '') return notARecord('record-unknown', { unknown });
  // A line of the command before 1.0 is read as the line it writes now, its fields in their order.
  const record = older ? Object.fromEntries(fields.map((f) => [f === 'code' ? 'gameCode' : f, v[f]])) : v;
  const problem =
    commonProblem(record, older ? 'code' : 'gameCode') ??
    ('player' in record ? playProblem(record) : verdictProblem(record));
  return problem === null
    ? ok(record as unknown as SurveyLine)
    : err({ problem: 'bad-field', error: cliError('bad-output-file', 'record-forged', {}, problem) });
}

/** What the records of a survey file are read against. */
export interface SurveyFileExpectation {
  /** The settings every record must have; `null`: those of the file's first record. */
  readonly settings: SurveySettings | null;
  /** The seeds every record must be in; `null`: any seed. */
  readonly range: SeedRange | null;
}

/** The texts a field may have: the JSON texts listed, and (with `min`) the whole numbers from `min` to `max`. */
interface Allowed {
  readonly texts: readonly string[];
  readonly min?: number;
  readonly max?: number;
}

const json = (value: unknown): string => JSON.stringify(value);

/** What a field of a record may be, given the fields before it and what the file is read against. */
function allowedValues(
  field: string,
  before: Readonly<Record<string, unknown>>,
  expected: SurveyFileExpectation,
): Allowed {
  const { settings, range } = expected;
  const whole = (min: number, max: number = Number.MAX_SAFE_INTEGER, texts: readonly string[] = []): Allowed => ({
    texts,
    min,
    max,
  });
  const known = settings !== null && Object.hasOwn(settings, field);
  if (known) return { texts: [json((settings as unknown as Record<string, unknown>)[field] ?? null)] };
  switch (field) {
    case 'seed':
      return range === null ? whole(0, MAX_SEED) : whole(range.from, range.from + range.count - 1);
    case 'gameCode':
    case 'code': {
      const rules: readonly RuleLetter[] = settings === null ? ['C', 'R'] : [settings.rule];
      const codes = rules.map((rule) => formatCode({ rule, seed: before.seed as number }));
      return { texts: codes.flatMap((code) => (code.ok ? [json(code.value)] : [])) };
    }
    case 'rule':
      return { texts: [json(((before.gameCode ?? before.code) as string).charAt(4))] };
    case 'status':
      return { texts: VERDICTS.map(json) };
    case 'player':
      return { texts: PLAYERS.map(json) };
    case 'samples':
      return isFairPlayer(before.player) ? whole(1) : { texts: ['null'] };
    case 'moves':
      if ('status' in before) return before.status === 'solved' ? whole(1) : { texts: ['0'] };
      return whole(before.won === true ? 1 : 0);
    case 'won':
    case 'takeBack':
      return { texts: ['true', 'false'] };
    case 'winnable':
      return { texts: before.won === true || before.moves !== 0 ? ['true', 'null'] : ['true', 'false', 'null'] };
    case 'budget':
      return whole(1, MAX_BUDGET);
    case 'groupLimit':
      return whole(MIN_GROUP_LIMIT, MAX_GROUP_LIMIT, ['null']);
    default: // nodes, ms
      return whole(0);
  }
}

const WHOLE_TEXT = /^(0|[1-9]\d*)$/;

/** Whether `text` is one of the values allowed, written as a survey writes it. */
function isAllowed(text: string, allowed: Allowed): boolean {
  if (allowed.texts.includes(text)) return true;
  if (allowed.min === undefined || !WHOLE_TEXT.test(text)) return false;
  const n = BigInt(text);
  return n >= BigInt(allowed.min) && n <= BigInt(allowed.max ?? Number.MAX_SAFE_INTEGER);
}

/** Whether `text` is the beginning of one of the values allowed, written as a survey writes it. */
function startsAllowed(text: string, allowed: Allowed): boolean {
  if (allowed.texts.some((t) => t.startsWith(text))) return true;
  if (allowed.min === undefined) return false;
  const min = BigInt(allowed.min);
  const max = BigInt(allowed.max ?? Number.MAX_SAFE_INTEGER);
  if (text === '') return min <= max;
  if (!WHOLE_TEXT.test(text)) return false;
  if (text === '0') return min <= 0n;
  // The numbers that start with these digits: text × 10^k to text × 10^k + 10^k − 1, for k ≥ 0.
  const digits = BigInt(text);
  for (let scale = 1n; digits * scale <= max; scale *= 10n) {
    if (digits * scale + scale - 1n >= min) return true;
  }
  return false;
}

/** Whether `text` is the beginning of a line with these fields, as a survey writes it. */
function startsLine(text: string, fields: readonly string[], expected: SurveyFileExpectation): boolean {
  if (!text.startsWith('{')) return '{'.startsWith(text);
  const before: Record<string, unknown> = {};
  let at = 1;
  for (const [i, field] of fields.entries()) {
    const label = `${i === 0 ? '' : ','}${json(field)}:`;
    const rest = text.slice(at);
    if (rest.length <= label.length) return label.startsWith(rest);
    if (!rest.startsWith(label)) return false;
    at += label.length;
    // No value a survey writes holds a comma or a brace: the value ends at the first one.
    const comma = text.indexOf(',', at);
    const brace = text.indexOf('}', at);
    const end = comma === -1 ? brace : brace === -1 ? comma : Math.min(comma, brace);
    const allowed = allowedValues(field, before, expected);
    if (end === -1) return startsAllowed(text.slice(at), allowed);
    const value = text.slice(at, end);
    if (!isAllowed(value, allowed)) return false;
    before[field] = JSON.parse(value);
    at = end;
  }
  return '}'.startsWith(text.slice(at));
}

/**
 * Whether `text` is the beginning of a line that a survey with the settings and seeds expected
 * would write (a run killed while writing it leaves one): every field complete so far is the
 * record's next field, in its place, written as the survey writes it, and valid with the fields
 * before it; the field cut last could still become one. Anything else (white space, other
 * fields, a foreign line that merely starts like a record) is not.
 */
export function isRecordStart(text: string, expected: SurveyFileExpectation): boolean {
  const { settings } = expected;
  const kinds =
    settings === null
      ? [VERDICT_FIELDS, PLAY_FIELDS, OLDER_VERDICT_FIELDS, OLDER_PLAY_FIELDS]
      : settings.player === undefined
        ? [VERDICT_FIELDS, OLDER_VERDICT_FIELDS]
        : [PLAY_FIELDS, OLDER_PLAY_FIELDS];
  return kinds.some((fields) => startsLine(text, fields, expected));
}
