/**
 * The machinery shared by fair hints and odds: searching positions under arrangements of the
 * unseen cards with the full-information solver, within one node budget, time limit and abort
 * signal, in steps that the blocking and the async forms drive alike.
 *
 * The work is written as generators that yield after every slice (see `slice.ts`): `drain` runs
 * one to its end at once, `drainAsync` yields to the event loop between slices. A slice ends at
 * its node or time bound, inside a search or between two searches.
 * @module
 */
import {
  type MoveCode,
  type Position,
  type Result,
  type UndoRecord,
  encodeMove,
  err,
  ok,
  visibleHash,
} from '@russian-solitaire/engine';
import { isAborted } from './abort.js';
import { Arrangements } from './arrangements.js';
import { type FairOptions, type ResolvedFairOptions, parseFairOptions } from './fair-options.js';
import type { ResolvedSolveOptions, SolveError } from './options.js';
import { SolverRun, type UnknownReason, fairPortfolioFor } from './run.js';
import { type Steps, Slicer, now } from './slice.js';
import { turnSeed } from './turn-seed.js';
import { type PositionSource, notAPosition, positionOf } from './source.js';

/** What one search under one arrangement found. */
export type Outcome = 'won' | 'lost' | 'undecided';

/** What the search from the position itself found under one arrangement. */
export interface RootOutcome {
  /** Won, lost or undecided. */
  readonly outcome: Outcome;
  /** The first move of the winning line found, when won (-1 otherwise). */
  readonly first: MoveCode;
  /** The winning line found, when won (empty otherwise). */
  readonly line: readonly MoveCode[];
}

/** What a run knows after a move under one arrangement, when asked with its line (see {@link FairRun.afterMoveRoot}). */
export type AfterMove = RootOutcome;

/** The steps of a fair computation: yields between slices, returns its answer. */
export type FairSteps<T> = Steps<T>;

const LOST: RootOutcome = Object.freeze({ outcome: 'lost', first: -1, line: Object.freeze([]) });
const UNDECIDED: RootOutcome = Object.freeze({ outcome: 'undecided', first: -1, line: Object.freeze([]) });

/** A won outcome with its winning line (`first` is -1 for an empty line: the game is won). */
function wonWith(line: readonly MoveCode[]): RootOutcome {
  return { outcome: 'won', first: line.length > 0 ? line[0]! : -1, line };
}

/**
 * The seed of the arrangements when the options give none (see `FairOptions.seed`): the same
 * along a stretch between two turned cards for the strategies that choose plans (all but
 * `sampled`).
 */
export function defaultSeed(position: Position, options: ResolvedFairOptions): number {
  return options.strategy === 'sampled' ? visibleHash(position) : turnSeed(position);
}

/** Whether `line` starts with every move of `path`, in order. */
function startsWith(line: readonly MoveCode[], path: readonly MoveCode[]): boolean {
  if (path.length > line.length) return false;
  for (let k = 0; k < path.length; k++) if (line[k] !== path[k]) return false;
  return true;
}

/** Searches a position under its arrangements (see the module comment). */
export class FairRun {
  /** The position advised on (a private copy). */
  readonly position: Position;
  /** The options in force. */
  readonly options: ResolvedFairOptions;
  /** The arrangements searched. */
  readonly arrangements: Arrangements;
  /** Nodes searched so far. */
  nodes = 0;
  /** Searches run so far. */
  searches = 0;
  /** Outcomes after a move settled by replaying the root's winning line instead of a search. */
  replayed = 0;
  /** Why the computation stopped before it was done, once it has. */
  stopped: UnknownReason | null = null;
  private readonly started = now();
  private readonly roots: (RootOutcome | undefined)[];
  /** Outcomes after each move or path asked about, by its key, per arrangement, once known. */
  private readonly afters = new Map<string, (RootOutcome | undefined)[]>();
  /** Outcomes after each move or path at an earlier position of the same arrangements (see the constructor). */
  private readonly earlier: ReadonlyMap<string, readonly (RootOutcome | undefined)[]> | null;
  private readonly sampleOptions: ResolvedSolveOptions;
  private readonly scratch: Position;
  private readonly moveBuffer = new Uint16Array(512);
  private readonly records: UndoRecord[] = [];
  private nextProgress: number;
  /** Where the slices end. */
  private readonly slicer: Slicer;

