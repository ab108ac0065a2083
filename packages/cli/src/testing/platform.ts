/**
 * What a test needs of the machine beyond Node.js, for the tests that exercise POSIX behaviour:
 * each test that needs one of these is skipped by `describe.skipIf`/`it.skipIf` on it, with the
 * reason beside it, so a skip on macOS or Windows is visible in the report, never silent.
 * @module
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * Windows: no POSIX signals (`kill('SIGTERM')` ends a process outright, with no handler run and no
 * exit code 128 + n), no FIFOs, `/dev/*` devices, `bash` pipelines or `#!/bin/sh` launchers, and
 * symbolic links only with a developer's privilege.
 */
export const ON_WINDOWS = process.platform === 'win32';

/**
 * util-linux's `script`, which gives a command a pseudo-terminal (`script -qfec COMMAND /dev/null`);
 * the BSD `script` of macOS takes other options, and Windows has none.
 */
export const HAS_UTIL_LINUX_SCRIPT = !ON_WINDOWS && spawnSync('script', ['--version']).status === 0;

/** Linux's `/dev/full`, a device on which every write fails with ENOSPC (macOS has none). */
export const HAS_DEV_FULL = existsSync('/dev/full');
