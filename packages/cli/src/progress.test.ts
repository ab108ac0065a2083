import { describe, expect, it } from 'vitest';
import { type ProgressCounts, ProgressReporter, progressText } from './progress.js';

const BIG: ProgressCounts = {
  done: 1_234_567,
  total: 8_031_810_176,
  doneThisRun: 1_234_000,
  toDoThisRun: 8_031_000_000,
  solved: 123_456,
  unsolvable: 1_000_000,
  unknown: 111_111,
};
const COUNTS = 'solved 123456 unsolvable 1000000 unknown 111111';

/** A terminal of `columns` that keeps what is written to it. */
function terminal(columns: number): { isTTY: true; columns: number; written: string[]; write(t: string): void } {
  return {
    isTTY: true,
    columns,
    written: [],
    write(t: string) {
      this.written.push(t);
    },
  };
}

describe('progressText', () => {
  it('fits the terminal width, dropping the bar, ETA, rate and percentage before any count', () => {
    for (const width of [200, 120, 100, 80, 72, 60, 50]) {
      const text = progressText(BIG, 60_000, width);
      expect(text.length).toBeLessThan(width);
      expect(text).toContain(COUNTS);
    }
    expect(progressText(BIG, 60_000, 200)).toMatch(/^\[[#.]+\] 1234567\/8031810176 .* deals\/s {2}ETA /);
    const at80 = progressText(BIG, 60_000, 80);
    expect(at80).not.toContain('ETA');
    expect(at80).toBe(`1234567/8031810176 0.0%  ${COUNTS}`);
    // A survey of 100,000 deals at 80 columns: the counts stay whole (they used to be cut off).
    const typical = { ...BIG, done: 5000, total: 100_000, doneThisRun: 5000, toDoThisRun: 100_000, solved: 300 };
    const line = progressText({ ...typical, unsolvable: 4600, unknown: 100 }, 21_450, 80);
    expect(line.length).toBeLessThan(80);
    expect(line).toMatch(/deals\/s {2}solved 300 unsolvable 4600 unknown 100$/);
    expect(progressText(BIG, 60_000, 70)).toBe(`1234567/8031810176  ${COUNTS}`);
    expect(progressText(BIG, 60_000, 60)).toBe(COUNTS);
  });

  it('keeps every figure without a width (plain lines), and a player survey shows its own counts', () => {
    const text = progressText(BIG, 60_000, null);
    expect(text).toMatch(/ETA .* solved 123456 unsolvable 1000000 unknown 111111$/);
    const played = progressText({ ...BIG, countsText: 'won 3 lost 2' }, 1000, 80);
    expect(played).toMatch(/won 3 lost 2$/);
    expect(played.length).toBeLessThan(80);
  });
});

describe('ProgressReporter on a terminal', () => {
  it('draws one line narrower than the terminal, and clears it before other output', () => {
    const tty = terminal(80);
    const progress = new ProgressReporter(tty, true, 5000, 0);
    progress.update(BIG, true, 60_000);
    const line = tty.written.at(-1)!;
    expect(line.startsWith('\r')).toBe(true);
    expect(line.endsWith('\u001b[K')).toBe(true);
    expect(line.slice(1, -3).length).toBeLessThan(80);
    expect(line).toContain('unknown 111111');
    expect(progress.showing).toBe(true);
    progress.clear();
    expect(tty.written.at(-1)).toBe('\r\u001b[K');
    expect(progress.showing).toBe(false);
    progress.clear();
    expect(tty.written).toHaveLength(2);
    progress.finish(BIG, 61_000);
    expect(tty.written.at(-1)).toBe('\n');
  });

  it('writes nothing when disabled, and plain lines when not a terminal', () => {
    const quiet = terminal(80);
    new ProgressReporter(quiet, false).update(BIG, true);
    expect(quiet.written).toEqual([]);
    const log: string[] = [];
    const plain = new ProgressReporter({ write: (t: string) => log.push(t) }, true, 5000, 0);
    plain.update(BIG, true, 1000);
    plain.clear();
    expect(log).toHaveLength(1);
    expect(log[0]).toMatch(/^progress: 1234567\/8031810176 .*unknown 111111\n$/);
  });
});
