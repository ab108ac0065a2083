/**
 * Hostile save files given to `review --save`: every one is refused with exit 2 and a message
 * that says what is wrong, quickly (a pipe or a device is never read, so it cannot block).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gameOfCode } from '@russian-solitaire/dealer';
import { MAX_HISTORY_LENGTH, MAX_SAVE_LENGTH, parseMove, unwrap } from '@russian-solitaire/engine';
import { MAX_REVIEW_MOVES } from '@russian-solitaire/solver';
import { afterAll, describe, expect, it } from 'vitest';
import { cli } from './testing/cli.js';
import { breathe } from '../../../testing/breathe.js';
import { SUBPROCESS_GUARD_MS } from '../../../testing/guard.js';
import { measuredCli } from './testing/peak.js';
import { ON_WINDOWS } from './testing/platform.js';

const scratch = mkdtempSync(join(tmpdir(), 'russian-solitaire-review-stranger-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function saveText(): string {
  const game = unwrap(gameOfCode('RU1-C-AAAAAAS'));
  unwrap(game.play(game.legalMoves()[0]!));
  return JSON.stringify(game.save());
}

/** Refused with exit 2 and `message`; a command that blocked on the file would be stopped by cli's guard, with no status. */
function refused(file: string, message: RegExp): void {
  const r = cli(['review', '--save', file, '--samples', '2']);
  expect(r.status).toBe(2);
  expect(r.stdout).toBe('');
  expect(r.stderr).toMatch(message);
}

describe('review --save refuses files that are not saves', () => {
  // A symbolic link to /dev/zero and a FIFO are POSIX's: not on Windows.
  it.skipIf(ON_WINDOWS)('a missing file, a folder, a device', () => {
    refused(join(scratch, 'missing.json'), /--save: cannot open .*missing\.json/);
    const folder = join(scratch, 'folder');
    mkdirSync(folder);
    refused(folder, /is not a file/);
    const device = join(scratch, 'zero');
    symlinkSync('/dev/zero', device);
    refused(device, /is not a file/);
  });

  it.skipIf(ON_WINDOWS)('a named pipe with no writer is not waited for', () => {
    const fifo = join(scratch, 'fifo');
    expect(spawnSync('mkfifo', [fifo]).status).toBe(0);
    refused(fifo, /is not a file/);
  });

  // Files of the kernel report 0 bytes: they are read to their end, and a failing read is said to be one.
  it.skipIf(!existsSync('/proc/self/status'))('a file that reports 0 bytes is read whole, or said unreadable', () => {
    refused('/proc/self/status', /the save is refused \(bad-json\): .*"Name:/);
    refused('/proc/self/mem', /--save: cannot read "\/proc\/self\/mem": EIO/);
  });

  it('a file larger than any save, not UTF-8, not JSON, cut short, tampered', () => {
    const huge = join(scratch, 'huge.json');
    writeFileSync(huge, '');
    truncateSync(huge, MAX_SAVE_LENGTH + 1);
    refused(huge, /a save is at most/);
    const binary = join(scratch, 'binary.json');
    writeFileSync(binary, Buffer.from([0x7b, 0xff, 0xfe, 0x7d]));
    refused(binary, /is not UTF-8 text/);
    const text = saveText();
    const cut = join(scratch, 'cut.json');
    writeFileSync(cut, text.slice(0, text.length / 2));
    refused(cut, /the save is refused \(bad-json\)/);
    const tampered = join(scratch, 'tampered.json');
    writeFileSync(tampered, text.replace('"score":10', '"score":999'));
    refused(tampered, /the save is refused \(score-mismatch\)/);
    const other = join(scratch, 'other.json');
    writeFileSync(other, text.replace('"gameCode":"RU1-C-AAAAAAS"', '"gameCode":"RU1-C-AAAAAAT"'));
    refused(other, /the save is refused \(start-mismatch\)/);
  });
});

/**
 * A game of `moves` moves: the ace of clubs of RU1-C-AAAAAAN sent home and taken back, again and
 * again (no forgery). The event loop runs between rounds of moves, so that vitest's worker answers.
 */
async function takeBackSave(moves: number): Promise<string> {
  const game = unwrap(gameOfCode('RU1-C-AAAAAAN'));
  const [home, back] = [unwrap(parseMove('AC-F')), unwrap(parseMove('AC-1'))];
  for (let i = 0; i < moves; i++) {
    unwrap(game.play(i % 2 === 0 ? home : back));
    if (i % 50_000 === 0) await breathe();
  }
  return JSON.stringify(game.save());
}

describe('review --save holds the cap of a review', () => {
  it('a save one move over the cap is refused, saying so', async () => {
    const over = join(scratch, 'over.json');
    writeFileSync(over, await takeBackSave(MAX_REVIEW_MOVES + 1));
    const n = (count: number): string => count.toLocaleString('en-US');
    refused(
      over,
      new RegExp(`holds ${n(MAX_REVIEW_MOVES + 1)} moves; a review takes at most ${n(MAX_REVIEW_MOVES)}\\.`),
    );
  });

  it('a save of a million moves (the most a game holds) is refused quickly, in bounded memory', async () => {
    const huge = join(scratch, 'million.json');
    // Written as the engine writes it, pretty-printed: about 12 MB.
    writeFileSync(huge, JSON.stringify(JSON.parse(await takeBackSave(MAX_HISTORY_LENGTH)), null, 2));
    const r = await measuredCli(['review', '--save', huge, '--samples', '2'], { timeoutMs: SUBPROCESS_GUARD_MS });
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/--save: a save is at most \d+ bytes for a review/);
    // Not read, parsed nor replayed: far below the 2.33 GB the whole game took (Node alone takes about 50 MB).
    expect(r.peakBytes).toBeLessThan(150 * 1024 * 1024);
  });
});
