/**
 * The engine's messages in English: `@russian-solitaire/engine/messages/en`: the refusals of
 * moves, the names of cards, suits and rule sets, and the sentences of every error of the engine.
 * Every error carries its English `message` already; these are for `errorMessage` and the name
 * functions when English is chosen among other languages, and for comparing the languages.
 * @module
 */
import {
  ECHO_WORDS,
  GAME_ERRORS,
  NOTATION_ERRORS,
  OPTIONS_ERRORS,
  POSITION_ERRORS,
  RULE_SET_ERRORS,
  READ_ERRORS,
  SAVE_ERRORS,
} from './errors-en.js';
import type { Messages } from './language.js';

export type * from './messages-types.js';
import { EN_LOCALE } from './locales.js';
import { defineTexts } from './text.js';
import { COUNTED_EN, WORDS_EN } from './words-en.js';

/** The engine's messages in English, and the English `Locale` (`en.locale`) for an app's own texts. */
export const en: Messages<'one' | 'other'> = /* @__PURE__ */ defineTexts(
  EN_LOCALE,
  {
    ...WORDS_EN,
    ...ECHO_WORDS,
    ...READ_ERRORS,
    ...OPTIONS_ERRORS,
    ...NOTATION_ERRORS,
    ...POSITION_ERRORS,
    ...RULE_SET_ERRORS,
    ...GAME_ERRORS,
    ...SAVE_ERRORS,
  },
  COUNTED_EN,
);
