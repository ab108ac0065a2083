/**
 * The review panel: once a game is over (or left for another), the review of it, computed in the
 * solver's worker with a progress bar, never on the page's thread. It shows the verdict in a
 * sentence, a chart of the fair share over the moves (`review-chart.ts`) with the losing move and
 * the mistakes marked, the move list with the labels' marks, and for a chosen move the position
 * before it with the face-down cards shown and the better move drawn (`review-board.ts`), with
 * "Play on from here". It is a modal dialog like the others (`modal.ts`): Escape, a click outside
 * and Close close it, which abandons a review still running. The page loads this module (and its
 * style sheet) on the panel's first opening.
 * @module
 */
import { type Language, type SavedGame, err } from '@russian-solitaire/engine';
import {
  type GameReview,
  MAX_REVIEW_MOVES,
  REVIEW_MARKS,
  type ReviewedMove,
  reviewOutcome,
} from '@russian-solitaire/solver';
import type { Actions } from '../state/actions.js';
import { el } from '../page/dom.js';
import { count, describeMove, errorText, percentOf, percentText } from '../texts/i18n.js';
import { Modal } from '../dialogs/modal.js';
import { CHART_BOX, type ChartGeometry, chartGeometry, indexAt } from './review-chart.js';
import { drawBoard } from './review-board.js';
import {
  type ReplayedGame,
  type ReviewEvent,
  type ReviewState,
  playOnGame,
  replayGame,
  reviewRefusal,
  reviewTransition,
} from './review-state.js';
import { hasReviewTexts, loadReviewTexts, rt, verdictText } from './review-i18n.js';
import { shownCard, shownMove } from './review-texts.js';
import { SETTINGS } from '../state/settings.js';
import type { SolverService } from '../effects/solver.js';
import { svg } from './svg.js';
import { PanelLanguages } from '../texts/language-chunks.js';
import type { UiState } from '../state/ui-state.js';
import './review.css';

/** The mark shapes on the chart: a ring for the losing move, a triangle for a mistake, a diamond for luck. */
function markShape(label: ReviewedMove['label'], x: number, y: number): SVGElement {
  switch (label) {
    case 'losing-move':
      return svg('circle', { cx: x, cy: y, r: 7 });
    case 'mistake':
      return svg('path', { d: `M${x},${y - 8}L${x + 7},${y + 5}L${x - 7},${y + 5}Z` });
    case 'good-luck':
    case 'bad-luck':
    case null:
      return svg('path', { d: `M${x},${y - 6}L${x + 5},${y}L${x},${y + 6}L${x - 5},${y}Z` });
  }
}

/** The review panel (see the module comment). */
export class ReviewPanel {
  /** The dialog element, to put on the page. */
  readonly element: HTMLDialogElement;
  private readonly modal: Modal;
  private state: ReviewState | null = null;
  private replayed: ReplayedGame | null = null;
  private controller: AbortController | null = null;
  private serial = 0;
  private lang: Language = 'en';
  /** The page's state last synced, so that a language loaded late draws the panel as it is now. */
  private latest: UiState | null = null;
  private readonly languages = new PanelLanguages(hasReviewTexts, loadReviewTexts);
  private game: SavedGame | null = null;
  private geometry: ChartGeometry | null = null;
  // The parts redrawn in place (progress, the chart's pointer, the chosen move), so that the focus stays.
  private progressBar: HTMLProgressElement | null = null;
  private progressText: HTMLElement | null = null;
  private chart: SVGSVGElement | null = null;
  private cursor: SVGGElement | null = null;
  private readout: HTMLElement | null = null;
  private moveButtons: HTMLButtonElement[] = [];
  private position: HTMLElement | null = null;

  /**
   * @param actions - the player's actions (closing the panel, playing on from a position)
   * @param solver - the solver worker that computes the review, or `null` where there is none
   * @param fallbackFocus - where the focus goes when the panel closes and the element it came from is gone
   */
  constructor(
    private readonly actions: Actions,
    private readonly solver: SolverService | null,
    fallbackFocus: () => HTMLElement | null,
  ) {
    this.modal = new Modal('review-dialog', () => actions.closePanel(), fallbackFocus);
    this.element = this.modal.element;
    this.element.classList.add('review-dialog');
  }

