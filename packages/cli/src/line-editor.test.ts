import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HISTORY_SIZE, LineEditor, MAX_COMMAND_BYTES, charWidth } from './line-editor.js';
import { EDIT_KEYS, type EditKey, type Key } from './terminal-keys.js';

/**
 * The same line kept the plain way, as a string of characters and a cursor: what each key does to
 * a readline prompt, written out (without the history and the length limit).
 */
function modelApply(line: string[], at: number, key: Key): [string[], number] {
  if ('text' in key) return [[...line.slice(0, at), ...key.text, ...line.slice(at)], at + [...key.text].length];
  const space = (i: number) => /\s/u.test(line[i] ?? '');
  let start = at;
  while (start > 0 && space(start - 1)) start--;
  while (start > 0 && !space(start - 1)) start--;
  let end = at;
  while (end < line.length && space(end)) end++;
  while (end < line.length && !space(end)) end++;
  switch (key.key) {
    case 'left':
      return [line, Math.max(0, at - 1)];
    case 'right':
      return [line, Math.min(line.length, at + 1)];
    case 'home':
      return [line, 0];
    case 'end':
      return [line, line.length];
    case 'word-left':
      return [line, start];
    case 'word-right':
      return [line, end];
    case 'backspace':
      return at === 0 ? [line, at] : [[...line.slice(0, at - 1), ...line.slice(at)], at - 1];
    case 'delete':
    case 'eof':
      return [[...line.slice(0, at), ...line.slice(at + 1)], at];
    case 'kill-start':
      return [line.slice(at), 0];
    case 'kill-end':
      return [line.slice(0, at), at];
    case 'kill-word':
      return [[...line.slice(0, start), ...line.slice(at)], start];
    case 'enter':
    case 'tab':
    case 'up':
    case 'down':
    case 'interrupt':
    case 'redraw':
      return [line, at];
  }
}

/** Keys that edit the line (not Enter, history, Tab, Ctrl-C, Ctrl-L, nor Ctrl-D on an empty line). */
const EDITING: readonly EditKey[] = EDIT_KEYS.filter(
  (k) => !['enter', 'up', 'down', 'tab', 'interrupt', 'redraw'].includes(k),
);
const text = fc.string({
  unit: fc.constantFrom('a', 'b', 'H', ' ', '♥', 'я', '1', '-', '\u3042', '😀'),
  minLength: 1,
  maxLength: 6,
});
const editingKey: fc.Arbitrary<Key> = fc.oneof(
  text.map((t) => ({ text: t })),
  fc.constantFrom(...EDITING).map((k) => ({ key: k })),
);

/** Applies keys named as in {@link EDIT_KEYS}, and text. */
const keys = (editor: LineEditor, ...list: string[]) =>
  list.map((k) => editor.apply(EDIT_KEYS.includes(k as EditKey) ? { key: k as EditKey } : { text: k }));

