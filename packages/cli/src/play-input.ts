/**
 * The commands a player types in `russian-solitaire play`, one per line.
 *
 * Moves are read with the engine's move notation (`8H-5`, `QS-F`); `8H 5` and `8h f` are the
 * same moves with a space instead of the dash. A card alone is auto placed ("double tap").
 * @module
 */
import { type Card, type Move, type Result, echoInput, ok, parseShownCard } from '@russian-solitaire/engine';
import { type CliError, fail, failAs } from './errors.js';
import { readTypedMove } from './typed-move.js';

/** A command typed during a game. */
export type PlayCommand =
  | { readonly kind: 'move'; readonly move: Move }
  | { readonly kind: 'tap' | 'auto' | 'destinations'; readonly card: Card }
  | {
      readonly kind:
        'undo' | 'redo' | 'hint' | 'odds' | 'finish' | 'log' | 'review' | 'restart' | 'new' | 'quit' | 'help' | 'board';
    };

const WORDS: Readonly<Record<string, PlayCommand['kind']>> = {
  u: 'undo',
  undo: 'undo',
  r: 'redo',
  redo: 'redo',
  h: 'hint',
  hint: 'hint',
  o: 'odds',
  odds: 'odds',
  finish: 'finish',
  l: 'log',
  log: 'log',
  review: 'review',
  restart: 'restart',
  new: 'new',
  q: 'quit',
  quit: 'quit',
  exit: 'quit',
  help: 'help',
  '?': 'help',
  b: 'board',
  board: 'board',
  '': 'board',
};

const CARD_WORDS: Readonly<Record<string, 'tap' | 'auto' | 'destinations'>> = {
  t: 'tap',
  tap: 'tap',
  a: 'auto',
  auto: 'auto',
  d: 'destinations',
  dest: 'destinations',
};

/** The command words, for completion on a terminal. */
const COMMAND_WORDS: readonly string[] = [...Object.keys(WORDS), ...Object.keys(CARD_WORDS)].filter(
  (w) => w.length > 1,
);

/**
 * Completes the last word of a typed line (readline's completer): command words, and the names
 * of the cards given (the ones that can move: face up or on a foundation).
 */
export function completeWord(line: string, cards: readonly string[]): [string[], string] {
  const word = line.slice(line.lastIndexOf(' ') + 1);
  const lower = word.toLowerCase();
  const first = !line.includes(' ');
  const pool = first ? [...COMMAND_WORDS, ...cards] : [...cards];
  const hits = pool.filter((w) => w.toLowerCase().startsWith(lower));
  return [hits.length > 0 ? hits : pool, word];
}

/** Reads one typed line. */
export function parsePlayCommand(line: string): Result<PlayCommand, CliError> {
  const text = line.trim().replace(/\s+/g, ' ');
  const lower = text.toLowerCase();
  // Own entries only: a command word is never looked up on Object.prototype (`constructor`).
  const word = Object.hasOwn(WORDS, lower) ? WORDS[lower] : undefined;
  if (word !== undefined) return ok({ kind: word } as PlayCommand);
  const words = lower.split(' ');
  const cardWord = words.length === 2 && Object.hasOwn(CARD_WORDS, words[0]!) ? CARD_WORDS[words[0]!] : undefined;
  if (cardWord !== undefined) {
    const card = parseShownCard(words[1]!);
    if (!card.ok) return failAs('bad-move', card.error);
    return ok({ kind: cardWord, card: card.value });
  }
  if (words.length === 1 && !text.includes('-')) {
    const card = parseShownCard(text);
    if (card.ok) return ok({ kind: 'auto', card: card.value });
    return fail('bad-move', 'play-unknown-command', { given: echoInput(text) });
  }
  const moveText = words.length === 2 ? `${words[0]}-${words[1]}` : text;
  const move = readTypedMove(moveText);
  if (!move.ok) return failAs('bad-move', move.error);
  return ok({ kind: 'move', move: move.value });
}

/** The help shown by the `help` command during a game. */
export const PLAY_HELP = `Commands (one per line):
  8H 5  or  8H-5     move 8♥ (with the cards above it) to column 5
  8H f  or  8H-F     move 8♥ to its foundation
  t 8H               tap: send 8♥ to its foundation
  a 8H  or  8H       auto place 8♥ on the tableau (longest column first, then an empty one for a king)
  d 8H               list where 8♥ can go
  u / r              undo / redo
  h                  hint: a fair hint (it never looks at face-down cards) with its chance to win;
                     with --full-hints, the full-information hint
  o                  odds: the share of the ways the face-down cards can lie that still win
  finish             once every card is face up and the game can be won: play the winning line
  l                  the moves so far, each with the column it came from (3:8H-5; F: a take-back)
  review             once the game is won or has no legal move left: which move lost the deal,
                     the mistakes and the luck, with the face-down cards shown (see review)
  restart            the same deal again
  new                a new random deal, proved winnable (any deal with --any-deal)
  b                  show the board again
  q                  quit
Cards are written rank then suit: A 2 … 9 T J Q K (or 10) and S H D C, or as shown (10♥).
`;