  /**
   * Opens, draws or closes the panel as the page's state says; a new game to review starts its
   * review. The panel speaks the player's language from its first word: a language whose review
   * words are not loaded yet is loaded first (English, should that fail).
   */
  sync(ui: UiState): void {
    this.latest = ui;
    const game = ui.panel === 'review' ? ui.reviewing : null;
    const wanted = ui.settings.language;
    if (game !== null && !this.languages.ready(wanted, () => this.latest === ui && this.sync(ui))) return;
    if (game === null) {
      // A review still running is abandoned; one done is kept, to show again if the same game's is asked for.
      if (this.state?.status !== 'done') {
        this.stop();
        this.dispatch({ type: 'closed' });
      }
      this.game = null;
      this.modal.sync(false);
      return;
    }
    const lang = ui.settings.language;
    const langChanged = lang !== this.lang;
    this.lang = lang;
    if (game !== this.game) this.start(game);
    else if (langChanged) this.draw();
    this.modal.sync(true);
  }

  /** Asks the worker for the review of a game (a review done of the same game is shown again at once). */
  private start(game: SavedGame): void {
    this.stop();
    const last = this.game ?? this.state?.game ?? null;
    this.game = game;
    if (this.state?.status === 'done' && last !== null && JSON.stringify(last) === JSON.stringify(game)) {
      this.draw();
      return;
    }
    const id = ++this.serial;
    // A game too long to review fails as it starts: nothing of it is replayed or sent to the worker.
    const refused = reviewRefusal(game);
    const replayed = refused === null ? replayGame(game) : null;
    this.replayed = replayed?.ok === true ? replayed.value : null;
    this.dispatch({ type: 'started', id, game });
    if (refused !== null) return;
    const solver = this.solver;
    if (solver === null) {
      this.dispatch({
        type: 'answered',
        id,
        result: err({ code: 'no-worker', detail: 'this page has no solver worker' }),
      });
      return;
    }
    const controller = new AbortController();
    this.controller = controller;
    void solver
      .review(game, {
        signal: controller.signal,
        onProgress: (progress) => this.dispatch({ type: 'progressed', id, progress }),
      })
      .then((result) => {
        if (this.controller === controller) this.controller = null;
        this.dispatch({ type: 'answered', id, result });
      });
  }

  /** Abandons the review being computed, if any. */
  private stop(): void {
    this.controller?.abort();
    this.controller = null;
  }

  private dispatch(event: ReviewEvent): void {
    const before = this.state;
    const next = reviewTransition(before, event);
    if (next === before) return;
    this.state = next;
    if (next === null) return;
    if (before === null || before.status !== next.status || before.id !== next.id) this.draw();
    else {
      if (before.progress !== next.progress) this.drawProgress();
      if (before.cursor !== next.cursor) this.drawCursor();
      if (before.selected !== next.selected) this.drawSelection();
    }
  }

  /** Draws the whole panel. */
  private draw(): void {
    const state = this.state;
    if (state === null) return;
    const lang = this.lang;
    const body = this.modal.body;
    this.progressBar = this.progressText = this.readout = this.position = null;
    this.chart = this.cursor = null;
    this.moveButtons = [];
    const parts: (Node | string)[] = [el('h2', { id: 'review-dialog-title' }, rt(lang, 'title'))];
    const game = this.replayed?.game ?? null;
    if (game !== null)
      parts.push(
        el(
          'p',
          { class: 'review-subtitle' },
          rt(lang, 'subtitle', {
            code: game.gameCode ?? rt(lang, 'position'),
            rule: SETTINGS.newGameRule.name(game.ruleSet.id === 'relaxed' ? 'R' : 'C', lang),
            moves: count(lang, 'moves', game.history.length),
          }),
        ),
      );
    if (state.status === 'running') {
      this.progressText = el('p', { id: 'review-progress-text' });
      this.progressBar = el('progress', { id: 'review-progress', max: '1', 'aria-labelledby': 'review-progress-text' });
      parts.push(el('div', { class: 'review-running' }, this.progressText, this.progressBar));
    } else if (state.status === 'failed') {
      const failed =
        state.failureError === undefined
          ? rt(lang, 'failed', { reason: rt(lang, state.failure ?? 'solver-error', { max: MAX_REVIEW_MOVES }) })
          : rt(lang, 'failedBecause', { reason: errorText(lang, state.failureError) });
      parts.push(el('p', { id: 'review-failure', class: 'review-failure', role: 'alert' }, failed));
    } else if (state.review !== null) parts.push(...this.reviewParts(state.review));
    const close = el('button', { type: 'button', id: 'review-close', class: 'btn' }, rt(lang, 'close'));
    close.addEventListener('click', () => this.actions.closePanel());
    parts.push(el('div', { class: 'dialog-actions' }, close));
    body.replaceChildren(...parts);
    this.drawProgress();
    this.drawCursor();
    this.drawSelection();
  }

