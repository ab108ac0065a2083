/**
 * Unbounded input in every solver entry point that names what it refuses: the message stays short
 * and printable, and shows the input by the engine's one rule (`echoInput`).
 */
import { openingPositionOfCode } from '@russian-solitaire/dealer';
import { echoInput, unwrap } from '@russian-solitaire/engine';
import { describe, expect, it } from 'vitest';
import { fairHint } from './fair-hint.js';
import { hint } from './hint.js';
import { winOdds } from './odds.js';
import { parseSolveOptions } from './options.js';
import { solve } from './solve.js';
import { reviewGame } from './review.js';
import { randomWinnableCode } from './winnable.js';
import { type WorkerResponse, createWorkerHandler } from './worker.js';

/** A message of at most 400 characters (a sentence and one echo) with no raw control character. */
const SHORT_AND_PRINTABLE = /^[^\p{Cc}\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]{1,400}$/u;

const HUGE = 'x'.repeat(120_000);
const HOSTILE = '\u001b[2J\u202e'.repeat(30_000);

const position = unwrap(openingPositionOfCode('RU1-C-AAAAAAA'));

function messageOf(result: { ok: boolean; error?: { message?: unknown } }): string {
  expect(result.ok).toBe(false);
  expect(typeof result.error?.message).toBe('string');
  return result.error!.message as string;
}

/** Every solver option (the fields of the options resolved from none), each given the text. */
const SOLVE_OPTIONS = Object.keys(unwrap(parseSolveOptions()));
/** Every option of fair advice besides the solver's. */
const FAIR_OPTIONS = ['samples', 'sampleBudget', 'seed', 'onProgress', 'path'];

const ATTACKS: readonly (readonly [string, (text: string) => { ok: boolean; error?: { message?: unknown } }])[] = [
  ['solve, an unknown option', (t) => solve(position, { [t]: 1 })],
  ...SOLVE_OPTIONS.map((key) => [`solve, a text for ${key}`, (t: string) => solve(position, { [key]: t })] as const),
  ['hint, an unknown option', (t) => hint(position, { [t]: 1 })],
  ['fairHint, an unknown option', (t) => fairHint(position, { [t]: 1 })],
  ...FAIR_OPTIONS.map(
    (key) => [`fairHint, a text for ${key}`, (t: string) => fairHint(position, { [key]: t })] as const,
  ),
  ['fairHint, a path of the text', (t) => fairHint(position, { path: [t] })],
  ['fairHint, a path holding the text and a number', (t) => fairHint(position, { path: [t, 1] as never })],
  ['winOdds, an unknown option', (t) => winOdds(position, { [t]: 1 })],
  ['randomWinnableCode, a rule', (t) => randomWinnableCode({ rule: t as never })],
  ['randomWinnableCode, a budget', (t) => randomWinnableCode({ budget: t as never })],
  ['randomWinnableCode, draws', (t) => randomWinnableCode({ maxDraws: t as never })],
  ['randomWinnableCode, an unknown house option', (t) => randomWinnableCode({ options: { [t]: 1 } })],
  ['reviewGame, an unknown option', (t) => reviewGame('RU1-C-AAAAAAA', { [t]: 1 })],
  [
    'reviewGame, a solve budget',
    (t) => reviewGame({ gameCode: 'RU1-C-AAAAAAA', moves: [] }, { solveBudget: t } as never),
  ],
  ['reviewGame, an unknown field', (t) => reviewGame({ gameCode: 'RU1-C-AAAAAAA', moves: [], [t]: 1 })],
  ['reviewGame, a code', (t) => reviewGame({ gameCode: t, moves: [] })],
  ['reviewGame, a move', (t) => reviewGame({ gameCode: 'RU1-C-AAAAAAA', moves: [t] })],
  ['reviewGame, a save', (t) => reviewGame(t)],
  [
    'the worker, an unknown message type',
    (t) => {
      const replies: WorkerResponse[] = [];
      createWorkerHandler((reply) => replies.push(reply))({ type: t, id: 1 });
      expect(replies).toHaveLength(1);
      const reply = replies[0]!;
      return reply.type === 'error' ? { ok: false, error: reply.error } : { ok: true };
    },
  ],
];

describe('unbounded input in the solver’s messages', () => {
  it.each(ATTACKS)('%s: a short, printable message', (_name, attack) => {
    for (const text of [HUGE, HOSTILE]) expect(messageOf(attack(text))).toMatch(SHORT_AND_PRINTABLE);
  });

  it('names the offending option and value by the one rule', () => {
    expect(SOLVE_OPTIONS).toHaveLength(9);
    expect(messageOf(solve(position, { [HUGE]: 1 }))).toContain(echoInput(HUGE));
    expect(messageOf(solve(position, { budget: HOSTILE } as never))).toContain(echoInput(HOSTILE));
    expect(messageOf(fairHint(position, { samples: -1 }))).toContain('not -1');
    expect(messageOf(fairHint(position, { strategy: HUGE } as never))).toContain(echoInput(HUGE));
  });
});
