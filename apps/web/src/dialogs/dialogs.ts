/**
 * The dialogs over the table, each drawn from the page's state: the win screen (score, time and
 * moves, the daily deal and its days in a row when it was one, with Play again, New winnable deal
 * and Review), the end of a game with no legal move left or no useful one (its score and cards
 * home, with Review, Undo and New game), the statistics of each rule with a reset,
 * the settings (made from the settings' data, `settings.ts`) and the move list. They are a chunk
 * of their own, loaded when the state first opens one (`host.ts`, which loads the review panel
 * too). Every dialog fits the screen, closes on Escape, on a click or tap outside it and on its
 * Close button, and gives the focus back to where it was when it opened.
 * @module
 */
import { DECK_SIZE, type GameSnapshot, type Language, type PlacedMove, formatClock } from '@russian-solitaire/engine';
import type { Actions } from '../state/actions.js';
import { el } from '../page/dom.js';
import { Modal } from './modal.js';
import { count, describeOptions, percentText, t } from '../texts/i18n.js';
import { describePlacedMove, dt, loadDialogTexts } from './dialog-i18n.js';
import type { DialogTextKey } from './dialog-texts.js';
import { type ChoiceSetting, NEW_GAME_RULES, SETTINGS, SETTING_KEYS, type SettingKey } from '../state/settings.js';
import { type RuleStats, type StatsKey, parseStatsKey, statsKeys, winRate } from '../effects/stats.js';
import { DAILY_STATS, type UiState, canUndo, reviewable } from '../state/ui-state.js';

/** The page's dialogs. */
export class Dialogs {
  /** The dialog elements, to put on the page. */
  readonly elements: readonly HTMLDialogElement[];
  private readonly win: Modal;
  private readonly end: Modal;
  private readonly stats: Modal;
  private readonly settings: Modal;
  private readonly moves: Modal;
  private readonly controls = new Map<SettingKey, HTMLInputElement | HTMLSelectElement>();
  /** The settings panel's words: the page's (`t`) or the dialogs' own (`dt`). */
  private readonly settingsLabels: { node: HTMLElement; words: (lang: Language) => string }[] = [];
  private readonly movesList: HTMLOListElement;
  private last: { ui: UiState; snapshot: GameSnapshot } | null = null;

  /**
   * @param actions - the player's actions
   * @param moveList - the moves still played (read while the move list is open)
   * @param fallbackFocus - where the focus goes when a dialog closes and the element it came from is gone
   */
  constructor(
    private readonly actions: Actions,
    private readonly moveList: () => readonly PlacedMove[],
    fallbackFocus: () => HTMLElement | null,
  ) {
    const closePanel = (): void => actions.closePanel();
    this.win = new Modal('win', () => actions.dismissWin(), fallbackFocus);
    this.end = new Modal('end', () => actions.dismissEnd(), fallbackFocus);
    this.stats = new Modal('stats-dialog', closePanel, fallbackFocus);
    this.settings = new Modal('settings', closePanel, fallbackFocus);
    this.moves = new Modal('move-log', closePanel, fallbackFocus);
    this.movesList = el('ol', { id: 'move-list', class: 'move-list' });
    this.buildSettings();
    this.elements = [this.win.element, this.end.element, this.stats.element, this.settings.element, this.moves.element];
  }

  private action(id: string, text: string, run: () => void): HTMLButtonElement {
    const b = el('button', { type: 'button', id, class: 'btn' }, text);
    b.addEventListener('click', run);
    return b;
  }

