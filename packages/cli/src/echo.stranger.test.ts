/**
 * Unbounded input in every command: a 120,000-character argument, or a 10 MB line typed into
 * `play`, gets a short message that shows it by the engine's one rule (`echoInput`), and no
 * terminal command in the input reaches the terminal raw.
 */
import { gameOfCode } from '@russian-solitaire/dealer';
import { MAX_ECHO_LENGTH, echoInput, unwrap } from '@russian-solitaire/engine';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MAX_COMMAND_BYTES } from './line-editor.js';
import { type CliRun, cliAsync } from './testing/cli.js';

/** The longest output of a refusal: the message and the line pointing at the help. */
const LONGEST_OUTPUT = 600;
/** Raw control characters, but the line feeds that end the lines. */
const RAW_CONTROL = /[\p{Cc}\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/u;

/** Long enough to flood a terminal, short enough for one argument (Linux takes 128 KiB each). */
const HUGE = 'x'.repeat(120_000);
const HOSTILE = '\u001b[2J\u202e'.repeat(15_000);

const folder = mkdtempSync(join(tmpdir(), 'rs-echo-'));
/** A save of a game with no move made: its code is replaced by the attacks. */
const savedGame = unwrap(gameOfCode('RU1-C-AAAAAAA')).save();
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** Every attack: a name and the arguments, with `T` standing for the text. */
const ATTACKS: readonly (readonly [string, (t: string) => string[]])[] = [
  ['an unknown command', (t) => [t]],
  ['an unknown option before the command', (t) => [`--${t}`]],
  ['help for an unknown command', (t) => ['help', t]],
  ['deal, a game code', (t) => ['deal', t]],
  ['deal, a game code with its prefix', (t) => ['deal', `RU1-C-${t}`]],
  ['deal, an unknown option', (t) => ['deal', 'RU1-C-AAAAAAA', `--${t}`]],
  ['deal, an extra argument', (t) => ['deal', 'RU1-C-AAAAAAA', t]],
  ['deal --winnable, an argument', (t) => ['deal', '--winnable', t]],
  ['deal, a rule', (t) => ['deal', '--rule', t, 'RU1-C-AAAAAAA']],
  ['solve, a budget', (t) => ['solve', 'RU1-C-AAAAAAA', '--budget', t]],
  ['solve, a position', (t) => ['solve', `classic | ${t}`]],
  ['solve, a house preset', (t) => ['solve', 'RU1-C-AAAAAAA', '--house', t]],
  ['solve, a group limit', (t) => ['solve', 'RU1-C-AAAAAAA', '--group-limit', t]],
  ['solve, a take-back', (t) => ['solve', 'RU1-C-AAAAAAA', '--take-back', t]],
  ['solve, an undo depth', (t) => ['solve', 'RU1-C-AAAAAAA', '--undo-depth', t]],
  ['hint, a move', (t) => ['hint', 'RU1-C-AAAAAAA', '--moves', t]],
  ['hint, a card of a move', (t) => ['hint', 'RU1-C-AAAAAAA', '--moves', `${t}-5`]],
  ['hint, samples', (t) => ['hint', 'RU1-C-AAAAAAA', '--fair', '--samples', t]],
  ['odds, a seed', (t) => ['odds', 'RU1-C-AAAAAAA', '--seed', t]],
  ['play, a game code', (t) => ['play', t]],
  ['play, a language', (t) => ['play', 'RU1-C-AAAAAAA', '--lang', t]],
  ['survey, a first seed', (t) => ['survey', '--rule', 'C', '--from', t, '--count', '1']],
  ['survey, a first game code', (t) => ['survey', '--rule', 'C', '--from', `RU1-C-${t}`, '--count', '1']],
  ['survey, a shard', (t) => ['survey', '--rule', 'C', '--from', '0', '--count', '1', '--shard', t]],
  ['survey, a player', (t) => ['survey', '--rule', 'C', '--from', '0', '--count', '1', '--player', t]],
  ['survey, a rule', (t) => ['survey', '--rule', t, '--from', '0', '--count', '1']],
  ['survey, an output file', (t) => ['survey', '--rule', 'C', '--from', '0', '--count', '1', '--out', join(folder, t)]],
  ['summary, a file', (t) => ['summary', join(folder, t)]],
  ['review, a game code', (t) => ['review', t, '--moves', '8D-1']],
  ['review, a move', (t) => ['review', 'RU1-C-AAAAAAA', '--moves', t]],
  ['review, a save file', (t) => ['review', '--save', join(folder, t)]],
  ['review --save, an extra argument', (t) => ['review', '--save', join(folder, 'none.json'), t]],
  ['review, a language', (t) => ['review', 'RU1-C-AAAAAAA', '--moves', 'AC-4', '--lang', t]],
  ['daily, a date', (t) => ['daily', t]],
  ['daily, a first date', (t) => ['daily', '--from', t, '--to', '2026-12-02']],
  ['daily --from --to, an extra argument', (t) => ['daily', '--from', '2026-12-01', '--to', '2026-12-02', t]],
];

/** Runs the attacks a few at a time (the machine has few cores). */
async function runAll(runs: readonly (() => Promise<CliRun>)[]): Promise<CliRun[]> {
  const out: CliRun[] = [];
  for (let i = 0; i < runs.length; i += 4) out.push(...(await Promise.all(runs.slice(i, i + 4).map((r) => r()))));
  return out;
}

describe('unbounded input in every command', () => {
  it('every refusal is short, printable and shows the input by the one rule', async () => {
    const cases = ATTACKS.flatMap(([name, args]) => [HUGE, HOSTILE].map((text) => ({ name, args: args(text) })));
    const runs = await runAll(
      cases.map(
        ({ args }) =>
          () =>
            cliAsync(args),
      ),
    );
    expect(runs).toHaveLength(ATTACKS.length * 2);
    runs.forEach((run, i) => {
      const { name } = cases[i]!;
      const shown = `${name}: ${run.stderr}`;
      expect(run.status, shown).not.toBe(0);
      expect(run.stdout.length + run.stderr.length, shown).toBeLessThanOrEqual(LONGEST_OUTPUT);
      expect(run.stderr.replaceAll('\n', ''), shown).not.toMatch(RAW_CONTROL);
      expect(run.stderr, shown).toMatch(/\(\d{1,3}(,\d{3})* characters\)|\d{3,} characters/);
    });
    // The refusal of a whole game code shows it once, by the rule.
    const deal = runs[cases.findIndex((c) => c.name === 'deal, a game code')]!;
    expect(deal.stderr).toContain(`bad game code ${echoInput(HUGE)}:`);
  });

  it('play: an unknown command of 10 MB is refused in a short message, and the transcript does not repeat it', async () => {
    const huge = 'z'.repeat(10_000_000);
    // Under the cap on a command line, an unknown command is named by the rule; over it, the line is discarded.
    const long = 'y'.repeat(MAX_COMMAND_BYTES - 1);
    const run = await cliAsync(['play', 'RU1-C-AAAAAAA', '--any-deal'], { input: `${huge}\n${long}\n${HOSTILE}\nq\n` });
    expect(run.status).toBe(0);
    expect(run.stdout.length).toBeLessThan(10_000);
    expect(run.stdout.replaceAll('\n', '')).not.toMatch(RAW_CONTROL);
    expect(run.stdout).toContain(`longer than ${MAX_COMMAND_BYTES.toLocaleString('en-US')} bytes: it was discarded`);
    expect(run.stdout).toContain(`unknown command ${echoInput(long)}`);
    expect(run.stdout).not.toContain('z'.repeat(MAX_ECHO_LENGTH));
  });
});

describe('single characters that must not reach a terminal raw', () => {
  /** C1 controls (the 8-bit CSI U+009B starts terminal commands), DEL, text-direction controls, separators. */
  const UNSAFE = ['\u009b', '\u0085', '\u007f', '\u202e', '\u2066', '\u200f', '\u2028', '\u2029'];

  it('deal, and review --save of a save that names such a code, show them escaped', async () => {
    const runs: (() => Promise<CliRun>)[] = [];
    for (const c of UNSAFE) {
      runs.push(() => cliAsync(['deal', `RU1-C-${c}2J`]));
      runs.push(() => cliAsync(['daily', `2026-12-2${c}`]));
      const save = join(folder, `save-${c.codePointAt(0)!}.json`);
      writeFileSync(save, JSON.stringify({ ...savedGame, gameCode: `RU1-C-AAA${c}AAA` }));
      runs.push(() => cliAsync(['review', '--save', save]));
    }
    const done = await runAll(runs);
    expect(done).toHaveLength(UNSAFE.length * 3);
    done.forEach((run, i) => {
      const c = UNSAFE[Math.floor(i / 3)]!;
      const shown = `U+${c.codePointAt(0)!.toString(16)}: ${run.stderr}`;
      expect(run.status, shown).toBe(2);
      expect(run.stderr.replaceAll('\n', ''), shown).not.toMatch(RAW_CONTROL);
      expect(run.stderr, shown).toContain(`\\u${c.codePointAt(0)!.toString(16).padStart(4, '0')}`);
    });
  });
});
