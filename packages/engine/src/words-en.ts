/**
 * The engine's words in English without its error sentences: the refusals of moves and the names
 * of cards, suits and rule sets. The engine writes every refusal's English message with them, so a
 * game that imports only `Game` carries these and no error sentence; the English messages of
 * `@russian-solitaire/engine/messages/en` are these and the error sentences (`messages-en.ts`).
 * @module
 */
import type { CountedMessageKey, MessageKey } from './language.js';
import { EN_LOCALE } from './locales.js';
import { type PluralForms, type Texts, defineTexts } from './text.js';

/** The English refusals and names, by key. */
export const WORDS_EN: { readonly [key in MessageKey]: string } = {
  'not-a-position': 'There is no game position to play this move in.',
  'game-won': 'The game is already won.',
  'no-such-card': 'There is no such card: {given}.',
  'no-such-column': 'There is no such column: {given}; columns are numbered 1 to {columns}.',
  'card-face-down': '{card} is face down; only face-up cards can be moved.',
  'same-column': '{card} is already in that column.',
  'empty-column-needs-king': 'An empty column takes only a king, not {card}.',
  'empty-column-closed': 'In this game an empty column takes no card: {card} cannot go there.',
  'wrong-suit': '{card} can only go on a card of the same suit (family), not on {onto}.',
  'wrong-suit-other': '{card} can only go on a card of another suit, not on {onto}.',
  'wrong-colour': '{card} can only go on a card of the other colour, not on {onto}.',
  'wrong-colour-same': '{card} can only go on a card of the same colour, not on {onto}.',
  'wrong-rank': '{card} can only go on a card one rank higher, not on {onto}.',
  'wrong-rank-up-or-down': '{card} can only go on a card one rank higher or lower, not on {onto}.',
  'not-top-card': 'Only the top card of a column goes to a foundation; {card} has cards on it.',
  'foundation-out-of-order':
    'Foundations build up from the ace: the next card on the {cardSuit} foundation is {expected}, not {card}.',
  'foundation-complete': 'That foundation is complete; {card} cannot go there.',
  'already-on-foundation': '{card} is already on its foundation.',
  'not-foundation-top': 'Only the top card of a foundation can be taken back, not {card}.',
  'take-back-off': 'Taking cards back from the foundations is switched off, so {card} stays there.',
  'no-destination': 'There is no place on the tableau for {card}.',
  'wrong-foundation': 'Each suit has its own foundation: {card} goes on the {cardSuit} foundation, not the {suit} one.',
  card: '{rank} of {suit}',
  ace: 'ace',
  jack: 'jack',
  queen: 'queen',
  king: 'king',
  'of-spades': 'spades',
  'of-hearts': 'hearts',
  'of-diamonds': 'diamonds',
  'of-clubs': 'clubs',
  spades: 'Spades',
  hearts: 'Hearts',
  diamonds: 'Diamonds',
  clubs: 'Clubs',
  classic: 'Same suit',
  relaxed: 'Mixed colours',
  yukon: 'Yukon',
  alaska: 'Alaska',
  moosehide: 'Moosehide',
  roslyn: 'Roslyn',
  odessa: 'Odessa',
  geoffrey: 'Geoffrey',
  queensland: 'Queensland',
  brisbane: 'Brisbane',
};

/** The English counted refusals. */
export const COUNTED_EN: { readonly [key in CountedMessageKey]: PluralForms<'one' | 'other'> } = {
  'group-too-large': {
    one: 'At most {count} card moves at once; the group from {card} has {size}.',
    other: 'At most {count} cards move at once; the group from {card} has {size}.',
  },
  'history-full': {
    one: 'This game has recorded {count} move, the most a game keeps; start a new game.',
    other: 'This game has recorded {count} moves, the most a game keeps; start a new game.',
  },
};

/** The English refusals and names as texts: what the engine writes refusals with when no language is given. */
export const enWords: Texts<MessageKey, CountedMessageKey, 'one' | 'other'> = /* @__PURE__ */ defineTexts(
  EN_LOCALE,
  WORDS_EN,
  COUNTED_EN,
);
