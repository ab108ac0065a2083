import { type ChildProcessWithoutNullStreams, execFileSync, spawn, spawnSync } from 'node:child_process';
import type * as Fs from 'node:fs';
import {
  existsSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { identityLockPath, lockSurveyFile } from './survey-lock.js';
import { SUBPROCESS_GUARD_MS } from '../../../testing/guard.js';
import { BIN, cliAsync } from './testing/cli.js';
import { ON_WINDOWS } from './testing/platform.js';

/** Writes to files fail or fall short when the test says so (the rest of node:fs is the real one). */
type DiskMode = 'ok' | 'full' | 'one-byte';
const disk = vi.hoisted((): { mode: DiskMode } => ({ mode: 'ok' }));
vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof Fs>();
  const writeSync = (fd: number, buffer: Uint8Array, offset?: number, length?: number) => {
    if (disk.mode === 'full')
      throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    const n = disk.mode === 'one-byte' ? Math.min(1, length ?? buffer.length) : length;
    return fs.writeSync(fd, buffer, offset, n);
  };
  return { ...fs, default: { ...fs, writeSync }, writeSync };
});

const dir = mkdtempSync(join(tmpdir(), 'rs-survey-lock-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
beforeEach(() => {
  disk.mode = 'ok';
});

const BASE = ['survey', '--rule', 'C', '--from', '100', '--budget', '1e4', '--jobs', '1', '--quiet'];
/** A survey long enough to be running while a second one is tried. */
const LONG = [...BASE, '--count', '100000'];

let names = 0;
/** A new folder for one test. */
function folder(): string {
  const f = join(dir, `t${++names}`);
  mkdirSync(f);
  return f;
}

/** The files of a folder that a survey must never leave behind: temporary and set-aside lock files. */
function leftovers(f: string): string[] {
  return readdirSync(f).filter((name) => /\.(tmp|stale)$/.test(name));
}

/** Starts a long survey on `out` and waits until it holds the lock next to `lockedAs` (its real path). */
async function startWriter(
  out: string,
  lockedAs: string = out,
): Promise<{ child: ChildProcessWithoutNullStreams; end: Promise<number | null> }> {
  const child = spawn(process.execPath, [BIN, ...LONG, '--out', out]);
  const end = new Promise<number | null>((resolve) => child.on('close', resolve));
  child.stdout.resume();
  child.stderr.resume();
  for (let i = 0; i < 400 && !(existsSync(`${lockedAs}.lock`) && statSync(lockedAs).size > 0); i++)
    await new Promise((r) => setTimeout(r, 25));
  expect(readFileSync(`${lockedAs}.lock`, 'utf8')).toBe(`${child.pid} ${hostname()}\n`);
  return { child, end };
}

/** Stops a writer with SIGTERM: it ends with 143 and removes both its locks. */
async function stopWriter(
  writer: { child: ChildProcessWithoutNullStreams; end: Promise<number | null> },
  lockedAs: string,
) {
  writer.child.kill('SIGTERM');
  expect(await writer.end).toBe(143);
  expect(existsSync(`${lockedAs}.lock`)).toBe(false);
  const { dev, ino } = statSync(lockedAs);
  expect(existsSync(identityLockPath({ dev, ino }))).toBe(false);
}

// Hard and symbolic links, FIFOs, devices and SIGTERM with its exit code 143 are POSIX's: not on Windows.
const posix = describe.skipIf(ON_WINDOWS);

posix('the survey lock follows the file, whatever its name', () => {
  it('refuses a second survey on a hard link of the file being written', async () => {
    const f = folder();
    const a = join(f, 'a.jsonl');
    const b = join(f, 'b.jsonl');
    writeFileSync(a, '');
    linkSync(a, b);
    const writer = await startWriter(a);
    const second = await cliAsync([...LONG, '--out', b]);
    expect(second.status).toBe(2);
    expect(second.stderr).toContain(`b.jsonl is being written by process ${writer.child.pid} on ${hostname()}`);
    const { dev, ino } = statSync(a);
    expect(second.stderr).toContain(`(lock ${identityLockPath({ dev, ino })})`);
    await stopWriter(writer, a);
    expect(leftovers(f)).toEqual([]);
  });

  it('locks a dangling symbolic link as its target: a survey of the target is refused', async () => {
    const f = folder();
    const target = join(f, 'target.jsonl');
    const link = join(f, 'link.jsonl');
    symlinkSync('target.jsonl', link);
    const writer = await startWriter(link, target);
    expect(statSync(target).isFile()).toBe(true);
    const second = await cliAsync([...LONG, '--out', target]);
    expect(second.status).toBe(2);
    expect(second.stderr).toContain(`target.jsonl is being written by process ${writer.child.pid}`);
    // And a link in another folder, to a hard link of the target: the same file.
    const other = folder();
    linkSync(target, join(other, 'same.jsonl'));
    symlinkSync(join(other, 'same.jsonl'), join(other, 'via.jsonl'));
    const third = await cliAsync([...LONG, '--out', join(other, 'via.jsonl')]);
    expect(third.status).toBe(2);
    expect(third.stderr).toContain(`is being written by process ${writer.child.pid}`);
    await stopWriter(writer, target);
    expect([...leftovers(f), ...leftovers(other)]).toEqual([]);
  });

  it('writes a file once whatever names two surveys started at the same moment give it', async () => {
    const f = folder();
    const a = join(f, 'a.jsonl');
    writeFileSync(a, '');
    linkSync(a, join(f, 'b.jsonl'));
    symlinkSync('a.jsonl', join(f, 'c.jsonl'));
    const runs = await Promise.all(
      ['a.jsonl', 'b.jsonl', 'c.jsonl', 'a.jsonl'].map((name) =>
        cliAsync([...BASE, '--count', '300', '--out', join(f, name)]),
      ),
    );
    const statuses = runs.map((r) => r.status);
    // Each survey either wrote the whole range or was refused; the file holds each seed once.
    expect(statuses.every((s) => s === 0 || s === 2)).toBe(true);
    expect(statuses).toContain(0);
    const seeds = readFileSync(a, 'utf8')
      .trimEnd()
      .split('\n')
      .map((l) => (JSON.parse(l) as { seed: number }).seed);
    expect(seeds).toHaveLength(300);
    expect(new Set(seeds).size).toBe(300);
    expect(leftovers(f)).toEqual([]);
  });
});

posix('a lock path that is not a regular file is refused at once', () => {
  const cases: [string, (path: string) => void, RegExp][] = [
    ['a FIFO', (path) => execFileSync('mkfifo', [path]), /it is a pipe \(FIFO\)/],
    ['a directory', (path) => mkdirSync(path), /it is a directory/],
    ['a link to /dev/zero', (path) => symlinkSync('/dev/zero', path), /it is a symbolic link/],
    ['a dangling link', (path) => symlinkSync('nowhere', path), /it is a symbolic link/],
  ];
  for (const [what, make, kind] of cases) {
    it(`refuses a lock that is ${what}, next to the file or in the identity folder, without hanging`, () => {
      const f = folder();
      const out = join(f, 'out.jsonl');
      writeFileSync(out, '');
      const { dev, ino } = statSync(out);
      for (const lock of [`${out}.lock`, identityLockPath({ dev, ino })]) {
        make(lock);
        const r = spawnSync(process.execPath, [BIN, ...BASE, '--count', '2', '--out', out], {
          encoding: 'utf8',
          timeout: SUBPROCESS_GUARD_MS,
        });
        expect(r.error).toBeUndefined();
        expect(r.status).toBe(2);
        expect(r.stderr).toContain(`out.jsonl cannot be locked: its lock ${lock} is not a regular file`);
        expect(r.stderr).toMatch(kind);
        expect(readFileSync(out, 'utf8')).toBe('');
        rmSync(lock, { recursive: true, force: true });
      }
      expect(leftovers(f)).toEqual([]);
      expect(existsSync(`${out}.lock`)).toBe(false);
    });
  }
});

describe('a full disk leaves no temporary lock file behind (simulated writes)', () => {
  it('cleans up the temporary lock file when its write fails, and takes the lock once the disk has room', () => {
    const f = folder();
    const out = join(f, 'out.jsonl');
    writeFileSync(out, '');
    const { dev, ino } = statSync(out);
    const file = { name: out, realPath: out, dev, ino };
    disk.mode = 'full';
    const refused = lockSurveyFile(file);
    expect(refused).toMatchObject({ ok: false, error: { code: 'io-error' } });
    expect(!refused.ok && refused.error.message).toContain('ENOSPC');
    expect(readdirSync(f)).toEqual(['out.jsonl']);
    expect(readdirSync(join(identityLockPath(file), '..')).filter((n) => n.endsWith('.tmp'))).toEqual([]);
    // Writes of one byte at a time: the lock is whole all the same.
    disk.mode = 'one-byte';
    const taken = lockSurveyFile(file);
    expect(taken.ok).toBe(true);
    expect(readFileSync(`${out}.lock`, 'utf8')).toBe(`${process.pid} ${hostname()}\n`);
    expect(readFileSync(identityLockPath(file), 'utf8')).toBe(`${process.pid} ${hostname()}\n`);
    if (taken.ok) taken.value.release();
    expect(readdirSync(f)).toEqual(['out.jsonl']);
    expect(existsSync(identityLockPath(file))).toBe(false);
  });
});

/** Whether this machine lets an ordinary process mount a small file system (a user namespace with its own mounts). */
const canMount =
  spawnSync('unshare', ['-Urm', 'sh', '-c', `mount -t tmpfs -o size=64k tmpfs "${tmpdir()}" && true`]).status === 0;

/**
 * Runs `script` (sh) with a 64 KiB file system mounted at $DISK, in a user namespace of its own;
 * `$BIN` is the command, `$OUT` a folder outside it. Returns what the script printed.
 */
function onSmallDisk(script: string, out: string): string {
  const disk = join(dir, `disk${++names}`);
  mkdirSync(disk);
  const r = spawnSync('unshare', ['-Urm', 'sh', '-euc', `mount -t tmpfs -o size=64k tmpfs "$DISK"\n${script}`], {
    encoding: 'utf8',
    env: { ...process.env, DISK: disk, BIN: `${process.execPath} ${BIN}`, OUT: out },
    timeout: SUBPROCESS_GUARD_MS,
  });
  expect(r.error).toBeUndefined();
  expect(r.stderr).toBe('');
  return r.stdout;
}

describe.skipIf(!canMount)('a full disk, for real: a 64 KiB file system', () => {
  it('a survey that fills the disk ends with exit 1, keeps whole lines and leaves no lock behind; the file resumes', async () => {
    const out = folder();
    const printed = onSmallDisk(
      [
        'set +e',
        '$BIN survey --rule C --from 0 --count 3000 --budget 1e4 --jobs 1 --quiet --out "$DISK/full.jsonl" 2>"$OUT/stderr"',
        'echo "status $?"',
        'ls -A "$DISK"',
        'cp "$DISK/full.jsonl" "$OUT/full.jsonl"',
      ].join('\n'),
      out,
    );
    expect(printed.split('\n')).toEqual(['status 1', 'full.jsonl', '']);
    expect(readFileSync(join(out, 'stderr'), 'utf8')).toMatch(/cannot write .*full\.jsonl: ENOSPC/);
    const text = readFileSync(join(out, 'full.jsonl'), 'utf8');
    expect(text.endsWith('\n')).toBe(true);
    const before = text.trimEnd().split('\n');
    expect(before.length).toBeGreaterThan(100);
    for (const line of before) JSON.parse(line);
    // On a disk with room, the same survey finishes the range, keeping every line written before.
    const resumed = await cliAsync([
      ...['survey', '--rule', 'C', '--from', '0', '--count', '3000', '--budget', '1e4', '--jobs', '1', '--quiet'],
      ...['--out', join(out, 'full.jsonl')],
    ]);
    expect(resumed.status).toBe(0);
    const after = readFileSync(join(out, 'full.jsonl'), 'utf8').trimEnd().split('\n');
    expect(after.slice(0, before.length)).toEqual(before);
    const seeds = after.map((l) => (JSON.parse(l) as { seed: number }).seed);
    expect(new Set(seeds).size).toBe(3000);
    expect(seeds).toHaveLength(3000);
  });

  it('a survey that cannot write its lock on a full disk ends with exit 1 and leaves no temporary file', () => {
    const out = folder();
    const printed = onSmallDisk(
      [
        'set +e',
        'touch "$DISK/full.jsonl"',
        'cat /dev/zero > "$DISK/filler" 2>/dev/null',
        '$BIN survey --rule C --from 0 --count 30 --budget 1e4 --jobs 1 --quiet --out "$DISK/full.jsonl" 2>"$OUT/stderr"',
        'echo "status $?"',
        'ls -A "$DISK"',
      ].join('\n'),
      out,
    );
    expect(printed.split('\n')).toEqual(['status 1', 'filler', 'full.jsonl', '']);
    expect(readFileSync(join(out, 'stderr'), 'utf8')).toMatch(/cannot write .*full\.jsonl \(nor its lock .*\): ENOSPC/);
  });
});
