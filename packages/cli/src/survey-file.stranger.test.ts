import { execFileSync, spawn, spawnSync } from 'node:child_process';
import {
  closeSync,
  existsSync,
  ftruncateSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatCode } from '@russian-solitaire/dealer';
import { unwrap } from '@russian-solitaire/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHUNK_BYTES, MAX_LINE_BYTES, type ReadAt, bytesReader, readSurveyFile } from './survey-file.js';
import { type SurveyRecord, settingsOf, surveyLineText } from './survey-record.js';
import { SUBPROCESS_GUARD_MS } from '../../../testing/guard.js';
import { BIN, cliAsync } from './testing/cli.js';
import { measuredCli } from './testing/peak.js';
import { HAS_DEV_FULL, HAS_UTIL_LINUX_SCRIPT, ON_WINDOWS } from './testing/platform.js';
import { anyRecord } from './testing/records.js';
import { errorOf } from './testing/result.js';
import fc from 'fast-check';

const dir = mkdtempSync(join(tmpdir(), 'rs-survey-file-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const FROM = 100;
const COUNT = 4;
const BASE = ['survey', '--rule', 'C', '--from', String(FROM), '--budget', '1e4', '--jobs', '1', '--quiet'];

/** The lines of a survey of seeds 100–103, made once. */
let lines: string[] = [];
beforeAll(async () => {
  const out = join(dir, 'base.jsonl');
  const r = await cliAsync([...BASE, '--count', String(COUNT), '--out', out]);
  expect(r.status).toBe(0);
  lines = readFileSync(out, 'utf8').trimEnd().split('\n');
  expect(lines).toHaveLength(COUNT);
});

let files = 0;
/** A new file with these contents. */
function fileWith(contents: string | Buffer): string {
  const file = join(dir, `f${++files}.jsonl`);
  writeFileSync(file, contents);
  return file;
}

/** Runs a survey of seeds 100–103 into `file`; checks that it is refused (exit 2) and leaves the file as it was. */
async function expectRefused(file: string, args: string[] = []): Promise<string> {
  const before = readFileSync(file);
  const r = await cliAsync([...BASE, '--count', String(COUNT), ...args, '--out', file]);
  expect(r.status).toBe(2);
  expect(readFileSync(file).equals(before)).toBe(true);
  expect(r.stderr).not.toContain('    at ');
  expect(existsSync(`${file}.lock`)).toBe(false);
  return r.stderr;
}

/** A line of the base survey with fields changed. */
function forged(index: number, change: Partial<Record<keyof SurveyRecord, unknown>>): string {
  return JSON.stringify({ ...(JSON.parse(lines[index]!) as SurveyRecord), ...change });
}

describe('survey --out: resuming checks every line and never damages the file', () => {
  it('refuses a file with a line that is not UTF-8, every time, and keeps it byte for byte', async () => {
    const file = fileWith(
      Buffer.concat([
        Buffer.from(`${lines[0]}\n`),
        Buffer.from([0xff, 0xfe, 0x0a]),
        Buffer.from(`${lines[1]}\n{"seed`),
      ]),
    );
    expect(await expectRefused(file)).toMatch(/line 2, is not UTF-8 text/);
    expect(await expectRefused(file)).toMatch(/line 2, is not UTF-8 text/);
  });

  it('refuses a complete last line that is not a record (it is not "truncated")', async () => {
    const file = fileWith(`${lines[0]}\n${lines[1]}\n{"seed":101}\n`);
    expect(await expectRefused(file)).toMatch(/line 3, is not a survey record/);
  });

  it('refuses forged records, naming the line', async () => {
    const cases: [string, RegExp][] = [
      [
        forged(1, { status: (JSON.parse(lines[1]!) as SurveyRecord).status === 'solved' ? 'unsolvable' : 'solved' }),
        /line 2, .*status/,
      ],
      [forged(1, { nodes: -3 }), /line 2, .*nodes is -3/],
      [
        forged(1, { gameCode: 'garbage' }),
        /line 2, .*gameCode is "garbage", but seed 101 under rule C is RU1-C-AAAAADX/,
      ],
      [forged(1, { seed: 99_999_999_999 }), /line 2, .*seed is 99999999999/],
      [
        forged(1, { seed: 200, gameCode: unwrap(formatCode({ rule: 'C', seed: 200 })) }),
        /line 2, has seed 200, outside this survey's seeds 100–103/,
      ],
      [
        forged(1, { takeBack: false }),
        /line 2, was made with .*"takeBack":false\}; this survey uses .*"takeBack":true\}/,
      ],
    ];
    for (const [line, message] of cases) {
      const file = fileWith(`${lines[0]}\n${line}\n${lines[2]}\n`);
      expect(await expectRefused(file)).toMatch(message);
    }
  });

  it('cuts a truncated last line on bytes, after multi-byte text, and resumes', async () => {
    const file = fileWith(`${lines[0]}\n\u00a0\n${lines[1]}\n${lines[2]!.slice(0, 20)}`);
    const r = await cliAsync([...BASE, '--count', String(COUNT), '--out', file]);
    expect(r.status).toBe(0);
    expect(r.stderr).toContain('dropped a truncated last line');
    const text = readFileSync(file, 'utf8');
    expect(text.startsWith(`${lines[0]}\n\u00a0\n${lines[1]}\n{"seed":`)).toBe(true);
    const seeds = text
      .split('\n')
      .filter((l) => l.trim().length > 0)
      .map((l) => (JSON.parse(l) as SurveyRecord).seed)
      .sort((a, b) => a - b);
    expect(seeds).toEqual([100, 101, 102, 103]);
    // And the file resumes cleanly again.
    expect((await cliAsync([...BASE, '--count', String(COUNT), '--out', file])).status).toBe(0);
  });

  it('refuses an --out that is not a regular file at once: a device, a FIFO, a directory', ({ skip }) => {
    skip(ON_WINDOWS, "FIFOs and /dev devices are POSIX's");
    const fifo = join(dir, 'fifo');
    execFileSync('mkfifo', [fifo]);
    // `/dev/stdout` is what the test reads the command's output from (a socket, from Node).
    const devices = ['/dev/null', '/dev/zero', ...(HAS_DEV_FULL ? ['/dev/full'] : []), '/dev/stdout'];
    for (const out of [...devices, fifo, dir]) {
      const r = spawnSync(process.execPath, [BIN, ...BASE, '--count', '2', '--out', out], {
        encoding: 'utf8',
        timeout: SUBPROCESS_GUARD_MS,
      });
      expect(r.error).toBeUndefined();
      expect(r.status).toBe(2);
      expect(r.stderr).toMatch(
        /is not a regular file \(it is (a character device|a pipe \(FIFO\)|a socket|a directory)\): --out takes/,
      );
      expect(r.stderr.split('\n')[0]).not.toContain('\n');
    }
    expect(existsSync(`${fifo}.lock`)).toBe(false);
    const summary = spawnSync(process.execPath, [BIN, 'summary', fifo], {
      encoding: 'utf8',
      timeout: SUBPROCESS_GUARD_MS,
    });
    expect(summary.error).toBeUndefined();
    expect(summary.status).toBe(2);
    expect(summary.stderr).toContain('is not a regular file (it is a pipe (FIFO))');
  });
});

