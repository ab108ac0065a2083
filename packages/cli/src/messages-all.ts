/**
 * The command's messages in all four languages: `@russian-solitaire/cli/messages`. A program that
 * writes the command's errors in any language imports them from here; one with a single language
 * imports only that one, from `@russian-solitaire/cli/messages/<language>`.
 * @module messages
 */
import type { Language } from '@russian-solitaire/engine';
import type { CliMessages } from './error-message.js';
import { en } from './messages-en.js';
import { ru } from './messages-ru.js';
import { tr } from './messages-tr.js';
import { uk } from './messages-uk.js';

export type { CliMessages } from './error-message.js';
export type { CliErrorKey, CliLineKey, CliWordKey } from './errors-en.js';

export { en, ru, tr, uk };

/** The command's messages of every language, by language code. */
export const MESSAGES: Readonly<Record<Language, CliMessages>> = /* @__PURE__ */ Object.freeze({ en, ru, uk, tr });
