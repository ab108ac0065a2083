/**
 * The engine's words in Russian: `@russian-solitaire/engine/messages/ru`.
 * @module
 */
import { ENGINE_ERRORS_RU } from './errors-ru.js';
import type { Messages } from './language.js';

export type * from './messages-types.js';
import { RU_LOCALE } from './locales.js';
import { defineTexts } from './text.js';

/** The engine's messages in Russian, and the Russian `Locale` (`ru.locale`) for an app's own texts. */
export const ru: Messages<'one' | 'few' | 'many' | 'other'> = /* @__PURE__ */ defineTexts(
  RU_LOCALE,
  {
    ...ENGINE_ERRORS_RU,
    'not-a-position': 'Нет позиции, в которой можно сделать этот ход.',
    'game-won': 'Игра уже выиграна.',
    'no-such-card': 'Такой карты нет: {given}.',
    'no-such-column': 'Такой колонки нет: {given}; колонки пронумерованы от 1 до {columns}.',
    'card-face-down': '{card} лежит рубашкой вверх; двигать можно только открытые карты.',
    'same-column': '{card} уже в этой колонке.',
    'empty-column-needs-king': 'В пустую колонку можно положить только короля, а не {card}.',
    'empty-column-closed': 'В этой игре пустая колонка не принимает карт: {card} туда не положить.',
    'wrong-suit': '{card} можно положить только на карту той же масти, а не на {onto}.',
    'wrong-suit-other': '{card} можно положить только на карту другой масти, а не на {onto}.',
    'wrong-colour': '{card} можно положить только на карту другого цвета, а не на {onto}.',
    'wrong-colour-same': '{card} можно положить только на карту того же цвета, а не на {onto}.',
    'wrong-rank': '{card} можно положить только на карту на одно достоинство старше, а не на {onto}.',
    'wrong-rank-up-or-down':
      '{card} можно положить только на карту на одно достоинство старше или младше, а не на {onto}.',
    'not-top-card': 'В дом идёт только верхняя карта колонки, а на {card} лежат другие карты.',
    'foundation-out-of-order': 'Дом собирается от туза: следующая карта в доме {cardSuit} — {expected}, а не {card}.',
    'foundation-complete': 'Эта стопка в доме уже собрана, {card} туда не положить.',
    'already-on-foundation': '{card} уже в доме.',
    'not-foundation-top': 'Из дома можно вернуть только верхнюю карту, а не {card}.',
    'take-back-off': 'Возврат карт из дома отключён: {card} остаётся там.',
    'no-destination': 'Для {card} нет места на столе.',
    'wrong-foundation': 'У каждой масти свой дом: {card} идёт в дом {cardSuit}, а не {suit}.',
    card: '{rank} {suit}',
    ace: 'туз',
    jack: 'валет',
    queen: 'дама',
    king: 'король',
    'of-spades': 'пик',
    'of-hearts': 'червей',
    'of-diamonds': 'бубен',
    'of-clubs': 'треф',
    spades: 'Пики',
    hearts: 'Червы',
    diamonds: 'Бубны',
    clubs: 'Трефы',
    classic: 'Одна масть',
    relaxed: 'Любые масти',
    yukon: 'Юкон',
    alaska: 'Аляска',
    moosehide: 'Лосиная шкура',
    roslyn: 'Рослин',
    odessa: 'Одесса',
    geoffrey: 'Джеффри',
    queensland: 'Квинсленд',
    brisbane: 'Брисбен',
  },
  {
    // "не больше" takes the genitive: "не больше 21 карты", "не больше 20 карт".
    'group-too-large': {
      one: 'За один ход можно перенести не больше {count} карты, а в группе от {card} их {size}.',
      few: 'За один ход можно перенести не больше {count} карт, а в группе от {card} их {size}.',
      many: 'За один ход можно перенести не больше {count} карт, а в группе от {card} их {size}.',
      other: 'За один ход можно перенести не больше {count} карты, а в группе от {card} их {size}.',
    },
    'history-full': {
      one: 'В игре уже записан {count} ход, больше игра не хранит; начните новую игру.',
      few: 'В игре уже записано {count} хода, больше игра не хранит; начните новую игру.',
      many: 'В игре уже записано {count} ходов, больше игра не хранит; начните новую игру.',
      other: 'В игре уже записано {count} хода, больше игра не хранит; начните новую игру.',
    },
  },
);
