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
 * for a win and expanded. (A move whose position is found in the table, or is shown lost by rule 8
 * of `prune.ts`, is counted as tried but not played, and is not a node; each node has at most a
 * few dozen moves, so the work per node is bounded.) The node count is what budgets are measured in; it depends only on the position, the
 * options and the ordering, so answers are the same on every machine.
 * @module
 */
import { DECK_SIZE, FOUNDATION_POINTS, type Position, TURN_POINTS } from '@russian-solitaire/engine';
import {
  FOUNDATION_TARGET,
  ON_FOUNDATION,
  moveCard,
  moveTarget,
  undoRecordCard,
  undoRecordMove,
  undoRecordSource,
  undoRecordTarget,
  undoRecordTurned,
} from '@russian-solitaire/engine/internal';
import { KEY_SAVE_STRIDE, KeyState } from './key.js';
import { ORDERINGS, type Ordering, scoreMoveBy, sortMoves } from './order.js';
import {
  type SafeHomeKind,
  frozenLinksSafe,
  hasStuckCard,
  heldSetMovesKnown,
  makesHeldSet,
  looseCardHeight,
  NOT_ONTO_A_CARD,
  firstSafeHomeMove,
  safeHomeMoveAfter,
  isIdleKingMove,
  isUncontestedKingMove,
  safeHomeBound,
  safeHomeKind,
  undoesMove,
} from './prune.js';
import { keepLinkSet, linkSetsSafe, refusedAtLooseCard } from './link-set.js';
import { isLift } from './lift.js';
import { TranspositionTable, clampTableBits } from './table.js';

/**
 * For each card, whether rule 7 may keep its move as a link (1) or the scan of rule 6 found that it
 * leaves it out (0): written for every move listed at a choice, read for the moves kept there.
 */
const linkOpen = new Uint8Array(DECK_SIZE);

/** Room left in the move buffer before each expansion (far more than one position's moves). */
const MOVE_ROOM = 256;

/**
 * The states of a {@link Search}. `running`: more to do; `solved`: a won position was reached;
 * `exhausted`: every position of the pruned move graph was visited and none is won (a proof);
 * `truncated`: the search ended but some line was cut by the depth cap, so the end proves nothing.
 */
export type SearchState = 'running' | 'solved' | 'exhausted' | 'truncated';

/** How one search run is set up. */
export interface SearchConfig {
  /** Which move ordering (see `order.ts`). */
  readonly ordering: number;
  /** Cap on the transposition table, in bits of entries. */
  readonly tableBits: number;
  /** The longest line searched; deeper lines are cut (and the search can no longer prove). */
  readonly maxDepth: number;
  /**
   * Whether to leave out *lifts*: tableau moves of a card that lies face up on a card it may be
   * placed on. The search then covers only part of the move graph: a win it finds is a win, but
   * its end proves nothing (the portfolio never takes it as a proof). Default: false.
   */
  readonly withoutLifts?: boolean;
  /**
   * The positions entered before rule 5 is tested after every move, where cards do not build down in
   * suit (see {@link STUCK_EVERY_MOVE_FROM}, the default). Tests set 0 to check that test on small
   * positions.
   */
  readonly stuckEveryMoveFrom?: number;
  /**
   * Mixed into the tie-breaking noise of the noisy orderings (see `order.ts`), so that searches of
   * the same position under the same ordering try their tied moves in other orders: a restarted
   * search of the portfolio takes a new one each time (see `run.ts`). Default 0.
   */
  readonly noiseSeed?: number;
}

/**
 * The positions a search enters before rule 5 is tested after every move, where it is tested after
 * turns (see `prune.ts`): a test costs several nodes' worth, and most searches under those rules end
 * sooner, but a long one wanders among lost positions that the test after every move would cut.
 */
const STUCK_EVERY_MOVE_FROM = 2 ** 14;

/** The first size of a search's move buffer (it doubles as deep lines need). */
const MOVE_BUFFER = 4096;
/** The first depth a search's frames hold (they double as lines get longer). */
const FRAME_DEPTH = 256;
/** The largest move buffer kept for the next search; a search that grew past it lets its buffers go. */
const MAX_KEPT_MOVES = 16 * MOVE_BUFFER;
/** How many ended searches' buffers are kept for the next searches of this thread. */
const MAX_SPARE_BUFFERS = 16;

