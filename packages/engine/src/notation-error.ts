/**
 * The error of every text parser (cards, moves, positions): its own module, so that the card
 * module and the notation module can both use it without importing each other.
 * @module
 */
import { NOTATION_ERRORS } from './errors-en.js';
import { type Problem, problemMaker } from './problem.js';

/** Codes of the ways a text can fail to parse. */
export const NOTATION_ERROR_CODES = [
  'empty',
  'too-long',
  'bad-card',
  'bad-move',
  'bad-target',
  'unknown-rule-set',
  'bad-rule-set',
  'wrong-field-count',
  'bad-label',
  'bad-foundation',
  'face-down-above-face-up',
] as const;
/** A code from {@link NOTATION_ERROR_CODES}. */
export type NotationErrorCode = (typeof NOTATION_ERROR_CODES)[number];

/** Why a text was refused: what kind of problem, and what was wrong where. */
export type NotationError = Problem<NotationErrorCode>;

/** Makes the errors of the text parsers. */
export const notationProblem = /* @__PURE__ */ problemMaker(NOTATION_ERRORS);
