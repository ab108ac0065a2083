/**
 * The game: a position played by a person, with score, move counter, clock, undo and redo,
 * restart, tap to foundation, auto place, placement help and save/resume.
 *
 * The game checks every move with the engine's rules and never applies a refused move, so its
 * position is always legal. Each played move returns an outcome that says what happened (cards
 * moved, card turned, points, won), so a UI can animate it without comparing states.
 * @module
 */
import { brand, isBrandedInstance } from './brand.js';
import { type Card, type Suit, isCard, rankOf, suitOf } from './card.js';
import { type Clock, systemClock } from './clock.js';
import { echoInput } from './echo.js';
import { GAME_ERRORS } from './errors-en.js';
import { readClock } from './game-init.js';
import { type Column, type Move, type Source, type Target, decodeMove, encodeMove, moveCard } from './move.js';
import { makeMove, makePosition } from './notation.js';
import type { GameOptions } from './options.js';
import {
  ON_FOUNDATION,
  type Position,
  isPosition,
  type UndoRecord,
  undoRecordMove,
  undoRecordSource,
  undoRecordTurned,
} from './position.js';
import { type TurnPath, turnPathOf } from './path.js';
import { type Problem, problemMaker } from './problem.js';
import { readOptionalFields } from './read.js';
import { type Refusal, checkMove, judgeMove, refusal } from './refusal.js';
import type { RefusalFacts } from './refusal-code.js';
import { type Result, err, ok } from './result.js';
import type { RuleSet } from './rules.js';
import {
  MAX_ELAPSED_MS,
  MAX_HISTORY_LENGTH,
  MAX_MOVE_COUNT,
  MAX_SAVED_CODE_LENGTH,
  SAVE_FORMAT,
  SAVE_VERSION,
  type CheckedSave,
  type SavedGame,
} from './save.js';
import { movePoints } from './score.js';
import { type GameListener, type GameSnapshot, Listeners, type Unsubscribe, makeSnapshot } from './snapshot.js';

/** The brand of every game, shared by the builds of the engine (see `Game[Symbol.hasInstance]` and brand.ts). */
const GAME_BRAND = /* @__PURE__ */ brand('@russian-solitaire/engine/Game');

/** What a played (or redone) move did. */
export interface MoveOutcome {
  /** The move. */
  readonly move: Move;
  /** Where the cards came from. */
  readonly from: Source;
  /** Where they went. */
  readonly to: Target;
  /** The cards that moved, bottom first: the picked card and every card that was above it. */
  readonly cards: readonly Card[];
  /** The card turned face up by the move, or `null`. */
  readonly turned: Card | null;
  /** Whether the move took a card back from a foundation. */
  readonly takeBack: boolean;
  /** Points the move earned (10 for a foundation placement, 5 for a turned card). */
  readonly points: number;
  /** The score after the move. */
  readonly score: number;
  /** Whether the move won the game. */
  readonly won: boolean;
}

/** What an undo did: the cards went back to where they were. */
export interface UndoOutcome {
  /** The move that was taken back. */
  readonly move: Move;
  /** Where the cards were (the move's target). */
  readonly from: Target;
  /** Where they went back to (the move's source). */
  readonly to: Source;
  /** The cards that went back, bottom first. */
  readonly cards: readonly Card[];
  /** The card turned face down again, or `null`. */
  readonly hidden: Card | null;
  /** Points given back (the move's points). */
  readonly points: number;
  /** The score after the undo. */
  readonly score: number;
}

/**
 * Codes of the ways a game action other than a move can be refused: undo and redo, and making a
 * game ({@link Game.create}) from something that is not a position (`bad-position`) or with a
 * wrong {@link GameInit} (`bad-init`).
 */
export const GAME_ERROR_CODES = ['nothing-to-undo', 'nothing-to-redo', 'bad-position', 'bad-init'] as const;
/** A code from {@link GAME_ERROR_CODES}. */
export type GameErrorCode = (typeof GAME_ERROR_CODES)[number];

/** Why an undo, a redo or the making of a game was refused. */
export type GameError = Problem<GameErrorCode>;

const problem = /* @__PURE__ */ problemMaker(GAME_ERRORS);

