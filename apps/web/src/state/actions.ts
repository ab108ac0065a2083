/**
 * What the player can do, as the methods the inputs (pointer, keyboard), the chrome and the
 * dialogs call: moves and their gestures (tap, double tap, drag and drop, select-then-target),
 * undo and redo, restart and new games (both undoable until the next move), hints, Finish,
 * settings, panels. Every rule question goes to the engine; each method changes the game through
 * the engine when the player's move asks for it and dispatches what happened to the store. Saving,
 * statistics, the solver worker and timers are the effects' business (`effects.ts`).
 * @module
 */
import { formatCode, gameOfCode, parseCode, startOfCode } from '@russian-solitaire/dealer';
import {
  type Card,
  type Game,
  type Language,
  type Move,
  type MoveOutcome,
  type Problem,
  type Refusal,
  type Result,
  type Suit,
  type Target,
  makeMove,
  makePosition,
  suitOf,
  resumeGame,
} from '@russian-solitaire/engine';
import { isLoaded, loadLanguage, t } from '../texts/i18n.js';
import { placesOf } from '../table/places.js';
import type { NewGameRule, Settings } from './settings.js';
import type { Store } from './store.js';
import { type Replacement, type UiAction, badCodeText } from './transition.js';
import {
  type DragState,
  type EndReason,
  type MessageKind,
  type Panel,
  type TableItem,
  type Words,
  canFinish,
  reviewable,
} from './ui-state.js';

/**
 * What became of a single tap: the card moved (`moved`: to its foundation, or with one tap to its
 * best place), nothing more is to come (`done`), or it is to be settled once no second tap can
 * follow (`wait`).
 */
export type TapOutcome = 'moved' | 'done' | 'wait';

/** A list of moves as text, to compare two games' histories. */
function makeMoves(moves: readonly Move[]): string {
  return moves.map(makeMove).join(' ');
}

/** The player's actions on the store's game and state. */
export class Actions {
  /** The language the player chose last, whose texts may still be loading. */
  private wantedLanguage: Language | null = null;

  constructor(private readonly store: Store) {}

  private get game(): Game {
    return this.store.game;
  }

  // ---------------------------------------------------------------- moves

  /** Plays a move (Finish passes `finishStep`, so that it goes on); whether it was played. */
  play(move: Move, finishStep = false): boolean {
    return this.afterPlay(this.game.play(move), finishStep);
  }

  /** Tap to foundation (the engine's `tap`). */
  tap(card: Card): boolean {
    return this.afterPlay(this.game.tap(card));
  }

  /** A card put on a given suit's foundation pile (the engine refuses another suit's pile). */
  dropOnFoundation(card: Card, suit: Suit): boolean {
    return this.afterPlay(this.game.dropOnFoundation(card, suit));
  }

  /** Auto place, the double tap (the engine's `autoPlace`). */
  autoPlace(card: Card): boolean {
    return this.afterPlay(this.game.autoPlace(card));
  }

  /**
   * One tap: the card, with the cards above it, to its best legal place: its foundation when the
   * engine takes it there (`tap`), else the column the engine's auto placement picks
   * (`autoPlace`). A card with no legal place stays, and auto placement's refusal says why.
   */
  oneTap(card: Card): boolean {
    this.cancelSelection();
    return this.game.check({ card, to: 'foundation' }) === null ? this.tap(card) : this.autoPlace(card);
  }

  private afterPlay(result: Result<MoveOutcome, Refusal>, finishStep = false): boolean {
    const store = this.store;
    if (!result.ok) {
      store.dispatch({ type: 'refused', refusal: result.error });
      return false;
    }
    const game = this.game;
    store.dispatch({
      type: 'moved',
      how: 'play',
      move: result.value.move,
      snapshot: game.snapshot(),
      elapsedMs: game.elapsedMs,
      finishStep,
    });
    return true;
  }

