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

function isHighSurrogate(unit: number): boolean {
  return unit >= 0xd800 && unit <= 0xdbff;
}

function isLowSurrogate(unit: number): boolean {
  return unit >= 0xdc00 && unit <= 0xdfff;
}

/** The number of characters (code points) of a text: a surrogate pair counts once. */
function characterCount(text: string): number {
  let pairs = 0;
  for (let i = 0; i + 1 < text.length; i++) {
    if (isHighSurrogate(text.charCodeAt(i)) && isLowSurrogate(text.charCodeAt(i + 1))) {
      pairs++;
      i++;
    }
  }
  return text.length - pairs;
}

/** The end (in UTF-16 units) of the first `count` characters of a text, never inside a surrogate pair. */
function endOfFirst(text: string, count: number): number {
  let end = 0;
  for (let n = 0; n < count && end < text.length; n++) {
    end += isHighSurrogate(text.charCodeAt(end)) && isLowSurrogate(text.charCodeAt(end + 1)) ? 2 : 1;
  }
  return end;
}

/** The start (in UTF-16 units) of the last `count` characters of a text, never inside a surrogate pair. */
function startOfLast(text: string, count: number): number {
  let start = text.length;
  for (let n = 0; n < count && start > 0; n++) {
    start -= isLowSurrogate(text.charCodeAt(start - 1)) && isHighSurrogate(text.charCodeAt(start - 2)) ? 2 : 1;
  }
  return start;
}

/** A text for a message: quoted whole, or its two ends around an ellipsis, with its length. */
function shortened(text: string): string {
  const count = text.length <= MAX_ECHO_LENGTH ? text.length : characterCount(text);
  if (count <= MAX_ECHO_LENGTH) return quoted(text);
  const head = text.slice(0, endOfFirst(text, ECHO_END_LENGTH));
  const tail = text.slice(startOfLast(text, ECHO_END_LENGTH));
  return `${quoted(`${head}…${tail}`)} (${count.toLocaleString('en-US')} characters)`;
}

/** A text in double quotes, escaped as JSON and with the characters of {@link UNSAFE} escaped too. */
function quoted(text: string): string {
  return JSON.stringify(text).replace(UNSAFE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
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
  switch (typeof value) {
    case 'string':
      return shortened(value);
    case 'number':
    case 'boolean':
    case 'undefined':
      return String(value);
    case 'bigint': {
      const digits = String(value);
      if (digits.length <= MAX_ECHO_LENGTH) return `${digits}n`;
      const ends = `${digits.slice(0, ECHO_END_LENGTH)}…${digits.slice(-ECHO_END_LENGTH)}`;
      return `${ends}n (${digits.length.toLocaleString('en-US')} digits)`;
    }
    case 'symbol':
      return 'a symbol';
    case 'function':
      return 'a function';
    case 'object':
      return value === null ? 'null' : kindOf(value);
    default:
      return `a ${typeof value}`;
  }
}

/** How {@link echoInput} shows an object: an error by its message, a list or another object by its kind. */
function kindOf(value: object): string {
  try {
    if (Array.isArray(value)) return 'a list';
    if (value instanceof Error) {
      const message = Object.getOwnPropertyDescriptor(value, 'message');
      return message !== undefined && typeof message.value === 'string' ? shortened(message.value) : 'an error';
    }
  } catch {
    // A revoked Proxy, or a Proxy whose traps throw: shown by its kind alone.
  }
  return 'an object';
}
