import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatCode, openingPositionOfCode } from '@russian-solitaire/dealer';
import { solve } from '@russian-solitaire/solver';
import { unwrap } from '@russian-solitaire/engine';
import { afterAll, describe, expect, it } from 'vitest';
import { type SurveyRecord, surveyLineText } from './survey-record.js';
import { BIN, cliAsync } from './testing/cli.js';
import { ON_WINDOWS } from './testing/platform.js';

const dir = mkdtempSync(join(tmpdir(), 'rs-survey-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const FROM = 100;
const COUNT = 20;
const BASE = ['survey', '--rule', 'C', '--from', String(FROM), '--budget', '1e5', '--jobs', '2'];

function records(file: string): SurveyRecord[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.length > 0)
    .map((l) => JSON.parse(l) as SurveyRecord);
}

function expectWholeRange(rs: SurveyRecord[]): void {
  const seeds = rs.map((r) => r.seed).sort((x, y) => x - y);
  expect(seeds).toEqual(Array.from({ length: COUNT }, (_, i) => FROM + i));
  for (const r of rs) {
    expect(r.gameCode).toBe(unwrap(formatCode({ rule: 'C', seed: r.seed })));
    expect(['solved', 'unsolvable', 'unknown']).toContain(r.status);
    expect(r.nodes).toBeLessThanOrEqual(100_000);
    expect(r.moves > 0).toBe(r.status === 'solved');
    expect(r).toMatchObject({ rule: 'C', budget: 100_000, groupLimit: 20, takeBack: true });
  }
}

describe('survey', () => {
  it('decides a range, then resumes: half first, then the whole range, each seed exactly once', async () => {
    const out = join(dir, 'resume.jsonl');
    const half = await cliAsync([...BASE, '--count', String(COUNT / 2), '--out', out]);
    expect(half.status).toBe(0);
    expect(records(out)).toHaveLength(COUNT / 2);
    const whole = await cliAsync([...BASE, '--count', String(COUNT), '--out', out]);
    expect(whole.status).toBe(0);
    expect(whole.stderr).toContain(`resuming, ${COUNT / 2} of ${COUNT} deals already done`);
    expect(whole.stderr).toContain(`${COUNT / 2} deals to decide`);
    const rs = records(out);
    expect(rs).toHaveLength(COUNT);
    expectWholeRange(rs);
    // The summary counts the whole range and names its interval.
    const solved = rs.filter((r) => r.status === 'solved').length;
    const unsolvable = rs.filter((r) => r.status === 'unsolvable').length;
    const unknown = rs.filter((r) => r.status === 'unknown').length;
    expect(whole.stdout).toMatch(new RegExp(`deals\\s+${COUNT}\\n`));
    expect(whole.stdout).toMatch(new RegExp(`solved\\s+${solved}\\b`));
    expect(whole.stdout).toMatch(new RegExp(`unsolvable\\s+${unsolvable}\\b`));
    expect(whole.stdout).toMatch(new RegExp(`unknown\\s+${unknown}\\b`));
    expect(whole.stdout).toContain('95 % confidence interval');
    expect(whole.stdout).toContain('Wilson score interval');
    expect(whole.stdout).toMatch(/total time of this run [\d.]+ m?s\n/);
    // Progress went to stderr as plain lines (not a terminal), with the running counts.
    expect(whole.stderr).toMatch(/progress: 20\/20 100\.0% .* deals\/s .*ETA .*solved \d+ unsolvable \d+ unknown \d+/);
    // Running it again decides nothing and gives the same summary.
    const again = await cliAsync([...BASE, '--count', String(COUNT), '--out', out]);
    expect(again.status).toBe(0);
    expect(records(out)).toHaveLength(COUNT);
    expect(again.stdout.split('\n').slice(1, 5)).toEqual(whole.stdout.split('\n').slice(1, 5));
  });

  it('tolerates a truncated last line: it is dropped and its deal done again', async () => {
    const out = join(dir, 'truncated.jsonl');
    const first = await cliAsync([...BASE, '--count', '6', '--out', out]);
    expect(first.status).toBe(0);
    const text = readFileSync(out, 'utf8');
    const lines = text.trimEnd().split('\n');
    writeFileSync(out, `${lines.slice(0, 5).join('\n')}\n${lines[5]!.slice(0, 25)}`);
    const whole = await cliAsync([...BASE, '--count', String(COUNT), '--out', out]);
    expect(whole.status).toBe(0);
    expect(whole.stderr).toContain('dropped a truncated last line');
    expect(whole.stderr).toContain(`${COUNT - 5} deals to decide`);
    expectWholeRange(records(out));
    expect(records(out)).toHaveLength(COUNT);
  });

  it('refuses to resume a file made with other settings, and a file that is not a survey', async () => {
    const out = join(dir, 'other.jsonl');
    expect((await cliAsync([...BASE, '--count', '2', '--out', out])).status).toBe(0);
    const other = await cliAsync([...BASE.map((a) => (a === '1e5' ? '5e4' : a)), '--count', '4', '--out', out]);
    expect(other.status).toBe(2);
    expect(other.stderr).toMatch(
      /line 1, was made with \{"rule":"C","budget":100000,.*this survey uses \{"rule":"C","budget":50000,/,
    );
    const junk = join(dir, 'junk.jsonl');
    writeFileSync(junk, 'hello\n{"seed":1}\n');
    const bad = await cliAsync([...BASE, '--count', '4', '--out', junk]);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('line 1, is not a survey record');
  });

  it('takes --from as a seed, seven letters or a whole code, all the same range', async () => {
    const seedsOf = async (from: string): Promise<number[]> => {
      const r = await cliAsync([
        'survey',
        '--rule',
        'R',
        '--from',
        from,
        '--count',
        '3',
        '--budget',
        '1000',
        '--quiet',
      ]);
      expect(r.status, from).toBe(0);
      return r.stdout
        .trim()
        .split('\n')
        .map((l) => (JSON.parse(l) as SurveyRecord).seed)
        .sort((a, b) => a - b);
    };
    const expected = [27, 28, 29];
    const letters = unwrap(formatCode({ rule: 'R', seed: 27 }));
    expect(await seedsOf('27')).toEqual(expected);
    expect(await seedsOf(letters.slice(-7).toLowerCase())).toEqual(expected);
    expect(await seedsOf(letters)).toEqual(expected);
  });

  it('writes the JSON lines to stdout and the summary to stderr without --out', async () => {
    const r = await cliAsync([...BASE, '--count', '3', '--quiet', '--house', 'none']);
    expect(r.status).toBe(0);
    const rs = r.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as SurveyRecord);
    expect(rs.map((x) => x.seed).sort()).toEqual([FROM, FROM + 1, FROM + 2]);
    expect(rs.every((x) => x.groupLimit === null && x.takeBack === false)).toBe(true);
    expect(r.stderr).toContain('Wilson score interval');
    expect(r.stderr).not.toContain('progress:');
  });

  it("writes each deal's line as the solver answers its opening, byte for byte but the time", async () => {
    let compared = 0;
    for (const [rule, from, count] of [
      ['C', 0, 40],
      ['R', 0, 12],
    ] as const) {
      const range = ['--rule', rule, '--from', String(from), '--count', String(count)];
      const r = await cliAsync(['survey', ...range, '--budget', '1e5', '--jobs', '2', '--quiet']);
      expect(r.status).toBe(0);
      const lines = r.stdout.split('\n').filter((l) => l.length > 0);
      expect(lines).toHaveLength(count);
      for (const line of lines) {
        const record = JSON.parse(line) as SurveyRecord;
        const code = unwrap(formatCode({ rule, seed: record.seed }));
        const answer = unwrap(solve(unwrap(openingPositionOfCode(code)), { budget: 100_000 }));
        const expected: SurveyRecord = {
          seed: record.seed,
          gameCode: code,
          status: answer.status,
          nodes: answer.nodes,
          ms: record.ms,
          moves: answer.status === 'solved' ? answer.line.length : 0,
          rule,
          budget: 100_000,
          groupLimit: 20,
          takeBack: true,
        };
        expect(`${line}\n`).toBe(surveyLineText(expected));
        compared++;
      }
    }
    expect(compared).toBe(52);
  });

  it('fails with exit 1 when the output file cannot be written', async () => {
    const r = await cliAsync([...BASE, '--count', '2', '--out', join(dir, 'no-such-folder', 'x.jsonl')]);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/cannot write .*x\.jsonl/);
  });

  // On Windows, kill('SIGINT') ends the process outright: no handler runs, no summary, no exit code 130.
  const posixIt = it.skipIf(ON_WINDOWS);
  posixIt('stops on Ctrl-C with exit 130, keeping whole lines and printing the summary so far', async () => {
    const out = join(dir, 'interrupted.jsonl');
    const child = spawn(process.execPath, [
      BIN,
      'survey',
      '--rule',
      'R',
      '--from',
      '0',
      '--count',
      '100000',
      '--budget',
      '1e5',
      '--jobs',
      '2',
      '--out',
      out,
    ]);
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    const status = await new Promise<number | null>((resolve) => {
      child.stderr.setEncoding('utf8').on('data', (d: string) => {
        stderr += d;
        if (stderr.includes('progress:') && !child.killed) child.kill('SIGINT');
      });
      child.on('close', (code) => resolve(code));
    });
    expect(status).toBe(130);
    expect(stdout).toContain('(interrupted: run the same command again to resume)');
    const rs = records(out);
    expect(rs.length).toBeGreaterThan(0);
    expect(rs.length).toBeLessThan(100_000);
    expect(new Set(rs.map((r) => r.seed)).size).toBe(rs.length);
    expect(readFileSync(out, 'utf8').endsWith('\n')).toBe(true);
    expect(existsSync(`${out}.lock`)).toBe(false);
    expect(stdout).toMatch(new RegExp(`deals\\s+${rs.length} of 100000`));
  });
});
