import { openingPositionOfCode } from '@russian-solitaire/dealer';
import { Game, makePosition, parseCard, unwrap } from '@russian-solitaire/engine';
import { describe, expect, it } from 'vitest';
import type { OddsJson } from './odds.js';
import type { SolveJson } from './solve.js';
import { cli } from './testing/cli.js';

function withoutTimings(stdout: string): Record<string, unknown> {
  const json = JSON.parse(stdout) as Record<string, unknown>;
  delete json.ms;
  return json;
}

describe('odds', () => {
  it('prints the odds as JSON, field by field, for the position after --moves', () => {
    const code = 'RU1-R-AAAAAAB';
    const solved = JSON.parse(cli(['solve', code, '--budget', '200000', '--json']).stdout) as SolveJson;
    const [m] = solved.moves;
    const move = `${m!.card}-${m!.to === 'foundation' ? 'F' : m!.to}`;
    const r = cli(['odds', code, '--moves', move, '--samples', '16', '--json']);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const json = JSON.parse(r.stdout) as OddsJson;
    expect(Object.keys(json).sort()).toEqual(
      ['exhaustive', 'ms', 'nodes', 'played', 'position', 'samples', 'stopped', 'undecided', 'winShare'].sort(),
    );
    const game = Game.fromPosition(unwrap(openingPositionOfCode(code)));
    unwrap(
      game.play({ card: unwrap(parseCard(m!.card)), to: m!.to === 'foundation' ? 'foundation' : ((m!.to - 1) as 0) }),
    );
    expect(json.position).toBe(makePosition(game.position));
    expect(json.played).toBe(1);
    expect(Object.keys(json.winShare).sort()).toEqual(['estimate', 'high', 'low']);
    expect(json.winShare.low).toBeLessThanOrEqual(json.winShare.estimate);
    expect(json.winShare.estimate).toBeLessThanOrEqual(json.winShare.high);
    expect(json.samples).toBe(16);
    expect(json.exhaustive).toBe(false);
    expect(json.undecided).toBeGreaterThanOrEqual(0);
    expect(json.nodes).toBeGreaterThan(0);
    expect(json.stopped).toBeNull();
    // Relaxed deals are nearly all winnable: this one is, for the real cards at least.
    expect(json.winShare.high).toBeGreaterThan(0);
  });

  it('is deterministic for the same input, and --seed picks another sample', () => {
    const args = ['odds', 'RU1-C-AAAAABB', '--samples', '16', '--json'];
    const a = withoutTimings(cli(args).stdout);
    expect(withoutTimings(cli(args).stdout)).toEqual(a);
    const seeded = cli([...args, '--seed', '7']);
    expect(seeded.status).toBe(0);
    expect(withoutTimings(cli([...args, '--seed', '7']).stdout)).toEqual(withoutTimings(seeded.stdout));
  });

  it('says the odds in words, as an upper bound of a fair player', () => {
    const r = cli(['odds', 'RU1-C-AAAAABB', '--samples', '16']);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(
      /^Odds: the position can still be won in about [\d.]+ % of the ways the face-down cards can lie \(95 % interval [\d.]+–[\d.]+ %, 16 arrangements searched\)\. This is an upper bound of a fair player's chance\.\n$/,
    );
  });

  it('is exact with no card face down', () => {
    const solved = JSON.parse(cli(['solve', 'RU1-R-AAAAAAB', '--budget', '200000', '--json']).stdout) as SolveJson;
    const game = Game.fromPosition(unwrap(openingPositionOfCode('RU1-R-AAAAAAB')));
    for (const m of solved.moves) {
      if (game.position.toSetup().columns.every((c) => c.faceDown.length === 0)) break;
      unwrap(
        game.play({ card: unwrap(parseCard(m.card)), to: m.to === 'foundation' ? 'foundation' : ((m.to - 1) as 0) }),
      );
    }
    const json = JSON.parse(cli(['odds', makePosition(game.position), '--json']).stdout) as OddsJson;
    expect(json.exhaustive).toBe(true);
    expect(json.samples).toBe(1);
    expect(json.winShare).toEqual({ estimate: 1, low: 1, high: 1 });
  });

  it('refuses a missing subject, bad fair options and refused moves', () => {
    const cases: [string[], RegExp][] = [
      [['odds'], /odds needs a game code/],
      [['odds', 'RU1-C-AAAAABB', '--samples', '0'], /--samples must be from 1 to 65,536/],
      [['odds', 'RU1-C-AAAAABB', '--seed', 'x'], /--seed must be a whole number/],
      [['odds', 'RU1-C-AAAAABB', '--budget', '0'], /--budget must be from 1/],
      [['odds', 'RU1-C-AAAAABB', '--moves', '5S-3'], /--moves, move 1 \(5S-3\) is refused/],
      [['odds', 'RU1-C-AAAAABB', '--fair'], /unknown option "--fair"/],
    ];
    for (const [args, message] of cases) {
      const r = cli(args);
      expect(r.status).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toMatch(message);
    }
  });

  it('is listed in the general help', () => {
    expect(cli(['--help']).stdout).toMatch(/^ {2}odds +the share of face-down arrangements/m);
  });
});

describe('fair options', () => {
  it('agree with the solver on the limits', async () => {
    const solver = await import('@russian-solitaire/solver');
    const fair = await import('./fair.js');
    expect(fair.MAX_SAMPLES).toBe(solver.MAX_FAIR_SAMPLES);
    expect(fair.SAMPLE_BUDGET).toBe(solver.DEFAULT_SAMPLE_BUDGET);
    // survey --player takes each of the solver's fair strategies by name, after `fair` itself
    const record = await import('./survey-record.js');
    expect(record.FAIR_PLAYERS).toEqual(['fair', ...solver.FAIR_STRATEGIES]);
  });

  it('writes shares as percentages', async () => {
    const { percent } = await import('./fair.js');
    expect([0, 0.004, 0.063, 0.05, 0.38, 0.999, 1].map(percent)).toEqual(['0', '0.4', '6.3', '5', '38', '100', '100']);
  });
});
