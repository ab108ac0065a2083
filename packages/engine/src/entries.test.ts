// The built package's two entries, `@russian-solitaire/engine` and `…/internal`, as other packages
// load them: both must run on one copy of the engine's modules in each build (ESM and CommonJS),
// so that what one entry makes is what the other one reads (one cache of compiled rule tables,
// one `Position` class, one set of rule set objects).
// The test runs after the package's build (turbo's `test` depends on `build`); the built files are
// loaded by URL so that type-checking does not need them.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type * as MainEntry from './index.js';
import type * as InternalEntry from './internal.js';

type Main = typeof MainEntry;
type Internal = typeof InternalEntry;

const built = (file: string): URL => new URL(`../dist/${file}`, import.meta.url);
const require = createRequire(import.meta.url);
const builds: [string, Main, Internal][] = [
  ['ESM', (await import(built('index.js').href)) as Main, (await import(built('internal.js').href)) as Internal],
  [
    'CommonJS',
    require(fileURLToPath(built('index.cjs'))) as Main,
    require(fileURLToPath(built('internal.cjs'))) as Internal,
  ],
];

describe.each(builds)('the %s build', (_, main, internal) => {
  it('compiles a rule set once, whichever entry asks', () => {
    for (const ruleSet of Object.values(main.RULE_SETS)) {
      const position = main.unwrap(main.openingPosition(main.orderedDeck(), ruleSet));
      // The position was made through the main entry; the internal entry's cache already holds
      // its tables only if both entries share the module that keeps the cache.
      expect(internal.compileRuleSet(position.ruleSet)).toBe(position.rules);
      expect(internal.compileRuleSet(ruleSet).ruleSet).toBe(ruleSet);
    }
  });

  it('reads the moves and undo records of a position made through the main entry', () => {
    const position = main.unwrap(main.openingPosition(main.orderedDeck().reverse(), main.relaxed));
    const codes = new Uint16Array(256);
    const n = position.generateMoves(codes);
    expect(n).toBeGreaterThan(0);
    for (let i = 0; i < n; i++) {
      const code = codes[i]!;
      const move = main.decodeMove(code);
      expect(internal.moveCard(code)).toBe(move.card);
      expect(internal.moveTarget(code)).toBe(move.to === 'foundation' ? internal.FOUNDATION_TARGET : move.to);
      expect(main.encodeMove(move)).toBe(internal.packMove(move.card, internal.moveTarget(code)));
      const from = position.place[move.card]!;
      const record = position.play(code);
      expect(internal.undoRecordMove(record)).toBe(code);
      expect(internal.undoRecordSource(record)).toBe(from);
      position.undo(record);
    }
  });

  it('keeps the encoding out of the main entry and the public names out of the internal one', () => {
    const publicNames = new Set(Object.keys(main));
    for (const name of Object.keys(internal)) expect(publicNames.has(name), name).toBe(false);
    expect(Object.keys(internal).length).toBeGreaterThan(0);
  });
});
