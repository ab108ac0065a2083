/**
 * The depth-first search: an explicit stack over the engine's own `generateMoves`, `play` and
 * `undo`, resumable in slices of nodes.
 *
 * The search state lives in typed arrays (one frame per depth: where the frame's moves are in
 * the shared move buffer, which one is next, and the undo record of the move that led to it), not
 * in the JavaScript call stack: it can stop after any node and resume later (slicing, workers),
 * and a deep line cannot overflow the call stack.
 *
 * A *node* is a position entered: reached by a move, not found in the transposition table, checked
 * for a win and expanded. (A move whose position is found in the table is played and undone at
 * once and is not a node; each node has at most a few dozen moves, so the work per node is
 * bounded.) The node count is what budgets are measured in; it depends only on the position, the
 * options and the ordering, so answers are the same on every machine.
 * @module
 */
import {
  FOUNDATION_POINTS,
  FOUNDATION_TARGET,
  ON_FOUNDATION,
  type Position,
  TURN_POINTS,
  moveCard,
  moveTarget,
  undoRecordMove,
  undoRecordSource,
  undoRecordTarget,
  undoRecordTurned,
} from '@russian-solitaire/engine';
import { KEY_SAVE_STRIDE, KeyState } from './key.js';
import { ORDERINGS, type Ordering, scoreMoveBy, sortMoves } from './order.js';
import {
  type SafeHomeKind,
  hasStuckCard,
  isIdleKingMove,
  isSafeHomeMove,
  safeHomeBound,
  safeHomeKind,
  undoesMove,
} from './prune.js';
import { TranspositionTable } from './table.js';

/** Room left in the move buffer before each expansion (far more than one position's moves). */
const MOVE_ROOM = 256;

/** The states of a {@link Search}. */
export const SEARCH_STATES = ['running', 'solved', 'exhausted', 'truncated'] as const;
/**
 * `running`: more to do; `solved`: a won position was reached; `exhausted`: every position of the
 * pruned move graph was visited and none is won (a proof); `truncated`: the search ended but some
 * line was cut by the depth cap, so the end proves nothing.
 */
export type SearchState = (typeof SEARCH_STATES)[number];

/** How one search run is set up. */
export interface SearchConfig {
  /** Which move ordering (see `order.ts`). */
  readonly ordering: number;
  /** Cap on the transposition table, in bits of entries. */
  readonly tableBits: number;
  /** The longest line searched; deeper lines are cut (and the search can no longer prove). */
  readonly maxDepth: number;
}

/** One resumable depth-first search from a position (which it copies). */
export class Search {
  /** The position searched, at the current node (a private copy). */
  readonly position: Position;
  /** The transposition table. */
  readonly table: TranspositionTable;
  /** Nodes (positions entered) so far. */
  nodes = 0;
  /** Moves played so far (nodes, plus moves into positions found in the table). */
  plays = 0;
  /** The current state. */
  state: SearchState = 'running';
  /** The deepest line reached. */
  maxReached = 0;
  /**
   * The root move leading to the most promising position seen (by the points of the score: a card
   * home and a card turned weigh as in the game's score), or -1 before any.
   */
  bestRootMove = -1;
  /** The progress value of that position. */
  bestProgress = -1;

  private readonly config: SearchConfig;
  private readonly ordering: Ordering;
  private readonly keys: KeyState;
  private readonly kind: SafeHomeKind;
  private readonly dropTakeBacks: boolean;
  private moves = new Uint16Array(4096);
  private scores = new Int32Array(4096);
  private frameEnd = new Int32Array(256);
  private frameCursor = new Int32Array(256);
  private frameRecord = new Int32Array(256);
  /** The key state before the move into each depth (see `KeyState.save`), so that undoing a move needs no hashing. */
  private keySaves = new Int32Array(256 * KEY_SAVE_STRIDE);
  private depth = 0;
  private turned = 0;
  private cut = false;

  /** Prepares a search of `position` (copied; the caller's position is never changed). */
  constructor(position: Position, config: SearchConfig) {
    this.position = position.clone();
    this.config = config;
    this.ordering = ORDERINGS[config.ordering]!;
    this.keys = new KeyState(this.position);
    this.table = new TranspositionTable(config.tableBits);
    this.kind = safeHomeKind(position.rules.ruleSet);
    this.dropTakeBacks = position.rules.buildsDownInSuit; // rule 1
    this.table.insert(this.keys.k1, this.keys.k2);
    this.frameRecord[0] = -1;
    if (this.position.isWon) {
      this.state = 'solved';
      return;
    }
    this.frameEnd[0] = hasStuckCard(this.position) ? 0 : this.expand(0, -1);
    this.frameCursor[0] = 0;
  }

  /** The current depth (moves from the root to the current node). */
  get currentDepth(): number {
    return this.depth;
  }