describe('LineEditor', () => {
  it('edits as a readline prompt: every key does to the line and cursor what the plain model says', () => {
    let cases = 0;
    fc.assert(
      fc.property(fc.array(editingKey, { maxLength: 60 }), (list) => {
        const editor = new LineEditor();
        let line: string[] = [];
        let at = 0;
        for (const key of list) {
          if ('key' in key && key.key === 'eof' && line.length === 0) continue;
          expect(editor.apply(key)).toEqual({ kind: 'edited' });
          [line, at] = modelApply(line, at, key);
          expect([editor.line, editor.cursor]).toEqual([line.join(''), at]);
        }
        expect(editor.apply({ key: 'enter' })).toEqual({ kind: 'entered', line: line.join('') });
        expect([editor.line, editor.cursor]).toEqual(['', 0]);
        cases++;
      }),
      { numRuns: 500 },
    );
    expect(cases).toBe(500);
  });

  it('inserts in the middle of the line: AF, Left, "H " reads "AH F"', () => {
    const editor = new LineEditor();
    keys(editor, 'AF', 'left', 'H ');
    expect(editor.apply({ key: 'enter' })).toEqual({ kind: 'entered', line: 'AH F' });
  });

  it('goes through the lines entered before with Up and Down, keeping the line being typed', () => {
    let cases = 0;
    fc.assert(
      fc.property(fc.array(fc.string({ minLength: 1, maxLength: 8 }), { maxLength: 12 }), fc.nat(20), (lines, ups) => {
        const editor = new LineEditor();
        const kept: string[] = [];
        for (const l of lines) {
          editor.apply({ text: l });
          editor.apply({ key: 'enter' });
          if (l.trim() !== '' && kept[kept.length - 1] !== l) kept.push(l);
        }
        editor.apply({ text: 'draft' });
        for (let i = 0; i < ups; i++) editor.apply({ key: 'up' });
        const back = Math.min(ups, kept.length);
        expect(editor.line).toBe(back === 0 ? 'draft' : kept[kept.length - back]);
        expect(editor.cursor).toBe([...editor.line].length);
        for (let i = 0; i < back; i++) editor.apply({ key: 'down' });
        expect(editor.line).toBe('draft');
        editor.apply({ key: 'down' });
        expect(editor.line).toBe('draft');
        cases++;
      }),
      { numRuns: 300 },
    );
    expect(cases).toBe(300);
  });

  it(`keeps the last ${HISTORY_SIZE} lines, and a line recalled and edited leaves the history as it was`, () => {
    const editor = new LineEditor();
    for (let i = 0; i < HISTORY_SIZE + 50; i++) keys(editor, `line ${i}`, 'enter');
    for (let i = 0; i < HISTORY_SIZE + 10; i++) editor.apply({ key: 'up' });
    expect(editor.line).toBe('line 50');
    keys(editor, 'backspace', 'backspace', 'X');
    editor.apply({ key: 'down' });
    editor.apply({ key: 'up' });
    expect(editor.line).toBe('line 50');
  });

  it(`discards a line longer than ${MAX_COMMAND_BYTES} bytes on Enter, keeping at most that much meanwhile`, () => {
    const editor = new LineEditor();
    editor.apply({ text: 'я'.repeat(MAX_COMMAND_BYTES) });
    expect(Buffer.byteLength(editor.line)).toBeLessThanOrEqual(MAX_COMMAND_BYTES);
    expect(editor.tooLong).toBe(true);
    expect(editor.apply({ key: 'enter' })).toEqual({ kind: 'entered', line: null });
    // The next line is read again, and a line of exactly the limit fits.
    editor.apply({ text: 'x'.repeat(MAX_COMMAND_BYTES) });
    expect(editor.apply({ key: 'enter' })).toEqual({ kind: 'entered', line: 'x'.repeat(MAX_COMMAND_BYTES) });
    // Emptying an overlong line starts it afresh.
    keys(editor, 'y'.repeat(MAX_COMMAND_BYTES + 1), 'kill-start', 'help');
    expect(editor.apply({ key: 'enter' })).toEqual({ kind: 'entered', line: 'help' });
  });

  it('ends on Ctrl-D only on an empty line, and reads Tab, Ctrl-C and Ctrl-L as such', () => {
    const editor = new LineEditor();
    expect(editor.apply({ key: 'eof' })).toEqual({ kind: 'end' });
    expect(keys(editor, 'ab', 'home', 'eof')[2]).toEqual({ kind: 'edited' });
    expect(editor.line).toBe('b');
    expect(editor.apply({ key: 'tab' })).toEqual({ kind: 'complete' });
    expect(editor.apply({ key: 'interrupt' })).toEqual({ kind: 'interrupt' });
    expect(editor.apply({ key: 'redraw' })).toEqual({ kind: 'redraw' });
    editor.replaceBefore(1, 'help');
    expect(editor.line).toBe('helpb');
  });

  it('shows the whole line when it fits, else a window that holds the cursor', () => {
    let cases = 0;
    fc.assert(
      fc.property(fc.array(editingKey, { maxLength: 80 }), fc.integer({ min: 3, max: 30 }), (list, columns) => {
        const editor = new LineEditor();
        let offset = 0;
        for (const key of list) {
          if ('key' in key && key.key === 'eof' && editor.line === '') continue;
          editor.apply(key);
          const view = editor.view(columns, offset);
          offset = view.offset;
          const chars = editor.characters;
          const width = [...view.text].reduce((w, c) => w + charWidth(c), 0);
          expect(width).toBeLessThan(columns);
          expect(chars.slice(view.offset).join('').startsWith(view.text)).toBe(true);
          const before = chars.slice(view.offset, editor.cursor).reduce((w, c) => w + charWidth(c), 0);
          expect(view.column).toBe(before);
          expect(view.column).toBeLessThan(columns);
          if (chars.reduce((w, c) => w + charWidth(c), 0) < columns) expect(view.text).toBe(editor.line);
        }
        cases++;
      }),
      { numRuns: 300 },
    );
    expect(cases).toBe(300);
  });
});
