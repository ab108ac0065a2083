/**
 * The dealer's messages in Ukrainian: `@russian-solitaire/dealer/messages/uk`: the engine's messages
 * in Ukrainian (`@russian-solitaire/engine/messages/uk`) and the sentences of the dealer's errors, so
 * that `errorMessage` writes any error of the dealer in Ukrainian, an engine error that caused
 * it included.
 * @module
 */
import { uk as engine } from '@russian-solitaire/engine/messages/uk';
import { extendTexts } from '@russian-solitaire/engine/internal';
import { DEALER_ERRORS_UK } from './errors-uk.js';
import type { DealerMessages } from './error-message.js';

export type { DealerMessages } from './error-message.js';
export type { DealerErrorKey } from './errors-en.js';

/** The dealer's messages in Ukrainian: the engine's, and the dealer's error sentences. */
export const uk: DealerMessages = /* @__PURE__ */ extendTexts(engine, DEALER_ERRORS_UK);
