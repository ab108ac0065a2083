/**
 * The solver's messages in Ukrainian: `@russian-solitaire/solver/messages/uk`: the dealer's messages
 * in Ukrainian (and with them the engine's) and the sentences of the solver's errors, so that
 * `errorMessage` writes any error of the solver in Ukrainian, the engine and dealer errors that
 * caused it included. It loads none of the solver's search code.
 * @module
 */
import { uk as dealer } from '@russian-solitaire/dealer/messages/uk';
import { extendTexts } from '@russian-solitaire/engine/internal';
import type { SolverMessages } from './error-message.js';
import { SOLVER_ERRORS_UK } from './errors-uk.js';

export type { SolverMessages } from './error-message.js';
export type { SolverErrorKey } from './errors-en.js';

/** The solver's messages in Ukrainian: the engine's, the dealer's, and the solver's error sentences. */
export const uk: SolverMessages = /* @__PURE__ */ extendTexts(dealer, SOLVER_ERRORS_UK);