/** How a game is set up besides its position. Only its own fields are read. */
export interface GameInit {
  /**
   * Where the game reads the time (the system clock by default): an object with a `now()` method.
   * A reading that is not a finite number (or that throws) is skipped: the time does not move.
   */
  readonly clock?: Clock;
  /**
   * The game code shown in the game bar and kept in saves, for instance `RU1-C-AAAAABB`, or `null`
   * (the default) for a custom position. The engine keeps it as given (a string of at most
   * `MAX_SAVED_CODE_LENGTH` characters): the caller vouches that the position is the code's deal,
   * and `resumeGame` checks it again. The dealer's `gameOfCode` sets it.
   */
  readonly gameCode?: string | null;
}

function readInit(init: unknown): Result<{ clock: Clock | undefined; gameCode: string | null }, GameError> {
  const fields = readOptionalFields(init);
  if (!fields.ok) return err(problem('bad-init', 'game-init-unreadable', {}, fields.error));
  for (const key of Object.keys(fields.value)) {
    if (key !== 'clock' && key !== 'gameCode')
      return err(problem('bad-init', 'game-init-unknown', { key: echoInput(key) }));
  }
  const clock = readClock(fields.value);
  if (!clock.ok) return err(problem('bad-init', 'init-clock'));
  const gameCode = fields.value.gameCode ?? null;
  if (!(
    gameCode === null ||
    (typeof gameCode === 'string' && gameCode.length > 0 && gameCode.length <= MAX_SAVED_CODE_LENGTH)
  ))
    return err(problem('bad-init', 'game-init-code', { max: MAX_SAVED_CODE_LENGTH }));
  return ok({ clock: clock.value, gameCode });
}

/**
 * A game of Russian Solitaire (or another rule set of the family) in progress.
 *
 * The house options (group limit, take-back, undo depth) are those of the position the game was
 * made from. The clock starts with the first move, stops when the game is won, and can be paused.
 *
 * For UI frameworks, a game is an external store: {@link Game.subscribe} calls a listener after
 * every change (a move played, redone or undone, a restart, the clock paused or resumed),
 * {@link Game.revision} counts the changes, and {@link Game.snapshot} gives a frozen
 * {@link GameSnapshot} of what a UI draws, the same object until the next change. Both are bound to
 * the game, so `useSyncExternalStore(game.subscribe, game.snapshot)` works as it is. A refused move
 * or an action that changes nothing (undo with nothing to undo, pausing a paused clock, restarting
 * a game with no move made) calls no listener.
 */
export class Game {
  /** The game code (`RU1-C-AAAAABB`), when the game was dealt from one; `null` for a custom position. */
  readonly gameCode: string | null;
  private readonly clock: Clock;
  private readonly start: Position;
  private current: Position;
  /** Undo records of every move from the start to now (undone moves excluded). */
  private line: UndoRecord[] = [];
  /** How many of the last moves of `line` can still be undone. */
  private undoable = 0;
  /** Moves undone, the most recent last; cleared by a new move. */
  private redoStack: number[] = [];
  private points = 0;
  private made = 0;
  private elapsedBefore = 0;
  private runningSince: number | null = null;
  private paused = false;
  private changes = 0;
  private readonly listeners = new Listeners();
  private last: GameSnapshot | null = null;

  /**
   * `value instanceof Game` is true for a game made by either build of the engine (ES module or
   * CommonJS): games carry a brand, as positions do, rather than being told apart by class; a
   * Proxy of a game, or an object that inherits from one, is not a game.
   */
  static [Symbol.hasInstance](value: unknown): boolean {
    return isBrandedInstance(this, Game, GAME_BRAND, value);
  }

  /** What only a game made by this class has (see brand.ts). */
  #made(): void {}

