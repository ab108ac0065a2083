/**
 * Cards, suits and ranks.
 *
 * A card is a number from 0 to 51: `suit × 13 + (rank − 1)`, with the suits in the fixed order
 * spades, hearts, diamonds, clubs. So 0 is A♠, 12 is K♠, 13 is A♥ and 51 is K♣.
 * A card's text, in its notation (`TS`, `AH`) or as a card face shows it (`10♠`, `A♥`), is written
 * by {@link makeCard} and read by {@link parseCard} and {@link parseShownCard}.
 * @module
 */

import { echoInput } from './echo.js';
import { type NotationError, notationProblem } from './notation-error.js';
import { asciiUpperCase } from './read.js';
import { type Result, err, ok } from './result.js';

/** Suit letters in the fixed order of the deck and of the foundations: ♠ ♥ ♦ ♣. */
export const SUITS = ['S', 'H', 'D', 'C'] as const;
/** A suit letter: `S` spades, `H` hearts, `D` diamonds, `C` clubs. */
export type SuitName = (typeof SUITS)[number];
/** A suit as an index into {@link SUITS}: 0 ♠, 1 ♥, 2 ♦, 3 ♣. */
export type Suit = 0 | 1 | 2 | 3;

/** Suit symbols, in the order of {@link SUITS}. */
export const SUIT_SYMBOLS = ['♠', '♥', '♦', '♣'] as const;

/** Rank letters from ace (1) to king (13): `A 2 3 4 5 6 7 8 9 T J Q K`. */
export const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'] as const;
/** A rank letter, `T` standing for ten. */
export type RankName = (typeof RANKS)[number];
/** A rank from 1 (ace) to 13 (king). */
export type Rank = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13;

/** A card: an integer from 0 to 51, `suit × 13 + (rank − 1)`. */
export type Card = number;

/** The colour of a suit: spades and clubs are black, hearts and diamonds red. */
export type Colour = 'black' | 'red';

/** Number of cards in the deck. */
export const DECK_SIZE = 52;
/** Number of suits. */
export const SUIT_COUNT = 4;
/** Number of ranks in a suit. */
export const RANK_COUNT = 13;

/** Whether a value is a suit index (0 ♠, 1 ♥, 2 ♦, 3 ♣), for numbers read from a UI or a file. */
export function isSuit(value: unknown): value is Suit {
  return value === 0 || value === 1 || value === 2 || value === 3;
}

/** Whether a value is a card index (an integer from 0 to 51). */
export function isCard(value: unknown): value is Card {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < DECK_SIZE;
}

/**
 * The card of a suit and a rank.
 * @throws TypeError when `suit` is not a suit (0 to 3) or `rank` not a rank (an integer from 1 to 13).
 */
export function cardOf(suit: Suit, rank: Rank): Card {
  if (!isSuit(suit) || !Number.isInteger(rank) || rank < 1 || rank > RANK_COUNT)
    throw new TypeError(`${echoInput(suit)}, ${echoInput(rank)} is not a suit (0 to 3) and a rank (1 to 13)`);
  return suit * RANK_COUNT + rank - 1;
}

/**
 * Checks that a card is one (an integer from 0 to 51) before its suit or rank is taken from it.
 * @throws TypeError when `card` is not a card.
 */
function checkedCard(card: Card): Card {
  if (!isCard(card)) throw notACard(card);
  return card;
}

/** The error for a value given where a card is expected. */
function notACard(value: unknown): TypeError {
  return new TypeError(`${echoInput(value)} is not a card (an integer from 0 to 51)`);
}

/**
 * The suit of a card (0 ♠, 1 ♥, 2 ♦, 3 ♣).
 * @throws TypeError when `card` is not a card (an integer from 0 to 51): `suitOf(99)` has no suit.
 */
export function suitOf(card: Card): Suit {
  return unsafeSuitOf(checkedCard(card));
}

/**
 * The rank of a card, from 1 (ace) to 13 (king).
 * @throws TypeError when `card` is not a card (an integer from 0 to 51).
 */
export function rankOf(card: Card): Rank {
  return unsafeRankOf(checkedCard(card));
}

/** The colour of a card's suit. */
export function colourOf(card: Card): Colour {
  const suit = suitOf(card);
  return suit === 1 || suit === 2 ? 'red' : 'black';
}

/** Whether the card is a king. */
export function isKing(card: Card): boolean {
  return unsafeIsKing(checkedCard(card));
}

/**
 * {@link suitOf} without the check, for the hot paths of play and search, whose cards come from a
 * position and are cards by construction (`@russian-solitaire/engine/internal`).
 */
export function unsafeSuitOf(card: Card): Suit {
  return ((card / RANK_COUNT) | 0) as Suit;
}

