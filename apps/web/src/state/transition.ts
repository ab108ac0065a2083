/**
 * The page's state transition: an action in, the next {@link UiState} out, nothing else. Actions
 * say what happened (a move was played, refused or undone, a game replaced another, a hint or a
 * verdict came back, a panel opened …) with the facts the next state needs, such as the game's
 * snapshot after the change; `actions.ts` makes them from the player's input and the engine's
 * answers, and `effects.ts` from the solver worker, storage and timers. The function reads no
 * clock, no storage and no game: the same state and action always give the same next state.
 * @module
 */
import {
  type Card,
  type GameSnapshot,
  type SavedGame,
  type Move,
  type Problem,
  type Refusal,
  type Target,
  spokenCardName,
  errorMessage,
} from '@russian-solitaire/engine';
import type { SolveResult } from '@russian-solitaire/solver';
import {
  type TextKey,
  type PageError,
  describeMove,
  errorText,
  failureText,
  hintText,
  messagesOf,
  t,
  wonText,
} from '../texts/i18n.js';
import { NO_MOVES } from './initial-state.js';
import { type NewGameRule, type Settings, changeSettings } from './settings.js';
import type { FairHintResult, HintResult } from '../effects/solver.js';
import type { Statistics } from '../effects/stats.js';
import { sameItem } from '../table/tab-stop.js';
import {
  type DailyFigures,
  type DailyWin,
  type DragState,
  type EndReason,
  type Message,
  type Panel,
  type ReplacedGame,
  type TableItem,
  type UiState,
  type Words,
  endOf,
  needsVerdict,
  winOf,
} from './ui-state.js';

/** How another game came onto the table. */
export const REPLACEMENTS = ['restart', 'new', 'daily', 'code', 'link', 'back', 'adopt', 'play-on'] as const;
/**
 * A way of {@link REPLACEMENTS}: the deal restarted, a new deal, today's daily deal, a typed code, the code of a link,
 * the replaced game brought back by Undo, the game another tab saved, a position of a reviewed game
 * played on from (the review's "Play on from here").
 */
export type Replacement = (typeof REPLACEMENTS)[number];

/** Something that happened, with the facts the next state needs. */
export type UiAction =
  /** A move was played (`play`), undone or redone; `snapshot` is the game after it. */
  | {
      readonly type: 'moved';
      readonly how: 'play' | 'undo' | 'redo';
      readonly move: Move;
      readonly snapshot: GameSnapshot;
      /** The playing time after the move, in milliseconds. */
      readonly elapsedMs: number;
      /** Whether Finish played it (Finish then goes on). */
      readonly finishStep: boolean;
    }
  | { readonly type: 'refused'; readonly refusal: Refusal }
  /** Undo or Redo had nothing to do: the game's error that says so. */
  | { readonly type: 'nothing-to'; readonly error: Problem }
  | { readonly type: 'picked'; readonly card: Card; readonly destinations: readonly Target[] }
  | { readonly type: 'pick-dropped' }
  | { readonly type: 'drag-started'; readonly group: readonly Card[]; readonly destinations: readonly Target[] }
  | { readonly type: 'dragged'; readonly drag: Pick<DragState, 'dx' | 'dy' | 'over' | 'overSuit'> }
  | { readonly type: 'drag-ended' }
  /** The keyboard's tab stop is on `item`; `move` when the page's focus must go there too. */
  | { readonly type: 'focused'; readonly item: TableItem; readonly move: boolean }
  /**
   * Another game is on the table (`snapshot`); `replaced` is the game Undo can bring back now.
   * `same` (for `adopt`) says that the other tab's game is this very game, with the same moves.
   */
  | {
      readonly type: 'game-replaced';
      readonly how: Replacement;
      readonly snapshot: GameSnapshot;
      readonly replaced: ReplacedGame | null;
      readonly same?: boolean;
      /** The game left for this one after moves, as its save (the menu offers its review), if any. */
      readonly left?: SavedGame | null;
      /** For `play-on`: the message that says so (the review panel's words). */
      readonly words?: Words;
    }
  /** A new game is asked for: of `rule`, winnable when `winnableOnly` (drawn meanwhile). */
  | {
      readonly type: 'dealing';
      readonly rule: NewGameRule;
      readonly winnableOnly: boolean;
      /** Today's daily deal rather than a new one. */
      readonly daily?: boolean;
    }
  | { readonly type: 'deal-failed'; readonly text: Words }
  | { readonly type: 'hint-asked' }
  | { readonly type: 'hint-answered'; readonly id: number; readonly result: HintResult | FairHintResult }
  | { readonly type: 'verdict-found'; readonly id: number; readonly result: SolveResult | null }
  | { readonly type: 'finish-started' }
  | { readonly type: 'finish-stopped' }
  /**
   * The game is over without a win (see {@link EndReason}): the end-of-game dialog opens. The page
   * dispatches it itself when no legal move is left; a hint that finds no useful move does too.
   */
  | { readonly type: 'game-ended'; readonly reason: EndReason }
  | { readonly type: 'end-dismissed' }
  /** The game just won was the daily deal (the effects counted it in the daily streak). */
  | { readonly type: 'daily-won'; readonly daily: DailyWin }
  /** A message to show (`null` clears it), and to announce too when `announce` is set. */
  | { readonly type: 'said'; readonly message: Message | null; readonly announce?: boolean }
  | { readonly type: 'win-dismissed' }
  | { readonly type: 'settings-changed'; readonly change: Partial<Settings> }
  | { readonly type: 'panel-opened'; readonly panel: Panel }
  | { readonly type: 'panel-closed' }
  /** The review panel opens for a finished game (its save). */
  | { readonly type: 'review-opened'; readonly game: SavedGame }
  | { readonly type: 'statistics-read'; readonly statistics: Statistics | null; readonly daily?: DailyFigures | null }
  | { readonly type: 'reset-asked'; readonly key: string }
  | { readonly type: 'reset-cancelled' }
  | { readonly type: 'reset-confirmed'; readonly key: string }
  | { readonly type: 'copy-code'; readonly code: string }
  | { readonly type: 'share'; readonly code: string };

