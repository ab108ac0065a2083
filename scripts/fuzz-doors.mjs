// The command line's doors for `pnpm fuzz` (scripts/fuzz.mjs): hostile survey files given to
// `summary` and to a resume (`survey --out`), and hostile standard input given to `play`, from a
// pipe and from a terminal. Each door runs the built command in this process (`run` of
// packages/cli/dist) with streams of its own, and checks what a user may rely on:
//   summary  exit 0 or 2 with one line saying why, never a stack trace; an accepted file holds
//            records with distinct seeds, and the summary counts them;
//   resume   a refused file (exit 2) is left byte for byte; an accepted one ends with every seed of
//            the range exactly once, and every whole record it held is still there, in its place;
//   play     every input ends the game with its summary (exit 0) and, once moves were made, the
//            command that reviews it; never an exception.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { run } from '../packages/cli/dist/index.js';

/** Streams for one run: stdin fed with `input` (a terminal when `tty`), stdout and stderr kept. */
function memoryIo(input, tty = false) {
  const stdin = new PassThrough();
  if (tty) Object.assign(stdin, { isTTY: true, setRawMode: () => stdin });
  let stdout = '';
  let stderr = '';
  const io = {
    stdin,
    stdout: { write: (t) => (stdout += t), isTTY: tty, columns: 80 },
    stderr: { write: (t) => (stderr += t) },
    env: { NO_COLOR: '1' },
  };
  stdin.end(input);
  return { io, out: () => stdout, err: () => stderr };
}

const SURVEY = ['survey', '--rule', 'C', '--from', '100', '--count', '6', '--budget', '1e3', '--jobs', '1', '--quiet'];
const SEEDS = [100, 101, 102, 103, 104, 105];

/** The lines of a file that are whole (newline-ended) and not blank. */
function wholeLines(text) {
  const lines = text.split('\n');
  lines.pop();
  return lines.filter((l) => l.trim() !== '');
}

/**
 * Whether a refusal was one line saying why (and perhaps the pointer to --help), after the warnings
 * of files with a truncated last line, with no stack trace.
 */
function isOneLineRefusal(stderr) {
  const lines = stderr
    .trimEnd()
    .split('\n')
    .filter((l) => !l.endsWith(': left out a truncated last line'));
  return !stderr.includes('    at ') && lines.length <= 2 && lines[0].startsWith('russian-solitaire ');
}

/**
 * The doors, given the fuzzer's helpers (`below`, `pick`, `mutate`, `HOSTILE`). Each has a name,
 * a share of the fuzzer's count, `input()` and `check(input)`, which answers
 * `{ accepted: boolean, ok: boolean, why?: string }`.
 */
