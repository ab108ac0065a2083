/**
 * The player's statistics, kept in local storage for each rule (`C` classic, `R` relaxed): games
 * played and won, the win rate, the current and the best winning streak, and the best score and
 * the shortest time of a won game. A game played with house options other than the page's own
 * (a save from elsewhere, say with no group limit) counts in statistics of its own, under a key
 * that names its rule and its options ({@link statsKeyOf}), never in those of its rule.
 *
 * How a game counts. The record remembers the one game on the table (its code, its move counter
 * and whether its result is counted yet), so that every game is counted once, however often the
 * app reports it:
 *
 * - A game counts as played when its first move is made; a deal that was never touched does not
 *   count. Only games dealt from an RU1 code count (the code names the rule); custom positions
 *   do not.
 * - A won game counts as won: one more win, one more in the current streak, and its score and
 *   time are compared with the best ones.
 * - A game counts as lost, once, when it is left unwon after moves (a new deal, a restart, another
 *   code), or as soon as no legal move is left (unless {@link RecordOptions.stuckIsLoss} is
 *   `false`). A lost game stays lost: winning it after undoing does not count again. A loss ends
 *   the current streak.
 * - A game resumed from a save, or continued in another tab, is the same game: its result is
 *   counted only if it was not yet. The game on the table is known by its code and its move
 *   counter, which never goes down in one play of a deal, so a restart or another play of the
 *   same code is a new game.
 *
 * The app reports the game with {@link recordGame} after every move (any call is safe: the same
 * game in the same state changes nothing) and calls {@link recordLeave}, or
 * {@link recordAbandoned} with the game given up, when a game is replaced or restarted for good.
 * These are pure. {@link updateStatistics} reads the stored record, applies one and writes it
 * back at once, so that two tabs sharing the record keep each other's counts, and
 * {@link createStatsRecorder} does so for each report of the app.
 * @module
 */
import { parseCode } from '@russian-solitaire/dealer';
import { DEFAULT_OPTIONS, type GameOptions, MAX_ELAPSED_MS, parseOptions } from '@russian-solitaire/engine';
import { isCount, readFields } from '@russian-solitaire/engine/internal';
import { NEW_GAME_RULES, type NewGameRule } from '../state/settings.js';
import { type KeyValueStore, readItem, writeItem } from './storage.js';

/** The local storage key of the statistics. */
export const STATS_KEY = 'russian-solitaire/stats';
/** The `format` field of the stored statistics. */
export const STATS_FORMAT = 'russian-solitaire/stats';
/** The version of the stored statistics this app writes (it reads version 1 too: the rules alone). */
export const STATS_VERSION = 2;
/** The most kinds of game with other house options the record keeps, besides the two rules. */
export const MAX_OTHER_KINDS = 16;

/**
 * The kind of game statistics are kept for: a rule letter for the page's own house options (the
 * engine's defaults), else the rule letter with the options, as in `C/nolimit/takeback/undo100000`.
 */
export type StatsKey = string;

/** The statistics key of a rule played with house options (see {@link StatsKey}). */
export function statsKeyOf(rule: NewGameRule, options: GameOptions = DEFAULT_OPTIONS): StatsKey {
  const { groupLimit, takeBack, undoDepth } = options;
  const d = DEFAULT_OPTIONS;
  if (groupLimit === d.groupLimit && takeBack === d.takeBack && undoDepth === d.undoDepth) return rule;
  return `${rule}/${groupLimit === null ? 'nolimit' : `group${groupLimit}`}/${takeBack ? 'takeback' : 'notakeback'}/undo${undoDepth}`;
}

const KEY_PATTERN = /^([CR])\/(nolimit|group(\d{1,3}))\/(takeback|notakeback)\/undo(\d{1,6})$/;

/** The rule and house options a statistics key names, or `null` when it names none. */
export function parseStatsKey(key: string): { readonly rule: NewGameRule; readonly options: GameOptions } | null {
  if (key === 'C' || key === 'R') return { rule: key, options: DEFAULT_OPTIONS };
  const m = KEY_PATTERN.exec(key);
  if (m === null) return null;
  const options = parseOptions({
    groupLimit: m[2] === 'nolimit' ? null : Number(m[3]),
    takeBack: m[4] === 'takeback',
    undoDepth: Number(m[5]),
  });
  if (!options.ok) return null;
  const rule = m[1] === 'C' ? 'C' : 'R';
  // A key is read only in the one form statsKeyOf writes (no leading zeros, no default options).
  return statsKeyOf(rule, options.value) === key ? { rule, options: options.value } : null;
}
/** The largest count kept: counts stop there instead of losing precision. */
export const MAX_STAT_COUNT = Number.MAX_SAFE_INTEGER;
/** The longest game code the record remembers (RU1 codes are 13 characters). */
export const MAX_TABLE_CODE_LENGTH = 64;