/** A text ended as a sentence (with a full stop unless it has one). */
function sentence(text: string): string {
  return /[.!?…]$/.test(text) ? text : `${text}.`;
}

function notice(key: TextKey, values: Record<string, string | number> = {}): Message {
  return { kind: 'notice', text: (lang) => t(lang, key, values) };
}

/** What follows a change of the game whatever it was: no pick, drag, hint, message or win screen. */
function afterChange(ui: UiState, snapshot: GameSnapshot, keepFinishing: boolean): UiState {
  return {
    ...ui,
    selected: null,
    selectedDestinations: [],
    drag: null,
    hint: null,
    hintRequest: null,
    message: snapshot.noLegalMove ? NO_MOVES : null,
    won: null,
    ended: endOf(snapshot),
    finishing: keepFinishing && ui.finishing,
  };
}

/** The next verdict: a new search once nothing is face down, the rest of Finish's line while it plays it. */
function nextVerdict(
  ui: UiState,
  snapshot: GameSnapshot,
  finishStep: boolean,
  played: boolean,
): Pick<UiState, 'verdict' | 'serial'> {
  if (!needsVerdict(snapshot)) return { verdict: null, serial: ui.serial };
  const known = ui.verdict?.result;
  // While Finish plays the solver's line the rest of it is still a winning line: nothing to search.
  if (finishStep && ui.verdict !== null && known?.status === 'solved')
    return { verdict: { ...ui.verdict, result: { ...known, line: known.line.slice(1) } }, serial: ui.serial };
  return { verdict: { id: ui.serial + 1, result: null, pending: true, mayFinish: played }, serial: ui.serial + 1 };
}

/** The state without a picked card (the same state when none is picked). */
function unpicked(ui: UiState): UiState {
  return ui.selected === null ? ui : { ...ui, selected: null, selectedDestinations: [], message: null };
}

/** The state with a line for screen readers. */
function announce(ui: UiState, text: Words): UiState {
  return { ...ui, announcement: { id: ui.serial + 1, text }, serial: ui.serial + 1 };
}

/** Announces a change of the game, and that no legal move is left when that is so. */
function announceChange(ui: UiState, snapshot: GameSnapshot, text: Words): UiState {
  return announce(ui, snapshot.noLegalMove ? (lang) => `${sentence(text(lang))} ${t(lang, 'noMoves')}` : text);
}

