/**
 * Where `play` reads its commands, a line at a time, in bounded memory whatever arrives: from a pipe
 * or a file ({@link pipeLines}), or from a terminal with a readline prompt ({@link terminalLines}:
 * the editing keys of `line-editor`, history and Tab completion). A line longer than
 * {@link MAX_COMMAND_BYTES} is never kept: what goes beyond is dropped as it arrives, and the line
 * is read as too long. Input is read only as fast as lines are taken.
 * @module
 */
import { type EditOutcome, LineEditor, MAX_COMMAND_BYTES, charWidth } from './line-editor.js';
import { causeOf } from './errors.js';
import type { Problem } from '@russian-solitaire/engine';
import type { OutputStream } from './io.js';
import { ESCAPE_TIMEOUT_MS, type Key, KeyDecoder } from './terminal-keys.js';

export { MAX_COMMAND_BYTES } from './line-editor.js';

/**
 * What the player entered: a line, a line too long (discarded), the end of input (with the error
 * that ended it when the input could not be read: standard input is a directory, a read failed), or
 * Ctrl-C.
 */
export type InputLine =
  | { readonly kind: 'line'; readonly text: string }
  | { readonly kind: 'too-long' }
  | { readonly kind: 'end'; readonly error?: Problem }
  | { readonly kind: 'interrupt' };

/** Lines, one at a time. */
export interface LineSource {
  /** The next line (on a terminal, after showing the prompt). */
  next(): Promise<InputLine>;
  /** Stops reading and gives the input (and the terminal) back; a line waited for is the end. */
  close(): void;
}

/** A queue of lines for one reader: lines wait until taken, and the reader waits until one comes. */
class LineQueue {
  private readonly lines: InputLine[] = [];
  private waiting: ((line: InputLine) => void) | null = null;
  private ended = false;

  /** How many lines wait to be taken. */
  get length(): number {
    return this.lines.length;
  }

  /** Hands a line to the reader, or keeps it. */
  put(line: InputLine): void {
    if (this.ended) return;
    if (line.kind === 'end') this.ended = true;
    const waiting = this.waiting;
    this.waiting = null;
    if (waiting !== null) waiting(line);
    else this.lines.push(line);
  }

  /** The next line, once there is one. */
  take(): Promise<InputLine> {
    const line = this.lines.shift();
    if (line !== undefined) {
      if (line.kind === 'end') this.lines.unshift(line);
      return Promise.resolve(line);
    }
    if (this.ended) return Promise.resolve({ kind: 'end' });
    return new Promise((resolve) => (this.waiting = resolve));
  }
}

const NEWLINE = 0x0a;
const RETURN = 0x0d;

/**
 * The lines of a stream that is not a terminal (a pipe, a file): split at `\n`, `\r\n` or `\r`, as
 * UTF-8 text. A line longer than `maxBytes` is dropped as it arrives and read as `too-long`. The
 * stream is paused while lines wait to be taken, so memory stays bounded whatever it sends.
 */
export function pipeLines(input: NodeJS.ReadableStream, maxBytes: number = MAX_COMMAND_BYTES): LineSource {
  const queue = new LineQueue();
  let parts: Buffer[] = [];
  let length = 0;
  let overflowed = false;
  let afterReturn = false;
  const add = (bytes: Buffer) => {
    if (overflowed || bytes.length === 0) return;
    if (length + bytes.length > maxBytes) {
      overflowed = true;
      parts = [];
      length = 0;
      return;
    }
    parts.push(Buffer.from(bytes));
    length += bytes.length;
  };
  const endLine = () => {
    queue.put(
      overflowed ? { kind: 'too-long' } : { kind: 'line', text: Buffer.concat(parts, length).toString('utf8') },
    );
    parts = [];
    length = 0;
    overflowed = false;
  };
  const onData = (chunk: Buffer | string) => {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
    let i = 0;
    while (i < bytes.length) {
      if (afterReturn && bytes[i] === NEWLINE) i++;
      afterReturn = false;
      let end = i;
      while (end < bytes.length && bytes[end] !== NEWLINE && bytes[end] !== RETURN) end++;
      add(bytes.subarray(i, end));
      if (end === bytes.length) break;
      afterReturn = bytes[end] === RETURN;
      endLine();
      i = end + 1;
    }
    if (queue.length > 0) input.pause();
  };
  const onEnd = (error?: unknown) => {
    if (length > 0 || overflowed) endLine();
    queue.put(error === undefined ? { kind: 'end' } : { kind: 'end', error: causeOf(error) });
  };
  const onError = (error: unknown) => onEnd(error);
  input.on('data', onData);
  input.on('end', onEnd);
  input.on('error', onError);
  return {
    next() {
      const line = queue.take();
      if (queue.length === 0) input.resume();
      return line;
    },
    close() {
      input.off('data', onData);
      input.off('end', onEnd);
      input.off('error', onError);
      input.pause();
      queue.put({ kind: 'end' });
    },
  };
}

/** A terminal's input: a stream with raw mode. */
export interface TerminalInput extends NodeJS.ReadableStream {
  setRawMode?(raw: boolean): unknown;
}

/** Completes the word before the cursor: the candidates, and the word they complete. */
export type Completer = (beforeCursor: string) => [readonly string[], string];

