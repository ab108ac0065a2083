/**
 * The lock of a survey's output file: one survey at a time writes a file, under whatever name it
 * is given. A survey holds two lock files, each with the process id and host name of the survey:
 *
 * - `<file>.lock` next to the file itself (symbolic links resolved: a link, even one whose target
 *   does not exist yet, is locked as its target), which surveys on other hosts sharing the volume
 *   see too;
 * - a lock named after the file's identity, its device and inode numbers, in a folder of this
 *   user's in the temporary folder (`<tmp>/russian-solitaire-<uid>/<dev>-<ino>.lock`), which every
 *   name of the file leads to, hard links included.
 *
 * A lock is made whole under a name of its own, then linked to its place, which fails when a lock
 * is there, so two surveys never both take it; its temporary file is removed whatever happens. A
 * lock path that is not a regular file (a FIFO, a directory, a device, a symbolic link) is refused
 * at once and never opened. The locks are removed when the survey ends (done, refused, failed, or
 * stopped by Ctrl-C or SIGTERM; on `process.exit` too). A lock left behind by a survey that was
 * killed outright is stale: when its host is this one and its process is no longer alive, the next
 * survey takes it over. A lock from another host cannot be checked, so it is refused: remove the
 * lock file by hand once no survey writes the file.
 * @module
 */
import {
  type Stats,
  closeSync,
  constants,
  fstatSync,
  linkSync,
  lstatSync,
  mkdirSync,
  openSync,
  readSync,
  renameSync,
  unlinkSync,
} from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Result, ok } from '@russian-solitaire/engine';
import { type CliError, asGiven, cliError, fail, causeOf } from './errors.js';
import { kindOf } from './file-kind.js';
import { writeAll } from './write-all.js';

/** The end of a lock file's name. */
const LOCK_SUFFIX = '.lock';

/** The file to lock: its name as given, its path with symbolic links resolved, and its identity. */
export interface LockedFile {
  /** The name the survey was given (for messages). */
  readonly name: string;
  /** The file's path, symbolic links resolved. */
  readonly realPath: string;
  /** Its device number. */
  readonly dev: number;
  /** Its inode number. */
  readonly ino: number;
}

/** The locks held by this process for a file; {@link SurveyLock.release} removes them (once; later calls do nothing). */
export interface SurveyLock {
  /** The lock files: next to the file, and of its identity. */
  readonly paths: readonly string[];
  /** Removes the lock files that are still this process's. */
  readonly release: () => void;
}

/** Who holds a lock: a process on a host. */
interface Holder {
  readonly pid: number;
  readonly host: string;
}

/** The lock files this process holds (a second survey in the same process is refused too). */
const held = new Set<string>();

/** The most bytes of a lock file read: a lock's text is a few dozen bytes. */
const MAX_LOCK_BYTES = 512;

/** The text of a lock file: `<pid> <host>` and a newline. */
function lockText(holder: Holder): string {
  return `${holder.pid} ${holder.host}\n`;
}

/** Reads a lock file's text; `null` when it is not one. */
function parseLock(text: string): Holder | null {
  const m = /^(\d+) (\S+)\n$/.exec(text);
  return m ? { pid: Number(m[1]), host: m[2]! } : null;
}

/** Whether a process of this host is alive (a process of another user is alive too). */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether a lock is stale: held by a process of this host that is gone (or by this very process id, reused). */
function isStale(holder: Holder, me: Holder): boolean {
  return holder.host === me.host && (holder.pid === me.pid || !isAlive(holder.pid));
}

/** A lock path that is there but is not a regular file: refused, never opened. */
class NotALockFile extends Error {
  /** What is there instead, in words (see `kindOf`). */
  readonly kind: string;
  constructor(
    readonly path: string,
    stats: Stats,
  ) {
    super(`${asGiven(path)} is not a regular file (it is ${kindOf(stats)})`);
    this.kind = kindOf(stats);
  }
}

/** The folder of the identity locks is not a folder of this user's (a link, a file, another user's folder). */
class NotOwnFolder extends Error {
  constructor(
    readonly folder: string,
    readonly kind: string,
    readonly uid: number,
  ) {
    super(`${folder} is not a folder of this user's (it is ${kind}, of user ${uid})`);
  }
}

/** The stats of a path itself (a link is not followed), or `null` when nothing is there. */
function statOf(path: string): Stats | null {
  try {
    return lstatSync(path);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw e;
  }
}

/** Throws {@link NotALockFile} when something other than a regular file is at `path`. */
function checkRegular(path: string): void {
  const stats = statOf(path);
  if (stats !== null && !stats.isFile()) throw new NotALockFile(path, stats);
}

/** Reads a lock file's text without blocking or following a link; `null` when it is gone. */
function readLock(path: string): string | null {
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK | constants.O_NOFOLLOW);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return null;
    // A symbolic link, which O_NOFOLLOW refuses to open.
    if (code === 'ELOOP') throw new NotALockFile(path, lstatSync(path));
    throw e;
  }
  try {
    const stats = fstatSync(fd);
    if (!stats.isFile()) throw new NotALockFile(path, stats);
    const bytes = Buffer.alloc(MAX_LOCK_BYTES);
    const n = readSync(fd, bytes, 0, bytes.length, 0);
    return bytes.toString('utf8', 0, n);
  } finally {
    closeSync(fd);
  }
}

/** Reads the holder of an existing lock file: `null` when it is not a lock's text, `'gone'` when it is no longer there. */
function holderOf(path: string): Holder | null | 'gone' {
  const text = readLock(path);
  return text === null ? 'gone' : parseLock(text);
}

