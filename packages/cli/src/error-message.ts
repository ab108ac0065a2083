/**
 * Any error of the command in words, in any of the four languages: its own sentences
 * (`errors-en.ts`, `errors-ru.ts`…) beside the solver's messages (and with them the dealer's and
 * the engine's), so that the cause of an error (a game code the dealer refused, a save the engine
 * refused, an option the solver refused, a system error) is written in the same language. The
 * messages of each language are the entries `messages-<language>.ts`
 * (`@russian-solitaire/cli/messages/<language>`); the command picks its language's in
 * `language-messages.ts`.
 * @module
 */
import type { DealerErrorKey } from '@russian-solitaire/dealer';
import {
  type CountedMessageKey,
  type EngineErrorKey,
  type MessageKey,
  type PluralCategory,
  type Problem,
  type Texts,
  errorMessage as engineErrorMessage,
} from '@russian-solitaire/engine';
import { ownValue, writeError } from '@russian-solitaire/engine/internal';
import type { SolverError, SolverErrorKey } from '@russian-solitaire/solver';
import { CLI_WORDS, type CliErrorKey, type CliLineKey, type CliWordKey } from './errors-en.js';
import type { CliError } from './errors.js';

/**
 * The messages of the command in one language: the solver's (and with them the dealer's and the
 * engine's) and the sentences of the command's errors, the words they name and the lines written
 * around them. The four languages are `en`, `ru`, `uk` and `tr` of
 * `@russian-solitaire/cli/messages/<language>`; `@russian-solitaire/cli/messages` has all four.
 * @typeParam C - the plural categories of the language.
 */
export type CliMessages<C extends PluralCategory = PluralCategory> = Texts<
  MessageKey | EngineErrorKey | DealerErrorKey | SolverErrorKey | CliErrorKey | CliWordKey | CliLineKey,
  CountedMessageKey,
  C
>;

/** The placeholders whose value may be a word of `CLI_WORDS`, written in the language's own words. */
const WORD_PLACEHOLDERS = ['kind', 'given'] as const;

/**
 * An error whose values that are words of `CLI_WORDS` are in the words of `texts`, its causes
 * too; anything that is not a problem with values (a refusal, a value that is no error) as it is.
 */
function inWords(error: unknown, texts: Texts<string, string>): unknown {
  if (typeof error !== 'object' || error === null || typeof ownValue(error, 'key') !== 'string') return error;
  const given = ownValue(error, 'values');
  if (typeof given !== 'object' || given === null) return error;
  const values: Record<string, unknown> = {};
  for (const name of Object.keys(given)) values[name] = ownValue(given, name);
  for (const name of WORD_PLACEHOLDERS) {
    const value = values[name];
    const key = (Object.keys(CLI_WORDS) as CliWordKey[]).find((k) => CLI_WORDS[k] === value);
    if (key !== undefined && texts.keys.includes(key)) values[name] = texts.text(key);
  }
  const [code, message, key, cause] = ['code', 'message', 'key', 'cause'].map((name) => ownValue(error, name));
  return cause === undefined
    ? { code, message, key, values }
    : { code, message, key, values, cause: inWords(cause, texts) };
}

/**
 * Any error of the command in words, in the language of `messages` (English when none is given:
 * the error's own `message`): a {@link CliError} that `run` answers with, with the error of the
 * engine, dealer, solver or system that caused it, written in the same language; or an error of
 * the engine, dealer or solver itself.
 *
 * ```ts
 * import { errorMessage } from '@russian-solitaire/cli';
 * import { tr } from '@russian-solitaire/cli/messages/tr';
 * console.log(errorMessage(error, tr));
 * ```
 * @throws TypeError when `error` is not an error of the toolkit, or `messages` are not messages of a language.
 */
export function errorMessage(error: CliError | SolverError | Problem, messages?: CliMessages): string {
  if (messages === undefined) return engineErrorMessage(error);
  const texts = messages as unknown as Texts<string, string>;
  // Messages that are not messages of a language are refused by `writeError`, with a TypeError.
  return writeError(Array.isArray(ownValue(texts, 'keys')) ? inWords(error, texts) : error, texts);
}
