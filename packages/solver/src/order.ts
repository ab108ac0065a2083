/**
 * Move ordering: which of a position's moves the search tries first.
 *
 * Ordering never changes what the search proves, only how fast it finds a win. Moves are scored
 * and sorted, highest first (ties keep the engine's generation order, so the order is the same on
 * every machine), or, in the `turns-first` ordering, not scored at all: the moves that turn a card
 * first, then the others, each in the engine's generation order. Several orderings exist so that the solver can run a portfolio of them
 * (see `solve.ts`): a deal that is slow under one is often quick under another.
 * @module
 */
import type { Position } from '@russian-solitaire/engine';
import {
  COLUMN_STRIDE,
  FOUNDATION_TARGET,
  ON_FOUNDATION,
  moveCard,
  moveHashCode,
  moveTarget,
  unsafeRankOf,
  unsafeSuitOf,
} from '@russian-solitaire/engine/internal';

/** The names of the move orderings, in the order of {@link ORDERINGS}. */
export const ORDERING_NAMES = [
  'suited',
  'suited-home-first',
  'plain',
  'noisy',
  'noisy-home-first',
  'very-noisy',
  'turns-first',
] as const;
/** A name from {@link ORDERING_NAMES}. */
export type OrderingName = (typeof ORDERING_NAMES)[number];

/**
 * One move ordering, as data: the weights {@link scoreMove} gives to the traits of a move. Every
 * ordering puts turning a card first, then emptying a column, then foundation moves, a king to an
 * empty column, other tableau moves and take-backs; the weights change the order within and
 * around those groups.
 */
export interface Ordering {
  /** Its name. */
  readonly name: OrderingName;
  /**
   * Whether moves are scored and sorted at all. When `false` the weights are not read: every move
   * scores 0, and the search tries the moves that turn a card first and then the others, each in
   * the engine's generation order, without scoring them.
   */
  readonly sorted: boolean;
  /** Extra points per face-down card left in the column of a move that turns one (deep columns first). */
  readonly turnDepthWeight: number;
  /** Points for a move to a foundation. */
  readonly homePoints: number;
  /** Points for building on a card of the same suit (only matters where other suits may build). */
  readonly inSuitPoints: number;
  /** Points taken off a move that lifts a card off the card it builds on. */
  readonly liftPenalty: number;
  /** The group's size is taken off the score shifted right by this (more weight on small groups when lower). */
  readonly groupShift: number;
  /** Points for a take-back. */
  readonly takeBackPoints: number;
  /** Tie-breaking noise: a hash of the position's key and the move, masked with this (0 for none). */
  readonly noiseMask: number;
}

/**
 * The move orderings, by index: the search's {@link SearchConfig.ordering} is an index into this
 * list. The first two build in suit where they can; the next four treat suits alike, and three of
 * them break ties with noise of different strength, so that a portfolio of them explores different
 * lines. The last, `turns-first`, scores nothing: under classic building its searches enter fewer
 * positions than under `suited`, whose scores only cost time there (see `run.ts`).
 */
export const ORDERINGS: readonly Ordering[] = Object.freeze(
  (
    [
      {
        name: 'suited',
        sorted: true,
        turnDepthWeight: 10,
        homePoints: 500,
        inSuitPoints: 40,
        liftPenalty: 30,
        groupShift: 2,
        takeBackPoints: 0,
        noiseMask: 0,
      },
      {
        name: 'suited-home-first',
        sorted: true,
        turnDepthWeight: 0,
        homePoints: 900,
        inSuitPoints: 40,
        liftPenalty: 10,
        groupShift: 2,
        takeBackPoints: 0,
        noiseMask: 0,
      },
      {
        name: 'plain',
        sorted: true,
        turnDepthWeight: 10,
        homePoints: 500,
        inSuitPoints: 0,
        liftPenalty: 10,
        groupShift: 1,
        takeBackPoints: 5,
        noiseMask: 0,
      },
      {
        name: 'noisy',
        sorted: true,
        turnDepthWeight: 10,
        homePoints: 500,
        inSuitPoints: 0,
        liftPenalty: 10,
        groupShift: 1,
        takeBackPoints: 5,
        noiseMask: 31,
      },
      {
        name: 'noisy-home-first',
        sorted: true,
        turnDepthWeight: 10,
        homePoints: 900,
        inSuitPoints: 0,
        liftPenalty: 10,
        groupShift: 1,
        takeBackPoints: 5,
        noiseMask: 31,
      },
      {
        name: 'very-noisy',
        sorted: true,
        turnDepthWeight: 10,
        homePoints: 500,
        inSuitPoints: 0,
        liftPenalty: 10,
        groupShift: 1,
        takeBackPoints: 5,
        noiseMask: 255,
      },
      {
        name: 'turns-first',
        sorted: false,
        turnDepthWeight: 0,
        homePoints: 0,
        inSuitPoints: 0,
        liftPenalty: 0,
        groupShift: 0,
        takeBackPoints: 0,
        noiseMask: 0,
      },
    ] satisfies Ordering[]
  ).map((ordering) => Object.freeze(ordering)),
);

