/**
 * The How to play panel: the rules in the player's language, a paragraph each (the goal, the
 * deal, what moves, the two rules, the empty column, the foundations, turning, take-back, undo, the
 * score, the game code, how to play on this page), and small drawn examples made by the engine
 * (`rules-examples.ts`): a legal group move, a move refused for the suit, an empty column that
 * takes a king only, each with the engine's own refusal. Every number in the texts comes from the
 * engine, every button's name from the page's texts. A modal dialog like the others (`modal.ts`);
 * the page loads this module (and its style sheet) on the panel's first opening.
 * @module
 */
import {
  type Column,
  type Language,
  type Position,
  colourOf,
  makeCard,
  errorMessage,
  relaxed,
  ruleSetName,
  suitOf,
} from '@russian-solitaire/engine';
import { Modal } from '../dialogs/modal.js';
import { el } from '../page/dom.js';
import type { Actions } from '../state/actions.js';
import type { UiState } from '../state/ui-state.js';
import { messagesOf, t } from '../texts/i18n.js';
import { type RulesExample, rulesExamples } from './rules-examples.js';
import { hasRulesTexts, loadRulesTexts, rulesText } from './rules-i18n.js';
import { RULES_SECTIONS, rulesFacts } from './rules-texts.js';
import { PanelLanguages } from '../texts/language-chunks.js';
import './rules.css';

/** A column of a position, drawn small: its cards from the bottom up, face-down ones as backs. */
function drawColumn(
  position: Position,
  column: Column,
  mark: { moving: readonly number[]; target: boolean },
): HTMLElement {
  const pile = position.column(column);
  const node = el('div', { class: `rules-column${mark.target ? ' target' : ''}` });
  if (pile.length === 0) node.append(el('span', { class: 'rules-card empty' }));
  for (const card of pile) {
    const up = position.isFaceUp(card);
    const classes = ['rules-card', ...(up ? [colourOf(card), `suit-${suitOf(card)}`] : ['down'])];
    if (mark.moving.includes(card)) classes.push('moving');
    node.append(el('span', { class: classes.join(' ') }, up ? makeCard(card, 'shown') : ''));
  }
  return node;
}

/** The columns of an example in a position, the moving cards and the target marked. */
function drawTable(example: RulesExample, position: Position, marked: boolean): HTMLElement {
  const { move } = example;
  const moving = marked ? position.column(position.place[move.card] as Column).slice(position.slot[move.card]) : [];
  return el(
    'div',
    { class: 'rules-table', 'aria-hidden': 'true' },
    ...example.columns.map((c) => drawColumn(position, c, { moving, target: marked && move.to === c })),
  );
}

/** The How to play panel (see the module comment). */
export class RulesPanel {
  /** The dialog element, to put on the page. */
  readonly element: HTMLDialogElement;
  private readonly modal: Modal;
  private readonly examples = rulesExamples();
  private drawn: Language | null = null;
  private latest: UiState | null = null;
  private readonly languages = new PanelLanguages(hasRulesTexts, loadRulesTexts);

  /**
   * @param actions - the player's actions (closing the panel)
   * @param fallbackFocus - where the focus goes when the panel closes and the element it came from is gone
   */
  constructor(
    private readonly actions: Actions,
    fallbackFocus: () => HTMLElement | null,
  ) {
    this.modal = new Modal('rules', () => actions.closePanel(), fallbackFocus);
    this.element = this.modal.element;
    this.element.classList.add('rules-dialog');
  }

  /**
   * Opens, draws or closes the panel as the page's state says. The panel speaks the player's
   * language from its first word: a language whose words are not loaded yet is loaded first
   * (English, should that fail).
   */
  sync(ui: UiState): void {
    this.latest = ui;
    const open = ui.panel === 'rules' && ui.won === null;
    const lang = ui.settings.language;
    if (open && !this.languages.ready(lang, () => this.latest === ui && this.sync(ui))) return;
    if (open && this.drawn !== lang) this.draw(lang);
    this.modal.sync(open);
  }

  private draw(lang: Language): void {
    this.drawn = lang;
    const messages = messagesOf(lang);
    const values = {
      ...rulesFacts(),
      mixed: ruleSetName(relaxed, messages),
      ...Object.fromEntries(
        (['undo', 'restart', 'newGame', 'hint', 'copyCode', 'playCode'] as const).map((key) => [key, t(lang, key)]),
      ),
    };
    const close = el('button', { type: 'button', id: 'rules-close', class: 'btn' }, rulesText(lang, 'close'));
    close.addEventListener('click', () => this.actions.closePanel());
    this.modal.body.replaceChildren(
      // The panel opens at its beginning: its title takes the focus (the first control, Close, is
      // at its end, where the dialog's focus would otherwise scroll it).
      el('h2', { id: 'rules-title', tabindex: '-1', autofocus: '' }, rulesText(lang, 'title')),
      ...RULES_SECTIONS.map((key) => el('p', { 'data-section': key }, rulesText(lang, key, values))),
      el('h3', {}, rulesText(lang, 'examples')),
      ...this.examples.map((example) => this.drawExample(example, lang, values.mixed)),
      el('div', { class: 'dialog-actions' }, close),
    );
  }

  /** An example: the columns before the move and after it (or the engine's refusal), with words. */
  private drawExample(example: RulesExample, lang: Language, mixed: string): HTMLElement {
    const { move, before, after, refusal } = example;
    const messages = messagesOf(lang);
    const top = move.to === 'foundation' ? undefined : before.top(move.to);
    const values = {
      card: makeCard(move.card, 'shown'),
      onto: top === undefined ? rulesText(lang, 'emptyPlace') : makeCard(top, 'shown'),
    };
    const words =
      refusal === null
        ? rulesText(lang, example.kind === 'king' ? 'king' : 'legal', values)
        : [
            rulesText(lang, 'refused', values),
            errorMessage(refusal, messages),
            ...(example.mixedAllows ? [rulesText(lang, 'mixedAllows', { mixed })] : []),
          ].join(' ');
    const pictures: HTMLElement[] = [
      el('div', { class: 'rules-step' }, el('span', {}, rulesText(lang, 'before')), drawTable(example, before, true)),
    ];
    if (after !== null)
      pictures.push(
        el('span', { class: 'rules-arrow', 'aria-hidden': 'true' }, '→'),
        el('div', { class: 'rules-step' }, el('span', {}, rulesText(lang, 'after')), drawTable(example, after, false)),
      );
    else pictures.push(el('span', { class: 'rules-arrow refused', 'aria-hidden': 'true' }, '✗'));
    return el(
      'figure',
      { class: `rules-example ${refusal === null ? 'legal' : 'refused'}`, 'data-example': example.kind },
      el('div', { class: 'rules-pictures' }, ...pictures),
      el('figcaption', {}, words),
    );
  }
}
