/**
 * The dealer's messages in Russian: `@russian-solitaire/dealer/messages/ru`: the engine's messages
 * in Russian (`@russian-solitaire/engine/messages/ru`) and the sentences of the dealer's errors, so
 * that `errorMessage` writes any error of the dealer in Russian, an engine error that caused
 * it included.
 * @module
 */
import { ru as engine } from '@russian-solitaire/engine/messages/ru';
import { extendTexts } from '@russian-solitaire/engine/internal';
import { DEALER_ERRORS_RU } from './errors-ru.js';
import type { DealerMessages } from './error-message.js';

export type { DealerMessages } from './error-message.js';
export type { DealerErrorKey } from './errors-en.js';

/** The dealer's messages in Russian: the engine's, and the dealer's error sentences. */
export const ru: DealerMessages = /* @__PURE__ */ extendTexts(engine, DEALER_ERRORS_RU);
