/**
 * Runs the built command and measures its peak memory (the resident set's high-water mark, as the
 * kernel counts it for the whole process, worker threads included).
 * @module
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Writable } from 'node:stream';
import { BIN, type CliRun } from './cli.js';

/** Loaded before the command: writes the process's peak memory, in KiB, to the file `$RS_PEAK_FILE` at exit. */
const PEAK_HOOK = `data:text/javascript,${encodeURIComponent(
  "import { writeFileSync } from 'node:fs'; process.on('exit', () => writeFileSync(process.env.RS_PEAK_FILE, String(process.resourceUsage().maxRSS)));",
)}`;

/** What a run printed, how it ended, how long it took, and its peak memory in bytes. */
export interface MeasuredRun extends CliRun {
  readonly peakBytes: number;
  readonly ms: number;
}

/** How a measured run is fed: what it reads on stdin (nothing by default), and how long it may take. */
export interface MeasuredOptions {
  /** Killed after this long (60 s by default). */
  readonly timeoutMs?: number;
  /** Writes the command's standard input, then ends it. */
  readonly feed?: (stdin: Writable) => Promise<void>;
}

/** Runs `russian-solitaire ARGS` and measures it. */
export function measuredCli(args: readonly string[], options: MeasuredOptions = {}): Promise<MeasuredRun> {
  const { timeoutMs = 60_000, feed } = options;
  const dir = mkdtempSync(join(tmpdir(), 'rs-peak-'));
  const peakFile = join(dir, 'peak');
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', PEAK_HOOK, BIN, ...args], {
      env: { ...process.env, RS_PEAK_FILE: peakFile },
      timeout: timeoutMs,
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    child.stdin.on('error', () => {
      // The command stopped reading (it ended): the rest of the input is not needed.
    });
    if (feed === undefined) child.stdin.end();
    else feed(child.stdin).then(() => child.stdin.end(), reject);
    child.on('error', reject);
    child.on('close', (status) => {
      const ms = Date.now() - started;
      let peakBytes = Number.NaN;
      try {
        peakBytes = Number(readFileSync(peakFile, 'utf8')) * 1024;
      } catch {
        // No figure: the process did not reach its exit handlers (killed).
      }
      rmSync(dir, { recursive: true, force: true });
      resolve({ stdout, stderr, status, ms, peakBytes });
    });
  });
}
