import { formatCode, gameOfCode } from '@russian-solitaire/dealer';
import {
  Game,
  type Move,
  Position,
  classic,
  makeMove,
  parseMove,
  relaxed,
  sameMove,
  sameVisiblePart,
  unwrap,
} from '@russian-solitaire/engine';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { breathe } from '../../../testing/breathe.js';
import { timeless } from '../testing/fair.js';
import { followHints } from '../testing/follow.js';
import { ru1Position } from '../testing/ru1.js';
import { fairHint, fairHintAsync } from './fair-hint.js';
import { FAIR_STRATEGIES } from './fair-options.js';

/** Small, quick settings. */
const QUICK = { samples: 8, sampleBudget: 20_000, budget: 1_000_000 };
/** Smaller still, for whole games: what is checked here is where the hints lead, not how well they play. */
const TINY = { samples: 4, sampleBudget: 2_000, budget: 40_000 };

/** A game of classic seed 26, whose first hint with {@link QUICK} is a plan of five moves. */
function seed26(): Game {
  return Game.fromPosition(ru1Position(26, classic));
}

const names = (moves: readonly Move[]): string => moves.map(makeMove).join(' ');

describe('given a game, a fair hint keeps the plan of the last one', () => {
  test('while the player follows it: the plan’s next move, with its estimate, without a search; after the turn it plans again', async () => {
    const game = seed26();
    const first = unwrap(fairHint(game, QUICK))!;
    expect(first.followed).toBe(false);
    expect(names(first.plan)).toBe('4D-6 JH-4 5S-5 TS-2 QS-7');
    // asked again before any move: the same hint, without a search
    expect(unwrap(fairHint(game, QUICK))).toMatchObject({ move: first.move, followed: true, nodes: 0 });
    for (let k = 0; k < first.plan.length; k++) {
      const hint = k % 2 === 0 ? unwrap(fairHint(game, QUICK))! : unwrap(await fairHintAsync(game, QUICK))!;
      expect(hint.move).toEqual(first.plan[k]);
      expect(hint.plan).toEqual(first.plan.slice(k));
      expect(hint.followed).toBe(true);
      expect(hint.winShare).toEqual(first.winShare);
      expect(hint.moves).toEqual([
        { move: hint.move, winShare: first.winShare, samples: first.samples, undecided: first.undecided },
      ]);
      expect([hint.nodes, hint.searches]).toEqual([0, 0]);
      const outcome = unwrap(game.play(hint.move));
      expect(outcome.turned !== null).toBe(k === first.plan.length - 1);
    }
    // the plan is done and a card turned: a new plan
    const next = unwrap(fairHint(game, QUICK))!;
    expect(next.followed).toBe(false);
    expect(next.nodes).toBeGreaterThan(0);
  });

  test('when the player goes another way it plans again; an undo back onto the plan takes it up again', () => {
    const game = seed26();
    const first = unwrap(fairHint(game, QUICK))!;
    const other = game.legalMoves().find((m) => !sameMove(m, first.move))!;
    unwrap(game.play(other));
    expect(unwrap(fairHint(game, QUICK))!.followed).toBe(false);
    unwrap(game.undo());
    // the last hint was given after the other move, which is undone: this one plans again (as the first did)
    const again = unwrap(fairHint(game, QUICK))!;
    expect(again.followed).toBe(false);
    expect(again.move).toEqual(first.move);
    unwrap(game.play(again.plan[0]!));
    unwrap(game.play(again.plan[1]!));
    unwrap(game.undo());
    // one move of the plan played: its second move again, from the plan
    expect(unwrap(fairHint(game, QUICK))).toMatchObject({ move: again.plan[1], followed: true });
    unwrap(game.undo());
    // the opening, where the plan was made: its first move again
    expect(unwrap(fairHint(game, QUICK))).toMatchObject({ move: again.plan[0], followed: true });
  });

  test('a bare position, a game restarted, or another strategy plans afresh', () => {
    const game = seed26();
    const first = unwrap(fairHint(game, QUICK))!;
    unwrap(game.play(first.move));
    expect(unwrap(fairHint(game.position, QUICK))!.followed).toBe(false);
    expect(unwrap(fairHint(game, { ...QUICK, strategy: 'sampled' }))!.followed).toBe(false);
    game.restart();
    // the sampled hint above was the last one given: nothing of the default strategy's plan is left
    expect(unwrap(fairHint(game, QUICK))!.followed).toBe(false);
  });
});

/** The same position with its face-down cards rearranged, all but the top face-down card of each column. */
function deeperRearranged(position: Position, seed: number): Position {
  const setup = position.toSetup();
  const deeper = setup.columns.flatMap((c) => c.faceDown.slice(0, -1));
  let state = seed >>> 0;
  for (let i = deeper.length - 1; i > 0; i--) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    const j = state % (i + 1);
    [deeper[i], deeper[j]] = [deeper[j]!, deeper[i]!];
  }
  let k = 0;
  const columns = setup.columns.map((c) => ({
    faceDown: c.faceDown.length === 0 ? [] : [...c.faceDown.slice(0, -1).map(() => deeper[k++]!), c.faceDown.at(-1)!],
    faceUp: c.faceUp,
  }));
  return unwrap(Position.fromSetup({ ...setup, columns }, position.options));
}

