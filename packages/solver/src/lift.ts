/**
 * Lifts: tableau moves of a card that lies face up on a card it may be placed on. Searches that
 * leave them out (some searches of the portfolio, see `run.ts`) cover only part of the move graph:
 * they find many wins sooner, and never prove a loss.
 * @module
 */
import { type Position } from '@russian-solitaire/engine';
import {
  COLUMN_STRIDE,
  FOUNDATION_TARGET,
  MAX_BUILDERS,
  ON_FOUNDATION,
  moveCard,
  moveTarget,
} from '@russian-solitaire/engine/internal';
/**
 * Whether `code` is a *lift*: a tableau move of a card that lies face up on a card it may be placed
 * on (by the engine's builder table). Not a pruning rule (lifts can be needed): searches that
 * leave them out cover only part of the move graph, to find wins sooner, and prove nothing.
 */
export function isLift(position: Position, code: number): boolean {
  if (moveTarget(code) === FOUNDATION_TARGET) return false;
  const card = moveCard(code);
  const from = position.place[card]!;
  if (from === ON_FOUNDATION) return false;
  const i = position.slot[card]!;
  if (i <= position.faceDown[from]!) return false;
  return mayGoOn(position, card, position.cards[from * COLUMN_STRIDE + i - 1]!);
}

/** Whether `card` may be placed on `under` under the position's rule set (by the engine's builder table). */
export function mayGoOn(position: Position, card: number, under: number): boolean {
  const { targets, targetCount } = position.rules;
  const n = targetCount[card]!;
  for (let k = 0; k < n; k++) if (targets[card * MAX_BUILDERS + k] === under) return true;
  return false;
}