/** The statistics of one rule, or of a kind of game with other house options. */
export interface RuleStats {
  /** Games in which a move was made. */
  readonly played: number;
  /** Games won (at most `played`). */
  readonly won: number;
  /** Games won in a row since the last loss (at most `bestStreak`). */
  readonly currentStreak: number;
  /** The most games won in a row (at most `won`). */
  readonly bestStreak: number;
  /** The highest score of a won game, `null` before the first win. */
  readonly bestScore: number | null;
  /** The shortest playing time of a won game in milliseconds, `null` before the first win. */
  readonly bestTimeMs: number | null;
  /**
   * The fewest moves of a won game, `null` before the first win (and in statistics kept before
   * it was counted, until the next win). Every game won without take-backs scores 625, so the
   * time and the moves are what tell wins apart.
   */
  readonly fewestMoves: number | null;
}

/** Where the counting of the game on the table stands. */
export const TABLE_STATES = ['playing', 'won', 'lost'] as const;
/**
 * `playing`: counted as played, its result not yet counted; `won` or `lost`: its result is
 * counted, and nothing more is counted for it.
 */
export type TableState = (typeof TABLE_STATES)[number];

/** The game on the table as far as the statistics know it. */
export interface TableGame {
  /** Its RU1 game code, which also names its rule. */
  readonly code: string;
  /** The statistics it counts in: its rule, with its house options when they are not the page's own. */
  readonly key: StatsKey;
  /** Where its counting stands. */
  readonly state: TableState;
  /**
   * The highest move counter reported for it. The counter of a game never goes down (an undo does
   * not lower it; a restart or a new deal starts again from 0), so a report of the same code with
   * a lower counter is another play of that deal.
   */
  readonly moveCount: number;
}

/** The statistics of each rule and kind of game, and the game on the table. */
export interface Statistics {
  /**
   * The statistics of each rule (`C` and `R` always), and of each kind of game with other house
   * options that was played, by {@link StatsKey}.
   */
  readonly rules: { readonly C: RuleStats; readonly R: RuleStats; readonly [key: StatsKey]: RuleStats | undefined };
  /** The last game counted as played while it is on the table, or `null` when there is none. */
  readonly table: TableGame | null;
}

/** What the app tells {@link recordGame} about the game on the table; an engine `Game` fits. */
export interface GameFacts {
  /** The game code it was dealt from, or `null` for a custom position (never counted). */
  readonly gameCode: string | null;
  /** Moves made, undone ones included. */
  readonly moveCount: number;
  /** Whether the game is won. */
  readonly isWon: boolean;
  /** Whether the game is not won and no legal move is left. */
  readonly noLegalMove: boolean;
  /** The score. */
  readonly score: number;
  /** The playing time in milliseconds. */
  readonly elapsedMs: number;
  /** Its house options (the page's own when absent). */
  readonly options?: GameOptions;
}

/** What can be counted for a game. */
export const COUNT_KINDS = ['played', 'won', 'lost'] as const;
/** A kind of {@link COUNT_KINDS}. */
export type CountKind = (typeof COUNT_KINDS)[number];

/** The records a win can set. */
export const BEST_KINDS = ['score', 'time', 'moves', 'streak'] as const;
/** A kind of {@link BEST_KINDS}. */
export type BestKind = (typeof BEST_KINDS)[number];

/** One thing counted by a transition. */
export interface Counted {
  /** What was counted. */
  readonly kind: CountKind;
  /** In which statistics. */
  readonly key: StatsKey;
  /** The records a win set (best score, time or streak); empty for anything but a win. */
  readonly bests: readonly BestKind[];
}

/** The statistics after a transition, and what it counted (for instance to say "New best time"). */
export interface StatsUpdate {
  /** The new statistics. */
  readonly statistics: Statistics;
  /** What was counted, in order; empty when nothing changed. */
  readonly counted: readonly Counted[];
}

