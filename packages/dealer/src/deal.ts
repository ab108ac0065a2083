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
  type StartOfCode,
  echoInput,
  err,
  ok,
  openingPosition,
} from '@russian-solitaire/engine';
import { problemMaker, readOptionalFields } from '@russian-solitaire/engine/internal';
import {
  type CodeError,
  type CodeParts,
  type ParsedCode,
  type RandomCodeOptions,
  codeProblem,
  parseCodeParts,
  parseCode,
  randomCode,
} from './code.js';
import { DEAL_ERRORS } from './errors-en.js';
import { deckOfSeed } from './shuffle.js';

const problem = /* @__PURE__ */ problemMaker(DEAL_ERRORS);

/**
 * A game code as text (`RU1-C-AAAAABB`, any case, white space around) or as parts (`{ rule, seed }`,
 * a {@link ParsedCode} among them).
 */
export type CodeInput = string | CodeParts;

/** Why a code could not be dealt: a bad code, or house options the engine refused (`bad-options`). */
export type DealError = CodeError | PositionError;

/** Reads a code given as text or as parts, checking it either way. */
export function readCode(code: CodeInput): Result<ParsedCode, CodeError> {
  if (typeof code === 'string') return parseCode(code);
  return parseCodeParts(code);
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
 * (`game.gameCode`), for the game bar and for saves. Only the own fields of `init` are read; an
 * `init` that is not a plain object, has unknown fields or a clock without `now()` is refused
 * with `bad-options`.
 */
export function gameOfCode(code: CodeInput, init: GameOfCodeOptions = {}): Result<Game, DealError> {
  const fields = readOptionalFields(init);
  if (!fields.ok) return err(problem('bad-options', 'game-of-code-options', {}, fields.error));
  for (const key of Object.keys(fields.value)) {
    if (key !== 'options' && key !== 'clock')
      return err(problem('bad-options', 'game-of-code-option-unknown', { key: echoInput(key) }));
  }
  const parsed = readCode(code);
  if (!parsed.ok) return parsed;
  const options = (fields.value.options === undefined ? DEFAULT_OPTIONS : fields.value.options) as Partial<GameOptions>;
  const position = openingPositionOfCode(parsed.value, options);
  if (!position.ok) return position;
  const text = parsed.value.text;
  const clock = fields.value.clock;
  const game = Game.create(
    position.value,
    clock === undefined ? { gameCode: text } : { gameCode: text, clock: clock as Clock },
  );
  return game.ok ? game : err(problem('bad-options', 'deal-game', {}, game.error));
}

/** Options of {@link randomGame}: those of {@link randomCode} and of {@link gameOfCode} together. */
export interface RandomGameOptions extends RandomCodeOptions, GameOfCodeOptions {}

/** A game dealt from a new random code, with the code. */
export interface RandomGame {
  /** The code, as games write it (`RU1-C-…`); the game's `gameCode` too. */
  readonly gameCode: string;
  /** The same code as parts: rule letter, seed and rule set. */
  readonly parts: ParsedCode;
  /** The game, ready to play. */
  readonly game: Game;
}

/**
 * A new game from a new random code: the code is drawn as {@link randomCode} draws it (uniform over
 * all seeds, rule `C` unless `rule` is given, the platform's cryptographic source unless `random`
 * is), and the game dealt as {@link gameOfCode} deals it (the house options and clock of
 * `options`). Only the own fields of `options` are read; unknown fields and bad values are refused
 * with `bad-options`, a missing or failing random source with `no-random-source` or
 * `random-source-failed`.
 *
 * @example
 * ```ts
 * const deal = randomGame({ rule: 'R', options: { groupLimit: null } });
 * if (deal.ok) console.log(deal.value.gameCode, deal.value.game.score);
 * ```
 */
export function randomGame(options: RandomGameOptions = {}): Result<RandomGame, CodeError> {
  const fields = readOptionalFields(options);
  if (!fields.ok) return err(problem('bad-options', 'random-game-options', {}, fields.error));
  const { rule, random, options: house, clock } = fields.value;
  for (const key of Object.keys(fields.value)) {
    if (key !== 'rule' && key !== 'random' && key !== 'options' && key !== 'clock')
      return err(problem('bad-options', 'random-game-option-unknown', { key: echoInput(key) }));
  }
  // Both read a field left `undefined` as a field not given.
  const drawn = randomCode({ rule, random } as RandomCodeOptions);
  if (!drawn.ok) return drawn;
  const game = gameOfCode(drawn.value, { options: house, clock } as GameOfCodeOptions);
  // The code is a fresh, valid one: only the house options or the clock can be refused.
  if (!game.ok) return err({ ...game.error, code: 'bad-options' });
  return ok({ gameCode: drawn.value.text, parts: drawn.value, game: game.value });
}

/**
 * The opening position of an RU1 code for the engine's `resumeGame` (its `StartOfCode`): the deal
 * of `code` under `options`. Refuses a code not written exactly as games write it (upper case, no
 * white space), so that a resumed game saves the very code it was saved with. An app that deals
 * RU1 codes resumes its saves with it:
 *
 * ```ts
 * import { resumeGame } from '@russian-solitaire/engine';
 * import { startOfCode } from '@russian-solitaire/dealer';
 * const game = resumeGame(savedText, { startOf: startOfCode });
 * ```
 */
export const startOfCode: StartOfCode = (code, options) => {
  const parsed = parseCode(code);
  if (!parsed.ok) return parsed;
  if (parsed.value.text !== code) return err(codeProblem('not-a-code', 'code-written', { code: parsed.value.text }));
  return openingPositionOfCode(parsed.value, options);
};
