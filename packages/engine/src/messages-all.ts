/**
 * The engine's messages in all four languages: `@russian-solitaire/engine/messages`. An app that
 * offers every language imports them from here; an app with one language imports only that one,
 * from `@russian-solitaire/engine/messages/<language>`.
 * @module messages
 */
import type { Language, Messages } from './language.js';
import { en } from './messages-en.js';
import { ru } from './messages-ru.js';
import { tr } from './messages-tr.js';
import { uk } from './messages-uk.js';

export { en, ru, tr, uk };
export type * from './messages-types.js';

/** The engine's messages of every language, by language code. */
export const MESSAGES: Readonly<Record<Language, Messages>> = /* @__PURE__ */ Object.freeze({ en, ru, uk, tr });
