/**
 * What the player does, as actions on the game: moves, select-then-target, undo and redo, restart
 * and new games (both undoable until the next move), hints, Finish, saving and the page's own state
 * (the picked card, the hint, the message, the verdict, the win). Every rule question goes to the
 * engine; the input modules (pointer, keyboard) call these actions and the view draws the
 * controller's {@link UiState} with the game's snapshot.
 *
 * The controller is an external store in the sense of React's `useSyncExternalStore`:
 * {@link GameController.subscribe} calls a listener after every change of the game or of the page's
 * state, and {@link GameController.state} is the same object until the next change.
 * @module
 */
import { formatCode, gameOfCode, parseCode, resumeGame } from '@russian-solitaire/dealer';
import {
  type Card,
  type Column,
  type Game,
  type GameError,
  type Language,
  type Move,
  type MoveOutcome,
  type Refusal,
  type Result,
  type Suit,
  type Target,
  cardName,
  makeMove,
  makePosition,
  refusalMessage,
  suitOf,
} from '@russian-solitaire/engine';
import { MESSAGES } from '@russian-solitaire/engine/messages';
import { type SolveResult, solve } from '@russian-solitaire/solver';
import { type FairHintAnswer, type HintAnswer, type Hinter, percentOf } from './hint.js';
import { type TextKey, codeErrorText, hintFailureText, t } from './i18n.js';
import { placesOf } from './places.js';
import { newGame } from './session.js';
import { GAME_KEY, type KeyValueStore, type NewGameRule, SETTINGS_KEY, type Settings, writeItem } from './storage.js';

/** The kinds of message the status line shows (the `data-kind` of `#message`). */
export const MESSAGE_KINDS = ['refusal', 'notice', 'hint', 'won'] as const;
/** A kind of {@link MESSAGE_KINDS}. */
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** A message for the player, drawn in the chosen language when shown. */
export interface Message {
  /** What kind of message it is. */
  readonly kind: MessageKind;
  /** Its text in a language. */
  readonly text: (lang: Language) => string;
}

/** A line for screen readers (the live region), with a number that changes with every line. */
export interface Announcement {
  /** Counts the announcements, so that the same words said twice are announced twice. */
  readonly id: number;
  /** Its text in a language. */
  readonly text: (lang: Language) => string;
}

/** How a won game went, for the win screen. */
export interface WinSummary {
  /** The final score. */
  readonly score: number;
  /** The moves made. */
  readonly moves: number;
  /** The playing time in milliseconds. */
  readonly elapsedMs: number;
}

/** What the page shows besides the game itself. */
export interface UiState {
  /** The card picked for select-then-target play, if any. */
  readonly selected: Card | null;
  /** The legal destinations of the picked card (none when no card is picked). */
  readonly selectedDestinations: readonly Target[];
  /** The hint on show, if any. */
  readonly hint: HintAnswer | FairHintAnswer | null;
  /** Whether a hint is being computed. */
  readonly hintBusy: boolean;
  /** The message on show, if any. */
  readonly message: Message | null;
  /** The last line for screen readers. */
  readonly announcement: Announcement | null;
  /** The card of the last move played, undone or redone, with a number that changes with every move. */
  readonly moved: { readonly card: Card; readonly id: number } | null;
  /** The last refused move's card, with a number that changes with every refusal (for a shake). */
  readonly refused: { readonly card: Card; readonly id: number } | null;
  /** The verdict on the position when no card is face down (`null` otherwise). */
  readonly verdict: SolveResult | null;
  /** Whether Finish is playing its line. */
  readonly finishing: boolean;
  /** Whether a winnable deal is being drawn. */
  readonly dealing: boolean;
  /** The summary of the game just won, while the win screen shows. */
  readonly won: WinSummary | null;
  /** Whether Undo can act: undo a move, or bring back the game a restart or a new game replaced. */
  readonly canUndo: boolean;
}