  /**
   * Prepares a run over `position` (copied); nothing is searched yet. The arrangements are made
   * from the options' `samples` and `seed` (the position's `visibleHash` by default), unless given:
   * a list made for a position with the same unseen cards and face-down slots (a position of the
   * same game before it, with no card turned since) serves as well. `roots` are outcomes of the
   * position under those arrangements already known (a missing one is searched when asked for).
   * `earlier` is the run of such an earlier position (one move before, say): the winning lines
   * it found after a move are tried after the same move here, as the root's own line is (see
   * {@link FairRun.afterMove}), before a search. Its async form (`drainAsync`) yields where the
   * options' slices end (`sliceNodes`, `sliceMs`); `drain` goes on at once.
   */
  constructor(
    position: Position,
    options: ResolvedFairOptions,
    arrangements?: Arrangements,
    roots?: readonly (RootOutcome | undefined)[],
    earlier?: FairRun,
  ) {
    this.earlier = earlier ? earlier.afters : null;
    this.position = position.clone();
    this.options = options;
    this.arrangements =
      arrangements ??
      new Arrangements(this.position, options.samples, options.seed ?? defaultSeed(this.position, options));
    this.roots = roots ? roots.slice(0, this.arrangements.count) : [];
    this.roots.length = this.arrangements.count;
    this.scratch = this.position.clone();
    const { search } = options;
    this.sampleOptions = {
      ...search,
      budget: options.sampleBudget,
      timeLimitMs: null,
      signal: null,
      onProgress: null,
    };
    this.nextProgress = search.progressInterval;
    this.slicer = new Slicer(search.sliceNodes, search.sliceMs);
    this.slicer.begin();
  }

  /** Milliseconds since the run started. */
  get elapsedMs(): number {
    return now() - this.started;
  }

  /** The outcome of the position itself under arrangement `i` (searched once, then remembered). */
  *root(i: number): FairSteps<RootOutcome | null> {
    const known = this.roots[i];
    if (known) return known;
    this.arrangements.deal(this.scratch, i);
    const found = yield* this.search(this.scratch);
    if (found === null) return null;
    const result: RootOutcome = found;
    this.roots[i] = result;
    return result;
  }

  /**
   * The outcome after `move` under arrangement `i`, or `null` when the run stopped first. Uses
   * the root's outcome where it settles the question (a lost position stays lost after any move;
   * the first move of a found winning line wins), and the root's winning line where it still wins
   * after the move (see {@link FairRun.lineStillWins}), then the winning line the earlier run found
   * after the same move, if any; searches otherwise. A line that still wins is a proof: the
   * outcome is the one a search would find, unless that search ran out of budget.
   */
  *afterMove(move: MoveCode, i: number): FairSteps<Outcome | null> {
    const after = yield* this.afterMoveRoot(move, i);
    return after === null ? null : after.outcome;
  }

  /**
   * {@link FairRun.afterMove} with the winning line from the position after the move, when won:
   * what a search of that position under the arrangement would know (its `first` is the line's
   * first move, -1 when the move wins the game). Asked again, it answers from memory.
   */
  *afterMoveRoot(move: MoveCode, i: number): FairSteps<AfterMove | null> {
    return yield* this.afterPath(String(move), [move], i);
  }

  /**
   * What is known after playing `path` (legal moves from the position, one after the other)
   * under arrangement `i`, with the winning line from there when won; `null` when the run stopped
   * first. `key` names the path in the run's memory (the same key, the same path): asked again,
   * it answers from there. As for one move (see {@link FairRun.afterMove}), the root's outcome
   * settles it where it can (lost stays lost; a root line that starts with the path wins), then
   * the root's winning line or the earlier run's line after the same path, replayed; a search
   * otherwise. The moves of a path must not depend on the arrangement: a path that turns a card
   * only at its last move is legal under every arrangement of the same visible part.
   */
  *afterPath(key: string, path: readonly MoveCode[], i: number): FairSteps<AfterMove | null> {
    let known = this.afters.get(key);
    const remembered = known?.[i];
    if (remembered) return remembered;
    const root = yield* this.root(i);
    if (root === null) return null;
    let after: AfterMove | null;
    if (root.outcome === 'lost') after = LOST;
    else if (root.outcome === 'won' && startsWith(root.line, path)) after = wonWith(root.line.slice(path.length));
    else {
      this.arrangements.deal(this.scratch, i);
      const played: UndoRecord[] = [];
      for (const move of path) played.push(this.scratch.play(move));
      let line = root.outcome === 'won' ? this.lineStillWins(root.line) : null;
      const before = this.earlier?.get(key)?.[i];
      if (line === null && before?.outcome === 'won') line = this.lineStillWins(before.line);
      if (line !== null) {
        this.replayed++;
        after = wonWith(line);
      } else after = yield* this.search(this.scratch);
      for (let k = played.length - 1; k >= 0; k--) this.scratch.undo(played[k]!);
    }
    if (after === null) return null;
    if (!known) {
      known = new Array<RootOutcome | undefined>(this.arrangements.count);
      this.afters.set(key, known);
    }
    known[i] = after;
    return after;
  }