describe('survey --out: one writer at a time', () => {
  it('refuses a second survey on the same file, and removes its lock on SIGTERM', async ({ skip }) => {
    skip(ON_WINDOWS, "kill('SIGTERM') on Windows ends the process outright: no handler, no exit code 143");
    const out = join(dir, 'locked.jsonl');
    const first = spawn(process.execPath, [...[BIN], ...BASE, '--count', '100000', '--out', out]);
    const firstEnd = new Promise<number | null>((resolve) => first.on('close', resolve));
    first.stdout.resume();
    first.stderr.resume();
    const lock = `${out}.lock`;
    for (let i = 0; i < 200 && !existsSync(lock); i++) await new Promise((r) => setTimeout(r, 25));
    expect(readFileSync(lock, 'utf8')).toBe(`${first.pid} ${hostname()}\n`);
    const second = await cliAsync([...BASE, '--count', '100000', '--out', out]);
    expect(second.status).toBe(2);
    expect(second.stderr).toContain(`locked.jsonl is being written by process ${first.pid} on ${hostname()}`);
    // Stop it once it has written records, so that "kept whole" is about a file with lines in it.
    for (let i = 0; i < 400 && statSync(out).size === 0; i++) await new Promise((r) => setTimeout(r, 25));
    expect(statSync(out).size).toBeGreaterThan(0);
    first.kill('SIGTERM');
    expect(await firstEnd).toBe(143);
    expect(existsSync(lock)).toBe(false);
    expect(readFileSync(out, 'utf8').endsWith('\n')).toBe(true);
  });

  it('removes the lock after a run, takes over a stale lock, and refuses a lock of another host', async () => {
    const out = join(dir, 'stale.jsonl');
    expect((await cliAsync([...BASE, '--count', '2', '--out', out])).status).toBe(0);
    expect(existsSync(`${out}.lock`)).toBe(false);
    // A survey killed outright left its lock: its process is gone.
    const gone = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' });
    writeFileSync(`${out}.lock`, `${gone.stdout.trim()} ${hostname()}\n`);
    expect((await cliAsync([...BASE, '--count', '3', '--out', out])).status).toBe(0);
    expect(existsSync(`${out}.lock`)).toBe(false);
    writeFileSync(`${out}.lock`, `1 elsewhere.example\n`);
    const other = await cliAsync([...BASE, '--count', '3', '--out', out]);
    expect(other.status).toBe(2);
    expect(other.stderr).toContain('is being written by process 1 on elsewhere.example');
    expect(existsSync(`${out}.lock`)).toBe(true);
  });
});