/**
 * The memory of a search: its move and score buffers, its frames, its key state and its
 * transposition table. A search that ends gives them back ({@link Search.release}) and the next
 * search of the thread takes them instead of allocating its own: classic deals and the many
 * searches of a fair hint are so small that allocating and zeroing these was a large part of their
 * cost. Nothing in them is read before it is written, except the table, which is reset to a new
 * table's state, and the key state, which is set to the new search's position.
 */
interface SearchBuffers {
  moves: Uint16Array<ArrayBuffer>;
  scores: Int32Array<ArrayBuffer>;
  frameEnd: Int32Array<ArrayBuffer>;
  frameCursor: Int32Array<ArrayBuffer>;
  frameRecord: Int32Array<ArrayBuffer>;
  keySaves: Int32Array<ArrayBuffer>;
  keys: KeyState;
  table: TranspositionTable;
}

const spareBuffers: SearchBuffers[] = [];

/**
 * Forgets every kept buffer, so that the next search allocates new ones (for tests that compare a
 * search on kept buffers with one on new buffers).
 * @internal
 */
export function dropSpareBuffers(): void {
  spareBuffers.length = 0;
}

/**
 * Buffers for a search of `position` whose table may grow to `2^tableBits` entries: kept ones if
 * any, else new ones; the key state is set to the position's.
 */
function takeBuffers(position: Position, tableBits: number): SearchBuffers {
  const maxBits = clampTableBits(tableBits);
  for (let i = spareBuffers.length - 1; i >= 0; i--) {
    const b = spareBuffers[i]!;
    if (b.table.maxBits !== maxBits) continue;
    spareBuffers.splice(i, 1);
    b.keys.reset(position);
    return b;
  }
  return {
    moves: new Uint16Array(MOVE_BUFFER),
    scores: new Int32Array(MOVE_BUFFER),
    frameEnd: new Int32Array(FRAME_DEPTH),
    frameCursor: new Int32Array(FRAME_DEPTH),
    frameRecord: new Int32Array(FRAME_DEPTH),
    keySaves: new Int32Array(FRAME_DEPTH * KEY_SAVE_STRIDE),
    keys: new KeyState(position),
    table: new TranspositionTable(tableBits),
  };
}

/** One resumable depth-first search from a position (which it copies). */
export class Search {
  /** The position searched, at the current node (a private copy). */
  readonly position: Position;
  /** The transposition table. */
  readonly table: TranspositionTable;
  /** Nodes (positions entered) so far. */
  nodes = 0;
  /** Moves tried so far (nodes, plus moves into positions found in the table or shown lost by rule 8). */
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
  /** Whether rules 6 and 9 apply: classic building, and empty columns that take a king or nothing. */
  private readonly frozenLinks: boolean;
  /** Whether rule 7 applies (where rule 6 does, see `link-set.ts`). */
  private readonly linkSets: boolean;
  /** Whether rule 8 applies: classic building, and empty columns that take a king or nothing. */
  private readonly heldSets: boolean;
  /**
   * Whether rule 5 is also tested after each move that turns a card: where cards do not build down
   * in suit (see `prune.ts`).
   */
  private readonly stuckAfterTurn: boolean;
  /**
   * Whether rule 5 is tested after every move: where it is tested after turns, once the search has
   * entered {@link STUCK_EVERY_MOVE_FROM} positions (see `prune.ts`).
   */
  private stuckEveryMove = false;
  /** The node count at which {@link Search.stuckEveryMove} is set. */
  private readonly stuckEveryMoveFrom: number;
  private readonly dropLifts: boolean;
  /** {@link SearchConfig.noiseSeed}. */
  private readonly noiseSeed: number;
  private moves: Uint16Array<ArrayBuffer>;
  private scores: Int32Array<ArrayBuffer>;
  private frameEnd: Int32Array<ArrayBuffer>;
  private frameCursor: Int32Array<ArrayBuffer>;
  private frameRecord: Int32Array<ArrayBuffer>;
  /** The key state before the move into each depth (see `KeyState.save`), so that undoing a move needs no hashing. */
  private keySaves: Int32Array<ArrayBuffer>;
  /** Whether the search gave its buffers back (it can then no longer run). */
  private released = false;
  private depth = 0;
  private turned = 0;
  private cut = false;