/** How {@link recordGame} counts. */
export interface RecordOptions {
  /**
   * Whether a game with no legal move left counts as lost at once (and stays lost even if it is
   * won after undoing); `true` by default. When `false`, such a game counts as lost only when it
   * is left.
   */
  readonly stuckIsLoss?: boolean;
}

/** A win's figures. */
export interface WinFacts {
  /** The score of the won game. */
  readonly score: number;
  /** The playing time of the won game in milliseconds. */
  readonly elapsedMs: number;
  /** The moves made in the won game (undone ones included). */
  readonly moveCount: number;
}

/** The statistics of a rule with no game played. */
export function emptyRuleStats(): RuleStats {
  return { played: 0, won: 0, currentStreak: 0, bestStreak: 0, bestScore: null, bestTimeMs: null, fewestMoves: null };
}

/** Statistics with no game played under any rule and no game on the table. */
export function emptyStatistics(): Statistics {
  return { rules: { C: emptyRuleStats(), R: emptyRuleStats() }, table: null };
}

/** The share of played games that were won, from 0 to 1, or `null` when none was played. */
export function winRate(stats: RuleStats): number | null {
  return stats.played === 0 ? null : stats.won / stats.played;
}

/** The rule of a game code, or `null` when it is not an RU1 code (such games are not counted). */
export function ruleOfCode(code: string | null): NewGameRule | null {
  if (code === null) return null;
  const parsed = parseCode(code);
  return parsed.ok ? parsed.value.rule : null;
}

function increment(count: number): number {
  return Math.min(MAX_STAT_COUNT, count + 1);
}

/** A whole number from 0 to `max` closest to a reported figure (0 for anything not a number). */
function clampFigure(value: number, max: number): number {
  return Number.isFinite(value) ? Math.min(max, Math.max(0, Math.round(value))) : 0;
}

/** Whether the statistics of a rule are consistent: every check that {@link parseStatistics} makes. */
export function isValidRuleStats(stats: RuleStats): boolean {
  const { played, won, currentStreak, bestStreak, bestScore, bestTimeMs, fewestMoves } = stats;
  if (![played, won, currentStreak, bestStreak].every((n) => isCount(n, MAX_STAT_COUNT))) return false;
  if (won > played || bestStreak > won || currentStreak > bestStreak) return false;
  if (won === 0) return bestScore === null && bestTimeMs === null && fewestMoves === null;
  return (
    isCount(bestScore, MAX_STAT_COUNT) &&
    isCount(bestTimeMs, MAX_ELAPSED_MS) &&
    (fewestMoves === null || isCount(fewestMoves, MAX_STAT_COUNT))
  );
}

/** One more game played. */
export function recordPlayed(stats: RuleStats): RuleStats {
  return { ...stats, played: increment(stats.played) };
}

/**
 * One more game won (of the games played: the win of a game not counted as played is not
 * counted), with the records it sets.
 */
export function recordWin(stats: RuleStats, win: WinFacts): { readonly stats: RuleStats; readonly bests: BestKind[] } {
  if (stats.won >= stats.played) return { stats, bests: [] };
  const score = clampFigure(win.score, MAX_STAT_COUNT);
  const time = clampFigure(win.elapsedMs, MAX_ELAPSED_MS);
  const moves = clampFigure(win.moveCount, MAX_STAT_COUNT);
  const currentStreak = stats.currentStreak + 1;
  const bests: BestKind[] = [];
  if (stats.bestScore === null || score > stats.bestScore) bests.push('score');
  if (stats.bestTimeMs === null || time < stats.bestTimeMs) bests.push('time');
  if (stats.fewestMoves === null || moves < stats.fewestMoves) bests.push('moves');
  if (currentStreak > stats.bestStreak) bests.push('streak');
  return {
    stats: {
      played: stats.played,
      won: stats.won + 1,
      currentStreak,
      bestStreak: Math.max(stats.bestStreak, currentStreak),
      bestScore: bests.includes('score') ? score : stats.bestScore,
      bestTimeMs: bests.includes('time') ? time : stats.bestTimeMs,
      fewestMoves: bests.includes('moves') ? moves : stats.fewestMoves,
    },
    bests,
  };
}

/** One more game lost: the current streak ends. */
export function recordLoss(stats: RuleStats): RuleStats {
  return { ...stats, currentStreak: 0 };
}

