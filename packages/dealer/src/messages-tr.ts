/**
 * The dealer's messages in Turkish: `@russian-solitaire/dealer/messages/tr`: the engine's messages
 * in Turkish (`@russian-solitaire/engine/messages/tr`) and the sentences of the dealer's errors, so
 * that `errorMessage` writes any error of the dealer in Turkish, an engine error that caused
 * it included.
 * @module
 */
import { tr as engine } from '@russian-solitaire/engine/messages/tr';
import { extendTexts } from '@russian-solitaire/engine/internal';
import { DEALER_ERRORS_TR } from './errors-tr.js';
import type { DealerMessages } from './error-message.js';

export type { DealerMessages } from './error-message.js';
export type { DealerErrorKey } from './errors-en.js';

/** The dealer's messages in Turkish: the engine's, and the dealer's error sentences. */
export const tr: DealerMessages = /* @__PURE__ */ extendTexts(engine, DEALER_ERRORS_TR);
