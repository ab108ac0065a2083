/**
 * The command's messages in Russian: `@russian-solitaire/cli/messages/ru`: the solver's messages in
 * Russian (and with them the dealer's and the engine's) and the sentences of the command's errors,
 * the words they name and the lines written around them, so that `errorMessage` writes any error
 * of the command in Russian, the engine, dealer, solver and system errors that caused it included.
 * It loads none of the command's code nor the solver's search code.
 * @module
 */
import { ru as solver } from '@russian-solitaire/solver/messages/ru';
import { extendTexts } from '@russian-solitaire/engine/internal';
import type { CliMessages } from './error-message.js';
import { CLI_ERRORS_RU, CLI_LINES_RU, CLI_WORDS_RU } from './errors-ru.js';

export type { CliMessages } from './error-message.js';
export type { CliErrorKey, CliLineKey, CliWordKey } from './errors-en.js';

/** The command's messages in Russian: the engine's, the dealer's, the solver's, and the command's sentences. */
export const ru: CliMessages = /* @__PURE__ */ extendTexts(solver, {
  ...CLI_ERRORS_RU,
  ...CLI_WORDS_RU,
  ...CLI_LINES_RU,
});
