/**
 * `@russian-solitaire/engine`: the rules of Russian Solitaire and the other Yukon-family games.
 *
 * This entry is the package's public, semver-governed API: what a game, a user interface or a
 * research script needs, and nothing else.
 *
 * - Cards, suits and ranks, and their text ({@link parseCard}, {@link parseShownCard}, {@link makeCard};
 *   a card's spoken name in a language is {@link spokenCardName}).
 * - Rule sets as data: a game of the family from a spec ({@link defineRuleSet}), the presets
 *   ({@link classic}, {@link relaxed}, {@link yukon}, {@link alaska}, {@link moosehide} … by id in
 *   {@link RULE_SETS}), {@link canBuild}; and the house options ({@link parseOptions}).
 * - Positions ({@link Position}), the layout of a deck ({@link openingPosition}), legal moves and
 *   refusals ({@link checkMove}).
 * - Errors: every error is a {@link Problem} (a refusal too has a `code` and a `message`), written
 *   in any language by {@link errorMessage} (English here, each other language an entry of its
 *   own, `@russian-solitaire/engine/messages/ru` …), and the text system the messages are written
 *   in ({@link defineTexts}, {@link fill}).
 * - The game ({@link Game}): score, clock, undo, tap, auto place, a snapshot for UI frameworks;
 *   its move list ({@link moveLog}) and saves ({@link resumeGame}).
 * - Text notation for cards, moves and positions: one parser and one printer each.
 * - The visible part of a position and determinizations, for fair advice ({@link visiblePart}).
 *
 * How a name was sorted: it is public when a game, a UI or a research script calls it or reads
 * it: every function and constant of the guides, every error code list of a public error, the
 * documented limits of the input read. A `Position` also searches without allocating
 * (`generateMoves`, `play`, `undo`): its move codes and undo records are opaque numbers here,
 * converted with {@link encodeMove} and {@link decodeMove}. How they are laid out (bit fields,
 * strides, place numbers, compiled rule tables) is the engine's encoding, and with the readers of
 * outside data it is shared with the other packages of the toolkit through
 * `@russian-solitaire/engine/internal`, which carries no compatibility promise. Helpers that only
 * the engine itself uses are not exported at all.
 * @module
 */
