/**
 * Refusals: why a proposed move is not legal, as a stable machine-readable code and an English
 * message.
 *
 * {@link checkMove} is the one judge of a move. Move generation in `position.ts` produces exactly
 * the moves it accepts (a property the tests check over random positions). The refusal's fields
 * are in `refusal-code.ts`; its message in every language comes from `messages.ts`.
 * @module
 */
import { type Card, RANK_COUNT, isCard, unsafeSuitOf } from './card.js';
import { writeRefusal } from './messages.js';
import { COLUMN_COUNT, type Move, isColumn } from './move.js';
import { ON_FOUNDATION, type Position, isPosition } from './position.js';
import { ownValue } from './read.js';
import type { Refusal, RefusalFacts } from './refusal-code.js';
import { ranksMatch, suitsMatch } from './rules.js';

export { REFUSAL_CODES, type Refusal, type RefusalCode, type RefusalFacts } from './refusal-code.js';

/**
 * A refusal made of fresh facts (an object the judge or the game has just made for it): the same
 * object, with its English message added last (the facts are not checked again).
 */
export function refusal(facts: RefusalFacts): Refusal {
  const made = facts as { -readonly [K in keyof Refusal]: Refusal[K] };
  made.message = writeRefusal(facts);
  return made;
}

/**
 * Checks a proposed move and returns why it is refused, or `null` when it is legal.
 * Accepts any value as the move (only its own `card` and `to` fields are read), so unchecked
 * input from a UI or a file is safe to pass; a `position` that is not a `Position` is refused with
 * `not-a-position`.
 */
export function checkMove(position: Position, move: Move): Refusal | null {
  const facts = judgeMove(position, move);
  return facts === null ? null : refusal(facts);
}

/**
 * The judgement of {@link checkMove} without its message: why a move is refused, or `null`, for
 * the engine's own questions that only need the answer (is it legal, where can a card go).
 */
export function judgeMove(position: Position, move: Move): RefusalFacts | null {
  const card = ownValue(move, 'card');
  const to = ownValue(move, 'to');
  const valid = isPosition(position);
  if (!isCard(card)) return { code: 'no-such-card', move };
  if (!(to === 'foundation' || (isColumn(to) && (!valid || to < position.columnCount))))
    return { code: 'no-such-column', move, columns: valid ? position.columnCount : COLUMN_COUNT };
  if (!valid) return { code: 'not-a-position', move };
  if (position.isWon) return { code: 'game-won', move };
  const { foundation, place, slot, faceDown, length } = position;
  const from = place[card]!;
  const suit = unsafeSuitOf(card); // a card: checked by isCard above
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

function checkTarget(position: Position, move: Move, card: Card, to: number, groupSize: number): RefusalFacts | null {
  const top = position.top(to as 0);
  const ruleSet = position.ruleSet;
  if (top === undefined) {
    if (ruleSet.emptyColumn === 'none') return { code: 'empty-column-closed', move };
    if (ruleSet.emptyColumn === 'king' && card % RANK_COUNT !== RANK_COUNT - 1)
      return { code: 'empty-column-needs-king', move };
  } else {
    if (!suitsMatch(ruleSet, card, top)) {
      const suitRule = ruleSet.suit;
      return { code: suitRule.endsWith('colour') ? 'wrong-colour' : 'wrong-suit', move, onto: top, suitRule };
    }
    if (!ranksMatch(ruleSet, card, top)) return { code: 'wrong-rank', move, onto: top, direction: ruleSet.direction };
  }
  if (groupSize > position.groupLimit)
    return { code: 'group-too-large', move, groupSize, groupLimit: position.groupLimit };
  return null;
}

/** Whether a move is legal in a position. */
export function isLegal(position: Position, move: Move): boolean {
  return judgeMove(position, move) === null;
}
