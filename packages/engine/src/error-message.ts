/**
 * How an error of the toolkit (a {@link Problem} or a refusal) is written in a language: the core
 * of the engine's `errorMessage`, which the other packages' own `errorMessage` share.
 * @module
 */
import { echoInput } from './echo.js';
import { ECHO_WORDS } from './errors-en.js';
import type { Messages } from './language.js';
import { refusalMessage } from './messages.js';
import type { Problem } from './problem.js';
import { ownValue } from './read.js';
import type { RefusalFacts } from './refusal-code.js';
import type { Texts } from './text.js';

/** A text `echoInput` shortened to its ends, with its length: `"RU1-…AB" (106 characters)`. */
const SHORTENED = /^(.+) \(([\d,]+) characters\)$/s;

/**
 * A value of a problem in a language: the words `echoInput` writes in English (`a list`, the
 * length of a shortened text) in the words of `texts`; anything else as it is.
 */
function localValue(value: unknown, texts: Texts<string, string>): string | number {
  if (typeof value === 'number') return value;
  const text = typeof value === 'string' ? value : echoInput(value);
  for (const [key, word] of Object.entries(ECHO_WORDS))
    if (text === word) return texts.keys.includes(key) ? texts.text(key) : text;
  const shortened = SHORTENED.exec(text);
  if (shortened !== null && texts.keys.includes('echo-shortened'))
    return texts.text('echo-shortened', { text: shortened[1]!, count: Number(shortened[2]!.replaceAll(',', '')) });
  return text;
}

/**
 * The message of an error of the toolkit in the language of `texts`: a {@link Problem}'s sentence
 * with its values, followed by its cause's message; a refusal's message (an error without a
 * `key`). An error whose key the texts lack (an error of a newer package) keeps its English message.
 * @throws TypeError when `error` is not an error of the toolkit (an object with a text `code`,
 * and a refusal's fields when it has no `key`), or `texts` are not texts made by `defineTexts`.
 */
export function writeError(error: unknown, texts: Texts<string, string>): string {
  const code = ownValue(error, 'code');
  if (typeof code !== 'string') throw new TypeError(`${echoInput(error)} is not an error: it has no code`);
  const key = ownValue(error, 'key');
  if (typeof key !== 'string') return refusalMessage(error as RefusalFacts, texts as unknown as Messages);
  const keys = ownValue(texts, 'keys');
  if (!Array.isArray(keys) || typeof ownValue(texts, 'text') !== 'function')
    throw new TypeError(`${echoInput(texts)} are not the messages of a language`);
  if (!keys.includes(key)) {
    const message = ownValue(error, 'message');
    return typeof message === 'string' ? message : code;
  }
  const given = ownValue(error, 'values');
  const values: Record<string, string | number> = {};
  if (typeof given === 'object' && given !== null)
    for (const name of Object.keys(given)) values[name] = localValue(ownValue(given, name), texts);
  const text = texts.text(key, values);
  const cause = ownValue(error, 'cause');
  return cause === undefined ? text : `${text} ${writeError(cause, texts)}`;
}

/**
 * Any error of the engine in words, in the language of `messages` (English when none is given):
 * the error of a `Result` the engine returned (a refused save, position text, options…), a
 * refused move, or a refusal's facts without a message. With English, a {@link Problem}'s own
 * `message`.
 *
 * ```ts
 * import { errorMessage } from '@russian-solitaire/engine';
 * import { ru } from '@russian-solitaire/engine/messages/ru';
 * const undone = game.undo();
 * if (!undone.ok) show(errorMessage(undone.error, ru));
 * ```
 * @throws TypeError when `error` is not an error of the engine, or `messages` are not the
 * engine's messages of a language.
 */
export function errorMessage(
  error: Problem | RefusalFacts | NonNullable<Problem['cause']>,
  messages?: Messages,
): string {
  if (messages !== undefined) return writeError(error, messages as unknown as Texts<string, string>);
  const code = ownValue(error, 'code');
  if (typeof code !== 'string') throw new TypeError(`${echoInput(error)} is not an error: it has no code`);
  if (typeof ownValue(error, 'key') !== 'string') return refusalMessage(error as RefusalFacts);
  const message = ownValue(error, 'message');
  return typeof message === 'string' ? message : code;
}
