import { spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, type Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { MAX_COMMAND_BYTES } from './line-editor.js';
import { run } from './main.js';
import { BIN, cli } from './testing/cli.js';
import { ON_WINDOWS } from './testing/platform.js';
import { measuredCli } from './testing/peak.js';
import { say } from './texts.js';

const PLAY = ['play', 'RU1-C-AAAAABB', '--any-deal'];
const TOO_LONG = say('en', 'lineTooLong', { max: MAX_COMMAND_BYTES });

/** Writes `bytes` bytes of `byte` in chunks, waiting for the reader, then `tail`. */
function flood(bytes: number, byte: number, tail: string): (stdin: Writable) => Promise<void> {
  return async (stdin) => {
    const chunk = Buffer.alloc(1024 * 1024, byte);
    for (let sent = 0; sent < bytes; sent += chunk.length) {
      if (!stdin.write(chunk)) await new Promise((resolve) => stdin.once('drain', resolve));
    }
    stdin.write(tail);
  };
}

describe('play reads any standard input in bounded memory', () => {
  it('discards 600 MB without a newline with a message, in little memory, and plays on', async () => {
    const r = await measuredCli(PLAY, { timeoutMs: 120_000, feed: flood(600 * 2 ** 20, 0x78, '\nAS F\nq\n') });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toContain(TOO_LONG);
    expect(r.stdout).toContain('Bye. RU1-C-AAAAABB');
    // About 60 MB to start with, and the reads waiting for the garbage collector (V8 collects once
    // they pass 64 MB): bounded, whatever the size of the input (it was 640 MB, then a crash).
    expect(r.peakBytes).toBeLessThan(160 * 2 ** 20);
    // The commands after the long line are read as usual.
    expect(r.stdout).toContain('> AS F\n');
  });

  it(`takes a command of exactly ${MAX_COMMAND_BYTES} bytes, and discards one byte more`, () => {
    const pad = (n: number) => `${' '.repeat(n - 4)}help`;
    const r = cli(PLAY, { input: `${pad(MAX_COMMAND_BYTES)}\n${pad(MAX_COMMAND_BYTES + 1)}\nq\n` });
    expect(r.status).toBe(0);
    expect(r.stdout.match(/Move: 8H 5/g)).toHaveLength(1);
    expect(r.stdout.split(TOO_LONG)).toHaveLength(2);
  });

  it('reads lines ended by CR LF, CR or LF, and a last line without one', () => {
    const r = cli(PLAY, { input: 'help\r\nb\rhelp\nq' });
    expect(r.status).toBe(0);
    expect(r.stdout.match(/Move: 8H 5/g)).toHaveLength(2);
    expect(r.stdout).toContain('> q\n');
  });
});

describe('play on a standard input that cannot be read', () => {
  // Windows opens no folder as a file descriptor.
  it.skipIf(ON_WINDOWS)('refuses a directory as standard input at once (Node reads one as an empty input)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'rs-play-stdin-'));
    const fd = openSync(dir, 'r');
    try {
      const r = spawnSync(process.execPath, [BIN, ...PLAY], { stdio: [fd, 'pipe', 'pipe'], encoding: 'utf8' });
      expect(r.status).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toContain(
        'standard input is a directory: play reads its commands from a terminal, a pipe or a file',
      );
    } finally {
      closeSync(fd);
      rmSync(dir, { recursive: true });
    }
  });

  it('says so when reading fails mid-game, ends with the summary and exit 1, never as a plain end', async () => {
    for (const tty of [false, true]) {
      // A terminal's input, or a pipe's, that fails after one command.
      const stdin = Object.assign(new PassThrough(), tty ? { isTTY: true, setRawMode: () => stdin } : {});
      const printed = { stdout: '', stderr: '' };
      const stream = (name: keyof typeof printed) => ({ write: (t: string) => (printed[name] += t), isTTY: tty });
      const io = { stdin, stdout: stream('stdout'), stderr: stream('stderr'), env: { NO_COLOR: '1' } };
      const status = run(PLAY, io);
      stdin.write(tty ? 'help\r' : 'help\n');
      setTimeout(() => stdin.destroy(Object.assign(new Error('EIO: i/o error, read'), { code: 'EIO' })), 50);
      expect(await status).toBe(1);
      expect(printed.stdout).toContain('Move: 8H 5');
      expect(printed.stdout).toContain('Bye. RU1-C-AAAAABB');
      expect(printed.stderr).toBe(
        'russian-solitaire play: cannot read the commands (EIO: i/o error, read); the game ends here\n',
      );
    }
  });
});
