/**
 * A survey's exit status tells the truth about how it ended, whatever happens to its stdout, and
 * its output file is never its own stdout or stderr:
 *
 * - Ctrl-C on `survey … | tee log` ends both: the survey says 130 (SIGTERM: 143), in whichever
 *   order the two go, though the summary it writes then finds no reader (it used to exit 0).
 * - a reader of stdout that goes away before the survey wrote all it writes there (the records,
 *   or the summary with `--out`) ends it with 141, as a tool that a closed pipe ends: it did not
 *   do all it was asked, and says so to `set -o pipefail`.
 * - `survey --out F > F` and `--out /dev/stdout > F` are refused before anything is written: F is
 *   left exactly as it was.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { SUBPROCESS_GUARD_MS } from '../../../testing/guard.js';
import { BIN } from './testing/cli.js';
import { HAS_DEV_FULL, ON_WINDOWS } from './testing/platform.js';

const dir = mkdtempSync(join(tmpdir(), 'rs-survey-exit-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const BASE = ['survey', '--rule', 'C', '--from', '100', '--budget', '1e4', '--jobs', '1', '--quiet'];
/** A survey long enough to be running while the test acts. */
const LONG = [...BASE, '--count', '100000'];

let files = 0;
/** A new file name in the test's folder. */
const fileName = (name: string): string => join(dir, `${++files}-${name}`);

/** The processes started by a test: one still running when it ends (a failure) is stopped. */
const running = new Set<ChildProcess>();
afterEach(() => {
  for (const child of running) child.kill('SIGKILL');
  running.clear();
});

/** How a process ended: its exit status, or the signal that ended it (the test stops it if it has not ended by then). */
function ended(child: ChildProcess): Promise<{ status: number | null; signal: NodeJS.Signals | null }> {
  running.add(child);
  return new Promise((resolve) =>
    child.on('close', (status, signal) => {
      running.delete(child);
      resolve({ status, signal });
    }),
  );
}

/** Waits until `file` holds at least `bytes` bytes (the survey is under way). */
async function grown(file: string, bytes = 1): Promise<void> {
  const deadline = Date.now() + SUBPROCESS_GUARD_MS;
  while (!(existsSync(file) && statSync(file).size >= bytes) && Date.now() < deadline)
    await new Promise((r) => setTimeout(r, 25));
  expect(statSync(file).size).toBeGreaterThanOrEqual(bytes);
}

/** Starts `tee LOG` and a survey whose stdout goes into it (`survey … | tee LOG`). */
function surveyIntoTee(args: readonly string[]) {
  const tee = spawn('tee', [fileName('tee.log')], { stdio: ['pipe', 'ignore', 'ignore'] });
  const survey = spawn(process.execPath, [BIN, ...args], { stdio: ['ignore', tee.stdin, 'pipe'] });
  // Only the two processes hold the pipe: the survey writes into it, tee reads it.
  tee.stdin.destroy();
  let stderr = '';
  survey.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
  return { tee, survey, teeEnd: ended(tee), surveyEnd: ended(survey), stderr: () => stderr };
}

// Signals with their handlers, pipes and tee are POSIX's: not on Windows.
const posix = describe.skipIf(ON_WINDOWS);

posix('an interrupted survey says so, whatever happened to its stdout', () => {
  it('Ctrl-C on survey --out F | tee: tee goes first, then the survey: 130, not 0', async () => {
    const out = fileName('tee-first.jsonl');
    const run = surveyIntoTee([...LONG, '--out', out]);
    await grown(out);
    run.tee.kill('SIGINT');
    await run.teeEnd;
    run.survey.kill('SIGINT');
    const end = await run.surveyEnd;
    expect(end, run.stderr()).toEqual({ status: 130, signal: null });
    expect(run.stderr()).not.toMatch(/EPIPE|Error| {4}at /);
    expect(existsSync(`${out}.lock`)).toBe(false);
  });

  it('SIGTERM in the same order: 143', async () => {
    const out = fileName('tee-term.jsonl');
    const run = surveyIntoTee([...LONG, '--out', out]);
    await grown(out);
    run.tee.kill('SIGTERM');
    await run.teeEnd;
    run.survey.kill('SIGTERM');
    expect(await run.surveyEnd).toEqual({ status: 143, signal: null });
  });

  it('Ctrl-C to both at once, records on stdout (survey | tee): interrupted, never 0', async () => {
    const run = surveyIntoTee(LONG);
    // The records come through tee to its log: the survey is under way.
    await grown(join(dir, `${files}-tee.log`), 200);
    // A terminal's Ctrl-C reaches both at the same instant, so the survey holds the signal before
    // tee can die: the survey first, as two calls can do it. It may still find its reader gone
    // before it reads the signal, and must then say it was interrupted.
    run.survey.kill('SIGINT');
    run.tee.kill('SIGINT');
    const end = await run.surveyEnd;
    // 130 from the survey's handler, or killed by the signal itself had the handler gone already.
    expect([130, 'SIGINT']).toContain(end.status ?? end.signal);
  });
});

