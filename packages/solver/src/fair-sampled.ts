/**
 * The `sampled` strategy of fair hints (see `fair-hint.ts` for what the hint is): every legal move
 * is valued by the share of arrangements under which the position after it can be won with every
 * card known, by successive halving: every move is first tried on a few arrangements, the better
 * half goes on to twice as many, and so on, until one move is left, which is then searched on
 * every arrangement; all moves are compared on the same arrangements. When every arrangement's own
 * winning line starts with the same move (always so when the one arrangement there is wins), that
 * move is the answer without searching the others: nothing can rank above it. Only moves that
 * lead somewhere new are candidates (see `repetition.ts`).
 * @module
 */
import { type MoveCode, decodeMove } from '@russian-solitaire/engine';
import type { FairHint, FairMoveEstimate } from './fair-answer.js';
import type { FairRun, FairSteps } from './fair-run.js';
import { type Arm, FIRST_ROUND, armEstimate, betterArm, successiveHalving } from './fair-halving.js';
import { scoreMove } from './order.js';
import type { Repetitions } from './repetition.js';

interface Tally extends Arm {
  readonly code: MoveCode;
}

/**
 * When every arrangement fits in the first round (always so with one arrangement, when no card
 * is face down) and the position's own search wins under each of them with a line that starts
 * with the same move, that move: it wins under every arrangement and has every vote, so no other
 * move can rank above it and none needs searching. `null` otherwise. The root searches it runs
 * are the ones the first round would run anyway.
 */
function* unanimousFirst(run: FairRun, total: number): FairSteps<MoveCode | null> {
  if (total > FIRST_ROUND) return null;
  let first: MoveCode | null = null;
  for (let i = 0; i < total; i++) {
    const root = yield* run.root(i);
    if (root?.outcome !== 'won' || (first !== null && root.first !== first)) return null;
    first = root.first;
  }
  return first;
}

/**
 * The steps of a fair hint by the `sampled` strategy over a run (see the module comment), among
 * the moves that lead somewhere new (see `repetition.ts`): `null` when none does.
 * @internal
 */
export function* sampledHintSteps(run: FairRun, repetitions: Repetitions): FairSteps<FairHint | null> {
  const position = run.position;
  const scratch = position.clone();
  const buffer = new Uint16Array(512);
  const n = position.generateMoves(buffer);
  const tallies: Tally[] = [];
  for (let i = 0; i < n; i++) {
    const code = buffer[i]!;
    if (!repetitions.isNew(scratch, code)) continue;
    tallies.push({ code, order: scoreMove(position, code, 0), index: i, wins: 0, undecided: 0, samples: 0, votes: 0 });
  }
  if (tallies.length === 0) return null;
  const total = run.arrangements.count;
  let candidates = tallies;
  const agreed = yield* unanimousFirst(run, total);
  const sure = agreed === null ? undefined : tallies.find((t) => t.code === agreed);
  if (sure) {
    // The move wins under every arrangement and has every vote: no move can rank above it.
    sure.wins = sure.samples = sure.votes = total;
    candidates = [];
  }
  yield* successiveHalving(candidates, total, function* (t, i) {
    const outcome = yield* run.afterMove(t.code, i);
    if (outcome === null) return null;
    const root = yield* run.root(i);
    if (root?.outcome === 'won' && root.first === t.code) t.votes++;
    return outcome;
  });
  const ranked = tallies.slice().sort((a, b) => (a.samples > 0 ? 0 : 1) - (b.samples > 0 ? 0 : 1) || betterArm(a, b));
  // The answer is among the moves searched furthest (an early stop leaves some with fewer samples).
  const most = Math.max(...tallies.map((t) => t.samples));
  const best = ranked.find((t) => t.samples === most) ?? ranked[0]!;
  const estimate = (t: Tally): FairMoveEstimate => armEstimate(t, decodeMove(t.code), run.arrangements);
  return {
    ...estimate(best),
    plan: [decodeMove(best.code)],
    followed: false,
    exhaustive: run.arrangements.exhaustive && best.samples === total,
    moves: ranked.map(estimate),
    nodes: run.nodes,
    searches: run.searches,
    stopped: run.stopped,
    elapsedMs: run.elapsedMs,
  };
}
