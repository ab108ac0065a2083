/**
 * Readable messages for refused moves, and the names of cards, suits and rule sets, in any language
 * whose {@link Messages} are passed in. English is built in (`words-en.ts`); Russian, Ukrainian and
 * Turkish are imported on their own, so that an app pays only for the languages it uses:
 *
 * ```ts
 * import { spokenCardName } from '@russian-solitaire/engine';
 * import { ru } from '@russian-solitaire/engine/messages/ru';
 * spokenCardName(card, ru);
 * ```
 *
 * `@russian-solitaire/engine/messages` has all four, by language code. A refusal, like every
 * other error, is written in a language by `errorMessage` (`error-message.ts`).
 * @module
 */
import { type Card, type Suit, makeCard, isCard, isSuit, rankOf, suitOf } from './card.js';
import { echoInput } from './echo.js';
import { type MessageKey, type Messages, type SuitWord } from './language.js';
import { COLUMN_COUNT } from './move.js';
import { ownValue, readFields } from './read.js';
import { isRuleSetId } from './presets.js';
import { REFUSAL_CODES, type RefusalFacts } from './refusal-code.js';
import type { RuleSet } from './rules.js';
import { MAX_HISTORY_LENGTH } from './save.js';
import { enWords } from './words-en.js';

/** The English words, where the messages of a language are taken (the functions read only words from them). */
const english = enWords as unknown as Messages;

const SUIT_WORDS: readonly SuitWord[] = ['spades', 'hearts', 'diamonds', 'clubs'];
const RANK_WORDS: Readonly<Record<number, MessageKey>> = { 1: 'ace', 11: 'jack', 12: 'queen', 13: 'king' };

function checkedMessages(messages: Messages): Messages {
  const text: unknown = ownValue(messages, 'text');
  const count: unknown = ownValue(messages, 'count');
  if (typeof text !== 'function' || typeof count !== 'function')
    throw new TypeError(
      `${echoInput(messages)} is not the engine's messages of a language: pass one of en, ru, uk, tr from @russian-solitaire/engine/messages`,
    );
  return messages;
}

const cardText = (value: unknown): string => (isCard(value) ? makeCard(value, 'shown') : '?');
const suitText = (messages: Messages, value: unknown): string =>
  isSuit(value) ? messages.text(`of-${SUIT_WORDS[value]!}`) : '?';
/** A move's target that is no column, as the table numbers columns (from 1) when it is a whole number. */
const columnGiven = (to: unknown): string =>
  typeof to === 'number' && Number.isSafeInteger(to) ? String(to + 1) : echoInput(to);
const numberOrText = (value: unknown): number | string =>
  typeof value === 'number' && Number.isFinite(value) ? value : '?';

/**
 * A readable explanation of a refused move, in the language of `messages` (English when none is
 * given): a refusal's own `message` in another language. A card field that is not a card is
 * written `?`; the card or column of `no-such-card` and `no-such-column` is shown as given, by the
 * rule of `echoInput` (a column in the table's numbering, from 1).
 * @throws TypeError when `refusal` is not a refusal (not a plain object, or a `code` that is not
 * one of {@link REFUSAL_CODES}: a printer writes only real values), or `messages` is not the
 * engine's messages of a language.
 */
export function refusalMessage(refusal: RefusalFacts, messages: Messages = english): string {
  const words = checkedMessages(messages);
  const fields = readFields(refusal);
  if (!fields.ok) throw new TypeError(`${echoInput(refusal)} is not a refusal. ${fields.error.message}`);
  const code: unknown = fields.value.code;
  if (!(REFUSAL_CODES as readonly unknown[]).includes(code))
    throw new TypeError(`${echoInput(code)} is not a refusal code`);
  const move = readFields(fields.value.move);
  return writeRefusal({ ...fields.value, move: move.ok ? move.value : {} } as unknown as RefusalFacts, words);
}

/**
 * The message of a refusal whose fields are known to be a refusal's (the engine's own, or a copy
 * {@link refusalMessage} has checked): the text of its code with only the values that text needs.
 * The engine writes every refusal's English message with it, as it judges the move.
 */
export function writeRefusal(r: RefusalFacts, words: Messages = english): string {
  const code = r.code;
  const card = ownValue(r.move, 'card');
  const aboutFoundation = code === 'foundation-out-of-order' || code === 'wrong-foundation';
  const values = {
    card: cardText(card),
    onto: cardText(r.onto),
    expected: cardText(r.expected),
    cardSuit: aboutFoundation && isCard(card) ? suitText(words, suitOf(card)) : '?',
    suit: code === 'wrong-foundation' ? suitText(words, r.suit) : '?',
    size: numberOrText(r.groupSize),
    given: code === 'no-such-column' ? columnGiven(ownValue(r.move, 'to')) : echoInput(card),
    columns: numberOrText(r.columns ?? COLUMN_COUNT),
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
  if (code === 'wrong-suit' && r.suitRule === 'other-suit') return words.text('wrong-suit-other', values);
  if (code === 'wrong-colour' && r.suitRule === 'same-colour') return words.text('wrong-colour-same', values);
  if (code === 'foundation-out-of-order')
    return words.text(r.expected === null ? 'foundation-complete' : 'foundation-out-of-order', values);
  return words.text(code, values);
}

/**
 * The spoken name of a card in the words of a language, for screen readers and accessible labels:
 * "8 of hearts", "король треф", "kupa 8". A card's short text, the same in every language (`8H`,
 * or `8♥` as messages write it), is `makeCard`.
 * @throws TypeError when `card` is not a card, or `messages` is not the engine's messages of a language.
 */
export function spokenCardName(card: Card, messages: Messages = english): string {
  if (!isCard(card)) throw new TypeError(`${echoInput(card)} is not a card`);
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
 * @throws TypeError when `suit` is not a suit (0 to 3), or `messages` is not the engine's messages of a language.
 */
export function suitName(suit: Suit, messages: Messages = english): string {
  if (!isSuit(suit)) throw new TypeError(`${echoInput(suit)} is not a suit`);
  return checkedMessages(messages).text(SUIT_WORDS[suit]!);
}

/**
 * The name of a rule set shown to players, in the language of `messages` (English when none is
 * given): the messages name every preset; a rule set of one's own is called by its own `name`.
 * @throws TypeError when `messages` is not the engine's messages of a language.
 */
export function ruleSetName(ruleSet: RuleSet, messages: Messages = english): string {
  const words = checkedMessages(messages);
  const id = ownValue(ruleSet, 'id');
  const own = ownValue(ruleSet, 'name');
  if (isRuleSetId(id)) return words.text(id);
  return typeof own === 'string' ? own : '?';
}