function withStats(statistics: Statistics, key: StatsKey, stats: RuleStats): Statistics['rules'] {
  return { ...statistics.rules, [key]: stats };
}

/** The statistics of a key, empty when none are kept yet. */
function statsOf(statistics: Statistics, key: StatsKey): RuleStats {
  return statistics.rules[key] ?? emptyRuleStats();
}

/**
 * Counts the end of the game on the table before it is replaced or restarted: a game played but
 * not won is lost. Afterwards no game is on the table.
 */
export function recordLeave(statistics: Statistics): StatsUpdate {
  const table = statistics.table;
  if (table === null) return { statistics, counted: [] };
  if (table.state !== 'playing') return { statistics: { ...statistics, table: null }, counted: [] };
  const rules = withStats(statistics, table.key, recordLoss(statsOf(statistics, table.key)));
  return { statistics: { rules, table: null }, counted: [{ kind: 'lost', key: table.key, bests: [] }] };
}

/**
 * Counts the end of the game on the table when the app gives it up for good, if `game` is that
 * game (the same code); a game that is not on the table was counted already, and nothing changes.
 */
export function recordAbandoned(statistics: Statistics, game: Pick<GameFacts, 'gameCode'>): StatsUpdate {
  return statistics.table !== null && statistics.table.code === game.gameCode
    ? recordLeave(statistics)
    : { statistics, counted: [] };
}

/**
 * Counts what the game on the table has reached (see the module comment): safe to call after
 * every change, since the same game in the same state changes nothing. A game of another code than
 * the one on the table, or of the same code with a lower move counter (a new play of the deal),
 * replaces it, as {@link recordLeave} would.
 */
export function recordGame(statistics: Statistics, game: GameFacts, options: RecordOptions = {}): StatsUpdate {
  const rule = ruleOfCode(game.gameCode);
  const moveCount = game.moveCount;
  if (rule === null || game.gameCode === null || !isCount(moveCount, MAX_STAT_COUNT) || moveCount === 0)
    return { statistics, counted: [] };
  const key = statsKeyOf(rule, game.options);
  // A new kind of game beyond what the record keeps is not counted (hostile saves cannot fill it).
  if (!(key in statistics.rules) && otherKinds(statistics) >= MAX_OTHER_KINDS) return { statistics, counted: [] };
  const counted: Counted[] = [];
  let current = statistics;
  const before = current.table;
  if (before !== null && (before.code !== game.gameCode || moveCount < before.moveCount)) {
    const left = recordLeave(current);
    current = left.statistics;
    counted.push(...left.counted);
  }
  let table = current.table;
  let stats = statsOf(current, key);
  if (table === null) {
    stats = recordPlayed(stats);
    table = { code: game.gameCode, key, state: 'playing', moveCount };
    counted.push({ kind: 'played', key, bests: [] });
  } else if (moveCount > table.moveCount) table = { ...table, moveCount };
  if (table.state === 'playing' && game.isWon) {
    const win = recordWin(stats, game);
    stats = win.stats;
    table = { ...table, state: 'won' };
    counted.push({ kind: 'won', key, bests: win.bests });
  } else if (table.state === 'playing' && game.noLegalMove && options.stuckIsLoss !== false) {
    stats = recordLoss(stats);
    table = { ...table, state: 'lost' };
    counted.push({ kind: 'lost', key, bests: [] });
  }
  if (counted.length === 0 && table === statistics.table) return { statistics, counted };
  return { statistics: { rules: withStats(current, key, stats), table }, counted };
}

/** How many kinds of game with other house options the statistics keep. */
function otherKinds(statistics: Statistics): number {
  return Object.keys(statistics.rules).filter((key) => !isRuleKey(key)).length;
}

function isRuleKey(key: string): key is NewGameRule {
  return NEW_GAME_RULES.some((rule) => rule === key);
}

/**
 * Forgets the statistics of one rule or kind of game (a kind with other house options is dropped
 * whole), or of every one. A game on the table of forgotten statistics whose result is not counted
 * yet is forgotten too: it counts as played again when it is next reported, so that the new
 * statistics never count a win that they do not count as played.
 */
