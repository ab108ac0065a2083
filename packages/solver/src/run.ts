/**
 * A solver run: one or more depth-first searches (a portfolio of move orderings) sharing one node
 * budget, advanced in steps so that the same code serves `solve`, `solveAsync`, hints and workers.
 * @module
 */
import { type Move, type Position, decodeMove } from '@russian-solitaire/engine';
import type { ResolvedSolveOptions } from './options.js';
import { orderingIndex } from './order.js';
import { Search } from './search.js';
import { shortenLine } from './shorten.js';

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

interface Common {
  /** Nodes searched (positions entered by the search, see `search.ts`): what the budget counts. */
  readonly nodes: number;
  /** Moves played by the search: the nodes, plus moves into positions already in the table (undone at once). */
  readonly plays: number;
  /** Wall-clock milliseconds spent. */
  readonly elapsedMs: number;
}

/** A winning line was found. */
export interface Solved extends Common {
  /** Always `'solved'`. */
  readonly status: 'solved';
  /** The winning line from the position searched: engine moves, to play in order. */
  readonly line: readonly Move[];
}

/** The search was exhaustive and found no win: a proof that the position cannot be won. */
export interface Unsolvable extends Common {
  /** Always `'unsolvable'`. */
  readonly status: 'unsolvable';
}

/** The search stopped before it could answer. */
export interface Unknown extends Common {
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
export const PORTFOLIO_SLICE = 4096;

/** How often (in nodes) time, abort and progress are checked. */
const CHECK_INTERVAL = 4096;

/**
 * The move orderings a rule set's portfolio runs, in turn. Same-suit, build-down rules (classic)
 * leave few choices, and most deals are proved lost: a proof costs the same under any ordering,
 * so one search. Other rules leave many choices and most deals are won: several orderings (with
 * different tie-breaking) in turn find a win much sooner than any one of them.
 */
export function portfolioFor(position: Position): readonly number[] {
  return position.rules.buildsDownInSuit ? SUITED_PORTFOLIO : MIXED_PORTFOLIO;
}

/** The portfolio of same-suit, build-down rules: the `suited` ordering alone. */
const SUITED_PORTFOLIO: readonly number[] = [orderingIndex('suited')];
/** The portfolio of other rules: the orderings that treat suits alike, with and without noise. */
const MIXED_PORTFOLIO: readonly number[] = (['plain', 'noisy', 'noisy-home-first', 'very-noisy'] as const).map(
  orderingIndex,
);

function now(): number {
  return typeof performance !== 'undefined' ? performance.now() : Date.now();
}

/** A resumable solver run (see the module comment). */
export class SolverRun {
  /** The options in force. */
  readonly options: ResolvedSolveOptions;
  private readonly searches: Search[];
  /** The answer, once there is one. */
  result: SolveResult | null = null;
  private readonly started: number;
  /** The position searched, to shorten a found line from. */
  private readonly start: Position;
  private readonly live: boolean[];
  private turn = 0;
  private nextProgress: number;

  /** Whether a found line is shortened before it is answered (see `shorten.ts`). */
  private readonly shorten: boolean;

  /**
   * Starts a run (nothing is searched until {@link SolverRun.step}). `shorten: false` answers a
   * found line as the search found it, for callers that only need to know that one exists.
   */
  constructor(
    position: Position,
    options: ResolvedSolveOptions,
    orderings: readonly number[] = portfolioFor(position),
    shorten = true,
  ) {
    this.options = options;
    this.shorten = shorten;
    this.start = position.clone();
    this.started = now();
    this.searches = orderings.map(
      (ordering) => new Search(position, { ordering, tableBits: options.tableBits, maxDepth: options.maxDepth }),
    );
    this.live = this.searches.map(() => true);
    this.nextProgress = options.progressInterval;
    const first = this.searches[0]!;
    if (first.state === 'solved') this.result = { status: 'solved', line: [], nodes: 0, plays: 0, elapsedMs: 0 };
  }

  /** Nodes searched so far, over the whole portfolio. */
  get nodes(): number {
    let n = 0;
    for (const s of this.searches) n += s.nodes;
    return n;
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
    let best = -1;
    let move = -1;
    for (const s of this.searches) {
      if (s.bestRootMove >= 0 && s.bestProgress > best) {
        best = s.bestProgress;
        move = s.bestRootMove;
      }
    }
    return move < 0 ? null : move;
  }

  /** Searches up to `maxNodes` more nodes; returns the answer when there is one, else `null`. */
  step(maxNodes: number): SolveResult | null {
    if (this.result) return this.result;
    const { budget, timeLimitMs, signal, onProgress } = this.options;
    const stopAt = Math.min(budget, this.nodes + maxNodes);
    for (;;) {
      if (signal?.aborted) return this.finish({ status: 'unknown', reason: 'aborted' });
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
      const i = this.turn;
      const search = this.searches[i]!;
      const sliceEnd = PORTFOLIO_SLICE - (search.nodes % PORTFOLIO_SLICE);
      const chunk = Math.min(CHECK_INTERVAL, sliceEnd, stopAt - total);
      const state = search.run(search.nodes + chunk);
      if (state === 'solved') {
        const line = this.shorten ? shortenLine(this.start, search.line()) : search.line();
        return this.finish({ status: 'solved', line: line.map(decodeMove) });
      }
      if (state === 'exhausted') return this.finish({ status: 'unsolvable' });
      if (state === 'truncated') {
        this.live[i] = false;
        if (!this.live.includes(true)) return this.finish({ status: 'unknown', reason: 'depth-limit' });
      }
      if (state !== 'running' || search.nodes % PORTFOLIO_SLICE === 0) this.advanceTurn();
    }
  }

  private advanceTurn(): void {
    const n = this.searches.length;
    for (let k = 1; k <= n; k++) {
      const j = (this.turn + k) % n;
      if (this.live[j]) {
        this.turn = j;
        return;
      }
    }
  }

  private tableEntries(): number {
    let n = 0;
    for (const s of this.searches) n += s.table.count;
    return n;
  }

  private finish(
    partial:
      { status: 'solved'; line: Move[] } | { status: 'unsolvable' } | { status: 'unknown'; reason: UnknownReason },
  ): SolveResult {
    let plays = 0;
    for (const s of this.searches) plays += s.plays;
    const common = { nodes: this.nodes, plays, elapsedMs: this.elapsedMs };
    this.result = { ...partial, ...common };
    // The answer is final: the searches' buffers go to the next run of this thread.
    for (const s of this.searches) s.release();
    return this.result;
  }
}
