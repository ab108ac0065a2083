/**
 * The words of the app's own interface, in the engine's four languages, on the engine's text
 * system (the tables are `texts-en.ts`, `texts-ru.ts`, `texts-uk.ts` and `texts-tr.ts`, on the
 * engine's locale of each language, so that placeholders are filled, numbers written and counted
 * nouns chosen — `21 ход`, `22 хода`, `25 ходов` — as in the engine's messages and the command
 * line). English is in the main script; each other language is a chunk of its own, loaded by
 * {@link loadLanguage} before the page shows it, with the packages' messages in that language.
 * Rule messages (why a move was refused), the errors of the packages and the names of cards and
 * suits are not here: they come from the packages' `errorMessage` ({@link errorText}), `spokenCardName`
 * and `suitName`, with the messages of {@link messagesOf}. The page's own errors are
 * (written by {@link errorText} too).
 * @module
 */
import {
  DEFAULT_OPTIONS,
  type GameOptions,
  type Language,
  type Messages,
  type Move,
  type Problem,
  type TextValues,
  spokenCardName,
  isLanguage,
} from '@russian-solitaire/engine';
import { LanguageChunks } from './language-chunks.js';
import type { FairHintAnswer, HintAnswer, SolverFailure } from '../effects/solver-answers.js';
import { texts as english } from './texts-en.js';
import type { CountedKey, LanguageTexts, PageErrorCode, TextKey } from './texts.js';

export {
  COUNTED_KEYS,
  type CountedKey,
  PAGE_ERROR_CODES,
  type PageErrorCode,
  TEXT_KEYS,
  type TextKey,
} from './texts.js';

/** The languages loaded so far (English always), each other language a chunk of its own. */
const languages = new LanguageChunks<LanguageTexts>(english, (lang) => {
  // Each a literal path, so that the bundler makes each a chunk of its own.
  switch (lang) {
    case 'ru':
      return import('./texts-ru.js').then((m) => m.texts);
    case 'uk':
      return import('./texts-uk.js').then((m) => m.texts);
    case 'tr':
      return import('./texts-tr.js').then((m) => m.texts);
  }
});

/**
 * Loads a language's texts (its chunk, the engine's messages in it included), once; resolves when
 * the page can show the language. English is always loaded. Rejects when the chunk cannot be
 * fetched (offline with no service worker), and a later call tries again.
 */
export function loadLanguage(lang: Language): Promise<void> {
  return languages.load(lang);
}

/** Whether a language's texts are loaded (English always is). */
export function isLoaded(lang: Language): boolean {
  return languages.has(lang);
}

/**
 * A language's texts; English when the language is not loaded yet (the page loads a language
 * before it switches to it, so that this is only a fallback).
 */
export function textsOf(lang: Language): LanguageTexts {
  return languages.get(lang);
}

/** The engine's messages (refusals, card and suit names) in a language, as {@link textsOf} has them. */
export function messagesOf(lang: Language): Messages {
  return textsOf(lang).messages;
}

/** Names of the languages, each in its own language, for the language selector. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  ru: 'Русский',
  uk: 'Українська',
  tr: 'Türkçe',
};

/**
 * An interface text in a language, with `{name}` placeholders filled from `values` (numbers
 * written the language's way; a placeholder with no value stays as it is).
 */
export function t(lang: Language, key: TextKey, values: TextValues = {}): string {
  return textsOf(lang).words.text(key, values);
}

/** A number with its noun in a language, in the form the number takes: `21 ход`, `22 хода`, `25 ходов`. */
export function count(lang: Language, key: CountedKey, n: number): string {
  return textsOf(lang).words.count(key, n);
}

/** The message of a won game: `You won! 625 points in 88 moves.` */
export function wonText(lang: Language, score: number, moves: number): string {
  return t(lang, 'won', { points: count(lang, 'points', score), moves: count(lang, 'moves', moves) });
}

/** The language the browser prefers among the supported ones, English otherwise. */
export function preferredLanguage(languages: readonly string[]): Language {
  for (const tag of languages) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return 'en';
}

/** One of the page's own errors ({@link PAGE_ERROR_CODES}): a code the packages do not have. */
export interface PageError {
  readonly code: PageErrorCode;
}

/**
 * Any error the page shows, in a language: a `Problem` of the engine, the dealer or the solver (a
 * refused code, save or undo, a failed search…), written from its code and values by the
 * packages' `errorMessage` with their messages in the language (in English, its own message); or
 * one of the page's own errors, by its code. A refused move is written by the engine's
 * `errorMessage` with {@link messagesOf}.
 */
export function errorText(lang: Language, error: Problem | PageError): string {
  const texts = textsOf(lang);
  return 'message' in error ? texts.writeError(error) : texts.pageErrors.text(error.code);
}

/**
 * Why the solver could not answer, in a language: the solver's (or its client's) own error when the
 * failure carries one, else the sentence of the page's failure code.
 */
export function failureText(lang: Language, failure: Pick<SolverFailure, 'code' | 'error'>): string {
  return errorText(lang, failure.error ?? { code: failure.code });
}

/** House options in words, those that differ from the engine's defaults: "no group limit, undo depth 100000". */
export function describeOptions(options: GameOptions, lang: Language): string {
  const d = DEFAULT_OPTIONS;
  const parts: string[] = [];
  if (options.groupLimit !== d.groupLimit)
    parts.push(
      options.groupLimit === null ? t(lang, 'optNoGroupLimit') : t(lang, 'optGroupLimit', { n: options.groupLimit }),
    );
  if (options.takeBack !== d.takeBack) parts.push(t(lang, options.takeBack ? 'optTakeBack' : 'optNoTakeBack'));
  if (options.undoDepth !== d.undoDepth) parts.push(t(lang, 'optUndoDepth', { n: options.undoDepth }));
  return parts.join(', ');
}

/** A move in words: "8♥ to column 5", "A♠ to its foundation". */
export function describeMove(move: Move, lang: Language): string {
  const card = spokenCardName(move.card, messagesOf(lang));
  return move.to === 'foundation' ? t(lang, 'toFoundation', { card }) : t(lang, 'toColumn', { card, n: move.to + 1 });
}

/** The message of a full-information hint, by the solver's verdict on the position. */
const HINT_MESSAGES = {
  solved: 'hintWinning',
  unknown: 'hintNotKnown',
  unsolvable: 'hintUnsolvable',
} as const satisfies Record<string, TextKey>;

/** A percentage for the interface: a share (0 to 1) rounded to a whole percent. */
export function percentOf(share: number): number {
  return Math.round(Math.min(1, Math.max(0, share)) * 100);
}

/** A share (0 to 1) as a whole percentage written a language's way: `69 %` (bound), Turkish `%69`. */
export function percentText(lang: Language, share: number): string {
  const n = percentOf(share);
  return lang === 'tr' ? `%${n}` : `${n}\u00a0%`;
}

/** The message of a hint: a fair hint's chance, or a full-information hint's verdict. */
export function hintText(hint: HintAnswer | FairHintAnswer, lang: Language): string {
  const move = describeMove(hint.move, lang);
  if ('status' in hint) return t(lang, HINT_MESSAGES[hint.status], { move });
  const percent = percentOf(hint.estimate);
  if (hint.exhaustive) return t(lang, 'hintFairExact', { move, percent });
  return t(lang, 'hintFair', { move, percent, low: percentOf(hint.low), high: percentOf(hint.high) });
}
