/**
 * Look-alikes of a position given to the solver: a Proxy of a real position (with an empty handler,
 * or one that throws on a read), an object that inherits from one, and an object that carries the
 * brand symbol of the builds before. Each search and the review refuse them with a typed error
 * (`bad-position`, `bad-game`); none throws.
 */
import { Game, classic } from '@russian-solitaire/engine';
import { describe, expect, test } from 'vitest';
import { ru1Position } from '../testing/ru1.js';
import { fairHint } from './fair-hint.js';
import { hint } from './hint.js';
import { winOdds } from './odds.js';
import { reviewGame } from './review.js';
import { solve } from './solve.js';

const position = ru1Position(14, classic);

const LOOK_ALIKES: [string, unknown][] = [
  ['a Proxy with an empty handler', new Proxy(position, {})],
  [
    'a Proxy that throws on a read',
    new Proxy(position, {
      get(target, key, receiver) {
        if (key === 'rules') throw new Error('no rules here');
        return Reflect.get(target, key, receiver) as unknown;
      },
    }),
  ],
  ['an object that inherits from a position', Object.create(position) as unknown],
  ['an object with the brand symbol', { [Symbol.for('@russian-solitaire/engine/Position')]: true }],
];

/** What a call gave: its error code, or `threw` when it threw. */
function outcome(call: () => unknown): string {
  try {
    const result = call() as { ok: boolean; error?: { code: string } };
    return result.ok ? 'accepted' : result.error!.code;
  } catch {
    return 'threw';
  }
}

describe('a look-alike of a position', () => {
  for (const [what, forged] of LOOK_ALIKES)
    test(`${what} is refused by every search, the review and Game.create, never with an exception`, () => {
      const quick = { budget: 1_000 };
      expect(outcome(() => solve(forged as never, quick))).toBe('bad-position');
      expect(outcome(() => hint(forged as never, quick))).toBe('bad-position');
      expect(outcome(() => hint({ position: forged } as never, quick))).toBe('bad-position');
      expect(outcome(() => fairHint(forged as never, { samples: 2, sampleBudget: 100 }))).toBe('bad-position');
      expect(outcome(() => winOdds(forged as never, { samples: 2, sampleBudget: 100 }))).toBe('bad-position');
      expect(outcome(() => Game.create(forged as never))).toBe('bad-position');
      const game = { startPosition: forged, history: [], code: null };
      expect(outcome(() => reviewGame(game as never, { samples: 2, sampleBudget: 1, budget: 1 }))).toBe('bad-game');
    });

  test('the real position is taken', () => {
    expect(outcome(() => solve(position, { budget: 1_000 }))).toBe('accepted');
  });
});
