/**
 * Everything around the table: the game bar (score, time, moves, code), the toolbar, the menu with
 * the less used actions (rule and new game, game code, statistics, settings, move list, the review
 * of the game last left), the review of a game that is over, the status line and the live region
 * that screen readers hear.
 *
 * The header takes at most two rows in every language and on every screen: {@link Chrome.fit}
 * measures it and folds the less used actions into the menu when they do not fit beside the
 * others, then shows the buttons as icons alone (their names stay for screen readers) when even
 * that is too wide. The status line keeps its height, so that no message ever moves the table.
 * @module
 */
import { type GameSnapshot, type Language, formatClock } from '@russian-solitaire/engine';
import type { Actions } from '../state/actions.js';
import { el } from './dom.js';
import { type TextKey, isLoaded, t } from '../texts/i18n.js';
import { SETTINGS } from '../state/settings.js';
import { type UiState, canFinish, canUndo, reviewable } from '../state/ui-state.js';

/** How much the header folds: nothing, the less used actions into the menu, and the button labels too. */
export const FOLDS = ['none', 'menu', 'icons'] as const;
/** A level of {@link FOLDS}. */
export type Fold = (typeof FOLDS)[number];

/** The most rows the header may take. */
export const MAX_HEADER_ROWS = 2;

/**
 * The least font size of a message, in CSS pixels: a message longer than the status line's lines
 * at its own size is drawn smaller, down to this, so that it shows whole.
 */
export const MIN_MESSAGE_FONT = 11;

/** The screens on which the less used actions always fold into the menu: small, or short. */
const FOLDED_SCREENS = '(max-width: 700px), (max-height: 760px)';

/** The player's actions that the chrome's buttons, menu and code form call. */
export const CHROME_ACTIONS = [
  'undo',
  'redo',
  'askHint',
  'finish',
  'openReview',
  'togglePanel',
  'openPanel',
  'closePanel',
  'changeSettings',
  'playCode',
  'restart',
  'newGame',
  'dailyGame',
  'copyCode',
  'shareGame',
] as const satisfies readonly (keyof Actions)[];

/** What the chrome asks of the player's actions (`actions.ts`). */
export type ChromeActions = Pick<Actions, (typeof CHROME_ACTIONS)[number]>;

/** The game bar, the toolbar, the menu and the status line. */
export class Chrome {
  /** The header (game bar and toolbar). */
  readonly header: HTMLElement;
  /** The status line (messages and the verdict), which keeps its height. */
  readonly status: HTMLElement;
  private readonly labelled: { node: HTMLElement; key: TextKey; attr: string | null }[] = [];
  private readonly buttons: Record<string, HTMLButtonElement> = {};
  private readonly scoreEl: HTMLElement;
  private readonly timeEl: HTMLElement;
  private readonly movesEl: HTMLElement;
  private readonly codeEl: HTMLElement;
  private readonly ruleEl: HTMLElement;
  private readonly ruleSelect: HTMLSelectElement;
  private readonly codeInput: HTMLInputElement;
  private readonly tools: HTMLElement;
  private readonly more: HTMLElement;
  private readonly messageEl: HTMLElement;
  /** The button of a first visit's offer of How to play, shown after the offer's words. */
  private readonly offerButton: HTMLButtonElement;
  /** The message drawn last: its words and kind. */
  private drawnMessage = '';
  private readonly verdictEl: HTMLElement;
  private readonly announceEl: HTMLElement;
  private lastAnnouncement = 0;
  private language: Language | null = null;
  private fold: Fold = 'none';

