/**
 * Readable messages for refused moves, and the names of cards, suits and rule sets, in any language
 * whose {@link Messages} are passed in. English is built in; Russian, Ukrainian and Turkish are
 * imported on their own, so that an app pays only for the languages it uses:
 *
 * ```ts
 * import { refusalMessage } from '@russian-solitaire/engine';
 * import { ru } from '@russian-solitaire/engine/messages/ru';
 * refusalMessage(refusal, ru);
 * ```
 *
 * `@russian-solitaire/engine/messages` has all four, by language code.
 * @module
 */
import { type Card, type Suit, displayName, isCard, isSuit, rankOf, suitOf } from './card.js';
import { echoInput } from './echo.js';
import { type CountedMessageKey, type MessageKey, type Messages, type SuitWord } from './language.js';
import { en } from './messages-en.js';
import { ownValue, readFields } from './read.js';
import { type RefusalCode, REFUSAL_CODES, type Refusal } from './refusal.js';
import type { RuleSet } from './rules.js';
import { MAX_HISTORY_LENGTH } from './save.js';

const SUIT_WORDS: readonly SuitWord[] = ['spades', 'hearts', 'diamonds', 'clubs'];
const RANK_WORDS: Readonly<Record<number, MessageKey>> = { 1: 'ace', 11: 'jack', 12: 'queen', 13: 'king' };
const RULE_SET_IDS = ['classic', 'relaxed', 'yukon', 'alaska'] as const;

function checkedMessages(messages: Messages): Messages {
  const text: unknown = ownValue(messages, 'text');
  const count: unknown = ownValue(messages, 'count');
  if (typeof text !== 'function' || typeof count !== 'function')
    throw new RangeError(
      `${echoInput(messages)} is not the engine's messages of a language: pass one of en, ru, uk, tr from @russian-solitaire/engine/messages`,
    );
  return messages;
}

const cardText = (value: unknown): string => (isCard(value) ? displayName(value) : '?');
const suitText = (messages: Messages, value: unknown): string =>
  isSuit(value) ? messages.text(`of-${SUIT_WORDS[value]!}`) : '?';
const numberOrText = (value: unknown): number | string =>
  typeof value === 'number' && Number.isFinite(value) ? value : '?';

/**
 * A readable explanation of a refused move, in the language of `messages` (English when none is
 * given). A card field that is not a card is written `?`.
 * @throws RangeError when `refusal` is not a refusal (not a plain object, or a `code` that is not
 * one of {@link REFUSAL_CODES}: a printer writes only real values), or `messages` is not the
 * engine's messages of a language.
 */
export function refusalMessage(refusal: Refusal, messages: Messages = en): string {
  const words = checkedMessages(messages);
  const fields = readFields(refusal, 'a refusal');
  if (!fields.ok) throw new RangeError(fields.error.message);
  const r = fields.value;
  const code: unknown = r.code;
  if (!(REFUSAL_CODES as readonly unknown[]).includes(code))
    throw new RangeError(`${echoInput(code)} is not a refusal code`);
  const move = readFields(r.move, 'move');
  const card = move.ok ? move.value.card : undefined;
  const values = {
    card: cardText(card),
    onto: cardText(r.onto),
    expected: cardText(r.expected),
    cardSuit: isCard(card) ? suitText(words, suitOf(card)) : '?',
    suit: suitText(words, r.suit),
    size: numberOrText(r.groupSize),
  };
  if (code === 'group-too-large') {
    const limit = numberOrText(r.groupLimit);
    return typeof limit === 'number'
      ? words.count(code, limit, values)
      : words.count(code, Number.NaN, { ...values, count: limit });
  }
  if (code === 'history-full') return words.count(code, MAX_HISTORY_LENGTH, values);
  if (code === 'wrong-rank')
    return words.text(r.direction === 'up-or-down' ? 'wrong-rank-up-or-down' : 'wrong-rank', values);
  if (code === 'foundation-out-of-order')
    return words.text(r.expected === null ? 'foundation-complete' : 'foundation-out-of-order', values);
  return words.text(code as Exclude<RefusalCode, CountedMessageKey>, values);
}

/**
 * The spoken name of a card, for screen readers and accessible labels: "8 of hearts",
 * "король треф", "kupa 8". Messages write cards with symbols (`8♥`) instead, see `displayName`.
 * @throws RangeError when `card` is not a card, or `messages` is not the engine's messages of a language.
 */
export function cardName(card: Card, messages: Messages = en): string {
  if (!isCard(card)) throw new RangeError(`${echoInput(card)} is not a card`);
  const words = checkedMessages(messages);
  const rank = rankOf(card);
  const word = RANK_WORDS[rank];
  return words.text('card', {
    rank: word === undefined ? String(rank) : words.text(word),
    suit: suitText(words, suitOf(card)),
  });
}

/**
 * The name of a suit standing alone ("Hearts", "Червы"), as on its foundation.
 * @throws RangeError when `suit` is not a suit (0 to 3), or `messages` is not the engine's messages of a language.
 */
export function suitName(suit: Suit, messages: Messages = en): string {
  if (!isSuit(suit)) throw new RangeError(`${echoInput(suit)} is not a suit`);
  return checkedMessages(messages).text(SUIT_WORDS[suit]!);
}

/**
 * The name of a rule set shown to players, in the language of `messages` (English when none is
 * given); a rule set of its own is called by its own `name`.
 * @throws RangeError when `messages` is not the engine's messages of a language.
 */
export function ruleSetName(ruleSet: RuleSet, messages: Messages = en): string {
  const words = checkedMessages(messages);
  const id = ownValue(ruleSet, 'id');
  const own = ownValue(ruleSet, 'name');
  if ((RULE_SET_IDS as readonly unknown[]).includes(id)) return words.text(id as (typeof RULE_SET_IDS)[number]);
  return typeof own === 'string' ? own : '?';
}
