/**
 * Positions: the mutable core that move generation and search run on.
 *
 * A {@link Position} keeps the tableau in typed arrays and plays and undoes moves in place without
 * allocating, so a solver can search millions of positions with it. Use `clone()` to branch.
 * A {@link PositionSetup} is the same position as plain data: what parsers produce and what
 * `Position.fromSetup` validates ("parse, then validate").
 * @module
 */
import {
  type Card,
  DECK_SIZE,
  RANK_COUNT,
  type Rank,
  SUIT_COUNT,
  type Suit,
  cardOf,
  isCard,
  makeCard,
  unsafeSuitOf,
} from './card.js';
import {
  type Column,
  FOUNDATION_TARGET,
  type Move,
  type MoveCode,
  type Source,
  MOVE_CODE_BITS,
  decodeMove,
  moveCard,
  moveTarget,
  packMove,
} from './move.js';
import { brand, isBrandedInstance } from './brand.js';
import type { ReadonlyBytes } from './bytes.js';
import { echoInput } from './echo.js';
import { POSITION_ERRORS } from './errors-en.js';
import { type GameOptions, DEFAULT_OPTIONS, parseOptions } from './options.js';
import { type Problem, problemMaker } from './problem.js';
import { readFields, readList, readOptionalFields } from './read.js';
import { type Result, err, ok } from './result.js';
import { setupRuleSet } from './presets.js';
import { type ColumnSetup, type PositionSetup, setupText } from './setup.js';
import {
  type CompiledRuleSet,
  EMPTY_TAKES_ANY,
  EMPTY_TAKES_KING,
  MAX_BUILDERS,
  type RuleSet,
  compileRuleSet,
  sameRuleSet,
} from './rules.js';

/** Codes of the ways a position setup can be impossible. */
export const POSITION_ERROR_CODES = [
  'bad-rule-set',
  'bad-options',
  'wrong-column-count',
  'wrong-foundation-count',
  'bad-foundation',
  'not-a-card',
  'duplicate-card',
  'missing-card',
  'face-down-on-top',
] as const;
/** A code from {@link POSITION_ERROR_CODES}. */
export type PositionErrorCode = (typeof POSITION_ERROR_CODES)[number];

/** Why a position setup was refused: what kind of problem, and what was wrong where. */
export type PositionError = Problem<PositionErrorCode>;

/** Makes the errors of positions that cannot be. */
export const positionProblem = /* @__PURE__ */ problemMaker(POSITION_ERRORS);

/** The place number that stands for "on a foundation" in `Position.place` (above every column). */
export const ON_FOUNDATION = 15;

/**
 * The stride of `Position.cards`: the `i`-th card from the bottom of column `c` is
 * `cards[c * COLUMN_STRIDE + i]` (each column has room for the whole deck).
 */
export const COLUMN_STRIDE = DECK_SIZE;

/**
 * A record of a played move, returned by {@link Position.play} and taken by {@link Position.undo}:
 * the move code, the place the card came from, and whether a card was turned face up. Treat it as
 * opaque; its layout is the engine's encoding, read by the other packages of the toolkit with the
 * `undoRecord…` functions of `@russian-solitaire/engine/internal`.
 */
export type UndoRecord = number;

const MOVE_CODE_MASK = (1 << MOVE_CODE_BITS) - 1;
const SOURCE_SHIFT = MOVE_CODE_BITS;
const SOURCE_BITS = 4;
const SOURCE_MASK = (1 << SOURCE_BITS) - 1;
const TURNED_BIT = 1 << (MOVE_CODE_BITS + SOURCE_BITS);

function makeUndoRecord(code: MoveCode, from: number, turned: boolean): UndoRecord {
  return code | (from << SOURCE_SHIFT) | (turned ? TURNED_BIT : 0);
}

/** The move of an {@link UndoRecord}. */
export function undoRecordMove(record: UndoRecord): MoveCode {
  return record & MOVE_CODE_MASK;
}
/** The card the move of an {@link UndoRecord} picked. */
export function undoRecordCard(record: UndoRecord): Card {
  return moveCard(record);
}
/** The target of the move of an {@link UndoRecord}: 0 to 9 for a column, `FOUNDATION_TARGET`. */
export function undoRecordTarget(record: UndoRecord): number {
  return moveTarget(record);
}
/** The source of an {@link UndoRecord}: 0 to 9 for a column, `ON_FOUNDATION` for a foundation. */
export function undoRecordSource(record: UndoRecord): number {
  return (record >> SOURCE_SHIFT) & SOURCE_MASK;
}
/** Whether the move of an {@link UndoRecord} turned a card face up. */
export function undoRecordTurned(record: UndoRecord): boolean {
  return (record & TURNED_BIT) !== 0;
}

