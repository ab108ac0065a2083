/**
 * A game's move list: for every move of its history, what it did (where its cards came from and
 * went, which cards, the card it turned, the points, whether it took a card back), as the move
 * was played. Its text is the placed-move notation (`3:8H-5`, see `makePlacedMove`).
 *
 * The list is made on request by replaying the history from the start position, so a game keeps
 * no more than its moves; and it is a function of its own, so an application that shows no move
 * list does not carry it.
 * @module
 */
import { Game, type MoveOutcome } from './game.js';

/**
 * The move list of a game: one entry per move of `game.history`, in order, each the outcome the
 * move had when it was played (undone moves are not in it). Builds the list anew at each call.
 */
export function moveLog(game: Game): MoveOutcome[] {
  const replay = Game.fromPosition(game.startPosition);
  const entries: MoveOutcome[] = [];
  for (const move of game.history) {
    const played = replay.play(move);
    // A game's history is legal from its start position, move after move: a refusal is a defect.
    if (!played.ok) throw new Error(`the history of a game does not replay: ${played.error.code}`);
    entries.push(played.value);
  }
  return entries;
}
