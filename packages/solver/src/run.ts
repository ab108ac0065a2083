/**
 * A solver run: one or more depth-first searches (a portfolio of move orderings, over the whole
 * game or without take-backs) sharing one node budget, advanced in steps so that the same code
 * serves `solve`, `solveAsync`, hints and workers.
 * @module
 */
import { type Move, type Position, decodeMove } from '@russian-solitaire/engine';
import { isAborted } from './abort.js';
import type { ResolvedSolveOptions } from './options.js';
import { type OrderingName, orderingIndex } from './order.js';
import { BeamSearch } from './beam.js';
import { Search } from './search.js';
import { mayShorten, shortenSteps } from './shorten.js';
import { CLOCK_INTERVAL, type Steps, now } from './slice.js';

/** The answers of the solver. */
export const SOLVE_STATUSES = ['solved', 'unsolvable', 'unknown'] as const;
/** A status from {@link SOLVE_STATUSES}. */
export type SolveStatus = (typeof SOLVE_STATUSES)[number];

/**
 * Why a search ended without an answer: the node budget, the time limit, the abort signal, the
 * depth cap, or (`progress-failed`) an `onProgress` callback that threw. The search stops at once
 * in that last case, between two steps, so nothing is left half done; the exception is not
 * rethrown.
 */
export const UNKNOWN_REASONS = ['budget', 'time-limit', 'aborted', 'depth-limit', 'progress-failed'] as const;
/** A reason from {@link UNKNOWN_REASONS}. */
export type UnknownReason = (typeof UNKNOWN_REASONS)[number];

/**
 * What every {@link SolveResult} tells of the work the search did, whatever its answer: the base
 * of {@link Solved}, {@link Unsolvable} and {@link Unknown}.
 */
export interface SearchEffort {
  /** Nodes searched (positions entered by the search, see `search.ts`): what the budget counts. */
  readonly nodes: number;
  /**
   * Moves tried by the search: the nodes, plus moves into positions already in the table or shown
   * lost before they are played (such moves are looked up, not played).
   */
  readonly plays: number;
  /** Wall-clock milliseconds spent. */
  readonly elapsedMs: number;
}

/** A winning line was found. */
export interface Solved extends SearchEffort {
  /** Always `'solved'`. */
  readonly status: 'solved';
  /** The winning line from the position searched: engine moves, to play in order. */
  readonly line: readonly Move[];
}

/** The search was exhaustive and found no win: a proof that the position cannot be won. */
export interface Unsolvable extends SearchEffort {
  /** Always `'unsolvable'`. */
  readonly status: 'unsolvable';
}

/** The search stopped before it could answer. */
export interface Unknown extends SearchEffort {
  /** Always `'unknown'`. */
  readonly status: 'unknown';
  /** What stopped it. */
  readonly reason: UnknownReason;
}

/** What the solver answers. */
export type SolveResult = Solved | Unsolvable | Unknown;

/**
 * Nodes one search of a portfolio runs before the next takes its turn. A fixed number, so that the
 * interleaving (and so the answer) is the same on every machine.
 */
const PORTFOLIO_SLICE = 4096;

/**
 * Nodes after which a long run gives every other turn to its only search that can prove a loss (see
 * {@link SolverRun}): 2^20, so that no run of the default budget of 10^6 nodes changes.
 */
export const LONG_RUN_NODES = 2 ** 20;

/** How often (in nodes) time, abort and progress are checked. */
const CHECK_INTERVAL = 4096;

/**
 * One search of a portfolio: a move ordering, over the game's whole move graph or over the graph
 * without take-backs. A search without take-backs finds only lines that are winning lines of the
 * game as well (a take-back only adds moves), so its wins count; where the game allows take-backs,
 * its end proves nothing (a win may need one), so only the other searches can prove a loss.
 */
