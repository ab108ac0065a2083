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

/** The progress text of the counts after `elapsedMs` of this run. */
export function progressText(c: ProgressCounts, elapsedMs: number, width: number | null): string {
  const rate = elapsedMs > 0 ? (c.doneThisRun * 1000) / elapsedMs : 0;
  const left = c.toDoThisRun - c.doneThisRun;
  const eta = rate > 0 ? formatClock((left / rate) * 1000) : '--:--';
  const pct = c.total === 0 ? 100 : (100 * c.done) / c.total;
  const counts = c.countsText ?? `solved ${c.solved} unsolvable ${c.unsolvable} unknown ${c.unknown}`;
  const figures = `${c.done}/${c.total} ${pct.toFixed(1)}%  ${rate.toFixed(rate < 10 ? 2 : 1)} deals/s  ETA ${eta}  ${counts}`;
  if (width === null) return figures;
  const barWidth = Math.max(10, Math.min(40, width - figures.length - 4));
  const filled = Math.round((barWidth * pct) / 100);
  return `[${'#'.repeat(filled)}${'.'.repeat(barWidth - filled)}] ${figures}`;
}

/** Reports progress to a stream: in place on a terminal (at most 10 times a second), else a line every `intervalMs`. */
export class ProgressReporter {
  private readonly stream: OutputStream;
  private readonly tty: boolean;
  private readonly intervalMs: number;
  private readonly started: number;
  private last = -Infinity;
  private enabled: boolean;

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
      const width = this.stream.columns ?? 100;
      const text = progressText(counts, elapsed, width);
      this.stream.write(`\r${text.length >= width ? text.slice(0, width - 1) : text}\u001b[K`);
    } else this.stream.write(`progress: ${progressText(counts, elapsed, null)}\n`);
  }

  /** Ends the progress display (the final counts, then a new line on a terminal). */
  finish(counts: ProgressCounts, now: number = Date.now()): void {
    if (!this.enabled) return;
    this.update(counts, true, now);
    if (this.tty) this.stream.write('\n');
    this.enabled = false;
  }
}
