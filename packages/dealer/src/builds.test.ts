/**
 * One identity across the builds: games and positions dealt by the dealer's CommonJS build
 * (`dist/index.cjs`, with the engine's CommonJS build) and by its ES module build resume, compare
 * and check against each other's deals.
 */
import type * as EngineModule from '@russian-solitaire/engine';
import type { StartOfCode } from '@russian-solitaire/engine';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import type * as DealerModule from './index.js';

type Dealer = typeof DealerModule;
type Engine = typeof EngineModule;

const require = createRequire(import.meta.url);
const cjs = require('../dist/index.cjs') as Dealer;
const cjsEngine = require('@russian-solitaire/engine') as Engine;
/** The ES module build, by a path the type checker does not follow (its types are those of `src`). */
const ESM_BUILD = '../dist/index.js';
const esm = (await import(ESM_BUILD)) as Dealer;
const esmEngine = await import('@russian-solitaire/engine');

const CODE = 'RU1-C-AAAAABB';

describe('the CommonJS and ES module builds of the dealer', () => {
  it('load two builds of the engine', () => {
    expect(cjsEngine).not.toBe(esmEngine);
    expect(cjs.RULE_SETS_BY_LETTER.C).not.toBe(esm.RULE_SETS_BY_LETTER.C);
  });

  it('deal equal positions, under rule sets each build reads as its own', () => {
    for (const code of [CODE, 'RU1-R-AAAAABB']) {
      const a = cjsEngine.unwrap(cjs.openingPositionOfCode(code));
      const b = esmEngine.unwrap(esm.openingPositionOfCode(code));
      expect(a.equals(b)).toBe(true);
      expect(b.equals(a)).toBe(true);
      expect(esmEngine.sameVisiblePart(a, b)).toBe(true);
      expect(esm.ruleLetterOf(a.ruleSet)).toBe(code.charAt(4));
      expect(cjs.ruleLetterOf(b.ruleSet)).toBe(code.charAt(4));
    }
  });

  it('resume a save with the other build’s startOfCode, both ways', () => {
    for (const [maker, engine, startOf] of [
      [esm, esmEngine, cjs.startOfCode],
      [cjs, cjsEngine, esm.startOfCode],
    ] as const) {
      const game = engine.unwrap(maker.gameOfCode(CODE));
      game.play(game.legalMoves()[0]!);
      const text = JSON.stringify(game);
      for (const resume of [esmEngine.resumeGame, cjsEngine.resumeGame]) {
        const resumed = resume(text, { startOf });
        expect(resumed.ok ? resumed.value.gameCode : resumed.error).toBe(CODE);
      }
      // A save whose start is another deal is still refused.
      const other = JSON.parse(JSON.stringify(engine.unwrap(maker.gameOfCode('RU1-C-AAAAAAA')))) as object;
      const forged = resumeOf(startOf, { ...other, gameCode: CODE });
      expect(forged).toBe('start-mismatch');
    }
  });
});

function resumeOf(startOf: StartOfCode, saved: object): string {
  const resumed = esmEngine.resumeGame(saved, { startOf });
  return resumed.ok ? 'resumed' : resumed.error.code;
}
