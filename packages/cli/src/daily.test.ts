import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { DailyJson } from './daily.js';
import { PACKAGE_ROOT, cli } from './testing/cli.js';

/** The published daily vectors (docs/daily-vectors.txt): `date classic relaxed`. */
const VECTORS = readFileSync(join(PACKAGE_ROOT, '..', '..', 'docs', 'daily-vectors.txt'), 'utf8')
  .split('\n')
  .filter((line) => /^\d{4}-/.test(line))
  .map((line) => line.split(' '));

describe('daily', () => {
  it('shows the daily deal of a date, as the published vectors have it', () => {
    const r = cli(['daily', '2027-01-01']);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout.split('\n')[0]).toBe(
      'Daily deal of 2027-01-01: RU1-C-VGVUCWZ, proved winnable (a winning line of 89 moves).',
    );
    expect(r.stdout).toContain('RU1-C-VGVUCWZ  Same suit · seed 6568469517');
    const plain = cli(['daily', '2027-01-01', '--plain', '--rule', 'relaxed']);
    expect(plain.stdout).toBe(cli(['deal', 'RU1-R-VGVUCWZ', '--plain']).stdout);
  });

  it('lists a range of dates, one line each, equal to the vectors', () => {
    const r = cli(['daily', '--from', '2026-12-28', '--to', '2027-01-03']);
    expect(r.status).toBe(0);
    const expected = VECTORS.filter(([date]) => date! >= '2026-12-28' && date! <= '2027-01-03');
    expect(expected.length).toBe(7);
    expect(r.stdout).toBe(expected.map(([date, classic]) => `${date} ${classic}\n`).join(''));
    const relaxed = cli(['daily', '--from', '2026-12-28', '--to', '2027-01-03', '--rule', 'R']);
    expect(relaxed.stdout).toBe(expected.map(([date, , code]) => `${date} ${code}\n`).join(''));
  });

  it('--json gives the date, gameCode, seed, candidate and the winning line', () => {
    const r = cli(['daily', '2026-12-24', '--json']);
    expect(r.status).toBe(0);
    const json = JSON.parse(r.stdout) as DailyJson;
    expect(json).toMatchObject({ date: '2026-12-24', gameCode: 'RU1-C-ERRFHCD', seed: 1_445_507_755, candidate: 1 });
    expect(json.moves.length).toBeGreaterThan(50);
    expect(json.moves[0]).toEqual({
      card: expect.stringMatching(/^[A2-9TJQK][SHDC]$/) as unknown,
      from: expect.anything() as unknown,
      to: expect.anything() as unknown,
    });
  });

  it("without a date: today's date in UTC", () => {
    const today = new Date().toISOString().slice(0, 10);
    const r = cli(['daily', '--plain']);
    // Around midnight UTC the date may turn between the two lines below: ask for the date the command saw.
    const seen = cli(['daily', '--json']);
    expect(r.status).toBe(0);
    const date = (JSON.parse(seen.stdout) as DailyJson).date;
    expect([today, new Date().toISOString().slice(0, 10)]).toContain(date);
    expect(r.stdout).toBe(cli(['daily', date, '--plain']).stdout);
  });

  it.each([
    [['daily', '2026-02-30'], 'is not a calendar date'],
    [['daily', '26-1-1'], 'A date is written YYYY-MM-DD'],
    [['daily', '2026-01-01', '2026-01-02'], 'daily takes one date'],
    [['daily', '--from', '2026-01-01'], '--from and --to go together'],
    [['daily', '--from', '2026-01-02', '--to', '2026-01-01'], '--to comes before --from'],
    [['daily', '--from', '2000-01-01', '--to', '2026-01-01'], 'at most 3660 dates'],
    [['daily', '--from', '2026-01-01', '--to', '2026-01-02', '--json'], 'not a range'],
    [['daily', '--json', '--plain'], 'do not go together'],
    [['daily', '--rule', 'X'], 'rule'],
  ])('refuses %j (exit 2)', (args, message) => {
    const r = cli(args);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain(message);
  });
});