  /** Prepares a search of `position` (copied; the caller's position is never changed). */
  constructor(position: Position, config: SearchConfig) {
    this.position = position.clone();
    this.config = config;
    this.ordering = ORDERINGS[config.ordering]!;
    const buffers = takeBuffers(this.position, config.tableBits);
    this.keys = buffers.keys;
    this.moves = buffers.moves;
    this.scores = buffers.scores;
    this.frameEnd = buffers.frameEnd;
    this.frameCursor = buffers.frameCursor;
    this.frameRecord = buffers.frameRecord;
    this.keySaves = buffers.keySaves;
    this.table = buffers.table;
    this.kind = safeHomeKind(position.rules.ruleSet);
    this.dropTakeBacks = position.rules.buildsDownInSuit; // rule 1
    this.frozenLinks = frozenLinksSafe(position.rules.ruleSet); // rule 6
    this.linkSets = linkSetsSafe(position.rules.ruleSet); // rule 7
    this.heldSets = heldSetMovesKnown(position.rules.ruleSet); // rule 8
    this.stuckAfterTurn = !position.rules.buildsDownInSuit; // rule 5 beyond the root
    this.stuckEveryMoveFrom = config.stuckEveryMoveFrom ?? STUCK_EVERY_MOVE_FROM;
    this.stuckEveryMove = this.stuckAfterTurn && this.stuckEveryMoveFrom === 0;
    this.dropLifts = config.withoutLifts === true;
    this.noiseSeed = config.noiseSeed ?? 0;
    this.table.insert(this.keys.k1, this.keys.k2);
    this.frameRecord[0] = -1;
    if (this.position.isWon) {
      this.state = 'solved';
      return;
    }
    this.frameEnd[0] = hasStuckCard(this.position) ? 0 : this.expand(0, -1);
    this.frameCursor[0] = 0;
  }

  /**
   * Gives the search's buffers back for the next search of this thread (see `SearchBuffers`): call
   * it once the search's answer has been read. The search can no longer run; its counters (nodes,
   * plays, best root move) stay readable.
   */
  release(): void {
    if (this.released) return;
    this.released = true;
    if (this.moves.length > MAX_KEPT_MOVES || spareBuffers.length >= MAX_SPARE_BUFFERS) return;
    this.table.reset();
    spareBuffers.push({
      moves: this.moves,
      scores: this.scores,
      frameEnd: this.frameEnd,
      frameCursor: this.frameCursor,
      frameRecord: this.frameRecord,
      keySaves: this.keySaves,
      keys: this.keys,
      table: this.table,
    });
  }

