/**
 * Moves as a person types them: the engine's notation (`8H-5`, `QS-F`), with the card also
 * written as the board shows it (`8♥-5`, `10♥-f`, `a♥-F`).
 * @module
 */
import {
  type Move,
  type NotationError,
  type Result,
  makeCard,
  parseMove,
  parseShownCard,
} from '@russian-solitaire/engine';

/**
 * Reads a typed move: the card part is read with the engine's `parseShownCard` (a name or a card
 * as shown), the rest with its move notation. A move that does not read gets the notation's error.
 */
export function readTypedMove(text: string): Result<Move, NotationError> {
  const dash = text.lastIndexOf('-');
  if (dash > 0) {
    const card = parseShownCard(text.slice(0, dash));
    if (card.ok) return parseMove(`${makeCard(card.value)}${text.slice(dash)}`);
  }
  return parseMove(text);
}
