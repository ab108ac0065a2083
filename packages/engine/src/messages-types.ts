/**
 * The types the messages entries (`@russian-solitaire/engine/messages`, `…/messages/<language>`)
 * speak of, so that an app that imports only a language can name the type of its messages and
 * what that type is made of. Types only: nothing here adds code to a bundle.
 * @module
 */
export type { EngineErrorKey } from './errors-en.js';
export type { CountedMessageKey, LANGUAGES, Language, MessageKey, Messages, SuitWord } from './language.js';
export type { REFUSAL_CODES, RefusalCode } from './refusal-code.js';
export type { Locale, PLURAL_CATEGORIES, PluralCategory, TextValues, Texts } from './text.js';
