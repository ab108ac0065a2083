/**
 * The game page: builds the table, the game bar and the controls, and turns pointer, touch and
 * keyboard input into engine calls. Every rule question goes to the engine (`play`, `check`,
 * `destinations`, `group`, `tap`, `dropOnFoundation`, `autoPlace`); this file only draws and
 * routes, and reads the table through the game's cheap reads (`column`, `top`, `faceDownCount`,
 * `foundationCount`, `foundationTop`). Cards, suits and their counts come from the engine too
 * (`orderedDeck`, `SUIT_COUNT`, `cardOf`, `colourOf`, `formatClock`), and a hint's verdict is the
 * solver's `SolveStatus`. Hints are fair by default (the solver's fair hint, from what the player
 * sees); full-information hints only when the player lets hints look at the face-down cards. Once
 * no card is face down nothing is hidden, so the page solves the position itself, says whether it
 * can still be won and offers Finish, which plays the winning line as ordinary moves.
 * @module
 */
import { formatCode, gameOfCode, parseCode } from '@russian-solitaire/dealer';
import {
  COLUMN_COUNT,
  type Card,
  type Column,
  type Game,
  type GameError,
  type Language,
  LANGUAGES,
  type Move,
  type MoveOutcome,
  type Rank,
  type Refusal,
  type Result,
  SUIT_COUNT,
  SUIT_SYMBOLS,
  type Suit,
  type Target,
  cardName,
  cardOf,
  classic,
  colourOf,
  displayRank,
  formatClock,
  isSuit,
  makePlacedMove,
  moveLog,
  orderedDeck,
  rankOf,
  refusalMessage,
  relaxed,
  ruleSetName,
  suitName,
  suitOf,
} from '@russian-solitaire/engine';
import { type SolveResult, type SolveStatus, solve } from '@russian-solitaire/solver';
import { type FairHintAnswer, type HintAnswer, type Hinter, percentOf } from './hint.js';
import { LANGUAGE_NAMES, type TextKey, t } from './i18n.js';
import { type Layout, cardY, computeLayout, firstFoundationColumn } from './layout.js';
import { type Notice, newGame } from './session.js';
import { GAME_KEY, type KeyValueStore, type NewGameRule, SETTINGS_KEY, type Settings, writeItem } from './storage.js';

/** The kinds of message the status line shows (the `data-kind` of `#message`). */
export type MessageKind = 'refusal' | 'notice' | 'hint' | 'won';

interface Message {
  readonly kind: MessageKind;
  readonly text: (lang: Language) => string;
}

interface DragState {
  readonly card: Card;
  readonly pointerId: number;
  readonly startX: number;
  readonly startY: number;
  readonly group: readonly Card[];
  readonly origins: readonly { x: number; y: number }[];
  started: boolean;
  destinations: readonly Target[];
  /** The place under the dragged card: a column, a foundation pile (see `overSuit`) or nothing. */
  over: Target | null;
  /** The suit of the foundation pile under the dragged card, when `over` is `'foundation'`. */
  overSuit: Suit | null;
}

interface PlacedCard {
  x: number;
  y: number;
  z: number;
  faceUp: boolean;
  /** Where the card is: column 0–6 or 'foundation'. */
  where: Column | 'foundation';
  /** Whether it is the top card of its pile. */
  top: boolean;
}

/** A focusable item of the table, for keyboard play: a card, an empty column or a foundation. */
type FocusItem = { kind: 'card'; card: Card } | { kind: 'column'; column: Column } | { kind: 'foundation'; suit: Suit };

/** The settings shown as checkboxes. */
const CHECKBOX_SETTINGS = ['interactiveRules', 'twoClick', 'autoOnDrop', 'fullInfoHints', 'winnableOnly'] as const;
type CheckboxSetting = (typeof CHECKBOX_SETTINGS)[number];

/** How long two taps may be apart to count as a double tap. */
const DOUBLE_TAP_MS = 350;
/** How far a pointer moves before a press becomes a drag. */
const DRAG_THRESHOLD = 6;

/** Everything the page needs from outside, so that tests and the entry point can supply it. */
export interface AppInit {
  readonly root: HTMLElement;
  readonly game: Game;
  readonly settings: Settings;
  readonly store: KeyValueStore | null;
  readonly hinter: Hinter | null;
  readonly notices: readonly Notice[];
}

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Record<string, string> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  for (const child of children) node.append(child);
  return node;
}

/** Every card, in deck order (the card elements are indexed by card). */
const DECK: readonly Card[] = orderedDeck();

/** The suits in the order of the foundations (♠ ♥ ♦ ♣). */
const SUIT_ORDER: readonly Suit[] = Array.from({ length: SUIT_COUNT }, (_, s) => s).filter(isSuit);

/** The message of a hint, by the solver's verdict on the position. */
const HINT_MESSAGES: Readonly<Record<SolveStatus, TextKey>> = {
  solved: 'hintWinning',
  unknown: 'hintNotKnown',
  unsolvable: 'hintUnsolvable',
};

/** The node budget of the verdict on a position with no card face down. */
const VERDICT_BUDGET = 100_000;
/** The pause between two moves played by Finish, in milliseconds. */
const FINISH_STEP_MS = 180;

/** The running game page. */
export class App {
  private game: Game;
  private settings: Settings;
  private readonly store: KeyValueStore | null;
  private readonly hinter: Hinter | null;
  private readonly root: HTMLElement;

