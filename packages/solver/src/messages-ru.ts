/**
 * The solver's messages in Russian: `@russian-solitaire/solver/messages/ru`: the dealer's messages
 * in Russian (and with them the engine's) and the sentences of the solver's errors, so that
 * `errorMessage` writes any error of the solver in Russian, the engine and dealer errors that
 * caused it included. It loads none of the solver's search code.
 * @module
 */
import { ru as dealer } from '@russian-solitaire/dealer/messages/ru';
import { extendTexts } from '@russian-solitaire/engine/internal';
import type { SolverMessages } from './error-message.js';
import { SOLVER_ERRORS_RU } from './errors-ru.js';

export type { SolverMessages } from './error-message.js';
export type { SolverErrorKey } from './errors-en.js';

/** The solver's messages in Russian: the engine's, the dealer's, and the solver's error sentences. */
export const ru: SolverMessages = /* @__PURE__ */ extendTexts(dealer, SOLVER_ERRORS_RU);
