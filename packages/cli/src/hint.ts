/**
 * `russian-solitaire hint CODE|POSITION [--moves "…"]`: plays the given moves through the engine,
 * then asks the solver for the next move.
 * @module
 */
import { Game, type Position, type Result, makeMove, ok, parseMove, refusalMessage } from '@russian-solitaire/engine';
import { type ParsedArgs, flag, valueOf } from './args.js';
import { type Command, defineCommand, styleFor } from './command.js';
import { type CliError, fail } from './errors.js';
import { HOUSE_OPTIONS } from './house.js';
import type { CliIo } from './io.js';
import { type JsonMove, jsonLine, jsonMove } from './moves.js';
import { moveText } from './render.js';
import { type HintReport, hintPosition } from './solver.js';
import { readSearchRequest } from './source.js';
import type { Style } from './style.js';

const HELP = `usage: russian-solitaire hint CODE|POSITION [--moves "8H-5 QS-F …"] [--budget N] [--json] [options]

Plays the moves given (in move notation, separated by spaces or commas) through the engine from
the deal or position, then asks the solver for a hint: the next move, and whether it is on a
known winning line.

  --moves "…"            moves to play first: card-target, like 8H-5 (column 5) or QS-F (foundation)
  --budget N             node budget of the search (default 1000000)
  --json                 one JSON object: status, move {card, from, to}, line, nodes, ms
  --rule classic|relaxed replaces the code's rule letter
  --house default|none, --group-limit N|none, --take-back on|off, --undo-depth N
  --no-color             no colours even on a terminal
`;

const OPTIONS = {
  ...HOUSE_OPTIONS,
  moves: 'value',
  budget: 'value',
  json: 'flag',
  rule: 'value',
  'no-color': 'flag',
} as const;

/** The JSON object `hint --json` prints. */
export interface HintJson {
  /**
   * The verdict of the search behind the hint: `solved` (the move is on a known winning line),
   * `unsolvable` or `unknown`.
   */
  readonly status: HintReport['status'];
  /** The move proposed, or `null` when there is none. */
  readonly move: JsonMove | null;
  /** The winning line from the position after the moves given (starting with the hint), when known. */
  readonly line: readonly JsonMove[];
  /** Nodes searched. */
  readonly nodes: number;
  /** Milliseconds spent. */
  readonly ms: number;
  /** How many moves of `--moves` were played before the hint. */
  readonly played: number;
}

/** The moves of `--moves`, in notation, separated by spaces, commas or semicolons. */
function movesGiven(args: ParsedArgs): string[] {
  return (valueOf(args, 'moves') ?? '').split(/[\s,;]+/).filter((w) => w.length > 0);
}

/** Plays the moves given through the engine; a move that does not read or is refused is an error. */
function playMoves(game: Game, words: readonly string[]): Result<void, CliError> {
  for (let i = 0; i < words.length; i++) {
    const move = parseMove(words[i]!);
    if (!move.ok)
      return fail('bad-move', `--moves, move ${i + 1} (${JSON.stringify(words[i])}): ${move.error.message}`);
    const played = game.play(move.value);
    if (!played.ok)
      return fail(
        'bad-move',
        `--moves, move ${i + 1} (${makeMove(move.value)}) is refused: ${refusalMessage(played.error)}`,
      );
  }
  return ok(undefined);
}

/** The hint in words: the move and what the search knows of it, or why there is none. */
function hintText(hint: HintReport, position: Position, style: Style): string {
  const stats = `${hint.nodes.toLocaleString('en-US')} nodes, ${hint.ms} ms`;
  if (hint.move === null) {
    if (position.isWon) return 'The game is won: no hint needed.';
    return hint.status === 'unsolvable'
      ? `No hint: this position cannot be won (proved, ${stats}).`
      : `No hint: there is no legal move (${stats}).`;
  }
  const from = position.source(hint.move.card);
  const verdict =
    hint.status === 'solved'
      ? `on a known winning line of ${hint.line.length} moves`
      : hint.status === 'unsolvable'
        ? 'though no move wins: the solver proved that this position cannot be won'
        : 'not known to win: the search found no winning line within the budget';
  return `Hint: ${makeMove(hint.move)} (${moveText(hint.move, from, style)}), ${verdict} (${stats}).`;
}

async function hint(args: ParsedArgs, io: CliIo): Promise<Result<number, CliError>> {
  const request = readSearchRequest(
    args,
    'hint needs a game code (RU1-C-AAAAABB) or a position text',
    'hint takes one game code or position (quote a position, and the --moves list)',
  );
  if (!request.ok) return request;
  const game = Game.fromPosition(request.value.position, { code: request.value.code });
  const words = movesGiven(args);
  const played = playMoves(game, words);
  if (!played.ok) return played;
  const position = game.position;
  const answer = await hintPosition(position, request.value.budget);
  if (!answer.ok) return answer;
  const h = answer.value;
  const line = jsonLine(position, h.line);
  if (!line.ok) return line;
  if (flag(args, 'json')) {
    const json: HintJson = {
      status: h.status,
      move: h.move === null ? null : jsonMove(h.move, position.source(h.move.card)),
      line: line.value,
      nodes: h.nodes,
      ms: h.ms,
      played: words.length,
    };
    io.stdout.write(`${JSON.stringify(json)}\n`);
    return ok(0);
  }
  if (words.length > 0)
    io.stdout.write(`After ${words.length} move${words.length === 1 ? '' : 's'}: score ${game.score}.\n`);
  io.stdout.write(`${hintText(h, position, styleFor(io.stdout, io, args))}\n`);
  return ok(0);
}

/** The `hint` command. */
export const hintCommand: Command = defineCommand({
  name: 'hint',
  summary: 'play some moves, then ask for the next one',
  help: HELP,
  options: OPTIONS,
  body: hint,
});
