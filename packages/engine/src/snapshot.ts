/**
 * A game's state for UI frameworks: listeners called after every change, and a deeply frozen
 * snapshot of everything a UI draws.
 *
 * A snapshot holds only what a player sees (like {@link VisiblePart}): for every column how many
 * cards lie face down and its face-up cards, never which cards lie face down. It is plain data, so
 * `structuredClone` and `JSON.stringify` take it as it is. A game gives the same snapshot object
 * until its next change, and the next snapshot shares every part that the change left as it was
 * (a column that a move did not touch is the same object), so a UI that compares by identity
 * (React's `useSyncExternalStore`, `memo`, Svelte, Vue's `shallowRef`) redraws only what changed.
 * @module
 */
import { type Card, SUIT_COUNT } from './card.js';
import type { GameOptions } from './options.js';
import { COLUMN_STRIDE, type Position } from './position.js';
import type { RuleSet } from './rules.js';
import { MAX_ELAPSED_MS } from './save.js';
import type { VisibleColumn } from './visible.js';

/**
 * The game's clock in a snapshot: enough to show a running clock without a new snapshot every
 * second. While the clock runs, the time now is {@link snapshotElapsedMs}.
 */
export interface ClockSnapshot {
  /**
   * The playing time in milliseconds when the clock last started or stopped: the whole playing
   * time while it is stopped, the time before the current run while it runs.
   */
  readonly elapsedMs: number;
  /** Whether the clock runs (from the first move until the game is won, except while paused). */
  readonly running: boolean;
  /**
   * The reading of the game's clock (its `now()`, `Date.now()` by default) when the clock last
   * started, or `null` when it does not run.
   */
  readonly runningSince: number | null;
  /** Whether the clock is paused (see `Game.pauseClock`). */
  readonly paused: boolean;
}

/**
 * Everything a UI draws of a game, as deeply frozen plain data. The fields have the names of the
 * game's own reads (`score`, `moveCount`, `isWon` …), and agree with them.
 */
export interface GameSnapshot {
  /** The game's revision when the snapshot was made (see `Game.revision`). */
  readonly revision: number;
  /** The columns, left to right: what a player sees of each. */
  readonly columns: readonly VisibleColumn[];
  /** How many cards each foundation holds, in the suit order ♠ ♥ ♦ ♣ (the top card has that rank). */
  readonly foundations: readonly number[];
  /** The score. */
  readonly score: number;
  /** The number of moves made (undo never lowers it). */
  readonly moveCount: number;
  /** The clock. */
  readonly clock: ClockSnapshot;
  /** Whether all cards are on the foundations. */
  readonly isWon: boolean;
  /** Whether the game is not won and no legal move is left. */
  readonly noLegalMove: boolean;
  /** Whether a move can be undone. */
  readonly canUndo: boolean;
  /** Whether an undone move can be redone. */
  readonly canRedo: boolean;
  /** The game code, or `null` for a custom position. */
  readonly gameCode: string | null;
  /** The rule set (deeply frozen plain data, the position's own). */
  readonly ruleSet: RuleSet;
  /** The house options (a copy). */
  readonly options: GameOptions;
}

/**
 * A function called after every change of a game, with no arguments: it reads what it needs
 * (usually `game.snapshot()`).
 */
export type GameListener = () => void;

/** Ends a subscription. Calling it again does nothing. */
export type Unsubscribe = () => void;

/**
 * The playing time in milliseconds that a clock snapshot shows at the clock reading `now` (from the
 * game's clock: `Date.now()` unless the game was given another one): its `elapsedMs`, plus the time
 * since `runningSince` while it runs. Like `Game.elapsedMs`, it never goes back before
 * `runningSince` and stops at `MAX_ELAPSED_MS`.
 */
export function snapshotElapsedMs(clock: ClockSnapshot, now: number): number {
  const since = clock.runningSince;
  const running = since === null || !Number.isFinite(now) ? 0 : Math.max(0, now - since);
  return Math.min(MAX_ELAPSED_MS, clock.elapsedMs + running);
}

/**
 * What a game hands to {@link makeSnapshot} besides its position.
 * @internal
 */
export interface SnapshotReads {
  readonly revision: number;
  readonly score: number;
  readonly moveCount: number;
  readonly elapsedMs: number;
  readonly runningSince: number | null;
  readonly paused: boolean;
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  readonly gameCode: string | null;
}

/**
 * A snapshot of a game, read from its position (never copied whole) and its counters. Every part
 * that equals the same part of `previous` is taken from `previous`.
 * @internal
 */
