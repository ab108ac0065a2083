/**
 * RU1 game codes for Russian Solitaire: parse, format and draw random codes, and deal exactly the
 * same cards from a code in every implementation (SplitMix64 + Fisher–Yates, laid out by the engine).
 *
 * ```ts
 * import { openingPositionOfCode } from '@russian-solitaire/dealer';
 * const position = openingPositionOfCode('RU1-C-AAAAABB');
 * ```
 * @module
 */
export {
  CODE_ERROR_CODES,
  CODE_PREFIX,
  CODE_VERSION,
  type CodeError,
  type CodeErrorCode,
  type CodeParts,
  type GameCode,
  MAX_CODE_INPUT_LENGTH,
  MAX_RANDOM_ATTEMPTS,
  MAX_SEED,
  RULE_LETTERS,
  RULE_SETS_BY_LETTER,
  type RandomCodeOptions,
  type RandomSource,
  type RuleLetter,
  SEED_COUNT,
  SEED_LETTERS,
  cryptoRandomSource,
  formatCode,
  isRuleLetter,
  isSeed,
  lettersToSeed,
  makeGameCode,
  parseCode,
  randomCode,
  randomSeed,
  ruleLetterOf,
  seedToLetters,
} from './code.js';
export {
  MAX_MODULUS,
  SEED_ERROR_CODES,
  SPLITMIX64_GAMMA,
  SPLITMIX64_MIX1,
  SPLITMIX64_MIX2,
  type SeedError,
  type SeedErrorCode,
  SplitMix64,
  splitMix64Outputs,
} from './splitmix64.js';
export { deckOfSeed, generatorOfSeed, shuffleInPlace } from './shuffle.js';
export {
  type CodeInput,
  type DealError,
  type GameOfCodeOptions,
  deckOfCode,
  gameOfCode,
  openingPositionOfCode,
  readCode,
  resumeGame,
  startOfCode,
} from './deal.js';