export function resetStatistics(statistics: Statistics, key?: StatsKey): Statistics {
  const forget = (k: StatsKey): boolean => key === undefined || key === k;
  const rules: Record<StatsKey, RuleStats> = {
    C: forget('C') ? emptyRuleStats() : statistics.rules.C,
    R: forget('R') ? emptyRuleStats() : statistics.rules.R,
  };
  for (const [k, stats] of Object.entries(statistics.rules))
    if (!isRuleKey(k) && stats !== undefined && !forget(k)) rules[k] = stats;
  const table = statistics.table;
  const keep = table === null || table.state !== 'playing' || !forget(table.key);
  return { rules: rules as Statistics['rules'], table: keep ? table : null };
}

function readRuleStats(value: unknown): RuleStats {
  const read = readFields(value);
  if (!read.ok) return emptyRuleStats();
  const o = read.value;
  const nullable = (v: unknown): number | null | undefined =>
    v === null ? null : isCount(v, MAX_STAT_COUNT) ? v : undefined;
  const played = o.played;
  const won = o.won;
  const currentStreak = o.currentStreak;
  const bestStreak = o.bestStreak;
  const bestScore = nullable(o.bestScore);
  const bestTimeMs = nullable(o.bestTimeMs);
  // Kept since version 2 of the figures: absent from older ones, which read as not known yet.
  const fewestMoves = o.fewestMoves === undefined ? null : nullable(o.fewestMoves);
  if (
    !isCount(played, MAX_STAT_COUNT) ||
    !isCount(won, MAX_STAT_COUNT) ||
    !isCount(currentStreak, MAX_STAT_COUNT) ||
    !isCount(bestStreak, MAX_STAT_COUNT)
  )
    return emptyRuleStats();
  if (bestScore === undefined || bestTimeMs === undefined || fewestMoves === undefined) return emptyRuleStats();
  const stats: RuleStats = { played, won, currentStreak, bestStreak, bestScore, bestTimeMs, fewestMoves };
  return isValidRuleStats(stats) ? stats : emptyRuleStats();
}

function readTable(value: unknown, rules: Statistics['rules'], version: number): TableGame | null {
  const read = readFields(value);
  if (!read.ok) return null;
  const { code, state, moveCount } = read.value;
  if (typeof code !== 'string' || code.length > MAX_TABLE_CODE_LENGTH) return null;
  if (!isCount(moveCount, MAX_STAT_COUNT) || moveCount === 0) return null;
  const rule = ruleOfCode(code);
  if (rule === null || !TABLE_STATES.some((s) => s === state)) return null;
  // Version 1 kept the rules alone; a key must be of the code's rule and kept in the record.
  const key = version === 1 ? rule : read.value.key;
  if (typeof key !== 'string' || parseStatsKey(key)?.rule !== rule) return null;
  const stats = rules[key];
  if (stats === undefined) return null;
  // A game whose result is still to count must be counted among the played games of its kind,
  // and not yet among the won ones.
  if (state === 'playing' && stats.played <= stats.won) return null;
  return { code, key, state: state as TableState, moveCount };
}

/**
 * Reads stored statistics. Never throws: text that is not statistics of this version gives empty
 * statistics, the figures of a rule that are missing, of the wrong type or inconsistent (counts
 * that are not whole numbers from 0 to {@link MAX_STAT_COUNT}, more wins than games, a streak
 * longer than the wins, a best record without a win) give that rule empty statistics, and a bad
 * table gives no table. Only own data fields are read: extra fields and `__proto__` are ignored.
 */
export function parseStatistics(text: string | null): Statistics {
  if (text === null) return emptyStatistics();
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return emptyStatistics();
  }
  const read = readFields(data);
  if (!read.ok) return emptyStatistics();
  const o = read.value;
  const version = o.version;
  if (o.format !== STATS_FORMAT || (version !== 1 && version !== STATS_VERSION)) return emptyStatistics();
  const byKey = readFields(o.rules);
  const stored = byKey.ok ? byKey.value : {};
  const rules: Record<StatsKey, RuleStats> = { C: readRuleStats(stored.C), R: readRuleStats(stored.R) };
  if (version === STATS_VERSION) {
    const others = Object.keys(stored).filter((key) => !isRuleKey(key) && parseStatsKey(key) !== null);
    for (const key of others.slice(0, MAX_OTHER_KINDS)) rules[key] = readRuleStats(stored[key]);
  }
  const all = rules as Statistics['rules'];
  return { rules: all, table: readTable(o.table, all, version) };
}

