/**
 * Scoring: +10 for each card placed on a foundation, +5 for each card turned face up.
 * @module
 */
import { DECK_SIZE } from './card.js';
import { FOUNDATION_TARGET } from './move.js';
import { type UndoRecord, undoRecordTarget, undoRecordTurned } from './position.js';

/** Points for each card placed on a foundation (again after a take-back). */
export const FOUNDATION_POINTS = 10;
/** Points for each card turned face up. */
export const TURN_POINTS = 5;
/** Cards dealt face down. */
export const DEALT_FACE_DOWN = 21;
/** The score of a game won without take-backs: 52 × 10 + 21 × 5. */
export const WIN_SCORE = DECK_SIZE * FOUNDATION_POINTS + DEALT_FACE_DOWN * TURN_POINTS;

/** The points a played move earned, from its undo record. */
export function movePoints(record: UndoRecord): number {
  return (
    (undoRecordTarget(record) === FOUNDATION_TARGET ? FOUNDATION_POINTS : 0) +
    (undoRecordTurned(record) ? TURN_POINTS : 0)
  );
}
