/**
 * RU1 game codes for Russian Solitaire: parse, format and draw random codes, and deal exactly the
 * same cards from a code in every implementation (SplitMix64 + Fisher–Yates, laid out by the engine).
 *
 * ```ts
 * import { openingPositionOfCode } from '@russian-solitaire/dealer';
 * const position = openingPositionOfCode('RU1-C-AAAAABB');
 * ```
 *
 * This entry is the package's public, semver-governed API: codes and their parts, random codes
 * and games ({@link randomGame}), the deal of a code (deck order, opening position, game, the
 * deal a save is checked against: {@link startOfCode}), its errors in any language
 * ({@link errorMessage}, with the messages of `@russian-solitaire/dealer/messages/<language>`), and the RU1
 * generator and shuffle for implementations that check themselves against this one. What only
 * the dealer itself uses (the format's prefix and version, the random source of the platform, the
 * reference BigInt generator of the tests) is not exported.
 * @module
 */
export {
  CODE_ERROR_CODES,
  type CodeError,
  type CodeErrorCode,
  type CodeParts,
  type ParsedCode,
  MAX_CODE_INPUT_LENGTH,
  MAX_SEED,
  RULE_LETTERS,
  RULE_SETS_BY_LETTER,
  type RandomCodeOptions,
  type RandomSource,
  type RuleLetter,
  SEED_COUNT,
  SEED_LETTERS,
  formatCode,
  isRuleLetter,
  isSeed,
  lettersToSeed,
  parseCodeParts,
  parseCode,
  randomCode,
  ruleLetterOf,
  seedToLetters,
} from './code.js';
export { MAX_MODULUS, SEED_ERROR_CODES, type SeedError, type SeedErrorCode, SplitMix64 } from './splitmix64.js';
export { deckOfSeed, shuffleInPlace } from './shuffle.js';
export {
  type CodeInput,
  type DealError,
  type GameOfCodeOptions,
  type RandomGame,
  type RandomGameOptions,
  deckOfCode,
  gameOfCode,
  openingPositionOfCode,
  randomGame,
  startOfCode,
} from './deal.js';
export { type DealerError, type DealerMessages, errorMessage } from './error-message.js';
export { type DealerErrorKey } from './errors-en.js';