describe('survey output in a pipeline and in words', () => {
  it('ends quietly with exit 141 when the reader of stdout goes away (| head -1): it did not survey the range', async () => {
    const child = spawn(process.execPath, [BIN, ...BASE, '--count', '5000']);
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    child.stdout.once('data', () => child.stdout.destroy());
    const status = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(status).toBe(141);
    expect(stderr).not.toMatch(/EPIPE|Error| {4}at /);
  });

  /** The terminal's "erase to the end of the line". */
  const ERASE = '\u001b[K';
  const hasScript = HAS_UTIL_LINUX_SCRIPT;
  it.skipIf(!hasScript)('on a terminal of 80 columns: records never share the progress line, which fits', () => {
    // `script` gives the command a terminal for stdout and stderr both, as a user's shell does.
    const command = ['stty cols 80;', process.execPath, BIN, ...BASE.filter((a) => a !== '--quiet'), '--count', '30'];
    const r = spawnSync('script', ['-qfc', command.join(' '), '/dev/null'], {
      encoding: 'utf8',
      timeout: SUBPROCESS_GUARD_MS,
    });
    expect(r.status).toBe(0);
    const screen = r.stdout;
    const records = screen.match(/\{"seed":.*?\}(?=\r?\n)/g) ?? [];
    expect(records).toHaveLength(30);
    for (const line of screen.split('\n')) {
      const at = line.indexOf('{"seed"');
      // A record starts its line, or follows the progress line taken away (carriage return, erase).
      if (at > 0) expect(line.slice(0, at).endsWith(`\r${ERASE}`)).toBe(true);
    }
    const drawn = screen
      .split('\r')
      .filter((piece) => piece.length > ERASE.length && piece.endsWith(ERASE))
      .map((piece) => piece.slice(0, -ERASE.length));
    expect(drawn.length).toBeGreaterThan(0);
    for (const text of drawn) {
      expect(text.length).toBeLessThan(80);
      expect(text).toMatch(/solved \d+ unsolvable \d+ unknown \d+$/);
    }
  });

  it('says 1 deal and 1 worker thread', async () => {
    const r = await cliAsync([...BASE, '--count', '1']);
    expect(r.status).toBe(0);
    expect(r.stderr).toContain('1 deal to decide on 1 worker thread\n');
    expect(r.stderr).toMatch(/^Survey of 1 deal, seeds 100–100 /m);
    const out = join(dir, 'one.jsonl');
    writeFileSync(out, `${lines[0]}\n`);
    const s = await cliAsync(['summary', out]);
    expect(s.status).toBe(0);
    expect(s.stdout).toMatch(/^Summary of 1 deal in 1 file, /);
  });
});

describe('summary reads with the same checks', () => {
  it('refuses forged records and lines that are not UTF-8, naming the file and line', async () => {
    const forgedFile = fileWith(`${lines[0]}\n${forged(1, { nodes: -1 })}\n`);
    const r = await cliAsync(['summary', forgedFile]);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/f\d+\.jsonl, line 2, .*nodes is -1/);
    const binary = fileWith(Buffer.concat([Buffer.from(`${lines[0]}\n`), Buffer.from([0xc3, 0x28, 0x0a])]));
    expect((await cliAsync(['summary', binary])).stderr).toMatch(/line 2, is not UTF-8 text/);
    const cut = fileWith(`${lines[0]}\n${lines[1]!.slice(0, 10)}`);
    const ok = await cliAsync(['summary', cut]);
    expect(ok.status).toBe(0);
    expect(ok.stderr).toContain('left out a truncated last line');
    expect(readFileSync(cut, 'utf8')).toBe(`${lines[0]}\n${lines[1]!.slice(0, 10)}`);
  });
});