describe('equal visible parts and equal histories get equal hints', () => {
  test('two games whose face-down cards lie otherwise, played alike, get the same hints while they look the same', async () => {
    let compared = 0;
    let followed = 0;
    let differ = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 26 ** 7 - 1 }),
        fc.constantFrom(classic, relaxed),
        fc.constantFrom(...FAIR_STRATEGIES),
        fc.nat(),
        fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 60, maxLength: 60 }),
        async (seed, ruleSet, strategy, other, choices) => {
          await breathe();
          const p = ru1Position(seed, ruleSet);
          const q = deeperRearranged(p, other);
          if (!q.equals(p)) differ++;
          const a = Game.fromPosition(p);
          const b = Game.fromPosition(q);
          for (const choice of choices) {
            if (!sameVisiblePart(a.position, b.position) || a.isWon || a.noLegalMove) break;
            let move: Move;
            if (choice < 8) {
              // ask both for a hint and follow it
              const x = unwrap(fairHint(a, { ...TINY, strategy }));
              const y = unwrap(fairHint(b, { ...TINY, strategy }));
              expect(timeless(y)).toEqual(timeless(x));
              compared++;
              if (x === null) break;
              if (x.followed) followed++;
              move = x.move;
            } else move = a.legalMoves()[choice % a.legalMoves().length]!;
            unwrap(a.play(move));
            unwrap(b.play(move));
          }
        },
      ),
      // a fixed seed: how many hints follow a plan depends on the deals drawn
      { numRuns: 24, seed: 20261204 },
    );
    expect(compared).toBeGreaterThan(100);
    expect(followed).toBeGreaterThan(5);
    expect(differ).toBe(24);
  });
});

describe('a hint never goes round in circles', () => {
  test.each([
    ['RU1-C-AAAAAZR', 'sampled'],
    ['RU1-C-AAAAAZR', 'committed'],
    ['RU1-C-AAAAAZR', 'widened'],
    ['RU1-C-AAAAAEE', 'sampled'],
    ['RU1-C-AAAAAFN', 'sampled'],
    ['RU1-C-AAAAAKP', 'sampled'],
  ] as const)(
    '%s followed by %s hints at the default settings (it went round in circles before)',
    async (code, strategy) => {
      const game = unwrap(gameOfCode(code));
      const played = await followHints(game, { strategy }, 300);
      // every hint was checked; the game ends won, with no legal move, or with none leading anywhere new
      expect(played.hints).toBeGreaterThan(10);
      expect(game.isWon || game.noLegalMove || played.nowhereNew === 1).toBe(true);
    },
  );

  test('RU1-C-AAAAAZR: after A♠ goes home, the lone K♠ is not sent from one empty column to the other', () => {
    const game = unwrap(gameOfCode('RU1-C-AAAAAZR'));
    const moves =
      '6C-1 7C-7 KD-1 9H-4 4C-3 TH-5 3C-3 AC-4 JH-7 2D-3 QC-5 TC-3 JC-5 AD-3 5C-7 7D-3 KS-2 AH-F 2H-F AS-F KS-6';
    for (const text of moves.split(' ')) unwrap(game.play(unwrap(parseMove(text))));
    // the sampled hint of the day said KS-2 here, then KS-6, and so on for ever
    const hint = unwrap(fairHint(game, { strategy: 'sampled' }));
    expect(hint === null ? null : makeMove(hint.move)).not.toBe('KS-2');
  });

  test.each([
    ['the default hint', {}],
    ['the committed hint', { strategy: 'committed' }],
  ] as const)(
    'following %s on random deals of both rules, a player going another way now and then',
    async (_, strategy) => {
      let moves = 0;
      let hints = 0;
      let followed = 0;
      let nowhereNew = 0;
      let deals = 0;
      await fc.assert(
        fc.asyncProperty(
          fc.integer({ min: 0, max: 26 ** 7 - 1 }),
          fc.constantFrom('C', 'R'),
          fc.array(fc.integer({ min: 0, max: 99 }), { minLength: 300, maxLength: 300 }),
          async (seed, rule, own) => {
            await breathe();
            const game = unwrap(gameOfCode(unwrap(formatCode({ rule, seed }))));
            // one move in ten or so the player's own, a random legal one
            const played = await followHints(game, { ...TINY, ...strategy }, 300, (step) =>
              own[step]! < 10 ? own[step]! : null,
            );
            moves += played.moves;
            hints += played.hints;
            followed += played.followed;
            nowhereNew += played.nowhereNew;
            deals++;
          },
        ),
        { numRuns: 8, seed: 20261203 },
      );
      expect(deals).toBe(8);
      expect(moves).toBeGreaterThan(300);
      expect(hints).toBeGreaterThan(200);
      expect(followed).toBeGreaterThan(20);
      // games that ended with no move leading anywhere new (each checked in followHints): a game ends once
      expect(nowhereNew).toBeLessThanOrEqual(deals);
    },
  );
});