  /** The settings' controls, one per setting the panel shows, made from the settings' data. */
  private buildSettings(): void {
    const body = this.settings.body;
    const title = el('h2', { id: 'settings-title' });
    this.settingsLabels.push({ node: title, words: (lang) => t(lang, 'settings') });
    body.append(title);
    for (const key of SETTING_KEYS) {
      const definition = SETTINGS[key];
      if (definition.label === null) continue;
      const label = el('span');
      const words = definition.label;
      this.settingsLabels.push({ node: label, words: (lang) => dt(lang, words) });
      if (definition.kind === 'toggle') {
        const box = el('input', { type: 'checkbox', id: `opt-${key}` });
        box.addEventListener('change', () => this.actions.changeSettings({ [key]: box.checked }));
        this.controls.set(key, box);
        body.append(el('label', { class: 'row' }, box, label));
      } else {
        const select = el('select', { id: `opt-${key}`, class: 'select' });
        const choice = definition as ChoiceSetting<unknown>;
        select.addEventListener('change', () => {
          const value = choice.values.find((v) => String(v) === select.value);
          if (value !== undefined) this.actions.changeSettings({ [key]: value });
        });
        this.controls.set(key, select);
        body.append(el('label', { class: 'row' }, label, select));
      }
    }
    const keys = el('p', { class: 'keys' });
    this.settingsLabels.push({ node: keys, words: (lang) => dt(lang, 'keysHelp') });
    const close = el('button', { type: 'button', id: 'settings-close', class: 'btn' });
    this.settingsLabels.push({ node: close, words: (lang) => t(lang, 'close') });
    close.addEventListener('click', () => this.actions.closePanel());
    body.append(keys, el('div', { class: 'dialog-actions' }, close));
  }

  /**
   * Loads the dialogs' words of a language (English, should that fail): the host draws them once
   * this resolves, so that they speak the player's language from their first word.
   */
  prepare(lang: Language): Promise<void> {
    return loadDialogTexts(lang).catch(() => {});
  }

  /** Draws the dialogs the state opens, and closes the others. */
  render(snapshot: GameSnapshot, ui: UiState): void {
    const last = this.last;
    this.last = { ui, snapshot };
    const lang = ui.settings.language;
    const langChanged = last === null || last.ui.settings.language !== lang;
    if (langChanged || last.ui.won !== ui.won) this.drawWin(ui);
    this.win.sync(ui.won !== null);
    const ended = ui.ended !== null && ui.won === null && ui.panel === null;
    if (ended && (langChanged || last.ui.ended !== ui.ended || last.snapshot !== snapshot)) this.drawEnd(snapshot, ui);
    this.end.sync(ended);
    if (langChanged || last.ui.statistics !== ui.statistics || last.ui.confirmReset !== ui.confirmReset) {
      this.drawStatistics(ui);
      // Once the question is answered, the focus goes back to the section's reset button.
      const asked = last?.ui.confirmReset ?? null;
      if (asked !== null && ui.confirmReset === null)
        this.stats.body.querySelector<HTMLElement>(`[data-rule="${CSS.escape(asked)}"] .btn`)?.focus();
    }
    this.stats.sync(ui.panel === 'statistics' && ui.won === null);
    if (langChanged || last.ui.settings !== ui.settings) this.drawSettings(ui);
    this.settings.sync(ui.panel === 'settings' && ui.won === null);
    const movesOpen = ui.panel === 'moves' && ui.won === null;
    if (movesOpen && (langChanged || last.snapshot !== snapshot || last.ui.panel !== 'moves')) this.drawMoves(lang);
    this.moves.sync(movesOpen);
  }

