/**
 * Shell sessions shown in the guides (`$ command` and what it prints, in ```sh blocks): reading
 * them, and comparing what a command printed with what a guide shows.
 *
 * How a shown session is compared (docs/cli.md, "How the examples are checked"):
 * - a line that is only `…` stands for any number of lines, none included;
 * - `…` inside a line stands for any text within that line;
 * - numbers that depend on the machine are masked on both sides before the comparison, as
 *   {@link MASKS} lists them: durations (`60 ms`, `1.5 s`, `2 min 05 s`), rates, the ETA, the
 *   game clock and the number of worker threads.
 * @module
 */

/** One command of a session and the output the guide shows for it. */
interface ShownCommand {
  /** The command line, without the `$ `. */
  readonly command: string;
  /** The lines shown after it, up to the next command or the end of the block. */
  readonly expected: readonly string[];
}

/** A ```sh block with at least one `$ ` line. */
export interface ShownSession {
  /** The guide. */
  readonly file: string;
  /** The line of the block's first command (1-based). */
  readonly line: number;
  /** The commands in order. */
  readonly commands: readonly ShownCommand[];
}

/** The sessions of a guide, in order. Blocks without a `$ ` line (lists of commands) are not sessions. */
export function shownSessions(file: string, text: string): ShownSession[] {
  const lines = text.split('\n');
  const sessions: ShownSession[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (lines[i] !== '```sh') continue;
    let end = i + 1;
    while (end < lines.length && lines[end] !== '```') end++;
    const body = lines.slice(i + 1, end);
    const first = body.findIndex((l) => l.startsWith('$ '));
    if (first >= 0) {
      const commands: { command: string; expected: string[] }[] = [];
      for (const l of body.slice(first)) {
        if (l.startsWith('$ ')) commands.push({ command: l.slice(2), expected: [] });
        else commands[commands.length - 1]!.expected.push(l);
      }
      sessions.push({ file, line: i + 2 + first, commands });
    }
    i = end;
  }
  return sessions;
}

/** The machine-dependent parts of an output, and what each is replaced with on both sides. */
const MASKS: readonly (readonly [RegExp, string])[] = [
  [/"ms":\d+/g, '"ms":‹ms›'],
  [/\b(\d+ h )?(\d+ min )?\d[\d,.]* (ms|s|min)\b/g, '‹time›'],
  [/\b\d+(\.\d+)? deals\/s\b/g, '‹rate› deals/s'],
  [/\bETA [\d:]+/g, 'ETA ‹eta›'],
  [/\bTime: \d+:\d\d\b/g, 'Time: ‹clock›'],
  [/\bon \d+ worker threads?\b/g, 'on ‹n› worker threads'],
];

/** A line with the machine-dependent numbers masked. */
export function masked(line: string): string {
  let out = line;
  for (const [pattern, replacement] of MASKS) out = out.replace(pattern, replacement);
  return out;
}

const ANY_LINES = '…';

function lineMatches(expected: string, actual: string): boolean {
  const e = masked(expected);
  const a = masked(actual);
  if (!e.includes('…')) return e === a;
  const pattern = e
    .split('…')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${pattern}$`, 'su').test(a);
}

/**
 * Whether the lines printed match the lines shown (see the module comment). Trailing empty
 * lines are ignored on both sides.
 */
export function outputMatches(expected: readonly string[], actual: readonly string[]): boolean {
  const trim = (lines: readonly string[]): readonly string[] => {
    let n = lines.length;
    while (n > 0 && lines[n - 1]!.trim() === '') n--;
    return lines.slice(0, n);
  };
  const e = trim(expected);
  const a = trim(actual);
  // memo[i][j]: whether e[i..] matches a[j..]
  const memo = new Map<number, boolean>();
  const match = (i: number, j: number): boolean => {
    const key = i * (a.length + 1) + j;
    const known = memo.get(key);
    if (known !== undefined) return known;
    let result: boolean;
    if (i === e.length) result = j === a.length;
    else if (e[i] === ANY_LINES) result = match(i + 1, j) || (j < a.length && match(i, j + 1));
    else result = j < a.length && lineMatches(e[i]!, a[j]!) && match(i + 1, j + 1);
    memo.set(key, result);
    return result;
  };
  return match(0, 0);
}
