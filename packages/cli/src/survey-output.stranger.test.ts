/**
 * A survey's output file changed under it: deleted, replaced by another file, cut short, written by
 * something else, then a full disk. The survey checks the file's identity (device and inode) and
 * size before each write and at the end; any change stops it with exit 1 and a message naming the
 * file, and the file is left as it was found: never written again, never recreated, never
 * lengthened with zero bytes to a size the survey remembered.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import type * as Fs from 'node:fs';
import {
  existsSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  truncateSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CliIo } from './io.js';
import { OutputFileChanged, openSurveyOutput } from './survey-output.js';
import type { SurveyRecord, SurveySettings } from './survey-record.js';
import { SUBPROCESS_GUARD_MS } from '../../../testing/guard.js';
import { BIN } from './testing/cli.js';
import { ON_WINDOWS } from './testing/platform.js';

/** Writes to files fail when the test says so, after doing what it says to the file (the rest of node:fs is the real one). */
const disk = vi.hoisted((): { full: boolean; before: (() => void) | null } => ({ full: false, before: null }));
vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof Fs>();
  const writeSync = (fd: number, buffer: Uint8Array, offset?: number, length?: number) => {
    disk.before?.();
    if (disk.full) throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    return fs.writeSync(fd, buffer, offset, length);
  };
  return { ...fs, default: { ...fs, writeSync }, writeSync };
});

const dir = mkdtempSync(join(tmpdir(), 'rs-survey-output-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
beforeEach(() => {
  disk.full = false;
  disk.before = null;
});
/** The surveys started by a test: one still running when it ends (a failure) is stopped. */
const running = new Set<ChildProcess>();
afterEach(() => {
  for (const child of running) child.kill('SIGKILL');
  running.clear();
});

let files = 0;
/** A new file name in the test's folder. */
const fileName = (name: string): string => join(dir, `${++files}-${name}`);

const BASE = ['survey', '--rule', 'C', '--from', '100', '--budget', '1e4', '--jobs', '1', '--quiet'];
/** A survey long enough to be running while the test changes its file. */
const LONG = [...BASE, '--count', '100000'];

/** One whole record line of the surveys of this file (seed 100), as a survey writes it. */
const RECORD_LINE = /^\{"seed":\d+,"gameCode":"RU1-C-[A-Z]{7}",.*\}$/;

/** Runs a long survey on `out`, does `change` to the file once it holds records, and gives how the survey ended. */
async function changedUnder(out: string, change: () => void): Promise<{ status: number | null; stderr: string }> {
  const child: ChildProcess = spawn(process.execPath, [BIN, ...LONG, '--out', out], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  running.add(child);
  child.on('close', () => running.delete(child));
  let stderr = '';
  child.stderr!.setEncoding('utf8').on('data', (d: string) => (stderr += d));
  const end = new Promise<number | null>((resolve) => child.on('close', resolve));
  const deadline = Date.now() + SUBPROCESS_GUARD_MS;
  while (!(existsSync(out) && statSync(out).size > 500) && Date.now() < deadline)
    await new Promise((r) => setTimeout(r, 25));
  expect(statSync(out).size).toBeGreaterThan(500);
  change();
  return { status: await end, stderr };
}

// Renaming over an open file and deleting it are POSIX's: not on Windows.
const posix = describe.skipIf(ON_WINDOWS);

posix('an output file changed while the survey writes it', () => {
  it('deleted: the survey stops with exit 1 naming it, and does not make it again', async () => {
    const out = fileName('deleted.jsonl');
    const run = await changedUnder(out, () => unlinkSync(out));
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/deleted\.jsonl was deleted while the survey wrote it: the survey stopped/);
    expect(existsSync(out)).toBe(false);
    expect(existsSync(`${out}.lock`)).toBe(false);
  });

  it('replaced by another file: the survey stops with exit 1, and the new file is untouched', async () => {
    const out = fileName('replaced.jsonl');
    const other = fileName('other.jsonl');
    writeFileSync(other, 'not a survey file\n');
    const run = await changedUnder(out, () => renameSync(other, out));
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('replaced.jsonl was replaced by another file while the survey wrote it');
    expect(readFileSync(out, 'utf8')).toBe('not a survey file\n');
  });

  it('cut short: the survey stops with exit 1, and writes at most the record it was writing', async () => {
    const out = fileName('cut.jsonl');
    const run = await changedUnder(out, () => truncateSync(out, 0));
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/cut\.jsonl was cut short, to \d+ of the \d+ bytes the survey left/);
    // A write under way as the file was cut may still land (no lock stops another process): one whole record at most.
    const lines = readFileSync(out, 'utf8').split('\n');
    expect(lines.pop()).toBe('');
    expect(lines.length).toBeLessThanOrEqual(1);
    for (const line of lines) expect(line).toMatch(RECORD_LINE);
  });
});

describe('the checks of the output file, in the process (simulated writes)', () => {
  const settings: SurveySettings = { rule: 'C', budget: 10_000, groupLimit: 20, takeBack: true };
  const range = { from: 0, count: 10 };
  const io = { stdout: { write: () => true }, stderr: { write: () => true } } as unknown as CliIo;
  /** The record of seed `seed` (a verdict as a survey of these settings writes it). */
  const recordOf = (seed: number, code: string): SurveyRecord => ({
    ...settings,
    seed,
    gameCode: code,
    status: 'unknown',
    nodes: 10_000,
    ms: 3,
    moves: 0,
  });
  const first = recordOf(0, 'RU1-C-AAAAAAA');
  const second = recordOf(1, 'RU1-C-AAAAAAB');

  it('a file cut short, then a full disk: refused before the write, and never padded with zero bytes', () => {
    const out = fileName('padded.jsonl');
    const output = openSurveyOutput(out, settings, range, io);
    if (!output.ok) throw new Error(output.error.message);
    output.value.write([first]);
    const written = statSync(out).size;
    expect(written).toBeGreaterThan(100);
    truncateSync(out, 0);
    disk.full = true;
    expect(() => output.value.write([second])).toThrow(OutputFileChanged);
    expect(output.value.changed()?.message).toMatch(
      /padded\.jsonl was cut short, to 0 of the \d+ bytes the survey left/,
    );
    output.value.close();
    expect(statSync(out).size).toBe(0);
  });

  it('a file cut short between the check and a write that fails: the file is not lengthened to the size remembered', () => {
    const out = fileName('raced.jsonl');
    const output = openSurveyOutput(out, settings, range, io);
    if (!output.ok) throw new Error(output.error.message);
    output.value.write([first]);
    // Cut short just as the write begins, then the disk is full.
    disk.before = () => {
      disk.before = null;
      truncateSync(out, 0);
    };
    disk.full = true;
    expect(() => output.value.write([second])).toThrow(/ENOSPC/);
    output.value.close();
    expect(readFileSync(out)).toEqual(Buffer.alloc(0));
  });

  it('a change after the last write is seen at the end; a file left as it was is not', () => {
    const out = fileName('end.jsonl');
    const output = openSurveyOutput(out, settings, range, io);
    if (!output.ok) throw new Error(output.error.message);
    output.value.write([first]);
    expect(output.value.changed()).toBeNull();
    writeFileSync(out, 'more\n', { flag: 'a' });
    expect(output.value.changed()?.message).toMatch(
      /end\.jsonl was written by something else: it holds \d+ bytes, not the \d+ the survey left/,
    );
    output.value.close();
  });
});
