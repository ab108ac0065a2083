/**
 * The beam search: breadth first, keeping at each depth only the `width` most promising positions
 * not kept before, resumable in slices of nodes. It finds wins of deals where the depth-first
 * searches wander (a wrong turn near the start holds them for their whole budget, where the beam
 * keeps many lines open at once and drops a line as soon as others score better), and it proves
 * nothing: when it runs out of positions to keep, the deal is still undecided.
 *
 * A *node* of the beam is a position scored: reached by a move from a kept position, not kept
 * before, checked for a win and scored. The moves into positions kept before are tried (counted as
 * plays) but not played. As with the depth-first search, the node count depends only on the
 * position and the configuration, so the beam stops at the same place on every machine.
 *
 * The score that ranks a depth's positions (higher is better) counts, as a player would: cards
 * home, cards turned, empty columns, face-up cards lying on a card they may be placed on (and a
 * cost for each that does not), and a cost for the cards above the lowest card of each column, the
 * larger the lower that card. Rule 2 of `prune.ts` (a safe move home is the only move tried) and
 * rule 5 (a position with a card that can never move is dropped) keep the width for positions that
 * may still be won.
 * @module
 */
import { FOUNDATION_POINTS, type Position, RANK_COUNT, TURN_POINTS } from '@russian-solitaire/engine';
import { COLUMN_STRIDE, undoRecordMove } from '@russian-solitaire/engine/internal';
import { KeyState } from './key.js';
import { mayGoOn } from './lift.js';
import { type SafeHomeKind, firstSafeHomeMove, hasStuckCard, safeHomeBound, safeHomeKind } from './prune.js';
import type { SearchState } from './search.js';
import { TranspositionTable } from './table.js';

/** How one beam search is set up. */
export interface BeamConfig {
  /** The positions kept at each depth. */
  readonly width: number;
  /** Cap on the table of kept positions, in bits of entries. */
  readonly tableBits: number;
  /** The longest line followed; the beam ends `truncated` there. */
  readonly maxDepth: number;
}

/** Weights of the score (see the module comment): a card home is worth the most, then a card turned. */
const HOME_WEIGHT = 1000;
const FACE_DOWN_WEIGHT = 400;
const EMPTY_COLUMN_WEIGHT = 300;
const BUILT_WEIGHT = 30;
const UNBUILT_WEIGHT = 20;
const BURIED_WEIGHT = 2;

/** The most moves one position has (far more than any position of the toolkit's rule sets). */
const MOVE_ROOM = 512;
/** The first room for a depth's scored positions (it doubles as needed). */
const CANDIDATE_ROOM = 1 << 14;

/**
 * The score of a position (see the module comment): higher is better. Cards are read through the
 * engine's encoding, and "may be placed on" is the rule set's own builder table (`mayGoOn`), so it
 * holds for every rule set.
 */
export function beamScore(position: Position): number {
  const { cards, length, faceDown } = position;
  let score = position.home * HOME_WEIGHT;
  for (let c = 0; c < length.length; c++) {
    const n = length[c]!;
    const down = faceDown[c]!;
    score -= down * FACE_DOWN_WEIGHT;
    if (n === 0) {
      score += EMPTY_COLUMN_WEIGHT;
      continue;
    }
    const base = c * COLUMN_STRIDE;
    for (let i = Math.max(down, 1); i < n; i++)
      score += mayGoOn(position, cards[base + i]!, cards[base + i - 1]!) ? BUILT_WEIGHT : -UNBUILT_WEIGHT;
    let lowest = 0;
    for (let i = 1; i < n; i++) if (cards[base + i]! % RANK_COUNT < cards[base + lowest]! % RANK_COUNT) lowest = i;
    score -= (n - 1 - lowest) * (RANK_COUNT - (cards[base + lowest]! % RANK_COUNT)) * BURIED_WEIGHT;
  }
  return score;
}

