import { PassThrough } from 'node:stream';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { type InputLine, type LineSource, pipeLines, terminalLines } from './line-reader.js';
import { ESCAPE_TIMEOUT_MS } from './terminal-keys.js';

/** Every line of a source, up to its end. */
async function allLines(source: LineSource): Promise<InputLine[]> {
  const lines: InputLine[] = [];
  for (;;) {
    const line = await source.next();
    lines.push(line);
    if (line.kind === 'end' || line.kind === 'interrupt') return lines;
  }
}

/** Writes text to a stream in pieces cut at the given points (byte offsets), then ends it. */
function feed(stream: PassThrough, bytes: Buffer, cuts: readonly number[]): void {
  const points = [...new Set(cuts.map((c) => c % (bytes.length + 1)))].sort((a, b) => a - b);
  let from = 0;
  for (const p of [...points, bytes.length]) {
    if (p > from) stream.write(bytes.subarray(from, p));
    from = p;
  }
  stream.end();
}

describe('pipeLines', () => {
  it('reads the lines of any text, cut anywhere, and reads a line over the limit as too long', async () => {
    let cases = 0;
    const max = 12;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.string({ unit: fc.constantFrom('a', 'é', '♥', '😀', ' '), maxLength: 10 }), { maxLength: 12 }),
        fc.array(fc.constantFrom('\n', '\r\n', '\r'), { minLength: 12, maxLength: 12 }),
        fc.boolean(),
        fc.array(fc.nat(), { maxLength: 8 }),
        async (lines, ends, lastEnded, cuts) => {
          // A return ending a line, then an empty line ended by a newline, would read as one line end.
          fc.pre(!lines.some((l, i) => i > 0 && l === '' && ends[i - 1] === '\r' && ends[i] === '\n'));
          const text = lines.map((l, i) => (i < lines.length - 1 || lastEnded ? l + ends[i]! : l)).join('');
          const input = new PassThrough();
          const source = pipeLines(input, max);
          feed(input, Buffer.from(text, 'utf8'), cuts);
          const expected: InputLine[] = lines
            .filter((l, i) => l !== '' || i < lines.length - 1 || lastEnded)
            .map((l) => (Buffer.byteLength(l) > max ? { kind: 'too-long' } : { kind: 'line', text: l }));
          expect(await allLines(source)).toEqual([...expected, { kind: 'end' }]);
          cases++;
        },
      ),
      { numRuns: 300 },
    );
    expect(cases).toBeGreaterThan(200);
  });

  it('stops reading while lines wait to be taken, and never holds more of a line than the limit', async () => {
    const input = new PassThrough({ highWaterMark: 1024 });
    const source = pipeLines(input, 100);
    // Ten thousand lines at once: the stream is paused until they are taken.
    input.write(Buffer.from('b\n'.repeat(10_000)));
    expect(input.isPaused()).toBe(true);
    expect((await source.next()).kind).toBe('line');
    for (let i = 1; i < 10_000; i++) await source.next();
    // A line of 10 MB without a newline, in chunks: read as too long, and the next line as itself.
    const chunk = Buffer.alloc(64 * 1024, 0x78);
    const big = (async () => {
      for (let sent = 0; sent < 10 * 2 ** 20; sent += chunk.length)
        if (!input.write(chunk)) await new Promise((r) => input.once('drain', r));
      input.end('\nhelp\n');
    })();
    expect(await source.next()).toEqual({ kind: 'too-long' });
    expect(await source.next()).toEqual({ kind: 'line', text: 'help' });
    expect(await source.next()).toEqual({ kind: 'end' });
    await big;
  });

  it('ends a line waited for when it is closed (Ctrl-C)', async () => {
    const input = new PassThrough();
    const source = pipeLines(input);
    const waiting = source.next();
    source.close();
    expect(await waiting).toEqual({ kind: 'end' });
  });
});