export {
  CARD_FORMS,
  type Card,
  type CardForm,
  type Colour,
  DECK_SIZE,
  RANKS,
  RANK_COUNT,
  type Rank,
  type RankName,
  SUITS,
  SUIT_COUNT,
  SUIT_SYMBOLS,
  type Suit,
  type SuitName,
  cardOf,
  colourOf,
  displayRank,
  isCard,
  isKing,
  isSuit,
  makeCard,
  orderedDeck,
  parseCard,
  parseShownCard,
  rankOf,
  suitOf,
} from './card.js';
export {
  DIRECTIONS,
  type Direction,
  EMPTY_COLUMN_RULES,
  type EmptyColumnRule,
  MAX_COLUMN_COUNT,
  MIN_COLUMN_COUNT,
  type RuleSet,
  type RuleSetLayout,
  SUIT_RULES,
  type SuitRule,
  YUKON_LAYOUT,
  canBuild,
  sameRuleSet,
} from './rules.js';
export {
  RULE_SETS,
  RULE_SET_IDS,
  type RuleSetId,
  alaska,
  brisbane,
  classic,
  geoffrey,
  isRuleSetId,
  moosehide,
  odessa,
  queensland,
  relaxed,
  roslyn,
  yukon,
} from './presets.js';
export {
  MAX_RULE_SET_ID_LENGTH,
  MAX_RULE_SET_NAME_LENGTH,
  RULE_SET_ERROR_CODES,
  type RuleSetError,
  type RuleSetErrorCode,
  type RuleSetSpec,
  defineRuleSet,
} from './rule-set-spec.js';
export {
  DEFAULT_OPTIONS,
  type GameOptions,
  MAX_GROUP_LIMIT,
  MAX_UNDO_DEPTH,
  MIN_GROUP_LIMIT,
  OPTIONS_ERROR_CODES,
  type OptionsError,
  type OptionsErrorCode,
  UNLIMITED_OPTIONS,
  parseOptions,
} from './options.js';
export { type Err, type Ok, type Result, err, ok } from './result.js';
export { UnwrapError, unwrap } from './unwrap.js';
export {
  COLUMNS,
  COLUMN_COUNT,
  type Column,
  type Move,
  type MoveCode,
  type Source,
  type Target,
  decodeMove,
  encodeMove,
  isColumn,
  isMove,
  sameMove,
} from './move.js';
export type { ReadonlyBytes } from './bytes.js';
export {
  MAX_MOVES,
  POSITION_ERROR_CODES,
  Position,
  type PositionError,
  type PositionErrorCode,
  type UndoRecord,
  isPosition,
} from './position.js';
export { type ColumnSetup, type PositionSetup, makeColumn } from './setup.js';
export { COLUMN_SIZES, FACE_DOWN_SIZES, layoutDeck, openingPosition } from './layout.js';
export { REFUSAL_CODES, type Refusal, type RefusalCode, type RefusalFacts, checkMove, isLegal } from './refusal.js';
export {
  type CountedMessageKey,
  LANGUAGES,
  type Language,
  type MessageKey,
  type Messages,
  type SuitWord,
  isLanguage,
} from './language.js';
export { spokenCardName, ruleSetName, suitName } from './messages.js';
export { type Problem } from './problem.js';
export { errorMessage } from './error-message.js';
export { type EngineErrorKey } from './errors-en.js';
export {
  type Locale,
  PLURAL_CATEGORIES,
  type PluralCategory,
  type PluralForms,
  type TextValues,
  type Texts,
  compareTexts,
  defineTexts,
  fill,
  fillPlural,
} from './text.js';
export { NOTATION_ERROR_CODES, type NotationError, type NotationErrorCode } from './notation-error.js';
export {
  MAX_NOTATION_LENGTH,
  type PlacedMove,
  type ReadPositionError,
  makeMove,
  makePlacedMove,
  makePosition,
  parseColumn,
  parseMove,
  parsePlacedMove,
  parsePosition,
  readPosition,
} from './notation.js';
export { type Clock, ManualClock, formatClock, systemClock } from './clock.js';
export { DEALT_FACE_DOWN, FOUNDATION_POINTS, TURN_POINTS, WIN_SCORE } from './score.js';
export {
  MAX_ELAPSED_MS,
  MAX_HISTORY_LENGTH,
  MAX_MOVE_COUNT,
  MAX_SAVED_CODE_LENGTH,
  MAX_SAVE_LENGTH,
  SAVE_ERROR_CODES,
  SAVE_FORMAT,
  SAVE_VERSION,
  type SaveContent,
  type SaveError,
  type SaveErrorCode,
  type SavedGame,
  type StartOfCode,
} from './save.js';
export {
  GAME_ERROR_CODES,
  Game,
  type GameError,
  type GameErrorCode,
  type GameInit,
  type MoveOutcome,
  type UndoOutcome,
} from './game.js';
export { moveLog } from './log.js';
export type { TurnPath } from './path.js';
export { type ResumeInit, resumeGame } from './resume.js';
export { ECHO_END_LENGTH, MAX_ECHO_LENGTH, echoInput } from './echo.js';
export {
  type ClockSnapshot,
  type GameListener,
  type GameSnapshot,
  type Unsubscribe,
  snapshotElapsedMs,
} from './snapshot.js';
export {
  type VisibleColumn,
  type VisiblePart,
  arrangementCount,
  dealArrangement,
  determinize,
  sameVisiblePart,
  unseenCards,
  visibleHash,
  visibleKey,
  visiblePart,
} from './visible.js';
