/**
 * Dealing a game code: its deck order, its opening position and a ready game, all through the
 * engine's own layout (`openingPosition`) and `Game`.
 * @module
 */
import {
  type Card,
  type Clock,
  DEFAULT_OPTIONS,
  Game,
  type GameOptions,
  type Position,
  type PositionError,
  type Result,
  err,
  ok,
  openingPosition,
} from '@russian-solitaire/engine';
import { type CodeError, type CodeParts, type GameCode, formatCode, makeGameCode, parseCode } from './code.js';
import { deckOfSeed } from './shuffle.js';
import { describe } from './splitmix64.js';

/** A game code as text (`RU1-C-AAAAABB`, any case, white space around) or as parts (`{ rule, seed }`). */
export type CodeInput = string | CodeParts;

/** Why a code could not be dealt: a bad code, or house options the engine refused (`bad-options`). */
export type DealError = CodeError | PositionError;

/** Reads a code given as text or as parts, checking it either way. */
export function readCode(code: CodeInput): Result<GameCode, CodeError> {
  if (typeof code === 'string') return parseCode(code);
  if (typeof code !== 'object' || code === null) {
    return err({
      code: 'not-a-code',
      message: `a game code is a string like RU1-C-AAAAABB or { rule, seed }, not ${describe(code)}`,
    });
  }
  return makeGameCode(code.rule as GameCode['rule'], code.seed);
}

/** The deck order of a code: 52 cards, the first dealt first. The rule letter does not change it. */
export function deckOfCode(code: CodeInput): Result<Card[], CodeError> {
  const parsed = readCode(code);
  if (!parsed.ok) return parsed;
  return deckOfSeed(parsed.value.seed);
}

/**
 * The opening position of a code under its rule set (`classic` for `C`, `relaxed` for `R`), with
 * the engine's house options (the reference app's defaults unless given, in part or in full).
 */
export function openingPositionOfCode(
  code: CodeInput,
  options: Partial<GameOptions> = DEFAULT_OPTIONS,
): Result<Position, DealError> {
  const parsed = readCode(code);
  if (!parsed.ok) return parsed;
  const deck = deckOfSeed(parsed.value.seed);
  if (!deck.ok) return deck;
  return openingPosition(deck.value, parsed.value.ruleSet, options);
}

/** Options of {@link gameOfCode}. */
export interface GameOfCodeOptions {
  /** House options (group limit, take-back, undo depth), in part or in full; the defaults otherwise. */
  readonly options?: Partial<GameOptions>;
  /** The clock the game reads (the system clock by default); tests pass a manual clock. */
  readonly clock?: Clock;
}

/**
 * A new engine game dealt from a code, ready to play. The game keeps the code in upper case
 * (`game.code`), for the game bar and for saves.
 */
export function gameOfCode(code: CodeInput, init: GameOfCodeOptions = {}): Result<Game, DealError> {
  const parsed = readCode(code);
  if (!parsed.ok) return parsed;
  const position = openingPositionOfCode(parsed.value, init.options ?? DEFAULT_OPTIONS);
  if (!position.ok) return position;
  const text = formatCode(parsed.value);
  if (!text.ok) return text;
  return ok(
    Game.fromPosition(
      position.value,
      init.clock === undefined ? { code: text.value } : { code: text.value, clock: init.clock },
    ),
  );
}
