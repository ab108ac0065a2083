/**
 * The How to play panel's words in English, on the engine's English locale: part of the panel's
 * chunk, so that the panel can always speak. Written from the rules (docs/rules.md); every number
 * and button name is a placeholder that the panel fills from the engine and the page's texts.
 * @module
 */
import { defineTexts } from '@russian-solitaire/engine';
import { en } from '@russian-solitaire/engine/messages/en';
import type { RulesTextKey } from './rules-texts.js';

/** The panel's texts in English. */
export const texts = defineTexts<RulesTextKey>(en.locale, {
  title: 'How to play',
  goal: 'The goal: put all {cards} cards on the four foundations, each suit from the ace up to the king.',
  deal: 'The deal: seven columns of {sizes} cards. {down} cards lie face down under the {up} face-up ones. There is no stock: every card is on the table from the start.',
  moves:
    'Any face-up card can move, with every card above it, whatever their order. It goes onto the top card of another column that is one rank higher and of the same suit: 8♥ goes on 9♥ only. At most {limit} cards move at once.',
  mixed:
    'Under the rule “{mixed}” (chosen beside {newGame}) the suit does not matter: 8♥ goes on any nine. Everything else stays the same.',
  empty: 'An empty column takes only a king, alone or with the cards above it.',
  foundations:
    'The four foundations, one for each suit (♠ ♥ ♦ ♣), are built up from the ace. Only the top card of a column goes there, one card at a time.',
  turning: 'A face-down card that becomes the top of its column turns face up at once.',
  takeBack:
    'The top card of a foundation can be taken back onto a column, by the same rule (a king onto an empty column). No points are lost, and placing it home again scores again.',
  undo: '{undo} takes back the last {depth} moves, cards and score alike; the move counter never goes down. {restart} deals the same cards again.',
  score:
    'The score: {home} points for each card placed on a foundation, {turn} for each card turned face up. A game won without take-backs ends at {win}.',
  code: 'Every deal has a game code, such as {code}: whoever plays the code gets the same cards ({copyCode} and {playCode} in the menu).',
  play: 'Tap a card to send it to its best place: its foundation when it can go there, else the column that takes it. Drag a card to choose its place yourself. {hint} proposes a move.',
  examples: 'Examples',
  legal: '{card} moves onto {onto} with the card above it: the same suit, one rank higher.',
  refused: '{card} onto {onto} is refused:',
  mixedAllows: 'Under “{mixed}” the same move is allowed.',
  king: '{card} is a king: it takes the empty column, with the card above it.',
  emptyPlace: 'an empty column',
  before: 'Before',
  after: 'After',
  close: 'Close',
});
