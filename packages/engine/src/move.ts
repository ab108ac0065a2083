/**
 * Moves: plain objects for applications, small integers for search.
 *
 * A move is fully described by the card picked and where it goes: the card's current place gives
 * the column it comes from (or the foundation, for a take-back), and the cards above it come along.
 * Text notation for moves (`8H-5`, `QS-F`) is in `notation.ts`.
 * @module
 */
import { type Card, isCard } from './card.js';
import { ownValue } from './read.js';
import { MAX_COLUMN_COUNT } from './rules.js';

/**
 * The number of tableau columns of the Yukon layout (Russian Solitaire, Yukon): 7. A position of
 * another layout has its own number, `Position.columnCount` (4 to `MAX_COLUMN_COUNT`).
 */
export const COLUMN_COUNT = 7;
/**
 * A tableau column, numbered from 0 on the left (shown to people from 1): 0 to 6 in the Yukon
 * layout, up to 9 in a layout of ten columns.
 */
export type Column = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;
/** The columns of the Yukon layout in order, 0 to 6. */
export const COLUMNS: readonly Column[] = /* @__PURE__ */ Object.freeze([0, 1, 2, 3, 4, 5, 6] as const);

/** Where a move sends a card: a column, or the foundation of the card's suit. */
export type Target = Column | 'foundation';
/** Where a card is taken from: a column, or (for a take-back) the foundation of its suit. */
export type Source = Column | 'foundation';

/** A move: the card picked (with every card above it) and where it goes. */
export interface Move {
  /** The card picked. */
  readonly card: Card;
  /** The column it goes to, or `'foundation'`. */
  readonly to: Target;
}

/**
 * A move packed into a small integer, as `Position.generateMoves` writes them and `Position.play`
 * takes them: move generation and search must not allocate per move. Treat it as opaque: make one
 * with {@link encodeMove} and read one with {@link decodeMove}. Its layout (the card in the low 6
 * bits, the target above them) is the engine's encoding, read by the other packages of the toolkit
 * with `moveCard` and `moveTarget` from `@russian-solitaire/engine/internal`.
 */
export type MoveCode = number;

/** The target number that stands for the foundation in a {@link MoveCode} (above every column). */
export const FOUNDATION_TARGET = 15;

/** How many bits a {@link MoveCode} takes (card and target): room for other fields above it. */
export const MOVE_CODE_BITS = 10;

const CARD_BITS = 6;
const CARD_MASK = (1 << CARD_BITS) - 1;
const TARGET_MASK = (1 << (MOVE_CODE_BITS - CARD_BITS)) - 1;

/** The code of the move of `card` to `target` (a column 0 to 9, or `FOUNDATION_TARGET`). */
export function packMove(card: Card, target: number): MoveCode {
  return card | (target << CARD_BITS);
}

/**
 * Whether a value is a column number of some layout (an integer from 0 to 9). A position may have
 * fewer columns: `checkMove` refuses a move to a column it lacks with `no-such-column`.
 */
export function isColumn(value: unknown): value is Column {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < MAX_COLUMN_COUNT;
}

/** Whether a value is a well-formed move object (it may still be illegal in a position). */
export function isMove(value: unknown): value is Move {
  if (typeof value !== 'object' || value === null) return false;
  const to = ownValue(value, 'to');
  return isCard(ownValue(value, 'card')) && (to === 'foundation' || isColumn(to));
}

/** Packs a move into a {@link MoveCode}. */
export function encodeMove(move: Move): MoveCode {
  return packMove(move.card, move.to === 'foundation' ? FOUNDATION_TARGET : move.to);
}

/** Unpacks a {@link MoveCode} into a move object. */
export function decodeMove(code: MoveCode): Move {
  const target = moveTarget(code);
  return { card: moveCard(code), to: target === FOUNDATION_TARGET ? 'foundation' : (target as Column) };
}

/** The card of a {@link MoveCode}. */
export function moveCard(code: MoveCode): Card {
  return code & CARD_MASK;
}

/** The target of a {@link MoveCode}: 0 to 9 for a column, `FOUNDATION_TARGET` for the foundation. */
export function moveTarget(code: MoveCode): number {
  return (code >> CARD_BITS) & TARGET_MASK;
}

/** Whether two moves are the same move. */
export function sameMove(a: Move, b: Move): boolean {
  return a.card === b.card && a.to === b.to;
}

/** The low bits of a {@link MoveCode} that {@link moveHashCode} keeps: the card and three bits of the target. */
const HASH_CODE_MASK = (1 << (CARD_BITS + 3)) - 1;

/**
 * A number for hashing a move (tie-breaking noise, for instance), never for decoding it: its card
 * and the low three bits of its target. For a position of at most seven columns it is the code the
 * move had while codes held seven columns and the foundation as target 7, so that what a hash
 * decided then it decides still.
 */
export function moveHashCode(code: MoveCode): number {
  return code & HASH_CODE_MASK;
}
