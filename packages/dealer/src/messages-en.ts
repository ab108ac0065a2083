/**
 * The dealer's messages in English: `@russian-solitaire/dealer/messages/en`: the engine's messages
 * in English (`@russian-solitaire/engine/messages/en`) and the sentences of the dealer's errors, so
 * that `errorMessage` writes any error of the dealer in English, an engine error that caused
 * it included.
 * @module
 */
import { en as engine } from '@russian-solitaire/engine/messages/en';
import { extendTexts } from '@russian-solitaire/engine/internal';
import { CODE_ERRORS, DEAL_ERRORS, SEED_ERRORS } from './errors-en.js';
import type { DealerMessages } from './error-message.js';

export type { DealerMessages } from './error-message.js';
export type { DealerErrorKey } from './errors-en.js';

/** The dealer's messages in English: the engine's, and the dealer's error sentences. */
export const en: DealerMessages = /* @__PURE__ */ extendTexts(engine, {
  ...CODE_ERRORS,
  ...SEED_ERRORS,
  ...DEAL_ERRORS,
});
