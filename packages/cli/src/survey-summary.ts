/**
 * The summary of a survey: the counts of its seed range (resumed deals included), and their text
 * with the winnable share and its 95 % Wilson score interval.
 * @module
 */
import { countedInEnglish, numberInEnglish } from './texts.js';
import { formatCode } from '@russian-solitaire/dealer';
import { formatElapsed } from './render.js';
import { wilsonInterval } from './stats.js';
import type { SurveyPlan } from './survey-plan.js';
import { type SurveyLine, type SurveySettings, isFairPlayer, isPlayRecord } from './survey-record.js';

/** The summary of a survey (over the whole seed range, resumed deals included). */
export interface SurveySummary {
  /** Deals in the range with an answer. */
  readonly deals: number;
  /** Solved deals. */
  readonly solved: number;
  /** Deals proved unsolvable. */
  readonly unsolvable: number;
  /** Deals undecided within the budget. */
  readonly unknown: number;
  /** Nodes searched over the range. */
  readonly nodes: number;
  /** Solver milliseconds over the range (summed over the threads). */
  readonly solverMs: number;
}

/**
 * The summary of a survey of a player (`--player`). There `solved`, `unsolvable` and `unknown`
 * count the full-information verdicts of the openings (the records' `winnable`), `nodes` is 0 and
 * `solverMs` is the time spent on the deals.
 */
export interface PlaySummary extends SurveySummary {
  /** Deals the player won. */
  readonly won: number;
  /** Deals the player won among those whose opening was proved winnable. */
  readonly wonWinnable: number;
  /** Moves played over the range. */
  readonly moves: number;
}

/** A summary being counted, record by record (see {@link addToTally}). */
export type SurveyTally = { -readonly [K in keyof PlaySummary]: PlaySummary[K] };

/** A tally of no records. */
export function emptyTally(): SurveyTally {
  return { deals: 0, solved: 0, unsolvable: 0, unknown: 0, nodes: 0, solverMs: 0, won: 0, wonWinnable: 0, moves: 0 };
}

/** Counts one record in a tally. */
export function addToTally(tally: SurveyTally, record: SurveyLine): void {
  tally.deals++;
  tally.solverMs += record.ms;
  if (isPlayRecord(record)) {
    tally[record.winnable === true ? 'solved' : record.winnable === false ? 'unsolvable' : 'unknown']++;
    if (record.won) tally.won++;
    if (record.won && record.winnable === true) tally.wonWinnable++;
    tally.moves += record.moves;
    return;
  }
  tally[record.status]++;
  tally.nodes += record.nodes;
}

/** Sums the records of a seed range. */
export function summarise(records: Iterable<SurveyLine>): SurveySummary {
  const tally = emptyTally();
  for (const r of records) addToTally(tally, r);
  return tally;
}

/** The player in words, for a title: `, played by fair hints (16 samples)`, or nothing. */
function playerText(settings: SurveySettings): string {
  if (settings.player === undefined) return '';
  if (settings.player === 'fair') return `, played by fair hints (${settings.samples ?? ''} samples per hint)`;
  if (isFairPlayer(settings.player))
    return `, played by ${settings.player} fair hints (${settings.samples ?? ''} samples per hint)`;
  return `, played by the ${settings.player} player`;
}

/**
 * The title of a summary: what it is (`Survey of 6 deals`), the seeds from `from` to `last` with
 * their codes, the budget, the house options and the player.
 */
export function titleOf(what: string, settings: SurveySettings, from: number, last: number, houseText: string): string {
  const first = formatCode({ rule: settings.rule, seed: from });
  const lastCode = formatCode({ rule: settings.rule, seed: last });
  return `${what}, seeds ${from}–${last} (${first.ok ? first.value : ''} … ${lastCode.ok ? lastCode.value : ''}), budget ${numberInEnglish(settings.budget)} nodes, ${houseText}${playerText(settings)}`;
}

/** The title of a survey's summary: the range, its first and last codes, the budget and house options. */
export function surveyTitle(plan: SurveyPlan): string {
  const { settings, houseText, shard } = plan;
  const { from, count } = plan.range;
  const what = `Survey${shard === null ? '' : ` (shard ${shard.index}/${shard.of})`} of ${countedInEnglish(count, 'deal')}`;
  return titleOf(what, settings, from, from + count - 1, houseText);
}

