/**
 * The sentences of the dealer's errors in Ukrainian, by the keys of `errors-en.ts`; a number next
 * to a noun is written so that the noun does not change with it, as in the engine's.
 * @module
 */
import type { DealerErrorKey } from './errors-en.js';

/** The dealer's error sentences in Ukrainian. */
export const DEALER_ERRORS_UK: { readonly [key in DealerErrorKey]: string } = {
  'seed-bad': 'Номер роздачі — ціле число від 0 до {max}, а не {given}.',
  'letters-not-text': 'Літери роздачі мають бути текстом, а не {given}.',
  'letters-too-long': 'Літери роздачі задовгі (довжина {length}); у номері роздачі літер: {count}.',
  'letters-empty': 'Літери роздачі порожні.',
  'seed-bad-character': '{char} у позиції {position} — не літера A–Z; у номері роздачі літер A–Z: {count}.',
  'seed-wrong-length': 'У номері роздачі має бути рівно {count} літер A–Z, а не {found}.',
  'rule-unknown': 'Літера правил — C (одна масть) або R (будь-які масті), а не {given}.',
  'code-not-text': 'Код гри має бути текстом, а не {given}.',
  'code-too-long': 'Код гри задовгий (довжина {length}); коди мають такий вигляд: RU1-C-AAAAABB.',
  'code-empty': 'Код гри порожній; коди мають такий вигляд: RU1-C-AAAAABB.',
  'code-cut-short': 'Код гри починається з RU1-, а цей обривається після позиції {position}.',
  'code-prefix': 'Код гри починається з RU1-, а тут {char} у позиції {position}.',
  'code-no-version': 'Код гри починається з RU1-, а після RU у позиції {position} немає номера версії.',
  'code-version': 'Коди RU{version} не читаються; ця версія читає лише коди RU{known}.',
  'code-ends-after-version':
    'Код обривається після RU{known}; пишіть RU1-<правила>-<роздача>, наприклад RU1-C-AAAAABB.',
  'code-dash-after-version': 'Після RU{known} у позиції {position} очікувався «-», а не {char}.',
  'code-ends-before-rule':
    'Код обривається перед літерою правил; пишіть RU1-<правила>-<роздача>, наприклад RU1-C-AAAAABB.',
  'code-rule': '{char} у позиції {position} — не літера правил; правила — C (одна масть) або R (будь-які масті).',
  'code-ends-after-rule': 'Код обривається після літери правил; за «-» ідуть літери роздачі (їх {count}).',
  'code-dash-after-rule': 'Після літери правил у позиції {position} очікувався «-», а не {char}.',
  'code-not-parts': 'Код гри — це текст на зразок RU1-C-AAAAABB або його частини { rule, seed }, а не {given}.',
  'code-written': 'У збереженій грі код пишеться як {code}.',
  'random-none': 'На цій платформі немає globalThis.crypto.getRandomValues; передайте джерело випадкових чисел.',
  'random-not-function': 'Джерело випадкових чисел — функція, що заповнює Uint32Array, а не {given}.',
  'random-threw': 'Джерело випадкових чисел викинуло помилку: {given}.',
  'random-not-random':
    'Джерело випадкових чисел видало поспіль значень понад діапазон роздач: {count}; воно не випадкове.',
  'random-code-options': 'Параметри randomCode не читаються.',
  'random-code-option-unknown': 'У randomCode немає параметра {key}; її параметри: rule і random.',
  'seed64-bad': '64-бітне початкове значення — ціле число від 0 до 2^64 − 1, а не {given}.',
  'seed-number-bad': 'Початкове значення — ціле число від 0 до 2^53 − 1, а не {given}.',
  'count-bad': 'Кількість значень — ціле число від 0 і більше, а не {given}.',
  'game-of-code-options': 'Параметри gameOfCode не читаються.',
  'game-of-code-option-unknown': 'У gameOfCode немає параметра {key}; її параметри: options і clock.',
  'random-game-options': 'Параметри randomGame не читаються.',
  'random-game-option-unknown': 'У randomGame немає параметра {key}; її параметри: rule, random, options і clock.',
  'deal-game': 'Гру за цим кодом створити не можна.',
};
