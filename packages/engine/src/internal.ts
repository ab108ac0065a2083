/**
 * `@russian-solitaire/engine/internal`: what the other packages of the toolkit (dealer, solver,
 * command line, web game) need of the engine's internals. **No compatibility promise**: any of it
 * may change or go in any release, minor and patch included. Applications use the main entry,
 * `@russian-solitaire/engine`.
 *
 * The rules and their encoding have one owner, the engine, so code outside it never spells out a
 * bit field or a stride: it reads them with these.
 *
 * - The encoding of a `Position`'s search state: move codes ({@link packMove},
 *   {@link moveCard}, {@link moveTarget}, {@link FOUNDATION_TARGET}), undo records
 *   (`undoRecord…`), the card array's {@link COLUMN_STRIDE}, the {@link ON_FOUNDATION} place,
 *   and a rule set's compiled lookup tables ({@link compileRuleSet}, {@link MAX_BUILDERS}).
 * - The length of a save's text for a number of moves ({@link saveTextLimit}), for readers that
 *   take fewer moves than a save may hold.
 * - The readers of outside data ({@link readFields}, {@link readOptionalFields}, {@link readList},
 *   {@link ownValue}, {@link isCount}): own data fields only, nothing inherited, no getters run.
 * - The making of errors ({@link problemMaker}: a `Problem` from a table of English sentences)
 *   and the writing of any error in a language ({@link writeError}), which each package's own
 *   `errorMessage` calls with its language tables.
 *
 * All entries of the package share one copy of the engine's code and state in each build (ESM and
 * CommonJS), so a position made through the main entry is the position these functions read.
 * @module
 */
export { unsafeIsKing, unsafeRankOf, unsafeSuccessorOf, unsafeSuitOf } from './card.js';
export { FOUNDATION_TARGET, moveCard, moveHashCode, moveTarget, packMove } from './move.js';
export {
  COLUMN_STRIDE,
  ON_FOUNDATION,
  type PositionEncoding,
  undoRecordCard,
  undoRecordMove,
  undoRecordSource,
  undoRecordTarget,
  undoRecordTurned,
} from './position.js';
export {
  type CompiledRuleSet,
  EMPTY_TAKES_ANY,
  EMPTY_TAKES_KING,
  MAX_BUILDERS,
  compileRuleSet,
  isDefinedRuleSet,
} from './rules.js';
export {
  type OwnFields,
  type ReadError,
  type ReadErrorCode,
  isCount,
  ownValue,
  readFields,
  readList,
  readOptionalFields,
} from './read.js';
export { saveTextLimit } from './save.js';
export { type ErrorTexts, type ProblemMaker, problemMaker } from './problem.js';
export { writeError } from './error-message.js';
export { extendTexts } from './text.js';
export { ECHO_WORDS } from './errors-en.js';
