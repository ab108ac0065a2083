/**
 * Test helper: the opening position of an RU1 seed, dealt by `@russian-solitaire/dealer` (which owns
 * the RU1 shuffle) and laid out by the engine. Not part of the published package.
 * @module
 */
import { deckOfSeed } from '@russian-solitaire/dealer';
import {
  type GameOptions,
  type Position,
  type RuleSet,
  classic,
  openingPosition,
  unwrap,
} from '@russian-solitaire/engine';

/** The opening position of an RU1 seed under a rule set and options. */
export function ru1Position(seed: number, ruleSet: RuleSet = classic, options?: Partial<GameOptions>): Position {
  return unwrap(openingPosition(unwrap(deckOfSeed(seed)), ruleSet, options));
}