function moved(ui: UiState, action: Extract<UiAction, { type: 'moved' }>): UiState {
  const { move, snapshot, how } = action;
  let next = afterChange(ui, snapshot, action.finishStep);
  next = { ...next, ...nextVerdict(next, snapshot, action.finishStep, how === 'play') };
  // A move played in the game on the table leaves the replaced game for good.
  if (how === 'play') next = { ...next, replaced: null };
  const words: Words =
    how === 'play'
      ? (lang) => describeMove(move, lang)
      : (lang) => t(lang, how === 'undo' ? 'undone' : 'redone', { move: describeMove(move, lang) });
  next = announceChange(next, snapshot, words);
  next = { ...next, moved: { card: move.card, id: next.serial } };
  if (how === 'play' && snapshot.isWon) {
    const summary = { ...winOf(snapshot), elapsedMs: action.elapsedMs };
    const message: Message = { kind: 'won', text: (lang) => wonText(lang, summary.score, summary.moves) };
    next = announce({ ...next, won: summary, message, finishing: false }, message.text);
  }
  return next;
}

/** The message of another game on the table, if any. */
function replacementMessage(action: Extract<UiAction, { type: 'game-replaced' }>): Message | null {
  const code = action.snapshot.gameCode ?? '';
  switch (action.how) {
    case 'restart':
      return notice('restarted');
    case 'new':
    case 'code':
      return notice('newGameStarted', { code });
    case 'daily':
      return notice('dailyStarted', { code });
    case 'link':
      return action.replaced === null ? null : notice('linkOpened', { code });
    case 'back':
      return notice('gameBack');
    case 'adopt':
      return action.same === true ? null : notice('otherTab');
    case 'play-on':
      return action.words ? { kind: 'notice', text: action.words } : null;
  }
}

function replaced(ui: UiState, action: Extract<UiAction, { type: 'game-replaced' }>): UiState {
  const { snapshot } = action;
  let next = afterChange(ui, snapshot, false);
  next = { ...next, ...nextVerdict(next, snapshot, false, false), replaced: action.replaced, dealing: false };
  // A game brought back by Undo is on again: its review waits until it is over or left again.
  if (action.how === 'back') next = { ...next, lastGame: null };
  else if (action.left) next = { ...next, lastGame: action.left };
  const message = replacementMessage(action);
  if (message !== null) next = announce({ ...next, message }, message.text);
  return next;
}

/** The message of a hint's answer (`stuck` when no legal move is left). */
function hintMessage(result: HintResult | FairHintResult, stuck: boolean): Message {
  if (!result.ok) {
    const failure = result.error;
    return { kind: 'notice', text: (lang) => t(lang, 'hintFailed', { reason: failureText(lang, failure) }) };
  }
  const hint = result.value;
  if (hint === null) return { kind: 'hint', text: (lang) => t(lang, stuck ? 'hintNoMove' : 'hintNoUsefulMove') };
  return { kind: 'hint', text: (lang) => hintText(hint, lang) };
}

