/**
 * Readable messages for refused moves and rule names, in English, Russian, Ukrainian and Turkish.
 * @module
 */
import { type Card, type Suit, describeValue, displayName, isCard, isSuit, rankOf, suitOf } from './card.js';
import { ownValue, readFields } from './read.js';
import { type Refusal, type RefusalCode, REFUSAL_CODES } from './refusal.js';
import type { RuleSet } from './rules.js';
import { MAX_HISTORY_LENGTH } from './save.js';

/** The languages messages are written in. */
export const LANGUAGES = ['en', 'ru', 'uk', 'tr'] as const;
/** A language code: English, Russian, Ukrainian or Turkish. */
export type Language = (typeof LANGUAGES)[number];

/** Whether a value is a supported language code. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

const RANK_NAMES: Record<Language, readonly string[]> = {
  en: ['ace', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'jack', 'queen', 'king'],
  ru: ['туз', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'валет', 'дама', 'король'],
  uk: ['туз', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'валет', 'дама', 'король'],
  tr: ['as', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'vale', 'kız', 'papaz'],
};

/** Suit names after a rank: English plural, Russian and Ukrainian genitive plural ("8 червей"), Turkish plain. */
const SUIT_NAMES: Record<Language, readonly string[]> = {
  en: ['spades', 'hearts', 'diamonds', 'clubs'],
  ru: ['пик', 'червей', 'бубен', 'треф'],
  uk: ['пік', 'чирв', 'бубон', 'треф'],
  tr: ['maça', 'kupa', 'karo', 'sinek'],
};

/** Suit names standing alone, as on a foundation. */
const SUIT_TITLES: Record<Language, readonly string[]> = {
  en: ['Spades', 'Hearts', 'Diamonds', 'Clubs'],
  ru: ['Пики', 'Червы', 'Бубны', 'Трефы'],
  uk: ['Піки', 'Чирви', 'Бубни', 'Трефи'],
  tr: ['Maça', 'Kupa', 'Karo', 'Sinek'],
};

/**
 * The spoken name of a card, for screen readers and accessible labels: "8 of hearts",
 * "король треф", "kupa 8". Messages write cards with symbols (`8♥`) instead, see `displayName`.
 * @throws RangeError when `card` is not a card.
 */
export function cardName(card: Card, language: Language = 'en'): string {
  if (!isCard(card)) throw new RangeError(`${describeValue(card)} is not a card`);
  const lang = isLanguage(language) ? language : 'en';
  const rank = RANK_NAMES[lang][rankOf(card) - 1]!;
  const suit = SUIT_NAMES[lang][suitOf(card)]!;
  if (lang === 'en') return `${rank} of ${suit}`;
  if (lang === 'tr') return `${suit} ${rank}`;
  return `${rank} ${suit}`;
}

/**
 * The name of a suit standing alone ("Hearts", "Червы"), as on its foundation.
 * @throws RangeError when `suit` is not a suit (0 to 3).
 */
export function suitName(suit: Suit, language: Language = 'en'): string {
  if (!isSuit(suit)) throw new RangeError(`${describeValue(suit)} is not a suit`);
  return SUIT_TITLES[isLanguage(language) ? language : 'en'][suit]!;
}

type MessageTable = Record<RefusalCode, (r: Refusal) => string>;

const name = (c: Card | null | undefined): string => (isCard(c) ? displayName(c) : '?');
const limit = MAX_HISTORY_LENGTH.toLocaleString('en');