export interface PortfolioMember {
  /** The move ordering, an index into `ORDERINGS`. */
  readonly ordering: number;
  /** Whether the search leaves take-backs out (see above). */
  readonly withoutTakeBacks: boolean;
  /**
   * Whether the search also leaves out lifts (see `lift.ts`): a smaller part of the move graph,
   * where it finds other wins sooner; its end never proves anything.
   */
  readonly withoutLifts: boolean;
  /**
   * Every how many nodes the search starts again from the position with new tie-breaking noise
   * (`SearchConfig.noiseSeed`), or 0 for never: many short searches that break their ties in
   * different orders find some wins that one long search misses (see {@link portfolioFor}). A
   * search that starts again forgets what it entered, so only a member that proves nothing does.
   */
  readonly restartEvery: number;
  /**
   * 0 for a depth-first search (`search.ts`) with the ordering above; else the width of a beam
   * search (`beam.ts`), which has no ordering, never starts again and never proves. A beam member
   * takes no turn in a run until it is long (see {@link SolverRun.advanceTurn}), but when every
   * other member has ended.
   */
  readonly beamWidth: number;
}

/**
 * What a run needs of a member's search: the depth-first search (`search.ts`) and the beam search
 * (`beam.ts`) both give it.
 */
type MemberSearch = Pick<
  Search,
  'nodes' | 'plays' | 'run' | 'line' | 'release' | 'bestRootMove' | 'bestProgress' | 'depthCut' | 'table'
>;

/**
 * The searches a position's portfolio runs, in turn. Same-suit, build-down rules (classic) leave
 * few choices, and most deals are proved lost: a proof costs the same under any ordering, so one
 * search (rule 1 leaves take-backs out of it anyway). Where empty columns take only kings (classic,
 * Odessa, Geoffrey) it does not score the moves (`turns-first`: the moves that turn a card first,
 * the others in the engine's order): the scores of `suited` found the wins no sooner (on classic
 * seeds 0–19,999 the 1,300 wins took 249,491 nodes under `suited` and 223,351 under `turns-first`)
 * and were a tenth of the search's time; where empty columns take any card (Queensland) `suited`
 * finds wins with a sixth fewer nodes.
 *
 * Other rules leave many choices and most deals are won: several orderings (with different
 * tie-breaking) in turn find a win much sooner than any one of them. Where take-backs are allowed,
 * a depth-first search with them wanders far, and the game without take-backs holds a win of many
 * hard deals near the start: then one search of the whole game (it alone can prove a loss, and a
 * loss is rare there; a proof costs the same under any ordering) runs with every ordering over the
 * game without take-backs, and, where cards build down, every ordering again over the game without
 * take-backs or lifts (see `lift.ts`).
 *
 * A depth-first search that takes a wrong turn near the start can spend its whole share under it,
 * while the same ordering with its ties broken otherwise often wins in a few hundred nodes: over the
 * game without take-backs the noisy orderings start again with new noise every 1,024 nodes (every
 * 256 for `very-noisy`, see {@link PortfolioMember.restartEvery}). On relaxed seeds 0–19,999 at
 * 10^6 nodes the searches entered 16,350,965 positions instead of 17,544,033 and left 5 deals
 * unknown instead of 6; of the 31 deals of seeds 0–99,999 the census had left unknown, 6 are won;
 * on Yukon seeds 0–1,999 at 10^5 nodes, 159 deals are left unknown instead of 189.
 */
export function portfolioFor(position: Position): readonly PortfolioMember[] {
  if (position.rules.buildsDownInSuit)
    return position.ruleSet.emptyColumn === 'king' ? SUITED_KING_PORTFOLIO : SUITED_PORTFOLIO;
  if (!position.options.takeBack) return MIXED_PORTFOLIO;
  // Leaving out lifts finds wins sooner where cards build down (relaxed, yukon); where they build
  // up or down too (alaska) it found fewer, and only spread the budget thinner.
  return position.ruleSet.direction === 'down' ? MIXED_PORTFOLIO_WITHOUT_LIFTS : MIXED_PORTFOLIO_WITH_TAKE_BACKS;
}

/**
 * The portfolio of a fair player's searches of the arrangements it samples (see `fair-run.ts`):
 * {@link portfolioFor}'s, but scored (`suited`) where that one leaves the moves unscored. A
 * sample's winning line up to the next card turned is a plan the fair hint may give, and the
 * scored lines make better plans: over 160 winnable classic deals the player that follows the
 * hints won 118 with them and 112 with `turns-first` lines.
 */
export function fairPortfolioFor(position: Position): readonly PortfolioMember[] {
  const members = portfolioFor(position);
  return members === SUITED_KING_PORTFOLIO ? SUITED_PORTFOLIO : members;
}

