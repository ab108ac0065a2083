/**
 * What a player can see: the visible part of a position, its unseen cards, and determinizations
 * (the unseen cards dealt into the face-down slots in some arrangement).
 *
 * The *visible part* of a position is its rule set and house options, for every column how many
 * cards lie face down and its face-up cards in order, and the foundations. The *unseen cards* are
 * every card neither face up nor on a foundation: exactly the cards lying face down, though which
 * one lies where is not seen. Anything offered to a player as fair advice must be a function of
 * the visible part alone. The functions here make that easy to hold to: {@link visibleHash}
 * and {@link sameVisiblePart} read only the visible part, and {@link determinize} and
 * {@link dealArrangement} overwrite the face-down cards starting from the unseen cards in deck
 * order, so what lay face down before never shows through.
 *
 * A card a player saw and then turned face down again by an undo is unseen again here: the
 * visible part has no memory.
 * @module
 */
import { type Card, DECK_SIZE, SUIT_COUNT } from './card.js';
import { echoInput } from './echo.js';
import type { GameOptions } from './options.js';
import { COLUMN_STRIDE, ON_FOUNDATION, type Position, isPosition } from './position.js';
import { type RuleSet, sameRuleSet } from './rules.js';

/** What a player sees of one column. */
export interface VisibleColumn {
  /** How many cards lie face down at the bottom. */
  readonly faceDownCount: number;
  /** The face-up cards, from the one resting on the face-down cards to the top card. */
  readonly faceUp: readonly Card[];
}

/** The visible part of a position (see the module comment). */
export interface VisiblePart {
  /** The building rule. */
  readonly ruleSet: RuleSet;
  /** The house options. */
  readonly options: GameOptions;
  /** The columns, left to right. */
  readonly columns: readonly VisibleColumn[];
  /** How many cards each foundation holds, in the suit order ♠ ♥ ♦ ♣. */
  readonly foundations: readonly number[];
}

/** The visible part of a position, as plain data. */
export function visiblePart(position: Position): VisiblePart {
  const columns: VisibleColumn[] = [];
  for (let c = 0; c < position.columnCount; c++) {
    const start = c * COLUMN_STRIDE;
    const down = position.faceDown[c]!;
    columns.push({
      faceDownCount: down,
      faceUp: Array.from(position.cards.subarray(start + down, start + position.length[c]!)),
    });
  }
  return {
    ruleSet: position.ruleSet,
    options: position.options,
    columns,
    foundations: Array.from(position.foundation),
  };
}

/**
 * Whether two positions have the same visible part (what lies face down is not compared): the same
 * rules ({@link sameRuleSet}), house options, face-down counts, face-up cards and foundations,
 * whichever build of the engine made them. Anything that is not a position has none.
 */
export function sameVisiblePart(a: Position, b: Position): boolean {
  if (!isPosition(a) || !isPosition(b)) return false;
  const x = a.options;
  const y = b.options;
  if (!sameRuleSet(a.rules.ruleSet, b.rules.ruleSet)) return false;
  if (x.groupLimit !== y.groupLimit || x.takeBack !== y.takeBack || x.undoDepth !== y.undoDepth) return false;
  for (let s = 0; s < SUIT_COUNT; s++) if (a.foundation[s] !== b.foundation[s]) return false;
  for (let c = 0; c < a.columnCount; c++) {
    const n = a.length[c]!;
    const down = a.faceDown[c]!;
    if (n !== b.length[c] || down !== b.faceDown[c]) return false;
    for (let i = c * COLUMN_STRIDE + down, end = c * COLUMN_STRIDE + n; i < end; i++) {
      if (a.cards[i] !== b.cards[i]) return false;
    }
  }
  return true;
}

/**
 * A 32-bit hash of the visible part (FNV-1a over the rule set's id, the options, each column's
 * face-down count and face-up cards, and the foundations): the same for every position with the
 * same visible part, whatever lies face down. Fair advice uses it as its default random seed, so
 * that its answer is a function of what the player sees.
 */
export function visibleHash(position: Position): number {
  let h = 0x811c9dc5;
  const mix = (byte: number): void => {
    h = Math.imul(h ^ (byte & 0xff), 0x01000193);
  };
  const { id } = position.ruleSet;
  for (let i = 0; i < id.length; i++) {
    const unit = id.charCodeAt(i);
    mix(unit);
    mix(unit >> 8);
  }
  const { groupLimit, takeBack, undoDepth } = position.options;
  mix(groupLimit ?? 0);
  mix(takeBack ? 1 : 0);
  for (let shift = 0; shift < 32; shift += 8) mix(undoDepth >>> shift);
  for (let s = 0; s < SUIT_COUNT; s++) mix(position.foundation[s]!);
  for (let c = 0; c < position.columnCount; c++) {
    const n = position.length[c]!;
    const down = position.faceDown[c]!;
    mix(down);
    mix(n - down);
    for (let i = c * COLUMN_STRIDE + down, end = c * COLUMN_STRIDE + n; i < end; i++) mix(position.cards[i]!);
  }
  return h >>> 0;
}