const EN: MessageTable = {
  'not-a-position': () => 'There is no game position to play this move in.',
  'history-full': () => `This game has recorded ${limit} moves, the most a game keeps; start a new game.`,
  'game-won': () => 'The game is already won.',
  'no-such-card': () => 'There is no such card.',
  'no-such-column': () => 'There is no such column: columns are numbered 1 to 7.',
  'card-face-down': (r) => `${name(r.move.card)} is face down; only face-up cards can be moved.`,
  'same-column': (r) => `${name(r.move.card)} is already in that column.`,
  'empty-column-needs-king': (r) => `An empty column takes only a king, not ${name(r.move.card)}.`,
  'wrong-suit': (r) => `${name(r.move.card)} can only go on a card of the same suit (family), not on ${name(r.onto)}.`,
  'wrong-colour': (r) => `${name(r.move.card)} can only go on a card of the other colour, not on ${name(r.onto)}.`,
  'wrong-rank': (r) =>
    r.direction === 'up-or-down'
      ? `${name(r.move.card)} can only go on a card one rank higher or lower, not on ${name(r.onto)}.`
      : `${name(r.move.card)} can only go on a card one rank higher, not on ${name(r.onto)}.`,
  'group-too-large': (r) =>
    `At most ${r.groupLimit} cards move at once; the group from ${name(r.move.card)} has ${r.groupSize}.`,
  'not-top-card': (r) => `Only the top card of a column goes to a foundation; ${name(r.move.card)} has cards on it.`,
  'foundation-out-of-order': (r) =>
    r.expected === null
      ? `That foundation is complete; ${name(r.move.card)} cannot go there.`
      : `Foundations build up from the ace: the next card there is ${name(r.expected)}, not ${name(r.move.card)}.`,
  'already-on-foundation': (r) => `${name(r.move.card)} is already on its foundation.`,
  'not-foundation-top': (r) => `Only the top card of a foundation can be taken back, not ${name(r.move.card)}.`,
  'take-back-off': (r) =>
    `Taking cards back from the foundations is switched off, so ${name(r.move.card)} stays there.`,
  'no-destination': (r) => `There is no place on the tableau for ${name(r.move.card)}.`,
  'wrong-foundation': (r) =>
    `Each suit has its own foundation: ${name(r.move.card)} goes on the ${SUIT_NAMES.en[suitOf(r.move.card)] ?? '?'} foundation, not the ${SUIT_NAMES.en[r.suit ?? 0]} one.`,
};

const RU: MessageTable = {
  'not-a-position': () => 'Нет позиции, в которой можно сделать этот ход.',
  'history-full': () => `В игре уже записано ${limit} ходов, больше игра не хранит; начните новую игру.`,
  'game-won': () => 'Игра уже выиграна.',
  'no-such-card': () => 'Такой карты нет.',
  'no-such-column': () => 'Такой колонки нет: колонки пронумерованы от 1 до 7.',
  'card-face-down': (r) => `${name(r.move.card)} лежит рубашкой вверх; двигать можно только открытые карты.`,
  'same-column': (r) => `${name(r.move.card)} уже в этой колонке.`,
  'empty-column-needs-king': (r) => `В пустую колонку можно положить только короля, а не ${name(r.move.card)}.`,
  'wrong-suit': (r) => `${name(r.move.card)} можно положить только на карту той же масти, а не на ${name(r.onto)}.`,
  'wrong-colour': (r) => `${name(r.move.card)} можно положить только на карту другого цвета, а не на ${name(r.onto)}.`,
  'wrong-rank': (r) =>
    r.direction === 'up-or-down'
      ? `${name(r.move.card)} можно положить только на карту на одно достоинство старше или младше, а не на ${name(r.onto)}.`
      : `${name(r.move.card)} можно положить только на карту на одно достоинство старше, а не на ${name(r.onto)}.`,
  'group-too-large': (r) =>
    `За один ход можно перенести не больше ${r.groupLimit} карт, а в группе от ${name(r.move.card)} их ${r.groupSize}.`,
  'not-top-card': (r) => `В дом идёт только верхняя карта колонки, а на ${name(r.move.card)} лежат другие карты.`,
  'foundation-out-of-order': (r) =>
    r.expected === null
      ? `Эта стопка в доме уже собрана, ${name(r.move.card)} туда не положить.`
      : `Дом собирается от туза: следующая карта там ${name(r.expected)}, а не ${name(r.move.card)}.`,
  'already-on-foundation': (r) => `${name(r.move.card)} уже в доме.`,
  'not-foundation-top': (r) => `Из дома можно вернуть только верхнюю карту, а не ${name(r.move.card)}.`,
  'take-back-off': (r) => `Возврат карт из дома отключён: ${name(r.move.card)} остаётся там.`,
  'no-destination': (r) => `Для ${name(r.move.card)} нет места на столе.`,
  'wrong-foundation': (r) =>
    `У каждой масти свой дом: ${name(r.move.card)} идёт в дом ${SUIT_NAMES.ru[suitOf(r.move.card)] ?? '?'}, а не ${SUIT_NAMES.ru[r.suit ?? 0]}.`,
};

