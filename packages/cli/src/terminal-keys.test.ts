import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type EditKey, type Key, KeyDecoder, MAX_SEQUENCE } from './terminal-keys.js';

/** What terminals send for each key (xterm, VT220, rxvt, the Linux console, Ctrl and Alt forms). */
const SENT: Readonly<Record<EditKey, readonly string[]>> = {
  enter: ['\r', '\n', '\r\n'],
  tab: ['\t'],
  left: ['\u001b[D', '\u001bOD', '\u0002', '\u001b[1;1D'],
  right: ['\u001b[C', '\u001bOC', '\u0006'],
  'word-left': ['\u001b[1;5D', '\u001b[1;3D', '\u001bb'],
  'word-right': ['\u001b[1;5C', '\u001bf'],
  home: ['\u001b[H', '\u001bOH', '\u001b[1~', '\u001b[7~', '\u0001'],
  end: ['\u001b[F', '\u001bOF', '\u001b[4~', '\u001b[8~', '\u0005'],
  up: ['\u001b[A', '\u001bOA', '\u0010'],
  down: ['\u001b[B', '\u001bOB', '\u000e'],
  backspace: ['\u007f', '\b'],
  delete: ['\u001b[3~'],
  'kill-start': ['\u0015'],
  'kill-end': ['\u000b'],
  'kill-word': ['\u0017', '\u001b\u007f', '\u001bd'],
  eof: ['\u0004'],
  interrupt: ['\u0003'],
  redraw: ['\u000c'],
};

/** Keys with adjacent texts joined, as the decoder gives them. */
function joined(keys: readonly Key[]): Key[] {
  const out: Key[] = [];
  for (const k of keys) {
    const last = out[out.length - 1];
    if ('text' in k && last !== undefined && 'text' in last) out[out.length - 1] = { text: last.text + k.text };
    else out.push(k);
  }
  return out;
}

/** Decodes text cut into chunks at the given points. */
function decodeInChunks(text: string, cuts: readonly number[]): Key[] {
  const decoder = new KeyDecoder();
  const points = [...new Set(cuts.map((c) => c % (text.length + 1)))].sort((a, b) => a - b);
  const keys: Key[] = [];
  let from = 0;
  for (const p of [...points, text.length]) {
    keys.push(...decoder.decode(text.slice(from, p)));
    from = p;
  }
  return joined(keys);
}

const anyKey: fc.Arbitrary<[Key, string]> = fc.oneof(
  fc
    .string({ unit: fc.constantFrom('a', 'Z', ' ', '~', '[', 'O', '♥', 'ё', '😀'), minLength: 1, maxLength: 5 })
    .map((t): [Key, string] => [{ text: t }, t]),
  fc
    .constantFrom(...(Object.keys(SENT) as EditKey[]))
    .chain((k) => fc.constantFrom(...SENT[k]).map((sent): [Key, string] => [{ key: k }, sent])),
);

describe('KeyDecoder', () => {
  it('reads every key as sent, however the text is cut into chunks', () => {
    let cases = 0;
    fc.assert(
      fc.property(fc.array(anyKey, { maxLength: 30 }), fc.array(fc.nat(), { maxLength: 10 }), (list, cuts) => {
        // Text right after a lone Escape would be read as Alt with it: keys stay apart as a person types them.
        const sent = list.map(([, s]) => s);
        const text = sent.join('');
        fc.pre(!sent.some((s, i) => s === '\r' && sent[i + 1]?.startsWith('\n')));
        expect(decodeInChunks(text, cuts)).toEqual(joined(list.map(([k]) => k)));
        cases++;
      }),
      { numRuns: 1000 },
    );
    expect(cases).toBeGreaterThan(900);
  });

  it('swallows unknown sequences and control characters, never inserting them', () => {
    const decoder = new KeyDecoder();
    const keys = decoder.decode('a\u001b[15~b\u001b[200~c\u001b[?25hd\u0007\u0000e\u001bOPf\u009bg');
    expect(joined(keys)).toEqual([{ text: 'abcdefg' }]);
  });

  it(`drops a sequence longer than ${MAX_SEQUENCE} characters, even across chunks, and reads on after it`, () => {
    const long = `\u001b[${'1;'.repeat(200)}D`;
    for (const cuts of [[], [5], [10, 40, 100], [2, 3, 4, 300]]) {
      expect(decodeInChunks(`x${long}y`, cuts)).toEqual([{ text: 'xy' }]);
    }
  });
});
