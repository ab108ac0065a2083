/**
 * The dealer's messages in all four languages: `@russian-solitaire/dealer/messages`. An app that
 * offers every language imports them from here; an app with one language imports only that one,
 * from `@russian-solitaire/dealer/messages/<language>`.
 * @module messages
 */
import type { Language } from '@russian-solitaire/engine';
import type { DealerMessages } from './error-message.js';
import { en } from './messages-en.js';
import { ru } from './messages-ru.js';
import { tr } from './messages-tr.js';
import { uk } from './messages-uk.js';

export type { DealerMessages } from './error-message.js';
export type { DealerErrorKey } from './errors-en.js';

export { en, ru, tr, uk };

/** The dealer's messages of every language, by language code. */
export const MESSAGES: Readonly<Record<Language, DealerMessages>> = /* @__PURE__ */ Object.freeze({ en, ru, uk, tr });
