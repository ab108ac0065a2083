/**
 * Unbounded input in every engine entry point that names what it refuses: the message stays short
 * and printable, and shows the input by the one rule of `echoInput`.
 */
import { describe, expect, it } from 'vitest';
import { makeCard, parseCard, parseShownCard } from './card.js';
import { echoInput } from './echo.js';
import { Game } from './game.js';
import { openingPosition } from './layout.js';
import { spokenCardName, refusalMessage, suitName } from './messages.js';
import { makeMove, makePlacedMove, parseColumn, parseMove, parsePlacedMove, parsePosition } from './notation.js';
import { parseOptions } from './options.js';
import { Position } from './position.js';
import type { PositionSetup } from './setup.js';
import { readFields, readList } from './read.js';
import type { Refusal } from './refusal.js';
import { resumeGame } from './resume.js';
import { unwrap } from './unwrap.js';
import { playedGame } from './testing/saves.js';

/** A message of at most 400 characters (a sentence and one echo) with no raw control character. */
const SHORT_AND_PRINTABLE = /^[^\p{Cc}\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]{1,400}$/u;

const HUGE = 'x'.repeat(120_000);
/** A huge text of terminal commands (clear the screen) and a right-to-left override. */
const HOSTILE = '\u001b[2J\u202e'.repeat(30_000);

/** The message of a refusal (a `Result`'s error) or of a thrown error. */
function messageOf(attack: () => unknown): string {
  let outcome: unknown;
  try {
    outcome = attack();
  } catch (error) {
    expect(error).toBeInstanceOf(Error);
    return (error as Error).message;
  }
  const result = outcome as { ok?: boolean; error?: { message?: unknown } };
  expect(result.ok).toBe(false);
  expect(typeof result.error?.message).toBe('string');
  return result.error!.message as string;
}

const setup = unwrap(openingPosition(Array.from({ length: 52 }, (_, i) => i))).toSetup();
/** The setup with a column holding one value that is not a card (as outside data may). */
const withCard = (card: unknown): PositionSetup => ({
  ...setup,
  columns: [{ faceDown: [], faceUp: [card as number] }, ...setup.columns.slice(1)],
});
const save = JSON.parse(JSON.stringify(playedGame(10))) as Record<string, unknown>;

/** Every attack: a name and what it calls with the text. */
const ATTACKS: readonly (readonly [string, (text: string) => unknown])[] = [
  ['parseCard', (t) => parseCard(t)],
  ['parseShownCard', (t) => parseShownCard(t)],
  ['parseShownCard with a suit symbol', (t) => parseShownCard(`${t}♠`)],
  ['parseMove', (t) => parseMove(t)],
  ['parseMove of a card part', (t) => parseMove(`${t}-5`)],
  ['parseMove of a target', (t) => parseMove(`AS-${t}`)],
  ['parsePlacedMove', (t) => parsePlacedMove(t)],
  ['parsePlacedMove of a source', (t) => parsePlacedMove(`${t}:AS-F`)],
  ['parseColumn', (t) => parseColumn(t.slice(0, 4000))],
  ['parsePosition', (t) => parsePosition(t)],
  [
    'parsePosition of a rule set name',
    (t) => parsePosition(`${t.slice(0, 3000)} | F: - - - - | 1: - | 2: - | 3: - | 4: - | 5: - | 6: - | 7: -`),
  ],
  ['parseOptions, an unknown key', (t) => parseOptions({ [t]: 1 })],
  ['parseOptions, a text for groupLimit', (t) => parseOptions({ groupLimit: t })],
  ['parseOptions, a text for takeBack', (t) => parseOptions({ takeBack: t })],
  ['parseOptions, a text for undoDepth', (t) => parseOptions({ undoDepth: t })],
  ['readFields, a getter', (t) => readFields(Object.defineProperty({}, t, { get: () => 1, enumerable: true }))],
  [
    'readFields, a Proxy that throws',
    (t) =>
      readFields(
        new Proxy(
          {},
          {
            ownKeys() {
              throw new Error(t);
            },
          },
        ),
      ),
  ],
  [
    'readList, a Proxy that throws',
    (t) =>
      readList(
        new Proxy([], {
          get() {
            throw new Error(t);
          },
        }),
        10,
      ),
  ],
  ['Position.fromSetup, a text for a card', (t) => Position.fromSetup(withCard(t))],
  ['Game.create, an unknown init field', (t) => Game.create(unwrap(Position.fromSetup(setup)), { [t]: 1 })],
  ['resumeGame, an unknown field', (t) => resumeGame({ ...save, [t]: 1 })],
  ['resumeGame, an unknown init field', (t) => resumeGame(save, { [t]: 1 })],
  ['resumeGame, a code', (t) => resumeGame({ ...save, gameCode: t })],
  [
    'resumeGame, a startOf that throws',
    (t) =>
      resumeGame(save, {
        startOf: () => {
          throw new Error(t);
        },
      }),
  ],
  ['resumeGame, a text', (t) => resumeGame(t)],
  ['makeCard', (t) => makeCard(t as never)],
  ['makeCard shown', (t) => makeCard(t as never, 'shown')],
  ['makeMove', (t) => makeMove(t as never)],
  ['makeMove of a card', (t) => makeMove({ card: t, to: 1 } as never)],
  ['makePlacedMove of a source', (t) => makePlacedMove({ move: { card: 0, to: 1 }, from: t } as never)],
  ['spokenCardName', (t) => spokenCardName(t as never)],
  ['suitName', (t) => suitName(t as never)],
  ['refusalMessage of a code', (t) => refusalMessage({ code: t, move: { card: 0, to: 1 } } as unknown as Refusal)],
];

describe('unbounded input in the engine’s messages', () => {
  it.each(ATTACKS)('%s: a short, printable message', (_name, attack) => {
    for (const text of [HUGE, HOSTILE]) expect(messageOf(() => attack(text))).toMatch(SHORT_AND_PRINTABLE);
  });

  it('shows the offending text by the one rule, where a message repeats it', () => {
    for (const [message, shown] of [
      [messageOf(() => parseCard(HUGE)), HUGE],
      [messageOf(() => parseMove(`${HUGE}-5`)), `${HUGE}-5`],
      [messageOf(() => parseOptions({ [HUGE]: 1 })), HUGE],
      [messageOf(() => parseOptions({ groupLimit: HOSTILE })), HOSTILE],
      [messageOf(() => resumeGame({ ...save, [HUGE]: 1 })), HUGE],
      [messageOf(() => Position.fromSetup(withCard(HUGE))), HUGE],
      [messageOf(() => makeMove(HUGE as never)), HUGE],
    ] as const) {
      expect(message).toContain(echoInput(shown));
    }
    expect(echoInput(HUGE)).toContain('(120,000 characters)');
  });
});