/** Members with these orderings, over the same part of the move graph. */
function membersOf(names: readonly OrderingName[], withoutTakeBacks: boolean, withoutLifts = false): PortfolioMember[] {
  return names.map((name) =>
    Object.freeze({
      ordering: orderingIndex(name),
      withoutTakeBacks,
      withoutLifts,
      restartEvery: withoutTakeBacks ? (RESTART_EVERY[name] ?? 0) : 0,
      beamWidth: 0,
    }),
  );
}

/**
 * Every how many nodes a member over the game without take-backs starts again, by its ordering
 * (see {@link PortfolioMember.restartEvery}): the noisy orderings only, as the others would search
 * the same lines again. A member that proves a loss never starts again.
 */
const RESTART_EVERY: Readonly<Partial<Record<OrderingName, number>>> = Object.freeze({
  noisy: 1024,
  'noisy-home-first': 1024,
  'very-noisy': 256,
});

/** The portfolio of same-suit, build-down rules whose empty columns take any card: the `suited` ordering alone. */
const SUITED_PORTFOLIO: readonly PortfolioMember[] = Object.freeze(membersOf(['suited'], false));
/** The portfolio of same-suit, build-down rules whose empty columns take only kings: the `turns-first` ordering alone. */
const SUITED_KING_PORTFOLIO: readonly PortfolioMember[] = Object.freeze(membersOf(['turns-first'], false));
/** The orderings of the other rules' portfolio: the ones that treat suits alike, with and without noise. */
const MIXED_ORDERINGS = ['plain', 'noisy', 'noisy-home-first', 'very-noisy'] as const;
/** Every ordering that sorts its moves (all but `turns-first`). */
const ALL_ORDERINGS = ['suited', 'suited-home-first', 'plain', 'noisy', 'noisy-home-first', 'very-noisy'] as const;
/** The portfolio of the other rules, when take-backs are off (every member proves: none starts again). */
const MIXED_PORTFOLIO: readonly PortfolioMember[] = Object.freeze(membersOf(MIXED_ORDERINGS, false));
/**
 * The portfolio of the other rules, when take-backs are on: the first ordering over the whole game,
 * then every ordering over the game without take-backs (the suited ones too: without take-backs
 * they win deals that the others miss), the noisy ones starting again every few hundred nodes.
 */
const MIXED_PORTFOLIO_WITH_TAKE_BACKS: readonly PortfolioMember[] = Object.freeze([
  ...membersOf(['plain'], false),
  ...membersOf(ALL_ORDERINGS, true),
]);
/**
 * The width of the beam member of a long run (see {@link portfolioFor}). Searched alone, over the 21
 * relaxed deals of seeds 0–99,999 that the other searches left unknown at 3 × 10^7 nodes, a beam
 * this wide wins 5, each within 1.7 × 10^6 of its nodes, and runs out of positions to keep on the
 * 16 others within 3 × 10^6; 500 wide, it wins 3 of those 5.
 */
const BEAM_WIDTH = 2000;
/** A beam search over the game without take-backs (see `beam.ts`). */
const BEAM_MEMBER: PortfolioMember = Object.freeze({
  ordering: 0,
  withoutTakeBacks: true,
  withoutLifts: false,
  restartEvery: 0,
  beamWidth: BEAM_WIDTH,
});
/**
 * That portfolio, every ordering again over the game without take-backs or lifts, and the beam
 * search (building down only).
 */
const MIXED_PORTFOLIO_WITHOUT_LIFTS: readonly PortfolioMember[] = Object.freeze([
  ...MIXED_PORTFOLIO_WITH_TAKE_BACKS,
  ...membersOf(ALL_ORDERINGS, true, true),
  BEAM_MEMBER,
]);

