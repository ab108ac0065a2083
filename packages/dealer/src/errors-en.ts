/**
 * The English sentences of the dealer's errors, one table per area, as the engine's are (its
 * `errors-en.ts`): each is an error's `message`, its `key` names it, and the other languages have
 * the same keys (`errors-ru.ts`…). `{char}` is a character of the input as `echoInput` shows it,
 * with its code point when it is not a printable ASCII character; `{position}` counts from 1.
 * @module
 */

/** The errors of codes, seeds and seed letters (`parseCode`, `parseCodeParts`, `lettersToSeed`…). */
export const CODE_ERRORS = {
  'seed-bad': 'A seed is a whole number from 0 to {max}, not {given}.',
  'letters-not-text': 'Seed letters must be a text, not {given}.',
  'letters-too-long': 'Seed letters of {length} characters are far too long; a seed is {count} letters.',
  'letters-empty': 'The seed letters are empty.',
  'seed-bad-character': '{char} at position {position} is not a letter A–Z; a seed is {count} letters A–Z.',
  'seed-wrong-length': 'The seed needs exactly {count} letters A–Z, not {found}.',
  'rule-unknown': 'The rule letter is C (classic) or R (relaxed), not {given}.',
  'code-not-text': 'A game code must be a text, not {given}.',
  'code-too-long': 'A game code of {length} characters is far too long; codes look like RU1-C-AAAAABB.',
  'code-empty': 'The game code is empty; codes look like RU1-C-AAAAABB.',
  'code-cut-short': 'A game code starts with RU1-; this one ends after position {position}.',
  'code-prefix': 'A game code starts with RU1-; found {char} at position {position}.',
  'code-no-version': 'A game code starts with RU1-; the version number is missing after RU at position {position}.',
  'code-version': 'RU{version} codes are not read; this version reads RU{known} codes only.',
  'code-ends-after-version': 'The code ends after RU{known}; write RU1-<rule>-<seed>, like RU1-C-AAAAABB.',
  'code-dash-after-version': 'Expected "-" after RU{known} at position {position}, not {char}.',
  'code-ends-before-rule': 'The code ends before its rule letter; write RU1-<rule>-<seed>, like RU1-C-AAAAABB.',
  'code-rule': '{char} at position {position} is not a rule letter; the rule is C (classic) or R (relaxed).',
  'code-ends-after-rule': 'The code ends after its rule letter; {count} seed letters follow a "-".',
  'code-dash-after-rule': 'Expected "-" after the rule letter at position {position}, not {char}.',
  'code-not-parts': 'A game code is a text like RU1-C-AAAAABB or its parts { rule, seed }, not {given}.',
  'code-written': 'The code is written {code} in a save.',
  'random-none': 'This platform has no globalThis.crypto.getRandomValues; pass a random source.',
  'random-not-function': 'A random source is a function that fills a Uint32Array, not {given}.',
  'random-threw': 'The random source threw: {given}.',
  'random-not-random': 'The random source gave {count} values in a row above the seed range; it is not random.',
  'random-code-options': 'The options of randomCode cannot be read.',
  'random-code-option-unknown': 'randomCode has no option {key}; its options are rule and random.',
} as const satisfies Partial<Record<DealerErrorKey, string>>;

/** The errors of the seeds of the SplitMix64 generator. */
export const SEED_ERRORS = {
  'seed64-bad': 'A 64-bit seed is a whole number from 0 to 2^64 − 1, not {given}.',
  'seed-number-bad': 'A seed number is a whole number from 0 to 2^53 − 1, not {given}.',
  'count-bad': 'A count of outputs is a whole number from 0 up, not {given}.',
} as const satisfies Partial<Record<DealerErrorKey, string>>;

/** The errors of dealing a code into a game (`gameOfCode`, `randomGame`). */
export const DEAL_ERRORS = {
  'game-of-code-options': 'The options of gameOfCode cannot be read.',
  'game-of-code-option-unknown': 'gameOfCode has no option {key}; its options are options and clock.',
  'random-game-options': 'The options of randomGame cannot be read.',
  'random-game-option-unknown': 'randomGame has no option {key}; its options are rule, random, options and clock.',
  'deal-game': 'The game of the code cannot be made.',
} as const satisfies Partial<Record<DealerErrorKey, string>>;

/** The keys of the sentences of the dealer's errors, in every language of its messages: listed, so that the type reads without the tables (each table is checked against it). */
export type DealerErrorKey =
  | 'seed-bad'
  | 'letters-not-text'
  | 'letters-too-long'
  | 'letters-empty'
  | 'seed-bad-character'
  | 'seed-wrong-length'
  | 'rule-unknown'
  | 'code-not-text'
  | 'code-too-long'
  | 'code-empty'
  | 'code-cut-short'
  | 'code-prefix'
  | 'code-no-version'
  | 'code-version'
  | 'code-ends-after-version'
  | 'code-dash-after-version'
  | 'code-ends-before-rule'
  | 'code-rule'
  | 'code-ends-after-rule'
  | 'code-dash-after-rule'
  | 'code-not-parts'
  | 'code-written'
  | 'random-none'
  | 'random-not-function'
  | 'random-threw'
  | 'random-not-random'
  | 'random-code-options'
  | 'random-code-option-unknown'
  | 'seed64-bad'
  | 'seed-number-bad'
  | 'count-bad'
  | 'game-of-code-options'
  | 'game-of-code-option-unknown'
  | 'random-game-options'
  | 'random-game-option-unknown'
  | 'deal-game';