  private drawWin(ui: UiState): void {
    const won = ui.won;
    if (won === null) return;
    const lang = ui.settings.language;
    const a = this.actions;
    const facts = el(
      'dl',
      { class: 'facts' },
      el('dt', {}, t(lang, 'score')),
      el('dd', { id: 'win-score' }, String(won.score)),
      el('dt', {}, t(lang, 'time')),
      el('dd', { id: 'win-time' }, formatClock(won.elapsedMs)),
      el('dt', {}, t(lang, 'moves')),
      el('dd', { id: 'win-moves' }, String(won.moves)),
    );
    const buttons = el(
      'div',
      { class: 'dialog-actions' },
      this.action('play-again', dt(lang, 'playAgain'), () => {
        a.dismissWin();
        a.restart();
      }),
      this.action('new-winnable', dt(lang, 'newWinnable'), () => {
        a.dismissWin();
        a.newGame(undefined, true);
      }),
      this.action('win-review', t(lang, 'review'), () => a.openReview()),
      this.action('win-close', t(lang, 'close'), () => a.dismissWin()),
    );
    const daily = won.daily ?? null;
    const dailyLine =
      daily === null
        ? []
        : [
            el(
              'p',
              { id: 'win-daily' },
              dt(lang, 'winDaily', { date: daily.date, days: count(lang, 'days', daily.streak) }),
            ),
          ];
    this.win.body.replaceChildren(el('h2', { id: 'win-title' }, dt(lang, 'winTitle')), facts, ...dailyLine, buttons);
  }

  /**
   * The end of a game over without a win: why (no legal move left, or no useful one), the score,
   * the moves and the cards home, and what can follow: Review (when the game may be reviewed),
   * Undo (when a move can be undone), New game, and Close to look at the table.
   */
  private drawEnd(snapshot: GameSnapshot, ui: UiState): void {
    const lang = ui.settings.language;
    const a = this.actions;
    const home = snapshot.foundations.reduce((sum, n) => sum + n, 0);
    const buttons: HTMLButtonElement[] = [];
    if (reviewable(snapshot, ui) === 'current')
      buttons.push(this.action('end-review', t(lang, 'review'), () => a.openReview()));
    if (canUndo(snapshot, ui))
      buttons.push(
        this.action('end-undo', t(lang, 'undo'), () => {
          a.dismissEnd();
          a.undo();
        }),
      );
    buttons.push(
      this.action('end-new', t(lang, 'newGame'), () => {
        a.dismissEnd();
        a.newGame();
      }),
      this.action('end-close', t(lang, 'close'), () => a.dismissEnd()),
    );
    const title = ui.ended?.reason === 'no-useful-move' ? 'endNoUsefulMove' : 'endNoMove';
    const summary = dt(lang, 'endSummary', {
      points: count(lang, 'points', snapshot.score),
      moves: count(lang, 'moves', snapshot.moveCount),
      home,
      cards: DECK_SIZE,
    });
    this.end.body.replaceChildren(
      el('h2', { id: 'end-title' }, dt(lang, title)),
      el('p', { id: 'end-summary' }, summary),
      el('div', { class: 'dialog-actions' }, ...buttons),
    );
  }

