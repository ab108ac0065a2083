/**
 * The error of every text parser (cards, moves, positions): its own module, so that the card
 * module and the notation module can both use it without importing each other.
 * @module
 */

/** Codes of the ways a text can fail to parse. */
export const NOTATION_ERROR_CODES = [
  'empty',
  'too-long',
  'bad-card',
  'bad-move',
  'bad-target',
  'unknown-rule-set',
  'wrong-field-count',
  'bad-label',
  'bad-foundation',
  'face-down-above-face-up',
] as const;
/** A code from {@link NOTATION_ERROR_CODES}. */
export type NotationErrorCode = (typeof NOTATION_ERROR_CODES)[number];

/** Why a text was refused. */
export interface NotationError {
  /** What kind of problem. */
  readonly code: NotationErrorCode;
  /** What was wrong and where, in English, for developers and command-line users. */
  readonly message: string;
}
