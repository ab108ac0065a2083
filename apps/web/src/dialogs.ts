/**
 * The page's dialogs: the win screen (score, time and moves, with Play again and New winnable
 * deal) and the statistics of each rule, with a reset.
 * @module
 */
import { type Language, classic, formatClock, relaxed, ruleSetName } from '@russian-solitaire/engine';
import { MESSAGES } from '@russian-solitaire/engine/messages';
import type { GameController, UiState, WinSummary } from './controller.js';
import { el } from './dom.js';
import { type TextKey, t } from './i18n.js';
import { NEW_GAME_RULES, type NewGameRule } from './storage.js';
import { type RuleStats, type Statistics, winRate } from './stats.js';

/** Where the statistics come from and go. */
export interface StatisticsSource {
  /** The statistics as stored now. */
  readonly read: () => Statistics;
  /** Clears one rule's statistics; returns them as they are after. */
  readonly reset: (rule: NewGameRule) => Statistics;
}

/** The page's dialogs: the win screen and the statistics. */
export class Dialogs {
  /** The win screen. */
  readonly element: HTMLDialogElement;
  /** The statistics dialog. */
  readonly statsElement: HTMLDialogElement;
  private readonly winBody: HTMLElement;
  private readonly statsBody: HTMLElement;
  private shown: WinSummary | null = null;

  constructor(
    private readonly controller: GameController,
    private readonly statistics: StatisticsSource | null,
  ) {
    this.winBody = el('div', { class: 'dialog-body' });
    this.element = el('dialog', { id: 'win', class: 'dialog', 'aria-labelledby': 'win-title' });
    this.element.addEventListener('close', () => controller.dismissWin());
    this.statsBody = el('div', { class: 'dialog-body' });
    this.statsElement = el('dialog', { id: 'stats-dialog', class: 'dialog', 'aria-labelledby': 'stats-title' });
    this.statsElement.append(this.statsBody);
    this.element.append(this.winBody);
  }

  private get lang(): Language {
    return this.controller.settings.language;
  }

  private action(id: string, key: TextKey, run: () => void): HTMLButtonElement {
    const b = el('button', { type: 'button', id, class: 'btn' }, t(this.lang, key));
    b.addEventListener('click', run);
    return b;
  }

  /** Shows or closes the win screen as the page's state says. */
  render(ui: UiState): void {
    if (ui.won === this.shown) return;
    this.shown = ui.won;
    if (ui.won === null) {
      if (this.element.open) this.element.close();
      return;
    }
    const lang = this.lang;
    const won = ui.won;
    const c = this.controller;
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
      this.action('play-again', 'playAgain', () => {
        this.element.close();
        c.restart();
      }),
      this.action('new-winnable', 'newWinnable', () => {
        this.element.close();
        void c.newGame(undefined, true);
      }),
      this.action('win-close', 'close', () => this.element.close()),
    );
    this.winBody.replaceChildren(el('h2', { id: 'win-title' }, t(lang, 'winTitle')), facts, buttons);
    if (!this.element.open) this.element.showModal();
  }

  /** Opens the statistics. */
  showStatistics(): void {
    this.drawStatistics();
    if (!this.statsElement.open) this.statsElement.showModal();
  }

  private drawStatistics(): void {
    const lang = this.lang;
    const all = this.statistics?.read() ?? null;
    const sections = NEW_GAME_RULES.map((rule) => {
      const stats = all?.rules[rule];
      return el(
        'section',
        { class: 'rule-stats', 'data-rule': rule },
        el('h3', {}, ruleSetName(rule === 'C' ? classic : relaxed, MESSAGES[lang])),
        stats ? statsList(stats, lang, rule) : el('p', {}, t(lang, 'statsUnavailable')),
        this.action(`reset-${rule}`, 'resetStats', () => {
          this.statistics?.reset(rule);
          this.drawStatistics();
        }),
      );
    });
    this.statsBody.replaceChildren(
      el('h2', { id: 'stats-title' }, t(lang, 'statistics')),
      ...sections,
      el(
        'div',
        { class: 'dialog-actions' },
        this.action('stats-close', 'close', () => this.statsElement.close()),
      ),
    );
  }
}

/** One rule's statistics as a definition list. */
function statsList(stats: RuleStats, lang: Language, rule: NewGameRule): HTMLElement {
  const rate = winRate(stats);
  const rows: [TextKey, string][] = [
    ['gamesPlayed', String(stats.played)],
    ['gamesWon', String(stats.won)],
    ['winRate', rate === null ? '—' : `${Math.round(rate * 100)} %`],
    ['currentStreak', String(stats.currentStreak)],
    ['bestStreak', String(stats.bestStreak)],
    ['bestScore', stats.bestScore === null ? '—' : String(stats.bestScore)],
    ['bestTime', stats.bestTimeMs === null ? '—' : formatClock(stats.bestTimeMs)],
  ];
  const list = el('dl', { class: 'facts' });
  for (const [key, value] of rows)
    list.append(el('dt', {}, t(lang, key)), el('dd', { 'data-stat': `${rule}-${key}` }, value));
  return list;
}