export function makeSnapshot(position: Position, reads: SnapshotReads, previous: GameSnapshot | null): GameSnapshot {
  const isWon = position.isWon;
  return Object.freeze({
    revision: reads.revision,
    columns: freezeColumns(position, previous?.columns),
    foundations: sameFoundations(position, previous?.foundations) ?? freezeFoundations(position),
    score: reads.score,
    moveCount: reads.moveCount,
    clock: sameClock(reads, previous?.clock) ?? freezeClock(reads),
    isWon,
    noLegalMove: !isWon && !position.hasLegalMove(),
    canUndo: reads.canUndo,
    canRedo: reads.canRedo,
    gameCode: reads.gameCode,
    ruleSet: position.ruleSet,
    options: previous?.options ?? freezeOptions(position.options),
  });
}

function sameColumn(position: Position, c: number, column: VisibleColumn | undefined): column is VisibleColumn {
  if (column === undefined) return false;
  const down = position.faceDown[c]!;
  const start = c * COLUMN_STRIDE + down;
  const { faceUp } = column;
  if (column.faceDownCount !== down || faceUp.length !== position.length[c]! - down) return false;
  return faceUp.every((card, i) => card === position.cards[start + i]);
}

/** The columns, each taken from `previous` when it is the same there (all of `previous` when none changed). */
function freezeColumns(position: Position, previous: readonly VisibleColumn[] | undefined): readonly VisibleColumn[] {
  const columns: VisibleColumn[] = [];
  let kept = 0;
  const count = position.columnCount;
  for (let c = 0; c < count; c++) {
    const old = previous?.[c];
    if (sameColumn(position, c, old)) {
      columns.push(old);
      kept++;
      continue;
    }
    const start = c * COLUMN_STRIDE;
    const down = position.faceDown[c]!;
    const faceUp: Card[] = Array.from(position.cards.subarray(start + down, start + position.length[c]!));
    columns.push(Object.freeze({ faceDownCount: down, faceUp: Object.freeze(faceUp) }));
  }
  return previous !== undefined && kept === count ? previous : Object.freeze(columns);
}

function sameFoundations(position: Position, foundations: readonly number[] | undefined): readonly number[] | null {
  if (foundations === undefined) return null;
  for (let s = 0; s < SUIT_COUNT; s++) if (foundations[s] !== position.foundation[s]) return null;
  return foundations;
}

function freezeFoundations(position: Position): readonly number[] {
  return Object.freeze(Array.from(position.foundation));
}

function sameClock(reads: SnapshotReads, clock: ClockSnapshot | undefined): ClockSnapshot | null {
  return clock !== undefined &&
    clock.elapsedMs === reads.elapsedMs &&
    clock.runningSince === reads.runningSince &&
    clock.paused === reads.paused
    ? clock
    : null;
}

function freezeClock(reads: SnapshotReads): ClockSnapshot {
  return Object.freeze({
    elapsedMs: reads.elapsedMs,
    running: reads.runningSince !== null,
    runningSince: reads.runningSince,
    paused: reads.paused,
  });
}

function freezeOptions(options: GameOptions): GameOptions {
  const { groupLimit, takeBack, undoDepth } = options;
  return Object.freeze({ groupLimit, takeBack, undoDepth });
}

/** One subscription: its own object, so that the same function can be subscribed twice. */
interface Subscription {
  readonly listener: GameListener;
}

/**
 * The listeners of a game. Each `add` is its own subscription. `notify` calls every listener
 * subscribed when it starts and still subscribed when its turn comes, once each, in the order they
 * subscribed; a listener that throws does not stop the others, and its error is thrown again in a
 * microtask of its own (see {@link reportListenerError}).
 * @internal
 */
export class Listeners {
  private readonly subscriptions = new Set<Subscription>();

  /** Subscribes a listener; the returned function ends that subscription. */
  add(listener: GameListener): Unsubscribe {
    if (typeof listener !== 'function') throw new TypeError('a game listener must be a function');
    const subscription: Subscription = { listener };
    this.subscriptions.add(subscription);
    return () => {
      this.subscriptions.delete(subscription);
    };
  }

  /** Calls the listeners after a change. */
  notify(): void {
    if (this.subscriptions.size === 0) return;
    for (const subscription of [...this.subscriptions]) {
      if (!this.subscriptions.has(subscription)) continue;
      const { listener } = subscription;
      try {
        listener();
      } catch (error) {
        reportListenerError(error);
      }
    }
  }
}

/**
 * Reports the error of a listener without breaking the game or the other listeners: it is thrown
 * again in a microtask, where the host reports it as any uncaught error (the browser console and
 * its `error` event, Node's `uncaughtException`).
 */
function reportListenerError(error: unknown): void {
  const queue = (globalThis as { queueMicrotask?: (task: () => void) => void }).queueMicrotask;
  const rethrow = (): never => {
    throw error;
  };
  if (typeof queue === 'function') queue(rethrow);
  else void Promise.resolve().then(rethrow);
}