posix('a reader of stdout that goes away before the survey is done', () => {
  it('survey | head -1: 141, quietly', async () => {
    const child = spawn(process.execPath, [BIN, ...LONG], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    child.stdout.once('data', () => child.stdout.destroy());
    const end = await ended(child);
    expect(end).toEqual({ status: 141, signal: null });
    expect(stderr).not.toMatch(/EPIPE|Error| {4}at /);
  });

  it('survey --out F with no reader left for its summary: every record in F, and 141', async () => {
    const out = fileName('no-summary.jsonl');
    const child = spawn(process.execPath, [BIN, ...BASE, '--count', '20', '--out', out], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.destroy();
    child.stderr.resume();
    expect(await ended(child)).toEqual({ status: 141, signal: null });
    expect(readFileSync(out, 'utf8').trimEnd().split('\n')).toHaveLength(20);
    // With a reader, the same survey (all done) is 0.
    const again = spawn(process.execPath, [BIN, ...BASE, '--count', '20', '--out', out], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    again.stdout.resume();
    again.stderr.resume();
    expect(await ended(again)).toEqual({ status: 0, signal: null });
  });
});

// Linux's /dev/full stands for a full disk (macOS and Windows have none).
describe.skipIf(!HAS_DEV_FULL)('a stdout that cannot be written (a full disk)', () => {
  it('survey --out F > /dev/full: every record in F, and exit 1 saying the summary could not be written', async () => {
    const out = fileName('full-stdout.jsonl');
    const full = openSync('/dev/full', 'w');
    const child = spawn(process.execPath, [BIN, ...BASE, '--count', '3', '--out', out], {
      stdio: ['ignore', full, 'pipe'],
    });
    closeSync(full);
    let stderr = '';
    child.stderr!.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    expect(await ended(child)).toEqual({ status: 1, signal: null });
    expect(stderr).toMatch(/cannot write to stdout: ENOSPC/);
    expect(readFileSync(out, 'utf8').trimEnd().split('\n')).toHaveLength(3);
  });
});

posix('an output file that is the survey’s own stdout', () => {
  /** Runs a survey with its stdout appending to `file` (`>> file`); gives its exit status and stderr. */
  async function intoFile(args: readonly string[], file: string) {
    const target = openSync(file, 'a');
    const child = spawn(process.execPath, [BIN, ...args], { stdio: ['ignore', target, 'pipe'] });
    closeSync(target);
    let stderr = '';
    child.stderr!.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    const end = await ended(child);
    return { status: end.status, stderr };
  }

  const cases: [string, (file: string) => string][] = [
    ['survey --out F > F', (file) => file],
    ['survey --out /dev/stdout > F', () => '/dev/stdout'],
  ];
  for (const [what, outOf] of cases)
    it(`${what} is refused before anything is written`, async () => {
      const file = fileName('same.jsonl');
      // A file with a record in it already, as a resumed survey finds it.
      const before = readFileSync(await oneRecord(), 'utf8');
      writeFileSync(file, before);
      const run = await intoFile([...BASE, '--count', '5', '--out', outOf(file)], file);
      expect(run.status).toBe(2);
      expect(run.stderr).toContain("is the survey's stdout itself");
      expect(readFileSync(file, 'utf8')).toBe(before);
      expect(existsSync(`${file}.lock`)).toBe(false);
    });
});

let record: string | null = null;
/** A file holding one record of the surveys above (made once). */
async function oneRecord(): Promise<string> {
  if (record !== null) return record;
  const file = fileName('one.jsonl');
  const child = spawn(process.execPath, [BIN, ...BASE, '--count', '1', '--out', file], { stdio: 'ignore' });
  expect((await ended(child)).status).toBe(0);
  return (record = file);
}
