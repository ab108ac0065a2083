/**
 * The command's messages in English: `@russian-solitaire/cli/messages/en`: the solver's messages in
 * English (and with them the dealer's and the engine's) and the sentences of the command's errors,
 * the words they name and the lines written around them, so that `errorMessage` writes any error
 * of the command in English, the engine, dealer, solver and system errors that caused it included.
 * It loads none of the command's code nor the solver's search code.
 * @module
 */
import { en as solver } from '@russian-solitaire/solver/messages/en';
import { extendTexts } from '@russian-solitaire/engine/internal';
import type { CliMessages } from './error-message.js';
import { CLI_ERRORS, CLI_LINES, CLI_WORDS } from './errors-en.js';

export type { CliMessages } from './error-message.js';
export type { CliErrorKey, CliLineKey, CliWordKey } from './errors-en.js';

/** The command's messages in English: the engine's, the dealer's, the solver's, and the command's sentences. */
export const en: CliMessages = /* @__PURE__ */ extendTexts(solver, { ...CLI_ERRORS, ...CLI_WORDS, ...CLI_LINES });
