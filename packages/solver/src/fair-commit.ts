/**
 * The `committed` and `widened` strategies of fair hints: they choose among *commitments*, not
 * single moves.
 *
 * In Russian Solitaire a player learns something at one kind of event only: a card turned face up.
 * Between two turns the player knows everything that matters, so a plan up to the next turn (the
 * moves that lead to it, and the move that turns the card) is something a player can really carry
 * out, whatever lies face down. The `sampled` strategy values a move by whether each arrangement
 * can be won after it with every card known: two arrangements may be won by lines that turn
 * different cards next, and the move counts as winning under both although no player could follow
 * both lines without seeing the cards (strategy fusion). Here every candidate is one commitment,
 * and it is valued by the share of arrangements under which the position after that very
 * commitment can still be won: the same next turn under every arrangement.
 *
 * The candidates come from the solver: under each arrangement its winning line from the position,
 * cut after the first move that turns a card (the whole line when none does), is a commitment that
 * wins at least there. Each candidate is then tried under the other arrangements, by successive
 * halving as the `sampled` strategy tries moves (every candidate on a few arrangements, the better
 * half on twice as many, and so on; the last one on all of them). The hint is the first move of
 * the best candidate; between two of the same estimate, a plan of more than {@link LONG_PLAN} moves
 * ranks after a shorter one.
 *
 * The `widened` strategy tries more candidates: beside the solver's plans, the
 * shortest way to each of the first few moves that turn a card (a breadth-first search of the
 * positions reachable without a turn, `fair-turn.ts`). A solver's line does what wins under its own
 * arrangement before it turns a card, and its moves may lose under the others; the shortest way
 * learns the card first and keeps the other moves for later. These plans carry no vote, so between
 * two of the same estimate a solver's plan ranks first.
 *
 * When no arrangement's search finds a win, there is no candidate: the
 * plan is then the shortest way to a move that turns a card, or where none is found, a walk of
 * the move ordering's favourite new moves up to one (`fair-turn.ts`), either found without a
 * further search. A plan that brings back a position of the game's path since its last turned
 * card, or passes through one position twice, is never a candidate (see `repetition.ts`).
 *
 * Its default seed is a hash of what stays the same between two turns (the face-down counts and
 * the unseen cards), a function of the visible part: on the way to a turn the same arrangements
 * are searched again, so that the hints tend to keep to the plan chosen at its start. A run
 * stopped early (budget, time, abort) answers the candidate tried furthest, then most voted for.
 * @module
 */
import { type MoveCode, type Position, type UndoRecord, decodeMove, visibleHash } from '@russian-solitaire/engine';
import type { FairHint, FairMoveEstimate } from './fair-answer.js';
import type { FairRun, FairSteps } from './fair-run.js';
import { type Arm, armEstimate, betterArm, betterValue, successiveHalving } from './fair-halving.js';
import { nearestTurn, turnWays, walk } from './fair-turn.js';
import { scoreMove } from './order.js';
import type { Repetitions } from './repetition.js';
import { winShare } from './win-share.js';

/** The tally of a move no plan starts with: never tried. */
const UNTRIED: Arm = Object.freeze({ order: 0, index: 0, wins: 0, undecided: 0, samples: 0, votes: 0 });

/** A plan up to the next card turned, as an arm of successive halving. */
export interface Commitment extends Arm {
  /** The moves of the plan: none turns a card but the last. */
  readonly path: readonly MoveCode[];
  /** Its name in the run's memory. */
  readonly key: string;
}

/**
 * The commitment a winning line starts with, played on `scratch` (the position under the line's
 * own arrangement) and taken back: the line up to and including its first move that turns a card,
 * the whole line when none does. Its key is the visible hash of the position before the last move,
 * and that move: equal keys, the same plan as far as a player can tell.
 */
function commitmentOf(scratch: Position, line: readonly MoveCode[]): { path: MoveCode[]; key: string } {
  const path: MoveCode[] = [];
  const records: UndoRecord[] = [];
  let key = '';
  for (const move of line) {
    const down = scratch.faceDownCount;
    key = `${visibleHash(scratch)}:${move}`;
    records.push(scratch.play(move));
    path.push(move);
    if (scratch.faceDownCount < down) break;
  }
  for (let k = records.length - 1; k >= 0; k--) scratch.undo(records[k]!);
  return { path, key };
}

/**
 * Plans of more moves than this before their turn rank after every shorter plan of the same
 * estimate. Under relaxed rules a solver's winning line can wander for a thousand moves and more
 * before it turns a card: such a plan takes a player no nearer a win than a short one of the same
 * estimate, and a game that follows it may end at a move cap first (relaxed seed 7 of a survey).
 */
export const LONG_PLAN = 100;

/**
 * Best first: the estimate, then a plan of at most {@link LONG_PLAN} moves, then as {@link betterArm}.
 * @internal
 */
export function betterPlan(a: Commitment, b: Commitment): number {
  const long = (c: Commitment): number => (c.path.length > LONG_PLAN ? 1 : 0);
  return betterValue(a, b) || long(a) - long(b) || betterArm(a, b);
}

/**
 * The hint of a run whose searches offered no plan: `way`, to the nearest turn or a dead end's
 * walk. Its estimate is what the roots know: of the `searched` arrangements, the `lost` ones stay
 * lost whatever is played, and the others are not known after the way (counted undecided).
 */
