/**
 * Successive halving, the schedule by which fair hints spend their searches: every candidate (a
 * move, or a plan) is tried on the first few arrangements, the better half goes on to twice as
 * many, and so on, until one is left, which is then tried on every arrangement. Every candidate is
 * compared on the same arrangements, in the same order.
 * @module
 */
import type { Move } from '@russian-solitaire/engine';
import type { FairMoveEstimate } from './fair-answer.js';
import type { Arrangements } from './arrangements.js';
import type { FairSteps, Outcome } from './fair-run.js';
import { winShare } from './win-share.js';

/** How many arrangements every candidate is tried on in the first round. */
export const FIRST_ROUND = 8;

/** A candidate's tally, and its tie-breaks from visible information only. */
export interface Arm {
  /** The solver's ordering score of its (first) move. */
  readonly order: number;
  /** Its place among the candidates: the last tie-break. */
  readonly index: number;
  /** Arrangements under which it wins. */
  wins: number;
  /** Arrangements whose search ran out of budget. */
  undecided: number;
  /** Arrangements tried. */
  samples: number;
  /** Arrangements whose own winning line starts with it. */
  votes: number;
}

/** The estimate of an arm: undecided arrangements count half; -1 before any is tried. */
function armValue(a: Arm): number {
  return a.samples === 0 ? -1 : (a.wins + a.undecided / 2) / a.samples;
}

/** Best first by the estimate alone (0 for equal estimates). */
export function betterValue(a: Arm, b: Arm): number {
  return armValue(b) - armValue(a);
}

/** Best first: estimate, then votes, then the ordering score, then the place among the candidates. */
export function betterArm(a: Arm, b: Arm): number {
  return betterValue(a, b) || b.votes - a.votes || b.order - a.order || a.index - b.index;
}

/**
 * Tries the arms by successive halving over `total` arrangements (see the module comment); `tryOn`
 * gives an arm's outcome under one arrangement, `null` when the run stopped, which ends the
 * schedule there; `better` ranks the arms between rounds (best first).
 */
export function* successiveHalving<T extends Arm>(
  arms: readonly T[],
  total: number,
  tryOn: (arm: T, i: number) => FairSteps<Outcome | null>,
  better: (a: T, b: T) => number = betterArm,
): FairSteps<void> {
  let candidates = arms.slice();
  let round = Math.min(total, FIRST_ROUND);
  for (;;) {
    for (const a of candidates) {
      while (a.samples < round) {
        const outcome = yield* tryOn(a, a.samples);
        if (outcome === null) return;
        if (outcome === 'won') a.wins++;
        else if (outcome === 'undecided') a.undecided++;
        a.samples++;
      }
    }
    if (round === total) return;
    if (candidates.length > 1) candidates = candidates.sort(better).slice(0, Math.ceil(candidates.length / 2));
    round = candidates.length === 1 ? total : Math.min(total, round * 2);
  }
}

/** What an arm's tally says of `move` (its first move), over `arrangements`: exact once it was tried on all of an exhaustive list. */
export function armEstimate(a: Arm, move: Move, arrangements: Arrangements): FairMoveEstimate {
  const exact = arrangements.exhaustive && a.samples === arrangements.count;
  return {
    move,
    winShare: winShare(a.wins, a.undecided, a.samples, exact),
    samples: a.samples,
    undecided: a.undecided,
  };
}
