/**
 * Rule 7 (link-set.ts) against an independent brute force on small positions under classic building:
 * from a winnable position some move the rule keeps leads to a winnable position. The exhaustive
 * tier (`pnpm test:exhaustive`, which CI runs after `npm test`).
 */
import { type Position } from '@russian-solitaire/engine';
import { FOUNDATION_TARGET, ON_FOUNDATION, moveCard, moveTarget } from '@russian-solitaire/engine/internal';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { bruteForce, smallCase, underClassicBuilding } from '../testing/small.js';
import { keepLinkSet } from './link-set.js';
import { isIdleKingMove } from './prune.js';
import { breathe } from '../../../testing/breathe.js';

/** The moves the search weighs here before rule 7: no take-back (rule 1), no idle king (rule 4). */
function candidates(position: Position): number[] {
  const moves = new Uint16Array(512);
  const n = position.generateMoves(moves);
  return Array.from(moves.subarray(0, n)).filter(
    (m) => position.place[moveCard(m)] !== ON_FOUNDATION && !isIdleKingMove(position, m),
  );
}

/** Whether the position after `code` is winnable by brute force (`null`: too big to tell). */
function winnableAfter(position: Position, code: number): boolean | null {
  const after = position.clone();
  after.play(code);
  const answer = bruteForce(after, 5_000);
  return answer === null ? null : answer.winnable;
}

describe('rule 7: a link and the moves that could spoil it', () => {
  /**
   * Small cases dealt again under classic building with empty columns for a king or nothing (the
   * rule sets rule 7 is used for), with their options (group limits of none, 1, 2 and 20) and
   * number of columns; positions with a foundation move are left to rule 2.
   */
  const classicCase = (maxCards: number, spread: number) =>
    fc
      .tuple(smallCase(maxCards, 5, spread), fc.constantFrom('king' as const, 'none' as const))
      .map(([{ position, options }, emptyColumn]) => underClassicBuilding(position, emptyColumn, options));

  test('is sound on random small classic positions: a winnable position keeps a move to a winnable one', async () => {
    // Counted: positions where the rule leaves moves out; those of them that brute force finds
    // winnable and checks; and those where the kept set holds more than the link itself.
    let narrowed = 0;
    let checked = 0;
    let withCompanions = 0;
    await fc.assert(
      fc.asyncProperty(classicCase(11, 4), async (position) => {
        await breathe();
        const all = candidates(position);
        fc.pre(all.length > 1 && all.every((m) => moveTarget(m) !== FOUNDATION_TARGET));
        const buffer = Uint16Array.from(all);
        const end = keepLinkSet(position, buffer, 0, buffer.length);
        const kept = Array.from(buffer.subarray(0, end));
        expect(all.filter((m) => kept.includes(m))).toEqual(kept);
        fc.pre(kept.length < all.length);
        narrowed++;
        const before = bruteForce(position, 5_000);
        fc.pre(before !== null && before.winnable);
        const answers = kept.map((m) => winnableAfter(position, m));
        fc.pre(answers.every((a) => a !== null));
        expect(answers.some((a) => a === true)).toBe(true);
        checked++;
        if (kept.length > 1) withCompanions++;
      }),
      { numRuns: 300 },
    );
    expect(narrowed).toBeGreaterThanOrEqual(300);
    expect(checked).toBe(300);
    expect(withCompanions).toBeGreaterThan(0);
  });
});