/** A resumable solver run (see the module comment). */
export class SolverRun {
  /** The options in force. */
  readonly options: ResolvedSolveOptions;
  /**
   * The portfolio's searches, each made when its first turn comes (most deals are decided in the
   * first search's first slice, and the others would only cost their setting up).
   */
  private readonly searches: (MemberSearch | null)[];
  private readonly members: readonly PortfolioMember[];
  private readonly config: { readonly tableBits: number; readonly maxDepth: number };
  /** The position without take-backs, once a search needs it (`null` before). */
  private restricted: Position | null = null;
  /** Whether each search's end is a proof (see {@link PortfolioMember}). */
  private readonly proves: boolean[];
  /** The answer, once there is one. */
  result: SolveResult | null = null;
  private readonly started: number;
  /** The position searched, to shorten a found line from. */
  private readonly start: Position;
  private readonly live: boolean[];
  /** Nodes of each member's searches that started again, and their moves tried (see {@link PortfolioMember.restartEvery}). */
  private readonly retiredNodes: number[];
  private retiredPlays = 0;
  /** How many times each member's search started again: its noise seed. */
  private readonly restarts: number[];
  /** The most promising position of the searches that started again, and its root move (see {@link SolverRun.bestRootMove}). */
  private retiredProgress = -1;
  private retiredRootMove = -1;
  private turn = 0;
  /**
   * The only search of the portfolio that can prove a loss, where the others cannot (`-1` when
   * every search can, or none): once the run has searched `longRunNodes`, every other
   * turn is its own (see {@link SolverRun.advanceTurn}).
   */
  private readonly prover: number;
  /** The beam member of the portfolio (`-1` when there is none): it waits for a long run (see {@link SolverRun.advanceTurn}). */
  private readonly beam: number;
  /**
   * The last member other than {@link SolverRun.prover} and {@link SolverRun.beam} to have had a
   * turn: the others go round from it.
   */
  private lastOther = 0;
  /** Whether the beam had the last turn that was not the prover's. */
  private beamLast = false;
  private nextProgress: number;

  /** Whether a found line is shortened before it is answered (see `shorten.ts`: not under classic building). */
  private readonly shorten: boolean;
  /** The shortening of a found line, while it is under way (`null` before a win and after). */
  private shortening: Steps<number[]> | null = null;

  /**
   * Starts a run (nothing is searched until {@link SolverRun.step}). `shorten: false` answers a
   * found line as the search found it, for callers that only need to know that one exists.
   * `longRunNodes` is where a long run starts to favour its search that proves (see
   * {@link SolverRun.advanceTurn}): {@link LONG_RUN_NODES} but in tests.
   */
  constructor(
    position: Position,
    options: ResolvedSolveOptions,
    members: readonly PortfolioMember[] = portfolioFor(position),
    shorten = true,
    private readonly longRunNodes = LONG_RUN_NODES,
  ) {
    this.options = options;
    this.shorten = shorten && mayShorten(position);
    this.start = position.clone();
    this.started = now();
    this.config = { tableBits: options.tableBits, maxDepth: options.maxDepth };
    this.members = members;
    this.searches = members.map(() => null);
    // A search without take-backs covers only part of the game when the game has them.
    this.proves = members.map(
      (m) => !(m.withoutTakeBacks && position.options.takeBack) && !m.withoutLifts && m.beamWidth === 0,
    );
    const provers = this.proves.filter(Boolean).length;
    this.prover = provers === 1 && members.length > 1 ? this.proves.indexOf(true) : -1;
    this.beam = members.findIndex((m) => m.beamWidth > 0);
    this.live = members.map(() => true);
    this.retiredNodes = members.map(() => 0);
    this.restarts = members.map(() => 0);
    this.nextProgress = options.progressInterval;
    if (position.isWon) this.result = { status: 'solved', line: [], nodes: 0, plays: 0, elapsedMs: 0 };
  }

  /** Search `i` of the portfolio, made now if it was not yet. */
  private searchAt(i: number): MemberSearch {
    const made = this.searches[i];
    if (made) return made;
    const { ordering, withoutTakeBacks, withoutLifts, beamWidth } = this.members[i]!;
    let position = this.start;
    if (withoutTakeBacks && position.options.takeBack) {
      if (this.restricted === null) {
        const restricted = position.withOptions({ takeBack: false });
        this.restricted = restricted.ok ? restricted.value : position;
      }
      position = this.restricted;
    }
    const noiseSeed = restartNoise(this.restarts[i]!);
    const search =
      beamWidth > 0
        ? new BeamSearch(position, { width: beamWidth, ...this.config })
        : new Search(position, { ordering, withoutLifts, noiseSeed, ...this.config });
    this.searches[i] = search;
    return search;
  }

