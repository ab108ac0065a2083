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
  COLUMN_COUNT,
  type Column,
  type Game,
  type Language,
  type Move,
  type Position,
  SUIT_SYMBOLS,
  type Source,
  colourOf,
  displayName,
  makeCard,
  ruleSetName,
} from '@russian-solitaire/engine';
import type { Style } from './style.js';

/** The cards of a column, bottom first: the face-down ones, then the face-up ones. */
function columnParts(position: Position, c: number): { down: Card[]; up: Card[] } {
  const cards = position.column(c as Column);
  const down = position.faceDown[c]!;
  return { down: cards.slice(0, down), up: cards.slice(down) };
}

/**
 * The plain form of a position, exactly as the specification's test vectors: the title line (the
 * game code), then `  1: 8C`, `  2: (JD) 9S 2C 2H QH 6C`, … (an empty column as `-`).
 */
export function plainColumns(title: string, position: Position): string {
  const lines = [title];
  for (let c = 0; c < COLUMN_COUNT; c++) {
    const { down, up } = columnParts(position, c);
    const words = [...down.map((card) => `(${makeCard(card)})`), ...up.map(makeCard)];
    lines.push(`  ${c + 1}: ${words.length === 0 ? '-' : words.join(' ')}`);
  }
  return `${lines.join('\n')}\n`;
}

/** A card for people: `10♥`, red for hearts and diamonds when colours are on. */
export function cardText(card: Card, style: Style): string {
  const name = displayName(card);
  return colourOf(card) === 'red' ? style.red(name) : name;
}

/** The columns of a position, one line each, with symbols; face-down cards dim in parentheses. */
export function styledColumns(position: Position, style: Style): string {
  const lines: string[] = [];
  for (let c = 0; c < COLUMN_COUNT; c++) {
    const { down, up } = columnParts(position, c);
    const words = [
      ...down.map((card) => style.dim(`(${displayName(card)})`)),
      ...up.map((card) => cardText(card, style)),
    ];
    lines.push(`  ${c + 1}: ${words.length === 0 ? style.dim('-') : words.join(' ')}`);
  }
  return `${lines.join('\n')}\n`;
}

/** The foundations: each suit's top card, or the suit symbol dim when empty. */
export function foundationsText(position: Position, style: Style): string {
  const parts: string[] = [];
  for (let s = 0; s < 4; s++) {
    const n = position.foundation[s]!;
    parts.push(
      n === 0
        ? style.dim(`${SUIT_SYMBOLS[s]} --`.padEnd(5))
        : padVisible(cardText(s * 13 + n - 1, style), displayName(s * 13 + n - 1), 5),
    );
  }
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

const CELL = 5;
const FACE_DOWN = '##';

/**
 * The tableau as seven side-by-side columns, as on a card table: face-down cards shown as `##`
 * (or, with `reveal`, dim in parentheses), the top card of each column last.
 */
export function tableauGrid(position: Position, style: Style, reveal = false): string {
  const header = Array.from({ length: COLUMN_COUNT }, (_, c) =>
    style.dim(
      String(c + 1)
        .padStart(3)
        .padEnd(CELL),
    ),
  ).join('');
  const rows: string[] = [header.trimEnd()];
  let height = 0;
  for (let c = 0; c < COLUMN_COUNT; c++) height = Math.max(height, position.length[c]!);
  for (let i = 0; i < height; i++) {
    let row = '';
    for (let c = 0; c < COLUMN_COUNT; c++) {
      const len = position.length[c]!;
      if (i >= len) {
        row += ' '.repeat(CELL);
        continue;
      }
      const card = position.cards[c * 52 + i]!;
      if (i < position.faceDown[c]!) {
        const visible = reveal ? `(${makeCard(card)})` : FACE_DOWN;
        row += style.dim(visible.padStart(reveal ? 4 : 3)) + ' '.repeat(CELL - (reveal ? 4 : 3));
      } else {
        const name = displayName(card);
        row +=
          ' '.repeat(Math.max(0, 3 - [...name].length)) +
          padVisible(cardText(card, style), name, CELL - Math.max(0, 3 - [...name].length));
      }
    }
    rows.push(row.trimEnd());
  }
  if (height === 0) rows.push(style.dim('  (all columns empty)'));
  return `${rows.join('\n')}\n`;
}

/** Elapsed time as `m:ss`, or `h:mm:ss` from an hour. */
export function formatDuration(ms: number): string {
  const total = Math.floor(Math.max(0, ms) / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return h > 0
    ? `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`
    : `${m}:${String(s).padStart(2, '0')}`;
}

/** A duration for reports: `850 ms`, `12.3 s`, then `m:ss` or `h:mm:ss`. */
export function formatElapsed(ms: number): string {
  if (ms < 1000) return `${Math.round(ms)} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  return formatDuration(ms);
}

/** The game bar: score, time, moves and code, and the rule's name in the player's language. */
export function gameBar(game: Game, style: Style, language: Language): string {
  const code = game.code ?? 'no code';
  return `${style.bold(code)}  ${ruleSetName(game.ruleSet, language)}  Score: ${game.score}  Time: ${formatDuration(game.elapsedMs)}  Moves: ${game.moveCount}`;
}

/** The whole board of a game: game bar, foundations and tableau. */
export function boardText(game: Game, style: Style, language: Language): string {
  const position = game.position;
  return `${gameBar(game, style, language)}\nFoundations: ${foundationsText(position, style).trimEnd()}\n${tableauGrid(position, style)}`;
}

/** Where a move's cards come from or go, for people: `column 3`, `foundation`. */
export function placeText(place: Source): string {
  return place === 'foundation' ? 'foundation' : `column ${place + 1}`;
}

/** A move for people: `8♥ column 3 → column 5`. */
export function moveText(move: Move, from: Source, style: Style): string {
  return `${cardText(move.card, style)} ${placeText(from)} → ${placeText(move.to)}`;
}