/** A copy of a {@link ColumnSetup} read from outside data (two lists; their cards are checked apart), or `null`. */
function readColumn(value: unknown): { faceDown: unknown[]; faceUp: unknown[] } | null {
  const fields = readFields(value);
  if (!fields.ok) return null;
  const faceDown = readList(fields.value.faceDown, DECK_SIZE);
  const faceUp = readList(fields.value.faceUp, DECK_SIZE);
  return faceDown.ok && faceUp.ok ? { faceDown: faceDown.value, faceUp: faceUp.value } : null;
}

/** A position as the engine writes it: its counts are read only to everyone else. */
type Writable = Omit<Position, 'length' | 'faceDown' | 'foundation'> & {
  readonly length: Uint8Array;
  readonly faceDown: Uint8Array;
  readonly foundation: Uint8Array;
};
/** The counts of a position, for the engine to write (a type cast only: V8 inlines it). */
function writable(position: Position): Writable {
  return position as unknown as Writable;
}

/**
 * The members of a {@link Position} in the engine's encoding, tagged internal there and so left
 * out of the main entry's published declarations. The `internal` entry declares them again on
 * `Position` (scripts/internal-types.mjs, after the build), for the toolkit's own packages.
 */
export interface PositionEncoding {
  /** The building rule, compiled into lookup tables (`compileRuleSet`). */
  readonly rules: CompiledRuleSet;
  /** `cards[column * COLUMN_STRIDE + i]` is the `i`-th card of a column from the bottom. */
  readonly cards: Uint8Array;
  /** Where each card is: its column (0 to 6) or `ON_FOUNDATION`. */
  readonly place: Uint8Array;
  /** Each card's index in its column from the bottom (meaningless on a foundation). */
  readonly slot: Uint8Array;
}

/**
 * The brand of every position: the ESM and the CommonJS builds of the engine (and two copies of it
 * in one application) share it, where the class alone would tell them apart (see brand.ts).
 */
const POSITION_BRAND = /* @__PURE__ */ brand('@russian-solitaire/engine/Position');

/**
 * A position: the columns of its rule set's layout (seven in Russian Solitaire), four foundations,
 * the rule set and the house options that decide which moves are legal.
 *
 * The arrays are public for fast reading (search, rendering); change a position only through
 * {@link Position.play} and {@link Position.undo}. The counts (`length`, `faceDown`,
 * `foundation`) are plain numbers per column or suit; the arrays marked internal (`cards`,
 * `place`, `slot`, and the compiled `rules`) are laid out in the engine's encoding, which carries
 * no compatibility promise: read a position through {@link Position.column}, {@link Position.top},
 * {@link Position.source} and {@link Position.isFaceUp} instead.
 */
export class Position {
  /**
   * The building rule, compiled into lookup tables (`compileRuleSet`).
   * @internal
   */
  readonly rules: CompiledRuleSet;
  /** The house options (group limit, take-back) that limit the legal moves. */
  readonly options: GameOptions;
  /** The group limit as a number (52 when there is none). */
  readonly groupLimit: number;
  /**
   * `cards[column * COLUMN_STRIDE + i]` is the `i`-th card of a column from the bottom.
   * @internal
   */
  readonly cards: Uint8Array;
  /** The number of cards in each column. */
  readonly length: ReadonlyBytes;
  /** The number of face-down cards at the bottom of each column. */
  readonly faceDown: ReadonlyBytes;
  /** The number of cards on each foundation, in suit order. */
  readonly foundation: ReadonlyBytes;
  /**
   * Where each card is: its column (0 to 9) or `ON_FOUNDATION`.
   * @internal
   */
  readonly place: Uint8Array;
  /**
   * Each card's index in its column from the bottom (meaningless on a foundation).
   * @internal
   */
  readonly slot: Uint8Array;
  /** The number of cards on the foundations (read it as {@link Position.home}). */
  private homeCount: number;

