/**
 * The keys of the web game's own texts, and the shape of one language's texts: each language
 * (`texts-en.ts`, `texts-ru.ts` …) fills them on its engine locale, so that placeholders are
 * filled, numbers written and counted nouns chosen as in the engine's messages.
 * @module
 */
import {
  type Messages,
  type PluralCategory,
  type PluralForms,
  type Problem,
  type Texts,
  defineTexts,
} from '@russian-solitaire/engine';
import type { SolverFailureCode } from '../effects/solver-answers.js';

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

/**
 * The page's own error codes, the ones no package names: why the solver's worker could not answer
 * (`SOLVER_FAILURE_CODES`), and `rules-not-offered`, a save of a game whose rules the page does not
 * offer. Every other error the page shows is an error of the packages, in their words.
 */
export const PAGE_ERROR_CODES = [
  'solver-error',
  'bad-reply',
  'cancelled',
  'timeout',
  'no-worker',
  'stopped',
  'rules-not-offered',
] as const satisfies readonly (SolverFailureCode | 'rules-not-offered')[];
/** A code of {@link PAGE_ERROR_CODES}. */
export type PageErrorCode = (typeof PAGE_ERROR_CODES)[number];
// Every failure of the solver service is one of the page's errors (a spread of the list would keep
// it in the page's start, so the list is written out and checked here).
true satisfies SolverFailureCode extends PageErrorCode ? true : false;

/** One language's texts as written: plain, counted (a form per plural category), and the page's own errors. */
export interface TextTables<C extends PluralCategory> {
  readonly words: { readonly [key in TextKey]: string };
  readonly counted: { readonly [key in CountedKey]: PluralForms<C> };
  /** The sentence of each of the page's own error codes. */
  readonly errors: { readonly [key in PageErrorCode]: string };
}

/** One language's texts, ready to fill: the packages' messages and the app's own words on its locale. */
export interface LanguageTexts {
  /** The engine's messages (rule refusals, card and suit names) in the language. */
  readonly messages: Messages;
  /**
   * Writes any error of the packages (engine, dealer, solver) in the language, from its code and
   * values; in English, its own `message`. A language other than English holds the packages'
   * messages in its chunk, so that the page's start carries none of them.
   */
  readonly writeError: (error: Problem) => string;
  /** The interface texts. */
  readonly words: Texts<TextKey, CountedKey>;
  /** The page's own errors, by code. */
  readonly pageErrors: Texts<PageErrorCode>;
}

/**
 * A language's texts from its tables, on the locale of the engine's messages in that language;
 * `writeError` writes the packages' errors in it (see {@link LanguageTexts.writeError}).
 */
export function languageTexts<C extends PluralCategory>(
  messages: Messages<C>,
  writeError: (error: Problem) => string,
  tables: TextTables<C>,
): LanguageTexts {
  const { locale } = messages;
  return {
    messages,
    writeError,
    words: defineTexts(locale, tables.words, tables.counted),
    pageErrors: defineTexts(locale, tables.errors),
  };
}
