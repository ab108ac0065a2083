/**
 * Fair hints: one next move chosen from what the player sees.
 *
 * A fair hint never looks at the face-down cards. It deals the unseen cards into the face-down
 * slots in many arrangements (all of them when there are few, see `arrangements.ts`), and for each
 * legal move estimates the share of arrangements under which the position after the move can
 * still be won, searching each with the full-information solver. It spends its searches where
 * they decide something, by successive halving: every move is first tried on a few arrangements,
 * the better half goes on to twice as many, and so on, until one move is left, which is then
 * searched on every arrangement; all moves are compared on the same arrangements. The answer is
 * the move with the best estimate, with that estimate and its 95 % interval. When every
 * arrangement's own winning line starts with the same move (always so when the one arrangement
 * there is wins), that move is the answer without searching the others: nothing can rank above it.
 *
 * The arrangements are made from the visible part alone, and the default seed is the engine's
 * `visibleHash`: two positions with the same visible part get the same hint. With no card face
 * down there is one arrangement, the answer is exact, and the hint is a winning move whenever one
 * exists (the first move of the winning line the solver found, when it found one).
 * @module
 */
import { type Move, type MoveCode, type Result, decodeMove, ok } from '@russian-solitaire/engine';
import type { FairOptions } from './fair-options.js';
import { type FairRun, type FairSteps, startFairRun } from './fair-run.js';
import type { SolveError } from './options.js';
import { scoreMove } from './order.js';
import type { UnknownReason } from './run.js';
import { drain, drainAsync } from './slice.js';
import type { PositionSource } from './source.js';
import { type WinShare, winShare } from './win-share.js';

/** What a fair hint estimates for one legal move. */
export interface FairMoveEstimate {
  /** The move. */
  readonly move: Move;
  /** The estimated share of arrangements under which the position after the move can be won. */
  readonly winShare: WinShare;
  /** Arrangements searched for this move. */
  readonly samples: number;
  /** Of those, the ones whose search ran out of budget. */
  readonly undecided: number;
}

/** A fair hint: the best move by its estimated chance to win. */
export interface FairHint extends FairMoveEstimate {
  /** Whether the arrangements searched were all there are (then the share is exact, not sampled). */
  readonly exhaustive: boolean;
  /** Every legal move's estimate, best first (moves dropped early were searched on fewer arrangements). */
  readonly moves: readonly FairMoveEstimate[];
  /** Nodes searched in all. */
  readonly nodes: number;
  /** Searches run in all (one per arrangement and position searched). */
  readonly searches: number;
  /** Why the hint stopped before its schedule was done (`budget`, `time-limit`, `aborted`), or `null`. */
  readonly stopped: UnknownReason | null;
  /** Wall-clock milliseconds spent (the only part of the answer that depends on the machine). */
  readonly elapsedMs: number;
}

/** How many arrangements every move is tried on in the first round of successive halving. */
const FIRST_ROUND = 8;

interface Tally {
  readonly code: MoveCode;
  /** The solver's ordering score of the move: the tie-break, from visible information only. */
  readonly order: number;
  /** Its place in the engine's generation order: the last tie-break. */
  readonly index: number;
  wins: number;
  undecided: number;
  samples: number;
  /** Arrangements under which the position's own winning line starts with this move. */
  votes: number;
}

function value(t: Tally): number {
  return t.samples === 0 ? -1 : (t.wins + t.undecided / 2) / t.samples;
}

/** Best first: estimate, then how often the solver's own line chose it, then ordering, then generation order. */
function better(a: Tally, b: Tally): number {
  return value(b) - value(a) || b.votes - a.votes || b.order - a.order || a.index - b.index;
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
 * The steps of a fair hint over a run (see the module comment); `fairHint` drives them. Internal to
 * the solver: the game review drives them over runs of its own.
 * @internal
 */
export function* fairHintSteps(run: FairRun): FairSteps<FairHint> {
  const position = run.position;
  const buffer = new Uint16Array(512);
  const n = position.generateMoves(buffer);
  const tallies: Tally[] = [];
  for (let i = 0; i < n; i++) {
    const code = buffer[i]!;
    tallies.push({ code, order: scoreMove(position, code, 0), index: i, wins: 0, undecided: 0, samples: 0, votes: 0 });
  }
  const total = run.arrangements.count;
  let candidates = tallies.slice();
  let round = Math.min(total, FIRST_ROUND);
  const agreed = yield* unanimousFirst(run, total);
  const sure = agreed === null ? undefined : tallies.find((t) => t.code === agreed);
  if (sure) {
    // The move wins under every arrangement and has every vote: no move can rank above it.
    sure.wins = sure.samples = sure.votes = total;
    candidates = [];
  }
  schedule: for (;;) {
    for (const t of candidates) {
      while (t.samples < round) {
        const outcome = yield* run.afterMove(t.code, t.samples);
        if (outcome === null) break schedule;
        const root = yield* run.root(t.samples);
        if (root?.outcome === 'won' && root.first === t.code) t.votes++;
        if (outcome === 'won') t.wins++;
        else if (outcome === 'undecided') t.undecided++;
        t.samples++;
      }
    }
    if (round === total) break;
    if (candidates.length > 1) candidates = candidates.sort(better).slice(0, Math.ceil(candidates.length / 2));
    round = candidates.length === 1 ? total : Math.min(total, round * 2);
  }
  const ranked = tallies.slice().sort((a, b) => (a.samples > 0 ? 0 : 1) - (b.samples > 0 ? 0 : 1) || better(a, b));
  // The answer is among the moves searched furthest (an early stop leaves some with fewer samples).
  const most = Math.max(...tallies.map((t) => t.samples));
  const best = ranked.find((t) => t.samples === most) ?? ranked[0]!;
  const estimate = (t: Tally): FairMoveEstimate => ({
    move: decodeMove(t.code),
    winShare: winShare(t.wins, t.undecided, t.samples, run.arrangements.exhaustive && t.samples === total),
    samples: t.samples,
    undecided: t.undecided,
  });
  return {
    ...estimate(best),
    exhaustive: run.arrangements.exhaustive && best.samples === total,
    moves: ranked.map(estimate),
    nodes: run.nodes,
    searches: run.searches,
    stopped: run.stopped,
    elapsedMs: run.elapsedMs,
  };
}

function prepare(source: PositionSource, options: FairOptions | undefined): Result<FairRun | null, SolveError> {
  const run = startFairRun(source, options);
  if (!run.ok) return run;
  const { position } = run.value;
  return position.isWon || !position.hasLegalMove() ? ok(null) : run;
}

/**
 * A fair hint for a position or a game: the legal move with the best estimated chance to win,
 * chosen from the visible part alone (see the module comment). `null` when the game is won or no
 * legal move is left. Blocks while it searches: on a user interface thread use
 * {@link fairHintAsync} or the worker.
 */
export function fairHint(source: PositionSource, options?: FairOptions): Result<FairHint | null, SolveError> {
  const run = prepare(source, options);
  if (!run.ok || run.value === null) return run as Result<null, SolveError>;
  return ok(drain(fairHintSteps(run.value)));
}

/** {@link fairHint} in slices that yield to the event loop, so that a page stays responsive. */
export async function fairHintAsync(
  source: PositionSource,
  options?: FairOptions,
): Promise<Result<FairHint | null, SolveError>> {
  const run = prepare(source, options);
  if (!run.ok || run.value === null) return run as Result<null, SolveError>;
  return ok(await drainAsync(fairHintSteps(run.value)));
}
