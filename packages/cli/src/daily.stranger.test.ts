/**
 * `daily` as a stranger uses it: the longest range of dates read a line at a time by a reader that
 * stops after the first (`daily --from A --to B | head -1`), and dates out of the rule's range
 * written with a year of two digits or fewer (`0050-06-15`, which `Date.UTC` reads as 1950).
 */
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { SUBPROCESS_GUARD_MS } from '../../../testing/guard.js';
import { BIN, cli } from './testing/cli.js';

describe('daily --from A --to B | head -1', () => {
  it('prints the first date at once and stops when its reader goes away, instead of finding 3,660 dates first', async () => {
    // 3,660 dates: the whole range takes minutes; the first line a fraction of a second.
    const child = spawn(process.execPath, [BIN, 'daily', '--from', '2026-01-01', '--to', '2036-01-08']);
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    const first = new Promise<string>((resolve) =>
      child.stdout.setEncoding('utf8').once('data', (d: string) => {
        child.stdout.destroy();
        resolve(d);
      }),
    );
    // A guard against the old behaviour, which searched the whole range (minutes) before it
    // noticed: far longer than the few dates a loaded machine searches before the closed pipe is seen.
    const guard = setTimeout(() => child.kill('SIGKILL'), SUBPROCESS_GUARD_MS);
    const status = await new Promise<number | null>((resolve) => child.on('close', resolve));
    clearTimeout(guard);
    expect((await first).split('\n')[0]).toBe('2026-01-01 RU1-C-ZMAFUBZ');
    expect(status).toBe(0);
    expect(stderr).toBe('');
  });
});

describe('daily of a date before 1970 with a short year', () => {
  it.each(['0050-06-15', '0001-01-01', '0099-12-31'])('%s is out of range, not "not a calendar date"', (date) => {
    const r = cli(['daily', date]);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('Daily deals are defined from 1970-01-01 to 9999-12-31');
    expect(r.stderr).not.toContain('not a calendar date');
  });
});