  /** Nodes searched so far, over the whole portfolio. */
  get nodes(): number {
    let n = 0;
    for (let i = 0; i < this.searches.length; i++) n += this.memberNodes(i);
    return n;
  }

  /** Nodes member `i` searched so far, over its searches that started again too. */
  private memberNodes(i: number): number {
    return this.retiredNodes[i]! + (this.searches[i]?.nodes ?? 0);
  }

  /**
   * Ends search `i`, which has searched its {@link PortfolioMember.restartEvery} nodes without an
   * answer: its counts are kept, and the member's next turn starts a new search with a new seed.
   */
  private restart(i: number): void {
    const search = this.searches[i]!;
    this.retiredNodes[i]! += search.nodes;
    this.retiredPlays += search.plays;
    if (search.bestRootMove >= 0 && search.bestProgress > this.retiredProgress) {
      this.retiredProgress = search.bestProgress;
      this.retiredRootMove = search.bestRootMove;
    }
    search.release();
    this.searches[i] = null;
    this.restarts[i]!++;
  }

  /** Milliseconds since the run started. */
  get elapsedMs(): number {
    return now() - this.started;
  }

  /**
   * The root move of the most promising position any search saw (score-like progress), or
   * `null` when no move was played yet.
   */
  bestRootMove(): number | null {
    let best = this.retiredProgress;
    let move = this.retiredRootMove;
    for (const s of this.searches) {
      if (s && s.bestRootMove >= 0 && s.bestProgress > best) {
        best = s.bestProgress;
        move = s.bestRootMove;
      }
    }
    return move < 0 ? null : move;
  }

  /**
   * Searches up to `maxNodes` more nodes, and stops early once the clock passes `deadline` (a time
   * of `now()`, read every 256 nodes (`CLOCK_INTERVAL`); `Infinity` for no deadline). Returns the
   * answer when there is one, else `null`. Where a step stops never changes the answer: the
   * searches resume exactly where they stopped, and the portfolio's turns fall at fixed node counts.
   */
  step(maxNodes: number, deadline = Infinity): SolveResult | null {
    if (this.result) return this.result;
    if (this.shortening) return this.shortenStep(deadline);
    const { budget, timeLimitMs, signal, onProgress } = this.options;
    const stopAt = Math.min(budget, this.nodes + maxNodes);
    const interval = deadline === Infinity ? CHECK_INTERVAL : CLOCK_INTERVAL;
    let searched = false;
    for (;;) {
      if (isAborted(signal)) return this.finish({ status: 'unknown', reason: 'aborted' });
      if (timeLimitMs !== null && this.elapsedMs >= timeLimitMs)
        return this.finish({ status: 'unknown', reason: 'time-limit' });
      const total = this.nodes;
      if (onProgress && total >= this.nextProgress) {
        this.nextProgress = total + this.options.progressInterval;
        try {
          onProgress({ nodes: total, budget, elapsedMs: this.elapsedMs, tableEntries: this.tableEntries() });
        } catch {
          return this.finish({ status: 'unknown', reason: 'progress-failed' });
        }
      }
      if (total >= budget) return this.finish({ status: 'unknown', reason: 'budget' });
      if (total >= stopAt) return null;
      // every step searches something, however late it starts
      if (searched && deadline !== Infinity && now() >= deadline) return null;
      const i = this.turn;
      const search = this.searchAt(i);
      // A search cut by the depth cap is not started again: it runs to its end, as the others do.
      const restartEvery = search.depthCut ? 0 : this.members[i]!.restartEvery;
      const sliceEnd = PORTFOLIO_SLICE - (this.memberNodes(i) % PORTFOLIO_SLICE);
      const restartEnd = restartEvery > 0 ? restartEvery - search.nodes : Infinity;
      const chunk = Math.min(interval, sliceEnd, restartEnd, stopAt - total);
      const state = search.run(search.nodes + chunk);
      searched = true;
      if (state === 'solved') {
        if (!this.shorten) return this.finish({ status: 'solved', line: search.line().map(decodeMove) });
        this.shortening = shortenSteps(this.start, search.line());
        return this.shortenStep(deadline);
      }
      if (state === 'exhausted' && this.proves[i]) return this.finish({ status: 'unsolvable' });
      if (state === 'truncated' || state === 'exhausted') {
        // A search cut by the depth cap, or one over a part of the move graph, is done without a proof.
        this.live[i] = false;
        if (!this.live.includes(true)) return this.finish({ status: 'unknown', reason: 'depth-limit' });
      }
      const turnDone = this.memberNodes(i) % PORTFOLIO_SLICE === 0;
      if (state === 'running' && restartEvery > 0 && search.nodes >= restartEvery && !search.depthCut) this.restart(i);
      if (state !== 'running' || turnDone) this.advanceTurn();
    }
  }