  /** The verdict, the counts, the chart, the move list and the place of the chosen move's position. */
  private reviewParts(review: GameReview): HTMLElement[] {
    const lang = this.lang;
    const parts: HTMLElement[] = [
      el(
        'p',
        { id: 'review-verdict', class: 'review-verdict', 'data-outcome': reviewOutcome(review) },
        verdictText(lang, review),
      ),
      el(
        'dl',
        { class: 'facts review-counts' },
        // Every mark of the move list is counted: the losing move (??) beside the mistakes (?).
        el('dt', {}, `?? ${rt(lang, 'countLosing')}`),
        el('dd', { 'data-count': 'losing-move' }, String(review.counts['losing-move'])),
        el('dt', {}, `? ${rt(lang, 'countMistakes')}`),
        el('dd', { 'data-count': 'mistake' }, String(review.counts.mistake)),
        el('dt', {}, `+ ${rt(lang, 'countLucky')}`),
        el('dd', { 'data-count': 'good-luck' }, String(review.counts['good-luck'])),
        el('dt', {}, `- ${rt(lang, 'countUnlucky')}`),
        el('dd', { 'data-count': 'bad-luck' }, String(review.counts['bad-luck'])),
      ),
    ];
    if (review.stopped !== null) {
      const analysed = review.moves.filter((m) => m.winShare !== null).length;
      parts.push(
        el(
          'p',
          { class: 'review-stopped' },
          rt(lang, 'stoppedEarly', {
            reason: rt(lang, `stopped-${review.stopped}`),
            moves: count(lang, 'moves', analysed),
          }),
        ),
      );
    }
    parts.push(this.chartPart(review), this.movesPart(review));
    this.position = el('section', { id: 'review-position', class: 'review-position', 'aria-live': 'polite' });
    parts.push(this.position);
    return parts;
  }

