/**
 * Everything around the table: the game bar (score, time, moves, code), the buttons, the menu with
 * the less used actions (rule, game code, settings, move list, statistics), the status line and the
 * live region that screen readers hear. On small screens the less used actions fold into the menu,
 * and the status line keeps its height, so that no message ever moves the table.
 * @module
 */
import {
  type GameSnapshot,
  type Language,
  LANGUAGES,
  classic,
  formatClock,
  makePlacedMove,
  moveLog,
  relaxed,
  ruleSetName,
} from '@russian-solitaire/engine';
import { MESSAGES } from '@russian-solitaire/engine/messages';
import type { GameController, UiState } from './controller.js';
import { el } from './dom.js';
import { LANGUAGE_NAMES, type TextKey, t } from './i18n.js';

/** The settings shown as checkboxes. */
const CHECKBOX_SETTINGS = ['interactiveRules', 'twoClick', 'autoOnDrop', 'fullInfoHints', 'winnableOnly'] as const;
type CheckboxSetting = (typeof CHECKBOX_SETTINGS)[number];

/** What the chrome asks of the page besides the controller's actions. */
export interface ChromeActions {
  /** Opens the statistics. */
  readonly showStatistics: () => void;
}

/** The game bar, the buttons, the menu and the status line. */
export class Chrome {
  /** The header (game bar and buttons). */
  readonly header: HTMLElement;
  /** The status line (messages and the verdict), which keeps its height. */
  readonly status: HTMLElement;
  private readonly labelled: { node: HTMLElement; key: TextKey; attr: string | null }[] = [];
  private readonly buttons: Record<string, HTMLButtonElement> = {};
  private readonly checkboxes: Partial<Record<CheckboxSetting, HTMLInputElement>> = {};
  private readonly scoreEl: HTMLElement;
  private readonly timeEl: HTMLElement;
  private readonly movesEl: HTMLElement;
  private readonly codeEl: HTMLElement;
  private readonly ruleEl: HTMLElement;
  private readonly ruleSelect: HTMLSelectElement;
  private readonly languageSelect: HTMLSelectElement;
  private readonly codeInput: HTMLInputElement;
  private readonly tools: HTMLElement;
  private readonly movesPanel: HTMLDetailsElement;
  private readonly movesList: HTMLOListElement;
  private readonly messageEl: HTMLElement;
  private readonly verdictEl: HTMLElement;
  private readonly announceEl: HTMLElement;
  private lastAnnouncement = 0;
  private language: Language | null = null;

