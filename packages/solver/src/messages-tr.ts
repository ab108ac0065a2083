/**
 * The solver's messages in Turkish: `@russian-solitaire/solver/messages/tr`: the dealer's messages
 * in Turkish (and with them the engine's) and the sentences of the solver's errors, so that
 * `errorMessage` writes any error of the solver in Turkish, the engine and dealer errors that
 * caused it included. It loads none of the solver's search code.
 * @module
 */
import { tr as dealer } from '@russian-solitaire/dealer/messages/tr';
import { extendTexts } from '@russian-solitaire/engine/internal';
import type { SolverMessages } from './error-message.js';
import { SOLVER_ERRORS_TR } from './errors-tr.js';

export type { SolverMessages } from './error-message.js';
export type { SolverErrorKey } from './errors-en.js';

/** The solver's messages in Turkish: the engine's, the dealer's, and the solver's error sentences. */
export const tr: SolverMessages = /* @__PURE__ */ extendTexts(dealer, SOLVER_ERRORS_TR);