const UK: MessageTable = {
  'not-a-position': () => 'Немає позиції, у якій можна зробити цей хід.',
  'history-full': () => `У грі вже записано ${limit} ходів, більше гра не зберігає; почніть нову гру.`,
  'game-won': () => 'Гру вже виграно.',
  'no-such-card': () => 'Такої карти немає.',
  'no-such-column': () => 'Такої колонки немає: колонки пронумеровано від 1 до 7.',
  'card-face-down': (r) => `${name(r.move.card)} лежить сорочкою догори; рухати можна лише відкриті карти.`,
  'same-column': (r) => `${name(r.move.card)} вже в цій колонці.`,
  'empty-column-needs-king': (r) => `У порожню колонку можна покласти лише короля, а не ${name(r.move.card)}.`,
  'wrong-suit': (r) => `${name(r.move.card)} можна покласти лише на карту тієї ж масті, а не на ${name(r.onto)}.`,
  'wrong-colour': (r) => `${name(r.move.card)} можна покласти лише на карту іншого кольору, а не на ${name(r.onto)}.`,
  'wrong-rank': (r) =>
    r.direction === 'up-or-down'
      ? `${name(r.move.card)} можна покласти лише на карту на одне значення старшу або молодшу, а не на ${name(r.onto)}.`
      : `${name(r.move.card)} можна покласти лише на карту на одне значення старшу, а не на ${name(r.onto)}.`,
  'group-too-large': (r) =>
    `За один хід можна перенести не більше ${r.groupLimit} карт, а в групі від ${name(r.move.card)} їх ${r.groupSize}.`,
  'not-top-card': (r) => `У дім іде лише верхня карта колонки, а на ${name(r.move.card)} лежать інші карти.`,
  'foundation-out-of-order': (r) =>
    r.expected === null
      ? `Цю стопку в домі вже зібрано, ${name(r.move.card)} туди не покласти.`
      : `Дім збирається від туза: наступна карта там ${name(r.expected)}, а не ${name(r.move.card)}.`,
  'already-on-foundation': (r) => `${name(r.move.card)} вже в домі.`,
  'not-foundation-top': (r) => `З дому можна повернути лише верхню карту, а не ${name(r.move.card)}.`,
  'take-back-off': (r) => `Повернення карт з дому вимкнено: ${name(r.move.card)} залишається там.`,
  'no-destination': (r) => `Для ${name(r.move.card)} немає місця на столі.`,
  'wrong-foundation': (r) =>
    `Кожна масть має свій дім: ${name(r.move.card)} іде в дім ${SUIT_NAMES.uk[suitOf(r.move.card)] ?? '?'}, а не ${SUIT_NAMES.uk[r.suit ?? 0]}.`,
};

