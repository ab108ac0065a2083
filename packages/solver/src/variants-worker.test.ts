/**
 * Every preset and a rule set of one's own through the worker: a position's rule set crosses the
 * message channel as data (a structured clone, which the engine defines again), and the worker
 * answers a search, a fair hint and a game's review as the main entry does.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  Game,
  type Position,
  RULE_SETS,
  type RuleSet,
  defineRuleSet,
  openingPosition,
  sameRuleSet,
  unwrap,
} from '@russian-solitaire/engine';
import { afterAll, describe, expect, test } from 'vitest';
import { fairHint } from './fair-hint.js';
import { spawnSolverWorker } from './node.js';
import { reviewGame } from './review.js';
import { solve } from './solve.js';
import { type WorkerResponse, createWorkerHandler } from './worker.js';

/** Eight columns, alternate colours, any card on an empty column. */
const EIGHT = unwrap(
  defineRuleSet({
    id: 'eight-columns',
    name: 'Eight columns',
    suit: 'alternate-colour',
    direction: 'down',
    emptyColumn: 'any',
    layout: { cards: [6, 6, 6, 6, 7, 7, 7, 7], faceDown: [0, 1, 2, 3, 4, 5, 6, 6] },
  }),
);
const RULES: readonly RuleSet[] = [...Object.values(RULE_SETS), EIGHT];

/** A fixed deck order (a small LCG shuffle): the same deal under every rule set. */
function deck(seed: number): number[] {
  const cards = Array.from({ length: 52 }, (_, i) => i);
  let state = seed >>> 0;
  for (let i = 51; i > 0; i--) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    const j = state % (i + 1);
    [cards[i], cards[j]] = [cards[j]!, cards[i]!];
  }
  return cards;
}

const opening = (ruleSet: RuleSet): Position => unwrap(openingPosition(deck(11), ruleSet));
const BUDGET = { budget: 3_000 };
const FAIR = { samples: 4, sampleBudget: 500, budget: 20_000 };

/** Runs one request through a handler, every reply structured-cloned as postMessage would. */
function ask(message: unknown): Promise<WorkerResponse> {
  return new Promise((resolve) => {
    const handle = createWorkerHandler((reply) => {
      if (!reply.type.endsWith('progress')) resolve(structuredClone(reply));
    });
    handle(structuredClone(message));
  });
}

/** A short game of eight columns. */
function eightGame(): Game {
  const game = Game.fromPosition(opening(EIGHT));
  for (let k = 0; k < 4; k++) {
    const moves = game.legalMoves();
    if (moves.length === 0) break;
    unwrap(game.play(moves[0]!));
  }
  return game;
}

/** The save of a game whose positions name their rule set by its id alone. */
function savedById(game: Game): string {
  const save = game.save();
  const byId = (text: string): string => `${game.ruleSet.id}${text.slice(text.indexOf(' | '))}`;
  return JSON.stringify({ ...save, start: byId(save.start), position: byId(save.position) });
}

describe('a save of a rule set of its own, read with ruleSets', () => {
  test('reviewGame and the worker handler review it as they review the game; without ruleSets they refuse it', async () => {
    const game = eightGame();
    expect(game.history.length).toBeGreaterThan(0);
    const quick = { samples: 4, sampleBudget: 500 };
    const { elapsedMs: _, ...direct } = unwrap(reviewGame(game, quick));
    const ruleSets = { [EIGHT.id]: EIGHT };
    let checked = 0;
    for (const source of [game.save(), JSON.stringify(game.save()), savedById(game)]) {
      const { elapsedMs: __, ...read } = unwrap(reviewGame(source, { ...quick, ruleSets }));
      expect(read).toEqual(direct);
      const refused = reviewGame(source, quick);
      expect(!refused.ok && refused.error.code).toBe('bad-save');
      // through the handler, the rule set crosses the channel as a record, defined again
      const reply = await ask({ type: 'review', id: 1, game: source, review: { ...quick, ruleSets } });
      if (reply.type !== 'review') throw new Error(`expected a review, not ${reply.type}`);
      const { elapsedMs: ___, ...answer } = unwrap(reply.result);
      expect(answer).toEqual(direct);
      checked++;
    }
    expect(checked).toBe(3);
    // a rule set given under another id, or not a rule set, is refused as an option
    for (const bad of [{ other: EIGHT }, { [EIGHT.id]: { ...EIGHT, suit: 'purple' } }, 'eight']) {
      const refused = reviewGame(game, { ...quick, ruleSets: bad as never });
      expect(!refused.ok && refused.error.code).toBe('bad-options');
    }
  });
});

describe('the worker handler under every preset and a rule set of its own', () => {
  test.each(RULES.map((r) => [r.id, r] as const))('%s: a search answers as solve does', async (_, ruleSet) => {
    const position = opening(ruleSet);
    const reply = await ask({ type: 'solve', id: 1, setup: position.toSetup(), options: {}, solve: BUDGET });
    if (reply.type !== 'result') throw new Error(`expected a result, not ${reply.type}`);
    const direct = unwrap(solve(position, BUDGET));
    expect({ ...unwrap(reply.result), elapsedMs: 0 }).toEqual({ ...direct, elapsedMs: 0 });
  });
});

/** The built worker module (the tests run from the sources, beside which there is none). */
const WORKER = new URL('../dist/worker.js', import.meta.url);

describe.skipIf(!existsSync(fileURLToPath(WORKER)))('the client in a worker thread, every preset and its own', () => {
  const worker = spawnSolverWorker(WORKER.href);
  afterAll(() => worker.terminate());

  test('searches, fair hints and a review answer as the main entry does', async () => {
    let checked = 0;
    for (const ruleSet of RULES) {
      const position = opening(ruleSet);
      const searched = unwrap(await worker.solve(position, BUDGET));
      expect({ ...searched, elapsedMs: 0 }, ruleSet.id).toEqual({ ...unwrap(solve(position, BUDGET)), elapsedMs: 0 });
      const hinted = unwrap(await worker.fairHint(position, FAIR));
      const direct = unwrap(fairHint(position, FAIR));
      expect(hinted && { ...hinted, elapsedMs: 0 }, ruleSet.id).toEqual(direct && { ...direct, elapsedMs: 0 });
      checked++;
    }
    expect(checked).toBe(RULES.length);
    // a short game of eight columns, reviewed from the game and from its save
    const game = eightGame();
    expect(game.history.length).toBeGreaterThan(0);
    const quick = { samples: 4, sampleBudget: 500 };
    const { elapsedMs: _, ...direct } = unwrap(reviewGame(game, quick));
    // a game is sent as its save, with its rule set; a save is read with the ruleSets given
    const saved = JSON.stringify(game.save());
    const byId = savedById(game);
    const withRules = { ...quick, ruleSets: { [EIGHT.id]: EIGHT } };
    for (const [source, options] of [
      [game, quick],
      [saved, withRules],
      [byId, withRules],
    ] as const) {
      const { elapsedMs: __, ...answer } = unwrap(await worker.reviewGame(source, options));
      expect(answer).toEqual(direct);
    }
    // without them, the worker does not know the rule set the save names
    for (const source of [saved, byId]) {
      const unknown = await worker.reviewGame(source, quick);
      expect(!unknown.ok && unknown.error.code).toBe('bad-save');
    }
    expect(sameRuleSet(game.ruleSet, EIGHT)).toBe(true);
  });
});