  private drawStatistics(ui: UiState): void {
    const lang = ui.settings.language;
    const all = ui.statistics;
    const a = this.actions;
    const keys = all === null ? [...NEW_GAME_RULES] : statsKeys(all);
    /** A section's Reset: the button, or the question it asks (saying what is forgotten) once pressed. */
    const resetOf = (key: string, question: string): HTMLElement => {
      if (ui.confirmReset === key)
        return el(
          'div',
          { class: 'confirm', role: 'alertdialog', 'aria-labelledby': `confirm-${key}` },
          el('p', { id: `confirm-${key}` }, question),
          el(
            'div',
            { class: 'dialog-actions' },
            this.action('reset-confirm', dt(lang, 'resetYes'), () => a.confirmReset()),
            this.action('reset-cancel', dt(lang, 'resetNo'), () => a.cancelReset()),
          ),
        );
      const button = this.action(`reset-${key}`, dt(lang, 'resetStats'), () => a.askReset(key));
      button.dataset.reset = key;
      return button;
    };
    const sections = keys.map((key) => {
      const stats = all?.rules[key];
      const name = statsName(key, lang);
      const reset = resetOf(key, dt(lang, 'resetConfirm', { name }));
      return el(
        'section',
        { class: 'rule-stats', 'data-rule': key },
        el('h3', {}, name),
        stats ? statsList(stats, lang, key) : el('p', {}, dt(lang, 'statsUnavailable')),
        reset,
      );
    });
    const daily = ui.daily;
    if (daily !== null) {
      const rows: [DialogTextKey, number][] = [
        ['dailyWon', daily.won],
        ['dailyCurrentStreak', daily.current],
        ['dailyBestStreak', daily.best],
      ];
      const list = el('dl', { class: 'facts' });
      for (const [key, value] of rows)
        list.append(el('dt', {}, dt(lang, key)), el('dd', { 'data-stat': `daily-${key}` }, String(value)));
      sections.push(
        el(
          'section',
          { class: 'rule-stats', 'data-rule': DAILY_STATS },
          el('h3', {}, t(lang, 'dailyDeal')),
          list,
          resetOf(DAILY_STATS, dt(lang, 'resetDailyConfirm')),
        ),
      );
    }
    this.stats.body.replaceChildren(
      el('h2', { id: 'stats-dialog-title' }, t(lang, 'statistics')),
      ...sections,
      el(
        'div',
        { class: 'dialog-actions' },
        this.action('stats-close', t(lang, 'close'), () => a.closePanel()),
      ),
    );
    // The question takes the focus, on its safe answer; once answered, the focus goes back to the section.
    if (ui.confirmReset !== null) this.stats.body.querySelector<HTMLElement>('#reset-cancel')?.focus();
  }

  private drawSettings(ui: UiState): void {
    const lang = ui.settings.language;
    for (const { node, words } of this.settingsLabels) node.textContent = words(lang);
    for (const [key, control] of this.controls) {
      const value = ui.settings[key];
      if (control instanceof HTMLInputElement) control.checked = value === true;
      else {
        const choice = SETTINGS[key] as ChoiceSetting<unknown>;
        control.replaceChildren(
          ...choice.values.map((v) =>
            el(
              'option',
              { value: String(v), ...(key === 'language' ? { lang: String(v) } : {}) },
              choice.name(v, lang),
            ),
          ),
        );
        control.value = String(value);
      }
    }
  }

  private drawMoves(lang: Language): void {
    const items = this.moveList().map((placed) => el('li', {}, describePlacedMove(placed, lang)));
    const close = this.action('moves-close', t(lang, 'close'), () => this.actions.closePanel());
    this.movesList.replaceChildren(...items);
    this.moves.body.replaceChildren(
      el('h2', { id: 'move-log-title' }, t(lang, 'moveList')),
      this.movesList,
      el('div', { class: 'dialog-actions' }, close),
    );
  }
}

/** The name of a rule's statistics, or a kind of game's: the rule, with its house options when they are not the page's own. */
function statsName(key: StatsKey, lang: Language): string {
  const kind = parseStatsKey(key);
  if (kind === null) return key;
  const rule = SETTINGS.newGameRule.name(kind.rule, lang);
  return key === kind.rule ? rule : `${rule} — ${describeOptions(kind.options, lang)}`;
}

/** One rule's statistics as a definition list. */
function statsList(stats: RuleStats, lang: Language, rule: string): HTMLElement {
  const rate = winRate(stats);
  const rows: [DialogTextKey, string][] = [
    ['gamesPlayed', String(stats.played)],
    ['gamesWon', String(stats.won)],
    ['winRate', rate === null ? '—' : percentText(lang, rate)],
    ['currentStreak', String(stats.currentStreak)],
    ['bestStreak', String(stats.bestStreak)],
    ['bestTime', stats.bestTimeMs === null ? '—' : formatClock(stats.bestTimeMs)],
    ['fewestMoves', stats.fewestMoves === null ? '—' : String(stats.fewestMoves)],
  ];
  const list = el('dl', { class: 'facts' });
  for (const [key, value] of rows)
    list.append(el('dt', {}, dt(lang, key)), el('dd', { 'data-stat': `${rule}-${key}` }, value));
  return list;
}
