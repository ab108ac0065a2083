/**
 * Test helper: a game played by following fair hints, checked against the rule that a hint never
 * goes round in circles, with the solver's own position keys (independent of the engine's
 * `visibleKey` that the hints use). Not part of the published package.
 * @module
 */
import { type Game, type Move, encodeMove, unwrap } from '@russian-solitaire/engine';
import { expect } from 'vitest';
import { breathe } from '../../../testing/breathe.js';
import type { FairHint } from '../src/fair-answer.js';
import { fairHint } from '../src/fair-hint.js';
import type { FairOptions } from '../src/fair-options.js';
import { positionKey } from '../src/key.js';

/** What a followed game came to. */
export interface Followed {
  /** Moves played. */
  readonly moves: number;
  /** Hints asked for. */
  readonly hints: number;
  /** Of those, the ones that kept to the last hint's plan without a search. */
  readonly followed: number;
  /** Hints that answered `null` with legal moves left (each checked: none leads anywhere new). */
  readonly nowhereNew: number;
  /** Whether the game ended won. */
  readonly won: boolean;
}

const keyOf = (game: Game): string => positionKey(game.position).join(':');

/** Whether a move played in the game's position leads to one of `seen` (solver keys). */
function bringsBack(game: Game, move: Move, seen: ReadonlySet<string>): boolean {
  const after = game.position;
  after.play(encodeMove(move));
  return seen.has(positionKey(after).join(':'));
}

/**
 * Plays `game` for at most `steps` moves: each move is the fair hint's (asked with `options`),
 * unless `own(step)` gives a number, which picks a legal move by index instead (a player going
 * another way; such a move may well bring a position back). Checks every hint: its move is legal
 * and brings back no position of the path since the last turned card; `null` only when no legal
 * move is left or none leads anywhere new. Stops when the game is won or a hint is `null`. Lets the
 * event loop run between two moves.
 */
export async function followHints(
  game: Game,
  options: FairOptions,
  steps: number,
  own: (step: number) => number | null = () => null,
  onHint: (hint: FairHint) => void = () => undefined,
): Promise<Followed> {
  let seen = new Set([keyOf(game)]);
  let hints = 0;
  let followed = 0;
  let nowhereNew = 0;
  let moves = 0;
  for (let step = 0; step < steps && !game.isWon; step++) {
    // a whole game of hints holds the thread for long: let the test runner's messages through
    await breathe();
    const legal = game.legalMoves();
    if (legal.length === 0) break;
    const pick = own(step);
    let move: Move;
    if (pick === null) {
      const hint = unwrap(fairHint(game, options));
      hints++;
      if (hint === null) {
        expect(legal.every((m) => bringsBack(game, m, seen))).toBe(true);
        nowhereNew++;
        break;
      }
      onHint(hint);
      if (hint.followed) followed++;
      expect(legal.some((m) => m.card === hint.move.card && m.to === hint.move.to)).toBe(true);
      expect(bringsBack(game, hint.move, seen)).toBe(false);
      move = hint.move;
    } else move = legal[pick % legal.length]!;
    const outcome = unwrap(game.play(move));
    moves++;
    if (outcome.turned !== null) seen = new Set();
    seen.add(keyOf(game));
  }
  return { moves, hints, followed, nowhereNew, won: game.isWon };
}
