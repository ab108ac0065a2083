/**
 * Runs the built command on a pseudo-terminal, as a person at a terminal would, through
 * util-linux's `script`: keys are typed one chunk at a time, and the screen is what it printed.
 * @module
 */
import { spawn } from 'node:child_process';
import { SUBPROCESS_GUARD_MS } from '../../../../testing/guard.js';
import { BIN, environment } from './cli.js';

/** A session on a pseudo-terminal: type keys, wait for text, and the screen so far. */
export interface PtySession {
  /** Types keys (escape sequences included), as one chunk, and waits a little for them to be read. */
  type(keys: string): Promise<void>;
  /** Waits until the screen contains `text` (after what it held at the last wait), or fails after a while. */
  waitFor(text: string): Promise<void>;
  /** Everything printed so far. */
  readonly screen: string;
  /** Waits for the command to end: its exit code and everything it printed. */
  exit(): Promise<{ status: number | null; screen: string }>;
}

const PAUSE_MS = 150;
/** How long a wait for text on the screen may take before it counts as hung. */
const WAIT_MS = SUBPROCESS_GUARD_MS;

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Starts `russian-solitaire ARGS` on a pseudo-terminal of 80 columns by 24 rows. */
export function startOnPty(args: readonly string[]): PtySession {
  const command = ['stty cols 80 rows 24;', 'exec', JSON.stringify(process.execPath), JSON.stringify(BIN)];
  for (const a of args) command.push(JSON.stringify(a));
  const child = spawn('script', ['-qfec', command.join(' '), '/dev/null'], {
    env: { ...environment(), NO_COLOR: '1', FORCE_COLOR: '' },
  });
  let screen = '';
  let seen = 0;
  child.stdout.setEncoding('utf8').on('data', (d: string) => (screen += d));
  const ended = new Promise<number | null>((resolve) => child.on('close', (status) => resolve(status)));
  return {
    async type(keys) {
      child.stdin.write(keys);
      await sleep(PAUSE_MS);
    },
    async waitFor(text) {
      const deadline = Date.now() + WAIT_MS;
      for (;;) {
        const at = screen.indexOf(text, seen);
        if (at >= 0) {
          seen = at + text.length;
          return;
        }
        if (Date.now() > deadline) throw new Error(`no ${JSON.stringify(text)} on the screen:\n${screen.slice(-2000)}`);
        await sleep(20);
      }
    },
    get screen() {
      return screen;
    },
    async exit() {
      const status = await ended;
      return { status, screen };
    },
  };
}
