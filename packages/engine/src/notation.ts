/**
 * Text notation: one parser and one printer each for cards, moves and positions.
 *
 * - Card: rank letter then suit letter, `TS` (10♠), `AH` (A♥): `parseCard` and `makeCard` in
 *   `card.ts`. Input may be lower case and may write ten as `10`; output is always two upper-case letters.
 * - Move: card, dash, target: `8H-5` moves 8♥ (with the cards above it) to column 5, `QS-F` sends
 *   Q♠ to its foundation. Columns are numbered from 1 (1 to 7 in Russian Solitaire, up to 10). A
 *   take-back is written like any move to a column (`5H-2`): the card's place says where it comes from.
 * - Position: one line of fields separated by `|`: the rule set (see `rule-set-text.ts`), the
 *   foundations (each suit's top card or `-`, in the order ♠ ♥ ♦ ♣), then the columns of the rule
 *   set's layout (seven in Russian Solitaire) bottom card first, face-down cards in parentheses, an
 *   empty column as `-`: `classic | F: - - - - | 1: 8C | 2: (JD) 9S 2C 2H QH 6C | … | 7: (7H) … KS TD`.
 * @module
 */
import { type Card, SUIT_SYMBOLS, makeCard, parseCard, rankOf, suitOf } from './card.js';
import { echoInput } from './echo.js';
import { type Column, type Move, type Source, isColumn, isMove } from './move.js';
import { asciiUpperCase, ownValue } from './read.js';
import { type GameOptions, DEFAULT_OPTIONS } from './options.js';
import { Position, type PositionError, isPosition } from './position.js';
import { type ColumnSetup, type PositionSetup, setupText } from './setup.js';
import { type NotationError, notationProblem } from './notation-error.js';
import { type Result, err, ok } from './result.js';
import { parseRuleSetText } from './rule-set-text.js';
import { MAX_COLUMN_COUNT, type RuleSet } from './rules.js';

/** A column's number as text is written (1 to 10). */
const COLUMN_NUMBER = /^([1-9]|10)$/;

/** The longest text the position parser reads (a position is far shorter). */
export const MAX_NOTATION_LENGTH = 4096;

/**
 * The text of a move: `8H-5` (to column 5), `QS-F` (to the foundation).
 * @throws TypeError when `move` is not a move (see `isMove`): a printer writes only real moves.
 */
export function makeMove(move: Move): string {
  if (!isMove(move)) throw new TypeError(`${echoInput(move)} is not a move { card, to }`);
  const to = ownValue(move, 'to') as Move['to'];
  return `${makeCard(ownValue(move, 'card') as Card)}-${to === 'foundation' ? 'F' : String(to + 1)}`;
}

/** Reads a move (`8H-5`, `qs-f`, `10h - 3`), ignoring ASCII letter case and white space. */
export function parseMove(text: string): Result<Move, NotationError> {
  if (typeof text !== 'string') return err(notationProblem('bad-move', 'move-not-text', { given: echoInput(text) }));
  const t = text.trim();
  if (t.length === 0) return err(notationProblem('empty', 'move-empty'));
  if (t.length > 16) return err(notationProblem('too-long', 'move-too-long', { given: echoInput(text) }));
  const dash = t.lastIndexOf('-');
  if (dash < 0) return err(notationProblem('bad-move', 'move-bad', { given: echoInput(text) }));
  const card = parseCard(t.slice(0, dash));
  if (!card.ok) return card;
  const target = asciiUpperCase(t.slice(dash + 1).trim());
  if (target === 'F') return ok({ card: card.value, to: 'foundation' });
  if (COLUMN_NUMBER.test(target)) return ok({ card: card.value, to: (Number(target) - 1) as Column });
  return err(notationProblem('bad-target', 'move-bad-target', { given: echoInput(target), columns: MAX_COLUMN_COUNT }));
}

