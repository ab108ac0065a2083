/**
 * Runs the built command in a subprocess, as a user would: `node dist/bin.js …`.
 * @module
 */
import { spawn, spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SUBPROCESS_GUARD_MS } from '../../../../testing/guard.js';

/** The package folder. */
export const PACKAGE_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** The built command. */
export const BIN = join(PACKAGE_ROOT, 'dist', 'bin.js');

/** What a run printed and how it ended. */
export interface CliRun {
  /** Standard output. */
  readonly stdout: string;
  /** Standard error. */
  readonly stderr: string;
  /** The exit code. */
  readonly status: number | null;
}

/**
 * The environment of a run: the test's own, without colour switches and without the locale
 * variables that choose the language of the command (so a run is in English on any machine)
 * unless given.
 */
export function environment(env: Record<string, string> = {}): NodeJS.ProcessEnv {
  const base = { ...process.env };
  for (const name of ['FORCE_COLOR', 'NO_COLOR', 'LC_ALL', 'LC_MESSAGES', 'LANG']) delete base[name];
  return { ...base, ...env };
}

/** Runs the command with arguments and optional standard input, and waits for it. */
export function cli(args: readonly string[], options: { input?: string; env?: Record<string, string> } = {}): CliRun {
  const r = spawnSync(process.execPath, [BIN, ...args], {
    input: options.input ?? '',
    encoding: 'utf8',
    env: environment(options.env),
    timeout: SUBPROCESS_GUARD_MS,
  });
  return { stdout: r.stdout, stderr: r.stderr, status: r.status };
}

/** Same as {@link cli}, without blocking the test thread (for long runs). */
export function cliAsync(
  args: readonly string[],
  options: { input?: string; env?: Record<string, string> } = {},
): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], { env: environment(options.env) });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    child.on('error', reject);
    child.on('close', (status) => resolve({ stdout, stderr, status }));
    child.stdin.end(options.input ?? '');
  });
}
