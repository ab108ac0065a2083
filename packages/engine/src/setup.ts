/**
 * A position as plain data, and its text: what parsers produce, what `Position.fromSetup`
 * validates, and what a position's text is printed from. Its own module, so that the position
 * (whose `toJSON` is its text) and the notation (which reads the text back) can both use the
 * printer without importing each other.
 * @module
 */
import { type Card, type Rank, type Suit, cardOf, makeCard } from './card.js';
import { ruleSetText } from './rule-set-text.js';
import type { RuleSet } from './rules.js';

/** One tableau column as plain data, bottom card first. */
export interface ColumnSetup {
  /** The face-down cards, bottom first. */
  readonly faceDown: readonly Card[];
  /** The face-up cards, from the one resting on the face-down cards to the column's top card. */
  readonly faceUp: readonly Card[];
}

/** A position as plain data, before validation. */
export interface PositionSetup {
  /** The building rule. */
  readonly ruleSet: RuleSet;
  /** The columns, left to right: as many as the rule set's layout has. */
  readonly columns: readonly ColumnSetup[];
  /** How many cards each foundation holds (ace up), in the suit order ♠ ♥ ♦ ♣. */
  readonly foundations: readonly number[];
}

/**
 * The text of one column, as in a position's text: bottom card first, face-down cards in
 * parentheses, `-` for an empty column (`(JD) 9S 2C 2H QH 6C`).
 */
export function makeColumn(column: ColumnSetup): string {
  const cards = [
    ...column.faceDown.map((card) => `(${makeCard(card)})`),
    ...column.faceUp.map((card) => makeCard(card)),
  ];
  return cards.length === 0 ? '-' : cards.join(' ');
}

/**
 * The one-line text of a setup, the printer behind `makePosition` and `Position.toJSON`: the rule
 * set (its id, or the whole rule set when it is no preset), the foundations, then the columns (see
 * the notation module for the format).
 */
export function setupText(setup: PositionSetup): string {
  const fields: string[] = [ruleSetText(setup.ruleSet)];
  const tops = setup.foundations.map((n, s) => (n === 0 ? '-' : makeCard(cardOf(s as Suit, n as Rank))));
  fields.push(`F: ${tops.join(' ')}`);
  setup.columns.forEach((column, c) => fields.push(`${c + 1}: ${makeColumn(column)}`));
  return fields.join(' | ');
}