/** {@link rankOf} without the check, as {@link unsafeSuitOf}. */
export function unsafeRankOf(card: Card): Rank {
  return ((card % RANK_COUNT) + 1) as Rank;
}

/**
 * The card one rank higher of the same suit as `card`, which must not be a king: unchecked, for
 * the solver's inner loops (as {@link unsafeSuitOf}).
 */
export function unsafeSuccessorOf(card: Card): Card {
  return card + 1;
}

/** {@link isKing} without the check, as {@link unsafeSuitOf}. */
export function unsafeIsKing(card: Card): boolean {
  return card % RANK_COUNT === RANK_COUNT - 1;
}

/**
 * The rank of a card for people, as a card face shows it: `A`, `2` … `10`, `J`, `Q`, `K`.
 * @throws TypeError when `card` is not a card.
 */
export function displayRank(card: Card): string {
  const rank = rankOf(card);
  return rank === 10 ? '10' : RANKS[rank - 1]!;
}

/** The 52 cards in deck order, A♠ first and K♣ last. */
export function orderedDeck(): Card[] {
  return Array.from({ length: DECK_SIZE }, (_, i) => i);
}

/**
 * The two forms of a card's text: `notation` (`TS`, `AH`: rank letter then suit letter, as moves,
 * positions and saves write cards) and `shown` (`10♠`, `A♥`: as a card face shows it, and as
 * messages write cards).
 */
export const CARD_FORMS = ['notation', 'shown'] as const;
/** A form of {@link CARD_FORMS}. */
export type CardForm = (typeof CARD_FORMS)[number];

/**
 * A card's text: its notation by default (`TS`, `AH`, which {@link parseCard} reads back), or with
 * `'shown'` as a card face shows it, rank then suit symbol with 10 in full (`10♠`, `A♥`, which
 * {@link parseShownCard} reads back). The same in every language; a card's name in the words of a
 * language, for screen readers ("ten of spades"), is `spokenCardName`.
 *
 * ```ts
 * makeCard(card); // 'TS'
 * makeCard(card, 'shown'); // '10♠'
 * cards.map((card) => makeCard(card)); // not cards.map(makeCard), which passes the index as the form
 * ```
 * @throws TypeError when `card` is not a card (an integer from 0 to 51: a printer never writes a
 * name for a value that is no card, check untrusted numbers with {@link isCard} first), or `form`
 * is not one of {@link CARD_FORMS}.
 */
export function makeCard(card: Card, form: CardForm = 'notation'): string {
  const rank = RANKS[rankOf(card) - 1]!;
  const suit = suitOf(card);
  if (form === 'notation') return rank + SUITS[suit];
  if (form === 'shown') return (rank === 'T' ? '10' : rank) + SUIT_SYMBOLS[suit];
  throw new TypeError(`${echoInput(form)} is not a card form`);
}

/**
 * Reads a card name (`TS`, `ts`, `10S`), ignoring surrounding white space. Only the ASCII
 * letters and digits of the names are read, in either case: no other character stands for them
 * (`Aſ`, with a long s, is refused).
 */
export function parseCard(text: string): Result<Card, NotationError> {
  if (typeof text !== 'string') return err(notationProblem('bad-card', 'card-not-text', { given: echoInput(text) }));
  const t = asciiUpperCase(text.trim());
  if (t.length === 0) return err(notationProblem('empty', 'card-empty'));
  const m = /^(10|[A2-9TJQK])([SHDC])$/.exec(t);
  if (!m) return err(notationProblem('bad-card', 'card-bad', { given: echoInput(text) }));
  const rank = m[1] === '10' ? 10 : RANKS.indexOf(m[1] as (typeof RANKS)[number]) + 1;
  const suit = SUITS.indexOf(m[2] as (typeof SUITS)[number]) as Suit;
  return ok(suit * RANK_COUNT + rank - 1);
}

/**
 * Reads a card as a person may type it: its name, as {@link parseCard} reads it (`TS`, `10s`), or
 * as it is shown, rank then suit symbol (`10♠`, `T♠`, `a♥`), ignoring surrounding white space.
 * The symbols are the four of {@link SUIT_SYMBOLS} only.
 */
export function parseShownCard(text: string): Result<Card, NotationError> {
  if (typeof text !== 'string') return err(notationProblem('bad-card', 'card-not-text', { given: echoInput(text) }));
  const t = text.trim();
  const symbol = SUIT_SYMBOLS.findIndex((sym) => t.endsWith(sym));
  if (symbol < 0) return parseCard(text);
  const named = parseCard(`${t.slice(0, t.length - SUIT_SYMBOLS[symbol]!.length)}${SUITS[symbol]}`);
  return named.ok ? named : err(notationProblem('bad-card', 'card-bad-shown', { given: echoInput(text) }));
}