/** The number of move orderings available. */
export const ORDERING_COUNT = ORDERINGS.length;

/** The index in {@link ORDERINGS} of the ordering of a name (what a search's config takes). */
export function orderingIndex(name: OrderingName): number {
  return ORDERING_NAMES.indexOf(name);
}

/**
 * Scores a legal move before it is played (higher is tried first) under ordering `ordering` (an
 * index into {@link ORDERINGS}). `salt` varies the tie-breaking noise of the noisy orderings (the
 * search passes the position's key, so the choice is deterministic).
 *
 * - turning a face-down card is best (in most orderings, the more cards still face down in that
 *   column the better);
 * - emptying a column comes next;
 * - foundation progress;
 * - a king to an empty column;
 * - other tableau moves, preferring (in the suited orderings) a move that builds in suit, and one
 *   that lifts a card off a card it does not build on, and small groups;
 * - take-backs last.
 *
 * Under the `turns-first` ordering every move scores 0 (the search puts the moves that turn a card
 * first without scoring them).
 */
export function scoreMove(position: Position, code: number, ordering: number, salt = 0): number {
  return scoreMoveBy(position, code, ORDERINGS[ordering]!, ordering, salt);
}

/** {@link scoreMove} with the ordering's record looked up once (the search's hot path). */
export function scoreMoveBy(position: Position, code: number, o: Ordering, ordering: number, salt: number): number {
  if (!o.sorted) return 0;
  const card = moveCard(code);
  const target = moveTarget(code);
  const from = position.place[card]!;
  let score = 0;
  if (o.noiseMask !== 0) {
    // The card and the low bits of the target: the noise of a seven-column game is what it was
    // before codes had room for ten columns.
    const noise = Math.imul(moveHashCode(code) + 1, 0x9e3779b1);
    let h = Math.imul(salt ^ noise ^ Math.imul(ordering, 0x85ebca6b), 0xc2b2ae35);
    h ^= h >>> 15;
    score += h & o.noiseMask;
  }
  if (from === ON_FOUNDATION) return score + o.takeBackPoints;
  const i = position.slot[card]!;
  const down = position.faceDown[from]!;
  if (i > 0 && down === i) score += 1000 + down * o.turnDepthWeight;
  else if (i === 0) score += 600;
  if (target === FOUNDATION_TARGET) return score + o.homePoints;
  const cards = position.cards;
  const len = position.length[target]!;
  if (len === 0) return score + 300;
  const onto = cards[target * COLUMN_STRIDE + len - 1]!;
  if (unsafeSuitOf(onto) === unsafeSuitOf(card)) score += o.inSuitPoints;
  if (i > down) {
    // the card under the picked card: lifting a card off a card it builds on is rarely useful
    const under = cards[from * COLUMN_STRIDE + i - 1]!;
    if (unsafeRankOf(under) === unsafeRankOf(card) + 1) score -= o.liftPenalty;
    else score += 20;
  }
  // prefer moving small groups (more freedom later)
  score -= (position.length[from]! - i) >> o.groupShift;
  return score;
}

/**
 * Sorts `moves[start .. start + n)` by `scores[start ..]` descending, keeping the original order of
 * equal scores (insertion sort: the lists are short).
 */
export function sortMoves(moves: Uint16Array, scores: Int32Array, start: number, n: number): void {
  const end = start + n;
  for (let i = start + 1; i < end; i++) {
    const m = moves[i]!;
    const s = scores[i]!;
    let j = i - 1;
    while (j >= start && scores[j]! < s) {
      moves[j + 1] = moves[j]!;
      scores[j + 1] = scores[j]!;
      j--;
    }
    moves[j + 1] = m;
    scores[j + 1] = s;
  }
}