/** One resumable beam search from a position (which it copies). */
export class BeamSearch {
  /** The table of positions kept so far (the beam never keeps a position twice). */
  readonly table: TranspositionTable;
  /** Nodes (positions scored) so far. */
  nodes = 0;
  /** Moves tried so far (nodes, plus moves into positions kept before). */
  plays = 0;
  /** The current state: never `exhausted` as a proof (see the module comment). */
  state: SearchState = 'running';
  /** The root move leading to the most promising position scored (by the points of the score), or -1 before any. */
  bestRootMove = -1;
  /** The progress value of that position. */
  bestProgress = -1;

  private readonly config: BeamConfig;
  private readonly kind: SafeHomeKind;
  private readonly keys: KeyState;
  /** Face-down cards at the start, to count the cards turned. */
  private readonly startFaceDown: number;
  /** The positions kept at the current depth. */
  private layer: Position[];
  /** For each depth reached, each kept position's index in the depth before, and the move from it. */
  private readonly parents: Int32Array[] = [];
  private readonly viaMoves: Uint16Array[] = [];
  /** Each kept position's first move from the root. */
  private roots: Int32Array;
  /** The kept position being expanded, its moves, and the next move to try. */
  private parent = -1;
  private readonly moves = new Uint16Array(MOVE_ROOM);
  private moveCount = 0;
  private moveCursor = 0;
  /** The positions scored at this depth: score, parent index, move and key. */
  private count = 0;
  private scores = new Int32Array(CANDIDATE_ROOM);
  private from = new Int32Array(CANDIDATE_ROOM);
  private via = new Uint16Array(CANDIDATE_ROOM);
  private k1s = new Int32Array(CANDIDATE_ROOM);
  private k2s = new Int32Array(CANDIDATE_ROOM);
  private order = new Int32Array(CANDIDATE_ROOM);
  /** The winning line, once solved. */
  private won: number[] | null = null;
  private cut = false;
  /** Whether the kept positions were let go (the search can then no longer run). */
  private released = false;

  /** Prepares a beam search of `position` (copied; the caller's position is never changed). */
  constructor(position: Position, config: BeamConfig) {
    this.config = config;
    const start = position.clone();
    this.kind = safeHomeKind(start.ruleSet);
    this.keys = new KeyState(start);
    this.table = new TranspositionTable(config.tableBits);
    this.table.insert(this.keys.k1, this.keys.k2);
    this.startFaceDown = start.faceDownCount;
    this.layer = [start];
    this.roots = Int32Array.of(-1);
    if (start.isWon) {
      this.state = 'solved';
      this.won = [];
    } else if (hasStuckCard(start)) {
      this.state = 'exhausted';
    }
  }

  /** Lets the kept positions go: the search can no longer run; its counters and line stay readable. */
  release(): void {
    this.released = true;
    this.layer = [];
  }

  /** Whether the beam reached the depth cap. */
  get depthCut(): boolean {
    return this.cut;
  }

  /** The current depth (moves from the root to the positions being expanded). */
  get currentDepth(): number {
    return this.parents.length;
  }

  /** The winning line once solved, else an empty line. */
  line(): number[] {
    return this.won ? [...this.won] : [];
  }

  /**
   * Runs until `nodeLimit` nodes in total have been scored or the search ends, and returns the
   * state: `solved`, `running`, `truncated` (the depth cap) or `exhausted` (no position left to
   * keep: nothing is proved). Call again to resume.
   */
  run(nodeLimit: number): SearchState {
    if (this.released) throw new Error('a beam search that let its positions go cannot run');
    if (this.state !== 'running') return this.state;
    const keys = this.keys;
    const table = this.table;
    for (;;) {
      if (this.moveCursor === this.moveCount) {
        if (this.parent + 1 < this.layer.length) {
          this.expand(++this.parent);
          continue;
        }
        if (!this.nextLayer()) return this.state;
        this.parent = -1;
        continue;
      }
      if (this.nodes >= nodeLimit) return 'running';
      const position = this.layer[this.parent]!;
      const code = this.moves[this.moveCursor++]!;
      this.plays++;
      keys.probe(position, code);
      if (table.has(keys.nextK1, keys.nextK2)) continue;
      const record = position.play(code);
      this.nodes++;
      if (position.isWon) {
        this.won = [...this.lineTo(this.parent), undoRecordMove(record)];
        this.state = 'solved';
        return 'solved';
      }
      if (!hasStuckCard(position)) {
        const score = beamScore(position);
        const progress =
          position.home * FOUNDATION_POINTS + (this.startFaceDown - position.faceDownCount) * TURN_POINTS;
        if (progress > this.bestProgress) {
          this.bestProgress = progress;
          const root = this.roots[this.parent]!;
          this.bestRootMove = root < 0 ? code : root;
        }
        this.push(score, code, keys.nextK1, keys.nextK2);
      }
      position.undo(record);
    }
  }

