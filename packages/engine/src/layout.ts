/**
 * The layout of a deck order into the opening position, by the rule set's layout: in Russian
 * Solitaire seven columns of 1, 6, 7, 8, 9, 10 and 11 cards, 21 of them face down.
 * @module
 */
import { type Card, DECK_SIZE } from './card.js';
import { type GameOptions, DEFAULT_OPTIONS } from './options.js';
import { Position, type PositionError, positionProblem } from './position.js';
import { classic, setupRuleSet } from './presets.js';
import type { ColumnSetup, PositionSetup } from './setup.js';
import { readList } from './read.js';
import { type Result, err } from './result.js';
import type { RuleSet } from './rules.js';

export { COLUMN_SIZES, FACE_DOWN_SIZES } from './rules.js';

/**
 * Lays out a deck order (52 cards, card 0 dealt first) into the opening position as plain data, by
 * the rule set's layout: column by column from the left, each takes its face-down cards, then its
 * face-up cards, bottom card first. In the Yukon layout column 1 takes the first card face up, then
 * each column `c` of 2 to 7 takes `c − 1` cards face down and 5 face up.
 */
export function layoutDeck(deck: readonly Card[], ruleSet: RuleSet = classic): PositionSetup {
  const { cards, faceDown } = ruleSet.layout;
  const columns: ColumnSetup[] = [];
  let k = 0;
  for (let c = 0; c < cards.length; c++) {
    const down = faceDown[c]!;
    const size = cards[c]!;
    columns.push({ faceDown: deck.slice(k, k + down), faceUp: deck.slice(k + down, k + size) });
    k += size;
  }
  return { ruleSet, columns, foundations: [0, 0, 0, 0] };
}

/**
 * The opening position of a deck order, validated (the deck must hold each of the 52 cards once,
 * and the rule set must be a preset or one `defineRuleSet` made). The dealer gives the deck order
 * of an RU1 code; any other shuffle works as well.
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
  const defined = setupRuleSet(ruleSet);
  if (defined === null) return err(positionProblem('bad-rule-set', 'setup-rule-set'));
  return Position.fromSetup(layoutDeck(cards.value as Card[], defined), options);
}
