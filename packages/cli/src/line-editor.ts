/**
 * The line being typed at `play`'s prompt on a terminal, edited as a readline prompt edits it:
 * characters go in at the cursor; Left/Right (Ctrl-B/F) move it, by words with Ctrl or Alt;
 * Home/End (Ctrl-A/E) go to the ends; Backspace and Delete (Ctrl-D on a line that is not empty)
 * remove a character; Ctrl-U, Ctrl-K and Ctrl-W remove up to the start, up to the end, and the word
 * before the cursor; Up/Down (Ctrl-P/N) go through the lines entered before. The line holds at
 * most {@link MAX_COMMAND_BYTES}: what goes beyond is dropped, and the line is then discarded when
 * it is entered. The editor only keeps the line; `line-reader` shows it and reads the keys.
 * @module
 */
import type { Key } from './terminal-keys.js';

/** The longest command line, in UTF-8 bytes: longer input is discarded, with a message. */
export const MAX_COMMAND_BYTES = 4096;
/** How many lines the history keeps. */
export const HISTORY_SIZE = 200;

/** What a key did to the line. */
export type EditOutcome =
  /** The line or the cursor changed (or not: a key that did nothing); show it again. */
  | { readonly kind: 'edited' }
  /** Enter: the line, or `null` when it was too long and is discarded. */
  | { readonly kind: 'entered'; readonly line: string | null }
  /** Tab: complete the word before the cursor. */
  | { readonly kind: 'complete' }
  /** Ctrl-D on an empty line: the end of input. */
  | { readonly kind: 'end' }
  /** Ctrl-C. */
  | { readonly kind: 'interrupt' }
  /** Ctrl-L: show the screen again. */
  | { readonly kind: 'redraw' };

/** The UTF-8 length of a character. */
function utf8Length(char: string): number {
  const code = char.codePointAt(0)!;
  return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
}

/** The columns a character takes on a terminal: 0 for combining marks, 2 for wide East Asian characters and emoji, else 1. */
export function charWidth(char: string): number {
  const c = char.codePointAt(0)!;
  if ((c >= 0x300 && c <= 0x36f) || (c >= 0x200b && c <= 0x200f) || (c >= 0xfe00 && c <= 0xfe0f)) return 0;
  const wide =
    (c >= 0x1100 && c <= 0x115f) ||
    (c >= 0x2e80 && c <= 0xa4cf && c !== 0x303f) ||
    (c >= 0xac00 && c <= 0xd7a3) ||
    (c >= 0xf900 && c <= 0xfaff) ||
    (c >= 0xfe30 && c <= 0xfe4f) ||
    (c >= 0xff00 && c <= 0xff60) ||
    (c >= 0xffe0 && c <= 0xffe6) ||
    (c >= 0x1f300 && c <= 0x1faff) ||
    (c >= 0x20000 && c <= 0x3fffd);
  return wide ? 2 : 1;
}

const isSpace = (char: string | undefined): boolean => char !== undefined && /\s/u.test(char);

/** A line being edited: see the module's description. */
export class LineEditor {
  /** The line's characters (code points). */
  private chars: string[] = [];
  private at = 0;
  private bytes = 0;
  /** Whether input went beyond {@link MAX_COMMAND_BYTES} (the line is then discarded on Enter). */
  private overflowed = false;
  private readonly history: string[] = [];
  /** Which line of the history is shown; `history.length`: the line being typed. */
  private shown = 0;
  /** The line being typed, while lines of the history are shown. */
  private draft: string[] = [];

  /** The line as typed so far. */
  get line(): string {
    return this.chars.join('');
  }

  /** The line before the cursor. */
  get beforeCursor(): string {
    return this.chars.slice(0, this.at).join('');
  }

  /** The cursor, in characters from the start of the line. */
  get cursor(): number {
    return this.at;
  }

  /** Whether the line went beyond {@link MAX_COMMAND_BYTES}, and will be discarded. */
  get tooLong(): boolean {
    return this.overflowed;
  }

  /** The characters of the line. */
  get characters(): readonly string[] {
    return this.chars;
  }

  /** Inserts text at the cursor, as far as the line has room. */
  insert(text: string): void {
    const added: string[] = [];
    for (const char of text) {
      const size = utf8Length(char);
      if (this.bytes + size > MAX_COMMAND_BYTES) {
        this.overflowed = true;
        break;
      }
      added.push(char);
      this.bytes += size;
    }
    this.chars.splice(this.at, 0, ...added);
    this.at += added.length;
  }

  /** Replaces the `length` characters before the cursor with `text` (a completion). */
  replaceBefore(length: number, text: string): void {
    this.remove(this.at - Math.min(length, this.at), this.at);
    this.insert(text);
  }

