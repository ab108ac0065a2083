/**
 * The command's messages in Ukrainian: `@russian-solitaire/cli/messages/uk`: the solver's messages in
 * Ukrainian (and with them the dealer's and the engine's) and the sentences of the command's errors,
 * the words they name and the lines written around them, so that `errorMessage` writes any error
 * of the command in Ukrainian, the engine, dealer, solver and system errors that caused it included.
 * It loads none of the command's code nor the solver's search code.
 * @module
 */
import { uk as solver } from '@russian-solitaire/solver/messages/uk';
import { extendTexts } from '@russian-solitaire/engine/internal';
import type { CliMessages } from './error-message.js';
import { CLI_ERRORS_UK, CLI_LINES_UK, CLI_WORDS_UK } from './errors-uk.js';

export type { CliMessages } from './error-message.js';
export type { CliErrorKey, CliLineKey, CliWordKey } from './errors-en.js';

/** The command's messages in Ukrainian: the engine's, the dealer's, the solver's, and the command's sentences. */
export const uk: CliMessages = /* @__PURE__ */ extendTexts(solver, {
  ...CLI_ERRORS_UK,
  ...CLI_WORDS_UK,
  ...CLI_LINES_UK,
});