  /** The chart of the fair share, with its marks, its pointer and the line that reads the point pointed at. */
  private chartPart(review: GameReview): HTMLElement {
    const lang = this.lang;
    // The chart is drawn as wide as the panel shows it, so that its labels keep their size in
    // pixels (12 px) on a phone: its units are the page's.
    const width = Math.round(Math.min(CHART_BOX.width, Math.max(280, document.documentElement.clientWidth - 48)));
    const geometry = chartGeometry(review, { ...CHART_BOX, width });
    this.geometry = geometry;
    const { box } = geometry;
    const count = geometry.points.length;
    const chart = svg('svg', {
      id: 'review-chart',
      class: 'review-chart',
      viewBox: `0 0 ${box.width} ${box.height}`,
      role: 'slider',
      tabindex: 0,
      'aria-label': rt(lang, 'chartLabel'),
      'aria-valuemin': 1,
      'aria-valuemax': count,
    });
    for (const line of geometry.grid) {
      chart.append(
        svg('line', { x1: box.left, x2: box.width - box.right, y1: line.y, y2: line.y, class: 'rv-grid' }),
        svg('text', { x: box.left - 6, y: line.y + 4, class: 'rv-axis rv-y' }, percentText(lang, line.share)),
      );
    }
    const last = geometry.points[count - 1]!;
    chart.append(
      svg('text', { x: geometry.points[0]!.x, y: box.height - 8, class: 'rv-axis rv-x' }, '1'),
      svg('text', { x: last.x, y: box.height - 8, class: 'rv-axis rv-x' }, String(count)),
      svg('path', { d: geometry.band, class: 'rv-band' }),
      svg('path', { d: geometry.line, class: 'rv-line' }),
    );
    for (const mark of geometry.marks) {
      const g = svg('g', { class: 'rv-mark', 'data-label': mark.label, 'data-index': mark.index });
      g.append(
        markShape(mark.label, mark.x, mark.y),
        svg('text', { x: mark.x, y: Math.max(12, mark.y - 11), class: 'rv-mark-text' }, REVIEW_MARKS[mark.label]),
      );
      chart.append(g);
    }
    this.cursor = svg('g', { class: 'rv-cursor' });
    chart.append(this.cursor);
    const pointAt = (e: PointerEvent | MouseEvent): number => {
      const rect = chart.getBoundingClientRect();
      return indexAt(box, ((e.clientX - rect.left) / Math.max(1, rect.width)) * box.width, count);
    };
    chart.addEventListener('pointermove', (e) => this.dispatch({ type: 'pointed', index: pointAt(e) }));
    chart.addEventListener('click', (e) => {
      const index = pointAt(e);
      this.dispatch({ type: 'pointed', index });
      if (index < review.moves.length) this.dispatch({ type: 'picked', index });
    });
    chart.addEventListener('keydown', (e) => {
      const cursor = this.state?.cursor ?? 0;
      const step: Record<string, number> = {
        ArrowLeft: cursor - 1,
        ArrowDown: cursor - 1,
        ArrowRight: cursor + 1,
        ArrowUp: cursor + 1,
        Home: 0,
        End: count - 1,
        PageUp: cursor + 10,
        PageDown: cursor - 10,
      };
      const to = step[e.key];
      if (to !== undefined) this.dispatch({ type: 'pointed', index: to });
      else if ((e.key === 'Enter' || e.key === ' ') && cursor < review.moves.length)
        this.dispatch({ type: 'picked', index: cursor });
      else return;
      e.preventDefault();
    });
    this.chart = chart;
    this.readout = el('p', { id: 'review-readout', class: 'review-readout' });
    return el(
      'figure',
      { class: 'review-figure' },
      el('h3', {}, rt(lang, 'chart')),
      chart,
      this.readout,
      el('figcaption', { class: 'review-help' }, rt(lang, 'chartHelp')),
    );
  }

  /** The move list, each move a button with its mark. */
  private movesPart(review: GameReview): HTMLElement {
    const lang = this.lang;
    const list = el('ol', { id: 'review-moves', class: 'review-moves' });
    this.moveButtons = review.moves.map((m, index) => {
      const mark = m.label === null ? '' : REVIEW_MARKS[m.label];
      // Screen readers hear the move in words after what it shows, and its label's name.
      const button = el(
        'button',
        { type: 'button', class: 'review-move', 'data-index': String(index), title: describeMove(m.move, lang) },
        `${m.number}. ${shownMove(m.move)}`,
      );
      if (m.label !== null) {
        button.dataset.label = m.label;
        button.append(
          el('span', { class: 'rv-mark-text' }, mark),
          el('span', { class: 'visually-hidden' }, `, ${rt(lang, m.label)}`),
        );
      }
      button.addEventListener('click', () => this.dispatch({ type: 'picked', index }));
      list.append(el('li', {}, button));
      return button;
    });
    return el('section', { class: 'review-list' }, el('h3', {}, rt(lang, 'legend')), list);
  }

  private drawProgress(): void {
    const state = this.state;
    if (state === null || this.progressBar === null || this.progressText === null) return;
    this.progressBar.value = state.progress;
    const of = this.replayed?.positions.length ?? 1;
    this.progressText.textContent = rt(this.lang, 'running', { done: Math.round(state.progress * of), of });
  }

  /** Moves the chart's pointer, and says the point it is at. */
  private drawCursor(): void {
    const state = this.state;
    const review = state?.review ?? null;
    const geometry = this.geometry;
    if (state === null || review === null || geometry === null || this.cursor === null || this.chart === null) return;
    const point = geometry.points[state.cursor]!;
    const { box } = geometry;
    this.cursor.replaceChildren(
      svg('line', { x1: point.x, x2: point.x, y1: box.top, y2: box.height - box.bottom, class: 'rv-cursor-line' }),
      ...(point.y === null ? [] : [svg('circle', { cx: point.x, cy: point.y, r: 4, class: 'rv-cursor-dot' })]),
    );
    const text = this.pointText(review, state.cursor);
    this.chart.setAttribute('aria-valuenow', String(state.cursor + 1));
    this.chart.setAttribute('aria-valuetext', text);
    if (this.readout !== null) this.readout.textContent = text;
  }