/** A sparse file: `size` bytes of which only `head` is written (the rest reads as zero bytes). */
function sparseFile(head: string, size: number): string {
  const file = join(dir, `sparse${++files}.jsonl`);
  writeFileSync(file, head);
  const fd = openSync(file, 'r+');
  ftruncateSync(fd, size);
  closeSync(fd);
  return file;
}

/** About 100 MB: the most memory a resume or a summary may take, whatever the size of the file. */
const MEMORY_LIMIT = 100 * 2 ** 20;
const GIB = 2 ** 30;

// Sparse files of gigabytes are not sparse on Windows (NTFS would write them out).
const sparse = describe.skipIf(ON_WINDOWS);
sparse('survey files of any size: read in bounded memory, with a verdict that says what is wrong', () => {
  it('refuses a sparse 3 GiB file (zero bytes, no newline) as too long, at once, resuming and summarising', async () => {
    const file = sparseFile('', 3 * GIB);
    const resume = await measuredCli([...BASE, '--count', String(COUNT), '--out', file], { timeoutMs: 30_000 });
    expect(resume.status).toBe(2);
    expect(resume.stderr).toContain(`line 1, is too long to be a survey record (more than ${MAX_LINE_BYTES} bytes`);
    expect(resume.peakBytes).toBeLessThan(MEMORY_LIMIT);
    expect(statSync(file).size).toBe(3 * GIB);
    expect(existsSync(`${file}.lock`)).toBe(false);
    const summary = await measuredCli(['summary', file], { timeoutMs: 30_000 });
    expect(summary.status).toBe(2);
    expect(summary.stderr).toContain('line 1, is too long to be a survey record');
    expect(summary.peakBytes).toBeLessThan(MEMORY_LIMIT);
  });

  it('refuses records followed by a 2 GiB hole, naming the line after them', async () => {
    const file = sparseFile(`${lines[0]}\n${lines[1]}\n`, 2 * GIB + 5);
    const summary = await measuredCli(['summary', file], { timeoutMs: 30_000 });
    expect(summary.status).toBe(2);
    expect(summary.stderr).toContain('line 3, is too long to be a survey record');
    expect(summary.peakBytes).toBeLessThan(MEMORY_LIMIT);
    const resume = await cliAsync([...BASE, '--count', String(COUNT), '--out', file]);
    expect(resume.status).toBe(2);
    expect(resume.stderr).toContain('line 3, is too long');
    expect(statSync(file).size).toBe(2 * GIB + 5);
  });

  it('reads only what it must of a huge line: a 3 GiB stream of zero bytes costs one chunk', () => {
    let read = 0;
    const zeros: ReadAt = (buffer, position) => {
      const n = Math.max(0, Math.min(buffer.length, 3 * GIB - position));
      buffer.fill(0, 0, n);
      read += n;
      return n;
    };
    const e = errorOf(readSurveyFile(zeros, 'huge', { settings: null, range: null }));
    expect(e).toMatchObject({ line: 1, problem: 'too-long' });
    expect(read).toBeLessThanOrEqual(CHUNK_BYTES);
  });

  it('takes a line of exactly the limit, refuses one byte more, even across chunks', () => {
    const settings = settingsOf(JSON.parse(lines[0]!) as SurveyRecord);
    // Blank lines up to just before the end of the first chunk, so that the long line spans two chunks.
    const blanks = `${' '.repeat(99)}\n`.repeat(Math.floor((CHUNK_BYTES - 700) / 100));
    const pad = (n: number) => `${lines[0]}\n${blanks}${' '.repeat(n)}\n${lines[1]}\n`;
    const fits = readSurveyFile(bytesReader(Buffer.from(pad(MAX_LINE_BYTES))), 'f', { settings, range: null });
    expect(fits.ok && fits.value.seeds.size).toBe(2);
    expect(
      errorOf(readSurveyFile(bytesReader(Buffer.from(pad(MAX_LINE_BYTES + 1))), 'f', { settings, range: null })),
    ).toMatchObject({ line: 1 + blanks.split('\n').length, problem: 'too-long' });
  });

  it('has room for the longest record a survey can write', () => {
    let longest = 0;
    fc.assert(
      fc.property(anyRecord, (record) => {
        longest = Math.max(longest, surveyLineText(record).length);
      }),
      { numRuns: 2000 },
    );
    expect(longest).toBeGreaterThan(150);
    expect(longest).toBeLessThan(MAX_LINE_BYTES / 2);
  });
});