/** Something the player can pick or name as a target: a card, an empty column, a foundation. */
export type TableItem =
  | { readonly kind: 'card'; readonly card: Card }
  | { readonly kind: 'column'; readonly column: Column }
  | { readonly kind: 'foundation'; readonly suit: Suit };

/** Everything the controller needs from outside. */
export interface ControllerInit {
  readonly game: Game;
  readonly settings: Settings;
  readonly store: KeyValueStore | null;
  readonly hinter: Hinter | null;
  /** Where the outcome of every game goes (the statistics), or `null` to keep none. */
  readonly recorder: GameRecorder | null;
  /** Writes the save, or refuses because another tab saved a newer game (default: write it). */
  readonly saveText?: (text: string) => void;
}

/**
 * Where the statistics learn how games go (see `stats.ts` for how a game counts). A game that a
 * restart or a new game replaced is left only when it can no longer come back with Undo.
 */
export interface GameRecorder {
  /** The game on the table changed (a move, an undo, a redo). */
  record(game: Game): void;
  /** The game counted so far is given up for good. */
  leave(): void;
}

/** A game that a restart or a new game replaced, which Undo brings back until the next move. */
interface Replaced {
  /** The game as it was (resumed from its save for a restart, which changes the game itself). */
  readonly restore: () => Game | null;
  /** The game as it was, for the statistics. */
  readonly game: Game;
}

/** A text ended as a sentence (with a full stop unless it has one). */
function sentence(text: string): string {
  return /[.!?…]$/.test(text) ? text : `${text}.`;
}

/** A list of moves as text, to compare two games' histories. */
function makeMoves(moves: readonly Move[]): string {
  return moves.map(makeMove).join(' ');
}

/** The node budget of the verdict on a position with no card face down. */
const VERDICT_BUDGET = 100_000;
/** The pause between two moves played by Finish, in milliseconds. */
export const FINISH_STEP_MS = 180;

/** The message of a full-information hint, by the solver's verdict on the position. */
const HINT_MESSAGES = {
  solved: 'hintWinning',
  unknown: 'hintNotKnown',
  unsolvable: 'hintUnsolvable',
} as const satisfies Record<string, TextKey>;

/** The page's actions and state. */
export class GameController {
  private current: Game;
  private currentSettings: Settings;
  private readonly store: KeyValueStore | null;
  private readonly hinter: Hinter | null;
  private readonly recorder: GameRecorder | null;
  private readonly writeSave: (text: string) => void;
  private readonly listeners = new Set<() => void>();
  private unsubscribeGame: () => void;

  private selected: Card | null = null;
  private hint: HintAnswer | FairHintAnswer | null = null;
  private hintBusy = false;
  private hintToken = 0;
  private message: Message | null = null;
  private announcement: Announcement | null = null;
  private refused: { card: Card; id: number } | null = null;
  private moved: { card: Card; id: number } | null = null;
  private verdict: SolveResult | null = null;
  private finishToken = 0;
  private finishing = false;
  private finishStep = false;
  private dealing = false;
  private won: WinSummary | null = null;
  /** The game that a restart or a new game replaced, until the next move. */
  private previous: Replaced | null = null;
  /** Whether the clock was stopped because no legal move is left. */
  private stuck = false;
  private uiState: UiState | null = null;
  private counter = 0;

  /** Forgets the replaced game: from now on it cannot come back, and a played one counts as lost. */
  private dropPrevious(): void {
    const gone = this.previous;
    this.previous = null;
    if (gone && gone.game.moveCount > 0) this.recorder?.leave();
  }

  constructor(init: ControllerInit) {
    this.current = init.game;
    this.currentSettings = init.settings;
    this.store = init.store;
    this.hinter = init.hinter;
    this.recorder = init.recorder;
    this.writeSave = init.saveText ?? ((text) => writeItem(this.store, GAME_KEY, text));
    this.unsubscribeGame = this.current.subscribe(() => this.emit());
    this.updateVerdict();
    this.checkStuck();
  }