  /**
   * Runs until `nodeLimit` nodes in total have been visited or the search ends, and returns the
   * state. Call again to resume.
   */
  run(nodeLimit: number): SearchState {
    if (this.state !== 'running') return this.state;
    const pos = this.position;
    const keys = this.keys;
    const table = this.table;
    const maxDepth = this.config.maxDepth;
    let frameEnd = this.frameEnd;
    let frameCursor = this.frameCursor;
    let frameRecord = this.frameRecord;
    let nodes = this.nodes;
    for (;;) {
      const d = this.depth;
      const cursor = frameCursor[d]!;
      if (cursor === frameEnd[d]) {
        if (d === 0) {
          this.nodes = nodes;
          this.state = this.cut ? 'truncated' : 'exhausted';
          return this.state;
        }
        const back = frameRecord[d]!;
        this.retreat(back, d);
        if (undoRecordTurned(back)) this.turned--;
        this.depth = d - 1;
        continue;
      }
      if (nodes >= nodeLimit) {
        this.nodes = nodes;
        return 'running';
      }
      const code = this.moves[cursor]!;
      frameCursor[d] = cursor + 1;
      const nd = d + 1;
      if (nd >= frameEnd.length) {
        this.growFrames();
        frameEnd = this.frameEnd;
        frameCursor = this.frameCursor;
        frameRecord = this.frameRecord;
      }
      this.plays++;
      const record = pos.play(code);
      const from = undoRecordSource(record);
      const to = moveTarget(code);
      keys.save(this.keySaves, nd * KEY_SAVE_STRIDE, from, to);
      if (from !== ON_FOUNDATION) keys.updateColumn(pos, from);
      if (to !== FOUNDATION_TARGET) keys.updateColumn(pos, to);
      if (!table.insert(keys.k1, keys.k2)) {
        this.retreat(record, nd);
        continue;
      }
      nodes++;
      if (undoRecordTurned(record)) this.turned++;
      const progress = pos.home * FOUNDATION_POINTS + this.turned * TURN_POINTS;
      if (progress > this.bestProgress) {
        this.bestProgress = progress;
        this.bestRootMove = this.moves[frameCursor[0]! - 1]!;
      }
      frameRecord[nd] = record;
      this.depth = nd;
      if (nd > this.maxReached) this.maxReached = nd;
      if (pos.isWon) {
        this.nodes = nodes;
        this.state = 'solved';
        return 'solved';
      }
      if (nd >= maxDepth) {
        this.cut = true;
        frameCursor[nd] = frameEnd[d]!;
        frameEnd[nd] = frameEnd[d]!;
        continue;
      }
      const start = frameEnd[d]!;
      frameCursor[nd] = start;
      // rule 5: a lost position is entered but not expanded (only a turn can create the pattern)
      frameEnd[nd] = undoRecordTurned(record) && hasStuckCard(pos) ? start : this.expand(start, record);
    }
  }

  /** The moves from the root to the current node (the winning line once solved). */
  line(): number[] {
    const out: number[] = [];
    for (let d = 1; d <= this.depth; d++) out.push(undoRecordMove(this.frameRecord[d]!));
    return out;
  }

  /**
   * Undoes `record`, the move into `depth`, and puts back the key it had before (saved when the
   * move was played: the columns are not hashed again).
   */
  private retreat(record: number, depth: number): void {
    this.position.undo(record);
    this.keys.restore(this.keySaves, depth * KEY_SAVE_STRIDE, undoRecordSource(record), undoRecordTarget(record));
  }

  /**
   * Writes the moves to try from the current position at `start` in the move buffer (pruned and
   * ordered) and returns the end index. `last` is the record of the move that led here (-1 at the
   * root).
   */
  private expand(start: number, last: number): number {
    if (start + MOVE_ROOM > this.moves.length) {
      const moves = new Uint16Array(this.moves.length * 2);
      moves.set(this.moves);
      this.moves = moves;
      const scores = new Int32Array(this.scores.length * 2);
      scores.set(this.scores);
      this.scores = scores;
    }
    const pos = this.position;
    const moves = this.moves;
    const n = pos.generateMoves(moves, start);
    const end = start + n;
    const bound = safeHomeBound(pos, this.kind);
    for (let k = start; k < end; k++) {
      const code = moves[k]!;
      if (isSafeHomeMove(code, this.kind, bound)) {
        moves[start] = code;
        return start + 1;
      }
    }
    const scores = this.scores;
    const place = pos.place;
    const ordering = this.config.ordering;
    const order = this.ordering;
    const salt = this.keys.k1;
    let j = start;
    for (let k = start; k < end; k++) {
      const code = moves[k]!;
      if (this.dropTakeBacks && place[moveCard(code)] === ON_FOUNDATION) continue; // rule 1
      if (last >= 0 && undoesMove(last, code)) continue; // rule 3
      if (isIdleKingMove(pos, code)) continue; // rule 4
      moves[j] = code;
      scores[j] = scoreMoveBy(pos, code, order, ordering, salt);
      j++;
    }
    sortMoves(moves, scores, start, j - start);
    return j;
  }

  private growFrames(): void {
    const grow = (a: Int32Array<ArrayBuffer>): Int32Array<ArrayBuffer> => {
      const b = new Int32Array(a.length * 2);
      b.set(a);
      return b;
    };
    this.frameEnd = grow(this.frameEnd);
    this.frameCursor = grow(this.frameCursor);
    this.frameRecord = grow(this.frameRecord);
    this.keySaves = grow(this.keySaves);
  }
}
