/**
 * Refusals: why a proposed move is not legal, as a stable machine-readable code.
 *
 * {@link checkMove} is the one judge of a move. Move generation in `position.ts` produces exactly
 * the moves it accepts (a property the tests check over random positions). Readable messages in
 * four languages are in `messages.ts`.
 * @module
 */
import { type Card, RANK_COUNT, type Suit, isCard, suitOf } from './card.js';
import { type Move, isColumn } from './move.js';
import { ON_FOUNDATION, type Position, isPosition } from './position.js';
import { ownValue } from './read.js';
import { type Direction, ranksMatch, suitsMatch } from './rules.js';

/** Every reason a move can be refused. */
export const REFUSAL_CODES = [
  'game-won',
  'no-such-card',
  'no-such-column',
  'card-face-down',
  'same-column',
  'empty-column-needs-king',
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
 * `no-destination` comes from auto placement (no column takes the card); its `move.to` is the
 * card's own place. `wrong-foundation` comes from a drop on another suit's foundation
 * (`Game.dropOnFoundation`); its `suit` is the foundation dropped on. `not-a-position` comes from
 * {@link checkMove} given something that is not a `Position`. `history-full` comes from a game
 * whose history already holds the most moves a save keeps (`MAX_HISTORY_LENGTH`).
 */
export interface Refusal {
  /** Which rule refused the move. */
  readonly code: RefusalCode;
  /** The move proposed. */
  readonly move: Move;
  /** The top card of the target column, when the target rule refused the move. */
  readonly onto?: Card;
  /** The rank rule of the game, with `wrong-rank`. */
  readonly direction?: Direction;
  /** The card the foundation needs next (`null` when it is complete), with `foundation-out-of-order`. */
  readonly expected?: Card | null;
  /** The size of the group that would move, with `group-too-large`. */
  readonly groupSize?: number;
  /** The group limit in force, with `group-too-large`. */
  readonly groupLimit?: number;
  /** The foundation the card was dropped on, with `wrong-foundation`. */
  readonly suit?: Suit;
}

/**
 * Checks a proposed move and returns why it is refused, or `null` when it is legal.
 * Accepts any value as the move (only its own `card` and `to` fields are read), so unchecked
 * input from a UI or a file is safe to pass; a `position` that is not a `Position` is refused with
 * `not-a-position`.
 */
export function checkMove(position: Position, move: Move): Refusal | null {
  const card = ownValue(move, 'card');
  const to = ownValue(move, 'to');
  if (!isCard(card)) return { code: 'no-such-card', move };
  if (!(to === 'foundation' || isColumn(to))) return { code: 'no-such-column', move };
  if (!isPosition(position)) return { code: 'not-a-position', move };
  if (position.isWon) return { code: 'game-won', move };
  const { foundation, place, slot, faceDown, length } = position;
  const from = place[card]!;
  const suit = suitOf(card);
  const rankIndex = card - suit * RANK_COUNT;
  if (from === ON_FOUNDATION) {
    if (to === 'foundation') return { code: 'already-on-foundation', move };
    if (foundation[suit] !== rankIndex + 1) return { code: 'not-foundation-top', move };
    if (!position.options.takeBack) return { code: 'take-back-off', move };
    return checkTarget(position, move, card, to, 1);
  }
  if (slot[card]! < faceDown[from]!) return { code: 'card-face-down', move };
  if (to === 'foundation') {
    if (slot[card]! !== length[from]! - 1) return { code: 'not-top-card', move };
    if (foundation[suit] !== rankIndex) {
      const next = foundation[suit]!;
      return { code: 'foundation-out-of-order', move, expected: next === RANK_COUNT ? null : suit * RANK_COUNT + next };
    }
    return null;
  }
  if (to === from) return { code: 'same-column', move };
  return checkTarget(position, move, card, to, length[from]! - slot[card]!);
}

function checkTarget(position: Position, move: Move, card: Card, to: number, groupSize: number): Refusal | null {
  const top = position.top(to as 0);
  const ruleSet = position.ruleSet;
  if (top === undefined) {
    if (card % RANK_COUNT !== RANK_COUNT - 1) return { code: 'empty-column-needs-king', move };
  } else {
    if (!suitsMatch(ruleSet, card, top)) {
      return { code: ruleSet.suit === 'alternate-colour' ? 'wrong-colour' : 'wrong-suit', move, onto: top };
    }
    if (!ranksMatch(ruleSet, card, top)) return { code: 'wrong-rank', move, onto: top, direction: ruleSet.direction };
  }
  if (groupSize > position.groupLimit)
    return { code: 'group-too-large', move, groupSize, groupLimit: position.groupLimit };
  return null;
}

/** Whether a move is legal in a position. */
export function isLegal(position: Position, move: Move): boolean {
  return checkMove(position, move) === null;
}
