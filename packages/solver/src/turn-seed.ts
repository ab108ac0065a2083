/**
 * The default seed of the `committed` and `widened` fair strategies: a hash of the part of what a player sees that
 * stays the same from one card turned to the next.
 * @module
 */
import { type Position, unseenCards } from '@russian-solitaire/engine';

/**
 * A hash of what a player sees that stays the same until the next card is turned: the face-down
 * count of every column and the unseen cards (as a set). A function of the visible part, like
 * every seed of fair advice; the default seed of the `committed` and `widened` strategies.
 */
export function turnSeed(position: Position): number {
  let h = 0x811c9dc5;
  const mix = (byte: number): void => {
    h = Math.imul(h ^ (byte & 0xff), 0x01000193);
  };
  for (const down of position.faceDown) mix(down);
  // in card order, whatever their order in the face-down slots
  for (const card of unseenCards(position)) mix(card);
  return h >>> 0;
}
