/**
 * The summary of a survey: the counts of its seed range (resumed deals included), and their text
 * with the winnable share and its 95 % Wilson score interval.
 * @module
 */
import { formatCode } from '@russian-solitaire/dealer';
import { formatElapsed } from './render.js';
import { wilsonInterval } from './stats.js';
import type { SurveyPlan } from './survey-plan.js';
import type { SurveyRecord } from './survey-record.js';

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

/** A summary being counted, record by record (see {@link addToTally}). */
export type SurveyTally = { -readonly [K in keyof SurveySummary]: SurveySummary[K] };

/** A tally of no records. */
export function emptyTally(): SurveyTally {
  return { deals: 0, solved: 0, unsolvable: 0, unknown: 0, nodes: 0, solverMs: 0 };
}

/** Counts one record in a tally. */
export function addToTally(tally: SurveyTally, record: SurveyRecord): void {
  tally.deals++;
  tally[record.status]++;
  tally.nodes += record.nodes;
  tally.solverMs += record.ms;
}

/** Sums the records of a seed range. */
export function summarise(records: Iterable<SurveyRecord>): SurveySummary {
  const tally = emptyTally();
  for (const r of records) addToTally(tally, r);
  return tally;
}

/** The title of a survey's summary: the range, its first and last codes, the budget and house options. */
export function surveyTitle(plan: SurveyPlan): string {
  const { settings, houseText } = plan;
  const { from, count } = plan.range;
  const last = from + count - 1;
  const first = formatCode({ rule: settings.rule, seed: from });
  const lastCode = formatCode({ rule: settings.rule, seed: last });
  return `Survey of ${count} deals, seeds ${from}–${last} (${first.ok ? first.value : ''} … ${lastCode.ok ? lastCode.value : ''}), budget ${settings.budget.toLocaleString('en-US')} nodes, ${houseText}`;
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
  return `  counting the ${s.unknown} unknown deal${s.unknown === 1 ? '' : 's'} either way: between ${pct(s.solved / s.deals)} and ${pct((s.solved + s.unknown) / s.deals)}, 95 % interval ${pct(low)} – ${pct(high)} (Wilson)`;
}

/** The summary text: counts, the winnable share with its 95 % Wilson score interval, and times. */
export function summaryText(s: SurveySummary, title: string, wallMs: number, rangeSize: number = s.deals): string {
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
  lines.push(
    `  nodes ${s.nodes.toLocaleString('en-US')}; solver time ${formatElapsed(s.solverMs)} (all threads); total time of this run ${formatElapsed(wallMs)}`,
  );
  return `${lines.join('\n')}\n`;
}
