/**
 * The lock of a survey's output file: one survey at a time writes a file. The lock is a file next
 * to it, `<file>.lock`, that holds the process id and host name of the survey writing it. It is
 * made whole under a name of its own, then linked to `<file>.lock`, which fails when that exists,
 * so two surveys never both take it. It is removed when the survey ends (done, refused, failed,
 * or stopped by Ctrl-C or SIGTERM; on `process.exit` too). A lock left behind by a survey that was
 * killed outright is stale: when its host is this one and its process is no longer alive, the next
 * survey takes it over. A lock from another host cannot be checked, so it is refused: remove the
 * lock file by hand once no survey writes the file.
 * @module
 */
import { linkSync, readFileSync, realpathSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { resolve } from 'node:path';
import { type Result, ok } from '@russian-solitaire/engine';
import { type CliError, fail, messageOf } from './errors.js';

/** The end of a lock file's name, after the output file's. */
export const LOCK_SUFFIX = '.lock';

/** A lock held by this process; {@link SurveyLock.release} removes it (once; later calls do nothing). */
export interface SurveyLock {
  /** The lock file. */
  readonly path: string;
  /** Removes the lock file, if it is still this process's. */
  readonly release: () => void;
}

/** Who holds a lock: a process on a host. */
interface Holder {
  readonly pid: number;
  readonly host: string;
}

/** The lock files this process holds (a second survey in the same process is refused too). */
const held = new Set<string>();

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

/** The lock file of an output file: next to the file itself, when it exists behind a link. */
export function lockPathOf(file: string): string {
  let real: string;
  try {
    real = realpathSync(file);
  } catch {
    real = resolve(file);
  }
  return `${real}${LOCK_SUFFIX}`;
}

/** Puts a lock file with the holder's text in place; `false` when one is there already. */
function place(path: string, holder: Holder): boolean {
  const temporary = `${path}.${holder.pid}.tmp`;
  writeFileSync(temporary, lockText(holder));
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

/** Reads the holder of an existing lock file; `null` when it is gone or not a lock file. */
function holderOf(path: string): Holder | null | 'gone' {
  try {
    return parseLock(readFileSync(path, 'utf8'));
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return 'gone';
    throw e;
  }
}

/** Moves a stale lock out of the way; `false` when the lock there is no longer the stale one. */
function removeStale(path: string, stale: Holder, me: Holder): boolean {
  const aside = `${path}.${me.pid}.stale`;
  try {
    renameSync(path, aside);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw e;
  }
  const moved = parseLock(readFileSync(aside, 'utf8'));
  if (moved !== null && (moved.pid !== stale.pid || moved.host !== stale.host)) {
    // Another survey took the stale lock over meanwhile: give its lock back.
    try {
      linkSync(aside, path);
    } finally {
      unlinkSync(aside);
    }
    return false;
  }
  unlinkSync(aside);
  return true;
}

/** Why a lock cannot be taken: who holds it, and what to do. */
function heldBy(file: string, path: string, holder: Holder | null): Result<never, CliError> {
  const who = holder === null ? 'another survey' : `process ${holder.pid} on ${holder.host}`;
  return fail(
    'bad-output-file',
    `${file} is being written by ${who} (lock ${path}): wait for it to end, or remove the lock if no survey writes the file`,
  );
}

/**
 * Takes the lock of an output file for this process (see the module's description), or refuses
 * with `bad-output-file` when another survey holds it. The lock is released on `process.exit`
 * too, should the survey not get to release it.
 */
export function lockSurveyFile(file: string): Result<SurveyLock, CliError> {
  const path = lockPathOf(file);
  const me: Holder = { pid: process.pid, host: hostname() };
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
    return fail('io-error', `cannot write ${file} (nor its lock ${path}): ${messageOf(e)}`);
  }
  held.add(path);
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    held.delete(path);
    process.off('exit', release);
    try {
      const holder = parseLock(readFileSync(path, 'utf8'));
      if (holder !== null && holder.pid === me.pid && holder.host === me.host) unlinkSync(path);
    } catch {
      // Already gone: nothing to release.
    }
  };
  process.on('exit', release);
  return ok({ path, release });
}
