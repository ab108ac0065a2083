/**
 * The dialogs' place on the page, in the rest of the app: the dialogs themselves (`dialogs.ts`:
 * the win screen, the statistics, the settings, the move list), the review panel
 * (`review-panel.ts`) and How to play (`rules-panel.ts`) are chunks of their own, loaded when the page's state
 * first opens one of them, so that what the page loads at start holds none of them. Once loaded,
 * they are drawn with the page from its state.
 * @module
 */
import type { GameSnapshot, PlacedMove } from '@russian-solitaire/engine';
import type { Actions } from '../state/actions.js';
import type { SolverService } from '../effects/solver.js';
import type { DialogsView } from '../page/page-view.js';
import type { ReviewPanel } from '../review/review-panel.js';
import type { RulesPanel } from '../rules/rules-panel.js';
import { t } from '../texts/i18n.js';
import type { UiState } from '../state/ui-state.js';
import type { Dialogs } from './dialogs.js';

/** Whether the state opens one of the dialogs of `dialogs.ts`. */
export function opensDialog(ui: UiState): boolean {
  return (
    ui.won !== null || ui.ended !== null || ui.panel === 'settings' || ui.panel === 'statistics' || ui.panel === 'moves'
  );
}

/** Loads a chunk once; a failure says so and lets the next call try again. */
class Chunk<T> {
  private loading: Promise<T | null> | null = null;

  constructor(
    private readonly load: () => Promise<T>,
    private readonly failed: () => void,
  ) {}

  /** Whether the chunk was asked for (and so is drawn from now on). */
  get asked(): boolean {
    return this.loading !== null;
  }

  get(): Promise<T | null> {
    this.loading ??= this.load().catch(() => {
      this.loading = null;
      this.failed();
      return null;
    });
    return this.loading;
  }
}

/** The dialogs and the review panel, loaded on first use and drawn from the page's state. */
export class DialogsHost implements DialogsView {
  private root: HTMLElement | null = null;
  private last: { snapshot: GameSnapshot; ui: UiState } | null = null;
  private readonly dialogs: Chunk<Dialogs>;
  private readonly review: Chunk<ReviewPanel>;
  private readonly rules: Chunk<RulesPanel>;

  /**
   * @param actions - the player's actions
   * @param moveList - the moves still played (read while the move list is open)
   * @param fallbackFocus - where the focus goes when a dialog closes and the element it came from is gone
   * @param solver - the solver worker the review panel asks for its reviews, or `null` where there is none
   */
  constructor(
    actions: Actions,
    moveList: () => readonly PlacedMove[],
    fallbackFocus: () => HTMLElement | null,
    solver: SolverService | null,
  ) {
    /** A chunk that cannot be loaded (offline, or replaced by an update): the page says to reload. */
    const unavailable = (key: 'reviewUnavailable' | 'appUnavailable') => (): void => {
      actions.closePanel();
      actions.say('notice', (lang) => t(lang, key));
    };
    this.dialogs = new Chunk(async () => {
      const { Dialogs } = await import('./dialogs.js');
      const dialogs = new Dialogs(actions, moveList, fallbackFocus);
      this.mounted.append(...dialogs.elements);
      return dialogs;
    }, unavailable('appUnavailable'));
    this.review = new Chunk(async () => {
      const { ReviewPanel } = await import('../review/review-panel.js');
      const panel = new ReviewPanel(actions, solver, fallbackFocus);
      this.mounted.append(panel.element);
      return panel;
    }, unavailable('reviewUnavailable'));
    this.rules = new Chunk(async () => {
      const { RulesPanel } = await import('../rules/rules-panel.js');
      const panel = new RulesPanel(actions, fallbackFocus);
      this.mounted.append(panel.element);
      return panel;
    }, unavailable('appUnavailable'));
  }

  private get mounted(): HTMLElement {
    return this.root ?? document.body;
  }

  mount(root: HTMLElement): void {
    this.root = root;
  }

  render(snapshot: GameSnapshot, ui: UiState): void {
    this.last = { snapshot, ui };
    if (this.dialogs.asked || opensDialog(ui)) void this.drawDialogs();
    if (this.review.asked || ui.reviewing !== null) void this.drawReview();
    if (this.rules.asked || ui.panel === 'rules') void this.drawRules();
  }

  /** Opens, draws or closes How to play as the last state says, once its code is here. */
  private async drawRules(): Promise<void> {
    const panel = await this.rules.get();
    if (panel !== null && this.last !== null) panel.sync(this.last.ui);
  }

  /** Draws the dialogs as the last state says, once their code is here. */
  private async drawDialogs(): Promise<void> {
    const dialogs = await this.dialogs.get();
    if (dialogs === null || this.last === null) return;
    await dialogs.prepare(this.last.ui.settings.language);
    dialogs.render(this.last.snapshot, this.last.ui);
  }

  /** Opens, draws or closes the review panel as the last state says, once its code is here. */
  private async drawReview(): Promise<void> {
    const panel = await this.review.get();
    if (panel !== null && this.last !== null) panel.sync(this.last.ui);
  }
}