  /**
   * @param actions - the player's actions
   * @param elapsedMs - the playing time now (the clock runs between drawings)
   */
  constructor(
    actions: ChromeActions,
    private readonly elapsedMs: () => number,
  ) {
    const a = actions;
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
    const menu = this.button('menu', 'menu', '☰', () => a.togglePanel('menu'));
    menu.setAttribute('aria-expanded', 'false');
    menu.setAttribute('aria-controls', 'more');
    primary.append(
      this.button('undo', 'undo', '↶', () => a.undo(), 'U Control+Z'),
      this.button('redo', 'redo', '↷', () => a.redo(), 'R Control+Y'),
      this.button('hint', 'hint', '?', () => a.askHint(), 'H'),
      this.button('finish', 'finish', '»', () => a.finish()),
      // Shown once the game is over (won, or no legal move left), in Finish's place.
      this.button('review', 'review', '⌕', () => a.openReview()),
      menu,
    );

    this.more = el('div', { id: 'more', class: 'more' });
    const rule = SETTINGS.newGameRule;
    this.ruleSelect = this.label(el('select', { id: 'new-rule', class: 'select' }), 'rule', 'aria-label');
    this.ruleSelect.addEventListener('change', () => {
      const value = rule.values.find((v) => v === this.ruleSelect.value);
      if (value !== undefined) a.changeSettings({ newGameRule: value });
    });
    const form = el('form', { id: 'code-form', class: 'group code-group' });
    this.codeInput = this.label(
      el('input', {
        id: 'code-input',
        type: 'text',
        placeholder: 'RU1-C-AAAAABB',
        autocomplete: 'off',
        spellcheck: 'false',
      }),
      'codeInput',
      'aria-label',
    );
    const play = this.label(el('button', { type: 'submit', id: 'play-code', class: 'btn' }), 'playCode');
    form.append(this.codeInput, play);
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      if (a.playCode(this.codeInput.value)) {
        this.codeInput.value = '';
        a.closePanel();
      }
    });
    this.more.append(
      this.button('restart', 'restart', '', () => {
        a.closePanel();
        a.restart();
      }),
      el(
        'span',
        { class: 'group' },
        this.ruleSelect,
        this.button('new', 'newGame', '', () => {
          a.closePanel();
          a.newGame();
        }),
      ),
      this.button('daily', 'dailyDeal', '', () => {
        a.closePanel();
        a.dailyGame();
      }),
      form,
      this.button('copy', 'copyCode', '', () => a.copyCode()),
      this.button('share', 'share', '', () => a.shareGame()),
      this.button('statistics', 'statistics', '', () => a.openPanel('statistics')),
      this.button('open-settings', 'settings', '', () => a.openPanel('settings')),
      this.button('open-moves', 'moveList', '', () => a.openPanel('moves')),
      this.button('open-rules', 'howToPlay', '', () => a.openPanel('rules')),
      this.button('review-last', 'reviewLast', '', () => a.openReview()),
    );
    this.tools.append(primary, this.more);
    // The menu folds away on a click or tap outside it and on Escape, and the focus goes back to its button.
    document.addEventListener('pointerdown', (e) => {
      if (this.menuOpen && !this.tools.contains(e.target as Node)) a.closePanel();
    });
    document.addEventListener('keydown', (e) => {
      if (e.key === 'Escape' && this.menuOpen) {
        a.closePanel();
        this.buttons.menu!.focus();
        e.stopImmediatePropagation();
      }
    });
    this.header.append(title, stats, this.tools);

    this.messageEl = el('p', { id: 'message', class: 'message' });
    this.offerButton = this.button('rules-offer', 'howToPlay', '', () => a.openPanel('rules'));
    this.verdictEl = el('p', { id: 'verdict', class: 'message verdict' });
    this.status = el('div', { class: 'status' }, this.messageEl, this.verdictEl);
    // A message too long even at its least size (its end marked "…") shows whole while pressed on,
    // over the table, which does not move.
    this.status.addEventListener('click', () => {
      if (this.status.classList.contains('expanded') || this.status.querySelector('.clipped') !== null)
        this.status.classList.toggle('expanded');
    });
    // Screen readers hear every move and refusal here; the status line is for the eyes.
    this.announceEl = el('p', { id: 'announce', class: 'visually-hidden', 'aria-live': 'polite' });
    this.status.append(this.announceEl);
  }

  /**
   * Where the focus goes when a dialog closes and the button that opened it is hidden: the menu
   * button, or where the toolbar shows every action (no menu button), Review when it shows: it
   * takes the place of Finish, which opened the win screen and went with the game.
   */
  focusTarget(): HTMLElement | null {
    const shown = (b: HTMLElement): boolean => b.getClientRects().length > 0;
    return [this.buttons.menu!, this.buttons.review!].find(shown) ?? null;
  }

  private get menuOpen(): boolean {
    return this.tools.classList.contains('open');
  }

  /** Registers an element whose text (or attribute) is an interface text, redone on language change. */
  private label<T extends HTMLElement>(node: T, key: TextKey, attr: string | null = null): T {
    this.labelled.push({ node, key, attr });
    return node;
  }

  /** A button with a label, an icon shown when the header folds to icons (if any) and a shortcut. */
  private button(id: string, key: TextKey, icon: string, onClick: () => void, shortcut = ''): HTMLButtonElement {
    const text = this.label(el('span', { class: 'btn-label' }), key);
    const b = el('button', { type: 'button', id, class: 'btn' });
    if (icon !== '') {
      b.append(el('span', { class: 'btn-icon', 'aria-hidden': 'true' }, icon));
      this.label(b, key, 'title');
    }
    b.append(text);
    if (shortcut) b.setAttribute('aria-keyshortcuts', shortcut);
    b.addEventListener('click', onClick);
    this.buttons[id] = b;
    return b;
  }

  private applyLanguage(lang: Language): void {
    this.language = lang;
    // The texts are English while the language's chunk is not loaded (it could not be fetched): so is the page's language.
    document.documentElement.lang = isLoaded(lang) ? lang : 'en';
    document.title = t(lang, 'title');
    for (const { node, key, attr } of this.labelled) {
      if (attr) node.setAttribute(attr, t(lang, key));
      else node.textContent = t(lang, key);
    }
    const rule = SETTINGS.newGameRule;
    this.ruleSelect.replaceChildren(...rule.values.map((v) => el('option', { value: v }, rule.name(v, lang))));
  }

  /** Draws the game bar, the buttons, the menu and the status line. */
  render(snapshot: GameSnapshot, ui: UiState, canHint: boolean): void {
    const lang = ui.settings.language;
    if (lang !== this.language) this.applyLanguage(lang);
    this.ruleSelect.value = ui.settings.newGameRule;
    const open = ui.panel === 'menu';
    this.tools.classList.toggle('open', open);
    this.buttons.menu!.setAttribute('aria-expanded', String(open));
    this.scoreEl.textContent = String(snapshot.score);
    this.movesEl.textContent = String(snapshot.moveCount);
    this.codeEl.textContent = snapshot.gameCode ?? '—';
    this.ruleEl.textContent = SETTINGS.newGameRule.name(snapshot.ruleSet.id === 'relaxed' ? 'R' : 'C', lang);
    this.renderClock();
    const b = this.buttons;
    b.undo!.disabled = !canUndo(snapshot, ui);
    b.redo!.disabled = !snapshot.canRedo || snapshot.isWon;
    b.hint!.disabled = ui.hintRequest !== null || snapshot.isWon || !canHint;
    b.hint!.classList.toggle('busy', ui.hintRequest !== null);
    b.copy!.disabled = snapshot.gameCode === null;
    b.share!.disabled = snapshot.gameCode === null;
    b.new!.disabled = ui.dealing;
    b.new!.classList.toggle('busy', ui.dealing);
    b.daily!.disabled = ui.dealing || !canHint;
    const finish = canFinish(snapshot, ui);
    b.finish!.hidden = !finish;
    b.finish!.disabled = !finish || ui.finishing;
    const review = reviewable(snapshot, ui);
    b.review!.hidden = review !== 'current';
    b['review-last']!.hidden = review !== 'last';

    const verdict = snapshot.isWon ? '' : verdictText(ui, lang);
    const text = ui.message ? ui.message.text(lang) : '';
    const kind = ui.message?.kind ?? '';
    const drawn = `${kind}:${text}`;
    const changed = this.drawnMessage !== drawn || this.verdictEl.textContent !== verdict;
    if (this.verdictEl.textContent !== verdict) this.verdictEl.textContent = verdict;
    this.verdictEl.dataset.status = ui.verdict?.result?.status ?? '';
    if (this.drawnMessage !== drawn) {
      this.drawnMessage = drawn;
      // An offer (How to play, on a first visit) shows its button after its words.
      if (kind === 'offer') this.messageEl.replaceChildren(text, ' ', this.offerButton);
      else this.messageEl.textContent = text;
    }
    this.messageEl.title = text;
    this.messageEl.dataset.kind = kind;
    // One line shows at a time: the message, or else the verdict.
    this.verdictEl.hidden = verdict === '' || text !== '';
    this.messageEl.hidden = text === '' && verdict !== '';
    if (changed) {
      this.status.classList.remove('expanded');
      this.fitMessages();
    }
    if (ui.announcement !== null && ui.announcement.id !== this.lastAnnouncement) {
      this.lastAnnouncement = ui.announcement.id;
      this.announceEl.textContent = ui.announcement.text(lang);
    }
  }

  /** Draws the clock. */
  renderClock(): void {
    const text = formatClock(this.elapsedMs());
    if (this.timeEl.textContent !== text) this.timeEl.textContent = text;
  }

  /**
   * Folds the header as little as lets it fit in {@link MAX_HEADER_ROWS} rows and the width, by
   * measuring it (after a resize or a change of language). Small screens and short windows always
   * fold the menu, and fold further when that saves a row: there the table needs every row.
   */
  fit(): void {
    this.fitMessages();
    if (!matchMedia(FOLDED_SCREENS).matches) {
      for (const fold of FOLDS) {
        this.setFold(fold);
        if (this.rows() <= MAX_HEADER_ROWS) return;
      }
      return;
    }
    this.setFold('menu');
    const withLabels = this.rows();
    this.setFold('icons');
    if (this.rows() >= withLabels) this.setFold('menu');
  }

  /**
   * Fits the message and the verdict into the status line's lines, by measuring them: one that is
   * longer than the lines at the message's own size is drawn smaller, down to
   * {@link MIN_MESSAGE_FONT}; one longer even then shows as many whole lines as fit, its end marked
   * (`clipped`), and whole while the status line is pressed on.
   */
  private fitMessages(): void {
    for (const node of [this.messageEl, this.verdictEl]) {
      node.style.fontSize = '';
      node.style.removeProperty('-webkit-line-clamp');
      node.classList.remove('clipped');
      if (node.hidden || node.textContent === '') continue;
      const overflows = (): boolean => node.scrollHeight > node.clientHeight + 1;
      let size = Number.parseFloat(getComputedStyle(node).fontSize);
      while (overflows() && size > MIN_MESSAGE_FONT) {
        size = Math.max(MIN_MESSAGE_FONT, size - 0.5);
        node.style.fontSize = `${size}px`;
      }
      if (!overflows()) continue;
      const style = getComputedStyle(node);
      const room = node.clientHeight - Number.parseFloat(style.paddingTop) - Number.parseFloat(style.paddingBottom);
      node.style.setProperty(
        '-webkit-line-clamp',
        String(Math.max(1, Math.floor(room / Number.parseFloat(style.lineHeight)))),
      );
      node.classList.add('clipped');
    }
  }

  private setFold(fold: Fold): void {
    this.fold = fold;
    this.header.dataset.fold = fold;
  }

  /** How the header is folded now. */
  get folded(): Fold {
    return this.fold;
  }

  /** The rows the header takes now (infinitely many when it overflows the width). */
  private rows(): number {
    const header = this.header;
    // Measured with Finish and Review last game on show, so that the header keeps its rows when they
    // appear (Review takes Finish's place: it shows once the game is over, when Finish cannot).
    const finish = this.buttons.finish!;
    const review = this.buttons.review!;
    const last = this.buttons['review-last']!;
    const hidden = [finish.hidden, review.hidden, last.hidden] as const;
    finish.hidden = false;
    review.hidden = true;
    last.hidden = false;
    // Folded, the menu's actions drop down from the header rather than sit in it.
    const selector = this.fold === 'none' ? '.title, .stat, .primary > *, .more > *' : '.title, .stat, .primary > *';
    const rows =
      header.scrollWidth > header.clientWidth + 1 ? Infinity : headerRows([...header.querySelectorAll(selector)]);
    [finish.hidden, review.hidden, last.hidden] = hidden;
    return rows;
  }
}

/**
 * The number of rows a set of elements takes: the most of them stacked one below another (each
 * starting at or below the bottom of the one above it), so that a tall button beside two lines of
 * figures counts as two rows, not one.
 */
export function headerRows(items: readonly Element[]): number {
  const spans = items
    .map((e) => e.getBoundingClientRect())
    // Elements hidden, or clipped to a pixel for screen readers alone, take no row.
    .filter((r) => r.width > 1 && r.height > 1)
    .sort((x, y) => x.top - y.top);
  const stacked: number[] = [];
  spans.forEach((span, i) => {
    let below = 0;
    for (let j = 0; j < i; j++) if (spans[j]!.bottom <= span.top + 1) below = Math.max(below, stacked[j]!);
    stacked.push(below + 1);
  });
  return Math.max(0, ...stacked);
}

function verdictText(ui: UiState, lang: Language): string {
  const verdict = ui.verdict;
  if (verdict === null || verdict.pending) return '';
  const key: TextKey =
    verdict.result?.status === 'solved'
      ? 'allFaceUpWinnable'
      : verdict.result?.status === 'unsolvable'
        ? 'allFaceUpLost'
        : 'allFaceUpUnknown';
  return t(lang, key);
}
