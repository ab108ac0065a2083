/**
 * The command's messages in Turkish: `@russian-solitaire/cli/messages/tr`: the solver's messages in
 * Turkish (and with them the dealer's and the engine's) and the sentences of the command's errors,
 * the words they name and the lines written around them, so that `errorMessage` writes any error
 * of the command in Turkish, the engine, dealer, solver and system errors that caused it included.
 * It loads none of the command's code nor the solver's search code.
 * @module
 */
import { tr as solver } from '@russian-solitaire/solver/messages/tr';
import { extendTexts } from '@russian-solitaire/engine/internal';
import type { CliMessages } from './error-message.js';
import { CLI_ERRORS_TR, CLI_LINES_TR, CLI_WORDS_TR } from './errors-tr.js';

export type { CliMessages } from './error-message.js';
export type { CliErrorKey, CliLineKey, CliWordKey } from './errors-en.js';

/** The command's messages in Turkish: the engine's, the dealer's, the solver's, and the command's sentences. */
export const tr: CliMessages = /* @__PURE__ */ extendTexts(solver, {
  ...CLI_ERRORS_TR,
  ...CLI_WORDS_TR,
  ...CLI_LINES_TR,
});