/** A move and the place its cards came from: what a move list shows of each move. */
export interface PlacedMove {
  /** The move. */
  readonly move: Move;
  /** Where its cards came from: a column, or the foundation for a take-back. */
  readonly from: Source;
}

function sourceText(from: Source): string {
  return from === 'foundation' ? 'F' : String(from + 1);
}

/** Why a move from `from` is no move at all (onto its own column, from a foundation to one), or `null`. */
function placedMoveProblem(from: Source, move: Move): 'placed-foundation-to-foundation' | 'placed-same-column' | null {
  if (from === move.to) return from === 'foundation' ? 'placed-foundation-to-foundation' : 'placed-same-column';
  return null;
}

/**
 * The text of a move that names where its cards came from, for move lists: `3:8H-5` (8♥ from
 * column 3 to column 5), `7:AS-F` (to the foundation), `F:AS-2` (taken back from the foundation).
 * {@link parsePlacedMove} reads it.
 * @throws TypeError when `placed` is not a move with a source it can come from.
 */
export function makePlacedMove(placed: PlacedMove): string {
  const move = ownValue(placed, 'move') as Move;
  const from = ownValue(placed, 'from') as Source;
  if (!(from === 'foundation' || isColumn(from)))
    throw new TypeError(`${echoInput(from)} is not a source: a column 0 to ${MAX_COLUMN_COUNT - 1} or "foundation"`);
  const text = makeMove(move);
  const problem = placedMoveProblem(from, move);
  if (problem)
    throw new TypeError(notationProblem('bad-move', problem, { given: `${sourceText(from)}:${text}` }).message);
  return `${sourceText(from)}:${text}`;
}

/** Reads a move that names its source (`3:8H-5`, `f:as-2`; see {@link makePlacedMove}), in any ASCII letter case. */
export function parsePlacedMove(text: string): Result<PlacedMove, NotationError> {
  if (typeof text !== 'string') return err(notationProblem('bad-move', 'move-not-text', { given: echoInput(text) }));
  const t = text.trim();
  const colon = t.indexOf(':');
  if (colon < 0) return err(notationProblem('bad-move', 'placed-no-source', { given: echoInput(text) }));
  const source = asciiUpperCase(t.slice(0, colon).trim());
  let from: Source;
  if (source === 'F') from = 'foundation';
  else if (COLUMN_NUMBER.test(source)) from = (Number(source) - 1) as Column;
  else
    return err(
      notationProblem('bad-target', 'placed-bad-source', { given: echoInput(source), columns: MAX_COLUMN_COUNT }),
    );
  const move = parseMove(t.slice(colon + 1));
  if (!move.ok) return move;
  const problem = placedMoveProblem(from, move.value);
  if (problem) return err(notationProblem('bad-move', problem, { given: echoInput(text) }));
  return ok({ move: move.value, from });
}

/** The one-line text of a position (see the module comment for the format). */
export function makePosition(position: Position | PositionSetup): string {
  return setupText(isPosition(position) ? position.toSetup() : position);
}

/** Reads the text of one column (see {@link makeColumn}): the syntax only, as {@link parsePosition}. */
export function parseColumn(text: string): Result<ColumnSetup, NotationError> {
  if (typeof text !== 'string') return err(notationProblem('bad-card', 'column-not-text', { given: echoInput(text) }));
  if (text.length > MAX_NOTATION_LENGTH)
    return err(notationProblem('too-long', 'column-too-long', { max: MAX_NOTATION_LENGTH }));
  const words = text
    .trim()
    .split(/\s+/)
    .filter((w) => w.length > 0);
  const faceDown: Card[] = [];
  const faceUp: Card[] = [];
  if (words.length === 1 && words[0] === '-') return ok({ faceDown, faceUp });
  for (const word of words) {
    const down = /^\((.*)\)$/.exec(word);
    const card = parseCard(down ? down[1]! : word);
    if (!card.ok) return err({ ...card.error, code: 'bad-card' });
    if (down) {
      if (faceUp.length > 0)
        return err(
          notationProblem('face-down-above-face-up', 'column-face-down-above', { card: makeCard(card.value) }),
        );
      faceDown.push(card.value);
    } else {
      faceUp.push(card.value);
    }
  }
  return ok({ faceDown, faceUp });
}