  /** The game being played. */
  get game(): Game {
    return this.current;
  }

  /** The player's settings. */
  get settings(): Settings {
    return this.currentSettings;
  }

  /** The page's state: the same object until the next change. */
  get state(): UiState {
    this.uiState ??= Object.freeze({
      selected: this.selected,
      selectedDestinations: this.selected === null ? [] : this.current.destinations(this.selected),
      hint: this.hint,
      hintBusy: this.hintBusy,
      message: this.message,
      announcement: this.announcement,
      refused: this.refused,
      moved: this.moved,
      verdict: this.verdict,
      finishing: this.finishing,
      dealing: this.dealing,
      won: this.won,
      canUndo: !this.current.isWon && (this.current.canUndo || this.previous !== null),
    });
    return this.uiState;
  }

  /** Calls `listener` after every change of the game or of the page's state; returns the unsubscribe. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private emit(): void {
    this.uiState = null;
    for (const listener of [...this.listeners]) listener();
  }

  /** Shows a message. */
  say(kind: MessageKind, text: (lang: Language) => string): void {
    this.message = { kind, text };
    this.emit();
  }

  /** Clears the message. */
  clearMessage(): void {
    if (this.message === null) return;
    this.message = null;
    this.emit();
  }

  private announce(text: (lang: Language) => string): void {
    this.announcement = { id: ++this.counter, text };
  }

  /** Announces a change of the game, and that no legal move is left when that is so. */
  private announceChange(text: (lang: Language) => string): void {
    if (this.current.noLegalMove) this.announce((lang) => `${sentence(text(lang))} ${t(lang, 'noMoves')}`);
    else this.announce(text);
  }

  // ---------------------------------------------------------------- settings and saving

  /** Changes settings and stores them. */
  updateSettings(change: Partial<Settings>): void {
    this.currentSettings = { ...this.currentSettings, ...change };
    writeItem(this.store, SETTINGS_KEY, JSON.stringify(this.currentSettings));
    if (change.twoClick === false) this.selected = null;
    this.emit();
  }

  /** Stores the game. */
  persist(): void {
    this.writeSave(JSON.stringify(this.current.save()));
  }

  /** Stops the clock and stores the game (the page is hidden). */
  pause(): void {
    this.current.pauseClock();
    this.persist();
  }

  /** Starts the clock again (the page is shown), unless no legal move is left. */
  resume(): void {
    if (!this.stuck) this.current.resumeClock();
  }

  // ---------------------------------------------------------------- moves

  /** Plays a move. */
  play(move: Move): boolean {
    return this.afterPlay(this.current.play(move));
  }

  /** Tap to foundation (the engine's `tap`). */
  tap(card: Card): boolean {
    return this.afterPlay(this.current.tap(card));
  }

  /** A card put on a given suit's foundation pile (the engine refuses another suit's pile). */
  dropOnFoundation(card: Card, suit: Suit): boolean {
    return this.afterPlay(this.current.dropOnFoundation(card, suit));
  }

  /** Auto place, the double tap (the engine's `autoPlace`). */
  autoPlace(card: Card): boolean {
    return this.afterPlay(this.current.autoPlace(card));
  }

  /**
   * Select-then-target: the first activation picks a card that can move, the next names where it
   * goes (a card's column, an empty column, a foundation); the picked card again drops the pick.
   */
  activate(item: TableItem): void {
    const picked = this.selected;
    if (picked === null) {
      if (item.kind !== 'card' || this.current.group(item.card).length === 0) return;
      this.selected = item.card;
      const card = item.card;
      this.message = { kind: 'notice', text: (lang) => t(lang, 'selected', { card: cardName(card, MESSAGES[lang]) }) };
      this.announce(this.message.text);
      this.emit();
      return;
    }
    if (item.kind === 'card' && item.card === picked) {
      this.cancelSelection();
      return;
    }
    if (item.kind === 'foundation') {
      this.dropOnFoundation(picked, item.suit);
      return;
    }
    if (item.kind === 'column') {
      this.play({ card: picked, to: item.column });
      return;
    }
    const place = placesOf(this.current.snapshot())[item.card];
    if (place === undefined) return;
    if (place.where === 'foundation') this.dropOnFoundation(picked, suitOf(item.card));
    else this.play({ card: picked, to: place.where });
  }

