/**
 * What the tests of every package check of an error written in another language than English:
 * every placeholder filled, and no English left in it.
 *
 * A message in Russian, Ukrainian or Turkish may name things as code writes them (a field such as
 * `groupLimit`, a value such as `null` or `true`, a move such as `8H-5`, a function such as
 * `readPosition`) and repeat the input it was given (in quotes, by `echoInput`'s rule), but no
 * English word of a sentence: {@link englishWords} finds them.
 * @module
 */

/**
 * Common English words of a sentence: none of them is a word of Russian, Ukrainian or Turkish
 * text, nor a name in code. Each is matched as a whole word, in any case.
 */
const ENGLISH = [
  'the',
  'is',
  'are',
  'was',
  'not',
  'must',
  'an',
  'of',
  'and',
  'or',
  'to',
  'from',
  'with',
  'cannot',
  'be',
  'read',
  'no',
  'there',
  'this',
  'that',
  'its',
  'it',
  'has',
  'have',
  'at',
  'most',
  'least',
  'than',
  'which',
  'for',
  'can',
  'only',
  'whole',
  'number',
  'text',
  'list',
  'object',
  'expected',
  'could',
  'failed',
  'game',
  'move',
  'moves',
  'card',
  'cards',
  'code',
  'save',
  'position',
  'column',
  'foundation',
  'option',
  'options',
  'seed',
  'date',
  'worker',
  'solver',
  'budget',
  'deal',
  'day',
  'file',
  'value',
  'given',
  'unknown',
  'write',
  'like',
  'field',
  'characters',
  'elements',
  'letters',
  'between',
  'after',
  'before',
];
/** One of {@link ENGLISH} standing alone: no letter of any alphabet right before or after it. */
const ENGLISH_WORD = new RegExp(`(?<![\\p{L}\\p{N}])(${ENGLISH.join('|')})(?![\\p{L}\\p{N}])`, 'giu');

/** What code writes and a message may repeat in any language: quoted input, and names in code. */
function withoutCode(text: string, names: readonly string[]): string {
  let rest = text.replace(/"(?:[^"\\]|\\.)*"/g, ' ').replace(/«[^»]*»/g, ' ');
  for (const name of [...names].sort((a, b) => b.length - a.length)) rest = rest.split(name).join(' ');
  return rest;
}

/**
 * The English words in a message written in another language, after what it quotes and the names
 * in code it is allowed (`names`, which may contain English words, such as `code` or `options`) are
 * taken out; and any placeholder left unfilled (`{n}`). Empty when the message is clean.
 */
export function englishWords(text: string, names: readonly string[] = []): string[] {
  const found: string[] = [];
  if (/\{\w+\}/.test(text)) found.push(`an unfilled placeholder in ${JSON.stringify(text)}`);
  const rest = withoutCode(text, names);
  for (const m of rest.matchAll(ENGLISH_WORD)) found.push(m[0]);
  return found;
}
