/**
 * The solver's messages in all four languages: `@russian-solitaire/solver/messages`. An app that
 * offers every language imports them from here; an app with one language imports only that one,
 * from `@russian-solitaire/solver/messages/<language>`. Neither loads the solver's search code.
 * @module messages
 */
import type { Language } from '@russian-solitaire/engine';
import type { SolverMessages } from './error-message.js';
import { en } from './messages-en.js';
import { ru } from './messages-ru.js';
import { tr } from './messages-tr.js';
import { uk } from './messages-uk.js';

export type { SolverMessages } from './error-message.js';
export type { SolverErrorKey } from './errors-en.js';

export { en, ru, tr, uk };

/** The solver's messages of every language, by language code. */
export const MESSAGES: Readonly<Record<Language, SolverMessages>> = /* @__PURE__ */ Object.freeze({ en, ru, uk, tr });