export async function doorTargets({ below, pick, mutate, HOSTILE }) {
  const dir = mkdtempSync(join(tmpdir(), 'rs-fuzz-'));
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  // Real records: a survey of the range, and one of a player.
  const verdicts = memoryIo('');
  await run([...SURVEY, '--out', join(dir, 'base.jsonl')], verdicts.io);
  const base = readFileSync(join(dir, 'base.jsonl'), 'utf8');
  const records = wholeLines(base);
  const played = memoryIo('');
  await run([...SURVEY.slice(0, 5), '20', '--count', '3', '--player', 'greedy', '--jobs', '1', '--quiet'], played.io);
  const playRecords = wholeLines(played.out());

  /** A survey file made hostile: lines dropped, doubled, swapped, forged, cut; bytes that are not UTF-8; long lines. */
  function hostileFile() {
    const lines = [...(below(4) === 0 ? playRecords : records)];
    const edits = 1 + below(3);
    for (let e = 0; e < edits; e++) {
      const at = below(lines.length + 1);
      switch (below(9)) {
        case 0:
          lines.splice(at, 1);
          break;
        case 1:
          lines.splice(at, 0, pick(records));
          break;
        case 2:
          lines[at] = mutate(lines[at] ?? pick(records), [...'{}":,0123456789abcdefghijklmnopqrstuvwxyz-ABCDEFGHIJ']);
          break;
        case 3:
          lines.splice(at, 0, '');
          break;
        case 4:
          lines.splice(at, 0, 'x'.repeat(500 + below(2000)));
          break;
        case 5:
          lines.splice(at, 0, pick(HOSTILE).repeat(1 + below(5)));
          break;
        case 6: {
          const other = below(lines.length);
          [lines[at], lines[other]] = [lines[other], lines[at]];
          break;
        }
        case 7:
          lines.splice(at, 0, pick(records).replace(/"ms":\d+/, `"ms":${below(1000)}`));
          break;
        default:
          lines.splice(at, 0, '\u0000'.repeat(1 + below(3000)));
      }
    }
    let text = lines.filter((l) => l !== undefined).join('\n');
    // Most files end with a newline; some are cut anywhere; some end with a whole line without one.
    const end = below(4);
    if (end < 2) text += '\n';
    else if (end === 2) text = text.slice(0, below(text.length + 1));
    const bytes = Buffer.from(text, 'utf8');
    if (below(8) === 0) bytes[below(bytes.length || 1)] = 0xff;
    return bytes;
  }

  let files = 0;
  const PLAY_WORDS = ['help', 'u', 'r', 'h', 'l', 'b', 'd 8H', 't AS', 'AS F', '5S 2', 'restart', 'KS', 'tap', 'x'];
  const KEYS = ['\u001b[D', '\u001b[C', '\u001b[A', '\u001b[B', '\u001b[H', '\u001b[F', '\u001b[3~', '\u007f', '\t'];
  const CONTROLS = ['\u0001', '\u0005', '\u0015', '\u000b', '\u0017', '\u000c', '\u001b', '\u001b[', '\u001bO', '\r'];

  return [
    {
      name: 'summary (survey file)',
      share: 1 / 100,
      input: hostileFile,
      async check(bytes) {
        const file = join(dir, `s${files++ % 8}.jsonl`);
        writeFileSync(file, bytes);
        const r = memoryIo('');
        const status = await run(['summary', file], r.io);
        if (status === 2) return { accepted: false, ok: isOneLineRefusal(r.err()), why: r.err() };
        if (status !== 0) return { accepted: false, ok: false, why: `exit ${status}: ${r.err()}` };
        const seeds = wholeLines(bytes.toString('utf8')).map((l) => JSON.parse(l).seed);
        const counted = /^Summary of (\d+) deals? /.exec(r.out());
        const ok = new Set(seeds).size === seeds.length && counted !== null && Number(counted[1]) >= seeds.length;
        return { accepted: true, ok, why: r.out().split('\n')[0] };
      },
    },
    {
      name: 'survey --out (resume)',
      share: 1 / 2000,
      input: hostileFile,
      async check(bytes) {
        const file = join(dir, `r${files++ % 8}.jsonl`);
        writeFileSync(file, bytes);
        const r = memoryIo('');
        const status = await run([...SURVEY, '--out', file], r.io);
        const after = readFileSync(file);
        if (status === 2)
          return { accepted: false, ok: after.equals(bytes) && isOneLineRefusal(r.err()), why: r.err() };
        if (status !== 0) return { accepted: false, ok: false, why: `exit ${status}: ${r.err()}` };
        const before = wholeLines(bytes.toString('utf8'));
        const lines = wholeLines(after.toString('utf8'));
        const seeds = lines.map((l) => JSON.parse(l).seed).sort((a, b) => a - b);
        const kept = before.every((l, i) => lines[i] === l);
        return { accepted: true, ok: kept && JSON.stringify(seeds) === JSON.stringify(SEEDS), why: after.toString() };
      },
    },
    {
      name: 'play (piped input)',
      share: 1 / 2000,
      input() {
        const parts = [];
        for (let i = below(12); i > 0; i--) {
          const word = pick(PLAY_WORDS);
          parts.push(below(4) === 0 ? mutate(word, [...'AHSDCF12345678TJQK ud-']) : word);
          parts.push(pick(['\n', '\r\n', '\r', '\n', '\n']));
          if (below(20) === 0) parts.push('y'.repeat(3000 + below(3000)));
        }
        return parts.join('');
      },
      async check(text) {
        const r = memoryIo(text);
        const status = await run(['play', 'RU1-C-AAAAABB', '--any-deal'], r.io);
        const ok = status === 0 && /Bye\. RU1-C-AAAAABB .*\n(Review this game: .*\n)?$/.test(r.out()) && r.err() === '';
        return { accepted: true, ok, why: `exit ${status}: ${r.err()}` };
      },
    },
    {
      name: 'play (terminal keys)',
      share: 1 / 2000,
      input() {
        const parts = [];
        for (let i = below(40); i > 0; i--) {
          const k = below(10);
          parts.push(k < 4 ? pick(PLAY_WORDS) : k < 7 ? pick(KEYS) : k < 9 ? pick(CONTROLS) : pick(HOSTILE));
        }
        // Then an empty line and Ctrl-D: the end of the game.
        parts.push('\r\u0015\u0004');
        return parts.join('');
      },
      async check(text) {
        const r = memoryIo(text, true);
        const status = await run(['play', 'RU1-C-AAAAABB', '--any-deal'], r.io);
        const ok = status === 0 && r.out().includes('Bye. RU1-C-AAAAABB') && r.err() === '';
        return { accepted: true, ok, why: `exit ${status}: ${r.err()}` };
      },
    },
  ];
}