const pct = (x: number) => `${(100 * x).toFixed(1)} %`;

/** The winnable share of the decided deals, with its 95 % Wilson score interval. */
function shareLine(s: SurveySummary): string {
  const decided = s.solved + s.unsolvable;
  if (decided === 0) return '  winnable share: no deal decided yet';
  const ci = wilsonInterval(s.solved, decided);
  return `  winnable share of the decided deals: ${s.solved}/${decided} = ${pct(s.solved / decided)}, 95 % confidence interval ${pct(ci.low)} – ${pct(ci.high)} (Wilson score interval)`;
}

/** The range of the winnable share when the unknown deals are counted as lost, then as won. */
function unknownLine(s: SurveySummary): string {
  const low = wilsonInterval(s.solved, s.deals).low;
  const high = wilsonInterval(s.solved + s.unknown, s.deals).high;
  return `  counting the ${countedInEnglish(s.unknown, 'unknown deal')} either way: between ${pct(s.solved / s.deals)} and ${pct((s.solved + s.unknown) / s.deals)}, 95 % interval ${pct(low)} – ${pct(high)} (Wilson)`;
}

/** The time line: nodes, solver time, and the wall-clock time of this run when there is one. */
function timeLine(s: PlaySummary, wallMs: number | null, player: boolean): string {
  const run = wallMs === null ? '' : `; total time of this run ${formatElapsed(wallMs)}`;
  if (player)
    return `  moves ${numberInEnglish(s.moves)}; time on the deals ${formatElapsed(s.solverMs)} (all threads)${run}`;
  return `  nodes ${numberInEnglish(s.nodes)}; solver time ${formatElapsed(s.solverMs)} (all threads)${run}`;
}

/** The summary text of a survey of a player: the won share and the share of the winnable deals won. */
function playText(s: PlaySummary, title: string, wallMs: number | null, rangeSize: number): string {
  const share = (n: number) => (s.deals === 0 ? '' : `  (${pct(n / s.deals)})`);
  const lines = [
    title,
    `  deals       ${s.deals}${s.deals < rangeSize ? ` of ${rangeSize} (the rest not played yet)` : ''}`,
    `  won         ${s.won}${share(s.won)}`,
  ];
  if (s.deals > 0) {
    const ci = wilsonInterval(s.won, s.deals);
    lines.push(
      `  won share: ${s.won}/${s.deals} = ${pct(s.won / s.deals)}, 95 % confidence interval ${pct(ci.low)} – ${pct(ci.high)} (Wilson score interval)`,
    );
  }
  lines.push(
    `  openings with full information: winnable ${s.solved}, unsolvable ${s.unsolvable}, unknown ${s.unknown}`,
  );
  if (s.solved > 0) {
    const ci = wilsonInterval(s.wonWinnable, s.solved);
    lines.push(
      `  won of the winnable deals: ${s.wonWinnable}/${s.solved} = ${pct(s.wonWinnable / s.solved)}, 95 % confidence interval ${pct(ci.low)} – ${pct(ci.high)} (Wilson)`,
    );
  }
  lines.push(timeLine(s, wallMs, true));
  return `${lines.join('\n')}\n`;
}

/**
 * The summary text: counts, the winnable share (or, for a survey of a player, the won share) with
 * its 95 % Wilson score interval, and times (`wallMs` `null`: no run, as for `summary`).
 */
export function summaryText(
  s: SurveySummary,
  title: string,
  wallMs: number | null,
  rangeSize: number = s.deals,
  player = false,
): string {
  if (player) return playText({ won: 0, wonWinnable: 0, moves: 0, ...s }, title, wallMs, rangeSize);
  const share = (n: number) => (s.deals === 0 ? '' : `  (${pct(n / s.deals)})`);
  const lines = [
    title,
    `  deals       ${s.deals}${s.deals < rangeSize ? ` of ${rangeSize} (the rest not decided yet)` : ''}`,
    `  solved      ${s.solved}${share(s.solved)}`,
    `  unsolvable  ${s.unsolvable}${share(s.unsolvable)}`,
    `  unknown     ${s.unknown}${share(s.unknown)}`,
    shareLine(s),
  ];
  if (s.unknown > 0 && s.deals > 0) lines.push(unknownLine(s));
  lines.push(timeLine({ won: 0, wonWinnable: 0, moves: 0, ...s }, wallMs, false));
  return `${lines.join('\n')}\n`;
}