  private board!: HTMLElement;
  private readonly cardEls: HTMLElement[] = [];
  private readonly columnEls: HTMLElement[] = [];
  private readonly foundationEls: HTMLElement[] = [];
  private messageEl!: HTMLElement;
  private scoreEl!: HTMLElement;
  private timeEl!: HTMLElement;
  private movesEl!: HTMLElement;
  private codeEl!: HTMLElement;
  private ruleEl!: HTMLElement;
  private readonly buttons: Record<string, HTMLButtonElement> = {};
  private readonly labelled: { node: HTMLElement; key: TextKey; attr: string | null }[] = [];
  private ruleSelect!: HTMLSelectElement;
  private languageSelect!: HTMLSelectElement;
  private codeInput!: HTMLInputElement;
  /** The move list panel and its list, filled only while the panel is open. */
  private movesPanel!: HTMLDetailsElement;
  private movesList!: HTMLOListElement;
  private readonly checkboxes: Partial<Record<CheckboxSetting, HTMLInputElement>> = {};
  private verdictEl!: HTMLElement;
  /** The verdict on the current position when no card is face down (`null` otherwise). */
  private verdict: SolveResult | null = null;
  /** Bumped whenever Finish must stop (the game changed by anything but Finish's own move). */
  private finishToken = 0;
  /** Whether Finish is playing its line. */
  private finishing = false;
  /** Whether the move being played is Finish's own. */
  private finishStep = false;
  /** Whether a winnable deal is being drawn. */
  private dealing = false;

