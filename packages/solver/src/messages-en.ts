/**
 * The solver's messages in English: `@russian-solitaire/solver/messages/en`: the dealer's messages
 * in English (and with them the engine's) and the sentences of the solver's errors, so that
 * `errorMessage` writes any error of the solver in English, the engine and dealer errors that
 * caused it included. It loads none of the solver's search code.
 * @module
 */
import { en as dealer } from '@russian-solitaire/dealer/messages/en';
import { extendTexts } from '@russian-solitaire/engine/internal';
import type { SolverMessages } from './error-message.js';
import { DAILY_ERRORS, OPTION_ERRORS, REVIEW_ERRORS, SEARCH_ERRORS, WORKER_ERRORS } from './errors-en.js';

export type { SolverMessages } from './error-message.js';
export type { SolverErrorKey } from './errors-en.js';

/** The solver's messages in English: the engine's, the dealer's, and the solver's error sentences. */
export const en: SolverMessages = /* @__PURE__ */ extendTexts(dealer, {
  ...OPTION_ERRORS,
  ...SEARCH_ERRORS,
  ...DAILY_ERRORS,
  ...REVIEW_ERRORS,
  ...WORKER_ERRORS,
});
