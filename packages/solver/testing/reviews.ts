/**
 * Test helper: what the review tests share: quick fair settings, a review without its clock, the
 * positions of a line, games of winnable classic deals as a player might play them, and the
 * independent full-information verdicts a review is checked against.
 * @module
 */
import { formatCode } from '@russian-solitaire/dealer';
import { type MoveCode, type Position, decodeMove, makeMove, unwrap } from '@russian-solitaire/engine';
import fc from 'fast-check';
import { breathe } from '../../../testing/breathe.js';
import type { GameReview } from '../src/review.js';
import type { SolveStatus } from '../src/run.js';
import { solve } from '../src/solve.js';
import { playedGame, winnableSeedFrom } from './games.js';
import { ru1Position } from './ru1.js';

/** Small, quick fair settings for properties (the verdicts keep their default budget). */
export const QUICK = { samples: 8, sampleBudget: 5_000 };

/** A review without its wall-clock time, the one part that depends on the machine. */
export function timeless(review: GameReview): Omit<GameReview, 'elapsedMs'> {
  const { elapsedMs: _, ...rest } = review;
  return rest;
}

/** The positions of a line: before each move, then the end. */
export function positionsOf(start: Position, line: readonly MoveCode[]): Position[] {
  const p = start.clone();
  const out = [p.clone()];
  for (const code of line) {
    p.play(code);
    out.push(p.clone());
  }
  return out;
}

/** A game of a winnable classic deal near `from`, played with `leave` chance of leaving the winning line. */
export function classicGame(from: number, randomSeed: number, leave: number): { code: string; line: MoveCode[] } {
  const seed = winnableSeedFrom(from);
  const line = playedGame(ru1Position(seed), randomSeed, leave);
  return { code: unwrap(formatCode({ rule: 'C', seed })), line };
}

/** Where to look for a winnable deal, and the random choices of the game played on it. */
export const dealFrom = fc.integer({ min: 0, max: 3_000_000 });
/** The random choices of a game played on a deal. */
export const choices = fc.integer({ min: 0, max: 2 ** 31 - 1 });

/** The moves of a line as text. */
export const moveTexts = (line: readonly MoveCode[]): string[] => line.map((code) => makeMove(decodeMove(code)));

/** Independent full-information verdicts of positions, one solve each, letting the event loop run between them. */
export async function statuses(positions: readonly Position[]): Promise<SolveStatus[]> {
  const found: SolveStatus[] = [];
  for (const p of positions) {
    found.push(unwrap(solve(p, { budget: 1_000_000 })).status);
    await breathe();
  }
  return found;
}
