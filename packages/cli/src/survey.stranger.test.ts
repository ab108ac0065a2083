import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { BIN, cliAsync } from './testing/cli.js';
import { ON_WINDOWS } from './testing/platform.js';

const dir = mkdtempSync(join(tmpdir(), 'rs-survey-signals-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Kill trials per run: 24, or `STRANGER_TRIALS` for a longer run. */
const TRIALS = Number(process.env.STRANGER_TRIALS ?? 24);
const COUNT = 20_000;
const ARGS = ['survey', '--rule', 'C', '--from', '0', '--count', String(COUNT), '--budget', '1e4', '--jobs', '2'];
const SIGNALS = ['SIGKILL', 'SIGTERM', 'SIGINT'] as const;

/** Numbers from 0 to 1 from a fixed seed: the moments of the kills are the same on every run. */
function seeded(seed: number): () => number {
  const numbers = fc.sample(fc.noBias(fc.integer({ min: 0, max: 999_999 })), { seed, numRuns: 4 * TRIALS + 8 });
  let i = 0;
  return () => numbers[i++ % numbers.length]! / 1_000_000;
}

/** The temporary and set-aside lock files in the folder. */
function leftovers(): string[] {
  return readdirSync(dir).filter((f) => /\.(tmp|stale)$/.test(f));
}

/** A file's size in bytes, 0 if it is missing. */
function sizeOf(file: string): number {
  return existsSync(file) ? statSync(file).size : 0;
}

/**
 * Resolves once the file is longer than `size` or the process has ended: a survey that has written a
 * record has started, whatever the time its start took on a busy machine.
 */
async function grown(file: string, size: number, ended: Promise<unknown>): Promise<void> {
  let done = false;
  void ended.then(() => (done = true));
  while (!done && sizeOf(file) <= size) await new Promise((resolve) => setTimeout(resolve, 20));
}

/** The whole (newline-ended) lines of a file, none if it is missing. */
function wholeLines(file: string): string[] {
  if (!existsSync(file)) return [];
  const lines = readFileSync(file, 'utf8').split('\n');
  lines.pop();
  return lines;
}

// On Windows a signal ends a process outright, with no handler run: nothing of this holds there.
describe.skipIf(ON_WINDOWS)('signals at random points of a survey: no record lost, none written twice', () => {
  it(`keeps every whole record through ${TRIALS} kills (SIGKILL, SIGTERM, SIGINT) at random moments, then finishes the range`, async () => {
    const random = seeded(22);
    const out = join(dir, 'killed.jsonl');
    let lost = 0;
    let duplicated = 0;
    const kinds = new Map<string, number>();
    for (let trial = 0; trial < TRIALS; trial++) {
      const before = wholeLines(out);
      const leftBefore = leftovers();
      const child = spawn(process.execPath, [BIN, ...ARGS, '--quiet', '--out', out]);
      child.stdout.resume();
      child.stderr.resume();
      const ended = new Promise<[number | null, NodeJS.Signals | null]>((resolve) =>
        child.on('close', (status, signal) => resolve([status, signal])),
      );
      // Early kills land while the survey starts, reads its file and takes its lock; later ones mid-run,
      // once it has written a record (a loaded machine may take seconds to start it).
      const early = trial % 4 === 0;
      if (!early) await grown(out, sizeOf(out), ended);
      const delay = early ? random() * 150 : random() * 1200;
      await new Promise((resolve) => setTimeout(resolve, delay));
      const signal = SIGNALS[Math.floor(random() * SIGNALS.length)]!;
      child.kill(signal);
      const [status, killedBy] = await ended;
      // Killed outright, stopped cleanly (143, 130), or (rarely) done or never started reading.
      expect([null, 0, 130, 143]).toContain(status);
      const how = killedBy ?? String(status);
      kinds.set(how, (kinds.get(how) ?? 0) + 1);
      const after = wholeLines(out);
      lost += before.filter((line, i) => after[i] !== line).length;
      const seeds = after.map((l) => (JSON.parse(l) as { seed: number }).seed);
      duplicated += seeds.length - new Set(seeds).size;
      // A survey that ends by itself leaves no temporary file and no lock (only one killed outright can).
      const left = leftovers();
      if (killedBy === null) {
        expect(left.filter((f) => !leftBefore.includes(f))).toEqual([]);
        expect(existsSync(`${out}.lock`)).toBe(false);
      }
    }
    // The figures of docs/reliability.md: STRANGER_REPORT=1 prints them.
    if (process.env.STRANGER_REPORT !== undefined)
      console.log(
        `signals: ${TRIALS} trials, ends ${JSON.stringify(Object.fromEntries(kinds))}, lost ${lost}, duplicated ${duplicated}`,
      );
    expect({ lost, duplicated }).toEqual({ lost: 0, duplicated: 0 });
    // Every kind of end happened.
    expect(kinds.get('SIGKILL')).toBeGreaterThan(0);
    expect((kinds.get('143') ?? 0) + (kinds.get('130') ?? 0)).toBeGreaterThan(0);
    // The last run finishes the range: each seed once, every earlier record kept.
    const before = wholeLines(out);
    const last = await cliAsync([...ARGS, '--quiet', '--out', out]);
    expect(last.status).toBe(0);
    const after = wholeLines(out);
    expect(after.slice(0, before.length)).toEqual(before);
    const seeds = after.map((l) => (JSON.parse(l) as { seed: number }).seed);
    expect(seeds).toHaveLength(COUNT);
    expect(new Set(seeds).size).toBe(COUNT);
    expect(existsSync(`${out}.lock`)).toBe(false);
  });
});
