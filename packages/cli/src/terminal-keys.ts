/**
 * The keys a terminal sends, read from its text: characters to insert, and the editing keys of a
 * readline prompt (arrows, Home/End, Backspace/Delete, the Ctrl and Alt keys). Escape sequences are
 * read whole even when they arrive split over several chunks; unknown ones are swallowed, never
 * inserted, and a sequence longer than any key's is dropped.
 * @module
 */

/** The editing keys (everything a terminal sends that is not a character to insert). */
export const EDIT_KEYS = [
  'enter',
  'tab',
  'left',
  'right',
  'word-left',
  'word-right',
  'home',
  'end',
  'up',
  'down',
  'backspace',
  'delete',
  'kill-start',
  'kill-end',
  'kill-word',
  'eof',
  'interrupt',
  'redraw',
] as const;
/** A key of {@link EDIT_KEYS}. */
export type EditKey = (typeof EDIT_KEYS)[number];

/** A key: an editing key, or text to insert (one or more printable characters). */
export type Key = { readonly key: EditKey } | { readonly text: string };

/** The keys sent as one control character. */
const CONTROL: Readonly<Record<string, EditKey>> = {
  '\r': 'enter',
  '\n': 'enter',
  '\t': 'tab',
  '\u007f': 'backspace',
  '\b': 'backspace',
  '\u0001': 'home', // Ctrl-A
  '\u0005': 'end', // Ctrl-E
  '\u0002': 'left', // Ctrl-B
  '\u0006': 'right', // Ctrl-F
  '\u0010': 'up', // Ctrl-P
  '\u000e': 'down', // Ctrl-N
  '\u0015': 'kill-start', // Ctrl-U
  '\u000b': 'kill-end', // Ctrl-K
  '\u0017': 'kill-word', // Ctrl-W
  '\u0004': 'eof', // Ctrl-D (Delete when the line is not empty)
  '\u0003': 'interrupt', // Ctrl-C
  '\u000c': 'redraw', // Ctrl-L
};

/** CSI and SS3 sequences by their final character (`ESC [ A`, `ESC O A`). */
const FINAL: Readonly<Record<string, EditKey>> = {
  A: 'up',
  B: 'down',
  C: 'right',
  D: 'left',
  H: 'home',
  F: 'end',
};

/** CSI sequences ending in `~`, by their first number (`ESC [ 3 ~`). */
const TILDE: Readonly<Record<string, EditKey>> = {
  '1': 'home',
  '7': 'home',
  '4': 'end',
  '8': 'end',
  '3': 'delete',
};

/** Alt with a letter (`ESC b`), as readline reads it. */
const ALT: Readonly<Record<string, EditKey>> = {
  b: 'word-left',
  f: 'word-right',
  d: 'kill-word',
  '\u007f': 'kill-word',
  '\b': 'kill-word',
};

/**
 * How long the rest of an escape sequence is waited for (readline's wait): a lone Esc followed by
 * nothing for this long was the Esc key, not the start of a key's sequence.
 */
export const ESCAPE_TIMEOUT_MS = 500;

/** The longest escape sequence read as a key; longer ones are dropped. */
export const MAX_SEQUENCE = 32;

/** The key of a whole CSI sequence (`ESC [` parameters, final character), or `null` for an unknown one. */
function csiKey(params: string, final: string): EditKey | null {
  const numbers = params.split(';');
  if (final === '~') return TILDE[numbers[0]!] ?? null;
  const key = FINAL[final] ?? null;
  // A modifier (`1;5D`: Ctrl, `1;3D`: Alt) makes Left and Right move by words.
  const modified = numbers.length > 1 && numbers[1] !== '1';
  if (modified && key === 'left') return 'word-left';
  if (modified && key === 'right') return 'word-right';
  return key;
}

/** Where an escape sequence starting at `at` ends (just after it), or -1 when the text stops first. */
function sequenceEnd(text: string, at: number): number {
  if (at + 1 >= text.length) return -1;
  const kind = text[at + 1];
  if (kind === 'O') return at + 2 < text.length ? at + 3 : -1;
  if (kind !== '[') return at + 2;
  for (let i = at + 2; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0x40 && c <= 0x7e) return i + 1;
    if (c < 0x20 || c > 0x3f) return i; // Not a CSI sequence after all: it ends before this character.
  }
  return -1;
}

/** The key of a whole escape sequence, or `null` when it is none. */
function escapeKey(sequence: string): EditKey | null {
  if (sequence.length < 2) return null;
  if (sequence[1] === 'O') return FINAL[sequence[2] ?? ''] ?? null;
  if (sequence[1] === '[') return csiKey(sequence.slice(2, -1), sequence.slice(-1));
  return ALT[sequence[1]!] ?? null;
}

/** Whether a character is printable text (not a control character). */
function isPrintable(code: number): boolean {
  return code >= 0x20 && code !== 0x7f && !(code >= 0x80 && code < 0xa0);
}

/**
 * Reads keys from the text a terminal sends, chunk by chunk: a sequence cut at the end of a chunk
 * is completed by the next one. A carriage return followed by a newline is one Enter.
 */
export class KeyDecoder {
  private pending = '';
  private afterReturn = false;
  /** Whether the rest of an overlong CSI sequence is being skipped (up to its final character). */
  private skipping = false;

  /**
   * Whether the text so far ends in the beginning of an escape sequence (a lone Esc, `ESC [`),
   * waiting for the rest: a terminal sends a key's sequence at once, so when nothing follows
   * soon ({@link ESCAPE_TIMEOUT_MS}) it was the Esc key alone, and {@link flush} drops it.
   */
  get waiting(): boolean {
    return this.pending !== '';
  }

  /** Drops a pending escape sequence (the Esc key pressed alone), so that it does not swallow the next key. */
  flush(): void {
    this.pending = '';
  }

  /** The keys of the next chunk of text (and of what was left pending before it). */
  decode(chunk: string): Key[] {
    let text = this.pending + chunk;
    this.pending = '';
    if (this.skipping) {
      let i = 0;
      while (i < text.length && text.charCodeAt(i) >= 0x20 && text.charCodeAt(i) <= 0x3f) i++;
      if (i === text.length) return [];
      this.skipping = false;
      const final = text.charCodeAt(i);
      text = text.slice(final >= 0x40 && final <= 0x7e ? i + 1 : i);
    }
    const keys: Key[] = [];
    let run = '';
    const flush = () => {
      if (run !== '') keys.push({ text: run });
      run = '';
    };
    for (let i = 0; i < text.length;) {
      const c = text[i]!;
      const returned = this.afterReturn;
      this.afterReturn = c === '\r';
      if (c === '\u001b') {
        flush();
        const end = sequenceEnd(text, i);
        if (end === -1) {
          if (text.length - i <= MAX_SEQUENCE) this.pending = text.slice(i);
          else this.skipping = text[i + 1] === '[';
          break;
        }
        const key = end - i <= MAX_SEQUENCE ? escapeKey(text.slice(i, end)) : null;
        if (key !== null) keys.push({ key });
        i = end;
        continue;
      }
      const code = text.codePointAt(i)!;
      const width = code > 0xffff ? 2 : 1;
      if (isPrintable(code)) run += text.slice(i, i + width);
      else if (!(c === '\n' && returned)) {
        const key = CONTROL[c];
        if (key !== undefined) {
          flush();
          keys.push({ key });
        }
      }
      i += width;
    }
    flush();
    return keys;
  }
}