  /** Whether a line was cut by the depth cap (the search can then no longer prove anything). */
  get depthCut(): boolean {
    return this.cut;
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
    if (this.released) throw new Error('a search that gave its buffers back cannot run');
    if (this.state !== 'running') return this.state;
    const pos = this.position;
    const keys = this.keys;
    const table = this.table;
    const maxDepth = this.config.maxDepth;
    const heldSets = this.heldSets;
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
      // The key the move leads to, found before playing it: a move into a position already
      // entered is counted as played but never played.
      keys.probe(pos, code);
      if (!table.insert(keys.nextK1, keys.nextK2)) continue;
      // Rule 8, tested only on moves into positions not in the table: the position after the move
      // is lost, and it stays in the table as one (see `table.ts`).
      if (heldSets && makesHeldSet(pos, code)) continue;
      const record = pos.play(code);
      const from = undoRecordSource(record);
      const to = moveTarget(code);
      keys.save(this.keySaves, nd * KEY_SAVE_STRIDE, from, to);
      keys.commit(from, to);
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
      // Rule 5 is tested at the root, and where cards do not build down in suit after a turn, and
      // after every move in a long search (in `expand`; see `prune.ts`).
      if (nodes === this.stuckEveryMoveFrom) this.stuckEveryMove = this.stuckAfterTurn;
      frameEnd[nd] = this.expand(start, record);
    }
  }

  /** The moves from the root to the current node (the winning line once solved). */
  line(): number[] {
    if (this.released) throw new Error('a search that gave its buffers back has no line');
    const out: number[] = [];
    for (let d = 1; d <= this.depth; d++) out.push(undoRecordMove(this.frameRecord[d]!));
    return out;
  }

  /**
   * Undoes `record`, the move into `depth`, and puts back the key it had before (saved when the
   * move was played: the columns are not hashed again, only the prefix sums above the cards that
   * came back are written).
   */
  private retreat(record: number, depth: number): void {
    const pos = this.position;
    pos.undo(record);
    const from = undoRecordSource(record);
    this.keys.restore(this.keySaves, depth * KEY_SAVE_STRIDE, from, undoRecordTarget(record));
    // The cards are back on their column: its prefix sums above them are mended.
    if (from !== ON_FOUNDATION) this.keys.refill(pos, from, pos.slot[undoRecordCard(record)]!);
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
    // rule 2, read from the column tops before the moves are listed: after a move from one column
    // to another, from a position where rule 2 took nothing, from the one top it uncovered
    const from = last < 0 ? ON_FOUNDATION : undoRecordSource(last);
    const home =
      from === ON_FOUNDATION || undoRecordTarget(last) === FOUNDATION_TARGET
        ? firstSafeHomeMove(pos, this.kind, safeHomeBound(pos, this.kind))
        : safeHomeMoveAfter(pos, this.kind, safeHomeBound(pos, this.kind), from);
    if (home >= 0) {
      moves[start] = home;
      return start + 1;
    }
    // rule 5 where cards do not build down in suit: after a move that turns a card, and after every
    // move once the search is long (see `prune.ts`)
    if (this.stuckAfterTurn && last >= 0 && (this.stuckEveryMove || undoRecordTurned(last)) && hasStuckCard(pos))
      return start;
    const n = pos.generateMoves(moves, start);
    const end = start + n;
    if (this.frozenLinks) {
      // rules 6 and 9 (classic building, empty columns for a king or nothing), and for rule 7 the
      // moves it leaves out at the card that keeps their column from being frozen
      const open = linkOpen;
      for (let k = start; k < end; k++) {
        const code = moves[k]!;
        const loose = looseCardHeight(pos, code);
        if (loose >= 0) {
          open[moveCard(code)] = refusedAtLooseCard(pos, code, loose) ? 0 : 1;
        } else if (loose === NOT_ONTO_A_CARD) {
          if (isUncontestedKingMove(pos, code)) {
            // rule 9: a king off the bottom goes to an empty column at once if no other needs one
            moves[start] = code;
            return start + 1;
          }
          open[moveCard(code)] = 0;
        } else {
          // rule 8: a position whose rule 6 move makes a set held for good is lost
          if (this.heldSets && makesHeldSet(pos, code)) return start;
          moves[start] = code;
          return start + 1;
        }
      }
    }
    const scores = this.scores;
    const place = pos.place;
    const ordering = this.config.ordering;
    const order = this.ordering;
    const salt = this.keys.k1 ^ this.noiseSeed;
    const sorted = order.sorted;
    const slot = pos.slot;
    const faceDown = pos.faceDown;
    // where the next move that turns a card goes, when the ordering does not sort (they come first)
    let turning = start;
    let j = start;
    for (let k = start; k < end; k++) {
      const code = moves[k]!;
      const card = moveCard(code);
      const from = place[card]!;
      if (this.dropTakeBacks && from === ON_FOUNDATION) continue; // rule 1
      if (last >= 0 && undoesMove(last, code)) continue; // rule 3
      if (isIdleKingMove(pos, code)) continue; // rule 4
      if (this.dropLifts && isLift(pos, code)) continue; // not a rule: a part of the graph
      if (!sorted && from !== ON_FOUNDATION && slot[card]! > 0 && slot[card] === faceDown[from]) {
        for (let m = j; m > turning; m--) moves[m] = moves[m - 1]!;
        moves[turning++] = code;
        j++;
      } else moves[j++] = code;
    }
    // rule 7 (no foundation move is left here: under classic building rule 2 took it)
    if (this.linkSets && j - start > 1) j = keepLinkSet(pos, moves, start, j, linkOpen);
    if (sorted) {
      for (let k = start; k < j; k++) scores[k] = scoreMoveBy(pos, moves[k]!, order, ordering, salt);
      sortMoves(moves, scores, start, j - start);
    }
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