  /** Lists the moves to try from kept position `i`: rule 2's safe move home alone, when there is one. */
  private expand(i: number): void {
    const position = this.layer[i]!;
    this.keys.reset(position);
    const home = firstSafeHomeMove(position, this.kind, safeHomeBound(position, this.kind));
    if (home >= 0) {
      this.moves[0] = home;
      this.moveCount = 1;
    } else {
      this.moveCount = position.generateMoves(this.moves, 0);
    }
    this.moveCursor = 0;
  }

  /** Notes a scored position of this depth. */
  private push(score: number, code: number, k1: number, k2: number): void {
    if (this.count === this.scores.length) this.growCandidates();
    const n = this.count++;
    this.scores[n] = score;
    this.from[n] = this.parent;
    this.via[n] = code;
    this.k1s[n] = k1;
    this.k2s[n] = k2;
  }

  /**
   * Keeps this depth's `width` best scored positions (each once; ties in the order they were
   * scored) as the next depth. Returns false when the beam ends: no position to keep, or the
   * depth cap.
   */
  private nextLayer(): boolean {
    const n = this.count;
    const order = this.order;
    for (let k = 0; k < n; k++) order[k] = k;
    const scores = this.scores;
    const sorted = order.subarray(0, n).sort((a, b) => scores[b]! - scores[a]! || a - b);
    const width = this.config.width;
    const kept: number[] = [];
    for (let k = 0; k < n && kept.length < width; k++) {
      const c = sorted[k]!;
      if (this.table.insert(this.k1s[c]!, this.k2s[c]!)) kept.push(c);
    }
    this.count = 0;
    if (kept.length === 0) {
      this.state = 'exhausted';
      return false;
    }
    const parents = new Int32Array(kept.length);
    const viaMoves = new Uint16Array(kept.length);
    const roots = new Int32Array(kept.length);
    const layer: Position[] = [];
    for (let k = 0; k < kept.length; k++) {
      const c = kept[k]!;
      const p = this.from[c]!;
      parents[k] = p;
      viaMoves[k] = this.via[c]!;
      roots[k] = this.roots[p]! < 0 ? this.via[c]! : this.roots[p]!;
      const position = this.layer[p]!.clone();
      position.play(this.via[c]!);
      layer.push(position);
    }
    this.parents.push(parents);
    this.viaMoves.push(viaMoves);
    this.roots = roots;
    this.layer = layer;
    if (this.parents.length >= this.config.maxDepth) {
      this.cut = true;
      this.state = 'truncated';
      return false;
    }
    return true;
  }

  /** The moves from the root to kept position `i` of the current depth. */
  private lineTo(i: number): number[] {
    const line: number[] = [];
    for (let d = this.parents.length - 1; d >= 0; d--) {
      line.push(this.viaMoves[d]![i]!);
      i = this.parents[d]![i]!;
    }
    return line.reverse();
  }

  private growCandidates(): void {
    const size = this.scores.length * 2;
    const grow = <T extends Int32Array | Uint16Array>(a: T, b: T): T => (b.set(a), b);
    this.scores = grow(this.scores, new Int32Array(size));
    this.from = grow(this.from, new Int32Array(size));
    this.via = grow(this.via, new Uint16Array(size));
    this.k1s = grow(this.k1s, new Int32Array(size));
    this.k2s = grow(this.k2s, new Int32Array(size));
    this.order = new Int32Array(size);
  }
}
