/**
 * The full-information verdicts along a game's line: for each position of the game (the start,
 * then the position after each move), whether it can still be won with every card known.
 *
 * Two facts keep the searches few. A position after a move can be won only if the position before
 * it can (play the move, then the win): so a loss carries forward to every later position, and a
 * win carries back to every earlier one, with the move prepended to its line. And a winning line
 * followed by the player stays a winning line. So the walk solves the start, follows the moves
 * along the known winning line while the player does, solves again where the player leaves it,
 * and stops searching at the first proved loss. The verdicts are then a run of `solved`, maybe
 * some `unknown` (searches that ran out of budget), then a run of `unsolvable`: there is at most
 * one move from a position that can be won to one that cannot, the losing move.
 * @module
 */
import type { MoveCode, Position } from '@russian-solitaire/engine';
import { encodeMove } from '@russian-solitaire/engine';
import type { FairSteps } from './fair-run.js';
import type { ReviewWork } from './review-work.js';
import { type SolveStatus, SolverRun } from './run.js';
import { now } from './slice.js';

/** What the review knows of one position of the game with every card known. */
export interface PositionVerdict {
  /** `solved` (can be won), `unsolvable` (proved lost) or `unknown`. */
  readonly status: SolveStatus;
  /** A winning line from the position, when `solved`. */
  readonly line: readonly MoveCode[] | null;
}

const UNSOLVABLE: PositionVerdict = Object.freeze({ status: 'unsolvable', line: null });
const UNKNOWN: PositionVerdict = Object.freeze({ status: 'unknown', line: null });

/** One full-information search of a position within the review's budget; `unknown` when the review stops. */
function* verdictOf(position: Position, work: ReviewWork): FairSteps<PositionVerdict> {
  if (work.mustStop()) return UNKNOWN;
  const options = work.solveOptions();
  const run = new SolverRun(position, options);
  for (;;) {
    const result = run.step(options.sliceNodes, now() + options.sliceMs);
    if (result) {
      work.nodes += result.nodes;
      if (result.status === 'solved') return { status: 'solved', line: result.line.map(encodeMove) };
      if (result.status === 'unsolvable') return UNSOLVABLE;
      work.searchStopped(result.reason, options.budget < work.options.solveBudget);
      return UNKNOWN;
    }
    work.report(run.nodes);
    yield;
  }
}

/**
 * The verdicts of the positions of a game: `positions[i]` is the position before move `i`
 * (`positions[line.length]` the end), `line[i]` the move played there (see the module comment).
 */
export function* verdictSteps(
  positions: readonly Position[],
  line: readonly MoveCode[],
  work: ReviewWork,
): FairSteps<PositionVerdict[]> {
  const verdicts: PositionVerdict[] = [yield* verdictOf(positions[0]!, work)];
  for (let i = 0; i < line.length; i++) {
    const before = verdicts[i]!;
    if (before.status === 'unsolvable') verdicts.push(UNSOLVABLE);
    else if (before.status === 'solved' && before.line![0] === line[i])
      verdicts.push({ status: 'solved', line: before.line!.slice(1) });
    else verdicts.push(yield* verdictOf(positions[i + 1]!, work));
  }
  for (let i = line.length - 1; i >= 0; i--) {
    const after = verdicts[i + 1]!;
    if (after.status === 'solved' && verdicts[i]!.status !== 'solved')
      verdicts[i] = { status: 'solved', line: [line[i]!, ...after.line!] };
  }
  return verdicts;
}

/**
 * A move from `position` that keeps it winnable, given its verdict (`solved`): `preferred` (the
 * fair hint's move, which a player seeing only the face-up cards could have found) when a search
 * proves that it does, otherwise the first move of the verdict's winning line.
 */
export function* keepingMove(
  position: Position,
  verdict: PositionVerdict,
  preferred: MoveCode | null,
  work: ReviewWork,
): FairSteps<MoveCode> {
  const first = verdict.line![0]!;
  if (preferred === null || preferred === first) return first;
  const after = position.clone();
  after.play(preferred);
  const kept = yield* verdictOf(after, work);
  return kept.status === 'solved' ? preferred : first;
}