  /** Whether a value is a game made by this class (of this build): the check it registers for its brand. */
  static #isMade(value: object): boolean {
    return #made in value;
  }

  private constructor(start: Position, clock: Clock | undefined, gameCode: string | null) {
    GAME_BRAND.register(Game.#isMade);
    this.start = start.clone();
    this.current = start.clone();
    this.clock = clock ?? systemClock;
    this.gameCode = gameCode;
  }

  /**
   * A new game from a position (usually an opening position); the position is copied. Refuses a
   * value that is not a `Position` (`bad-position`) and a wrong `init` (`bad-init`: not an object,
   * an unknown field, a clock without `now()`, a code that is not a short string or `null`).
   */
  static create(position: Position, init: GameInit = {}): Result<Game, GameError> {
    if (!isPosition(position)) return err(problem('bad-position', 'game-not-a-position'));
    const read = readInit(init);
    if (!read.ok) return read;
    return ok(new Game(position, read.value.clock, read.value.gameCode));
  }

  /**
   * A new game from a position (usually an opening position). The position is copied.
   * {@link Game.create} does the same and returns a refusal instead of throwing.
   * @throws TypeError when {@link Game.create} refuses its arguments; the error's `cause` is the
   * {@link GameError}.
   */
  static fromPosition(position: Position, init: GameInit = {}): Game {
    const game = Game.create(position, init);
    if (!game.ok) throw new TypeError(game.error.message, { cause: game.error });
    return game.value;
  }

  /**
   * Subscribes a listener, called with no arguments once after every change of the game, and
   * returns the function that ends the subscription (calling it again does nothing). Bound to the
   * game: it can be passed on alone, as `useSyncExternalStore(game.subscribe, game.snapshot)` does.
   *
   * Each call is a subscription of its own: a function subscribed twice is called twice per change,
   * until both subscriptions end. Listeners are called in the order they subscribed; one that
   * subscribes during a change is called from the next change on, and one that is unsubscribed
   * during a change is not called any more. A listener that throws breaks neither the game (the
   * change is made) nor the other listeners (they are still called): its error is thrown again in a
   * microtask, where the host reports it as an uncaught error (the browser console and `error`
   * event, Node's `uncaughtException`).
   * @throws TypeError when the listener is not a function.
   */
  readonly subscribe = (listener: GameListener): Unsubscribe => this.listeners.add(listener);

  /**
   * What a UI draws, as a deeply frozen plain object: the columns as a player sees them, the
   * foundations, score, move counter, clock, whether the game is won or has no legal move left,
   * whether undo and redo are possible, the game code, the rule set and the options.
   *
   * It is the same object until the next change (so `game.snapshot() === game.snapshot()`), and the
   * next one keeps every part that the change did not touch (the columns a move did not touch, the
   * foundations after a tableau move, the rule set, the options). It is made from the game's reads
   * when first asked for after a change. Bound to the game, like {@link Game.subscribe}.
   */
  readonly snapshot = (): GameSnapshot => {
    const last = this.last;
    if (last !== null && last.revision === this.changes) return last;
    const snapshot = makeSnapshot(
      this.current,
      {
        revision: this.changes,
        score: this.points,
        moveCount: this.made,
        elapsedMs: this.elapsedBefore,
        runningSince: this.runningSince,
        paused: this.paused,
        canUndo: this.canUndo,
        canRedo: this.canRedo,
        gameCode: this.gameCode,
      },
      last,
    );
    this.last = snapshot;
    return snapshot;
  };

  /**
   * The number of changes since the game was made or resumed: it grows by one with every change
   * that calls the listeners of {@link Game.subscribe}, and with nothing else.
   */
  get revision(): number {
    return this.changes;
  }

  /** A copy of the current position, to read or to search from. */
  get position(): Position {
    return this.current.clone();
  }

  /** A copy of the position the game started from. */
  get startPosition(): Position {
    return this.start.clone();
  }

  /** The building rule. */
  get ruleSet(): RuleSet {
    return this.current.ruleSet;
  }

  /** The house options. */
  get options(): GameOptions {
    return this.current.options;
  }

  /** The score: +10 per foundation placement, +5 per turned card; never below 0. */
  get score(): number {
    return this.points;
  }

  /**
   * The number of moves made (redone moves and take-backs included); undo never lowers it. It
   * stops at `MAX_MOVE_COUNT`.
   */
  get moveCount(): number {
    return this.made;
  }

  /** The playing time in milliseconds, at most `MAX_ELAPSED_MS`. */
  get elapsedMs(): number {
    return Math.min(MAX_ELAPSED_MS, this.elapsedBefore + this.runningFor());
  }

  /** Milliseconds the clock has run since it last started (0 when it is stopped or unreadable). */
  private runningFor(): number {
    if (this.runningSince === null) return 0;
    const now = this.now();
    return now === null ? 0 : Math.max(0, now - this.runningSince);
  }

  /** The clock's reading, or `null` when it throws or is not a finite number. */
  private now(): number | null {
    try {
      const now: unknown = this.clock.now();
      return typeof now === 'number' && Number.isFinite(now) ? now : null;
    } catch {
      return null;
    }
  }

  /** Whether the clock is paused by {@link pauseClock}. */
  get isPaused(): boolean {
    return this.paused;
  }

  /** Whether all cards are on the foundations. */
  get isWon(): boolean {
    return this.current.isWon;
  }

  /** Whether the game is not won and no legal move is left. (The engine never declares a loss.) */
  get noLegalMove(): boolean {
    return !this.current.isWon && !this.current.hasLegalMove();
  }

  /** The moves that led from the start to the current position (undone moves excluded). */
  get history(): Move[] {
    return this.line.map((record) => decodeMove(undoRecordMove(record)));
  }

  /**
   * The way since the last turned card: the moves played since the last move that turned a card
   * (undone moves excluded) and the {@link visibleKey} of every position they passed through, the
   * current one last. Fair hints read it to keep from going round in circles. Made anew at each
   * call, by taking those moves back on a copy of the current position.
   */
  pathSinceTurn(): TurnPath {
    return turnPathOf(this.current, this.line);
  }

  /** Whether a move can be undone now. */
  get canUndo(): boolean {
    return this.undoable > 0;
  }

  /** Whether an undone move can be redone now. */
  get canRedo(): boolean {
    return this.redoStack.length > 0;
  }

  /** The cards of a column, bottom first (a new array; the game is not changed through it). */
  column(column: Column): Card[] {
    return this.current.column(column);
  }

  /** The top card of a column, or `undefined` when it is empty. */
  top(column: Column): Card | undefined {
    return this.current.top(column);
  }

  /** How many face-down cards lie at the bottom of a column. */
  faceDownCount(column: Column): number {
    return this.current.faceDown[column] ?? 0;
  }

  /** The top card of a suit's foundation, or `undefined` when it is empty. */
  foundationTop(suit: Suit): Card | undefined {
    return this.current.foundationTop(suit);
  }

  /** How many cards the foundation of a suit holds (its top card is the rank of that number). */
  foundationCount(suit: Suit): number {
    return this.current.foundation[suit] ?? 0;
  }

  /**
   * The cards that would move if this card were picked: the card and every card above it in its
   * column, or the card alone when it is a foundation's top card (a take-back). Empty when the
   * card cannot be picked (face down, buried in a foundation, not a card).
   */
  group(card: Card): Card[] {
    if (!isCard(card)) return [];
    const p = this.current.place[card]!;
    if (p === ON_FOUNDATION) return this.current.foundation[suitOf(card)] === rankOf(card) ? [card] : [];
    return this.current.isFaceUp(card) ? this.cardsFrom(card) : [];
  }

  /** The legal moves now. */
  legalMoves(): Move[] {
    return this.current.legalMoves();
  }

  /** Why a move would be refused now, or `null` when it is legal. */
  check(move: Move): Refusal | null {
    return checkMove(this.current, move);
  }

  /**
   * Plays a move; a refused move changes nothing and says which rule refused it. A game whose
   * history holds `MAX_HISTORY_LENGTH` moves refuses further moves with `history-full`.
   */
  play(move: Move): Result<MoveOutcome, Refusal> {
    const refused = checkMove(this.current, move);
    if (refused) return err(refused);
    if (this.line.length >= MAX_HISTORY_LENGTH) return err(refusal({ code: 'history-full', move }));
    const outcome = this.apply(encodeMove(move));
    this.redoStack = [];
    this.changed();
    return ok(outcome);
  }

  /** Tap to foundation: sends a column's top card (the card tapped) to its foundation when legal. */
  tap(card: Card): Result<MoveOutcome, Refusal> {
    return this.play({ card, to: 'foundation' });
  }

  /**
   * A drop on a given suit's foundation (the four foundations are fixed, one per suit): refused
   * with `wrong-foundation` when it is another suit's, otherwise the same as {@link tap}.
   */
  dropOnFoundation(card: Card, suit: Suit): Result<MoveOutcome, Refusal> {
    const refused = this.checkDropOnFoundation(card, suit);
    return refused ? err(refused) : this.play({ card, to: 'foundation' });
  }

  /**
   * Why {@link dropOnFoundation} would refuse a drop, or `null` when it would play it. A card that
   * could not leave its column is refused for that; a card dropped on another suit's foundation is
   * refused with `wrong-foundation`, also when its own foundation is not ready for it.
   */
  checkDropOnFoundation(card: Card, suit: Suit): Refusal | null {
    const move: Move = { card, to: 'foundation' };
    const judged = judgeMove(this.current, move);
    const elsewhere = judged === null || judged.code === 'foundation-out-of-order';
    const facts: RefusalFacts | null =
      elsewhere && suitOf(card) !== suit ? { code: 'wrong-foundation', move, suit } : judged;
    return facts && refusal(facts);
  }

  /**
   * Every legal destination of a card (with the cards above it): the columns, and `'foundation'`
   * when it can go there. For placement help while a card is dragged.
   */
  destinations(card: Card): Target[] {
    const targets: Target[] = [];
    for (let c = 0; c < this.current.columnCount; c++) {
      if (judgeMove(this.current, { card, to: c as Column }) === null) targets.push(c as Column);
    }
    if (judgeMove(this.current, { card, to: 'foundation' }) === null) targets.push('foundation');
    return targets;
  }

  /**
   * The column auto placement would choose for a card, or the refusal: the legal column with the
   * most cards first (the leftmost among equals), then the leftmost empty column for a king.
   */
  autoPlaceTarget(card: Card): Result<Column, Refusal> {
    let best = -1;
    let firstEmpty = -1;
    let firstRefusal: RefusalFacts | null = null;
    for (let c = 0; c < this.current.columnCount; c++) {
      const refused = judgeMove(this.current, { card, to: c as Column });
      if (refused) {
        if (refused.code !== 'same-column') firstRefusal ??= refused;
        continue;
      }
      const len = this.current.length[c]!;
      if (len === 0) {
        if (firstEmpty < 0) firstEmpty = c;
      } else if (best < 0 || len > this.current.length[best]!) {
        best = c;
      }
    }
    if (best < 0) best = firstEmpty;
    if (best >= 0) return ok(best as Column);
    // A refusal about the card itself (face down, game won, take-back off …) says more than "nowhere".
    const own = firstRefusal && CARD_REFUSALS.has(firstRefusal.code) ? firstRefusal : null;
    return err(refusal(own ?? { code: 'no-destination', move: { card, to: this.current.source(card) } }));
  }

  /** Auto place ("double tap"): moves a card and the cards above it to the place {@link autoPlaceTarget} chooses. */
  autoPlace(card: Card): Result<MoveOutcome, Refusal> {
    const target = this.autoPlaceTarget(card);
    return target.ok ? this.play({ card, to: target.value }) : target;
  }

  /** Takes back the last move: cards, face state and score are restored; the move counter is not. */
  undo(): Result<UndoOutcome, GameError> {
    if (this.undoable === 0) return err(problem('nothing-to-undo', 'nothing-to-undo'));
    const record = this.line.pop()!;
    this.undoable--;
    const code = undoRecordMove(record);
    const move = decodeMove(code);
    const hidden = undoRecordTurned(record) ? this.current.top(undoRecordSource(record) as Column)! : null;
    const cards = this.cardsFrom(move.card);
    this.current.undo(record);
    const pts = movePoints(record);
    this.points -= pts;
    this.redoStack.push(code);
    const source = undoRecordSource(record);
    const outcome: UndoOutcome = {
      move,
      from: move.to,
      to: source === ON_FOUNDATION ? 'foundation' : (source as Column),
      cards,
      hidden,
      points: pts,
      score: this.points,
    };
    this.changed();
    return ok(outcome);
  }

  /** Plays again the last undone move (it counts as a move made). */
  redo(): Result<MoveOutcome, GameError> {
    const code = this.redoStack.pop();
    if (code === undefined) return err(problem('nothing-to-redo', 'nothing-to-redo'));
    const outcome = this.apply(code);
    this.changed();
    return ok(outcome);
  }

  /**
   * Starts the same deal again: the starting position, score 0, no moves, clock at zero and not
   * paused. A game with no move made and a clock not paused is already there: nothing changes.
   */
  restart(): void {
    if (this.made === 0 && !this.paused) return;
    this.current = this.start.clone();
    this.line = [];
    this.undoable = 0;
    this.redoStack = [];
    this.points = 0;
    this.made = 0;
    this.elapsedBefore = 0;
    this.runningSince = null;
    this.paused = false;
    this.changed();
  }

  /** Pauses the clock (for instance while the app is hidden). */
  pauseClock(): void {
    if (this.paused) return;
    this.stopClock();
    this.paused = true;
    this.changed();
  }

  /** Resumes a paused clock. It runs again from the next move if no move was made yet. */
  resumeClock(): void {
    if (!this.paused) return;
    this.paused = false;
    if (this.made > 0 && !this.current.isWon) this.runningSince = this.now();
    this.changed();
  }

  /** The whole game as plain JSON data, for local storage or a file. {@link resumeGame} reads it back. */
  save(): SavedGame {
    return {
      format: SAVE_FORMAT,
      version: SAVE_VERSION,
      gameCode: this.gameCode,
      options: { ...this.current.options },
      start: makePosition(this.start),
      line: this.line.map((record) => makeMove(decodeMove(undoRecordMove(record)))),
      undoable: this.undoable,
      redo: this.redoStack.map((code) => makeMove(decodeMove(code))),
      moveCount: this.made,
      score: this.points,
      elapsedMs: Math.min(MAX_ELAPSED_MS, Math.round(this.elapsedMs)),
      position: makePosition(this.current),
    };
  }

  /** Same as {@link save}, so that `JSON.stringify(game)` gives the saved game. */
  toJSON(): SavedGame {
    return this.save();
  }

  /**
   * Builds a game from a save that {@link resumeGame} has checked in full (its moves replay,
   * its score, position and counters add up). The checks live there, so that an application that
   * never resumes a save does not carry them. Only `resumeGame` calls it (protected, so that
   * no one else calls it by mistake; a game cannot be subclassed, its constructor being private). Its
   * key is a plain name, not a symbol: esbuild keeps a class with a computed key in every bundle
   * that imports its module, used or not.
   * @internal
   */
  protected static restoreChecked(data: CheckedSave, clock: Clock | undefined): Game {
    const game = new Game(data.start, clock, data.gameCode);
    for (const move of data.line) game.line.push(game.current.play(encodeMove(move)));
    game.points = data.score;
    game.undoable = data.undoable;
    game.redoStack = data.redo.map(encodeMove);
    game.made = data.moveCount;
    game.elapsedBefore = data.elapsedMs;
    if (game.made > 0 && !game.current.isWon) game.runningSince = game.now();
    return game;
  }

  /** Plays a legal move code and updates score, counters and clock. */
  private apply(code: number): MoveOutcome {
    const card = moveCard(code);
    const from = this.current.source(card);
    const cards = this.current.place[card] === ON_FOUNDATION ? [card] : this.cardsFrom(card);
    if (this.made === 0 && !this.paused && this.runningSince === null) this.runningSince = this.now();
    const record = this.current.play(code);
    const depth = this.current.options.undoDepth;
    this.line.push(record);
    this.undoable = Math.min(this.undoable + 1, depth);
    const pts = movePoints(record);
    this.points += pts;
    if (this.made < MAX_MOVE_COUNT) this.made++;
    const won = this.current.isWon;
    if (won) this.stopClock();
    const move = decodeMove(code);
    const turned = undoRecordTurned(record) ? this.current.top(from as Column)! : null;
    return {
      move,
      from,
      to: move.to,
      cards,
      turned,
      takeBack: from === 'foundation',
      points: pts,
      score: this.points,
      won,
    };
  }

  /** Counts a change and tells the listeners. */
  private changed(): void {
    this.changes++;
    this.listeners.notify();
  }

  /** The card and the cards above it in its column. */
  private cardsFrom(card: Card): Card[] {
    const p = this.current.place[card]!;
    if (p === ON_FOUNDATION) return [card];
    return this.current.column(p as Column).slice(this.current.slot[card]);
  }

  private stopClock(): void {
    if (this.runningSince !== null) {
      this.elapsedBefore = Math.min(MAX_ELAPSED_MS, this.elapsedBefore + this.runningFor());
      this.runningSince = null;
    }
  }
}

const CARD_REFUSALS: ReadonlySet<string> = new Set([
  'game-won',
  'no-such-card',
  'card-face-down',
  'not-foundation-top',
  'take-back-off',
  'group-too-large',
]);