/** The character of a count or a card (0 to 63) in a {@link visibleKey}: printable ASCII from `0`. */
function keyChar(n: number): string {
  return String.fromCharCode(48 + n);
}

/**
 * The visible part of a position as a text key that does not depend on the order of the columns:
 * the foundations, then every column (its face-down count and its face-up cards, bottom first) in
 * sorted order. Two positions under the same rules and house options (which the key leaves out)
 * get the same key exactly when their visible parts are the same up to the order of the columns;
 * it is exact, not a hash. Within a game and between two turned cards, the face-down cards under
 * each column's face-up cards do not change, so there the key tells positions apart up to the
 * order of the columns as well (see `Game.pathSinceTurn`).
 */
export function visibleKey(position: Position): string {
  const columns: string[] = [];
  for (let c = 0; c < position.columnCount; c++) {
    const down = position.faceDown[c]!;
    let text = keyChar(down);
    for (let i = c * COLUMN_STRIDE + down, end = c * COLUMN_STRIDE + position.length[c]!; i < end; i++)
      text += keyChar(position.cards[i]!);
    columns.push(text);
  }
  columns.sort();
  let key = '';
  for (let s = 0; s < SUIT_COUNT; s++) key += keyChar(position.foundation[s]!);
  return `${key}/${columns.join('/')}`;
}

/** The unseen cards of a position (every card neither face up nor on a foundation), in deck order. */
export function unseenCards(position: Position): Card[] {
  const out: Card[] = [];
  for (let card = 0; card < DECK_SIZE; card++) if (isUnseen(position, card)) out.push(card);
  return out;
}

function isUnseen(position: Position, card: Card): boolean {
  const p = position.place[card]!;
  return p !== ON_FOUNDATION && position.slot[card]! < position.faceDown[p]!;
}

/**
 * The number of arrangements of the unseen cards in the face-down slots: k! for k cards face
 * down (1 when none is). A float: 21! is far above 2^53.
 */
export function arrangementCount(position: Position): number {
  let n = 1;
  for (let k = position.faceDownCount; k > 1; k--) n *= k;
  return n;
}

const scratch = /* @__PURE__ */ new Uint8Array(DECK_SIZE);

/** Writes the unseen cards, in deck order, into `scratch` and returns how many there are. */
function collectUnseen(position: Position): number {
  let k = 0;
  for (let card = 0; card < DECK_SIZE; card++) if (isUnseen(position, card)) scratch[k++] = card;
  return k;
}

/**
 * A random determinization, in place: deals the unseen cards into the face-down slots in an
 * arrangement drawn uniformly by `random(bound)`, which must return an integer from 0 to
 * `bound − 1`. The result depends only on the visible part and on what `random` returns: the
 * arrangement that lay face down before is not used. Allocates nothing.
 */
export function determinize(position: Position, random: (bound: number) => number): void {
  const k = collectUnseen(position);
  for (let i = k - 1; i > 0; i--) {
    const j = random(i + 1);
    const t = scratch[i]!;
    scratch[i] = scratch[j]!;
    scratch[j] = t;
  }
  position.dealFaceDown(scratch.subarray(0, k));
}

/**
 * Deals arrangement number `index` (from 0 to {@link arrangementCount} − 1, which must be below
 * 2^53) of the unseen cards into the face-down slots, in place: for enumerating every
 * arrangement of a position with few cards face down. Arrangement 0 deals the unseen cards in deck
 * order, slot by slot (columns left to right, each bottom first); the others follow in the
 * lexicographic order of those permutations. Like {@link determinize}, it reads only the
 * visible part. Any other index is refused with a `RangeError`, and a value that is no position
 * with a `TypeError`, the position unchanged.
 */
export function dealArrangement(position: Position, index: number): void {
  if (!isPosition(position)) throw new TypeError(`${echoInput(position)} is not a position`);
  // Checked first: an index past the last arrangement would make the rotation below run for ever.
  const count = Math.min(arrangementCount(position), 2 ** 53);
  if (!Number.isSafeInteger(index) || index < 0 || index >= count)
    throw new RangeError(`${echoInput(index)} is not an arrangement's number: a whole number from 0 to ${count - 1}`);
  const k = collectUnseen(position);
  let rest = index;
  let radix = 1;
  for (let n = 2; n < k; n++) radix *= n; // (k − 1)!
  for (let i = 0; i < k - 1; i++) {
    const pick = Math.floor(rest / radix);
    rest -= pick * radix;
    radix /= k - 1 - i;
    // Rotate the picked card to slot i, keeping the others in order (lexicographic permutations).
    const card = scratch[i + pick]!;
    for (let j = i + pick; j > i; j--) scratch[j] = scratch[j - 1]!;
    scratch[i] = card;
  }
  position.dealFaceDown(scratch.subarray(0, k));
}