  /** What the chart's point says: the move, and the share before it. */
  private pointText(review: GameReview, index: number): string {
    const lang = this.lang;
    const move = review.moves[index];
    if (move === undefined)
      return review.end.winShare === null
        ? '—'
        : rt(lang, 'pointEnd', { percent: percentOf(review.end.winShare.estimate) });
    const values = { n: move.number, move: shownMove(move.move) };
    if (move.winShare === null) return rt(lang, 'pointNone', values);
    const mark = move.label === null ? '' : ` ${REVIEW_MARKS[move.label]} (${rt(lang, move.label)})`;
    return rt(lang, 'pointMove', { ...values, percent: percentOf(move.winShare.estimate) }) + mark;
  }

  /** Marks the chosen move in the list and draws its position. */
  private drawSelection(): void {
    const state = this.state;
    const selected = state?.selected ?? null;
    this.moveButtons.forEach((b, i) => {
      if (i === selected) b.setAttribute('aria-current', 'true');
      else b.removeAttribute('aria-current');
    });
    const place = this.position;
    const review = state?.review ?? null;
    if (place === null || review === null) return;
    const move = selected === null ? undefined : review.moves[selected];
    const position = selected === null ? undefined : this.replayed?.positions[selected];
    if (move === undefined || position === undefined || selected === null) {
      place.replaceChildren();
      return;
    }
    const lang = this.lang;
    const better = move.label === 'losing-move' ? move.keptWinnable : move.hint;
    const showBetter = better !== null && !(better.card === move.move.card && better.to === move.move.to);
    const share = (s: { readonly estimate: number } | null): string =>
      s === null ? '' : ` (${percentText(lang, s.estimate)})`;
    const title = rt(lang, 'before', { n: move.number, move: shownMove(move.move) });
    const verdictKey =
      move.verdictBefore === 'solved'
        ? 'verdictSolved'
        : move.verdictBefore === 'unsolvable'
          ? 'verdictUnsolvable'
          : 'verdictUnknown';
    const lines: HTMLElement[] = [
      el('p', { class: 'review-played' }, rt(lang, 'played', { move: shownMove(move.move) + share(move.playedShare) })),
    ];
    if (showBetter)
      lines.push(
        el(
          'p',
          { id: 'review-better', class: 'review-better' },
          rt(lang, 'better', { move: shownMove(better) + (move.label === 'losing-move' ? '' : share(move.hintShare)) }),
        ),
      );
    if (move.label !== null) lines.push(el('p', { class: 'review-explain' }, this.explanation(move)));
    lines.push(el('p', { class: 'review-help' }, `${rt(lang, verdictKey)} ${rt(lang, 'revealed')}`));
    const playOn = el('button', { type: 'button', id: 'review-play-on', class: 'btn' }, rt(lang, 'playOn'));
    playOn.addEventListener('click', () => {
      const replayed = this.replayed;
      const game = replayed === null ? null : playOnGame(replayed, selected);
      if (game?.ok === true) this.actions.playOn(game.value, (lang) => rt(lang, 'playingOn', { n: move.number }));
    });
    place.replaceChildren(
      el('h3', {}, title),
      drawBoard(position, { better: showBetter ? better : null, played: move.move }, title),
      ...lines,
      el('div', { class: 'dialog-actions' }, playOn),
    );
  }

  /** What a labelled move's label means for it. */
  private explanation(m: ReviewedMove): string {
    const lang = this.lang;
    const pct = percentOf;
    switch (m.label) {
      case 'losing-move':
        return rt(lang, 'explainLosing', { kept: m.keptWinnable === null ? '—' : shownMove(m.keptWinnable) });
      case 'mistake':
        return rt(lang, 'explainMistake', {
          played: pct(m.playedShare!.estimate),
          best: pct(m.hintShare!.estimate),
          hint: shownMove(m.hint!),
        });
      case 'good-luck':
      case 'bad-luck':
        return rt(lang, 'explainLuck', {
          card: m.turned === null ? '' : shownCard(m.turned),
          before: pct(m.playedShare!.estimate),
          after: pct(m.playedShare!.estimate + m.luck!),
        });
      case null:
        return '';
    }
  }
}