  /**
   * `value instanceof Position` is {@link isPosition}: true for a position made by either build of
   * the engine (ES module or CommonJS), which every function of the engine accepts alike.
   */
  static [Symbol.hasInstance](value: unknown): boolean {
    return isBrandedInstance(this, Position, POSITION_BRAND, value);
  }

  /** What only a position made by this class has (see brand.ts). */
  #made(): void {}

  /** Whether a value is a position made by this class (of this build): the check it registers for its brand. */
  static #isMade(value: object): boolean {
    return #made in value;
  }

  private constructor(rules: CompiledRuleSet, options: GameOptions, source?: Position) {
    POSITION_BRAND.register(Position.#isMade);
    this.rules = rules;
    this.options = options;
    this.groupLimit = options.groupLimit ?? DECK_SIZE;
    if (source) {
      this.cards = source.cards.slice();
      this.length = source.length.slice();
      this.faceDown = source.faceDown.slice();
      this.foundation = source.foundation.slice();
      this.place = source.place.slice();
      this.slot = source.slot.slice();
      this.homeCount = source.homeCount;
    } else {
      this.cards = new Uint8Array(rules.columnCount * COLUMN_STRIDE);
      this.length = new Uint8Array(rules.columnCount);
      this.faceDown = new Uint8Array(rules.columnCount);
      this.foundation = new Uint8Array(SUIT_COUNT);
      this.place = new Uint8Array(DECK_SIZE);
      this.slot = new Uint8Array(DECK_SIZE);
      this.homeCount = 0;
    }
  }

  /** The number of cards on the foundations, 0 to 52 (read only: it changes with the moves played). */
  get home(): number {
    return this.homeCount;
  }

  /** The number of columns: that of the rule set's layout (7 in Russian Solitaire, 4 to 10 in all). */
  get columnCount(): number {
    return this.length.length;
  }

  /**
   * Validates a setup and builds the position: a rule set made by `defineRuleSet` or a preset (a
   * record of all a preset's fields, such as a copy that crossed a worker's message channel, is
   * that preset; any other record is refused with `bad-rule-set`: define it first), as many columns
   * as its layout has, exactly 52 cards each once, foundations of 0 to 13 cards, and a face-up card
   * on top of any face-down card. Options are given in part or in full.
   */
  static fromSetup(
    setup: PositionSetup,
    options: Partial<GameOptions> = DEFAULT_OPTIONS,
  ): Result<Position, PositionError> {
    const read = readFields(setup);
    if (!read.ok) return err(positionProblem('bad-rule-set', 'setup-unreadable', {}, read.error));
    const fields = read.value as Partial<Record<keyof PositionSetup, unknown>>;
    const ruleSet = setupRuleSet(fields.ruleSet);
    if (ruleSet === null) return err(positionProblem('bad-rule-set', 'setup-rule-set'));
    const parsedOptions = parseOptions(options);
    if (!parsedOptions.ok) return err(positionProblem('bad-options', 'setup-options', {}, parsedOptions.error));
    const rules = compileRuleSet(ruleSet);
    const count = rules.columnCount;
    const columns = readList(fields.columns, count);
    if (!columns.ok || columns.value.length !== count)
      return err(positionProblem('wrong-column-count', 'setup-column-count', { count }));
    const foundations = readList(fields.foundations, SUIT_COUNT);
    if (!foundations.ok || foundations.value.length !== SUIT_COUNT)
      return err(positionProblem('wrong-foundation-count', 'setup-foundation-count', { count: SUIT_COUNT }));
    const pos = new Position(rules, parsedOptions.value);
    const seen = new Uint8Array(DECK_SIZE);
    for (let s = 0; s < SUIT_COUNT; s++) {
      const n: unknown = foundations.value[s];
      if (typeof n !== 'number' || !Number.isInteger(n) || n < 0 || n > RANK_COUNT) {
        return err(positionProblem('bad-foundation', 'setup-foundation', { n: s + 1 }));
      }
      writable(pos).foundation[s] = n;
      pos.homeCount += n;
      for (let r = 0; r < n; r++) {
        const card = s * RANK_COUNT + r;
        seen[card] = 1;
        pos.place[card] = ON_FOUNDATION;
      }
    }
    for (let c = 0; c < count; c++) {
      const column = readColumn(columns.value[c]);
      if (column === null) return err(positionProblem('wrong-column-count', 'setup-column-lists', { n: c + 1 }));
      if (column.faceDown.length > 0 && column.faceUp.length === 0)
        return err(positionProblem('face-down-on-top', 'setup-face-down-on-top', { n: c + 1 }));
      let i = 0;
      for (const card of [...column.faceDown, ...column.faceUp]) {
        if (!isCard(card))
          return err(positionProblem('not-a-card', 'setup-not-a-card', { n: c + 1, given: echoInput(card) }));
        if (seen[card])
          return err(positionProblem('duplicate-card', 'setup-duplicate', { card: makeCard(card), n: c + 1 }));
        seen[card] = 1;
        pos.cards[c * COLUMN_STRIDE + i] = card;
        pos.place[card] = c;
        pos.slot[card] = i;
        i++;
      }
      writable(pos).length[c] = i;
      writable(pos).faceDown[c] = column.faceDown.length;
    }
    const missing = seen.indexOf(0);
    if (missing >= 0) return err(positionProblem('missing-card', 'setup-missing', { card: makeCard(missing) }));
    return ok(pos);
  }

  /** The position as plain data. */
  toSetup(): PositionSetup {
    const columns: ColumnSetup[] = [];
    for (let c = 0; c < this.length.length; c++) {
      const cards = this.column(c as Column);
      const down = this.faceDown[c]!;
      columns.push({ faceDown: cards.slice(0, down), faceUp: cards.slice(down) });
    }
    return { ruleSet: this.rules.ruleSet, columns, foundations: Array.from(this.foundation) };
  }

  /**
   * The position's text, as `makePosition` writes it, so that `JSON.stringify` gives the text
   * (not the typed arrays): `readPosition` reads it back, with the house options, which the text
   * does not hold.
   */
  toJSON(): string {
    return setupText(this.toSetup());
  }

  /** An independent copy, to branch a search or keep a snapshot. */
  clone(): Position {
    return new Position(this.rules, this.options, this);
  }

  /** A copy of this position under other house options (same cards). */
  withOptions(options: Partial<GameOptions>): Result<Position, PositionError> {
    const given = readOptionalFields(options);
    if (!given.ok) return err(positionProblem('bad-options', 'setup-options', {}, given.error));
    const parsed = parseOptions({ ...this.options, ...given.value });
    if (!parsed.ok) return err(positionProblem('bad-options', 'setup-options', {}, parsed.error));
    return ok(new Position(this.rules, parsed.value, this));
  }

  /** The building rule. */
  get ruleSet(): RuleSet {
    return this.rules.ruleSet;
  }

  /** The cards of a column, bottom first (a new array). */
  column(column: Column): Card[] {
    const start = column * COLUMN_STRIDE;
    return Array.from(this.cards.subarray(start, start + this.length[column]!));
  }

  /** The top card of a column, or `undefined` when it is empty. */
  top(column: Column): Card | undefined {
    const n = this.length[column]!;
    return n === 0 ? undefined : this.cards[column * COLUMN_STRIDE + n - 1];
  }

  /** The top card of a suit's foundation, or `undefined` when it is empty. */
  foundationTop(suit: Suit): Card | undefined {
    const n = this.foundation[suit]!;
    return n === 0 ? undefined : cardOf(suit, n as Rank);
  }

  /** Where a card is: its column, or `'foundation'`. */
  source(card: Card): Source {
    const p = this.place[card]!;
    return p === ON_FOUNDATION ? 'foundation' : (p as Column);
  }

  /** Whether a card is face up in a column (face-down cards and foundation cards are not). */
  isFaceUp(card: Card): boolean {
    const p = this.place[card]!;
    return p !== ON_FOUNDATION && this.slot[card]! >= this.faceDown[p]!;
  }

  /** The number of face-down cards on the tableau. */
  get faceDownCount(): number {
    let n = 0;
    for (const down of this.faceDown) n += down;
    return n;
  }

  /** Whether all 52 cards are on the foundations. */
  get isWon(): boolean {
    return this.homeCount === DECK_SIZE;
  }

  /**
   * Writes the codes of every legal move into `out` from index `start` and returns how many were
   * written. Allocates nothing; `out` needs room for the moves (`MAX_MOVES` is always enough).
   * The order is fixed: column by column, left to right; for each, a move of its top card to the
   * foundation first, then the cards that can be placed on it (on an empty column, in deck order).
   * A won position has no moves.
   */
  generateMoves(out: Uint16Array | number[], start = 0): number {
    const { builders, builderCount, emptyTakes } = this.rules;
    const { cards, length, faceDown, foundation, place, slot } = this;
    const limit = this.groupLimit;
    const takeBack = this.options.takeBack;
    const columns = length.length;
    let n = start;
    // A won game is over: no move is legal (checkMove refuses every one with game-won).
    if (this.homeCount === DECK_SIZE) return 0;
    for (let t = 0; t < columns; t++) {
      const len = length[t]!;
      if (len === 0) {
        if (emptyTakes === EMPTY_TAKES_KING) {
          for (let s = 0; s < SUIT_COUNT; s++) {
            const king = s * RANK_COUNT + RANK_COUNT - 1;
            const p = place[king]!;
            if (p === ON_FOUNDATION) {
              if (takeBack && foundation[s] === RANK_COUNT) out[n++] = packMove(king, t);
            } else if (slot[king]! >= faceDown[p]! && length[p]! - slot[king]! <= limit) {
              out[n++] = packMove(king, t);
            }
          }
        } else if (emptyTakes === EMPTY_TAKES_ANY) {
          for (let card = 0; card < DECK_SIZE; card++) {
            const p = place[card]!;
            if (p === ON_FOUNDATION) {
              const s = (card / RANK_COUNT) | 0;
              if (takeBack && foundation[s] === card - s * RANK_COUNT + 1) out[n++] = packMove(card, t);
            } else if (slot[card]! >= faceDown[p]! && length[p]! - slot[card]! <= limit) {
              out[n++] = packMove(card, t);
            }
          }
        }
        continue;
      }
      const top = cards[t * COLUMN_STRIDE + len - 1]!;
      const suit = (top / RANK_COUNT) | 0;
      if (foundation[suit] === top - suit * RANK_COUNT) out[n++] = packMove(top, FOUNDATION_TARGET);
      const k0 = top * MAX_BUILDERS;
      const k1 = k0 + builderCount[top]!;
      for (let k = k0; k < k1; k++) {
        const card = builders[k]!;
        const p = place[card]!;
        if (p === ON_FOUNDATION) {
          if (takeBack) {
            const s = (card / RANK_COUNT) | 0;
            if (foundation[s] === card - s * RANK_COUNT + 1) out[n++] = packMove(card, t);
          }
        } else if (p !== t && slot[card]! >= faceDown[p]! && length[p]! - slot[card]! <= limit) {
          out[n++] = packMove(card, t);
        }
      }
    }
    return n - start;
  }

  /** The legal moves as move objects (allocates; search should use {@link generateMoves}). */
  legalMoves(): Move[] {
    const buffer = new Uint16Array(MAX_MOVES);
    const n = this.generateMoves(buffer);
    const moves: Move[] = [];
    for (let i = 0; i < n; i++) moves.push(decodeMove(buffer[i]!));
    return moves;
  }

  /** Whether at least one legal move exists. */
  hasLegalMove(): boolean {
    return this.generateMoves(scratch) > 0;
  }

  /**
   * Plays a legal move in place and returns the record that {@link undo} takes. The move must be
   * legal (from {@link generateMoves}, or checked with `checkMove`); an illegal one corrupts the
   * position. Turns the newly exposed card of the source column face up.
   */
  play(code: MoveCode): UndoRecord {
    const card = moveCard(code);
    const target = moveTarget(code);
    const { length, faceDown, place, slot } = writable(this);
    const from = place[card]!;
    if (from === ON_FOUNDATION) {
      writable(this).foundation[unsafeSuitOf(card)]!--;
      this.homeCount--;
      this.pushCard(card, target);
      return makeUndoRecord(code, from, false);
    }
    const i = slot[card]!;
    if (target === FOUNDATION_TARGET) {
      writable(this).foundation[unsafeSuitOf(card)]!++;
      this.homeCount++;
      place[card] = ON_FOUNDATION;
      length[from] = i;
    } else {
      this.moveGroup(from, i, target);
    }
    const turned = i > 0 && faceDown[from] === i;
    if (turned) faceDown[from] = i - 1;
    return makeUndoRecord(code, from, turned);
  }

  /** Takes back the move of a record from {@link play}; moves must be undone last first. */
  undo(record: UndoRecord): void {
    const card = undoRecordCard(record);
    const target = undoRecordTarget(record);
    const from = undoRecordSource(record);
    if (from === ON_FOUNDATION) {
      writable(this).length[target]!--;
      writable(this).foundation[unsafeSuitOf(card)]!++;
      this.homeCount++;
      this.place[card] = ON_FOUNDATION;
      return;
    }
    if (undoRecordTurned(record)) writable(this).faceDown[from]!++;
    if (target === FOUNDATION_TARGET) {
      writable(this).foundation[unsafeSuitOf(card)]!--;
      this.homeCount--;
      this.pushCard(card, from);
    } else {
      this.moveGroup(target, this.slot[card]!, from);
    }
  }

  /** Puts one card on top of a column. */
  private pushCard(card: Card, column: number): void {
    const n = this.length[column]!;
    this.cards[column * COLUMN_STRIDE + n] = card;
    this.place[card] = column;
    this.slot[card] = n;
    writable(this).length[column] = n + 1;
  }

  /** Moves the cards of column `from`, from its `i`-th card up, onto column `to`. */
  private moveGroup(from: number, i: number, to: number): void {
    const { cards, length, place, slot } = writable(this);
    const src = from * COLUMN_STRIDE;
    const dst = to * COLUMN_STRIDE;
    const end = length[from]!;
    let n = length[to]!;
    for (let k = i; k < end; k++) {
      const moved = cards[src + k]!;
      cards[dst + n] = moved;
      place[moved] = to;
      slot[moved] = n;
      n++;
    }
    length[to] = n;
    length[from] = i;
  }

  /**
   * Lays `cards` into the face-down slots, in place: columns left to right, each bottom first.
   * The cards must be exactly the cards now lying face down, in any order (a new arrangement of
   * them, as `determinize` deals); otherwise nothing changes and the answer is `false`. Nothing
   * else changes either: face-up cards, foundations and the face-down counts stay as they are.
   */
  dealFaceDown(cards: ArrayLike<Card>): boolean {
    const { faceDown, place, slot } = this;
    if (cards.length !== this.faceDownCount) return false;
    let low = 0; // a bit for each card seen, cards 0 to 25 …
    let high = 0; // … and 26 to 51
    for (let k = 0; k < cards.length; k++) {
      const card = cards[k]!;
      if (!isCard(card)) return false;
      const p = place[card]!;
      if (p === ON_FOUNDATION || slot[card]! >= faceDown[p]!) return false;
      const bit = 1 << (card % 26);
      if (card < 26 ? low & bit : high & bit) return false;
      if (card < 26) low |= bit;
      else high |= bit;
    }
    let k = 0;
    for (let c = 0; c < faceDown.length; c++) {
      const base = c * COLUMN_STRIDE;
      for (let i = 0, n = faceDown[c]!; i < n; i++) {
        const card = cards[k++]!;
        this.cards[base + i] = card;
        place[card] = c;
        slot[card] = i;
      }
    }
    return true;
  }

  /**
   * Whether two positions hold the same cards in the same places, face state included, under the
   * same rules ({@link sameRuleSet}): positions made by the engine's CommonJS and ES module builds
   * compare like any others. The house options are not compared. Anything that is not a position
   * is not equal.
   */
  equals(other: Position): boolean {
    if (!isPosition(other) || !sameRuleSet(this.rules.ruleSet, other.rules.ruleSet)) return false;
    for (let s = 0; s < SUIT_COUNT; s++) if (this.foundation[s] !== other.foundation[s]) return false;
    for (let c = 0; c < this.length.length; c++) {
      const n = this.length[c]!;
      if (n !== other.length[c] || this.faceDown[c] !== other.faceDown[c]) return false;
      for (let i = c * COLUMN_STRIDE, end = i + n; i < end; i++) if (this.cards[i] !== other.cards[i]) return false;
    }
    return true;
  }
}

/**
 * Whether a value is a position made by the engine, from whichever of its builds (ESM or
 * CommonJS) or copies: the check the solver and the other packages use instead of `instanceof`.
 * Only a position its constructor made passes (see brand.ts): not a Proxy of one, not an object
 * that inherits from one or carries a brand symbol.
 */
export function isPosition(value: unknown): value is Position {
  return typeof value === 'object' && POSITION_BRAND.has(value);
}

/**
 * Room for every legal move of any position: each empty column takes at most every face-up card
 * and foundation top (52 cards in all), each other column its foundation move and 8 builders; with
 * ten columns that is at most 9 × 52 + 9 = 477.
 */
export const MAX_MOVES = 512;

const scratch = /* @__PURE__ */ new Uint16Array(MAX_MOVES);
