/**
 * Moves in the command's JSON output: `{"card": "8H", "from": 3, "to": 5}`, columns numbered 1 to
 * 7, `"foundation"` for a foundation (as `to` for a move home, as `from` for a take-back).
 * @module
 */
import {
  Game,
  type Move,
  type Position,
  type Result,
  type Source,
  makeCard,
  makeMove,
  ok,
} from '@russian-solitaire/engine';
import { type CliError, fail } from './errors.js';

/** A column (1 to 7) or the foundation. */
export type JsonPlace = number | 'foundation';

/** A move in JSON output. */
export interface JsonMove {
  /** The card picked, in text (`8H`); it moves with every card above it. */
  readonly card: string;
  /** Where it comes from: a column 1 to 7, or `"foundation"` for a take-back. */
  readonly from: JsonPlace;
  /** Where it goes: a column 1 to 7, or `"foundation"`. */
  readonly to: JsonPlace;
}

/** A column (0-based) or the foundation, as a JSON place. */
function jsonPlace(place: Source): JsonPlace {
  return place === 'foundation' ? 'foundation' : place + 1;
}

/** A move and where its card was, as JSON. */
export function jsonMove(move: Move, from: Source): JsonMove {
  return { card: makeCard(move.card), from: jsonPlace(from), to: jsonPlace(move.to) };
}

/**
 * Replays a solver's line of moves through the engine from a position and gives each move with its
 * source, as JSON. A move the engine refuses is a `solver-failed` error (it would be a solver bug).
 */
export function jsonLine(position: Position, line: readonly Move[]): Result<JsonMove[], CliError> {
  const game = Game.fromPosition(position);
  const out: JsonMove[] = [];
  for (let i = 0; i < line.length; i++) {
    const played = game.play(line[i]!);
    if (!played.ok)
      return fail('solver-failed', 'solver-line-replay', {
        n: i + 1,
        move: makeMove(line[i]!),
        code: played.error.code,
      });
    out.push(jsonMove(line[i]!, played.value.from));
  }
  return ok(out);
}

/** A line of moves in notation, numbered, a few to a row: `  1. 8H-5     2. QS-F …`. */
export function lineText(line: readonly Move[], perRow = 8): string {
  const rows: string[] = [];
  const width = String(line.length).length;
  for (let i = 0; i < line.length; i += perRow) {
    const cells = line
      .slice(i, i + perRow)
      .map((m, k) => `${String(i + k + 1).padStart(width)}. ${makeMove(m).padEnd(5)}`);
    rows.push(`  ${cells.join('  ').trimEnd()}`);
  }
  return rows.length === 0 ? '' : `${rows.join('\n')}\n`;
}