/**
 * Writes a lock's text to a new temporary file (`<path>.<pid>.tmp`), never through a link or into a
 * FIFO; the file is removed again when the write fails (a full disk).
 */
function writeTemporary(temporary: string, holder: Holder): void {
  const flags = constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW;
  let fd: number;
  try {
    fd = openSync(temporary, flags, 0o644);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    // Left by a process of the same id that was killed: a file or a link of ours is removed.
    checkRegular(temporary);
    unlinkSync(temporary);
    fd = openSync(temporary, flags, 0o644);
  }
  try {
    writeAll(fd, lockText(holder));
    closeSync(fd);
  } catch (e) {
    try {
      closeSync(fd);
    } catch {
      // Closed already.
    }
    unlinkSync(temporary);
    throw e;
  }
}

/** Puts a lock file with the holder's text in place; `false` when one is there already. */
function place(path: string, holder: Holder): boolean {
  checkRegular(path);
  const temporary = `${path}.${holder.pid}.tmp`;
  writeTemporary(temporary, holder);
  try {
    linkSync(temporary, path);
    return true;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw e;
  } finally {
    unlinkSync(temporary);
  }
}

/** Moves a stale lock out of the way; `false` when the lock there is no longer the stale one. */
function removeStale(path: string, stale: Holder, me: Holder): boolean {
  const aside = `${path}.${me.pid}.stale`;
  checkRegular(aside);
  try {
    renameSync(path, aside);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw e;
  }
  try {
    const moved = parseLock(readLock(aside) ?? '');
    if (moved !== null && (moved.pid !== stale.pid || moved.host !== stale.host)) {
      // Another survey took the stale lock over meanwhile: give its lock back.
      linkSync(aside, path);
      return false;
    }
    return true;
  } finally {
    unlinkSync(aside);
  }
}

/** Why a lock cannot be taken: who holds it, and what to do. */
function heldBy(file: string, path: string, holder: Holder | null): Result<never, CliError> {
  const values = { file: asGiven(file), lock: asGiven(path) };
  return holder === null
    ? fail('bad-output-file', 'lock-held', values)
    : fail('bad-output-file', 'lock-held-by', { ...values, pid: String(holder.pid), host: asGiven(holder.host) });
}

/** Takes one lock file for this process, or says why not. */
function take(path: string, file: string, me: Holder): Result<string, CliError> {
  if (held.has(path)) return heldBy(file, path, me);
  try {
    if (!place(path, me)) {
      const holder = holderOf(path);
      if (holder !== 'gone') {
        if (holder === null || !isStale(holder, me)) return heldBy(file, path, holder);
        if (!removeStale(path, holder, me)) return heldBy(file, path, null);
      }
      if (!place(path, me)) return heldBy(file, path, null);
    }
  } catch (e) {
    if (e instanceof NotALockFile)
      return fail('bad-output-file', 'lock-not-regular', { file: asGiven(file), lock: asGiven(e.path), kind: e.kind });
    return fail('io-error', 'lock-write', { file: asGiven(file), lock: asGiven(path) }, causeOf(e));
  }
  held.add(path);
  return ok(path);
}

/** Removes a lock file if it is still this process's. */
function drop(path: string, me: Holder): void {
  held.delete(path);
  try {
    const holder = holderOf(path);
    if (holder !== null && holder !== 'gone' && holder.pid === me.pid && holder.host === me.host) unlinkSync(path);
  } catch {
    // Gone, or not a lock any more: nothing to release.
  }
}

/** The folder of this user's identity locks, made when missing: a folder of the user's own, not a link. */
function identityFolder(): string {
  const uid = typeof process.getuid === 'function' ? String(process.getuid()) : 'user';
  const folder = join(tmpdir(), `russian-solitaire-${uid}`);
  try {
    mkdirSync(folder, { mode: 0o700 });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
  }
  const stats = lstatSync(folder);
  const mine = typeof process.getuid !== 'function' || stats.uid === process.getuid();
  if (!stats.isDirectory() || !mine) throw new NotOwnFolder(folder, kindOf(stats), stats.uid);
  return folder;
}

/** The identity lock of a file: named after its device and inode numbers. */
export function identityLockPath(file: Pick<LockedFile, 'dev' | 'ino'>): string {
  return join(identityFolder(), `${file.dev}-${file.ino}${LOCK_SUFFIX}`);
}

/**
 * Takes the locks of an output file for this process (see the module's description), or refuses
 * with `bad-output-file` when another survey holds one (or a lock path is not a regular file). The
 * locks are released on `process.exit` too, should the survey not get to release them.
 */
export function lockSurveyFile(file: LockedFile): Result<SurveyLock, CliError> {
  const me: Holder = { pid: process.pid, host: hostname() };
  let identityPath: string;
  try {
    identityPath = identityLockPath(file);
  } catch (e) {
    const cause =
      e instanceof NotOwnFolder
        ? cliError('io-error', 'lock-folder', { folder: asGiven(e.folder), kind: e.kind, uid: String(e.uid) })
        : causeOf(e);
    return fail('io-error', 'lock-failed', { file: asGiven(file.name) }, cause);
  }
  const next = take(`${file.realPath}${LOCK_SUFFIX}`, file.name, me);
  if (!next.ok) return next;
  const identity = take(identityPath, file.name, me);
  if (!identity.ok) {
    drop(next.value, me);
    return identity;
  }
  const paths = [next.value, identity.value];
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off('exit', release);
    for (const path of paths) drop(path, me);
  };
  process.on('exit', release);
  return ok({ paths, release });
}
