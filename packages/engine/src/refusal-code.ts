/**
 * The refusal of a move as a value: its codes and fields. Its own module, so that the judge of
 * moves (`refusal.ts`), which writes each refusal's English message, and the messages, which read
 * refusals, can both use it without importing each other.
 * @module
 */
import type { Card, Suit } from './card.js';
import type { Move } from './move.js';
import type { Direction, SuitRule } from './rules.js';

/** Every reason a move can be refused. */
export const REFUSAL_CODES = [
  'game-won',
  'no-such-card',
  'no-such-column',
  'card-face-down',
  'same-column',
  'empty-column-needs-king',
  'empty-column-closed',
  'wrong-suit',
  'wrong-colour',
  'wrong-rank',
  'group-too-large',
  'not-top-card',
  'foundation-out-of-order',
  'already-on-foundation',
  'not-foundation-top',
  'take-back-off',
  'no-destination',
  'wrong-foundation',
  'not-a-position',
  'history-full',
] as const;
/** A code from {@link REFUSAL_CODES}. */
export type RefusalCode = (typeof REFUSAL_CODES)[number];

/**
 * A refused move: the rule that refused it and the cards involved, for messages and UIs.
 * `empty-column-closed` comes from a rule set whose empty columns take nothing (`emptyColumn: 'none'`).
 * `no-destination` comes from auto placement (no column takes the card); its `move.to` is the
 * card's own place. `wrong-foundation` comes from a drop on another suit's foundation
 * (`Game.dropOnFoundation`); its `suit` is the foundation dropped on. `not-a-position` comes from
 * `checkMove` given something that is not a `Position`. `history-full` comes from a game
 * whose history already holds the most moves a save keeps (`MAX_HISTORY_LENGTH`).
 */
export interface Refusal {
  /** Which rule refused the move. */
  readonly code: RefusalCode;
  /**
   * The refusal in words, in English (`errorMessage` gives it in another language): which rule
   * refused the move and the cards involved, or the value given that is no card or column.
   */
  readonly message: string;
  /** The move proposed. */
  readonly move: Move;
  /** The top card of the target column, when the target rule refused the move. */
  readonly onto?: Card;
  /** The rank rule of the game, with `wrong-rank`. */
  readonly direction?: Direction;
  /**
   * The suit rule of the game, with `wrong-suit` (`same` or `other-suit`: the card's suit and the
   * target's were the wrong way) and `wrong-colour` (`alternate-colour` or `same-colour`).
   */
  readonly suitRule?: SuitRule;
  /** The number of columns of the position (7 when there was no position), with `no-such-column`. */
  readonly columns?: number;
  /** The card the foundation needs next (`null` when it is complete), with `foundation-out-of-order`. */
  readonly expected?: Card | null;
  /** The size of the group that would move, with `group-too-large`. */
  readonly groupSize?: number;
  /** The group limit in force, with `group-too-large`. */
  readonly groupLimit?: number;
  /** The foundation the card was dropped on, with `wrong-foundation`. */
  readonly suit?: Suit;
}

/** What a refusal says besides its message: the facts its message is written from, in any language. */
export type RefusalFacts = Omit<Refusal, 'message'>;