  private layout!: Layout;
  private placed: PlacedCard[] = [];
  private selected: Card | null = null;
  private drag: DragState | null = null;
  private hint: HintAnswer | FairHintAnswer | null = null;
  private hintBusy = false;
  private hintToken = 0;
  private message: Message | null = null;
  private focus: FocusItem | null = null;
  private lastTap: { card: Card; time: number } | null = null;
  private pendingTap: ReturnType<typeof setTimeout> | null = null;
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(init: AppInit) {
    this.root = init.root;
    this.game = init.game;
    this.settings = init.settings;
    this.store = init.store;
    this.hinter = init.hinter;
    this.build();
    const notice = init.notices[0];
    if (notice) this.showNotice(notice, 'notice');
    this.saveGame();
    this.updateVerdict();
    this.renderInstantly();
    this.timer = setInterval(() => this.renderClock(), 500);
    window.addEventListener('resize', () => this.renderInstantly());
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') {
        this.game.pauseClock();
        this.saveGame();
      } else this.game.resumeClock();
    });
    window.addEventListener('pagehide', () => this.saveGame());
  }

  /** The game being played (for tests and the console). */
  get current(): Game {
    return this.game;
  }

  // ---------------------------------------------------------------- building the page

  private text(key: TextKey, values?: Record<string, string | number>): string {
    return t(this.settings.language, key, values);
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

  private build(): void {
    const stat = (id: string, key: TextKey): HTMLElement => {
      const value = el('span', { id, class: 'value' });
      this.root
        .querySelector('#stats')!
        .append(el('div', { class: 'stat' }, this.label(el('span', { class: 'label' }), key), value));
      return value;
    };

    const header = el('header', { class: 'bar', role: 'banner' });
    const title = this.label(el('h1', { class: 'title' }), 'title');
    const stats = this.label(el('section', { id: 'stats', class: 'stats' }), 'gameBar', 'aria-label');
    header.append(title, stats);
    this.root.append(header);
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

    const tools = el('nav', { class: 'tools' });
    tools.append(
      this.button('undo', 'undo', () => this.undo(), 'U Control+Z'),
      this.button('redo', 'redo', () => this.redo(), 'R Control+Y'),
      this.button('hint', 'hint', () => void this.askHint(), 'H'),
      this.button('restart', 'restart', () => this.restart()),
      this.button('finish', 'finish', () => this.finish()),
    );
    this.ruleSelect = this.label(el('select', { id: 'new-rule', class: 'select' }), 'rule', 'aria-label');
    this.ruleSelect.addEventListener('change', () => {
      this.updateSettings({ newGameRule: this.ruleSelect.value === 'R' ? 'R' : 'C' });
    });
    tools.append(
      el(
        'span',
        { class: 'group' },
        this.ruleSelect,
        this.button('new', 'newGame', () => void this.newGame()),
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
      this.playCode(this.codeInput.value);
    });
    tools.append(form);

    const settings = el('details', { id: 'settings', class: 'settings' });
    settings.append(this.label(el('summary'), 'settings'));
    const panel = el('div', { class: 'panel' });
    this.languageSelect = this.label(el('select', { id: 'language', class: 'select' }), 'language', 'aria-label');
    for (const lang of LANGUAGES) this.languageSelect.append(el('option', { value: lang, lang }, LANGUAGE_NAMES[lang]));
    this.languageSelect.addEventListener('change', () => {
      const lang = LANGUAGES.find((l) => l === this.languageSelect.value) ?? 'en';
      this.updateSettings({ language: lang });
    });
    panel.append(el('label', { class: 'row' }, this.label(el('span'), 'language'), this.languageSelect));
    for (const key of CHECKBOX_SETTINGS) {
      const box = el('input', { type: 'checkbox', id: `opt-${key}` });
      box.addEventListener('change', () => this.updateSettings({ [key]: box.checked }));
      this.checkboxes[key] = box;
      panel.append(el('label', { class: 'row' }, box, this.label(el('span'), key)));
    }
    panel.append(this.label(el('p', { class: 'keys' }), 'keysHelp'));
    settings.append(panel);
    tools.append(settings);
    this.movesPanel = el('details', { id: 'move-log', class: 'settings moves' });
    this.movesPanel.append(this.label(el('summary'), 'moveList'));
    this.movesList = el('ol', { id: 'move-list', class: 'move-list' });
    this.movesPanel.append(this.movesList);
    this.movesPanel.addEventListener('toggle', () => this.renderMoves());
    tools.append(this.movesPanel);
    this.root.append(tools);

    this.messageEl = el('p', { id: 'message', class: 'message', role: 'status', 'aria-live': 'polite' });
    this.verdictEl = el('p', { id: 'verdict', class: 'message verdict', role: 'status', 'aria-live': 'polite' });
    this.root.append(this.messageEl, this.verdictEl);

    this.board = this.label(el('main', { id: 'board', class: 'board', role: 'group' }), 'tableau', 'aria-label');
    for (const s of SUIT_ORDER) {
      const f = el('div', {
        class: `slot foundation ${colourOf(cardOf(s, 1))}`,
        'data-foundation': String(s),
        role: 'button',
        tabindex: '-1',
      });
      f.append(el('span', { class: 'slot-suit', 'aria-hidden': 'true' }, SUIT_SYMBOLS[s]));
      this.foundationEls.push(f);
      this.board.append(f);
    }
    for (let c = 0; c < COLUMN_COUNT; c++) {
      const col = el('div', { class: 'slot column', 'data-column': String(c), role: 'button', tabindex: '-1' });
      this.columnEls.push(col);
      this.board.append(col);
    }
    for (const card of DECK) {
      const suit = SUIT_SYMBOLS[suitOf(card)];
      const rank = displayRank(card);
      const face = el('div', { class: 'face', 'aria-hidden': 'true' });
      face.append(
        el('span', { class: 'corner' }, el('span', { class: 'rank' }, rank), el('span', { class: 'suit' }, suit)),
        el('span', { class: `pip${rankOf(card) > 10 ? ' court' : ''}` }, rankOf(card) > 10 ? rank : suit),
        el(
          'span',
          { class: 'corner bottom' },
          el('span', { class: 'rank' }, rank),
          el('span', { class: 'suit' }, suit),
        ),
      );
      const node = el(
        'div',
        { class: `card ${colourOf(card)}`, 'data-card': String(card), 'data-name': cardName(card, 'en') },
        face,
      );
      this.cardEls.push(node);
      this.board.append(node);
    }
    this.root.append(this.board);

    this.board.addEventListener('pointerdown', (e) => this.onPointerDown(e));
    this.board.addEventListener('pointermove', (e) => this.onPointerMove(e));
    this.board.addEventListener('pointerup', (e) => this.onPointerUp(e));
    this.board.addEventListener('pointercancel', (e) => this.onPointerCancel(e));
    this.board.addEventListener('click', (e) => {
      const slot = (e.target as Element).closest('.slot');
      const item = slot ? this.itemOf(slot) : null;
      if (item && this.selected !== null) this.activate(item);
    });
    this.board.addEventListener('keydown', (e) => this.onBoardKey(e));
    this.board.addEventListener('focusin', (e) => {
      const item = this.itemOf(e.target as Element);
      if (item) this.focus = item;
    });
    document.addEventListener('keydown', (e) => this.onGlobalKey(e));
    this.applyLanguage();
  }

  private applyLanguage(): void {
    const lang = this.settings.language;
    document.documentElement.lang = lang;
    document.title = this.text('title');
    for (const { node, key, attr } of this.labelled) {
      if (attr) node.setAttribute(attr, this.text(key));
      else node.textContent = this.text(key);
    }
    this.ruleSelect.replaceChildren(
      el('option', { value: 'C' }, ruleSetName(classic, lang)),
      el('option', { value: 'R' }, ruleSetName(relaxed, lang)),
    );
    this.ruleSelect.value = this.settings.newGameRule;
    this.languageSelect.value = lang;
    for (const [key, box] of Object.entries(this.checkboxes))
      box.checked = this.settings[key as keyof typeof this.checkboxes];
    for (const card of DECK) this.cardEls[card]!.dataset.label = cardName(card, lang);
  }

  private updateSettings(change: Partial<Settings>): void {
    this.settings = { ...this.settings, ...change };
    writeItem(this.store, SETTINGS_KEY, JSON.stringify(this.settings));
    if (change.language) this.applyLanguage();
    if (change.twoClick === false) this.selected = null;
    this.render();
  }

  // ---------------------------------------------------------------- drawing

  /**
   * The move list: every move still played, in the engine's placed-move text (`3:8H-5`, `F:AS-2`
   * for a take-back). Made from the engine's `moveLog` while the panel is open only.
   */
  private renderMoves(): void {
    if (!this.movesPanel.open) return;
    const items = moveLog(this.game).map((entry) => el('li', {}, makePlacedMove(entry)));
    this.movesList.replaceChildren(...items);
  }

  private render(): void {
    this.renderMoves();
    const game = this.game;
    const lang = this.settings.language;
    const piles: Card[][] = [];
    const downs: number[] = [];
    const columns = [];
    for (let c = 0; c < COLUMN_COUNT; c++) {
      piles.push(game.column(c as Column));
      downs.push(game.faceDownCount(c as Column));
      columns.push({ faceDown: downs[c]!, faceUp: piles[c]!.length - downs[c]! });
    }
    const top = this.board.getBoundingClientRect().top + window.scrollY;
    const width = this.board.clientWidth || 800;
    this.layout = computeLayout({ width, height: Math.max(320, window.innerHeight - top), columns });
    const L = this.layout;
    this.board.style.height = `${L.height}px`;
    this.board.style.setProperty('--card-w', `${L.cardW}px`);
    this.board.style.setProperty('--card-h', `${L.cardH}px`);

    const previous = this.placed;
    const placed: PlacedCard[] = [];
    for (let c = 0; c < COLUMN_COUNT; c++) {
      const cards = piles[c]!;
      cards.forEach((card, i) => {
        placed[card] = {
          x: L.columnX[c]!,
          y: cardY(L, c, i, downs[c]!),
          z: i + 1,
          faceUp: i >= downs[c]!,
          where: c as Column,
          top: i === cards.length - 1,
        };
      });
    }
    for (const s of SUIT_ORDER) {
      const n = game.foundationCount(s);
      for (let i = 0; i < n; i++)
        placed[cardOf(s, (i + 1) as Rank)] = {
          x: L.foundationX[s]!,
          y: L.foundationY,
          z: i + 1,
          faceUp: true,
          where: 'foundation',
          top: i === n - 1,
        };
    }
    this.placed = placed;

    const help = this.helpTargets();
    const hintMove = this.hint?.move ?? null;
    const focus = this.validFocus();
    for (const card of DECK) {
      const p = placed[card]!;
      const node = this.cardEls[card]!;
      const before = previous[card];
      const moved = before !== undefined && (before.x !== p.x || before.y !== p.y);
      if (!this.drag?.started || !this.drag.group.includes(card)) {
        node.style.transform = `translate(${p.x}px, ${p.y}px)`;
        node.style.zIndex = String(moved ? 300 + p.z : p.z);
        if (moved) setTimeout(() => (node.style.zIndex = String(this.placed[card]?.z ?? p.z)), 260);
      }
      node.classList.toggle('down', !p.faceUp);
      node.classList.toggle('up', p.faceUp);
      node.classList.toggle('selected', this.selected === card);
      node.classList.toggle('hint', hintMove?.card === card);
      node.classList.toggle('top', p.top);
      const isTargetCard =
        p.top && (p.where === 'foundation' ? help.foundationSuit === suitOf(card) : help.columns.has(p.where));
      node.classList.toggle('legal', isTargetCard);
      node.classList.toggle('over', isTargetCard && this.isOver(p.where, card));
      node.classList.toggle('hint-target', hintMove !== null && this.hintTargetCard(hintMove) === card);
      const hidden = p.where === 'foundation' && !p.top;
      if (p.faceUp && !hidden) {
        node.setAttribute('role', 'button');
        node.setAttribute('aria-label', cardName(card, lang));
        node.setAttribute(
          'aria-description',
          p.where === 'foundation'
            ? this.text('foundation', { suit: suitName(suitOf(card), lang) })
            : this.text('column', { n: (p.where as number) + 1 }),
        );
        node.setAttribute('tabindex', focus.kind === 'card' && focus.card === card ? '0' : '-1');
        node.setAttribute('aria-pressed', String(this.selected === card));
        node.removeAttribute('aria-hidden');
      } else {
        node.setAttribute('role', 'img');
        node.setAttribute('aria-label', p.faceUp ? cardName(card, lang) : this.text('faceDown'));
        node.removeAttribute('aria-description');
        node.removeAttribute('tabindex');
        node.removeAttribute('aria-pressed');
        if (hidden) node.setAttribute('aria-hidden', 'true');
        else node.removeAttribute('aria-hidden');
      }
    }
    for (let c = 0; c < COLUMN_COUNT; c++) {
      const slot = this.columnEls[c]!;
      const empty = piles[c]!.length === 0;
      slot.style.transform = `translate(${L.columnX[c]}px, ${L.tableauY}px)`;
      slot.setAttribute('aria-label', this.text(empty ? 'emptyColumn' : 'column', { n: c + 1 }));
      slot.classList.toggle('legal', empty && help.columns.has(c as Column));
      slot.classList.toggle('over', empty && this.drag?.over === c);
      slot.classList.toggle('hint-target', empty && hintMove?.to === c);
      slot.setAttribute('tabindex', empty && focus.kind === 'column' && focus.column === c ? '0' : '-1');
      if (empty) slot.removeAttribute('aria-hidden');
      else slot.setAttribute('aria-hidden', 'true');
    }
    for (const s of SUIT_ORDER) {
      const slot = this.foundationEls[s]!;
      const n = game.foundationCount(s);
      slot.style.transform = `translate(${L.foundationX[s]}px, ${L.foundationY}px)`;
      slot.setAttribute(
        'aria-label',
        this.text(n === 0 ? 'foundationEmpty' : 'foundation', { suit: suitName(s, lang) }),
      );
      slot.classList.toggle('legal', n === 0 && help.foundationSuit === s);
      slot.classList.toggle(
        'over',
        n === 0 && help.foundationSuit === s && this.drag?.over === 'foundation' && this.drag.overSuit === s,
      );
      slot.classList.toggle('hint-target', n === 0 && hintMove?.to === 'foundation' && suitOf(hintMove.card) === s);
      slot.setAttribute('tabindex', n === 0 && focus.kind === 'foundation' && focus.suit === s ? '0' : '-1');
      if (n === 0) slot.removeAttribute('aria-hidden');
      else slot.setAttribute('aria-hidden', 'true');
    }
    this.board.classList.toggle('won', this.game.isWon);

    this.scoreEl.textContent = String(this.game.score);
    this.movesEl.textContent = String(this.game.moveCount);
    this.codeEl.textContent = this.game.code ?? '—';
    this.ruleEl.textContent = ruleSetName(this.game.ruleSet, lang);
    this.renderClock();
    this.buttons.undo!.disabled = !this.game.canUndo;
    this.buttons.redo!.disabled = !this.game.canRedo;
    this.buttons.hint!.disabled = this.hintBusy || this.game.isWon || this.hinter === null;
    this.buttons.hint!.classList.toggle('busy', this.hintBusy);
    this.buttons.copy!.disabled = this.game.code === null;
    this.buttons.new!.disabled = this.dealing;
    this.buttons.new!.classList.toggle('busy', this.dealing);
    const canFinish = this.verdict?.status === 'solved' && !this.game.isWon;
    this.buttons.finish!.hidden = !canFinish;
    this.buttons.finish!.disabled = !canFinish || this.finishing;
    const verdict = this.game.isWon ? '' : this.verdictText(lang);
    if (this.verdictEl.textContent !== verdict) this.verdictEl.textContent = verdict;
    this.verdictEl.hidden = verdict === '';
    this.verdictEl.dataset.status = this.verdict?.status ?? '';

    const text = this.message ? this.message.text(lang) : '';
    if (this.messageEl.textContent !== text) this.messageEl.textContent = text;
    this.messageEl.dataset.kind = this.message?.kind ?? '';
  }

  /** Renders without animating the cards (first paint, resizing): nothing flies across the table. */
  private renderInstantly(): void {
    this.board.classList.add('instant');
    this.render();
    void this.board.offsetWidth;
    requestAnimationFrame(() => requestAnimationFrame(() => this.board.classList.remove('instant')));
  }

  private renderClock(): void {
    const text = formatClock(this.game.elapsedMs);
    if (this.timeEl.textContent !== text) this.timeEl.textContent = text;
  }

  /** Placement help: the legal destinations of the card being dragged or selected (from the engine). */
  private helpTargets(): { columns: Set<Column>; foundationSuit: number | null } {
    const card = this.drag?.started ? this.drag.card : this.selected;
    const columns = new Set<Column>();
    let foundationSuit: number | null = null;
    if (card === null) return { columns, foundationSuit };
    const targets = this.drag?.started ? this.drag.destinations : this.game.destinations(card);
    for (const target of targets) {
      if (target === 'foundation') foundationSuit = suitOf(card);
      else columns.add(target);
    }
    return { columns, foundationSuit };
  }

  private isOver(where: Column | 'foundation', card: Card): boolean {
    if (!this.drag?.started || this.drag.over === null) return false;
    if (where === 'foundation')
      return (
        this.drag.over === 'foundation' &&
        this.drag.overSuit === suitOf(card) &&
        suitOf(card) === suitOf(this.drag.card)
      );
    return this.drag.over === where;
  }

  /** The card shown where a hinted move goes (the target's top card), or null for an empty place. */
  private hintTargetCard(move: Move): Card | null {
    const top = move.to === 'foundation' ? this.game.foundationTop(suitOf(move.card)) : this.game.top(move.to);
    return top ?? null;
  }

  // ---------------------------------------------------------------- messages and saving

  private say(kind: MessageKind, text: (lang: Language) => string): void {
    this.message = { kind, text };
  }

  private showNotice(notice: Notice, kind: MessageKind): void {
    this.say(kind, (lang) => t(lang, notice.key, notice.values));
  }

  private saveGame(): void {
    writeItem(this.store, GAME_KEY, JSON.stringify(this.game.save()));
  }

  // ---------------------------------------------------------------- actions

  /** Plays a move through the engine; a refusal is explained when interactive rules are on. */
  private tryMove(move: Move): boolean {
    return this.afterPlay(this.game.play(move));
  }

  private afterPlay(result: Result<MoveOutcome, Refusal>): boolean {
    this.selected = null;
    if (!result.ok) {
      this.refuse(result.error);
      this.render();
      return false;
    }
    this.afterChange();
    if (result.value.won) {
      const { score } = result.value;
      const moves = this.game.moveCount;
      this.say('won', (lang) => t(lang, 'won', { score, moves }));
    }
    this.render();
    this.followFocus(result.value.move.card);
    return true;
  }

  /** Common bookkeeping after the game changed: save, drop stale hint and messages. */
  private afterChange(): void {
    if (!this.finishStep) this.stopFinishing();
    if (this.hintBusy) this.hinter?.cancel();
    this.hint = null;
    this.hintToken++;
    this.hintBusy = false;
    this.message = null;
    this.selected = null;
    this.saveGame();
    this.updateVerdict();
    if (this.game.noLegalMove) this.say('notice', (lang) => t(lang, 'noMoves'));
  }

  // ---------------------------------------------------------------- nothing face down: verdict and Finish

  /**
   * Once no card is face down nothing is hidden, so a full-information solve is fair: it decides
   * whether the game can still be won and gives the line Finish plays. While Finish plays its own
   * line the rest of the line stays a winning line, so there is nothing to search again.
   */
  private updateVerdict(): void {
    const position = this.game.position;
    if (position.faceDownCount > 0 || this.game.isWon) {
      this.verdict = null;
      return;
    }
    if (this.finishStep && this.verdict?.status === 'solved') {
      this.verdict = { ...this.verdict, line: this.verdict.line.slice(1) };
      return;
    }
    const result = solve(position, { budget: VERDICT_BUDGET });
    this.verdict = result.ok ? result.value : null;
  }

  private verdictText(lang: Language): string {
    if (this.verdict === null) return '';
    const key: TextKey =
      this.verdict.status === 'solved'
        ? 'allFaceUpWinnable'
        : this.verdict.status === 'unsolvable'
          ? 'allFaceUpLost'
          : 'allFaceUpUnknown';
    return t(lang, key);
  }

  /** Plays the solver's winning line, one ordinary (animated, undoable) move at a time. */
  private finish(): void {
    if (this.finishing || this.verdict?.status !== 'solved') return;
    const token = ++this.finishToken;
    this.finishing = true;
    const step = (): void => {
      if (token !== this.finishToken) return;
      const move = this.verdict?.status === 'solved' ? this.verdict.line[0] : undefined;
      if (move === undefined || this.game.isWon) {
        this.stopFinishing();
        this.render();
        return;
      }
      this.finishStep = true;
      const played = this.tryMove(move);
      this.finishStep = false;
      if (!played) {
        this.stopFinishing();
        this.render();
        return;
      }
      setTimeout(step, FINISH_STEP_MS);
    };
    this.render();
    setTimeout(step, FINISH_STEP_MS);
  }

  private stopFinishing(): void {
    this.finishToken++;
    this.finishing = false;
  }

  private refuse(refusal: Refusal): void {
    const node = this.cardEls[refusal.move.card];
    if (node) {
      node.classList.remove('shake');
      void node.offsetWidth;
      node.classList.add('shake');
    }
    if (this.settings.interactiveRules) this.say('refusal', (lang) => refusalMessage(refusal, lang));
    else this.message = null;
  }

  private undo(): void {
    this.afterStep(this.game.undo(), 'nothingToUndo');
  }

  private redo(): void {
    this.afterStep(this.game.redo(), 'nothingToRedo');
  }

  /** After an undo or a redo: redraw and follow the moved card, or say there was nothing to step over. */
  private afterStep(result: Result<{ readonly move: Move }, GameError>, nothing: TextKey): void {
    if (!result.ok) {
      this.say('notice', (lang) => t(lang, nothing));
      this.render();
      return;
    }
    this.afterChange();
    this.render();
    this.followFocus(result.value.move.card);
  }

  private restart(): void {
    this.game.restart();
    this.afterChange();
    this.say('notice', (lang) => t(lang, 'restarted'));
    this.render();
  }

  private startGame(game: Game): void {
    this.game = game;
    this.focus = null;
    this.afterChange();
    const code = game.code ?? '';
    this.say('notice', (lang) => t(lang, 'newGameStarted', { code }));
    this.render();
  }

  /**
   * Deals a new game: a winnable one when the setting asks for it (drawn on this thread with a
   * small budget per draw, after a "dealing…" message has been painted), otherwise any deal.
   */
  private async newGame(rule: NewGameRule = this.settings.newGameRule): Promise<void> {
    if (this.dealing) return;
    const winnableOnly = this.settings.winnableOnly;
    if (winnableOnly) {
      this.dealing = true;
      this.say('notice', (lang) => t(lang, 'dealing'));
      this.render();
      // Let the browser paint the message before the draws run.
      await new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    }
    const game = newGame(rule, winnableOnly);
    this.dealing = false;
    if (!game.ok) {
      const reason = game.error;
      this.say('notice', (lang) => t(lang, 'badCode', { reason }));
      this.render();
      return;
    }
    this.startGame(game.value);
  }

  private playCode(input: string): void {
    const parsed = parseCode(input);
    const text = parsed.ok ? formatCode(parsed.value) : parsed;
    const game = text.ok ? gameOfCode(text.value) : text;
    if (!game.ok) {
      const reason = game.error.message;
      this.say('refusal', (lang) => t(lang, 'badCode', { reason }));
      this.render();
      return;
    }
    this.codeInput.value = '';
    this.startGame(game.value);
  }

  private async copyCode(): Promise<void> {
    const code = this.game.code;
    if (code === null) return;
    let copied = false;
    try {
      await navigator.clipboard.writeText(code);
      copied = true;
    } catch {
      this.codeInput.value = code;
      this.codeInput.select();
    }
    this.say('notice', (lang) => t(lang, copied ? 'copied' : 'copyFailed', { code }));
    this.render();
  }

  private async askHint(): Promise<void> {
    if (!this.hinter || this.hintBusy || this.game.isWon) return;
    const token = ++this.hintToken;
    this.hintBusy = true;
    this.hint = null;
    this.say('hint', (lang) => t(lang, 'hintThinking'));
    this.render();
    const answer = this.settings.fullInfoHints
      ? await this.hinter.ask(this.game)
      : await this.hinter.askFair(this.game);
    if (token !== this.hintToken) return; // the game changed meanwhile: this answer is stale
    this.hintBusy = false;
    if (!answer.ok) {
      const reason = answer.error;
      this.say('notice', (lang) => t(lang, 'hintFailed', { reason }));
    } else if (answer.value === null) {
      this.say('hint', (lang) => t(lang, 'hintNoMove'));
    } else {
      const hint = answer.value;
      this.hint = hint;
      this.say('hint', (lang) => this.hintText(hint, lang));
    }
    this.render();
  }

  /** The message of a hint: a fair hint's chance, or a full-information hint's verdict. */
  private hintText(hint: HintAnswer | FairHintAnswer, lang: Language): string {
    const move = this.describeMove(hint.move, lang);
    if ('status' in hint) return t(lang, HINT_MESSAGES[hint.status], { move });
    const percent = percentOf(hint.estimate);
    if (hint.exhaustive) return t(lang, 'hintFairExact', { move, percent });
    return t(lang, 'hintFair', { move, percent, low: percentOf(hint.low), high: percentOf(hint.high) });
  }

  private describeMove(move: Move, lang: Language): string {
    const card = cardName(move.card, lang);
    return move.to === 'foundation' ? t(lang, 'toFoundation', { card }) : t(lang, 'toColumn', { card, n: move.to + 1 });
  }

  /** Tap to foundation (the engine's `tap`). */
  private tapCard(card: Card): void {
    this.afterPlay(this.game.tap(card));
  }

  /**
   * A card placed on a given suit's foundation pile (a drop, or a pile named in two-click and
   * keyboard play): the engine refuses it with `wrong-foundation` when it is another suit's pile.
   */
  private dropOnFoundation(card: Card, suit: Suit): void {
    this.afterPlay(this.game.dropOnFoundation(card, suit));
  }

  /** Auto place, the double tap (the engine's `autoPlace`). */
  private autoPlaceCard(card: Card): void {
    this.afterPlay(this.game.autoPlace(card));
  }

  // ---------------------------------------------------------------- pointer input

  private cardAt(target: EventTarget | null): Card | null {
    const node = (target as Element | null)?.closest?.('[data-card]');
    return node ? Number((node as HTMLElement).dataset.card) : null;
  }

  private onPointerDown(e: PointerEvent): void {
    if (e.button !== 0 || this.drag) return;
    const card = this.cardAt(e.target);
    if (card === null) return;
    const p = this.placed[card]!;
    if (!p.faceUp && this.selected !== null && p.where !== 'foundation') {
      // With a card picked, any card of a column names that column as the target.
      this.activate({ kind: 'column', column: p.where });
      return;
    }
    // The cards that move with it (the engine's `group`): none when it cannot be picked.
    const group = this.game.group(card);
    if (group.length === 0) return;
    e.preventDefault();
    this.drag = {
      card,
      pointerId: e.pointerId,
      startX: e.clientX,
      startY: e.clientY,
      group,
      origins: group.map((c) => ({ x: this.placed[c]!.x, y: this.placed[c]!.y })),
      started: false,
      destinations: [],
      over: null,
      overSuit: null,
    };
    try {
      this.board.setPointerCapture(e.pointerId);
    } catch {
      // synthetic events have no capturable pointer; moves still reach the board
    }
    this.cardEls[card]!.focus({ preventScroll: true });
  }

  private onPointerMove(e: PointerEvent): void {
    const d = this.drag;
    if (!d || e.pointerId !== d.pointerId) return;
    const dx = e.clientX - d.startX;
    const dy = e.clientY - d.startY;
    const firstMove = !d.started;
    if (!d.started) {
      if (Math.hypot(dx, dy) < DRAG_THRESHOLD) return;
      d.started = true;
      d.destinations = this.game.destinations(d.card);
      this.selected = null;
      this.board.classList.add('dragging-board');
      d.group.forEach((c, i) => {
        const node = this.cardEls[c]!;
        node.classList.add('dragging');
        node.style.zIndex = String(1000 + i);
      });
    }
    d.group.forEach((c, i) => {
      this.cardEls[c]!.style.transform = `translate(${d.origins[i]!.x + dx}px, ${d.origins[i]!.y + dy}px)`;
    });
    const { over, suit } = this.dropTarget(d.origins[0]!.x + dx, d.origins[0]!.y + dy);
    if (over !== d.over || suit !== d.overSuit || firstMove) {
      d.over = over;
      d.overSuit = suit;
      this.render();
    }
  }

  /**
   * The place a card dropped with its top-left corner at (x, y) lands on, by the card's centre: a
   * column, or a foundation pile with its suit.
   */
  private dropTarget(x: number, y: number): { over: Target | null; suit: Suit | null } {
    const L = this.layout;
    const cx = x + L.cardW / 2;
    const cy = y + L.cardH / 2;
    const half = L.gap / 2 + L.cardW / 2;
    if (cy < L.tableauY - L.gap) {
      for (const s of SUIT_ORDER) {
        if (Math.abs(cx - (L.foundationX[s]! + L.cardW / 2)) <= half && cy >= L.foundationY - L.gap)
          return { over: 'foundation', suit: s };
      }
      return { over: null, suit: null };
    }
    for (let c = 0; c < COLUMN_COUNT; c++) {
      if (Math.abs(cx - (L.columnX[c]! + L.cardW / 2)) <= half) return { over: c as Column, suit: null };
    }
    return { over: null, suit: null };
  }

  private endDrag(): DragState | null {
    const d = this.drag;
    this.drag = null;
    if (!d) return null;
    try {
      this.board.releasePointerCapture(d.pointerId);
    } catch {
      // already released
    }
    this.board.classList.remove('dragging-board');
    for (const c of d.group) this.cardEls[c]!.classList.remove('dragging');
    return d;
  }

  private onPointerUp(e: PointerEvent): void {
    if (!this.drag || e.pointerId !== this.drag.pointerId) return;
    const d = this.endDrag()!;
    if (!d.started) {
      this.onTap(d.card);
      return;
    }
    const source = this.placed[d.card]!.where;
    const target = d.over;
    if (target === null || target === source) {
      if (this.settings.autoOnDrop && target === null) this.autoPlaceCard(d.card);
      else this.render();
      return;
    }
    if (target === 'foundation') {
      // A drop on a foundation pile goes to that suit's pile (the engine refuses another suit's).
      const result = this.game.dropOnFoundation(d.card, d.overSuit!);
      if (!result.ok && this.settings.autoOnDrop) this.autoPlaceCard(d.card);
      else this.afterPlay(result);
      return;
    }
    const move: Move = { card: d.card, to: target };
    if (this.settings.autoOnDrop && this.game.check(move) !== null) {
      this.autoPlaceCard(d.card);
      return;
    }
    this.tryMove(move);
  }

  private onPointerCancel(e: PointerEvent): void {
    if (!this.drag || e.pointerId !== this.drag.pointerId) return;
    this.endDrag();
    this.render();
  }

  /** A tap or click on a card (no drag). */
  private onTap(card: Card): void {
    const now = performance.now();
    const double = this.lastTap !== null && this.lastTap.card === card && now - this.lastTap.time < DOUBLE_TAP_MS;
    if (this.pendingTap !== null) {
      clearTimeout(this.pendingTap);
      this.pendingTap = null;
    }
    if (double) {
      this.lastTap = null;
      this.selected = null;
      this.autoPlaceCard(card);
      return;
    }
    this.lastTap = { card, time: now };
    if (this.settings.twoClick || this.selected !== null) {
      this.activate({ kind: 'card', card });
      return;
    }
    const p = this.placed[card]!;
    if (p.where === 'foundation') return;
    if (p.top && this.game.check({ card, to: 'foundation' }) === null) {
      // Unambiguous: the card goes home at once (a second tap then lands on the foundation).
      this.lastTap = null;
      this.tapCard(card);
      return;
    }
    // Wait to see whether a second tap follows; a single tap on a top card asks the engine (and
    // so explains why it cannot go to its foundation).
    this.pendingTap = setTimeout(() => {
      this.pendingTap = null;
      if (this.placed[card]?.top && this.placed[card].where !== 'foundation') this.tapCard(card);
    }, DOUBLE_TAP_MS);
  }

  /**
   * Select-then-target (two-click mode and the keyboard): the first activation selects a card, the
   * next one names where it goes (a card's column, an empty column, a foundation).
   */
  private activate(item: FocusItem): void {
    if (this.selected === null) {
      if (item.kind !== 'card' || this.game.group(item.card).length === 0) return;
      this.selected = item.card;
      const card = item.card;
      this.say('notice', (lang) => t(lang, 'selected', { card: cardName(card, lang) }));
      this.render();
      return;
    }
    const picked = this.selected;
    if (item.kind === 'card' && item.card === picked) {
      this.cancelSelection();
      return;
    }
    if (item.kind === 'foundation') {
      this.dropOnFoundation(picked, item.suit);
      return;
    }
    const where = item.kind === 'column' ? item.column : this.placed[item.card]!.where;
    if (where === 'foundation' && item.kind === 'card') this.dropOnFoundation(picked, suitOf(item.card));
    else this.tryMove({ card: picked, to: where });
  }

  /** Drops the picked card (and the message that named it). */
  private cancelSelection(): void {
    this.selected = null;
    this.message = null;
    this.render();
  }

  // ---------------------------------------------------------------- keyboard input

  private itemOf(node: Element | null): FocusItem | null {
    const h = node as HTMLElement | null;
    if (!h?.dataset) return null;
    if (h.dataset.card !== undefined) return { kind: 'card', card: Number(h.dataset.card) };
    if (h.dataset.column !== undefined) return { kind: 'column', column: Number(h.dataset.column) as Column };
    if (h.dataset.foundation !== undefined) return { kind: 'foundation', suit: Number(h.dataset.foundation) as Suit };
    return null;
  }

  /** The element of a focus item. */
  private elementOf(item: FocusItem): HTMLElement {
    if (item.kind === 'card') return this.cardEls[item.card]!;
    if (item.kind === 'column') return this.columnEls[item.column]!;
    return this.foundationEls[item.suit]!;
  }

  /** The item of a column for keyboard focus: its top card, or the empty column. */
  private columnItem(c: number): FocusItem {
    const top = this.game.top(c as Column);
    return top === undefined ? { kind: 'column', column: c as Column } : { kind: 'card', card: top };
  }

  /** The item of a foundation for keyboard focus: its top card, or the empty foundation. */
  private foundationItem(s: Suit): FocusItem {
    const top = this.game.foundationTop(s);
    return top === undefined ? { kind: 'foundation', suit: s } : { kind: 'card', card: top };
  }

  /** The item of the foundation at `index` of the foundation row (♠ 0 to ♣ 3), kept inside the row. */
  private foundationItemAt(index: number): FocusItem {
    return this.foundationItem(SUIT_ORDER[Math.min(SUIT_COUNT - 1, Math.max(0, index))]!);
  }

  /** The focus item, checked against the current position (a card must be face up and visible). */
  private validFocus(): FocusItem {
    const f = this.focus;
    const placed = this.placed;
    if (f?.kind === 'card' && placed[f.card]?.faceUp && (placed[f.card]!.where !== 'foundation' || placed[f.card]!.top))
      return f;
    if (f?.kind === 'column' && this.game.top(f.column) === undefined) return f;
    if (f?.kind === 'foundation' && this.game.foundationCount(f.suit) === 0) return f;
    if (f?.kind === 'column') return this.columnItem(f.column);
    if (f?.kind === 'foundation') return this.foundationItem(f.suit);
    return this.columnItem(0);
  }

  private moveFocus(item: FocusItem): void {
    this.focus = item;
    this.render();
    this.elementOf(this.validFocus()).focus();
  }

  /** After a move, keep the keyboard focus on the moved card if focus was on the table. */
  private followFocus(card: Card): void {
    if (!this.board.contains(document.activeElement)) return;
    this.moveFocus({ kind: 'card', card });
  }

  private onBoardKey(e: KeyboardEvent): void {
    const item = this.itemOf(e.target as Element);
    if (!item || e.altKey || e.ctrlKey || e.metaKey) return;
    const place = item.kind === 'card' ? this.placed[item.card]! : null;
    const where: Column | 'foundation' =
      item.kind === 'card' ? place!.where : item.kind === 'column' ? item.column : 'foundation';
    const foundationIndex =
      item.kind === 'foundation' ? item.suit : item.kind === 'card' && where === 'foundation' ? suitOf(item.card) : -1;
    switch (e.key) {
      case 'ArrowLeft':
      case 'ArrowRight': {
        const step = e.key === 'ArrowLeft' ? -1 : 1;
        if (where === 'foundation') {
          this.moveFocus(this.foundationItemAt(foundationIndex + step));
        } else {
          const c = Math.min(COLUMN_COUNT - 1, Math.max(0, where + step));
          this.moveFocus(this.columnItem(c));
        }
        break;
      }
      case 'ArrowUp':
      case 'ArrowDown': {
        const up = e.key === 'ArrowUp';
        if (where === 'foundation') {
          if (!up) this.moveFocus(this.columnItem(firstFoundationColumn() + foundationIndex));
          break;
        }
        const cards = this.game.column(where);
        const faceDown = this.game.faceDownCount(where);
        const index = item.kind === 'card' ? cards.indexOf(item.card) : -1;
        if (up) {
          if (index > faceDown) this.moveFocus({ kind: 'card', card: cards[index - 1]! });
          else this.moveFocus(this.foundationItemAt(where - firstFoundationColumn()));
        } else if (index >= 0 && index < cards.length - 1) this.moveFocus({ kind: 'card', card: cards[index + 1]! });
        break;
      }
      case 'Enter':
      case ' ':
        this.activate(
          item.kind === 'card' && where === 'foundation' && this.selected !== null
            ? { kind: 'foundation', suit: foundationIndex as Suit }
            : item,
        );
        break;
      case 'f':
      case 'F':
        if (item.kind === 'card') this.tapCard(item.card);
        break;
      case 'a':
      case 'A':
        if (item.kind === 'card') this.autoPlaceCard(item.card);
        break;
      case 'Escape':
        if (this.selected === null) return;
        this.cancelSelection();
        break;
      default:
        return;
    }
    e.preventDefault();
    e.stopPropagation();
  }

  private onGlobalKey(e: KeyboardEvent): void {
    const target = e.target as HTMLElement | null;
    if (target && (target.tagName === 'INPUT' || target.tagName === 'SELECT' || target.tagName === 'TEXTAREA')) return;
    if (e.altKey || e.metaKey) return;
    const key = e.key.toLowerCase();
    if ((e.ctrlKey && key === 'z' && !e.shiftKey) || (!e.ctrlKey && key === 'u')) this.undo();
    else if ((e.ctrlKey && (key === 'y' || (key === 'z' && e.shiftKey))) || (!e.ctrlKey && key === 'r')) this.redo();
    else if (!e.ctrlKey && key === 'h') void this.askHint();
    else if (key === 'escape' && this.selected !== null) this.cancelSelection();
    else return;
    e.preventDefault();
  }

  /** Stops the clock timer (for tests). */
  dispose(): void {
    if (this.timer !== null) clearInterval(this.timer);
    this.stopFinishing();
    this.hinter?.dispose();
  }
}
