/**
 * One identity across the builds: the solver's ES module build (`dist/index.js`) searches positions
 * of the engine's CommonJS build, and its CommonJS build (`dist/index.cjs`) positions of the
 * engine's ES module build, with the same answers as for positions of its own build.
 */
import type * as DealerModule from '@russian-solitaire/dealer';
import type * as EngineModule from '@russian-solitaire/engine';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import type * as SolverModule from './index.js';

type Solver = typeof SolverModule;

const require = createRequire(import.meta.url);
const cjs = require('../dist/index.cjs') as Solver;
const cjsDealer = require('@russian-solitaire/dealer') as typeof DealerModule;
const cjsEngine = require('@russian-solitaire/engine') as typeof EngineModule;
/** The ES module build, by a path the type checker does not follow (its types are those of `src`). */
const ESM_BUILD = '../dist/index.js';
const esm = (await import(ESM_BUILD)) as Solver;
const esmDealer = await import('@russian-solitaire/dealer');
const esmEngine = await import('@russian-solitaire/engine');

const CODES = ['RU1-C-AAAAAAS', 'RU1-R-AAAAAAB', 'RU1-C-AAAAABB'];

/** The same deal from each build of the engine. */
function deals(code: string) {
  return {
    fromCjs: cjsEngine.unwrap(cjsDealer.openingPositionOfCode(code)),
    fromEsm: esmEngine.unwrap(esmDealer.openingPositionOfCode(code)),
  };
}

/** An answer without its times, which differ from run to run. */
function timeless(answer: unknown): unknown {
  return JSON.parse(JSON.stringify(answer, (key, value: unknown) => (/ms$/i.test(key) ? undefined : value)));
}

describe('the solver with positions of the other build of the engine', () => {
  it('loads two builds of the engine and of the solver', () => {
    expect(cjsEngine.Position).not.toBe(esmEngine.Position);
    expect(cjs.solve).not.toBe(esm.solve);
  });

  it('solve: the same verdict, nodes and line, whichever builds meet', () => {
    for (const code of CODES) {
      const { fromCjs, fromEsm } = deals(code);
      const answers = [esm.solve(fromCjs), esm.solve(fromEsm), cjs.solve(fromEsm), cjs.solve(fromCjs)].map((r) =>
        esmEngine.unwrap(r),
      );
      for (const answer of answers) expect(timeless(answer)).toEqual(timeless(answers[0]));
      expect(answers[0]!.status).not.toBe('unknown');
    }
  });

  it('hints, fair hints and odds: the same answers across builds', () => {
    const { fromCjs, fromEsm } = deals(CODES[0]!);
    const hints = [esm.hint(fromCjs), cjs.hint(fromEsm)].map((r) => timeless(esmEngine.unwrap(r)));
    expect(hints[0]).toEqual(hints[1]);
    const fair = { samples: 4, sampleBudget: 20_000, budget: 200_000 };
    const fairHints = [esm.fairHint(fromCjs, fair), cjs.fairHint(fromEsm, fair)].map((r) =>
      timeless(esmEngine.unwrap(r)),
    );
    expect(fairHints[0]).toEqual(fairHints[1]);
    const odds = [esm.winOdds(fromCjs, fair), cjs.winOdds(fromEsm, fair)].map((r) => timeless(esmEngine.unwrap(r)));
    expect(odds[0]).toEqual(odds[1]);
  });

  it('a game of the other build is reviewed like one of its own', () => {
    const game = cjsEngine.unwrap(cjsDealer.gameOfCode(CODES[0]!));
    const solved = esmEngine.unwrap(esm.solve(game.position));
    if (solved.status !== 'solved') throw new Error(`${CODES[0]} is solved in the solver's tests`);
    for (const move of solved.line.slice(0, 5)) expect(game.play(move).ok).toBe(true);
    const options = { budget: 400_000, samples: 2, sampleBudget: 20_000 };
    const own = esmEngine.unwrap(cjs.reviewGame(game, options));
    const other = esmEngine.unwrap(esm.reviewGame(game, options));
    expect(timeless(other)).toEqual(timeless(own));
    expect(other.moves).toHaveLength(5);
  });
});
