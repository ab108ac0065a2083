/**
 * Any error of the solver in words, in any language of its messages.
 * @module
 */
import type { DealerError, DealerErrorKey } from '@russian-solitaire/dealer';
import {
  type CountedMessageKey,
  type EngineErrorKey,
  type MessageKey,
  type PluralCategory,
  type Problem,
  type Texts,
  errorMessage as engineErrorMessage,
} from '@russian-solitaire/engine';
import { writeError } from '@russian-solitaire/engine/internal';
import type { SolverClientError } from './client.js';
import type { DailyError } from './daily-error.js';
import type { SolverErrorKey } from './errors-en.js';
import type { SolveError } from './options.js';
import type { WorkerError } from './protocol.js';
import type { ReviewError } from './review.js';
import type { WinnableError } from './winnable-options.js';

/**
 * The solver's messages in one language: the dealer's (and with them the engine's) and the
 * sentences of the solver's errors. The four languages are `en`, `ru`, `uk` and `tr` of
 * `@russian-solitaire/solver/messages/<language>`; `@russian-solitaire/solver/messages` has all four.
 * @typeParam C - the plural categories of the language.
 */
export type SolverMessages<C extends PluralCategory = PluralCategory> = Texts<
  MessageKey | EngineErrorKey | DealerErrorKey | SolverErrorKey,
  CountedMessageKey,
  C
>;

/** Every error the solver's functions and clients answer with. */
export type SolverError =
  SolveError | WinnableError | DailyError | ReviewError | WorkerError | SolverClientError<string> | DealerError;

/**
 * Any error of the solver (or of the dealer and the engine, which the solver's errors may carry
 * as their cause) in words, in the language of `messages` (English when none is given: the
 * error's own `message`). A review of a refused save says why the save was refused in the same
 * language, from the engine's error that is its `cause`.
 *
 * ```ts
 * import { errorMessage, reviewGame } from '@russian-solitaire/solver';
 * import { uk } from '@russian-solitaire/solver/messages/uk';
 * const review = reviewGame(savedText);
 * if (!review.ok) console.log(errorMessage(review.error, uk));
 * ```
 * @throws TypeError when `error` is not an error of the toolkit, or `messages` are not messages of a language.
 */
export function errorMessage(error: SolverError | Problem, messages?: SolverMessages): string {
  return messages === undefined
    ? engineErrorMessage(error)
    : writeError(error, messages as unknown as Texts<string, string>);
}