describe('a seed recorded twice is refused, naming both lines', () => {
  it('refuses a forged verdict before the true one, resuming and summarising, and leaves the file as it was', async () => {
    const truth = JSON.parse(lines[1]!) as SurveyRecord;
    const lie = forged(1, {
      status: truth.status === 'solved' ? 'unsolvable' : 'solved',
      moves: truth.status === 'solved' ? 0 : 12,
    });
    const file = fileWith(`${lines[0]}\n${lie}\n${lines[2]}\n${lines[1]}\n`);
    const refused = await expectRefused(file);
    expect(refused).toContain(`line 4, has seed ${truth.seed} again, already on line 2`);
    const summary = await cliAsync(['summary', file]);
    expect(summary.status).toBe(2);
    expect(summary.stderr).toContain(`line 4, has seed ${truth.seed} again, already on line 2`);
    // The same record twice, word for word, is refused too.
    expect(await expectRefused(fileWith(`${lines[0]}\n${lines[0]}\n`))).toContain(
      'line 2, has seed 100 again, already on line 1',
    );
  });

  it('refuses a seed found in two files, naming both, and one file given twice under two names', async () => {
    const a = fileWith(`${lines[0]}\n${lines[1]}\n`);
    const b = fileWith(`${lines[2]}\n${lines[1]}\n`);
    const overlap = await cliAsync(['summary', a, b]);
    expect(overlap.status).toBe(2);
    expect(overlap.stderr).toContain(`${b}, line 2, has seed 101, which is in ${a} (line 2) too: the files overlap`);
    const link = join(dir, `hard-link-${files}.jsonl`);
    execFileSync('ln', [a, link]);
    const twice = await cliAsync(['summary', a, link]);
    expect(twice.status).toBe(2);
    expect(twice.stderr).toContain(`${link} and ${a} are the same file`);
  });
});

describe('an unfinished last line is dropped only when it is the beginning of a record', () => {
  it('refuses a foreign last line that merely starts like a record, with its line number', async () => {
    const foreign = `{"seed":${'7'.repeat(10)}${'x'.repeat(900)}`;
    const file = fileWith(`${lines[0]}\n${lines[1]}\n${foreign}`);
    expect(await expectRefused(file)).toContain(
      'line 3, is not a survey record (not JSON), nor the beginning of one cut short',
    );
    const summary = await cliAsync(['summary', file]);
    expect(summary.status).toBe(2);
    expect(summary.stderr).toContain('line 3, is not a survey record');
  });

  it('refuses 50 MB of trailing spaces as a line too long, without reading them all', async () => {
    const file = fileWith(Buffer.concat([Buffer.from(`${lines[0]}\n`), Buffer.alloc(50 * 2 ** 20, 0x20)]));
    expect(await expectRefused(file)).toContain('line 2, is too long to be a survey record');
  });

  it('refuses the beginning of a record made with other settings, or of a seed outside the range', async () => {
    const other = forged(1, { budget: 77 });
    const cut = other.slice(0, other.indexOf('"budget":') + 11);
    expect(await expectRefused(fileWith(`${lines[0]}\n${cut}`))).toContain('line 2, is not a survey record');
    expect(await expectRefused(fileWith(`${lines[0]}\n{"seed":99,"co`))).toContain('line 2, is not a survey record');
  });

  it('drops every beginning of a record the survey writes, and resumes to the whole range', async () => {
    const cuts = [1, 8, 9, 30, lines[3]!.length - 1];
    for (const at of cuts) {
      const file = fileWith(`${lines[0]}\n${lines[3]!.slice(0, at)}`);
      const r = await cliAsync([...BASE, '--count', String(COUNT), '--out', file]);
      expect(r.status).toBe(0);
      expect(r.stderr).toContain('dropped a truncated last line');
      const seeds = readFileSync(file, 'utf8')
        .trimEnd()
        .split('\n')
        .map((l) => (JSON.parse(l) as SurveyRecord).seed);
      expect(seeds.sort((x, y) => x - y)).toEqual([100, 101, 102, 103]);
    }
  });
});
