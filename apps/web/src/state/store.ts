/**
 * The page's model: the game on the table (the engine's `Game`) and the page's state
 * ({@link UiState}), changed only by {@link Store.dispatch} (the state, through the pure
 * `transition`) and by the actions of `actions.ts` (the game, through the engine).
 *
 * It is an external store in the sense of React's `useSyncExternalStore`: {@link Store.subscribe}
 * calls a listener after every change of either, and {@link Store.ui} and the game's snapshot stay
 * the same objects until the next change. The effects (`effects.ts`) listen to the actions
 * themselves with {@link Store.onAction}, which tells them the state before each one.
 * @module
 */
import type { Game, GameSnapshot } from '@russian-solitaire/engine';
import { type UiAction, transition } from './transition.js';
import type { UiState } from './ui-state.js';

/** Told of every action, after the state changed: the action and the state before it. */
export type ActionListener = (action: UiAction, before: UiState) => void;

/** The game on the table and the page's state. */
export class Store {
  private current: Game;
  private state: UiState;
  private readonly changeListeners = new Set<() => void>();
  private readonly actionListeners = new Set<ActionListener>();
  private unsubscribeGame: () => void;

  constructor(game: Game, ui: UiState) {
    this.current = game;
    this.state = ui;
    this.unsubscribeGame = game.subscribe(() => this.changed());
  }

  /** The game on the table. Only `actions.ts` and `effects.ts` change it. */
  get game(): Game {
    return this.current;
  }

  /** The page's state: the same object until the next action changes it. */
  get ui(): UiState {
    return this.state;
  }

  /** The game's snapshot: what the views draw of it. */
  readonly snapshot = (): GameSnapshot => this.current.snapshot();

  /** Applies an action to the page's state, then tells the effects and the listeners. */
  dispatch(action: UiAction): void {
    const before = this.state;
    this.state = transition(before, action);
    for (const listener of [...this.actionListeners]) listener(action, before);
    if (this.state !== before) this.changed();
  }

  /** Puts another game on the table (the action that says so is dispatched right after). */
  setGame(game: Game): void {
    if (game === this.current) return;
    this.unsubscribeGame();
    this.current = game;
    this.unsubscribeGame = game.subscribe(() => this.changed());
  }

  /** Calls `listener` after every change of the game or of the page's state; returns the unsubscribe. */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.changeListeners.add(listener);
    return () => this.changeListeners.delete(listener);
  };

  /** Calls `listener` after every action, with the state before it; returns the unsubscribe. */
  onAction(listener: ActionListener): () => void {
    this.actionListeners.add(listener);
    return () => this.actionListeners.delete(listener);
  }

  private changed(): void {
    for (const listener of [...this.changeListeners]) listener();
  }

  /** Stops listening to the game. */
  dispose(): void {
    this.unsubscribeGame();
    this.changeListeners.clear();
    this.actionListeners.clear();
  }
}