/** The longest common beginning of some words. */
function commonStart(words: readonly string[]): string {
  let start = words[0] ?? '';
  for (const w of words) while (!w.startsWith(start)) start = start.slice(0, -1);
  return start;
}

/** Words in columns that fit the width, as lines. */
function inColumns(words: readonly string[], width: number): string {
  const cell = Math.max(...words.map((w) => [...w].length)) + 2;
  const perLine = Math.max(1, Math.floor(width / cell));
  const lines: string[] = [];
  for (let i = 0; i < words.length; i += perLine)
    lines.push(
      words
        .slice(i, i + perLine)
        .map((w) => w.padEnd(cell))
        .join('')
        .trimEnd(),
    );
  return lines.join('\r\n');
}

/** The most keys kept while no line is asked for; beyond it, the terminal's input waits. */
const MAX_PENDING_KEYS = 4096;

/**
 * The lines typed at a terminal, with a readline prompt (see the module's description): the
 * terminal is in raw mode while the source is open, each line is edited by a {@link LineEditor}
 * and shown after `prompt`, within the terminal's width (a longer line scrolls sideways). Keys
 * typed while no line is asked for are kept for the next line; Ctrl-C is read at once.
 */
export function terminalLines(
  input: TerminalInput,
  output: OutputStream,
  prompt: string,
  complete: Completer,
): LineSource {
  const editor = new LineEditor();
  const decoder = new KeyDecoder();
  const queue = new LineQueue();
  let pending: Key[] = [];
  let reading = false;
  let offset = 0;
  const promptWidth = [...prompt].reduce((w, c) => w + charWidth(c), 0);

  const render = () => {
    const columns = (output.columns ?? 80) - promptWidth - 1;
    const view = editor.view(columns, offset);
    offset = view.offset;
    output.write(`\r${prompt}${view.text}\u001b[K\u001b[${promptWidth + view.column + 1}G`);
  };
  const completion = () => {
    const [hits, word] = complete(editor.beforeCursor);
    const start = commonStart(hits);
    if (hits.length === 1) editor.replaceBefore([...word].length, hits[0]!);
    else if (start.length > word.length) editor.replaceBefore([...word].length, start);
    else if (hits.length > 1) output.write(`\r\n${inColumns(hits, output.columns ?? 80)}\r\n`);
  };
  /** Applies one key while a line is read; true when the line is over. */
  const apply = (key: Key): boolean => {
    const outcome: EditOutcome = editor.apply(key);
    switch (outcome.kind) {
      case 'entered':
        output.write('\r\n');
        offset = 0;
        queue.put(outcome.line === null ? { kind: 'too-long' } : { kind: 'line', text: outcome.line });
        return true;
      case 'end':
        output.write('\r\n');
        queue.put({ kind: 'end' });
        return true;
      case 'interrupt':
        output.write('^C\r\n');
        queue.put({ kind: 'interrupt' });
        return true;
      case 'complete':
        completion();
        break;
      case 'redraw':
        output.write('\u001b[2J\u001b[H');
        break;
      case 'edited':
        break;
    }
    return false;
  };
  /** Applies the keys kept, until a line is over. */
  const drain = () => {
    while (reading && pending.length > 0) {
      const key = pending.shift()!;
      // The line as it is entered stays on the screen, even when its keys came in all at once.
      if ('key' in key && key.key === 'enter') render();
      if (apply(key)) reading = false;
    }
    if (reading) render();
    if (pending.length < MAX_PENDING_KEYS) input.resume();
  };
  /** Drops a lone Esc (or a sequence cut short) when nothing follows it in time. */
  let escapeTimer: ReturnType<typeof setTimeout> | undefined;
  const onData = (chunk: Buffer | string) => {
    clearTimeout(escapeTimer);
    const keys = decoder.decode(typeof chunk === 'string' ? chunk : chunk.toString('utf8'));
    if (decoder.waiting) {
      escapeTimer = setTimeout(() => decoder.flush(), ESCAPE_TIMEOUT_MS);
      escapeTimer.unref?.();
    }
    // Ctrl-C is read at once, even while the game is busy with a line.
    if (!reading && keys.some((k) => 'key' in k && k.key === 'interrupt')) {
      pending = [];
      queue.put({ kind: 'interrupt' });
      return;
    }
    pending.push(...keys);
    if (pending.length >= MAX_PENDING_KEYS) input.pause();
    drain();
  };
  const onEnd = () => queue.put({ kind: 'end' });
  const onError = (error: unknown) => queue.put({ kind: 'end', error: causeOf(error) });
  input.setRawMode?.(true);
  input.setEncoding('utf8');
  input.on('data', onData);
  input.on('end', onEnd);
  input.on('error', onError);
  input.resume();
  return {
    next() {
      const waits = queue.length === 0;
      const line = queue.take();
      if (waits) {
        reading = true;
        drain();
      }
      return line;
    },
    close() {
      clearTimeout(escapeTimer);
      input.off('data', onData);
      input.off('end', onEnd);
      input.off('error', onError);
      input.setRawMode?.(false);
      input.pause();
      queue.put({ kind: 'end' });
    },
  };
}