  /**
   * The root's winning line, replayed on the scratch position (the root after one other move)
   * with every move that is no longer legal skipped: the moves played when that ends in a won
   * game (a legal winning line from the scratch position, a proof that it can be won, found
   * without a search), `null` otherwise. Leaves the scratch position as it found it.
   */
  private lineStillWins(line: readonly MoveCode[]): MoveCode[] | null {
    const position = this.scratch;
    const buffer = this.moveBuffer;
    const records = this.records;
    const played: MoveCode[] = [];
    records.length = 0;
    for (const code of line) {
      const n = position.generateMoves(buffer);
      for (let k = 0; k < n; k++) {
        if (buffer[k] === code) {
          records.push(position.play(code));
          played.push(code);
          break;
        }
      }
    }
    const won = position.isWon;
    for (let k = records.length - 1; k >= 0; k--) position.undo(records[k]!);
    records.length = 0;
    return won ? played : null;
  }

  /** One full-information search of `position` within the sample budget; `null` if the run stopped. */
  private *search(position: Position): FairSteps<RootOutcome | null> {
    if (this.mustStop()) return null;
    const run = new SolverRun(position, this.sampleOptions, fairPortfolioFor(position), false);
    const slicer = this.slicer;
    for (;;) {
      const before = run.nodes;
      const result = run.step(slicer.nodesLeft, slicer.deadline);
      slicer.spend(run.nodes - before);
      if (result) {
        this.nodes += result.nodes;
        this.searches++;
        this.report();
        // many small searches in a row: let the event loop in when the slice is used up
        if (slicer.over) yield* this.pause();
        if (result.status === 'solved') return wonWith(result.line.map(encodeMove));
        return result.status === 'unsolvable' ? LOST : UNDECIDED;
      }
      yield* this.pause();
      if (this.interrupted()) return null;
    }
  }

  /** Ends the slice: yields, and starts the next one. */
  private *pause(): FairSteps<void> {
    yield;
    this.slicer.begin();
  }

  /** Whether the run must stop before starting another search (budget, time, abort). */
  private mustStop(): boolean {
    if (this.stopped) return true;
    if (this.interrupted()) return true;
    if (this.nodes + this.options.sampleBudget > this.options.search.budget) this.stopped = 'budget';
    return this.stopped !== null;
  }

  /** Whether the time limit or the abort signal stops the run now. */
  private interrupted(): boolean {
    const { signal, timeLimitMs } = this.options.search;
    if (isAborted(signal)) this.stopped = 'aborted';
    else if (timeLimitMs !== null && this.elapsedMs >= timeLimitMs) this.stopped = 'time-limit';
    return this.stopped !== null;
  }

  private report(): void {
    const { onProgress } = this.options;
    if (!onProgress || this.nodes < this.nextProgress) return;
    this.nextProgress = this.nodes + this.options.search.progressInterval;
    try {
      onProgress({
        nodes: this.nodes,
        budget: this.options.search.budget,
        searches: this.searches,
        elapsedMs: this.elapsedMs,
      });
    } catch {
      // A callback that throws stops the advice (the answer so far is kept), and never escapes it.
      this.stopped = 'progress-failed';
    }
  }
}

/**
 * Reads the position and the options of a fair computation and prepares its run: for a hint
 * (seeded by its strategy's default) or for the odds (seeded by the visible hash).
 */
export function startFairRun(
  source: PositionSource,
  options: FairOptions | undefined,
  purpose: 'hint' | 'odds' = 'hint',
): Result<FairRun, SolveError> {
  const position = positionOf(source);
  if (!position) return err(notAPosition());
  const parsed = parseFairOptions(options);
  if (!parsed.ok) return parsed;
  // The odds have one way only, whatever the strategy: their default seed is the visible hash.
  const { seed } = parsed.value;
  const resolved =
    purpose === 'odds' && seed === null ? { ...parsed.value, seed: visibleHash(position) } : parsed.value;
  return ok(new FairRun(position, resolved));
}