  /**
   * Select-then-target: the first activation picks a card that can move, the next names where it
   * goes (a card's column, an empty column, a foundation); the picked card again drops the pick.
   */
  activate(item: TableItem): void {
    const picked = this.store.ui.selected;
    if (picked === null) {
      if (item.kind !== 'card' || this.game.group(item.card).length === 0) return;
      this.store.dispatch({ type: 'picked', card: item.card, destinations: this.game.destinations(item.card) });
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
    const place = placesOf(this.game.snapshot())[item.card];
    if (place === undefined) return;
    if (place.where === 'foundation') this.dropOnFoundation(picked, suitOf(item.card));
    else this.play({ card: picked, to: place.where });
  }

  /** Drops the picked card (and the message that named it). */
  cancelSelection(): void {
    this.store.dispatch({ type: 'pick-dropped' });
  }

  /**
   * A single tap on a card. With two-click moves or a card picked it picks or places; with one
   * tap (the default) the card goes to its best place at once ({@link Actions.oneTap}). Else a top
   * card that can go to its foundation goes there at once, and otherwise a double tap may still
   * follow: the answer is `'wait'`, and the input calls again with `settled` once none can.
   */
  tapCard(card: Card, settled = false): TapOutcome {
    const ui = this.store.ui;
    if (!settled && (ui.settings.twoClick || ui.selected !== null)) {
      this.activate({ kind: 'card', card });
      return 'done';
    }
    if (ui.settings.oneTap) return this.oneTap(card) ? 'moved' : 'done';
    const place = placesOf(this.game.snapshot())[card];
    if (place === undefined || place.where === 'foundation' || !place.top) return 'done';
    if (settled || this.game.check({ card, to: 'foundation' }) === null) {
      // A single tap on a top card asks the engine (and so explains why it cannot go home).
      return this.tap(card) ? 'moved' : 'done';
    }
    return 'wait';
  }

  /** A double tap on a card: auto placement. */
  doubleTap(card: Card): void {
    this.cancelSelection();
    this.autoPlace(card);
  }

  // ---------------------------------------------------------------- drag and drop

  /** The cards a drag of `card` would carry: it and the cards above it (none when it cannot move). */
  groupOf(card: Card): readonly Card[] {
    return this.game.group(card);
  }

  /** Starts dragging a card with the cards above it; `false` when it cannot move (nothing starts). */
  grab(card: Card): boolean {
    const group = this.groupOf(card);
    if (group.length === 0) return false;
    this.store.dispatch({ type: 'drag-started', group, destinations: this.game.destinations(card) });
    return true;
  }

  /** The dragged cards moved by (dx, dy) from where they were taken, over `over` (a pile, if any). */
  dragTo(drag: Pick<DragState, 'dx' | 'dy' | 'over' | 'overSuit'>): void {
    this.store.dispatch({ type: 'dragged', drag });
  }

  /** Lets the dragged cards go: they land on the pile under them, or go back. */
  drop(): void {
    const drag = this.store.ui.drag;
    if (drag === null) return;
    const card = drag.group[0]!;
    const autoOnDrop = this.store.ui.settings.autoOnDrop;
    const source = placesOf(this.game.snapshot())[card]?.where;
    const target: Target | null = drag.over;
    this.store.dispatch({ type: 'drag-ended' });
    if (target === null || target === source) {
      if (autoOnDrop && target === null) this.autoPlace(card);
      return;
    }
    if (target === 'foundation') {
      // A drop on a foundation pile goes to that suit's pile (the engine refuses another suit's).
      const suit = drag.overSuit ?? suitOf(card);
      if (autoOnDrop && this.game.checkDropOnFoundation(card, suit) !== null) this.autoPlace(card);
      else this.dropOnFoundation(card, suit);
      return;
    }
    const move: Move = { card, to: target };
    if (autoOnDrop && this.game.check(move) !== null) this.autoPlace(card);
    else this.play(move);
  }

  /** Abandons a drag: the cards go back. */
  cancelDrag(): void {
    this.store.dispatch({ type: 'drag-ended' });
  }

  /** Puts the keyboard's tab stop on an item; `move` also moves the page's focus there. */
  focus(item: TableItem, move = true): void {
    this.store.dispatch({ type: 'focused', item, move });
  }

  // ---------------------------------------------------------------- undo, redo, restart, new games

  /** Undoes a move; with none to undo, brings back the game a restart, a new game or a link replaced. */
  undo(): void {
    const game = this.game;
    if (game.isWon) return;
    const replaced = this.store.ui.replaced;
    if (!game.canUndo && replaced !== null) {
      this.putOnTable(replaced.game, 'back', null);
      return;
    }
    this.afterStep(game.undo(), 'undo');
  }

  /** Redoes an undone move. */
  redo(): void {
    this.afterStep(this.game.redo(), 'redo');
  }

  private afterStep(result: Result<{ readonly move: Move }, Problem>, how: 'undo' | 'redo'): void {
    if (!result.ok) {
      this.store.dispatch({ type: 'nothing-to', error: result.error });
      return;
    }
    const game = this.game;
    this.store.dispatch({
      type: 'moved',
      how,
      move: result.value.move,
      snapshot: game.snapshot(),
      elapsedMs: game.elapsedMs,
      finishStep: false,
    });
  }

  /** Starts the deal again; Undo brings the game back until the next move. */
  restart(): void {
    const game = this.game;
    if (game.moveCount === 0) return;
    const old = resumeGame(game.save(), { startOf: startOfCode });
    game.restart();
    this.store.dispatch({
      type: 'game-replaced',
      how: 'restart',
      snapshot: game.snapshot(),
      replaced: old.ok ? { game: old.value } : null,
    });
  }

  /** Puts another game on the table, and says how it came (`extra`: the game left, the move played on from). */
  private putOnTable(
    game: Game,
    how: Replacement,
    replaced: { game: Game } | null,
    same = false,
    extra: Pick<Extract<UiAction, { type: 'game-replaced' }>, 'left' | 'words'> = {},
  ): void {
    this.store.setGame(game);
    this.store.dispatch({ type: 'game-replaced', how, snapshot: game.snapshot(), replaced, same, ...extra });
  }

  /**
   * Puts a new game on the table in place of the current one, which Undo brings back until the
   * next move if it was played. An untouched deal is simply let go, and a game replaced earlier
   * stays the one Undo brings back.
   */
  startGame(
    game: Game,
    how: Extract<Replacement, 'new' | 'daily' | 'code' | 'link' | 'play-on'> = 'new',
    words?: Words,
  ): void {
    const old = this.game;
    const replaced = this.store.ui.replaced;
    const played = old.moveCount > 0;
    const keep = played ? (old.isWon ? null : { game: old }) : replaced;
    // The game left after moves is the one the menu offers to review.
    this.putOnTable(game, how, keep, false, {
      left: played ? old.save() : null,
      ...(words === undefined ? {} : { words }),
    });
  }

  /**
   * Plays on from a position of a reviewed game (the review's "Play on from here"): `game` starts
   * there with its face-down cards face down, and `words` say so. It is a game of its own, as after
   * New game: Undo brings back the game it replaced until the next move.
   */
  playOn(game: Game, words: Words): void {
    this.closePanel();
    this.startGame(game, 'play-on', words);
  }

  /**
   * The game on the table came from a link, in place of a game in progress: Undo brings that game
   * back until the next move, as after New game (the page calls this as it opens).
   */
  linkOpened(replaced: Game): void {
    const game = this.game;
    this.store.dispatch({
      type: 'game-replaced',
      how: 'link',
      snapshot: game.snapshot(),
      replaced: { game: replaced },
    });
  }

  /**
   * Deals a new game: a winnable one when the setting asks for it (the effects draw it in the
   * solver's worker, after a "dealing…" message), otherwise any deal at once.
   */
  newGame(rule?: NewGameRule, winnableOnly?: boolean): void {
    const ui = this.store.ui;
    if (ui.dealing) return;
    this.store.dispatch({
      type: 'dealing',
      rule: rule ?? ui.settings.newGameRule,
      winnableOnly: winnableOnly ?? ui.settings.winnableOnly,
    });
  }

  /** Deals today's daily deal (the effects find it in the solver's worker, after a message). */
  dailyGame(rule?: NewGameRule): void {
    const ui = this.store.ui;
    if (ui.dealing) return;
    this.store.dispatch({ type: 'dealing', rule: rule ?? ui.settings.newGameRule, winnableOnly: true, daily: true });
  }

  /** Plays a typed game code; returns whether it was one. */
  playCode(input: string): boolean {
    const parsed = parseCode(input);
    const text = parsed.ok ? formatCode(parsed.value) : parsed;
    const game = text.ok ? gameOfCode(text.value) : text;
    if (!game.ok) {
      this.store.dispatch({ type: 'said', message: { kind: 'refusal', text: badCodeText(game.error) } });
      return false;
    }
    this.startGame(game.value, 'code');
    return true;
  }

  /** Takes the game another tab saved (the game last changed in any tab wins). */
  adopt(game: Game): void {
    const current = this.game;
    // A save that differs only in its clock (the other tab was hidden) is the same game: no notice.
    const same =
      game.gameCode === current.gameCode &&
      game.moveCount === current.moveCount &&
      makeMoves(game.history) === makeMoves(current.history) &&
      makePosition(game.position) === makePosition(current.position);
    this.putOnTable(game, 'adopt', null, same);
  }

  /** Closes the win screen. */
  dismissWin(): void {
    this.store.dispatch({ type: 'win-dismissed' });
  }

  /**
   * Says that the game is over without a win (the end-of-game dialog opens): no legal move is
   * left, or none that leads anywhere new (what a hint that finds no useful move says).
   */
  endGame(reason: EndReason): void {
    if (!this.game.isWon) this.store.dispatch({ type: 'game-ended', reason });
  }

  /** Closes the end-of-game dialog (the game stays as it is). */
  dismissEnd(): void {
    this.store.dispatch({ type: 'end-dismissed' });
  }

  // ---------------------------------------------------------------- hints and Finish

  /** Asks for a hint (fair by default, full-information when the settings let hints look). */
  askHint(): void {
    if (this.game.isWon) return;
    this.store.dispatch({ type: 'hint-asked' });
  }

  /** Plays the solver's winning line, one ordinary (animated, undoable) move at a time. */
  finish(): void {
    if (!canFinish(this.game.snapshot(), this.store.ui)) return;
    this.store.dispatch({ type: 'finish-started' });
  }

  // ---------------------------------------------------------------- messages, settings, panels

  /** Shows a message. */
  say(kind: MessageKind, text: (lang: Language) => string): void {
    this.store.dispatch({ type: 'said', message: { kind, text } });
  }

  /**
   * Changes settings (the effects store them). A language not loaded yet is loaded first: the page
   * goes on in the language it shows until the new one's texts are here, then switches (only to
   * the language last asked for), so that nothing shows half in English.
   */
  changeSettings(change: Partial<Settings>): void {
    const lang = change.language;
    if (lang === undefined) {
      this.store.dispatch({ type: 'settings-changed', change });
      return;
    }
    this.wantedLanguage = lang;
    if (isLoaded(lang)) {
      this.store.dispatch({ type: 'settings-changed', change });
      return;
    }
    loadLanguage(lang).then(
      () => {
        if (this.wantedLanguage === lang) this.store.dispatch({ type: 'settings-changed', change });
      },
      () => this.say('notice', (shown) => t(shown, 'languageFailed')),
    );
  }

  /** Opens a panel, or closes it when it is the one open. */
  togglePanel(panel: Panel): void {
    if (this.store.ui.panel === panel) this.closePanel();
    else this.store.dispatch({ type: 'panel-opened', panel });
  }

  /** Opens a panel (closing any other). */
  openPanel(panel: Panel): void {
    this.store.dispatch({ type: 'panel-opened', panel });
  }

  /** Opens the review of the game on the table once it is over, else of the game last left (see `reviewable`). */
  openReview(): void {
    const game = this.game;
    const which = reviewable(game.snapshot(), this.store.ui);
    const save = which === 'current' ? game.save() : which === 'last' ? this.store.ui.lastGame : null;
    if (save !== null) this.store.dispatch({ type: 'review-opened', game: save });
  }

  /** Closes the open panel. */
  closePanel(): void {
    this.store.dispatch({ type: 'panel-closed' });
  }

  /** Asks to reset the statistics of `key`: the player confirms first. */
  askReset(key: string): void {
    this.store.dispatch({ type: 'reset-asked', key });
  }

  /** Keeps the statistics after all. */
  cancelReset(): void {
    this.store.dispatch({ type: 'reset-cancelled' });
  }

  /** Resets the statistics the player asked to reset (the effects forget them). */
  confirmReset(): void {
    const key = this.store.ui.confirmReset;
    if (key !== null) this.store.dispatch({ type: 'reset-confirmed', key });
  }

  /**
   * Shares a link to the game's deal (`?code=`): the system's share sheet where there is one,
   * else the link copied (the effects do it and say how it went).
   */
  shareGame(): void {
    const code = this.game.gameCode;
    if (code !== null) this.store.dispatch({ type: 'share', code });
  }

  /** Copies the game code (the effects use the clipboard and say how it went). */
  copyCode(): void {
    const code = this.game.gameCode;
    if (code !== null) this.store.dispatch({ type: 'copy-code', code });
  }
}