/** A terminal: its input (keys typed) and what was written to it. */
function terminal(columns = 40) {
  const input = new PassThrough();
  let screen = '';
  const modes: boolean[] = [];
  const tty = Object.assign(input, { setRawMode: (raw: boolean) => modes.push(raw) });
  const output = { write: (t: string) => (screen += t), isTTY: true, columns };
  return { input: tty, output, modes, screen: () => screen };
}

describe('terminalLines', () => {
  const words = ['help', 'hint', 'undo'];
  const complete = (before: string): [string[], string] => {
    const word = before.slice(before.lastIndexOf(' ') + 1);
    return [words.filter((w) => w.startsWith(word)), word];
  };

  it('reads edited lines, keeps keys typed between lines, and gives the terminal back', async () => {
    const t = terminal();
    const source = terminalLines(t.input, t.output, '> ', complete);
    t.input.write('AF\u001b[DH \rhel');
    expect(await source.next()).toEqual({ kind: 'line', text: 'AH F' });
    t.input.write('\t\r');
    expect(await source.next()).toEqual({ kind: 'line', text: 'help' });
    expect(t.screen()).toContain('\r> AH F\u001b[K');
    source.close();
    expect(t.modes).toEqual([true, false]);
    expect(t.input.listenerCount('data')).toBe(0);
  });

  it('completes to the common beginning, then lists the candidates', async () => {
    const t = terminal();
    const source = terminalLines(t.input, t.output, '> ', complete);
    const line = source.next();
    t.input.write('h\t');
    await new Promise((r) => setImmediate(r));
    expect(t.screen()).toContain('\r\nhelp  hint\r\n');
    t.input.write('e\t\r');
    expect(await line).toEqual({ kind: 'line', text: 'help' });
    source.close();
  });

  it('reads Ctrl-C at once, even while no line is asked for, and Ctrl-D on an empty line as the end', async () => {
    const t = terminal();
    const source = terminalLines(t.input, t.output, '> ', complete);
    t.input.write('undo\r');
    expect(await source.next()).toEqual({ kind: 'line', text: 'undo' });
    t.input.write('hint\u0003');
    expect(await source.next()).toEqual({ kind: 'interrupt' });
    source.close();
    const u = terminal();
    const other = terminalLines(u.input, u.output, '> ', complete);
    u.input.write('x\u0004\u007f\u0004');
    expect(await other.next()).toEqual({ kind: 'end' });
    other.close();
  });

  it('drops a lone Esc that nothing follows in time, and still reads a key sent in two pieces', async () => {
    vi.useFakeTimers();
    try {
      const t = terminal();
      const source = terminalLines(t.input, t.output, '> ', complete);
      const line = source.next();
      t.input.write('\u001b');
      await vi.advanceTimersByTimeAsync(ESCAPE_TIMEOUT_MS + 1);
      t.input.write('helpx\u001b');
      await vi.advanceTimersByTimeAsync(ESCAPE_TIMEOUT_MS - 100);
      t.input.write('[D\u001b[3~\r');
      await vi.advanceTimersByTimeAsync(0);
      expect(await line).toEqual({ kind: 'line', text: 'help' });
      source.close();
    } finally {
      vi.useRealTimers();
    }
  });

  it('scrolls a line wider than the terminal, keeping the cursor on the screen', async () => {
    const t = terminal(20);
    const source = terminalLines(t.input, t.output, '> ', complete);
    const line = source.next();
    t.input.write('abcdefghijklmnopqrstuvwxyz');
    await new Promise((r) => setImmediate(r));
    const last = t.screen().split('\r').pop()!;
    // 16 characters and the cursor after them: the last column stays free, so the line never wraps.
    expect(last).toBe('> klmnopqrstuvwxyz\u001b[K\u001b[19G');
    t.input.write('\u0001');
    await new Promise((r) => setImmediate(r));
    expect(t.screen().split('\r').pop()).toBe('> abcdefghijklmnop\u001b[K\u001b[3G');
    t.input.write('\r');
    expect(await line).toEqual({ kind: 'line', text: 'abcdefghijklmnopqrstuvwxyz' });
    source.close();
  });
});
