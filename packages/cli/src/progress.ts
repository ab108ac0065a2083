/**
 * The survey's progress on stderr: a bar redrawn in place on a terminal, plain periodic lines
 * otherwise (a log file, CI).
 * @module
 */
import { formatClock } from '@russian-solitaire/engine';
import type { OutputStream } from './io.js';

/** Counts shown with the progress. */
export interface ProgressCounts {
  /** Deals decided so far in the range (resumed ones included). */
  readonly done: number;
  /** Deals in the range. */
  readonly total: number;
  /** Deals decided by this run (for the rate). */
  readonly doneThisRun: number;
  /** Deals this run has to decide. */
  readonly toDoThisRun: number;
  /** Solved so far. */
  readonly solved: number;
  /** Proved unsolvable so far. */
  readonly unsolvable: number;
  /** Undecided within the budget so far. */
  readonly unknown: number;
  /** Counts in words shown instead of the verdicts (a survey of a player: `won 3 lost 2`). */
  readonly countsText?: string;
}

/** The widest progress bar, and the narrowest worth showing, in characters. */
const BAR_WIDTH = { max: 40, min: 10 } as const;

/** The width assumed for a terminal that does not tell its own. */
const DEFAULT_TERMINAL_WIDTH = 80;

/**
 * The progress text of the counts after `elapsedMs` of this run. With a `width` (a terminal's), the
 * text fits in `width − 1` characters (the last column would wrap it), as far as the counts allow:
 * the bar goes first, then the ETA, the rate and the percentage; the counts are always there.
 */
export function progressText(c: ProgressCounts, elapsedMs: number, width: number | null): string {
  const rate = elapsedMs > 0 ? (c.doneThisRun * 1000) / elapsedMs : 0;
  const left = c.toDoThisRun - c.doneThisRun;
  const eta = rate > 0 ? formatClock((left / rate) * 1000) : '--:--';
  const pct = c.total === 0 ? 100 : (100 * c.done) / c.total;
  const counts = c.countsText ?? `solved ${c.solved} unsolvable ${c.unsolvable} unknown ${c.unknown}`;
  const done = `${c.done}/${c.total}`;
  const pctText = `${pct.toFixed(1)}%`;
  const rateText = `${rate.toFixed(rate < 10 ? 2 : 1)} deals/s`;
  const figures = `${done} ${pctText}  ${rateText}  ETA ${eta}  ${counts}`;
  if (width === null) return figures;
  const room = width - 1;
  const barWidth = Math.min(BAR_WIDTH.max, room - figures.length - 3);
  if (barWidth >= BAR_WIDTH.min) {
    const filled = Math.round((barWidth * pct) / 100);
    return `[${'#'.repeat(filled)}${'.'.repeat(barWidth - filled)}] ${figures}`;
  }
  const shorter = [
    figures,
    `${done} ${pctText}  ${rateText}  ${counts}`,
    `${done} ${pctText}  ${counts}`,
    `${done}  ${counts}`,
    counts,
  ];
  return shorter.find((text) => text.length <= room) ?? counts;
}

/**
 * Reports progress to a stream: in place on a terminal (at most 10 times a second), else a line every
 * `intervalMs`. On a terminal, {@link ProgressReporter.clear} takes the line away before something
 * else is written to the same screen (a survey's records on stdout).
 */
export class ProgressReporter {
  private readonly stream: OutputStream;
  private readonly tty: boolean;
  private readonly intervalMs: number;
  private readonly started: number;
  private last = -Infinity;
  private enabled: boolean;
  private shown = false;

  /** Reports to `stream` unless `enabled` is false. */
  constructor(stream: OutputStream, enabled: boolean, intervalMs = 5000, now: number = Date.now()) {
    this.stream = stream;
    this.tty = stream.isTTY === true;
    this.intervalMs = this.tty ? 100 : intervalMs;
    this.started = now;
    this.enabled = enabled;
  }

  /** Shows the counts if enough time has passed since the last report (or if `force`). */
  update(counts: ProgressCounts, force = false, now: number = Date.now()): void {
    if (!this.enabled || (!force && now - this.last < this.intervalMs)) return;
    this.last = now;
    const elapsed = now - this.started;
    if (this.tty) {
      // One line that never wraps, so that the carriage return redraws it in place.
      const width = this.stream.columns ?? DEFAULT_TERMINAL_WIDTH;
      const text = progressText(counts, elapsed, width);
      this.stream.write(`\r${text.length >= width ? text.slice(0, Math.max(0, width - 1)) : text}\u001b[K`);
      this.shown = true;
    } else this.stream.write(`progress: ${progressText(counts, elapsed, null)}\n`);
  }

  /** Takes the progress line off a terminal (it comes back with the next update); nothing elsewhere. */
  clear(): void {
    if (!this.shown) return;
    this.stream.write('\r\u001b[K');
    this.shown = false;
  }

  /** Whether the progress line is on the terminal now. */
  get showing(): boolean {
    return this.shown;
  }

  /** Ends the progress display (the final counts, then a new line on a terminal). */
  finish(counts: ProgressCounts, now: number = Date.now()): void {
    if (!this.enabled) return;
    this.update(counts, true, now);
    if (this.tty) this.stream.write('\n');
    this.shown = false;
    this.enabled = false;
  }
}
