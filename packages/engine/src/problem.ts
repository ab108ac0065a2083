/**
 * The one shape of every error of the toolkit's packages, and how its message is written in any
 * language.
 *
 * An error is a {@link Problem}: a stable `code` to branch on, an English `message` of one or more
 * sentences, and what that message is written from: the `key` of its sentence in the language
 * tables and the `values` it names (the input at fault as `echoInput` shows it, numbers, field
 * names, cards as shown). An error that comes of another one (a save whose position does not
 * read) carries it as its `cause`, and its message ends with the cause's. So any error can be
 * written again in another language, even after it crossed a worker's message channel or a JSON
 * file: the engine's `errorMessage` (and the one of each package built on it) does it.
 *
 * The English sentences of an area of the code are a table of their own (`errors-en.ts`), so that
 * an application bundles only the sentences of the functions it calls; `error-message.ts` writes
 * an error in another language.
 * @module
 */
import { EN_LOCALE } from './locales.js';
import { type TextValues, fill } from './text.js';

/**
 * What every error of the toolkit's packages is: why outside data was refused or an operation
 * failed, as a code, an English message and the facts that message is written from.
 * @typeParam C - the codes of the error.
 */
export interface Problem<C extends string = string> {
  /** What kind of problem: stable and machine-readable, the field to branch on. */
  readonly code: C;
  /**
   * What was wrong, in English sentences that name the input at fault; with a `cause`, the
   * cause's message follows. `errorMessage` writes it in another language.
   */
  readonly message: string;
  /** The key of the message's sentence in the packages' language tables (finer than `code`). */
  readonly key: string;
  /** The values the sentence names, by placeholder: texts already shown by `echoInput`'s rule, and numbers. */
  readonly values: TextValues;
  /**
   * The error this one comes of, if any: another problem (the error of a save's position text) or
   * the `Refusal` of a move (an illegal move in a save).
   */
  readonly cause?: Problem | { readonly code: string; readonly message: string };
}

/** English sentences by key: one area's table of error messages. */
export type ErrorTexts<K extends string> = { readonly [key in K]: string };

/** A function that makes the problems of one area from its table of English sentences. */
export type ProblemMaker<K extends string> = <C extends string>(
  code: C,
  key: K,
  values?: TextValues,
  cause?: Problem['cause'],
) => Problem<C>;

/**
 * The maker of an area's problems: each gets its English message from `texts` (numbers written
 * the English way), followed by its cause's message.
 */
export function problemMaker<K extends string>(texts: ErrorTexts<K>): ProblemMaker<K> {
  return <C extends string>(code: C, key: K, values: TextValues = {}, cause?: Problem['cause']): Problem<C> => {
    const message = fill(texts[key], values, EN_LOCALE);
    return cause === undefined
      ? { code, message, key, values }
      : { code, message: `${message} ${cause.message}`, key, values, cause };
  };
}