  /**
   * Shortens the found line until it is done or the clock passes `deadline`. A win is final: the
   * budget, the time limit and the signal no longer apply, and the answer is `solved`.
   */
  private shortenStep(deadline: number): SolveResult | null {
    const shortening = this.shortening!;
    for (;;) {
      const next = shortening.next();
      if (next.done) {
        this.shortening = null;
        return this.finish({ status: 'solved', line: next.value.map(decodeMove) });
      }
      if (deadline !== Infinity && now() >= deadline) return null;
    }
  }

  /**
   * Gives the next turn: to each live search in order, until the run has searched `longRunNodes`
   * ({@link LONG_RUN_NODES}); from then on, where one search alone can prove a loss, every other
   * turn goes to it, and where the portfolio has a beam search, every other of the remaining turns
   * goes to the beam; the others share the rest in order. The others win early or seldom, while
   * a proof needs every one of its positions: of the 26 relaxed deals of seeds 0–99,999 left
   * unknown at 10^6 nodes, the search of the whole game alone proves 3 lost and wins 2 within
   * 1.4 × 10^7 nodes, where a `very-noisy` search without take-backs, started again every 1,000
   * nodes, won none of the 21 others in 10^7. The beam wins 5 of those 21 within 1.7 × 10^6 of its
   * nodes (see {@link BEAM_WIDTH}); but a run of 10^6 nodes decides nearly every deal without it,
   * where it would only take the others' turns, so it waits for a long run, unless every other
   * search has ended. The turns still fall at fixed node counts, so the answer stays the same on
   * every machine.
   */
  private advanceTurn(): void {
    const n = this.searches.length;
    const { prover, beam } = this;
    const was = this.turn;
    if (was === beam) this.beamLast = true;
    else if (was !== prover) {
      this.lastOther = was;
      this.beamLast = false;
    }
    const long = this.nodes >= this.longRunNodes;
    const favour = long && prover >= 0 && this.live[prover];
    if (favour && was !== prover) {
      this.turn = prover;
      return;
    }
    const beamTurn = long && beam >= 0 && this.live[beam];
    if (beamTurn && !this.beamLast) {
      this.turn = beam;
      return;
    }
    const from = favour || beamTurn ? this.lastOther : was;
    for (let k = 1; k <= n; k++) {
      const j = (from + k) % n;
      if (this.live[j] && j !== beam && !(favour && j === prover)) {
        this.turn = j;
        return;
      }
    }
    // none: the beam's turn, if it is live; else the turn stays where it is (the favoured search's,
    // if it is the only one live)
    if (beam >= 0 && this.live[beam]) this.turn = beam;
  }

  private tableEntries(): number {
    let n = 0;
    for (const s of this.searches) n += s?.table.count ?? 0;
    return n;
  }

  private finish(
    partial:
      { status: 'solved'; line: Move[] } | { status: 'unsolvable' } | { status: 'unknown'; reason: UnknownReason },
  ): SolveResult {
    let plays = this.retiredPlays;
    for (const s of this.searches) plays += s?.plays ?? 0;
    const common = { nodes: this.nodes, plays, elapsedMs: this.elapsedMs };
    this.result = { ...partial, ...common };
    // The answer is final: the searches' buffers go to the next run of this thread.
    for (const s of this.searches) s?.release();
    return this.result;
  }
}

/**
 * The noise seed of a member's search after it started again `restarts` times: 0 for its first
 * search (the seed of a member that never starts again), then a fixed sequence of 32-bit values.
 */
function restartNoise(restarts: number): number {
  return Math.imul(restarts, 0x9e3779b1);
}
