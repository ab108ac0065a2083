/**
 * The engine's languages: their codes, and the shape of the engine's words in one language
 * ({@link Messages}), which each language module (`messages-en.ts`, `messages-ru.ts`…) fills in.
 * @module
 */
import type { EngineErrorKey } from './errors-en.js';
import type { RefusalCode } from './refusal-code.js';
import type { PluralCategory, Texts } from './text.js';

/** The languages the engine's messages are written in. */
export const LANGUAGES = ['en', 'ru', 'uk', 'tr'] as const;
/** A language code: English, Russian, Ukrainian or Turkish. */
export type Language = (typeof LANGUAGES)[number];

/** Whether a value is a supported language code. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The refusals whose message counts something: the group limit, the moves a game keeps. */
export type CountedMessageKey = 'group-too-large' | 'history-full';

/**
 * The keys of the engine's plain texts in a language:
 * - a refusal code (other than the counted ones), `wrong-rank-up-or-down` (Alaska's rank rule),
 *   `wrong-suit-other` (Moosehide's suit rule), `wrong-colour-same` (building in the same colour)
 *   and `foundation-complete` (a foundation that takes nothing more); placeholders `{card}` (the card
 *   moved), `{onto}`, `{expected}`, `{cardSuit}` and `{suit}` (a suit as in `card`), `{size}`,
 *   `{given}` (with `no-such-card` and `no-such-column`: the value given, shown by `echoInput`'s
 *   rule) and `{columns}` (with `no-such-column`: the number of columns);
 * - `card`, the spoken name of a card from `{rank}` and `{suit}`; the rank names `ace`, `jack`,
 *   `queen`, `king` (other ranks are digits); a suit after a rank (`of-hearts`: "hearts" in
 *   "8 of hearts", "червей" in "8 червей") and standing alone (`hearts`: "Hearts", "Червы");
 * - the names of the presets: `classic`, `relaxed`, `yukon`, `alaska`, `moosehide`, `roslyn`,
 *   `odessa`, `geoffrey`, `queensland`, `brisbane`.
 */
export type MessageKey =
  | Exclude<RefusalCode, CountedMessageKey>
  | 'wrong-rank-up-or-down'
  | 'wrong-suit-other'
  | 'wrong-colour-same'
  | 'foundation-complete'
  | 'card'
  | 'ace'
  | 'jack'
  | 'queen'
  | 'king'
  | `of-${SuitWord}`
  | SuitWord
  | 'classic'
  | 'relaxed'
  | 'yukon'
  | 'alaska'
  | 'moosehide'
  | 'roslyn'
  | 'odessa'
  | 'geoffrey'
  | 'queensland'
  | 'brisbane';

/** A suit's word among the {@link MessageKey}s, in the order of the suits (♠ ♥ ♦ ♣). */
export type SuitWord = 'spades' | 'hearts' | 'diamonds' | 'clubs';

/**
 * The engine's words in one language: the refusals and names ({@link MessageKey}) and the
 * sentences of its errors (`EngineErrorKey`). Made with `defineTexts`, so an app reads them with
 * `text`/`count` like its own texts, and counts its own nouns with their `locale`. The four
 * languages are `en`, `ru`, `uk` and `tr` of `@russian-solitaire/engine/messages/<language>`.
 * @typeParam C - the plural categories of the language.
 */
export type Messages<C extends PluralCategory = PluralCategory> = Texts<
  MessageKey | EngineErrorKey,
  CountedMessageKey,
  C
>;
