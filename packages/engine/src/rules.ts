/**
 * Rule sets: one game of the Yukon family, as data.
 *
 * Every game of the family shares the groups (any face-up card moves with every card above it)
 * and the foundations (one suit each, ace to king). A rule set says the rest: which card may be
 * placed on which (`suit` and `direction`), what an empty column takes (`emptyColumn`), and how
 * the deck is dealt (`layout`). The engine compiles a rule set into lookup tables, so a new game
 * of the family needs a new record (see `defineRuleSet`), not new move generation.
 * @module
 */
import { type Card, DECK_SIZE, colourOf, rankOf, suitOf } from './card.js';
import { brand } from './brand.js';

/** Which suits a tableau card may be placed on. */
export const SUIT_RULES = ['same', 'any', 'alternate-colour', 'other-suit', 'same-colour'] as const;
/**
 * `same`: only the same suit; `any`: any suit; `alternate-colour`: red on black, black on red;
 * `other-suit`: any suit but its own (Moosehide); `same-colour`: red on red, black on black (its
 * own suit too).
 */
export type SuitRule = (typeof SUIT_RULES)[number];

/** Which ranks a tableau card may be placed on. */
export const DIRECTIONS = ['down', 'up-or-down'] as const;
/** `down`: on a card one rank higher; `up-or-down`: on a card one rank higher or one rank lower. */
export type Direction = (typeof DIRECTIONS)[number];

/** What an empty column takes. */
export const EMPTY_COLUMN_RULES = ['king', 'any', 'none'] as const;
/**
 * `king`: a king, alone or with the cards above it; `any`: any face-up card with the cards above
 * it; `none`: nothing (an emptied column stays empty).
 */
export type EmptyColumnRule = (typeof EMPTY_COLUMN_RULES)[number];

/** The fewest columns a layout deals. */
export const MIN_COLUMN_COUNT = 4;
/** The most columns a layout deals. */
export const MAX_COLUMN_COUNT = 10;

/**
 * How a deck is dealt into the opening position: for each column, left to right, how many cards it
 * takes and how many of them lie face down at its bottom. Column by column, each takes its cards
 * from the deck bottom card first, face-down ones first (see `layoutDeck`).
 */
export interface RuleSetLayout {
  /** The cards each column is dealt (at least one each, 52 in all). */
  readonly cards: readonly number[];
  /** How many of a column's cards lie face down (fewer than its cards: the top card is face up). */
  readonly faceDown: readonly number[];
}

/** The cards dealt to the columns of the Yukon layout: 1, 6, 7, 8, 9, 10, 11. */
export const COLUMN_SIZES: readonly number[] = /* @__PURE__ */ Object.freeze([1, 6, 7, 8, 9, 10, 11]);
/** The face-down cards of the columns of the Yukon layout: 0, 1, 2, 3, 4, 5, 6. */
export const FACE_DOWN_SIZES: readonly number[] = /* @__PURE__ */ Object.freeze([0, 1, 2, 3, 4, 5, 6]);

/**
 * The Yukon layout of Russian Solitaire, Yukon and most of the family: seven columns of 1, 6, 7,
 * 8, 9, 10 and 11 cards, of which 0, 1, 2, 3, 4, 5 and 6 face down (21 face down, 31 face up).
 */
export const YUKON_LAYOUT: RuleSetLayout = /* @__PURE__ */ Object.freeze({
  cards: COLUMN_SIZES,
  faceDown: FACE_DOWN_SIZES,
});

/**
 * A rule set: one game of the Yukon family, as deeply frozen plain data. Make one with
 * `defineRuleSet` (or take a preset such as `classic`), so that every rule set the engine plays by
 * has been checked and cannot change. A record of the same fields (from a file, a worker message,
 * an object literal) is a spec: `Position.fromSetup` and `openingPosition` define it on the way.
 */
export interface RuleSet {
  /** A short stable identifier, used in position text and saved games. */
  readonly id: string;
  /** The name shown to players in English. */
  readonly name: string;
  /** Which suits a card may be placed on. */
  readonly suit: SuitRule;
  /** Which ranks a card may be placed on. */
  readonly direction: Direction;
  /** What an empty column takes. */
  readonly emptyColumn: EmptyColumnRule;
  /** How the deck is dealt: the number of columns, and the cards and face-down cards of each. */
  readonly layout: RuleSetLayout;
}

/** Whether the suit rule lets `card` go on `target` (ranks not considered). */
export function suitsMatch(ruleSet: RuleSet, card: Card, target: Card): boolean {
  switch (ruleSet.suit) {
    case 'same':
      return suitOf(card) === suitOf(target);
    case 'any':
      return true;
    case 'alternate-colour':
      return colourOf(card) !== colourOf(target);
    case 'other-suit':
      return suitOf(card) !== suitOf(target);
    case 'same-colour':
      return colourOf(card) === colourOf(target);
  }
}

/** Whether the rank rule lets `card` go on `target` (suits not considered). */
export function ranksMatch(ruleSet: RuleSet, card: Card, target: Card): boolean {
  const diff = rankOf(target) - rankOf(card);
  return diff === 1 || (ruleSet.direction === 'up-or-down' && diff === -1);
}

/** Whether the building rule lets `card` (with any cards above it) go on the column top `target`. */
export function canBuild(ruleSet: RuleSet, card: Card, target: Card): boolean {
  return suitsMatch(ruleSet, card, target) && ranksMatch(ruleSet, card, target);
}