  /** Drops the picked card (and the message that named it). */
  cancelSelection(): void {
    if (this.selected === null) return;
    this.selected = null;
    this.message = null;
    this.emit();
  }

  /** The picked card, if any. */
  get picked(): Card | null {
    return this.selected;
  }

  private afterPlay(result: Result<MoveOutcome, Refusal>): boolean {
    this.selected = null;
    if (!result.ok) {
      this.refuse(result.error);
      return false;
    }
    const { move, won } = result.value;
    this.dropPrevious();
    this.bookkeeping();
    this.announceChange((lang) => this.describeMove(move, lang));
    this.moved = { card: move.card, id: this.counter };
    if (won) {
      const summary = { score: this.current.score, moves: this.current.moveCount, elapsedMs: this.current.elapsedMs };
      this.won = summary;
      this.message = { kind: 'won', text: (lang) => t(lang, 'won', { score: summary.score, moves: summary.moves }) };
      this.announcement = { id: ++this.counter, text: this.message.text };
    }
    this.emit();
    return true;
  }

  private refuse(refusal: Refusal): void {
    this.refused = { card: refusal.move.card, id: ++this.counter };
    const text = (lang: Language): string => refusalMessage(refusal, MESSAGES[lang]);
    this.message = this.currentSettings.interactiveRules ? { kind: 'refusal', text } : null;
    this.announce(text);
    this.emit();
  }

  /** Common bookkeeping after the game changed: save, drop the stale hint and message, check the clock. */
  private bookkeeping(): void {
    if (!this.finishStep) this.stopFinishing();
    if (this.hintBusy) this.hinter?.cancel();
    this.hint = null;
    this.hintToken++;
    this.hintBusy = false;
    this.message = null;
    this.selected = null;
    this.won = null;
    this.persist();
    this.recorder?.record(this.current);
    this.updateVerdict();
    this.checkStuck();
  }

  /** Stops the clock when no legal move is left (and starts it again once there is one). */
  private checkStuck(): void {
    const stuck = this.current.noLegalMove;
    if (stuck) {
      this.message = { kind: 'notice', text: (lang) => t(lang, 'noMoves') };
      if (!this.stuck) this.current.pauseClock();
    } else if (this.stuck) this.current.resumeClock();
    this.stuck = stuck;
  }

  /** A move in words: "8♥ to column 5", "A♠ to its foundation". */
  describeMove(move: Move, lang: Language): string {
    const card = cardName(move.card, MESSAGES[lang]);
    return move.to === 'foundation' ? t(lang, 'toFoundation', { card }) : t(lang, 'toColumn', { card, n: move.to + 1 });
  }

  // ---------------------------------------------------------------- undo, redo, restart, new games

  /** Undoes a move; with none to undo, brings back the game a restart or a new game replaced. */
  undo(): void {
    if (this.current.isWon) return;
    const previous = this.previous;
    if (!this.current.canUndo && previous !== null) {
      const back = previous.restore();
      this.previous = null;
      if (back !== null) {
        this.replaceGame(back);
        this.message = { kind: 'notice', text: (lang) => t(lang, 'gameBack') };
        this.announce(this.message.text);
        this.emit();
        return;
      }
    }
    this.afterStep(this.current.undo(), 'nothingToUndo', 'undone');
  }

  /** Redoes an undone move. */
  redo(): void {
    this.afterStep(this.current.redo(), 'nothingToRedo', 'redone');
  }