const TR: MessageTable = {
  'not-a-position': () => 'Bu hamlenin yapılacağı bir oyun konumu yok.',
  'history-full': () =>
    `Bu oyunda ${limit} hamle kaydedildi, bir oyunun tutabileceği en çok hamle bu; yeni bir oyun başlatın.`,
  'game-won': () => 'Oyun zaten kazanıldı.',
  'no-such-card': () => 'Böyle bir kart yok.',
  'no-such-column': () => 'Böyle bir sütun yok: sütunlar 1 ile 7 arasında numaralanır.',
  'card-face-down': (r) => `${name(r.move.card)} kapalı; yalnızca açık kartlar taşınabilir.`,
  'same-column': (r) => `${name(r.move.card)} zaten o sütunda.`,
  'empty-column-needs-king': (r) => `Boş bir sütuna yalnızca papaz konabilir, ${name(r.move.card)} konamaz.`,
  'wrong-suit': (r) =>
    `${name(r.move.card)} yalnızca aynı takımdan (aileden) bir kartın üstüne konabilir, ${name(r.onto)} üstüne konamaz.`,
  'wrong-colour': (r) =>
    `${name(r.move.card)} yalnızca diğer renkten bir kartın üstüne konabilir, ${name(r.onto)} üstüne konamaz.`,
  'wrong-rank': (r) =>
    r.direction === 'up-or-down'
      ? `${name(r.move.card)} yalnızca bir değer büyük ya da küçük bir kartın üstüne konabilir, ${name(r.onto)} üstüne konamaz.`
      : `${name(r.move.card)} yalnızca bir değer büyük bir kartın üstüne konabilir, ${name(r.onto)} üstüne konamaz.`,
  'group-too-large': (r) =>
    `Bir hamlede en çok ${r.groupLimit} kart taşınabilir; ${name(r.move.card)} ile başlayan grupta ${r.groupSize} kart var.`,
  'not-top-card': (r) =>
    `Temele yalnızca sütunun en üstteki kartı gider; ${name(r.move.card)} üzerinde başka kartlar var.`,
  'foundation-out-of-order': (r) =>
    r.expected === null
      ? `Bu temel zaten tamamlandı; ${name(r.move.card)} oraya konamaz.`
      : `Temeller astan başlayarak dizilir: sıradaki kart ${name(r.expected)}, ${name(r.move.card)} değil.`,
  'already-on-foundation': (r) => `${name(r.move.card)} zaten temelinde.`,
  'not-foundation-top': (r) => `Temelden yalnızca en üstteki kart geri alınabilir, ${name(r.move.card)} alınamaz.`,
  'take-back-off': (r) => `Temelden kart geri alma kapalı; ${name(r.move.card)} orada kalır.`,
  'no-destination': (r) => `${name(r.move.card)} için masada yer yok.`,
  'wrong-foundation': (r) =>
    `Her takımın kendi temeli var: ${name(r.move.card)} ${SUIT_NAMES.tr[suitOf(r.move.card)] ?? '?'} temeline gider, ${SUIT_NAMES.tr[r.suit ?? 0]} temeline değil.`,
};

const TABLES: Record<Language, MessageTable> = { en: EN, ru: RU, uk: UK, tr: TR };

/**
 * A readable explanation of a refused move, in the given language (English by default; an
 * unknown language reads as English). A card field that is not a card is written `?`.
 * @throws RangeError when `refusal` is not a refusal: not a plain object, or a `code` that is not
 * one of {@link REFUSAL_CODES} (a printer writes only real values).
 */
export function refusalMessage(refusal: Refusal, language: Language = 'en'): string {
  const fields = readFields(refusal, 'a refusal');
  if (!fields.ok) throw new RangeError(fields.error.message);
  const code: unknown = fields.value.code;
  if (!(REFUSAL_CODES as readonly unknown[]).includes(code))
    throw new RangeError(`${describeValue(code)} is not a refusal code`);
  const move = readFields(fields.value.move, 'move');
  const r = { ...fields.value, move: move.ok ? move.value : {} } as unknown as Refusal;
  const table = TABLES[isLanguage(language) ? language : 'en'];
  return table[code as RefusalCode](r);
}

const RULE_NAMES: Record<string, Record<Language, string>> = {
  classic: { en: 'Same suit', ru: 'Одна масть', uk: 'Одна масть', tr: 'Aynı takım' },
  relaxed: { en: 'Mixed colours', ru: 'Любые масти', uk: 'Будь-які масті', tr: 'Karışık renkler' },
  yukon: { en: 'Yukon', ru: 'Юкон', uk: 'Юкон', tr: 'Yukon' },
  alaska: { en: 'Alaska', ru: 'Аляска', uk: 'Аляска', tr: 'Alaska' },
};

/** The name of a rule set shown to players, in the given language (a rule set's own name when not translated). */
export function ruleSetName(ruleSet: RuleSet, language: Language = 'en'): string {
  const id = ownValue(ruleSet, 'id');
  const own = ownValue(ruleSet, 'name');
  const names = typeof id === 'string' && Object.prototype.hasOwnProperty.call(RULE_NAMES, id) ? RULE_NAMES[id] : null;
  return (isLanguage(language) ? names?.[language] : undefined) ?? (typeof own === 'string' ? own : '?');
}
