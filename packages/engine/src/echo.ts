/**
 * The one rule by which every message of every package repeats outside input.
 *
 * An error that names what was wrong shows the offending input, but input can be anything: a
 * 120,000-character game code, a 10 MB line typed into a terminal, a text full of terminal control
 * characters. {@link echoInput} shows a text quoted, escaped, and shortened to its two ends when it
 * has more than {@link MAX_ECHO_LENGTH} characters, with its total length; and any other value by
 * its kind, so that a message stays short and safe to print whatever it was given.
 * @module
 */

/**
 * The most characters of a text that a message repeats whole. A longer text is shown by its first
 * and last {@link ECHO_END_LENGTH} characters around an ellipsis, so that both the start of a code
 * and the file name at the end of a path stay readable.
 */
export const MAX_ECHO_LENGTH = 64;

/** How many characters of each end of a text too long to repeat whole a message shows. */
export const ECHO_END_LENGTH = MAX_ECHO_LENGTH / 2;

/**
 * Characters that `JSON.stringify` leaves as they are but that must not reach a terminal or a log
 * raw: DEL and the C1 controls (U+0080 to U+009F, among them the 8-bit CSI that starts terminal
 * commands), the line and paragraph separators, and the controls of text direction.
 */
const UNSAFE = /[\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

/** Whether the characters at `i` and `i + 1` are a surrogate pair (one character of two UTF-16 units). */
function pairAt(text: string, i: number): boolean {
  return (text.charCodeAt(i) & 0xfc00) === 0xd800 && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00;
}

/**
 * A text shown by the rule: whole (quoted, or as a `bigint`'s digits and `n`) when it has at most
 * {@link MAX_ECHO_LENGTH} characters, otherwise its two ends around an ellipsis and its length.
 * Characters are code points: a surrogate pair counts once and is never cut.
 */
function shown(text: string, quote: boolean): string {
  let count = text.length;
  if (count > MAX_ECHO_LENGTH) {
    for (let i = 0; i < text.length; i++) {
      if (pairAt(text, i)) {
        count--;
        i++;
      }
    }
  }
  let part = text;
  if (count > MAX_ECHO_LENGTH) {
    let head = 0;
    let tail = text.length;
    for (let n = 0; n < ECHO_END_LENGTH; n++) {
      head += pairAt(text, head) ? 2 : 1;
      tail -= pairAt(text, tail - 2) ? 2 : 1;
    }
    part = `${text.slice(0, head)}…${text.slice(tail)}`;
  }
  const body = quote
    ? JSON.stringify(part).replace(UNSAFE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
    : `${part}n`;
  return count > MAX_ECHO_LENGTH ? `${body} (${count.toLocaleString('en-US')} characters)` : body;
}

/**
 * Shows an input in a message, by the one rule every package follows: a text in double quotes
 * (escaped as JSON, with terminal and text-direction controls escaped too), whole when it has at
 * most {@link MAX_ECHO_LENGTH} characters, otherwise its first and last {@link ECHO_END_LENGTH}
 * characters around an ellipsis, followed by the total number of characters; a number, a boolean,
 * `null` and `undefined` as written in code; a `bigint` with its `n`, shortened like a text;
 * an `Error` (something thrown) by its message, as a text; anything else by its kind (`a list`,
 * `an object`, `a function`, `a symbol`). Never throws: it calls no `toString` and no getter of the
 * value, and an object that throws while it is looked at (a revoked Proxy) is shown as `an object`.
 *
 * @example
 * ```ts
 * echoInput('RU1-C-AAAAABB'); // '"RU1-C-AAAAABB"'
 * echoInput(`RU1-C-${'A'.repeat(120_000)}`);
 * // '"RU1-C-AAAAAAAAAAAAAAAAAAAAAAAAAA…AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA" (120,006 characters)'
 * echoInput(99); // '99'
 * echoInput([1, 2]); // 'a list'
 * ```
 */
export function echoInput(value: unknown): string {
  if (typeof value === 'string') return shown(value, true);
  if (typeof value === 'bigint') return shown(String(value), false);
  if (typeof value === 'object' && value !== null) return kindOf(value);
  if (typeof value === 'function' || typeof value === 'symbol') return `a ${typeof value}`;
  return String(value); // a number, a boolean, null or undefined
}

/** How {@link echoInput} shows an object: an error by its message, a list or another object by its kind. */
function kindOf(value: object): string {
  try {
    if (Array.isArray(value)) return 'a list';
    if (value instanceof Error) {
      const message = Object.getOwnPropertyDescriptor(value, 'message');
      return message !== undefined && typeof message.value === 'string' ? shown(message.value, true) : 'an error';
    }
  } catch {
    // A revoked Proxy, or a Proxy whose traps throw: shown by its kind alone.
  }
  return 'an object';
}
