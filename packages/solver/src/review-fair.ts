/**
 * The fair analysis along a game's line: at each position, the share of the arrangements of the
 * unseen cards under which it can be won (as `winOdds` computes it), the fair hint there (as
 * `fairHint` computes it), and the share after the move played, measured on the same
 * arrangements before any card it turns is seen.
 *
 * **Stretches.** Between two moves that turn a card, the unseen cards and the face-down slots stay
 * the same, so one list of arrangements serves every position of such a stretch. The review draws
 * it at the stretch's first position, exactly as `fairHint` draws its own there (the seed is its
 * strategy's default: for `committed` and `widened`, the hash of what stays the same until the
 * next turn, the same all along the stretch; for `sampled`, that position's `visibleHash`), and
 * keeps it along the stretch. Two things follow.
 * Consecutive shares within a stretch are compared on the same arrangements: the share before the
 * next move is the share after this one, exactly, not a second sample with its own noise. The
 * outcomes after the move played are the next position's own outcomes: each is searched once. And
 * the winning lines found after each move at one position are tried after the same move at the
 * next (a move that changed little leaves most of them winning), before any search.
 * Where a move turns a card, the next stretch draws a new list from what the player then sees.
 * A stretch is also the path that the hints along it must not bring back (see `repetition.ts`):
 * the hint at a position never proposes a move back to a position of the stretch before it.
 *
 * An arrangement's outcome is a fact (a winning line, or an exhaustive search): carried from one
 * position to the next it is the outcome a new search would find, unless that search ran out of
 * budget. So each share equals `winOdds(position, { seed })` with the stretch's seed whenever that
 * leaves nothing undecided, and otherwise lies within its interval with fewer undecided.
 * @module
 */
import type { MoveCode, Position } from '@russian-solitaire/engine';
import { visibleKey } from '@russian-solitaire/engine';
import { Arrangements } from './arrangements.js';
import { type FairHint, fairHintSteps } from './fair-hint.js';
import { FairRun, type FairSteps, type RootOutcome, defaultSeed } from './fair-run.js';
import { type WinOdds, oddsSteps } from './odds.js';
import { Repetitions } from './repetition.js';
import type { ReviewWork } from './review-work.js';
import { type WinShare, winShare } from './win-share.js';

/** The share after the move played, on the arrangements of the position before it. */
interface PlayedShare {
  /** The estimated share of arrangements under which the position after the move can be won. */
  readonly winShare: WinShare;
  /** Arrangements searched. */
  readonly samples: number;
  /** Of those, the ones whose search ran out of budget. */
  readonly undecided: number;
}

/** What the fair analysis found at one position of the game. */
export interface PositionAnalysis {
  /** The odds of the position, as `winOdds` gives them on the stretch's arrangements. */
  readonly odds: WinOdds;
  /** The fair hint there, as `fairHint` gives it on the same arrangements (`null` at the end, or with no move to hint). */
  readonly hint: FairHint | null;
  /** The share after the move played (`null` at the end of the game). */
  readonly played: PlayedShare | null;
  /** The seed of the stretch's arrangements: the fair strategy's default seed at the stretch's first position. */
  readonly seed: number;
}

/** Runs fair steps, reporting the review's progress between slices. */
function* observed<T>(steps: FairSteps<T>, run: FairRun, work: ReviewWork): FairSteps<T> {
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
    work.report(run.nodes);
    yield;
  }
}

/** The share after `move` under every arrangement of the run, with the outcomes themselves. */
function* playedSteps(run: FairRun, move: MoveCode): FairSteps<{ share: PlayedShare; afters: RootOutcome[] }> {
  const afters: RootOutcome[] = [];
  let wins = 0;
  let undecided = 0;
  const total = run.arrangements.count;
  for (let i = 0; i < total; i++) {
    const after = yield* run.afterMoveRoot(move, i);
    if (after === null) break;
    afters.push(after);
    if (after.outcome === 'won') wins++;
    else if (after.outcome === 'undecided') undecided++;
  }
  const n = afters.length;
  const exhaustive = run.arrangements.exhaustive && n === total;
  return { share: { winShare: winShare(wins, undecided, n, exhaustive), samples: n, undecided }, afters };
}

/**
 * The fair analysis of the positions of a game (see the module comment): `positions[i]` is the
 * position before move `line[i]`, the last one the end. Stops early (fewer analyses than
 * positions) when the review must stop.
 */
export function* fairAnalysisSteps(
  positions: readonly Position[],
  line: readonly MoveCode[],
  work: ReviewWork,
): FairSteps<PositionAnalysis[]> {
  const analyses: PositionAnalysis[] = [];
  let arrangements: Arrangements | null = null;
  let seed = 0;
  let roots: RootOutcome[] | undefined;
  let previous: FairRun | undefined;
  /** The keys of the stretch's positions so far: the path its hints must not bring back. */
  let stretch: string[] = [];
  for (let i = 0; i < positions.length; i++) {
    if (work.mustStop()) break;
    const position = positions[i]!;
    if (arrangements === null || position.faceDownCount !== positions[i - 1]!.faceDownCount) {
      // A new stretch: the first position, or a card was turned.
      seed = work.options.fair.seed ?? defaultSeed(position, work.options.fair);
      arrangements = new Arrangements(position, work.options.fair.samples, seed);
      roots = undefined;
      previous = undefined;
      stretch = [];
    }
    stretch.push(visibleKey(position));
    const run = new FairRun(position, work.fairOptions(), arrangements, roots, previous);
    previous = run;
    let hint: FairHint | null = null;
    let played: PlayedShare | null = null;
    if (i < line.length) {
      if (!position.isWon && position.hasLegalMove())
        hint = yield* observed(fairHintSteps(run, new Repetitions(position, stretch)), run, work);
      const after = yield* observed(playedSteps(run, line[i]!), run, work);
      played = after.share;
      roots = after.afters;
    }
    const odds = yield* observed(oddsSteps(run), run, work);
    work.nodes += run.nodes;
    work.searchStopped(run.stopped, true);
    analyses.push({ odds, hint, played, seed });
    work.positions = analyses.length;
    work.report(0, true);
  }
  return analyses;
}