  private afterStep(result: Result<{ readonly move: Move }, GameError>, nothing: TextKey, done: TextKey): void {
    if (!result.ok) {
      this.say('notice', (lang) => t(lang, nothing));
      return;
    }
    const move = result.value.move;
    this.bookkeeping();
    this.announceChange((lang) => t(lang, done, { move: this.describeMove(move, lang) }));
    this.moved = { card: move.card, id: this.counter };
    this.emit();
  }

  /** Starts the deal again; Undo brings the game back until the next move. */
  restart(): void {
    if (this.current.moveCount === 0) return;
    const before = this.current.save();
    const old = resumeGame(before);
    this.dropPrevious();
    if (old.ok) this.previous = { restore: () => old.value, game: old.value };
    this.current.restart();
    this.stuck = false;
    this.bookkeeping();
    this.message = { kind: 'notice', text: (lang) => t(lang, 'restarted') };
    this.announce(this.message.text);
    this.emit();
  }

  /** Puts another game on the table (a new deal, a typed code, a game another tab saved). */
  private replaceGame(game: Game): void {
    this.unsubscribeGame();
    this.current = game;
    this.unsubscribeGame = game.subscribe(() => this.emit());
    this.stuck = false;
    this.bookkeeping();
  }

  private startGame(game: Game): void {
    const old = this.current;
    if (old.moveCount > 0 || this.previous === null) {
      // An untouched deal is simply let go; a played one can come back with Undo.
      this.dropPrevious();
      if (old.moveCount > 0 && !old.isWon) this.previous = { restore: () => old, game: old };
    }
    this.replaceGame(game);
    const code = game.code ?? '';
    this.message = { kind: 'notice', text: (lang) => t(lang, 'newGameStarted', { code }) };
    this.announce(this.message.text);
    this.emit();
  }

  /**
   * Deals a new game: a winnable one when the setting asks for it (drawn on this thread with a
   * small budget per draw, after a "dealing…" message has been painted), otherwise any deal.
   */
  async newGame(
    rule: NewGameRule = this.currentSettings.newGameRule,
    winnableOnly: boolean = this.currentSettings.winnableOnly,
  ): Promise<void> {
    if (this.dealing) return;
    if (winnableOnly) {
      this.dealing = true;
      this.message = { kind: 'notice', text: (lang) => t(lang, 'dealing') };
      this.emit();
      // Let the browser paint the message before the draws run.
      await new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    }
    const game = newGame(rule, winnableOnly);
    this.dealing = false;
    if (!game.ok) {
      const error = game.error;
      this.say('notice', (lang) => t(lang, 'badCode', { reason: codeErrorText(lang, error) }));
      return;
    }
    this.startGame(game.value);
  }

  /** Plays a typed game code; returns whether it was one. */
  playCode(input: string): boolean {
    const parsed = parseCode(input);
    const text = parsed.ok ? formatCode(parsed.value) : parsed;
    const game = text.ok ? gameOfCode(text.value) : text;
    if (!game.ok) {
      const error = game.error;
      this.say('refusal', (lang) => t(lang, 'badCode', { reason: codeErrorText(lang, error) }));
      return false;
    }
    this.startGame(game.value);
    return true;
  }

  /** Takes the game another tab saved (the game last changed in any tab wins). */
  adopt(game: Game): void {
    // A save that differs only in its clock (the other tab was hidden) is the same game: no notice.
    const same =
      game.code === this.current.code &&
      game.moveCount === this.current.moveCount &&
      makeMoves(game.history) === makeMoves(this.current.history) &&
      makePosition(game.position) === makePosition(this.current.position);
    this.previous = null;
    this.replaceGame(game);
    if (!same) {
      this.message = { kind: 'notice', text: (lang) => t(lang, 'otherTab') };
      this.announce(this.message.text);
    }
    this.emit();
  }

