/**
 * The sentences of the dealer's errors in Russian, by the keys of `errors-en.ts`; a number next to
 * a noun is written so that the noun does not change with it, as in the engine's.
 * @module
 */
import type { DealerErrorKey } from './errors-en.js';

/** The dealer's error sentences in Russian. */
export const DEALER_ERRORS_RU: { readonly [key in DealerErrorKey]: string } = {
  'seed-bad': 'Номер раздачи — целое число от 0 до {max}, а не {given}.',
  'letters-not-text': 'Буквы раздачи должны быть текстом, а не {given}.',
  'letters-too-long': 'Буквы раздачи слишком длинные (длина {length}); в номере раздачи букв: {count}.',
  'letters-empty': 'Буквы раздачи пустые.',
  'seed-bad-character': '{char} в позиции {position} — не буква A–Z; в номере раздачи букв A–Z: {count}.',
  'seed-wrong-length': 'В номере раздачи должно быть ровно {count} букв A–Z, а не {found}.',
  'rule-unknown': 'Буква правил — C (одна масть) или R (любые масти), а не {given}.',
  'code-not-text': 'Код игры должен быть текстом, а не {given}.',
  'code-too-long': 'Код игры слишком длинный (длина {length}); коды выглядят так: RU1-C-AAAAABB.',
  'code-empty': 'Код игры пустой; коды выглядят так: RU1-C-AAAAABB.',
  'code-cut-short': 'Код игры начинается с RU1-, а этот обрывается после позиции {position}.',
  'code-prefix': 'Код игры начинается с RU1-, а здесь {char} в позиции {position}.',
  'code-no-version': 'Код игры начинается с RU1-, а после RU в позиции {position} нет номера версии.',
  'code-version': 'Коды RU{version} не читаются; эта версия читает только коды RU{known}.',
  'code-ends-after-version': 'Код обрывается после RU{known}; пишите RU1-<правила>-<раздача>, например RU1-C-AAAAABB.',
  'code-dash-after-version': 'После RU{known} в позиции {position} ожидался «-», а не {char}.',
  'code-ends-before-rule':
    'Код обрывается перед буквой правил; пишите RU1-<правила>-<раздача>, например RU1-C-AAAAABB.',
  'code-rule': '{char} в позиции {position} — не буква правил; правила — C (одна масть) или R (любые масти).',
  'code-ends-after-rule': 'Код обрывается после буквы правил; за «-» следуют буквы раздачи (их {count}).',
  'code-dash-after-rule': 'После буквы правил в позиции {position} ожидался «-», а не {char}.',
  'code-not-parts': 'Код игры — это текст вида RU1-C-AAAAABB или его части { rule, seed }, а не {given}.',
  'code-written': 'В сохранённой игре код пишется как {code}.',
  'random-none': 'На этой платформе нет globalThis.crypto.getRandomValues; передайте источник случайных чисел.',
  'random-not-function': 'Источник случайных чисел — функция, заполняющая Uint32Array, а не {given}.',
  'random-threw': 'Источник случайных чисел выбросил ошибку: {given}.',
  'random-not-random':
    'Источник случайных чисел выдал подряд значений выше диапазона раздач: {count}; он не случайный.',
  'random-code-options': 'Параметры randomCode не читаются.',
  'random-code-option-unknown': 'У randomCode нет параметра {key}; её параметры: rule и random.',
  'seed64-bad': '64-битное начальное значение — целое число от 0 до 2^64 − 1, а не {given}.',
  'seed-number-bad': 'Начальное значение — целое число от 0 до 2^53 − 1, а не {given}.',
  'count-bad': 'Число значений — целое число от 0 и больше, а не {given}.',
  'game-of-code-options': 'Параметры gameOfCode не читаются.',
  'game-of-code-option-unknown': 'У gameOfCode нет параметра {key}; её параметры: options и clock.',
  'random-game-options': 'Параметры randomGame не читаются.',
  'random-game-option-unknown': 'У randomGame нет параметра {key}; её параметры: rule, random, options и clock.',
  'deal-game': 'Игру по этому коду создать нельзя.',
};
