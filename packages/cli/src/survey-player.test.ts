import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatCode, openingPositionOfCode } from '@russian-solitaire/dealer';
import { type Move, encodeMove, ok, sameMove, unwrap } from '@russian-solitaire/engine';
import * as solverModule from '@russian-solitaire/solver';
import { afterAll, describe, expect, it } from 'vitest';
import type { SummaryJson } from './summary.js';
import { shardOf } from './survey-plan.js';
import { playDeal } from './survey-player.js';
import { FAIR_PLAYERS, type PlayRecord, type SurveyLine, type SurveySettings } from './survey-record.js';
import { cliAsync } from './testing/cli.js';

const dir = mkdtempSync(join(tmpdir(), 'rs-survey-player-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// Classic seeds 13–18: 13, 15, 16 and 17 are proved lost at the start, 14 and 18 are winnable.
const FROM = 13;
const COUNT = 6;
const BASE = ['survey', '--rule', 'C', '--from', String(FROM), '--budget', '1e5', '--jobs', '2', '--quiet'];

function lines(text: string): SurveyLine[] {
  return text
    .split('\n')
    .filter((l) => l.length > 0)
    .map((l) => JSON.parse(l) as SurveyLine);
}

const bySeed = (rs: readonly SurveyLine[]) => [...rs].sort((a, b) => a.seed - b.seed);
const withoutMs = (rs: readonly SurveyLine[]) => bySeed(rs).map(({ ms: _ms, ...rest }) => rest);

async function playSurvey(extra: readonly string[]): Promise<PlayRecord[]> {
  const r = await cliAsync([...BASE, '--count', String(COUNT), ...extra]);
  expect(r.status, r.stderr).toBe(0);
  return bySeed(lines(r.stdout)) as PlayRecord[];
}

describe('survey --player', () => {
  it('plays each deal with the fair player: records with their fields; a deal lost at the start is not played', async () => {
    const rs = await playSurvey(['--player', 'fair', '--samples', '4']);
    expect(rs.map((r) => r.seed)).toEqual([13, 14, 15, 16, 17, 18]);
    for (const r of rs) {
      expect(r).toMatchObject({
        // `fair` is recorded under the name of the strategy it plays, the solver's default
        player: solverModule.DEFAULT_FAIR_STRATEGY,
        samples: 4,
        rule: 'C',
        budget: 100_000,
        groupLimit: 20,
        takeBack: true,
      });
      expect(r.gameCode).toBe(unwrap(formatCode({ rule: 'C', seed: r.seed })));
      expect(typeof r.won).toBe('boolean');
      expect(Number.isInteger(r.moves) && r.moves >= 0 && r.moves <= 1000).toBe(true);
      expect(typeof r.ms).toBe('number');
      expect([true, false, null]).toContain(r.winnable);
      if (r.winnable === false) expect(r).toMatchObject({ won: false, moves: 0 });
      if (r.won) expect(r.moves).toBeGreaterThan(0);
    }
    expect(rs.filter((r) => r.winnable === false).map((r) => r.seed)).toEqual([13, 15, 16, 17]);
    expect(rs.find((r) => r.seed === 14)?.winnable).toBe(true);
  });

  it('takes a fair strategy by name: each plays the winnable deals, and fair plays as its strategy does', async () => {
    const byName = new Map<string, PlayRecord[]>();
    for (const player of FAIR_PLAYERS) {
      const rs = await playSurvey(['--player', player, '--samples', '4']);
      const named = player === 'fair' ? solverModule.DEFAULT_FAIR_STRATEGY : player;
      expect(rs.every((r) => r.player === named && r.samples === 4)).toBe(true);
      expect(rs.filter((r) => r.winnable === true).map((r) => r.seed)).toEqual([14, 18]);
      byName.set(player, rs);
    }
    const game = ({ seed, won, moves }: PlayRecord) => ({ seed, won, moves });
    expect(byName.get('fair')!.map(game)).toEqual(byName.get(solverModule.DEFAULT_FAIR_STRATEGY)!.map(game));
    expect(byName.size).toBe(4);
  });

  it('greedy and random play are deterministic, and the default fair samples are 16', async () => {
    for (const player of ['greedy', 'random']) {
      const a = await playSurvey(['--player', player]);
      const b = await playSurvey(['--player', player]);
      expect(withoutMs(a)).toEqual(withoutMs(b));
      expect(a.every((r) => r.player === player && r.samples === null)).toBe(true);
      // Greedy play that comes back to a position it was in is over (it would cycle for ever).
      if (player === 'greedy') expect(a.every((r) => r.moves < 1000)).toBe(true);
    }
    const help = await cliAsync(['survey', '--help']);
    expect(help.stdout).toContain('--samples N');
    expect(help.stdout).toContain('default 16');
  });

  it('refuses a bad player, --samples without the fair player, and a bad shard', async () => {
    const bad = await cliAsync([...BASE, '--count', '2', '--player', 'smart']);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('--player is fair, sampled, committed, widened, greedy or random');
    expect((await cliAsync([...BASE, '--count', '2', '--player', 'greedy', '--samples', '4'])).stderr).toContain(
      '--samples goes with --player fair, sampled, committed, widened',
    );
    for (const shard of ['0/3', '4/3', '1/7', 'x']) {
      const r = await cliAsync([...BASE, '--count', String(COUNT), '--shard', shard]);
      expect(r.status, shard).toBe(2);
      expect(r.stderr).toContain('--shard');
    }
  });

  it('resumes a survey of a player, and refuses to resume with another player or other samples', async () => {
    const out = join(dir, 'resume.jsonl');
    const args = ['--player', 'greedy', '--out', out];
    expect((await cliAsync([...BASE, '--count', '3', ...args])).status).toBe(0);
    const whole = await cliAsync([...BASE, '--count', String(COUNT), ...args]);
    expect(whole.status).toBe(0);
    expect(whole.stderr).toContain(`resuming, 3 of ${COUNT} deals already done`);
    expect(whole.stdout).toContain('won share');
    expect(whole.stdout).toContain('won of the winnable deals');
    const rs = lines(readFileSync(out, 'utf8'));
    expect(bySeed(rs).map((r) => r.seed)).toEqual([13, 14, 15, 16, 17, 18]);
    const other = await cliAsync([...BASE, '--count', String(COUNT), '--player', 'random', '--out', out]);
    expect(other.status).toBe(2);
    expect(other.stderr).toMatch(/"player":"greedy".*this survey uses .*"player":"random"/);
    const solver = await cliAsync([...BASE, '--count', String(COUNT), '--out', out]);
    expect(solver.status).toBe(2);
  });

  it('records --player fair under its strategy: a survey of another default is not resumed as this one', async () => {
    const named = solverModule.DEFAULT_FAIR_STRATEGY;
    // A record written when `fair` was recorded as `fair` (seed 13 is proved lost at the start).
    const older = `{"seed":13,"gameCode":"RU1-C-AAAAAAN","player":"fair","samples":4,"won":false,"moves":0,"ms":5,"winnable":false,"rule":"C","budget":100000,"groupLimit":20,"takeBack":true}\n`;
    const out = join(dir, 'fair-older.jsonl');
    writeFileSync(out, older);
    const refused = await cliAsync([
      ...BASE,
      '--count',
      String(COUNT),
      '--player',
      'fair',
      '--samples',
      '4',
      '--out',
      out,
    ]);
    expect(refused.status).toBe(2);
    expect(refused.stderr).toMatch(new RegExp(`"player":"fair".*this survey uses .*"player":"${named}"`));
    expect(readFileSync(out, 'utf8')).toBe(older);
    // A survey of `fair` begun today is resumed by the strategy's own name, and the other way round.
    const today = join(dir, 'fair-today.jsonl');
    const first = await cliAsync([...BASE, '--count', '3', '--player', 'fair', '--samples', '4', '--out', today]);
    expect(first.status, first.stderr).toBe(0);
    const rest = await cliAsync([
      ...BASE,
      '--count',
      String(COUNT),
      '--player',
      named,
      '--samples',
      '4',
      '--out',
      today,
    ]);
    expect(rest.status, rest.stderr).toBe(0);
    expect(rest.stderr).toContain(`resuming, 3 of ${COUNT} deals already done`);
    const rs = bySeed(lines(readFileSync(today, 'utf8')));
    expect(rs.map((r) => r.seed)).toEqual([13, 14, 15, 16, 17, 18]);
    expect(rs.every((r) => 'player' in r && r.player === named)).toBe(true);
  });
});

describe('survey --shard and summary', () => {
  it('splits a range into contiguous, disjoint parts whose union is the range', () => {
    for (const [count, of] of [
      [6, 2],
      [7, 3],
      [10, 4],
      [5, 5],
    ] as const) {
      const parts = Array.from({ length: of }, (_, i) => shardOf({ from: 100, count }, { index: i + 1, of }));
      const seeds = parts.flatMap((p) => Array.from({ length: p.count }, (_, i) => p.from + i));
      expect(seeds).toEqual(Array.from({ length: count }, (_, i) => 100 + i));
      const sizes = parts.map((p) => p.count);
      expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
    }
  });

  it('runs shards into their own files; summary of the shards equals the summary of the whole range', async () => {
    const files = [1, 2, 3].map((k) => join(dir, `shard-${k}.jsonl`));
    const common = [...BASE, '--count', String(COUNT), '--player', 'random'];
    for (const [i, file] of files.entries()) {
      const r = await cliAsync([...common, '--shard', `${i + 1}/3`, '--out', file]);
      expect(r.status, r.stderr).toBe(0);
      expect(r.stdout).toContain(`shard ${i + 1}/3`);
    }
    const parts = files.map((f) => bySeed(lines(readFileSync(f, 'utf8'))).map((r) => r.seed));
    expect(parts).toEqual([
      [13, 14],
      [15, 16],
      [17, 18],
    ]);
    const wholeFile = join(dir, 'whole.jsonl');
    expect((await cliAsync([...common, '--out', wholeFile])).status).toBe(0);
    const strip = ({ files: _f, solverMs: _ms, ...rest }: SummaryJson) => rest;
    const shards = await cliAsync(['summary', ...files, '--json']);
    expect(shards.status, shards.stderr).toBe(0);
    const whole = await cliAsync(['summary', wholeFile, '--json']);
    expect(strip(JSON.parse(shards.stdout) as SummaryJson)).toEqual(strip(JSON.parse(whole.stdout) as SummaryJson));
    const s = JSON.parse(shards.stdout) as SummaryJson;
    expect(s).toMatchObject({ deals: COUNT, firstSeed: FROM, lastSeed: FROM + COUNT - 1, contiguous: true });
    expect(s.settings).toMatchObject({ player: 'random', rule: 'C' });
    expect(s.share.trials).toBe(COUNT);
    // The text form names the files, the won share and its interval.
    const text = await cliAsync(['summary', ...files]);
    expect(text.status).toBe(0);
    expect(text.stdout).toContain('Summary of 6 deals in 3 files, seeds 13–18');
    expect(text.stdout).toMatch(/won share: \d\/6 = .*Wilson score interval/);
  });

  it('summarises solver surveys, and refuses overlapping seeds and mixed settings', async () => {
    const a = join(dir, 'solver-a.jsonl');
    const b = join(dir, 'solver-b.jsonl');
    const args = [...BASE, '--count', '4'];
    expect((await cliAsync([...args, '--shard', '1/2', '--out', a])).status).toBe(0);
    expect((await cliAsync([...args, '--shard', '2/2', '--out', b])).status).toBe(0);
    const ok = await cliAsync(['summary', a, b]);
    expect(ok.status, ok.stderr).toBe(0);
    expect(ok.stdout).toMatch(/deals\s+4\n/);
    expect(ok.stdout).toContain('winnable share');
    const copy = join(dir, 'solver-a-copy.jsonl');
    copyFileSync(a, copy);
    const overlap = await cliAsync(['summary', a, b, copy]);
    expect(overlap.status).toBe(2);
    expect(overlap.stderr).toMatch(
      /solver-a-copy\.jsonl, line 1, has seed 1[34], which is in .*solver-a\.jsonl \(line 1\) too: the files overlap/,
    );
    const twice = await cliAsync(['summary', a, b, a]);
    expect(twice.status).toBe(2);
    expect(twice.stderr).toMatch(/solver-a\.jsonl and .*solver-a\.jsonl are the same file/);
    const played = join(dir, 'played.jsonl');
    expect(
      (await cliAsync([...BASE, '--from', '20', '--count', '2', '--player', 'greedy', '--out', played])).status,
    ).toBe(0);
    const mixed = await cliAsync(['summary', a, played]);
    expect(mixed.status).toBe(2);
    expect(mixed.stderr).toMatch(
      /played\.jsonl, line 1, was made with .*"player":"greedy".*, but .*solver-a\.jsonl with .*same settings/,
    );
    const junk = join(dir, 'junk.jsonl');
    writeFileSync(junk, 'hello\n');
    expect((await cliAsync(['summary', junk])).status).toBe(2);
    expect((await cliAsync(['summary'])).status).toBe(2);
    const help = await cliAsync(['--help']);
    expect(help.stdout).toContain('  summary ');
    expect((await cliAsync(['summary', '--help'])).stdout).toContain('usage: russian-solitaire summary FILE...');
    expect((await cliAsync(['summary', join(dir, 'missing.jsonl')])).status).toBe(1);
    const directory = await cliAsync(['summary', dir]);
    expect(directory.status).toBe(2);
    expect(directory.stderr).toContain('is not a regular file');
  });
});

describe('a fair player follows the Hint button', () => {
  // The settings of a survey of the fair player (4 arrangements a hint), as the workers get them.
  const settings = (rule: 'C' | 'R'): SurveySettings => ({
    rule,
    budget: 100_000,
    groupLimit: 20,
    takeBack: true,
    player: 'fair',
    samples: 4,
  });

  /** The solver, with every fair hint kept. */
  function watched(): { solver: typeof solverModule; hints: (solverModule.FairHint | null)[] } {
    const hints: (solverModule.FairHint | null)[] = [];
    const solver = {
      ...solverModule,
      fairHint: (...args: Parameters<typeof solverModule.fairHint>) => {
        const answer = solverModule.fairHint(...args);
        if (answer.ok) hints.push(answer.value);
        return answer;
      },
    };
    return { solver, hints };
  }

  it('asks for a hint for its game before every move and plays it; the hints keep to their plans between turns', () => {
    let followed = 0;
    let games = 0;
    for (const [rule, seed] of [
      ['R', 20],
      ['R', 3],
      ['C', 14],
    ] as const) {
      const code = unwrap(formatCode({ rule, seed }));
      const opening = unwrap(openingPositionOfCode(code));
      const { solver, hints } = watched();
      const record = unwrap(playDeal(solver, opening, settings(rule), seed, code));
      const position = opening.clone();
      let plan: readonly Move[] = [];
      for (const hint of hints) {
        if (hint === null) break;
        expect(position.legalMoves().some((m) => sameMove(m, hint.move))).toBe(true);
        // a hint that keeps to its plan answers the plan's next move
        if (hint.followed) {
          expect(hint.move).toEqual(plan[1]);
          followed++;
        }
        plan = hint.plan;
        position.play(encodeMove(hint.move));
      }
      // one hint a move (and a last one that answered none, when the game ended so)
      expect(hints.filter((h) => h !== null)).toHaveLength(record.moves);
      expect(position.isWon).toBe(record.won);
      games++;
    }
    expect(games).toBe(3);
    expect(followed).toBeGreaterThan(0);
  });

  it('ends a game, lost, when the hint answers none', () => {
    const code = unwrap(formatCode({ rule: 'R', seed: 20 }));
    const opening = unwrap(openingPositionOfCode(code));
    let asked = 0;
    const solver = {
      ...solverModule,
      fairHint: () => {
        asked++;
        return ok(null);
      },
    } as unknown as typeof solverModule;
    const record = unwrap(playDeal(solver, opening, settings('R'), 20, code));
    expect(record).toMatchObject({ won: false, moves: 0, winnable: true });
    expect(asked).toBe(1);
  });
});