/** The text {@link parseStatistics} reads back as the same statistics. */
export function formatStatistics(statistics: Statistics): string {
  const rules = Object.fromEntries(
    statsKeys(statistics).map((key) => {
      const s = statsOf(statistics, key);
      const figures: RuleStats = {
        played: s.played,
        won: s.won,
        currentStreak: s.currentStreak,
        bestStreak: s.bestStreak,
        bestScore: s.bestScore,
        bestTimeMs: s.bestTimeMs,
        fewestMoves: s.fewestMoves,
      };
      return [key, figures];
    }),
  );
  const t = statistics.table;
  const table = t === null ? null : { code: t.code, key: t.key, state: t.state, moveCount: t.moveCount };
  return JSON.stringify({ format: STATS_FORMAT, version: STATS_VERSION, rules, table });
}

/** The keys of the statistics kept: the rules first, then the kinds with other house options in order. */
export function statsKeys(statistics: Statistics): StatsKey[] {
  const others = Object.keys(statistics.rules)
    .filter((key) => !isRuleKey(key) && statistics.rules[key] !== undefined)
    .sort();
  return [...NEW_GAME_RULES, ...others];
}

/** The stored statistics (empty when storage is missing or holds none). */
export function loadStatistics(store: KeyValueStore | null): Statistics {
  return parseStatistics(readItem(store, STATS_KEY));
}

/** Stores statistics; `false` when storage is missing or refuses. */
export function saveStatistics(store: KeyValueStore | null, statistics: Statistics): boolean {
  return writeItem(store, STATS_KEY, formatStatistics(statistics));
}

/** Forgets the stored statistics of one rule or kind of game, or of every one (see {@link resetStatistics}). */
export function resetStoredStatistics(store: KeyValueStore | null, key?: StatsKey): Statistics {
  const statistics = resetStatistics(loadStatistics(store), key);
  saveStatistics(store, statistics);
  return statistics;
}

/**
 * Reads the stored statistics, applies a transition and stores the result when it changed them.
 * Reading just before writing keeps what another tab counted in the meantime.
 */
export function updateStatistics(
  store: KeyValueStore | null,
  transition: (statistics: Statistics) => StatsUpdate,
): StatsUpdate {
  const before = loadStatistics(store);
  const update = transition(before);
  if (update.statistics !== before) saveStatistics(store, update.statistics);
  return update;
}

/** What {@link createStatsRecorder} needs besides the store. */
export interface StatsRecorderInit extends RecordOptions {
  /** Called with what each report counted, when it counted something (to say "New best time"). */
  readonly onCounted?: (counted: readonly Counted[]) => void;
}

/**
 * The statistics as the app reports to them and reads them. The attempt names the app gives are
 * not used to tell games apart: they are distinct in each tab, and a game continued in another
 * tab is the same game there under another name; the code and the move counter of the game on the
 * table tell it (see {@link recordGame}).
 */
export interface StatsRecorder {
  /** A move was made in the game: {@link recordGame}. */
  played(attempt: string, game: GameFacts): StatsUpdate;
  /** The game was won: {@link recordGame}. */
  won(attempt: string, game: GameFacts): StatsUpdate;
  /** The game was given up for good (a restart or a new deal that can no longer be undone): {@link recordAbandoned}. */
  abandoned(attempt: string, game: GameFacts): StatsUpdate;
  /** The statistics as stored now. */
  read(): Statistics;
  /** Forgets the statistics of one rule or kind of game, or of every one, and gives back the statistics after. */
  reset(key?: StatsKey): Statistics;
}

/** The statistics kept in a store, each report read from and written back to it at once. */
export function createStatsRecorder(store: KeyValueStore | null, init: StatsRecorderInit = {}): StatsRecorder {
  const options: RecordOptions = init;
  const apply = (transition: (statistics: Statistics) => StatsUpdate): StatsUpdate => {
    const update = updateStatistics(store, transition);
    if (update.counted.length > 0) init.onCounted?.(update.counted);
    return update;
  };
  return {
    played: (_attempt, game) => apply((s) => recordGame(s, game, options)),
    won: (_attempt, game) => apply((s) => recordGame(s, game, options)),
    abandoned: (_attempt, game) => apply((s) => recordAbandoned(s, game)),
    read: () => loadStatistics(store),
    reset: (rule) => resetStoredStatistics(store, rule),
  };
}