/**
 * Reads a position's text into a setup: the syntax only. Pass the setup to `Position.fromSetup`
 * (or use {@link readPosition}) to check that it is a possible position.
 * The rule set field names a preset or a rule set of `ruleSets` by its id (in any ASCII letter
 * case; only the own fields of `ruleSets` are read, and a `ruleSets` that is not a plain object is
 * refused with `unknown-rule-set`), or holds a whole rule set (as `makePosition` writes one that is
 * no preset), which `defineRuleSet` checks (`bad-rule-set`).
 */
export function parsePosition(
  text: string,
  ruleSets: Readonly<Record<string, RuleSet>> = {},
): Result<PositionSetup, NotationError> {
  if (typeof text !== 'string') return err(notationProblem('empty', 'position-not-text', { given: echoInput(text) }));
  if (text.length > MAX_NOTATION_LENGTH)
    return err(notationProblem('too-long', 'position-too-long', { max: MAX_NOTATION_LENGTH }));
  if (text.trim().length === 0) return err(notationProblem('empty', 'position-empty'));
  const fields = text.split('|').map((f) => f.trim());
  const ruleSet = parseRuleSetText(fields[0]!, ruleSets);
  if (!ruleSet.ok) return ruleSet;
  const count = ruleSet.value.layout.cards.length;
  if (fields.length !== count + 2) {
    const values = { fields: count + 2, columns: count, found: fields.length };
    return err(notationProblem('wrong-field-count', 'position-field-count', values));
  }
  const foundationField = /^F\s*:(.*)$/i.exec(fields[1]!);
  if (!foundationField) return err(notationProblem('bad-label', 'position-foundations-label'));
  const tops = foundationField[1]!
    .trim()
    .split(/\s+/)
    .filter((w) => w.length > 0);
  if (tops.length !== 4) return err(notationProblem('bad-foundation', 'position-foundation-count'));
  const foundations: number[] = [];
  for (let s = 0; s < 4; s++) {
    const word = tops[s]!;
    if (word === '-') {
      foundations.push(0);
      continue;
    }
    const card = parseCard(word);
    if (!card.ok) return err(notationProblem('bad-foundation', 'position-foundation-card', { n: s + 1 }, card.error));
    if (suitOf(card.value) !== s) {
      const values = { n: s + 1, suit: SUIT_SYMBOLS[s]!, card: makeCard(card.value) };
      return err(notationProblem('bad-foundation', 'position-foundation-suit', values));
    }
    foundations.push(rankOf(card.value));
  }
  const columns: ColumnSetup[] = [];
  for (let c = 0; c < count; c++) {
    const m = /^(\d+)\s*:(.*)$/.exec(fields[c + 2]!);
    if (!m || Number(m[1]) !== c + 1)
      return err(notationProblem('bad-label', 'position-column-label', { field: c + 3, column: c + 1 }));
    const column = parseColumn(m[2]!);
    if (!column.ok) return err(notationProblem(column.error.code, 'position-column', { n: c + 1 }, column.error));
    columns.push(column.value);
  }
  return ok({ ruleSet: ruleSet.value, columns, foundations });
}

/** An error from {@link readPosition}: the text did not parse, or it parsed to an impossible position. */
export type ReadPositionError = NotationError | PositionError;

/** Parses a position's text and validates it: {@link parsePosition} then `Position.fromSetup`. */
export function readPosition(
  text: string,
  options: Partial<GameOptions> = DEFAULT_OPTIONS,
  ruleSets?: Readonly<Record<string, RuleSet>>,
): Result<Position, ReadPositionError> {
  const setup = parsePosition(text, ruleSets);
  if (!setup.ok) return setup;
  return Position.fromSetup(setup.value, options);
}
