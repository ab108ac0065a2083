/**
 * The labels of a game review, and the thresholds behind them.
 *
 * A move's change of fair share splits in three (see docs/review.md):
 *
 * - **not knowing**: the share before the move minus the best share after any move (the fair
 *   hint's). A player who cannot see the face-down cards cannot pick, for each arrangement, the
 *   move that wins under it; this part is no one's fault and is not labelled.
 * - **choice**: the share after the move played minus the fair hint's share (after its plan, up
 *   to the next card turned, for the `committed` and `widened` strategies), both on the same
 *   arrangements, before any card the move turns is seen.
 * - **luck**: the share once the turned card is seen minus the share after the move before it was
 *   seen. Over the cards that could have been turned, luck averages zero; a move that turns no
 *   card has none.
 * @module
 */
import type { WinShare } from './win-share.js';

/** The labels of reviewed moves, in the order they take precedence (a move gets at most one). */
export const REVIEW_LABELS = ['losing-move', 'mistake', 'bad-luck', 'good-luck'] as const;
/** A label from {@link REVIEW_LABELS}. */
export type ReviewLabel = (typeof REVIEW_LABELS)[number];

/**
 * A move is a **mistake** when its share (after the move, before a turned card is seen) is at least
 * this far below the fair hint's, both measured on the same arrangements: 10 percentage points,
 * the drop in winning chances chess analysis boards call a mistake.
 */
export const MISTAKE_THRESHOLD = 0.1;

/**
 * A turned card is **luck**, good or bad, when it moved the share by at least this much (10
 * percentage points) and the 95 % intervals before and after it was seen do not overlap (the two
 * shares come from different samples, so a smaller change may be sampling noise).
 */
export const LUCK_THRESHOLD = 0.1;

/** The luck label of a turned card's change of share, or `null`. */
export function luckLabel(before: WinShare, after: WinShare): 'good-luck' | 'bad-luck' | null {
  const change = after.estimate - before.estimate;
  if (change >= LUCK_THRESHOLD && after.low > before.high) return 'good-luck';
  if (change <= -LUCK_THRESHOLD && after.high < before.low) return 'bad-luck';
  return null;
}

/** Whether a choice (the played move's share minus the fair hint's) is a mistake. */
export function isMistake(choice: number): boolean {
  // A hair of tolerance, so that a drop of exactly the threshold counts whatever the rounding.
  return choice <= -MISTAKE_THRESHOLD + 1e-12;
}
