/**
 * The keys of the web game's own texts, and the shape of one language's texts: each language
 * (`texts-en.ts`, `texts-ru.ts` …) fills them on its engine locale, so that placeholders are
 * filled, numbers written and counted nouns chosen as in the engine's messages.
 * @module
 */
import type { CodeErrorCode } from '@russian-solitaire/dealer';
import {
  type Messages,
  type PluralCategory,
  type PluralForms,
  type Texts,
  defineTexts,
} from '@russian-solitaire/engine';
import type { SolverFailureCode } from '../effects/solver.js';

/** The keys of every interface text. */
export const TEXT_KEYS = [
  'title',
  'score',
  'time',
  'moves',
  'code',
  'undo',
  'redo',
  'restart',
  'newGame',
  'hint',
  'copyCode',
  'copied',
  'copyFailed',
  'codeInput',
  'playCode',
  'rule',
  'settings',
  'moveList',
  'hintThinking',
  'hintWinning',
  'hintNotKnown',
  'hintUnsolvable',
  'hintNoMove',
  'hintNoUsefulMove',
  'hintFailed',
  'hintFair',
  'hintFairExact',
  'dealing',
  'allFaceUpWinnable',
  'allFaceUpLost',
  'allFaceUpUnknown',
  'finish',
  'won',
  'noMoves',
  'saveDiscarded',
  'badUrlCode',
  'badCode',
  'nothingToUndo',
  'nothingToRedo',
  'newGameStarted',
  'restarted',
  'selected',
  'faceDown',
  'column',
  'emptyColumn',
  'foundation',
  'foundationEmpty',
  'toColumn',
  'toFoundation',
  'tableau',
  'foundations',
  'gameBar',
  'gameBack',
  'linkOpened',
  'houseRules',
  'optNoGroupLimit',
  'optGroupLimit',
  'optNoTakeBack',
  'optTakeBack',
  'optUndoDepth',
  'undone',
  'redone',
  'otherTab',
  'menu',
  'statistics',
  'close',
  'themeSystem',
  'themeLight',
  'themeDark',
  'cardSizeLargest',
  'cardSizeMedium',
  'cardSizeSmall',
  'dailyDeal',
  'dealingDaily',
  'dailyStarted',
  'dailyFailed',
  'languageFailed',
  'review',
  'reviewLast',
  'appUnavailable',
  'reviewUnavailable',
  'saveFailed',
  'saveResumed',
  'howToPlay',
  'rulesOffer',
  'share',
  'shareText',
  'linkCopied',
] as const;
/** A key of {@link TEXT_KEYS}. */
export type TextKey = (typeof TEXT_KEYS)[number];

/** The keys of the counted texts: a number with its noun, in the form the number takes. */
export const COUNTED_KEYS = ['points', 'moves', 'days'] as const;
/** A key of {@link COUNTED_KEYS}. */
export type CountedKey = (typeof COUNTED_KEYS)[number];

/** Why a game code was refused: the dealer's error codes, and `at-position`, which follows a reason that has a position. */
export type CodeErrorKey = CodeErrorCode | 'at-position';

/** One language's texts as written: plain, counted (a form per plural category), code errors, hint failures. */
export interface TextTables<C extends PluralCategory> {
  readonly words: { readonly [key in TextKey]: string };
  readonly counted: { readonly [key in CountedKey]: PluralForms<C> };
  readonly codeErrors: { readonly [key in CodeErrorKey]: string };
  readonly hintFailures: { readonly [key in SolverFailureCode]: string };
}

/** One language's texts, ready to fill: the engine's messages and the app's own words on its locale. */
export interface LanguageTexts {
  /** The engine's messages (rule refusals, card and suit names) in the language. */
  readonly messages: Messages;
  /** The interface texts. */
  readonly words: Texts<TextKey, CountedKey>;
  /** Why a game code was refused, by the dealer's error code. */
  readonly codeErrors: Texts<CodeErrorKey>;
  /** Why a hint could not be given, by the hint client's failure code. */
  readonly hintFailures: Texts<SolverFailureCode>;
}

/** A language's texts from its tables, on the locale of the engine's messages in that language. */
export function languageTexts<C extends PluralCategory>(messages: Messages<C>, tables: TextTables<C>): LanguageTexts {
  const { locale } = messages;
  return {
    messages,
    words: defineTexts(locale, tables.words, tables.counted),
    codeErrors: defineTexts(locale, tables.codeErrors),
    hintFailures: defineTexts(locale, tables.hintFailures),
  };
}
