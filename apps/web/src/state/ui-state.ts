/**
 * What the page shows besides the game itself: the picked card, the drag, the keyboard focus, the
 * hint, the message and the line for screen readers, the verdict once nothing is face down,
 * Finish, the win screen, the open panel, the settings, and the game a restart or a new game
 * replaced (which Undo brings back). It is immutable data: `transition.ts` makes the first state
 * and the next one from an action, and the views draw it with the game's snapshot.
 * @module
 */
import type { Card, Column, Game, GameSnapshot, Language, SavedGame, Suit, Target } from '@russian-solitaire/engine';
import type { SolveResult } from '@russian-solitaire/solver';
import type { Settings } from './settings.js';
import type { FairHintAnswer, HintAnswer } from '../effects/solver.js';
import type { Statistics } from '../effects/stats.js';

/**
 * The kinds of message the status line shows (the `data-kind` of `#message`); an `offer` (a first
 * visit's offer of How to play) shows a button beside its words.
 */
export const MESSAGE_KINDS = ['refusal', 'notice', 'hint', 'won', 'offer'] as const;
/** A kind of {@link MESSAGE_KINDS}. */
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** A text drawn in the chosen language when shown. */
export type Words = (lang: Language) => string;

/** A message for the player. */
export interface Message {
  /** What kind of message it is. */
  readonly kind: MessageKind;
  /** Its text in a language. */
  readonly text: Words;
}

/** A line for screen readers (the live region), with a number that changes with every line. */
export interface Announcement {
  /** Counts the announcements, so that the same words said twice are announced twice. */
  readonly id: number;
  /** Its text in a language. */
  readonly text: Words;
}

/** How a won game went, for the win screen. */
export interface WinSummary {
  /** The final score. */
  readonly score: number;
  /** The moves made. */
  readonly moves: number;
  /** The playing time in milliseconds. */
  readonly elapsedMs: number;
  /** When the game was a daily deal: its date and the days in a row won with it. */
  readonly daily?: DailyWin | null;
}

/** A daily deal won: its date (`YYYY-MM-DD`) and the days in a row won, that one included. */
export interface DailyWin {
  readonly date: string;
  readonly streak: number;
}

/**
 * Why a game is over without a win: no legal move is left (the engine says so), or none that
 * leads anywhere new (the hint, which never goes round in circles, finds no move: SPEC §6).
 */
export const END_REASONS = ['no-legal-move', 'no-useful-move'] as const;
/** A reason of {@link END_REASONS}. */
export type EndReason = (typeof END_REASONS)[number];

/** A game over without a win, which the end-of-game dialog says. */
export interface EndOfGame {
  readonly reason: EndReason;
}

/** The end of the game a snapshot shows, when no legal move is left in it (and it is not won). */
export function endOf(snapshot: GameSnapshot): EndOfGame | null {
  return snapshot.noLegalMove && !snapshot.isWon ? { reason: 'no-legal-move' } : null;
}

/** The win screen's summary of a snapshot of a won game. */
export function winOf(snapshot: GameSnapshot): WinSummary {
  return { score: snapshot.score, moves: snapshot.moveCount, elapsedMs: snapshot.clock.elapsedMs };
}

/** Something the player can pick or name as a target: a card, an empty column, a foundation. */
export type TableItem =
  | { readonly kind: 'card'; readonly card: Card }
  | { readonly kind: 'column'; readonly column: Column }
  | { readonly kind: 'foundation'; readonly suit: Suit };

/** A drag in progress. */
export interface DragState {
  /** The cards that move, from the grabbed one up. */
  readonly group: readonly Card[];
  /** The legal destinations of the grabbed card. */
  readonly destinations: readonly Target[];
  /** How far the pointer moved since the press, in CSS pixels. */
  readonly dx: number;
  readonly dy: number;
  /** The place under the dragged cards, if any. */
  readonly over: Target | null;
  /** The suit of the foundation pile under the dragged cards, when `over` is `'foundation'`. */
  readonly overSuit: Suit | null;
}

/**
 * A game that a restart, a new game or a link replaced, which Undo brings back until the next move
 * (after that it is left for good, and a played one counts as lost).
 */
export interface ReplacedGame {
  /** The game as it was (a copy resumed from its save for a restart, which changes the game itself). */
  readonly game: Game;
}

/** The panels and dialogs over the table; at most one is open. */
export const PANELS = ['menu', 'settings', 'moves', 'statistics', 'review', 'rules'] as const;
/** A panel of {@link PANELS}. */
export type Panel = (typeof PANELS)[number];