/** The empty-column rules as the compiled table numbers them: {@link EMPTY_COLUMN_RULES}' order. */
export const EMPTY_TAKES_KING = 0;
/** An empty column takes any face-up card (`emptyColumn: 'any'`). */
export const EMPTY_TAKES_ANY = 1;

/**
 * A rule set compiled for move generation and search: for each card, the cards that may be placed
 * on it and the cards it may be placed on, and the facts about the rule that search arguments
 * depend on. Computed once per rule set object and cached.
 */
export interface CompiledRuleSet {
  /** The rule set compiled. */
  readonly ruleSet: RuleSet;
  /** `builders[top * MAX_BUILDERS + k]` for `k < builderCount[top]`: the cards that may go on `top`. */
  readonly builders: Uint8Array;
  /** How many cards may go on each top card (0 to 8: any suit, one rank up or down). */
  readonly builderCount: Uint8Array;
  /**
   * The reverse of {@link CompiledRuleSet.builders}: `targets[card * MAX_BUILDERS + k]` for
   * `k < targetCount[card]` are the cards `card` may be placed on, in deck order.
   */
  readonly targets: Uint8Array;
  /** How many cards each card may be placed on (0 to 8). */
  readonly targetCount: Uint8Array;
  /**
   * Whether a card may go only on the next higher card of its own suit (same suit, building down,
   * as in classic): then exactly one card builds on each card, and one card is each card's target.
   */
  readonly buildsDownInSuit: boolean;
  /**
   * What an empty column takes, as an index into {@link EMPTY_COLUMN_RULES}: {@link EMPTY_TAKES_KING},
   * {@link EMPTY_TAKES_ANY}, or 2 for nothing.
   */
  readonly emptyTakes: number;
  /** The number of columns. */
  readonly columnCount: number;
}

/** The most cards a building rule can let go on one card: four suits, one rank up or down. */
export const MAX_BUILDERS = 8;

const compiled = /* @__PURE__ */ new WeakMap<RuleSet, CompiledRuleSet>();

/** Compiles a rule set into its lookup tables (cached per rule set object). */
export function compileRuleSet(ruleSet: RuleSet): CompiledRuleSet {
  let table = compiled.get(ruleSet);
  if (table) return table;
  const builders = new Uint8Array(DECK_SIZE * MAX_BUILDERS);
  const builderCount = new Uint8Array(DECK_SIZE);
  const targets = new Uint8Array(DECK_SIZE * MAX_BUILDERS);
  const targetCount = new Uint8Array(DECK_SIZE);
  for (let top = 0; top < DECK_SIZE; top++) {
    for (let card = 0; card < DECK_SIZE; card++) {
      if (card === top || !canBuild(ruleSet, card, top)) continue;
      builders[top * MAX_BUILDERS + builderCount[top]!++] = card;
    }
  }
  for (let card = 0; card < DECK_SIZE; card++) {
    for (let top = 0; top < DECK_SIZE; top++) {
      if (top === card || !canBuild(ruleSet, card, top)) continue;
      targets[card * MAX_BUILDERS + targetCount[card]!++] = top;
    }
  }
  const buildsDownInSuit = ruleSet.suit === 'same' && ruleSet.direction === 'down';
  const emptyTakes = EMPTY_COLUMN_RULES.indexOf(ruleSet.emptyColumn);
  const columnCount = ruleSet.layout.cards.length;
  table = { ruleSet, builders, builderCount, targets, targetCount, buildsDownInSuit, emptyTakes, columnCount };
  compiled.set(ruleSet, table);
  return table;
}

/** The rule sets of this build that `defineRuleSet` made (and the presets). */
const defined = /* @__PURE__ */ new WeakSet<object>();

/**
 * The brand of a rule set that `defineRuleSet` made (or a preset), checked by every build of the
 * engine (see brand.ts), so that a rule set of its ES module build is one to its CommonJS build
 * too. Only the rule set object that was defined passes: a copy of its fields (from JSON, a worker
 * message, a spread) is a spec to define again.
 */
const RULE_SET_BRAND = /* @__PURE__ */ brand('@russian-solitaire/engine/RuleSet');

/** Deeply frozen by its maker, a checked rule set is recorded as defined (inside the engine: `defineRuleSet` and the presets). */
export function markDefined(ruleSet: RuleSet): RuleSet {
  RULE_SET_BRAND.register((value) => defined.has(value));
  defined.add(Object.freeze(ruleSet));
  return ruleSet;
}

/** Whether a value is a rule set that `defineRuleSet` made, or a preset, in any build of the engine. */
export function isDefinedRuleSet(value: unknown): value is RuleSet {
  return RULE_SET_BRAND.has(value);
}

/** The rules of a defined rule set as one string: its id, suit rule, direction, empty column and layout. */
function rulesKey({ id, suit, direction, emptyColumn, layout }: RuleSet): string {
  return `${id} ${suit} ${direction} ${emptyColumn} ${layout.cards.join()} ${layout.faceDown.join()}`;
}

/**
 * Whether two rule sets have the same rules: the same id, suit rule, rank direction, empty-column
 * rule and layout (the name, shown to players, does not change a move). Rule sets are data,
 * compared by value: a preset of the engine's CommonJS build and the same one of its ES module
 * build are the same rules, though not the same object. Never throws; a value that is not a rule
 * set (one `defineRuleSet` made, or a preset) is the same as nothing.
 */
export function sameRuleSet(a: RuleSet, b: RuleSet): boolean {
  if (a === b) return isDefinedRuleSet(a);
  try {
    return isDefinedRuleSet(a) && isDefinedRuleSet(b) && rulesKey(a) === rulesKey(b);
  } catch {
    return false; // a forged rule set whose fields throw
  }
}
