/**
 * Text of deals, boards and moves for the terminal.
 *
 * Two forms: the plain test-vector form of the specification (`RU1-C-AAAAAAA` then one
 * `  N: …` line per column, bottom card first, face-down cards in parentheses), and the styled
 * forms with suit symbols and colours for people.
 * @module
 */
import {
  type Card,
  type ColumnSetup,
  type Game,
  type Language,
  type Move,
  type Position,
  SUIT_SYMBOLS,
  type Source,
  type Suit,
  colourOf,
  makeCard,
  displayRank,
  formatClock,
  makeColumn,
  ruleSetName,
} from '@russian-solitaire/engine';
import { MESSAGES } from '@russian-solitaire/engine/messages';
import type { Style } from './style.js';
import { say } from './texts.js';

/**
 * The plain form of a position, exactly as the specification's test vectors: the title line (the
 * game code), then `  1: 8C`, `  2: (JD) 9S 2C 2H QH 6C`, … (an empty column as `-`).
 */
export function plainColumns(title: string, position: Position): string {
  const lines = position.toSetup().columns.map((column, c) => `  ${c + 1}: ${makeColumn(column)}`);
  return `${[title, ...lines].join('\n')}\n`;
}

/** A card for people: `10♥`, red for hearts and diamonds when colours are on. */
export function cardText(card: Card, style: Style): string {
  const name = makeCard(card, 'shown');
  return colourOf(card) === 'red' ? style.red(name) : name;
}

/** A column for people: face-down cards dim in parentheses, then the face-up ones; `-` dim when empty. */
function styledColumn(column: ColumnSetup, style: Style): string {
  const words = [
    ...column.faceDown.map((card) => style.dim(`(${makeCard(card, 'shown')})`)),
    ...column.faceUp.map((card) => cardText(card, style)),
  ];
  return words.length === 0 ? style.dim('-') : words.join(' ');
}

/** The columns of a position, one line each, with symbols; face-down cards dim in parentheses. */
export function styledColumns(position: Position, style: Style): string {
  const lines = position.toSetup().columns.map((column, c) => `  ${c + 1}: ${styledColumn(column, style)}`);
  return `${lines.join('\n')}\n`;
}

/** The width of a foundation in {@link foundationsText}. */
const FOUNDATION_WIDTH = 5;

/**
 * The foundations, in one format from the start of a game to its end: each suit's symbol and the
 * rank of its top card (`♠ A`, `♥ 10`), or `--` (dim) while it is empty.
 */
function foundationsText(position: Position, style: Style): string {
  const parts = SUIT_SYMBOLS.map((symbol, s) => {
    const top = position.foundationTop(s as Suit);
    if (top === undefined) return style.dim(`${symbol} --`.padEnd(FOUNDATION_WIDTH));
    const text = `${symbol} ${displayRank(top)}`;
    return padVisible(colourOf(top) === 'red' ? style.red(text) : text, text, FOUNDATION_WIDTH);
  });
  return parts.join(' ');
}

/** The number of characters a text shows on a terminal (escape codes left out). */
export function visibleLength(text: string): number {
  // eslint-disable-next-line no-control-regex
  return [...text.replace(/\u001b\[[0-9;]*m/g, '')].length;
}

function padVisible(text: string, visible: string, width: number): string {
  return text + ' '.repeat(Math.max(0, width - [...visible].length));
}

/** The width of a column of the tableau grid. */
const CELL = 5;
/** The width a card is right-aligned in within a cell: ` 8♥`, `10♥`, ` ##`. */
const CARD_WIDTH = 3;
const FACE_DOWN = '##';

/** One cell of the tableau grid: a card (face down or up), or blanks where the column has none. */
function gridCell(card: Card | undefined, faceDown: boolean, style: Style, reveal: boolean): string {
  if (card === undefined) return ' '.repeat(CELL);
  if (faceDown) {
    const text = reveal ? `(${makeCard(card)})` : FACE_DOWN.padStart(CARD_WIDTH);
    return style.dim(text) + ' '.repeat(CELL - text.length);
  }
  const name = makeCard(card, 'shown');
  const lead = ' '.repeat(Math.max(0, CARD_WIDTH - [...name].length));
  return lead + padVisible(cardText(card, style), name, CELL - lead.length);
}

/** The `i`-th row of the tableau grid: the `i`-th card from the bottom of each column. */
function gridRow(columns: readonly ColumnSetup[], i: number, style: Style, reveal: boolean): string {
  const cells = columns.map(({ faceDown, faceUp }) =>
    i < faceDown.length
      ? gridCell(faceDown[i], true, style, reveal)
      : gridCell(faceUp[i - faceDown.length], false, style, reveal),
  );
  return cells.join('').trimEnd();
}

/**
 * The tableau as seven side-by-side columns, as on a card table: face-down cards shown as `##`
 * (or, with `reveal`, dim in parentheses), the top card of each column last.
 */
function tableauGrid(position: Position, style: Style, reveal = false): string {
  const columns = position.toSetup().columns;
  const header = columns.map((_, c) =>
    style.dim(
      String(c + 1)
        .padStart(CARD_WIDTH)
        .padEnd(CELL),
    ),
  );
  const rows: string[] = [header.join('').trimEnd()];
  const height = Math.max(0, ...columns.map((column) => column.faceDown.length + column.faceUp.length));
  for (let i = 0; i < height; i++) rows.push(gridRow(columns, i, style, reveal));
  if (height === 0) rows.push(style.dim('  (all columns empty)'));
  return `${rows.join('\n')}\n`;
}

/** A duration for reports: `850 ms`, `12.3 s`, then `m:ss` or `h:mm:ss`. */
export function formatElapsed(ms: number): string {
  if (ms < 1000) return `${Math.round(ms)} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  return formatClock(ms);
}

/** The game bar: code, the rule's name, score, time and moves, in the player's language. */
function gameBar(game: Game, style: Style, language: Language): string {
  const code = game.gameCode ?? say(language, 'noCode');
  const score = `${say(language, 'score')}: ${game.score}`;
  const time = `${say(language, 'time')}: ${formatClock(game.elapsedMs)}`;
  return `${style.bold(code)}  ${ruleSetName(game.ruleSet, MESSAGES[language])}  ${score}  ${time}  ${say(language, 'moves')}: ${game.moveCount}`;
}

/** The whole board of a game: game bar, foundations and tableau. */
export function boardText(game: Game, style: Style, language: Language): string {
  const position = game.position;
  const foundations = `${say(language, 'foundations')}: ${foundationsText(position, style).trimEnd()}`;
  return `${gameBar(game, style, language)}\n${foundations}\n${tableauGrid(position, style)}`;
}

/** Where a move's cards come from or go, for people: `column 3`, `foundation` (English unless given). */
export function placeText(place: Source, language: Language = 'en'): string {
  return place === 'foundation' ? say(language, 'foundation') : say(language, 'column', { n: place + 1 });
}

/** A move for people: `8♥ column 3 → column 5` (English unless given). */
export function moveText(move: Move, from: Source, style: Style, language: Language = 'en'): string {
  return say(language, 'moved', {
    card: cardText(move.card, style),
    from: placeText(from, language),
    to: placeText(move.to, language),
  });
}