/** The verdict on a position with no card face down: being searched (`result` null) or found. */
export interface Verdict {
  /** Tells searches apart: an answer for another id is stale. */
  readonly id: number;
  /** The solver's answer, or `null` while the search runs or when it failed. */
  readonly result: SolveResult | null;
  /** Whether the search is still running. */
  readonly pending: boolean;
  /**
   * Whether a winning answer may start Finish by itself (the `autoFinish` setting): only for a
   * position the player reached by playing a move, so that an undo out of Finish stays undone.
   */
  readonly mayFinish?: boolean;
}

/** The key of the daily deals' section of the statistics panel: its Reset forgets the daily figures. */
export const DAILY_STATS = 'daily';

/** The daily deals won and the streaks of days in a row, as of today. */
export interface DailyFigures {
  readonly won: number;
  readonly current: number;
  readonly best: number;
}

/** What the page shows besides the game itself. */
export interface UiState {
  /** The player's settings. */
  readonly settings: Settings;
  /** The card picked for select-then-target play, if any. */
  readonly selected: Card | null;
  /** The legal destinations of the picked card (none when no card is picked). */
  readonly selectedDestinations: readonly Target[];
  /** The drag in progress, if any. */
  readonly drag: DragState | null;
  /** The item of the table that holds the keyboard's tab stop, if one was chosen. */
  readonly focus: TableItem | null;
  /** Changes whenever the keyboard focus must move to {@link UiState.focus} on the page. */
  readonly focusMoves: number;
  /** The hint on show, if any. */
  readonly hint: HintAnswer | FairHintAnswer | null;
  /** The number of the hint being computed, or `null` when none is. */
  readonly hintRequest: number | null;
  /** The message on show, if any. */
  readonly message: Message | null;
  /** The last line for screen readers. */
  readonly announcement: Announcement | null;
  /** The card of the last move played, undone or redone, with a number that changes with every move. */
  readonly moved: { readonly card: Card; readonly id: number } | null;
  /** The last refused move's card, with a number that changes with every refusal (for a shake). */
  readonly refused: { readonly card: Card; readonly id: number } | null;
  /** The verdict on the position when no card is face down (`null` otherwise). */
  readonly verdict: Verdict | null;
  /** Whether Finish is playing its line. */
  readonly finishing: boolean;
  /** Whether a new game is being dealt (a winnable deal is being drawn). */
  readonly dealing: boolean;
  /** The summary of the game just won, while the win screen shows. */
  readonly won: WinSummary | null;
  /** The game is over without a win, while the end-of-game dialog shows. */
  readonly ended: EndOfGame | null;
  /** The game a restart, a new game or a link replaced, until the next move. */
  readonly replaced: ReplacedGame | null;
  /** The open panel, if any. */
  readonly panel: Panel | null;
  /** The statistics the statistics panel shows (read when it opens), or `null` when none are kept. */
  readonly statistics: Statistics | null;
  /** The daily deals' figures the statistics panel shows (read with the statistics), or `null`. */
  readonly daily: DailyFigures | null;
  /** The statistics whose reset the player asked for and must confirm, if any. */
  readonly confirmReset: string | null;
  /** A counter for the ids of announcements, moves, refusals, hints and verdicts. */
  readonly serial: number;
  /**
   * The game last left for another one after moves (a new deal, the daily deal, a code, a link, a
   * play on from a review), as its save, which the menu offers to review; `null` once Undo brings it
   * back (it is on again) or when none was left.
   */
  readonly lastGame: SavedGame | null;
  /** The game whose review the review panel shows (with the panel `review`), as its save. */
  readonly reviewing: SavedGame | null;
}

/**
 * Which game a review may be opened for now: the game on the table once it is over (won, or no
 * legal move left), else the game last left for another one, unless the game on the table is
 * another play of the same deal (the review would show its face-down cards while it is on).
 */
export function reviewable(snapshot: GameSnapshot, ui: UiState): 'current' | 'last' | null {
  if (snapshot.isWon || snapshot.noLegalMove) return 'current';
  const last = ui.lastGame;
  return last !== null && (last.gameCode === null || last.gameCode !== snapshot.gameCode) ? 'last' : null;
}

/** Whether a snapshot shows a game that is not won and has no card face down (a verdict is due). */
export function needsVerdict(snapshot: GameSnapshot): boolean {
  return !snapshot.isWon && snapshot.columns.every((c) => c.faceDownCount === 0);
}

/** Whether Undo can act: undo a move, or bring back the game a restart, a new game or a link replaced. */
export function canUndo(snapshot: GameSnapshot, ui: UiState): boolean {
  return !snapshot.isWon && (snapshot.canUndo || ui.replaced !== null);
}

/** Whether Finish can play: nothing is face down and the solver found a winning line. */
export function canFinish(snapshot: GameSnapshot, ui: UiState): boolean {
  return !snapshot.isWon && ui.verdict?.result?.status === 'solved';
}
