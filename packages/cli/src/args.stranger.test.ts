import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cli } from './testing/cli.js';

const dir = mkdtempSync(join(tmpdir(), 'rs-args-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The longest single argument Linux passes to a program (MAX_ARG_STRLEN, 32 pages), less a little. */
const HUGE = 128 * 1024 - 16;

/** Checks a refusal: the exit code, no stack trace, at most a message and the pointer to --help. */
function expectRefusal(args: readonly string[], status: number): void {
  const r = cli(args);
  expect(r.status, r.stderr.slice(0, 300)).toBe(status);
  expect(r.stderr).not.toContain('    at ');
  expect(r.stderr.trimEnd().split('\n').length).toBeLessThanOrEqual(2);
  expect(r.stdout).toBe('');
}

describe('oversized arguments get a typed refusal at once', () => {
  it('refuses a huge game code, seed, count, budget and option name', () => {
    const digits = '9'.repeat(HUGE);
    expectRefusal(['deal', 'R'.repeat(HUGE)], 2);
    expectRefusal(['play', `RU1-C-${'A'.repeat(HUGE)}`], 2);
    expectRefusal(['survey', '--rule', 'C', '--from', digits, '--count', '1'], 2);
    expectRefusal(['survey', '--rule', 'C', '--from', '0', '--count', digits], 2);
    expectRefusal(['solve', 'RU1-C-AAAAAAA', '--budget', digits], 2);
    expectRefusal(['solve', `--${'x'.repeat(HUGE)}`], 2);
  });

  it('refuses an --out path longer than the system allows, writing nothing', () => {
    const path = join(dir, 'a'.repeat(HUGE - dir.length - 1));
    expectRefusal(['survey', '--rule', 'C', '--from', '0', '--count', '1', '--budget', '1e3', '--out', path], 1);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('reads thousands of arguments: summary of 20,000 files stops at the first it cannot read', () => {
    const files = Array.from({ length: 20_000 }, (_, i) => join(dir, `missing-${i}.jsonl`));
    const r = cli(['summary', ...files]);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('missing-0.jsonl');
    expect(r.stderr).not.toContain('missing-1.jsonl');
  });
});
