/**
 * `russian-solitaire hint CODE|POSITION [--moves "…"]`: plays the given moves through the engine,
 * then asks the solver for the next move.
 * @module
 */
import { Game, type Result, makeMove, ok, parseMove, refusalMessage } from '@russian-solitaire/engine';
import { flag, valueOf } from './args.js';
import { type Command, readArgs, styleFor } from './command.js';
import { type CliError, fail } from './errors.js';
import { HOUSE_OPTIONS } from './house.js';
import type { CliIo } from './io.js';
import { type JsonMove, jsonLine, jsonMove } from './moves.js';
import { moveText } from './render.js';
import { type HintReport, hintPosition } from './solver.js';
import { readSearchRequest } from './source.js';

const HELP = `usage: russian-solitaire hint CODE|POSITION [--moves "8H-5 QS-F …"] [--budget N] [--json] [options]

Plays the moves given (in move notation, separated by spaces or commas) through the engine from
the deal or position, then asks the solver for a hint: the next move, and whether it is on a
known winning line.

  --moves "…"            moves to play first: card-target, like 8H-5 (column 5) or QS-F (foundation)
  --budget N             node budget of the search (default 1000000)
  --json                 one JSON object: status, move {card, from, to}, winning, line, nodes, ms
  --rule classic|relaxed replaces the code's rule letter
  --house default|none, --group-limit N|none, --take-back on|off, --undo-depth N
  --no-color             no colours even on a terminal
`;

const SPEC = {
  ...HOUSE_OPTIONS,
  moves: 'value',
  budget: 'value',
  json: 'flag',
  rule: 'value',
  'no-color': 'flag',
  help: 'flag',
} as const;

/** The JSON object `hint --json` prints. */
export interface HintJson {
  /** The verdict of the search behind the hint: `solved`, `unsolvable` or `unknown`. */
  readonly status: HintReport['status'];
  /** The move proposed, or `null` when there is none. */
  readonly move: JsonMove | null;
  /** Whether the move is on a known winning line. */
  readonly winning: boolean;
  /** The winning line from the position after the moves given (starting with the hint), when known. */
  readonly line: readonly JsonMove[];
  /** Nodes searched. */
  readonly nodes: number;
  /** Milliseconds spent. */
  readonly ms: number;
  /** How many moves of `--moves` were played before the hint. */
  readonly played: number;
}

async function run(argv: readonly string[], io: CliIo): Promise<Result<number, CliError>> {
  const parsed = readArgs(argv, SPEC, HELP, io);
  if (!parsed.ok) return parsed;
  if (parsed.value === null) return ok(0);
  const args = parsed.value;
  const [text, ...extra] = args.positionals;
  if (text === undefined) return fail('missing-argument', 'hint needs a game code (RU1-C-AAAAABB) or a position text');
  if (extra.length > 0)
    return fail(
      'extra-argument',
      `hint takes one game code or position (quote a position, and the --moves list); unexpected ${JSON.stringify(extra[0])}`,
    );
  const request = readSearchRequest(args, text);
  if (!request.ok) return request;
  const game = Game.fromPosition(request.value.position, { code: request.value.code });
  const words = (valueOf(args, 'moves') ?? '').split(/[\s,;]+/).filter((w) => w.length > 0);
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
  const position = game.position;
  const hint = await hintPosition(position, request.value.budget);
  if (!hint.ok) return hint;
  const h = hint.value;
  const line = jsonLine(position, h.line);
  if (!line.ok) return fail('solver-failed', `the solver's line does not replay: ${line.error.message}`);
  const from = h.move === null ? null : position.source(h.move.card);
  if (flag(args, 'json')) {
    const json: HintJson = {
      status: h.status,
      move: h.move === null || from === null ? null : jsonMove(h.move, from),
      winning: h.winning,
      line: line.value,
      nodes: h.nodes,
      ms: h.ms,
      played: words.length,
    };
    io.stdout.write(`${JSON.stringify(json)}\n`);
    return ok(0);
  }
  const style = styleFor(io.stdout, io, args);
  const stats = `${h.nodes.toLocaleString('en-US')} nodes, ${h.ms} ms`;
  if (words.length > 0)
    io.stdout.write(`After ${words.length} move${words.length === 1 ? '' : 's'}: score ${game.score}.\n`);
  if (h.move === null || from === null) {
    io.stdout.write(
      position.isWon
        ? 'The game is won: no hint needed.\n'
        : h.status === 'unsolvable'
          ? `No hint: this position cannot be won (proved, ${stats}).\n`
          : `No hint: there is no legal move (${stats}).\n`,
    );
    return ok(0);
  }
  const verdict = h.winning
    ? `on a known winning line of ${h.line.length} moves`
    : h.status === 'unsolvable'
      ? 'though no move wins: the solver proved that this position cannot be won'
      : 'not known to win: the search found no winning line within the budget';
  io.stdout.write(`Hint: ${makeMove(h.move)} (${moveText(h.move, from, style)}), ${verdict} (${stats}).\n`);
  return ok(0);
}

/** The `hint` command. */
export const hintCommand: Command = {
  name: 'hint',
  summary: 'play some moves, then ask for the next one',
  help: HELP,
  run,
};
