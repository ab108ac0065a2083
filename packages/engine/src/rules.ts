/**
 * Rule sets: how cards build on the tableau, as data.
 *
 * Every rule set of the family shares the deal, the groups (any face-up card moves with every card
 * above it), the empty column (a king only) and the foundations (one suit each, ace to king). They
 * differ only in which card may be placed on which, so a rule set is a small record that the engine
 * compiles into lookup tables. A new Yukon-family game needs a new record, not new move generation.
 * @module
 */
import { type Card, DECK_SIZE, colourOf, rankOf, suitOf } from './card.js';
import { echoInput } from './echo.js';
import { POSITION_ERRORS } from './errors-en.js';
import { type Problem, problemMaker } from './problem.js';
import { readFields } from './read.js';

/** Which suits a tableau card may be placed on. */
export const SUIT_RULES = ['same', 'any', 'alternate-colour'] as const;
/** `same`: only the same suit; `any`: any suit; `alternate-colour`: red on black, black on red. */
export type SuitRule = (typeof SUIT_RULES)[number];

/** Which ranks a tableau card may be placed on. */
export const DIRECTIONS = ['down', 'up-or-down'] as const;
/** `down`: on a card one rank higher; `up-or-down`: on a card one rank higher or one rank lower. */
export type Direction = (typeof DIRECTIONS)[number];

/** The identifiers of the rule sets the engine ships. */
export const RULE_SET_IDS = ['classic', 'relaxed', 'yukon', 'alaska'] as const;
/** The identifier of a shipped rule set. */
export type RuleSetId = (typeof RULE_SET_IDS)[number];

/** A rule set: the building rule of one game of the Yukon family. */
export interface RuleSet {
  /** A short stable identifier, used in position text and saved games. */
  readonly id: string;
  /** The name shown to players in English. */
  readonly name: string;
  /** Which suits a card may be placed on. */
  readonly suit: SuitRule;
  /** Which ranks a card may be placed on. */
  readonly direction: Direction;
}

/** Russian Solitaire: build down by suit ("Same suit"). RU1 code letter `C`. */
export const classic: RuleSet = /* @__PURE__ */ Object.freeze({
  id: 'classic',
  name: 'Same suit',
  suit: 'same',
  direction: 'down',
});
/** Russian Solitaire, mixed colours: build down regardless of suit. RU1 code letter `R`. */
export const relaxed: RuleSet = /* @__PURE__ */ Object.freeze({
  id: 'relaxed',
  name: 'Mixed colours',
  suit: 'any',
  direction: 'down',
});
/** Yukon: build down in alternating colours. */
export const yukon: RuleSet = /* @__PURE__ */ Object.freeze({
  id: 'yukon',
  name: 'Yukon',
  suit: 'alternate-colour',
  direction: 'down',
});
/** Alaska: build up or down in the same suit. */
export const alaska: RuleSet = /* @__PURE__ */ Object.freeze({
  id: 'alaska',
  name: 'Alaska',
  suit: 'same',
  direction: 'up-or-down',
});

/** The shipped rule sets by identifier. */
export const RULE_SETS: Readonly<Record<RuleSetId, RuleSet>> = /* @__PURE__ */ Object.freeze({
  classic,
  relaxed,
  yukon,
  alaska,
});

/** Whether a string names a shipped rule set. */
export function isRuleSetId(value: unknown): value is RuleSetId {
  return typeof value === 'string' && (RULE_SET_IDS as readonly string[]).includes(value);
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
}

/** The most cards a building rule can let go on one card: four suits, one rank up or down. */
export const MAX_BUILDERS = 8;

const compiled = new WeakMap<RuleSet, CompiledRuleSet>();

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
  table = { ruleSet, builders, builderCount, targets, targetCount, buildsDownInSuit };
  compiled.set(ruleSet, table);
  return table;
}

/**
 * Checks that a value is a well-formed rule set record; returns the problem or `null`. Only the
 * record's own fields are read. A custom rule set may not take the id of a shipped one
 * ({@link RULE_SET_IDS}) unless it is the same rule (same name, suit rule and direction): a
 * position that says `classic` always builds by suit.
 */
export function ruleSetProblem(value: unknown): Problem<'bad-rule-set'> | null {
  const read = readFields(value);
  if (!read.ok) return problem('bad-rule-set', 'rule-set-unreadable', {}, read.error);
  const r = read.value;
  if (typeof r.id !== 'string' || !/^[a-z][a-z0-9-]*$/.test(r.id))
    return problem('bad-rule-set', 'rule-set-id', { given: echoInput(r.id) });
  if (typeof r.name !== 'string' || r.name.length === 0)
    return problem('bad-rule-set', 'rule-set-name', { given: echoInput(r.name) });
  if (!(SUIT_RULES as readonly unknown[]).includes(r.suit))
    return problem('bad-rule-set', 'rule-set-suit', { known: SUIT_RULES.join(', '), given: echoInput(r.suit) });
  if (!(DIRECTIONS as readonly unknown[]).includes(r.direction))
    return problem('bad-rule-set', 'rule-set-direction', {
      known: DIRECTIONS.join(', '),
      given: echoInput(r.direction),
    });
  if (isRuleSetId(r.id)) {
    const shipped = RULE_SETS[r.id];
    if (r.name !== shipped.name || r.suit !== shipped.suit || r.direction !== shipped.direction)
      return problem('bad-rule-set', 'rule-set-shipped-id', { given: echoInput(r.id) });
  }
  return null;
}

const problem = /* @__PURE__ */ problemMaker(POSITION_ERRORS);

/**
 * Whether two rule sets have the same rules: the same id, suit rule and rank direction (the name,
 * shown to players, does not change a move). Rule sets are data, compared by value: a shipped rule
 * set of the engine's CommonJS build and the same one of its ES module build are the same rules,
 * though not the same object. Never throws; a value that is not a rule set is the same as nothing.
 */
export function sameRuleSet(a: RuleSet, b: RuleSet): boolean {
  if (a === b) return true;
  const x = readFields(a);
  const y = readFields(b);
  return (
    x.ok &&
    y.ok &&
    typeof x.value.id === 'string' &&
    x.value.id === y.value.id &&
    x.value.suit === y.value.suit &&
    x.value.direction === y.value.direction
  );
}

/**
 * The rule set a checked record stands for: the shipped object for a shipped id (so that positions
 * of equal rule sets compare equal), the record itself otherwise. Call after {@link ruleSetProblem}.
 */
export function canonicalRuleSet(ruleSet: RuleSet): RuleSet {
  return isRuleSetId(ruleSet.id) ? RULE_SETS[ruleSet.id] : ruleSet;
}
