/**
 * One identity across the builds: positions, games, rule sets and errors of the engine's CommonJS
 * build (`dist/index.cjs`, loaded with `require`) and of its ES module build (`dist/index.js`,
 * loaded with `import`) behave the same in every function that takes two of them.
 */
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import type * as EngineModule from './index.js';
import type { StartOfCode } from './save.js';

type Engine = typeof EngineModule;

const require = createRequire(import.meta.url);
const cjs = require('../dist/index.cjs') as Engine;
/** The ES module build, by a path the type checker does not follow (its types are those of `src`). */
const ESM_BUILD = '../dist/index.js';
const esm = (await import(ESM_BUILD)) as Engine;

/** A deck order for a deal, the same for both builds. */
const DECK = Array.from({ length: 52 }, (_, i) => (i * 23 + 11) % 52);

/** The same deal from each build, under each build's own rule set object. */
function dealOf(engine: Engine, ruleSet = engine.classic) {
  return engine.unwrap(engine.openingPosition(DECK, ruleSet));
}

/** A code's deal for `resumeGame`: `TEST-1` deals {@link DECK} with the given build. */
function startOfWith(engine: Engine): StartOfCode {
  return (code, options) =>
    code === 'TEST-1'
      ? engine.openingPosition(DECK, engine.classic, options)
      : engine.err({ code: 'unknown-code', message: 'Unknown code.', key: 'unknown-code', values: {} });
}

describe('the CommonJS and ES module builds of the engine', () => {
  it('are two builds, with two objects for each shipped rule set', () => {
    expect(cjs).not.toBe(esm);
    expect(cjs.Position).not.toBe(esm.Position);
    expect(cjs.classic).not.toBe(esm.classic);
    expect(esm.sameRuleSet(cjs.classic, esm.classic)).toBe(true);
    expect(cjs.sameRuleSet(esm.relaxed, cjs.relaxed)).toBe(true);
    expect(esm.sameRuleSet(cjs.classic, esm.relaxed)).toBe(false);
  });

  it('equals: the same deal is equal across builds, both ways; another deal is not', () => {
    for (const ruleSet of ['classic', 'relaxed', 'yukon', 'alaska'] as const) {
      const a = dealOf(cjs, cjs[ruleSet]);
      const b = dealOf(esm, esm[ruleSet]);
      expect(a.equals(b)).toBe(true);
      expect(b.equals(a)).toBe(true);
      const moved = b.clone();
      moved.play(moved.legalMoves().length > 0 ? esm.encodeMove(moved.legalMoves()[0]!) : 0);
      expect(a.equals(moved)).toBe(false);
    }
    expect(dealOf(cjs, cjs.classic).equals(dealOf(esm, esm.relaxed))).toBe(false);
  });

  it('visible parts: the same across builds, both ways, with the same hash', () => {
    const a = dealOf(cjs);
    const b = dealOf(esm);
    expect(esm.sameVisiblePart(a, b)).toBe(true);
    expect(cjs.sameVisiblePart(b, a)).toBe(true);
    expect(esm.visibleHash(a)).toBe(cjs.visibleHash(b));
    expect(esm.visiblePart(a)).toEqual(cjs.visiblePart(b));
    // Another arrangement of the face-down cards: the same visible part, not the same position.
    const other = b.clone();
    esm.dealArrangement(other, 1);
    expect(cjs.sameVisiblePart(a, other)).toBe(true);
    expect(a.equals(other)).toBe(false);
  });

  it('resume with startOf: a save resumes with the other build’s dealer of codes, both ways', () => {
    for (const [maker, resumer] of [
      [esm, cjs],
      [cjs, esm],
    ] as const) {
      const game = maker.unwrap(maker.Game.create(dealOf(maker), { gameCode: 'TEST-1' }));
      game.play(game.legalMoves()[0]!);
      const text = JSON.stringify(game);
      for (const startOf of [startOfWith(cjs), startOfWith(esm)]) {
        const resumed = resumer.resumeGame(text, { startOf });
        expect(resumed.ok ? 'resumed' : resumed.error).toBe('resumed');
      }
      // A save of another deal under the same code is still told apart.
      const otherDeal = maker.unwrap(maker.openingPosition(maker.orderedDeck()));
      const forged = JSON.stringify(maker.unwrap(maker.Game.create(otherDeal, { gameCode: 'TEST-1' })));
      const refused = resumer.resumeGame(forged, { startOf: startOfWith(maker) });
      expect(refused.ok ? 'resumed' : refused.error.code).toBe('start-mismatch');
    }
  });

  it('a position of one build is a position, and an instance, for the other; so is a game', () => {
    const a = dealOf(cjs);
    expect(esm.isPosition(a)).toBe(true);
    expect(a instanceof esm.Position).toBe(true);
    expect(dealOf(esm) instanceof cjs.Position).toBe(true);
    const game = cjs.Game.fromPosition(a);
    expect(game instanceof esm.Game).toBe(true);
    expect(esm.Game.fromPosition(dealOf(esm)) instanceof cjs.Game).toBe(true);
    expect({} instanceof esm.Position).toBe(false);
    expect(a instanceof esm.Game).toBe(false);
    expect(game instanceof esm.Position).toBe(false);
  });

  it('every function takes the other build’s positions and games like its own', () => {
    const a = dealOf(cjs);
    const clock = new cjs.ManualClock();
    const game = esm.unwrap(esm.Game.create(a, { clock }));
    const move = game.legalMoves()[0]!;
    expect(esm.checkMove(a, move)).toBeNull();
    expect(game.play(move).ok).toBe(true);
    expect(esm.makePosition(a)).toBe(cjs.makePosition(dealOf(esm)));
    expect(JSON.stringify(a)).toBe(JSON.stringify(dealOf(esm)));
    expect(esm.unwrap(esm.Position.fromSetup(a.toSetup())).equals(a)).toBe(true);
    const resumed = cjs.unwrap(cjs.resumeGame(JSON.stringify(game), { clock }));
    expect(resumed.save()).toEqual(game.save());
    expect(esm.ruleSetName(a.ruleSet)).toBe('Same suit');
  });

  it('the error unwrap throws is an UnwrapError for both builds', () => {
    let thrown: unknown;
    try {
      cjs.unwrap(cjs.parseMove('9Z-1'));
    } catch (e) {
      thrown = e;
    }
    expect(thrown instanceof esm.UnwrapError).toBe(true);
    expect(thrown instanceof cjs.UnwrapError).toBe(true);
    expect(thrown instanceof Error).toBe(true);
    expect(new Error('x') instanceof esm.UnwrapError).toBe(false);
  });
});