  constructor(
    private readonly controller: GameController,
    actions: ChromeActions,
  ) {
    const c = controller;
    this.header = el('header', { class: 'bar' });
    const title = this.label(el('h1', { class: 'title' }), 'title');
    const stats = this.label(el('section', { id: 'stats', class: 'stats' }), 'gameBar', 'aria-label');
    const stat = (id: string, key: TextKey): HTMLElement => {
      const value = el('span', { id, class: 'value' });
      stats.append(el('div', { class: 'stat' }, this.label(el('span', { class: 'label' }), key), value));
      return value;
    };
    this.scoreEl = stat('score', 'score');
    this.timeEl = stat('time', 'time');
    this.movesEl = stat('moves', 'moves');
    this.codeEl = el('output', { id: 'code', class: 'value code' });
    this.ruleEl = el('span', { id: 'rule-name', class: 'rule-name' });
    stats.append(
      el(
        'div',
        { class: 'stat stat-code' },
        this.label(el('span', { class: 'label' }), 'code'),
        this.codeEl,
        this.ruleEl,
      ),
    );

    this.tools = el('nav', { class: 'tools' });
    const primary = el('div', { class: 'primary' });
    primary.append(
      this.button('undo', 'undo', () => c.undo(), 'U Control+Z'),
      this.button('redo', 'redo', () => c.redo(), 'R Control+Y'),
      this.button('hint', 'hint', () => void c.askHint(), 'H'),
      this.button('finish', 'finish', () => c.finish()),
    );
    const menuToggle = this.button('menu', 'menu', () => this.toggleMenu());
    menuToggle.setAttribute('aria-expanded', 'false');
    menuToggle.setAttribute('aria-controls', 'more');
    primary.append(menuToggle);

    const more = el('div', { id: 'more', class: 'more' });
    this.ruleSelect = this.label(el('select', { id: 'new-rule', class: 'select' }), 'rule', 'aria-label');
    this.ruleSelect.addEventListener('change', () => {
      c.updateSettings({ newGameRule: this.ruleSelect.value === 'R' ? 'R' : 'C' });
    });
    more.append(
      this.button('restart', 'restart', () => {
        this.closeMenu();
        c.restart();
      }),
      el(
        'span',
        { class: 'group' },
        this.ruleSelect,
        this.button('new', 'newGame', () => {
          this.closeMenu();
          void c.newGame();
        }),
      ),
    );
    const form = el('form', { id: 'code-form', class: 'group' });
    this.codeInput = this.label(
      el('input', {
        id: 'code-input',
        type: 'text',
        placeholder: 'RU1-C-AAAAABB',
        autocomplete: 'off',
        spellcheck: 'false',
        size: '14',
      }),
      'codeInput',
      'aria-label',
    );
    const play = this.label(el('button', { type: 'submit', id: 'play-code', class: 'btn' }), 'playCode');
    form.append(
      this.codeInput,
      play,
      this.button('copy', 'copyCode', () => void this.copyCode()),
    );
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      if (c.playCode(this.codeInput.value)) {
        this.codeInput.value = '';
        this.closeMenu();
      }
    });
    more.append(form);
    more.append(
      this.button('statistics', 'statistics', () => {
        this.closeMenu();
        actions.showStatistics();
      }),
    );

    const settings = el('details', { id: 'settings', class: 'settings' });
    settings.append(this.label(el('summary'), 'settings'));
    const panel = el('div', { class: 'panel' });
    this.languageSelect = this.label(el('select', { id: 'language', class: 'select' }), 'language', 'aria-label');
    for (const lang of LANGUAGES) this.languageSelect.append(el('option', { value: lang, lang }, LANGUAGE_NAMES[lang]));
    this.languageSelect.addEventListener('change', () => {
      const lang = LANGUAGES.find((l) => l === this.languageSelect.value) ?? 'en';
      c.updateSettings({ language: lang });
    });
    panel.append(el('label', { class: 'row' }, this.label(el('span'), 'language'), this.languageSelect));
    for (const key of CHECKBOX_SETTINGS) {
      const box = el('input', { type: 'checkbox', id: `opt-${key}` });
      box.addEventListener('change', () => c.updateSettings({ [key]: box.checked }));
      this.checkboxes[key] = box;
      panel.append(el('label', { class: 'row' }, box, this.label(el('span'), key)));
    }
    panel.append(this.label(el('p', { class: 'keys' }), 'keysHelp'));
    settings.append(panel);
    more.append(settings);
    this.movesPanel = el('details', { id: 'move-log', class: 'settings moves' });
    this.movesPanel.append(this.label(el('summary'), 'moveList'));
    this.movesList = el('ol', { id: 'move-list', class: 'move-list' });
    this.movesPanel.append(this.movesList);
    this.movesPanel.addEventListener('toggle', () => this.renderMoves());
    more.append(this.movesPanel);
    this.tools.append(primary, more);
    // The menu folds away on a click outside it and on Escape.
    document.addEventListener('pointerdown', (e) => {
      if (this.tools.classList.contains('open') && !this.tools.contains(e.target as Node)) this.closeMenu();
    });
    this.tools.addEventListener('keydown', (e) => {
      if (e.key === 'Escape' && this.tools.classList.contains('open')) {
        this.closeMenu();
        this.buttons.menu!.focus();
        e.stopPropagation();
      }
    });
    this.header.append(title, stats, this.tools);

    this.messageEl = el('p', { id: 'message', class: 'message' });
    this.verdictEl = el('p', { id: 'verdict', class: 'message verdict' });
    this.status = el('div', { class: 'status' }, this.messageEl, this.verdictEl);
    // A message cut short shows whole while pressed on (over the table, which does not move).
    this.status.addEventListener('click', () => this.status.classList.toggle('expanded'));
    // Screen readers hear every move and refusal here; the status line is for the eyes.
    this.announceEl = el('p', { id: 'announce', class: 'visually-hidden', 'aria-live': 'polite' });
    this.status.append(this.announceEl);
  }

  /** Registers an element whose text (or attribute) is an interface text, redone on language change. */
  private label<T extends HTMLElement>(node: T, key: TextKey, attr: string | null = null): T {
    this.labelled.push({ node, key, attr });
    return node;
  }

  private button(id: string, key: TextKey, onClick: () => void, shortcut = ''): HTMLButtonElement {
    const b = this.label(el('button', { type: 'button', id, class: 'btn' }), key);
    if (shortcut) b.setAttribute('aria-keyshortcuts', shortcut);
    b.addEventListener('click', onClick);
    this.buttons[id] = b;
    return b;
  }

  private toggleMenu(): void {
    const open = !this.tools.classList.contains('open');
    this.tools.classList.toggle('open', open);
    this.buttons.menu!.setAttribute('aria-expanded', String(open));
  }

  /** Folds the menu away (on small screens). */
  closeMenu(): void {
    this.tools.classList.remove('open');
    this.buttons.menu!.setAttribute('aria-expanded', 'false');
  }

  private async copyCode(): Promise<void> {
    const code = this.controller.game.code;
    if (code === null) return;
    let copied = false;
    try {
      await navigator.clipboard.writeText(code);
      copied = true;
    } catch {
      this.codeInput.value = code;
      this.codeInput.select();
    }
    this.controller.say('notice', (lang) => t(lang, copied ? 'copied' : 'copyFailed', { code }));
  }

  private applyLanguage(lang: Language): void {
    this.language = lang;
    document.documentElement.lang = lang;
    document.title = t(lang, 'title');
    for (const { node, key, attr } of this.labelled) {
      if (attr) node.setAttribute(attr, t(lang, key));
      else node.textContent = t(lang, key);
    }
    this.ruleSelect.replaceChildren(
      el('option', { value: 'C' }, ruleSetName(classic, MESSAGES[lang])),
      el('option', { value: 'R' }, ruleSetName(relaxed, MESSAGES[lang])),
    );
  }

  /**
   * The move list: every move still played, in the engine's placed-move text (`3:8H-5`, `F:AS-2`
   * for a take-back). Made from the engine's `moveLog` while the panel is open only.
   */
  private renderMoves(): void {
    if (!this.movesPanel.open) return;
    const items = moveLog(this.controller.game).map((entry) => el('li', {}, makePlacedMove(entry)));
    this.movesList.replaceChildren(...items);
  }

  /** Draws the game bar, the buttons and the status line. */
  render(snapshot: GameSnapshot, ui: UiState, canHint: boolean): void {
    const c = this.controller;
    const lang = c.settings.language;
    if (lang !== this.language) this.applyLanguage(lang);
    this.ruleSelect.value = c.settings.newGameRule;
    this.languageSelect.value = lang;
    for (const [key, box] of Object.entries(this.checkboxes)) box.checked = c.settings[key as CheckboxSetting];
    this.renderMoves();
    this.scoreEl.textContent = String(snapshot.score);
    this.movesEl.textContent = String(snapshot.moveCount);
    this.codeEl.textContent = snapshot.code ?? '—';
    this.ruleEl.textContent = ruleSetName(snapshot.ruleSet, MESSAGES[lang]);
    this.renderClock();
    const b = this.buttons;
    b.undo!.disabled = !ui.canUndo;
    b.redo!.disabled = !snapshot.canRedo || snapshot.isWon;
    b.hint!.disabled = ui.hintBusy || snapshot.isWon || !canHint;
    b.hint!.classList.toggle('busy', ui.hintBusy);
    b.copy!.disabled = snapshot.code === null;
    b.new!.disabled = ui.dealing;
    b.new!.classList.toggle('busy', ui.dealing);
    const canFinish = ui.verdict?.status === 'solved' && !snapshot.isWon;
    b.finish!.hidden = !canFinish;
    b.finish!.disabled = !canFinish || ui.finishing;

    const verdict = snapshot.isWon ? '' : verdictText(ui, lang);
    if (this.verdictEl.textContent !== verdict) this.verdictEl.textContent = verdict;
    this.verdictEl.dataset.status = ui.verdict?.status ?? '';
    const text = ui.message ? ui.message.text(lang) : '';
    if (this.messageEl.textContent !== text) {
      this.messageEl.textContent = text;
      this.status.classList.remove('expanded');
    }
    this.messageEl.title = text;
    this.messageEl.dataset.kind = ui.message?.kind ?? '';
    // One line shows at a time: the message, or else the verdict.
    this.verdictEl.hidden = verdict === '' || text !== '';
    this.messageEl.hidden = text === '' && verdict !== '';
    if (ui.announcement !== null && ui.announcement.id !== this.lastAnnouncement) {
      this.lastAnnouncement = ui.announcement.id;
      this.announceEl.textContent = ui.announcement.text(lang);
    }
  }

  /** Draws the clock. */
  renderClock(): void {
    const text = formatClock(this.controller.game.elapsedMs);
    if (this.timeEl.textContent !== text) this.timeEl.textContent = text;
  }
}

function verdictText(ui: UiState, lang: Language): string {
  if (ui.verdict === null) return '';
  const key: TextKey =
    ui.verdict.status === 'solved'
      ? 'allFaceUpWinnable'
      : ui.verdict.status === 'unsolvable'
        ? 'allFaceUpLost'
        : 'allFaceUpUnknown';
  return t(lang, key);
}
