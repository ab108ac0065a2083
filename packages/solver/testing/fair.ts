/**
 * Test helpers of fair advice: answers without their time, rearranged positions, positions with
 * few cards face down, and a generous verdict.
 * @module
 */
import {
  type Position,
  arrangementCount,
  classic,
  determinize,
  encodeMove,
  relaxed,
  unwrap,
} from '@russian-solitaire/engine';
import { expect } from 'vitest';
import type { FairHint } from '../src/fair-hint.js';
import type { WinOdds } from '../src/odds.js';
import { solve } from '../src/solve.js';
import { ru1Position } from './ru1.js';

/** An answer without its wall-clock time, the one part that depends on the machine. */
export function timeless<T extends FairHint | WinOdds>(answer: T | null): Omit<T, 'elapsedMs'> | null {
  if (answer === null) return null;
  const { elapsedMs: _, ...rest } = answer;
  return rest;
}

/** The same position with its face-down cards in another arrangement. */
export function rearranged(position: Position, seed: number): Position {
  const q = position.clone();
  let state = seed >>> 0;
  determinize(q, (bound) => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state % bound;
  });
  return q;
}

/** A position along the solver's winning line of a deal with at most `down` cards face down. */
export function fewFaceDown(seed: number, ruleSet = classic, down = 4): Position | null {
  const start = ru1Position(seed, ruleSet);
  const result = unwrap(solve(start, { budget: 200_000 }));
  if (result.status !== 'solved') return null;
  const p = start.clone();
  for (const move of result.line) {
    if (p.faceDownCount <= down) return p;
    p.play(encodeMove(move));
  }
  return null;
}

/** Whether a position can be won, by a search generous enough for these small cases. */
export function winnable(position: Position): boolean {
  const result = unwrap(solve(position, { budget: 2_000_000 }));
  expect(result.status).not.toBe('unknown');
  return result.status === 'solved';
}

/**
 * Positions with at most 4 cards face down (so at most 24 arrangements), along the winning lines
 * of four deals (classic 14 and 18, relaxed 27 and 1), with their arrangement counts.
 */
export function fewFaceDownCases(): { readonly position: Position; readonly count: number }[] {
  const cases = [];
  for (const [seed, ruleSet] of [
    [14, classic],
    [18, classic],
    [27, relaxed],
    [1, relaxed],
  ] as const) {
    const position = fewFaceDown(seed, ruleSet);
    expect(position).not.toBeNull();
    if (position === null) continue;
    const count = arrangementCount(position);
    expect(count).toBeLessThanOrEqual(24);
    cases.push({ position, count });
  }
  expect(cases).toHaveLength(4);
  return cases;
}
