/**
 * Test helper: random legal play from a deal, through the engine only.
 * @module
 */
import type { Position } from '@russian-solitaire/engine';

/** Plays up to `steps` moves chosen by `choices` (indices into the legal moves), in place; returns the records. */
export function playRandomly(position: Position, choices: readonly number[]): number[] {
  const records: number[] = [];
  const moves = new Uint16Array(512);
  for (const choice of choices) {
    const n = position.generateMoves(moves);
    if (n === 0) break;
    records.push(position.play(moves[choice % n]!));
  }
  return records;
}
