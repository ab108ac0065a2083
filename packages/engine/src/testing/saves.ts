/**
 * Test helpers for saves: one game code and the deal it stands for in these tests (the dealer's
 * real deals are tested in the dealer), and a game played with undos on a manual clock.
 * @module
 */
import { ManualClock } from '../clock.js';
import { Game } from '../game.js';
import { openingPosition } from '../layout.js';
import { err } from '../result.js';
import { unwrap } from '../unwrap.js';
import { classic } from '../presets.js';
import type { StartOfCode } from '../save.js';

/** The one game code of the save tests. */
export const TEST_CODE = 'RU1-C-AAAAAAA';

/** The deck {@link TEST_CODE} deals in these tests. */
export const TEST_DECK: readonly number[] = Array.from({ length: 52 }, (_, i) => (i * 17 + 5) % 52);

/** Deals {@link TEST_CODE} (and refuses any other code), as `resumeGame`'s `startOf`. */
export const testStartOf: StartOfCode = (code, options) =>
  code === TEST_CODE
    ? openingPosition([...TEST_DECK], classic, options)
    : err({ code: 'not-a-test-code', message: 'Not a test code.', key: 'not-a-test-code', values: {} });

/** A game of {@link TEST_CODE} after `moves` moves, every fifth one undone, the clock advancing 1,234 ms a move. */
export function playedGame(moves: number, clock = new ManualClock()): Game {
  const game = Game.fromPosition(unwrap(openingPosition([...TEST_DECK])), { clock, gameCode: TEST_CODE });
  for (let i = 0; i < moves; i++) {
    const legal = game.legalMoves();
    if (legal.length === 0) break;
    game.play(legal[(i * 7) % legal.length]!);
    clock.advance(1234);
    if (i % 5 === 4) game.undo();
  }
  game.undo();
  return game;
}