  /** Removes the characters from `start` to before `stop` (within the line); the cursor goes to the first one removed. */
  private remove(start: number, stop: number): void {
    const from = Math.max(0, start);
    const to = Math.min(this.chars.length, stop);
    if (to <= from) return;
    for (const char of this.chars.splice(from, to - from)) this.bytes -= utf8Length(char);
    this.at = from;
    if (this.chars.length === 0) this.overflowed = false;
  }

  /** Puts a line in place of the one being edited, the cursor at its end. */
  private setLine(chars: readonly string[]): void {
    this.chars = [...chars];
    this.bytes = this.chars.reduce((sum, c) => sum + utf8Length(c), 0);
    this.at = this.chars.length;
    this.overflowed = false;
  }

  /** Where the word before the cursor starts (white space before it skipped). */
  private wordStart(): number {
    let i = this.at;
    while (i > 0 && isSpace(this.chars[i - 1])) i--;
    while (i > 0 && !isSpace(this.chars[i - 1])) i--;
    return i;
  }

  /** Where the word after the cursor ends (white space before it skipped). */
  private wordEnd(): number {
    let i = this.at;
    while (i < this.chars.length && isSpace(this.chars[i])) i++;
    while (i < this.chars.length && !isSpace(this.chars[i])) i++;
    return i;
  }

  /** Goes through the history: -1 to the line before, +1 to the line after. */
  private recall(step: -1 | 1): void {
    const next = this.shown + step;
    if (next < 0 || next > this.history.length) return;
    if (this.shown === this.history.length) this.draft = this.chars;
    this.shown = next;
    this.setLine(next === this.history.length ? this.draft : [...this.history[next]!]);
  }

  /** Ends the line (Enter): it goes into the history, and a new empty line starts. */
  private enter(): EditOutcome {
    const line = this.overflowed ? null : this.line;
    if (line !== null && line.trim() !== '' && this.history[this.history.length - 1] !== line) {
      this.history.push(line);
      if (this.history.length > HISTORY_SIZE) this.history.shift();
    }
    this.shown = this.history.length;
    this.draft = [];
    this.setLine([]);
    return { kind: 'entered', line };
  }

  /** Applies a key to the line. */
  apply(key: Key): EditOutcome {
    if ('text' in key) {
      this.insert(key.text);
      return { kind: 'edited' };
    }
    switch (key.key) {
      case 'enter':
        return this.enter();
      case 'tab':
        return { kind: 'complete' };
      case 'interrupt':
        return { kind: 'interrupt' };
      case 'redraw':
        return { kind: 'redraw' };
      case 'eof':
        if (this.chars.length === 0) return { kind: 'end' };
        this.remove(this.at, this.at + 1);
        break;
      case 'delete':
        this.remove(this.at, this.at + 1);
        break;
      case 'backspace':
        this.remove(this.at - 1, this.at);
        break;
      case 'left':
        this.at = Math.max(0, this.at - 1);
        break;
      case 'right':
        this.at = Math.min(this.chars.length, this.at + 1);
        break;
      case 'word-left':
        this.at = this.wordStart();
        break;
      case 'word-right':
        this.at = this.wordEnd();
        break;
      case 'home':
        this.at = 0;
        break;
      case 'end':
        this.at = this.chars.length;
        break;
      case 'kill-start':
        this.remove(0, this.at);
        break;
      case 'kill-end':
        this.remove(this.at, this.chars.length);
        break;
      case 'kill-word':
        this.remove(this.wordStart(), this.at);
        break;
      case 'up':
        this.recall(-1);
        break;
      case 'down':
        this.recall(1);
        break;
    }
    return { kind: 'edited' };
  }

  /**
   * What shows of the line in `columns` columns: the whole line when it fits, else a window around
   * the cursor (which moves as little as it can from `offset`, the first character shown before).
   * Returns the characters shown, from `offset` on, and the cursor's column.
   */
  view(columns: number, offset: number): { readonly offset: number; readonly text: string; readonly column: number } {
    const width = Math.max(1, columns);
    const widthOf = (from: number, to: number) => {
      let w = 0;
      for (let i = from; i < to; i++) w += charWidth(this.chars[i]!);
      return w;
    };
    let first = widthOf(0, this.chars.length) < width ? 0 : Math.min(offset, this.at);
    let before = widthOf(first, this.at);
    while (first < this.at && before >= width) before -= charWidth(this.chars[first++]!);
    let last = first;
    let used = 0;
    while (last < this.chars.length && used + charWidth(this.chars[last]!) < width)
      used += charWidth(this.chars[last++]!);
    return { offset: first, text: this.chars.slice(first, last).join(''), column: before };
  }
}