/** The next state of the page after `action`. */
export function transition(ui: UiState, action: UiAction): UiState {
  switch (action.type) {
    case 'moved':
      return moved(ui, action);
    case 'refused': {
      const { refusal } = action;
      const text: Words = (lang) => errorMessage(refusal, messagesOf(lang));
      const next: UiState = {
        ...ui,
        selected: null,
        selectedDestinations: [],
        drag: null,
        refused: { card: refusal.move.card, id: ui.serial + 1 },
        message: ui.settings.interactiveRules ? { kind: 'refusal', text } : null,
        serial: ui.serial + 1,
      };
      return announce(next, text);
    }
    case 'nothing-to': {
      const { error } = action;
      return { ...ui, message: { kind: 'notice', text: (lang) => errorText(lang, error) } };
    }
    case 'picked': {
      const card = action.card;
      const message: Message = {
        kind: 'notice',
        text: (lang) => t(lang, 'selected', { card: spokenCardName(card, messagesOf(lang)) }),
      };
      return announce(
        { ...ui, selected: card, selectedDestinations: action.destinations, drag: null, message },
        message.text,
      );
    }
    case 'pick-dropped':
      return unpicked(ui);
    case 'drag-started':
      // A drag drops the picked card, if any; else the rest of the state keeps its very values, so
      // that the page redraws the dragged cards alone.
      return {
        ...unpicked(ui),
        drag: { group: action.group, destinations: action.destinations, dx: 0, dy: 0, over: null, overSuit: null },
      };
    case 'dragged':
      return ui.drag === null ? ui : { ...ui, drag: { ...ui.drag, ...action.drag } };
    case 'drag-ended':
      return ui.drag === null ? ui : { ...ui, drag: null };
    case 'focused':
      if (!action.move && sameItem(ui.focus, action.item)) return ui;
      return { ...ui, focus: action.item, focusMoves: action.move ? ui.focusMoves + 1 : ui.focusMoves };
    case 'game-replaced':
      return replaced(ui, action);
    case 'dealing':
      if (action.daily === true) return { ...ui, dealing: true, message: notice('dealingDaily') };
      return action.winnableOnly ? { ...ui, dealing: true, message: notice('dealing') } : { ...ui, dealing: true };
    case 'deal-failed':
      return { ...ui, dealing: false, message: { kind: 'notice', text: action.text } };
    case 'hint-asked':
      if (ui.hintRequest !== null) return ui;
      return {
        ...ui,
        hint: null,
        hintRequest: ui.serial + 1,
        serial: ui.serial + 1,
        message: { kind: 'hint', text: (lang) => t(lang, 'hintThinking') },
      };
    case 'hint-answered': {
      // An answer for a position that is no longer on the table is stale.
      if (action.id !== ui.hintRequest) return ui;
      const message = hintMessage(action.result, ui.ended?.reason === 'no-legal-move');
      const hint = action.result.ok ? action.result.value : null;
      // No hint at all: no move leads anywhere new (SPEC §6), or none is left; the game is over.
      const ended = action.result.ok && hint === null ? (ui.ended ?? { reason: 'no-useful-move' as const }) : ui.ended;
      return announce({ ...ui, hintRequest: null, hint, message, ended }, message.text);
    }
    case 'verdict-found': {
      if (ui.verdict === null || ui.verdict.id !== action.id) return ui;
      const verdict = { ...ui.verdict, result: action.result, pending: false };
      // With automatic finish on, a won position reached by a move plays itself out.
      const autoFinish =
        ui.settings.autoFinish && ui.verdict.mayFinish === true && action.result?.status === 'solved' && !ui.finishing;
      return { ...ui, verdict, finishing: ui.finishing || autoFinish };
    }
    case 'finish-started':
      return ui.finishing ? ui : { ...ui, finishing: true };
    case 'finish-stopped':
      return ui.finishing ? { ...ui, finishing: false } : ui;
    case 'said': {
      const next = { ...ui, message: action.message };
      return action.announce === true && action.message !== null ? announce(next, action.message.text) : next;
    }
    case 'win-dismissed':
      return ui.won === null ? ui : { ...ui, won: null };
    case 'game-ended':
      return ui.won === null ? { ...ui, ended: { reason: action.reason } } : ui;
    case 'end-dismissed':
      return ui.ended === null ? ui : { ...ui, ended: null };
    case 'daily-won':
      return ui.won === null ? ui : { ...ui, won: { ...ui.won, daily: action.daily } };
    case 'settings-changed': {
      const settings = changeSettings(ui.settings, action.change);
      const unpick = !settings.twoClick && ui.settings.twoClick;
      return unpick ? { ...ui, settings, selected: null, selectedDestinations: [] } : { ...ui, settings };
    }
    case 'panel-opened': {
      // Opening How to play takes up a first visit's offer of it.
      const message = ui.message?.kind === 'offer' ? null : ui.message;
      return { ...ui, panel: action.panel, confirmReset: null, reviewing: null, message };
    }
    case 'panel-closed':
      return ui.panel === null ? ui : { ...ui, panel: null, confirmReset: null, reviewing: null };
    case 'review-opened':
      return { ...ui, panel: 'review', confirmReset: null, reviewing: action.game, won: null, ended: null };
    case 'statistics-read':
      return { ...ui, statistics: action.statistics, daily: action.daily ?? null };
    case 'reset-asked':
      return { ...ui, confirmReset: action.key };
    case 'reset-cancelled':
    case 'reset-confirmed':
      return { ...ui, confirmReset: null };
    case 'copy-code':
    case 'share':
      return ui;
  }
}

/** The text of a bad game code's refusal, for a {@link UiAction} `said` or `deal-failed`. */
export function badCodeText(error: Problem | PageError): Words {
  return (lang) => t(lang, 'badCode', { reason: errorText(lang, error) });
}
