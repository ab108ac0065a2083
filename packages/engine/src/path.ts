/**
 * A game's way since its last turned card: the moves played since then and the positions they
 * passed through, each as its {@link visibleKey}.
 *
 * Between two turned cards a player learns nothing new, and every position on the way is in sight
 * of what the player saw: so this is what fair advice may read of a game's history to keep from
 * going round in circles (a move that brings back one of these positions, up to the order of the
 * columns, leads nowhere new). Undone moves are not on the way.
 * @module
 */
import { type Move, decodeMove } from './move.js';
import { type Position, type UndoRecord, undoRecordMove, undoRecordTurned } from './position.js';
import { visibleKey } from './visible.js';

/** A game's way since its last turned card (see the module comment). */
export interface TurnPath {
  /**
   * The moves played since the last move that turned a card (every move of the history when none
   * did), oldest first. A move that turns a card starts the way after it.
   */
  readonly moves: readonly Move[];
  /**
   * The {@link visibleKey} of every position on the way, one more than the moves: the position
   * the first move was played in (the one the last turning move made, or the start), then the one
   * after each move; the current position's last.
   */
  readonly keys: readonly string[];
}

/**
 * The way since the last turned card of a game whose current position is `current` and whose
 * history's undo records are `line` (oldest first): the moves after the last record that turned a
 * card, and the positions found by taking them back, one after the other, on a copy of `current`
 * (no replay from the start). Used by `Game.pathSinceTurn`.
 */
export function turnPathOf(current: Position, line: readonly UndoRecord[]): TurnPath {
  let first = line.length;
  while (first > 0 && !undoRecordTurned(line[first - 1]!)) first--;
  const position = current.clone();
  const keys = [visibleKey(position)];
  for (let k = line.length - 1; k >= first; k--) {
    position.undo(line[k]!);
    keys.push(visibleKey(position));
  }
  keys.reverse();
  const moves = line.slice(first).map((record) => decodeMove(undoRecordMove(record)));
  return { moves, keys };
}
