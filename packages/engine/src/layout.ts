/**
 * The layout of a deck order into the opening position: seven columns of 1, 6, 7, 8, 9, 10 and 11
 * cards, 21 of them face down.
 * @module
 */
import { type Card, DECK_SIZE } from './card.js';
import { COLUMN_COUNT } from './move.js';
import { type GameOptions, DEFAULT_OPTIONS } from './options.js';
import { Position, type PositionError, positionProblem } from './position.js';
import type { ColumnSetup, PositionSetup } from './setup.js';
import { readList } from './read.js';
import { type Result, err } from './result.js';
import { type RuleSet, classic } from './rules.js';

/** The numbers of cards dealt to the columns: 1, 6, 7, 8, 9, 10, 11. */
export const COLUMN_SIZES: readonly number[] = /* @__PURE__ */ Object.freeze([1, 6, 7, 8, 9, 10, 11]);
/** The numbers of face-down cards dealt to the columns: 0, 1, 2, 3, 4, 5, 6. */
export const FACE_DOWN_SIZES: readonly number[] = /* @__PURE__ */ Object.freeze([0, 1, 2, 3, 4, 5, 6]);

/**
 * Lays out a deck order (52 cards, card 0 dealt first) into the opening position as plain data.
 * Column 1 takes the first card face up; then each column `c` of 2 to 7 takes `c − 1` cards face
 * down and 5 face up, bottom card first.
 */
export function layoutDeck(deck: readonly Card[], ruleSet: RuleSet = classic): PositionSetup {
  const columns: ColumnSetup[] = [];
  let k = 0;
  for (let c = 0; c < COLUMN_COUNT; c++) {
    const down = FACE_DOWN_SIZES[c]!;
    const size = COLUMN_SIZES[c]!;
    columns.push({ faceDown: deck.slice(k, k + down), faceUp: deck.slice(k + down, k + size) });
    k += size;
  }
  return { ruleSet, columns, foundations: [0, 0, 0, 0] };
}

/**
 * The opening position of a deck order, validated (the deck must hold each of the 52 cards once).
 * The dealer gives the deck order of an RU1 code; any other shuffle works as well.
 */
export function openingPosition(
  deck: readonly Card[],
  ruleSet: RuleSet = classic,
  options: Partial<GameOptions> = DEFAULT_OPTIONS,
): Result<Position, PositionError> {
  const cards = readList(deck, DECK_SIZE);
  if (!cards.ok) return err(positionProblem('missing-card', 'deck-unreadable', { count: DECK_SIZE }, cards.error));
  if (cards.value.length !== DECK_SIZE)
    return err(positionProblem('missing-card', 'deck-size', { count: DECK_SIZE, found: cards.value.length }));
  return Position.fromSetup(layoutDeck(cards.value as Card[], ruleSet), options);
}