  /** Closes the win screen. */
  dismissWin(): void {
    if (this.won === null) return;
    this.won = null;
    this.emit();
  }

  // ---------------------------------------------------------------- hints

  /** Asks for a hint: fair by default, full-information when the setting lets hints look. */
  async askHint(): Promise<void> {
    if (!this.hinter || this.hintBusy || this.current.isWon) return;
    const token = ++this.hintToken;
    this.hintBusy = true;
    this.hint = null;
    this.message = { kind: 'hint', text: (lang) => t(lang, 'hintThinking') };
    this.emit();
    const answer = this.currentSettings.fullInfoHints
      ? await this.hinter.ask(this.current)
      : await this.hinter.askFair(this.current);
    if (token !== this.hintToken) return; // the game changed meanwhile: this answer is stale
    this.hintBusy = false;
    if (!answer.ok) {
      const code = answer.error.code;
      this.message = { kind: 'notice', text: (lang) => t(lang, 'hintFailed', { reason: hintFailureText(lang, code) }) };
    } else if (answer.value === null) {
      this.message = { kind: 'hint', text: (lang) => t(lang, 'hintNoMove') };
    } else {
      const hint = answer.value;
      this.hint = hint;
      this.message = { kind: 'hint', text: (lang) => this.hintText(hint, lang) };
    }
    this.announce(this.message.text);
    this.emit();
  }

  /** The message of a hint: a fair hint's chance, or a full-information hint's verdict. */
  private hintText(hint: HintAnswer | FairHintAnswer, lang: Language): string {
    const move = this.describeMove(hint.move, lang);
    if ('status' in hint) return t(lang, HINT_MESSAGES[hint.status], { move });
    const percent = percentOf(hint.estimate);
    if (hint.exhaustive) return t(lang, 'hintFairExact', { move, percent });
    return t(lang, 'hintFair', { move, percent, low: percentOf(hint.low), high: percentOf(hint.high) });
  }

  // ---------------------------------------------------------------- nothing face down: verdict and Finish

  /**
   * Once no card is face down nothing is hidden, so a full-information solve is fair: it decides
   * whether the game can still be won and gives the line Finish plays. While Finish plays its own
   * line the rest of the line stays a winning line, so there is nothing to search again.
   */
  private updateVerdict(): void {
    const snapshot = this.current.snapshot();
    if (snapshot.isWon || snapshot.columns.some((c) => c.faceDownCount > 0)) {
      this.verdict = null;
      return;
    }
    if (this.finishStep && this.verdict?.status === 'solved') {
      this.verdict = { ...this.verdict, line: this.verdict.line.slice(1) };
      return;
    }
    const result = solve(this.current, { budget: VERDICT_BUDGET });
    this.verdict = result.ok ? result.value : null;
  }

  /** Plays the solver's winning line, one ordinary (animated, undoable) move at a time. */
  finish(): void {
    if (this.finishing || this.verdict?.status !== 'solved') return;
    const token = ++this.finishToken;
    this.finishing = true;
    const step = (): void => {
      if (token !== this.finishToken) return;
      const move = this.verdict?.status === 'solved' ? this.verdict.line[0] : undefined;
      if (move === undefined || this.current.isWon) {
        this.stopFinishing();
        this.emit();
        return;
      }
      this.finishStep = true;
      const played = this.play(move);
      this.finishStep = false;
      if (!played) {
        this.stopFinishing();
        this.emit();
        return;
      }
      setTimeout(step, FINISH_STEP_MS);
    };
    this.emit();
    setTimeout(step, FINISH_STEP_MS);
  }

  private stopFinishing(): void {
    this.finishToken++;
    this.finishing = false;
  }

  /** Stops Finish and the hinter (the page goes away, or a test ends). */
  dispose(): void {
    this.stopFinishing();
    this.unsubscribeGame();
    this.hinter?.dispose();
  }
}