function planHint(run: FairRun, way: readonly MoveCode[], searched: number, lost: number): FairHint {
  const exhaustive = run.arrangements.exhaustive && searched === run.arrangements.count;
  const estimate: FairMoveEstimate = {
    move: decodeMove(way[0]!),
    winShare: winShare(0, searched - lost, searched, exhaustive),
    samples: searched,
    undecided: searched - lost,
  };
  return {
    ...estimate,
    plan: way.map(decodeMove),
    followed: false,
    exhaustive,
    moves: [estimate],
    nodes: run.nodes,
    searches: run.searches,
    stopped: run.stopped,
    elapsedMs: run.elapsedMs,
  };
}

/**
 * How many of the shortest ways to a move that turns a card a `widened` hint tries beside the
 * solver's plans: one for each of the first {@link WIDEN_WAYS} turning moves a breadth-first search
 * finds (see `fair-turn.ts`).
 */
export const WIDEN_WAYS = 6;

/** The most positions the `widened` strategy's search for ways to a turn expands. */
export const WIDEN_SEARCH_LIMIT = 1024;

/**
 * Adds to `found` the shortest ways to the first {@link WIDEN_WAYS} moves that turn a card, as
 * plans no arrangement's line voted for (see the module comment); a way already among them, or one
 * known to bring a position back, is skipped. `scratch` has the position's visible part.
 */
function widen(
  position: Position,
  scratch: Position,
  repetitions: Repetitions,
  found: Map<string, Commitment>,
  circling: ReadonlySet<string>,
): void {
  for (const path of turnWays(position, repetitions, WIDEN_WAYS, WIDEN_SEARCH_LIMIT)) {
    const records = path.slice(0, -1).map((move) => scratch.play(move));
    const key = `${visibleHash(scratch)}:${path.at(-1)!}`;
    for (let k = records.length - 1; k >= 0; k--) scratch.undo(records[k]!);
    if (found.has(key) || circling.has(key)) continue;
    const order = scoreMove(position, path[0]!, 0);
    found.set(key, { path, key, order, index: found.size, wins: 0, undecided: 0, samples: 0, votes: 0 });
  }
}

/**
 * The steps of a fair hint by the `committed` strategy over a run (see the module comment), or
 * by the `widened` strategy when `widened` is set: the same, with the shortest ways to the cards
 * that can be turned among the plans tried.
 * @internal
 */
export function* committedHintSteps(
  run: FairRun,
  repetitions: Repetitions,
  widened = false,
): FairSteps<FairHint | null> {
  const position = run.position;
  const total = run.arrangements.count;
  const scratch = position.clone();
  const found = new Map<string, Commitment>();
  /** Plans that bring back a position of the game's path (or one of their own): never candidates. */
  const circling = new Set<string>();
  /** Arrangements searched, and of those the ones lost (whatever is played). */
  let searched = 0;
  let lost = 0;
  for (let i = 0; i < total; i++) {
    const root = yield* run.root(i);
    if (root === null) break;
    searched++;
    if (root.outcome === 'lost') lost++;
    if (root.outcome !== 'won' || root.line.length === 0) continue;
    run.arrangements.deal(scratch, i);
    const { path, key } = commitmentOf(scratch, root.line);
    if (circling.has(key)) continue;
    const known = found.get(key);
    if (known) known.votes++;
    else if (!repetitions.planIsNew(scratch, path)) circling.add(key);
    else
      found.set(key, {
        path,
        key,
        order: scoreMove(position, path[0]!, 0),
        index: found.size,
        wins: 0,
        undecided: 0,
        samples: 0,
        votes: 1,
      });
  }
  // Where the solver offers no plan, neither do the ways to a turn: every arrangement searched
  // was lost or undecided from the position itself.
  if (widened && found.size > 0) widen(position, scratch, repetitions, found, circling);
  if (found.size === 0) {
    // No plan: head for the nearest card to turn, or where none is found, walk (see
    // `fair-turn.ts`); no search either way.
    const turn = nearestTurn(position, repetitions);
    const way = turn.kind === 'way' ? turn.way : walk(position, repetitions);
    return way.length === 0 ? null : planHint(run, way, searched, lost);
  }
  const all = [...found.values()];
  yield* successiveHalving(
    all,
    total,
    function* (c, i) {
      const after = yield* run.afterPath(c.key, c.path, i);
      return after === null ? null : after.outcome;
    },
    betterPlan,
  );
  const most = Math.max(...all.map((c) => c.samples));
  const ranked = all.sort((a, b) => (a.samples === most ? 0 : 1) - (b.samples === most ? 0 : 1) || betterPlan(a, b));
  const best = ranked[0]!;
  const exhaustive = run.arrangements.exhaustive && best.samples === total;
  const estimate = (c: Commitment): FairMoveEstimate => armEstimate(c, decodeMove(c.path[0]!), run.arrangements);
  // Every legal move once: by its best commitment, or unsearched (no commitment starts with it).
  const moves: FairMoveEstimate[] = [];
  const listed = new Set<MoveCode>();
  for (const c of ranked) {
    if (listed.has(c.path[0]!)) continue;
    listed.add(c.path[0]!);
    moves.push(estimate(c));
  }
  const buffer = new Uint16Array(512);
  const n = position.generateMoves(buffer);
  for (let k = 0; k < n; k++) {
    const code = buffer[k]!;
    if (listed.has(code) || !repetitions.isNew(scratch, code)) continue;
    moves.push(armEstimate(UNTRIED, decodeMove(code), run.arrangements));
  }
  return {
    ...estimate(best),
    plan: best.path.map(decodeMove),
    followed: false,
    exhaustive,
    moves,
    nodes: run.nodes,
    searches: run.searches,
    stopped: run.stopped,
    elapsedMs: run.elapsedMs,
  };
}
