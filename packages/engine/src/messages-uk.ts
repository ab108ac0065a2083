/**
 * The engine's words in Ukrainian: `@russian-solitaire/engine/messages/uk`.
 * @module
 */
import { ENGINE_ERRORS_UK } from './errors-uk.js';
import type { Messages } from './language.js';

export type * from './messages-types.js';
import { UK_LOCALE } from './locales.js';
import { defineTexts } from './text.js';

/** The engine's messages in Ukrainian, and the Ukrainian `Locale` (`uk.locale`) for an app's own texts. */
export const uk: Messages<'one' | 'few' | 'many' | 'other'> = /* @__PURE__ */ defineTexts(
  UK_LOCALE,
  {
    ...ENGINE_ERRORS_UK,
    'not-a-position': 'Немає позиції, у якій можна зробити цей хід.',
    'game-won': 'Гру вже виграно.',
    'no-such-card': 'Такої карти немає: {given}.',
    'no-such-column': 'Такої колонки немає: {given}; колонки пронумеровано від 1 до {columns}.',
    'card-face-down': '{card} лежить сорочкою догори; рухати можна лише відкриті карти.',
    'same-column': '{card} вже в цій колонці.',
    'empty-column-needs-king': 'У порожню колонку можна покласти лише короля, а не {card}.',
    'empty-column-closed': 'У цій грі порожня колонка не приймає карт: {card} туди не покласти.',
    'wrong-suit': '{card} можна покласти лише на карту тієї ж масті, а не на {onto}.',
    'wrong-suit-other': '{card} можна покласти лише на карту іншої масті, а не на {onto}.',
    'wrong-colour': '{card} можна покласти лише на карту іншого кольору, а не на {onto}.',
    'wrong-colour-same': '{card} можна покласти лише на карту того ж кольору, а не на {onto}.',
    'wrong-rank': '{card} можна покласти лише на карту на одне значення старшу, а не на {onto}.',
    'wrong-rank-up-or-down': '{card} можна покласти лише на карту на одне значення старшу або молодшу, а не на {onto}.',
    'not-top-card': 'У дім іде лише верхня карта колонки, а на {card} лежать інші карти.',
    'foundation-out-of-order': 'Дім збирається від туза: наступна карта в домі {cardSuit} — {expected}, а не {card}.',
    'foundation-complete': 'Цю стопку в домі вже зібрано, {card} туди не покласти.',
    'already-on-foundation': '{card} вже в домі.',
    'not-foundation-top': 'З дому можна повернути лише верхню карту, а не {card}.',
    'take-back-off': 'Повернення карт з дому вимкнено: {card} залишається там.',
    'no-destination': 'Для {card} немає місця на столі.',
    'wrong-foundation': 'Кожна масть має свій дім: {card} іде в дім {cardSuit}, а не {suit}.',
    card: '{rank} {suit}',
    ace: 'туз',
    jack: 'валет',
    queen: 'дама',
    king: 'король',
    'of-spades': 'пік',
    'of-hearts': 'чирв',
    'of-diamonds': 'бубон',
    'of-clubs': 'треф',
    spades: 'Піки',
    hearts: 'Чирви',
    diamonds: 'Бубни',
    clubs: 'Трефи',
    classic: 'Одна масть',
    relaxed: 'Будь-які масті',
    yukon: 'Юкон',
    alaska: 'Аляска',
    moosehide: 'Лосина шкура',
    roslyn: 'Рослін',
    odessa: 'Одеса',
    geoffrey: 'Джеффрі',
    queensland: 'Квінсленд',
    brisbane: 'Брісбен',
  },
  {
    // "не більше" takes the genitive: "не більше 21 карти", "не більше 20 карт".
    'group-too-large': {
      one: 'За один хід можна перенести не більше {count} карти, а в групі від {card} їх {size}.',
      few: 'За один хід можна перенести не більше {count} карт, а в групі від {card} їх {size}.',
      many: 'За один хід можна перенести не більше {count} карт, а в групі від {card} їх {size}.',
      other: 'За один хід можна перенести не більше {count} карти, а в групі від {card} їх {size}.',
    },
    'history-full': {
      one: 'У грі вже записано {count} хід, більше гра не зберігає; почніть нову гру.',
      few: 'У грі вже записано {count} ходи, більше гра не зберігає; почніть нову гру.',
      many: 'У грі вже записано {count} ходів, більше гра не зберігає; почніть нову гру.',
      other: 'У грі вже записано {count} ходу, більше гра не зберігає; почніть нову гру.',
    },
  },
);
