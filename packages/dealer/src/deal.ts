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
  type ResumeInit,
  type SaveError,
  type StartOfCode,
  echoInput,
  err,
  openingPosition,
  resumeSavedGame,
} from '@russian-solitaire/engine';
import { readOptionalFields } from '@russian-solitaire/engine/internal';
import {
  type CodeError,
  type CodeParts,
  type GameCode,
  formatCode,
  makeGameCode,
  parseCode,
  readParts,
} from './code.js';
import { deckOfSeed } from './shuffle.js';

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
      message: `a game code is a string like RU1-C-AAAAABB or { rule, seed }, not ${echoInput(code)}`,
    });
  }
  const parts = readParts(code, 'a game code');
  if (!parts.ok) return parts;
  return makeGameCode(parts.value.rule, parts.value.seed);
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
 * (`game.code`), for the game bar and for saves. Only the own fields of `init` are read; an
 * `init` that is not a plain object, has unknown fields or a clock without `now()` is refused
 * with `bad-options`.
 */
export function gameOfCode(code: CodeInput, init: GameOfCodeOptions = {}): Result<Game, DealError> {
  const fields = readOptionalFields(init, 'gameOfCode options');
  if (!fields.ok) return err({ code: 'bad-options', message: fields.error.message });
  for (const key of Object.keys(fields.value)) {
    if (key !== 'options' && key !== 'clock')
      return err({
        code: 'bad-options',
        message: `unknown gameOfCode option ${echoInput(key)} (known: options, clock)`,
      });
  }
  const parsed = readCode(code);
  if (!parsed.ok) return parsed;
  const options = (fields.value.options === undefined ? DEFAULT_OPTIONS : fields.value.options) as Partial<GameOptions>;
  const position = openingPositionOfCode(parsed.value, options);
  if (!position.ok) return position;
  const text = formatCode(parsed.value);
  if (!text.ok) return text;
  const clock = fields.value.clock;
  const game = Game.create(
    position.value,
    clock === undefined ? { code: text.value } : { code: text.value, clock: clock as Clock },
  );
  return game.ok ? game : err({ code: 'bad-options', message: game.error.message });
}

/**
 * The opening position of an RU1 code for `resumeSavedGame` (the engine's `StartOfCode`): the deal of
 * `code` under `options`. Refuses a code not written exactly as games write it (upper case, no
 * white space), so that a resumed game saves the very code it was saved with.
 */
export const startOfCode: StartOfCode = (code, options) => {
  const parsed = parseCode(code);
  if (!parsed.ok) return parsed;
  const text = formatCode(parsed.value);
  if (!text.ok) return text;
  if (text.value !== code) return err({ message: `the code is written ${text.value} in a save` });
  return openingPositionOfCode(parsed.value, options);
};

/**
 * Resumes a saved game (an object or its JSON text) and checks its game code: a save that names an
 * RU1 code must start from that code's deal under its rule and house options, else it is refused
 * with `start-mismatch` (`bad-code` when the code is not an RU1 code as games write it). A save
 * with `code: null` is a custom position. Everything else is `resumeSavedGame`'s check; `init` takes
 * its `clock` and `ruleSets`. Apps that deal RU1 codes resume with this rather than `resumeSavedGame`.
 */
export function resumeGame(saved: unknown, init: Omit<ResumeInit, 'startOf'> = {}): Result<Game, SaveError> {
  const fields = readOptionalFields(init, 'the resume init');
  if (!fields.ok) return err({ code: 'bad-init', message: fields.error.message });
  if (Object.prototype.hasOwnProperty.call(fields.value, 'startOf'))
    return err({
      code: 'bad-init',
      message: 'resumeGame deals RU1 codes itself; use resumeSavedGame for another startOf',
    });
  return resumeSavedGame(saved, { ...fields.value, startOf: startOfCode });
}
