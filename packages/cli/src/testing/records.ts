/**
 * Survey records for tests: any record a survey can write.
 * @module
 */
import { MAX_SEED, formatCode } from '@russian-solitaire/dealer';
import { unwrap } from '@russian-solitaire/engine';
import fc from 'fast-check';
import { MAX_BUDGET } from '../budget.js';
import { VERDICTS } from '../solver.js';
import { PLAYERS, type SurveyLine, isFairPlayer } from '../survey-record.js';

/** Any record a survey can write: a verdict or a played deal, every field in its range. */
export const anyRecord: fc.Arbitrary<SurveyLine> = fc
  .record({
    seed: fc.oneof(fc.integer({ min: 0, max: MAX_SEED }), fc.integer({ min: 0, max: 1000 })),
    rule: fc.constantFrom('C' as const, 'R' as const),
    budget: fc.oneof(fc.integer({ min: 1, max: MAX_BUDGET }), fc.constant(1_000_000)),
    groupLimit: fc.option(fc.integer({ min: 1, max: 52 })),
    takeBack: fc.boolean(),
    ms: fc.oneof(fc.nat(), fc.maxSafeNat()),
    moves: fc.integer({ min: 1, max: 2000 }),
    nodes: fc.oneof(fc.nat(), fc.maxSafeNat()),
    status: fc.constantFrom(...VERDICTS),
    player: fc.option(fc.constantFrom(...PLAYERS)),
    samples: fc.integer({ min: 1, max: 65_536 }),
    won: fc.boolean(),
    winnable: fc.option(fc.boolean()),
  })
  .map((r): SurveyLine => {
    const code = unwrap(formatCode({ rule: r.rule, seed: r.seed }));
    const settings = { rule: r.rule, budget: r.budget, groupLimit: r.groupLimit, takeBack: r.takeBack };
    if (r.player === null) {
      const moves = r.status === 'solved' ? r.moves : 0;
      return { seed: r.seed, gameCode: code, status: r.status, nodes: r.nodes, ms: r.ms, moves, ...settings };
    }
    const lost = r.winnable === false;
    return {
      seed: r.seed,
      gameCode: code,
      player: r.player,
      samples: isFairPlayer(r.player) ? r.samples : null,
      won: r.won && !lost,
      moves: lost ? 0 : r.won ? r.moves : r.moves - 1,
      ms: r.ms,
      winnable: r.winnable,
      ...settings,
    };
  });
