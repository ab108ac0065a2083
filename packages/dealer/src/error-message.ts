/**
 * Any error of the dealer in words, in any language of its messages.
 * @module
 */
import type {
  CountedMessageKey,
  EngineErrorKey,
  MessageKey,
  PluralCategory,
  Problem,
  Texts,
} from '@russian-solitaire/engine';
import { writeError } from '@russian-solitaire/engine/internal';
import type { CodeError } from './code.js';
import type { DealError } from './deal.js';
import type { DealerErrorKey } from './errors-en.js';
import type { SeedError } from './splitmix64.js';

/**
 * The dealer's messages in one language: the engine's (its refusals, names and error sentences)
 * and the sentences of the dealer's errors. The four languages are `en`, `ru`, `uk` and `tr` of
 * `@russian-solitaire/dealer/messages/<language>`; `@russian-solitaire/dealer/messages` has all four.
 * @typeParam C - the plural categories of the language.
 */
export type DealerMessages<C extends PluralCategory = PluralCategory> = Texts<
  MessageKey | EngineErrorKey | DealerErrorKey,
  CountedMessageKey,
  C
>;

/** Every error the dealer's functions return: a refused code or seed, or an engine error of a deal. */
export type DealerError = CodeError | SeedError | DealError;

/**
 * Any error of the dealer (or of the engine, which the dealer's errors may carry as their cause)
 * in words, in the language of `messages` (English when none is given: the error's own `message`).
 *
 * ```ts
 * import { errorMessage, parseCode } from '@russian-solitaire/dealer';
 * import { ru } from '@russian-solitaire/dealer/messages/ru';
 * const code = parseCode('RU1-X-AAAAAAA');
 * if (!code.ok) console.log(errorMessage(code.error, ru));
 * ```
 * @throws TypeError when `error` is not an error of the toolkit, or `messages` are not messages of a language.
 */
export function errorMessage(error: DealerError | Problem, messages?: DealerMessages): string {
  if (messages === undefined) {
    if (typeof error?.message !== 'string')
      throw new TypeError('that is not an error of the toolkit: it has no message');
    return error.message;
  }
  return writeError(error, messages as unknown as Texts<string, string>);
}
