/**
 * `russian-solitaire hint CODE|POSITION [--moves "…"] [--fair]`: plays the given moves through the
 * engine, then asks the solver for the next move: with full information, or (`--fair`) from what a
 * player sees, with its chance to win.
 * @module
 */
import {
  Game,
  type Language,
  type Position,
  type Result,
  echoInput,
  makeMove,
  makePosition,
  ok,
} from '@russian-solitaire/engine';
import { type ParsedArgs, flag, valueOf } from './args.js';
import { type Command, defineCommand, styleFor } from './command.js';
import { type CliError, fail } from './errors.js';
import {
  type FairHintReport,
  type WinShareJson,
  chanceText,
  fairHintFor,
  fairOptionGiven,
  readFairRequest,
} from './fair.js';
import { HOUSE_HELP, HOUSE_OPTIONS } from './house.js';
import type { CliIo } from './io.js';
import { type JsonMove, jsonLine, jsonMove } from './moves.js';
import { moveText } from './render.js';
import { type HintReport, type Verdict, hintPosition } from './solver.js';
import { readSearchRequest } from './source.js';
import type { Style } from './style.js';
import { countOf, numberInEnglish, say } from './texts.js';
import { readTypedMove } from './typed-move.js';

const HELP = `usage: russian-solitaire hint CODE|POSITION [--moves "8H-5 QS-F …"] [--budget N] [--json] [options]
       russian-solitaire hint CODE|POSITION --fair [--samples N] [--seed S] [--budget N] [--json] [options]

Plays the moves given (in move notation, separated by spaces or commas) through the engine from
the deal or position, then asks the solver for a hint: the next move, and whether it is on a
known winning line. This full-information hint looks at the face-down cards.

With --fair, the hint is fair: it never looks at the face-down cards. It searches many
arrangements of the unseen cards into the face-down slots (all of them when there are few), and
proposes the first move of the plan up to the next card turned that can still be won under the
most of them, with that share and its 95 % interval. It never proposes a move back to a position
played since the last card turned (of the --moves given): when every legal move leads back, no
useful move is left.

  --moves "…"            moves to play first: card-target, like 8H-5 (column 5) or QS-F (foundation)
  --budget N             node budget of the search (default 1000000); with --fair, the total
                         budget over every arrangement (default 5000000)
  --fair                 a fair hint, from what a player sees
  --samples N            with --fair: the most arrangements searched per move (default 64)
  --seed S               with --fair: seed of the arrangements, 0 to 4294967295 (default: a hash
                         of what the player sees, so the same view gets the same hint)
  --json                 one JSON object: status, move {card, from, to}, line, nodes, ms, position;
                         with --fair: move, winShare {estimate, low, high}, samples, nodes, position …
  --rule classic|relaxed replaces the code's rule letter
${HOUSE_HELP}
  --no-color             no colours even on a terminal
  --lang en|ru|uk|tr     the language of this help, refusals and errors (default: the locale of
                         LC_ALL, LC_MESSAGES or LANG; English for C, POSIX and other languages)
`;

const OPTIONS = {
  ...HOUSE_OPTIONS,
  moves: 'value',
  budget: 'value',
  fair: 'flag',
  samples: 'value',
  seed: 'value',
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
  readonly status: Verdict;
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
  /** The position the hint is for (after `--moves`), in the engine's one-line text. */
  readonly position: string;
}

/** One legal move's estimate in `hint --fair --json`. */
export interface FairMoveJson {
  /** The move. */
  readonly move: JsonMove;
  /** The estimated share of arrangements under which the position after the move can be won. */
  readonly winShare: WinShareJson;
  /** Arrangements searched for the move. */
  readonly samples: number;
  /** Of those, the ones whose search ran out of budget (counted half in the estimate). */
  readonly undecided: number;
}

/** The JSON object `hint --fair --json` prints. */
export interface FairHintJson {
  /** Always `true`: the hint never looked at the face-down cards. */
  readonly fair: true;
  /** The move proposed, or `null` when there is none (the game is won, or no legal move is left). */
  readonly move: JsonMove | null;
  /**
   * The estimated share of the arrangements of the face-down cards under which the position after
   * the move can be won, with its 95 % interval (1 for a won game, 0 with no legal move).
   */
  readonly winShare: WinShareJson;
  /** Arrangements searched for the move. */
  readonly samples: number;
  /** Of those, the ones whose search ran out of budget. */
  readonly undecided: number;
  /** Whether those were every arrangement there is: the share is then exact, not sampled. */
  readonly exhaustive: boolean;
  /** Every legal move's estimate, best first (moves dropped early were searched on fewer arrangements). */
  readonly estimates: readonly FairMoveJson[];
  /** Nodes searched in all. */
  readonly nodes: number;
  /** Why the search stopped before its schedule was done (`"budget"`, `"time-limit"` …), or `null`. */
  readonly stopped: string | null;
  /** Milliseconds spent. */
  readonly ms: number;
  /** How many moves of `--moves` were played before the hint. */
  readonly played: number;
  /** The position the hint is for (after `--moves`), in the engine's one-line text. */
  readonly position: string;
}

/** The moves of `--moves`, in notation, separated by spaces, commas or semicolons. */
export function movesGiven(args: ParsedArgs): string[] {
  return (valueOf(args, 'moves') ?? '').split(/[\s,;]+/).filter((w) => w.length > 0);
}

/** Plays the moves given through the engine; a move that does not read or is refused is an error. */
export function playMoves(game: Game, words: readonly string[]): Result<void, CliError> {
  for (let i = 0; i < words.length; i++) {
    const move = readTypedMove(words[i]!);
    if (!move.ok) return fail('bad-move', 'moves-unread', { n: i + 1, given: echoInput(words[i]) }, move.error);
    const played = game.play(move.value);
    if (!played.ok) return fail('bad-move', 'moves-refused', { n: i + 1, move: makeMove(move.value) }, played.error);
  }
  return ok(undefined);
}

/** The hint in words: the move and what the search knows of it, or why there is none. */
function hintText(hint: HintReport, position: Position, style: Style): string {
  const stats = `${numberInEnglish(hint.nodes)} nodes, ${hint.ms} ms`;
  if (hint.move === null) {
    if (position.isWon) return 'The game is won: no hint needed.';
    return position.hasLegalMove()
      ? `No hint: this position cannot be won (proved, ${stats}).`
      : `No hint: there is no legal move, so this position cannot be won (${stats}).`;
  }
  const from = position.source(hint.move.card);
  const verdict =
    hint.status === 'solved'
      ? `on a known winning line of ${countOf('en', hint.line.length, 'move')}`
      : hint.status === 'unsolvable'
        ? 'though no move wins: the solver proved that this position cannot be won'
        : 'not known to win: the search found no winning line within the budget';
  return `Hint: ${makeMove(hint.move)} (${moveText(hint.move, from, style)}), ${verdict} (${stats}).`;
}

/** The fair hint in words: the move and its chance, or why there is none. */
export function fairHintText(
  hint: FairHintReport,
  position: Position,
  style: Style,
  language: Language = 'en',
): string {
  if (hint.move === null)
    return position.isWon
      ? say(language, 'gameWon')
      : `${say(language, 'noHint', { reason: say(language, position.hasLegalMove() ? 'noUsefulMove' : 'noLegalMove') })}.`;
  const from = position.source(hint.move.card);
  return say(language, 'fairHint', {
    notation: makeMove(hint.move),
    move: moveText(hint.move, from, style, language),
    chance: chanceText(hint, language),
  });
}

async function fairHint(args: ParsedArgs, io: CliIo, game: Game, played: number): Promise<Result<number, CliError>> {
  const request = readFairRequest(args);
  if (!request.ok) return request;
  const position = game.position;
  const answer = await fairHintFor(game, request.value);
  if (!answer.ok) return answer;
  const h = answer.value;
  if (flag(args, 'json')) {
    const json: FairHintJson = {
      fair: true,
      move: h.move === null ? null : jsonMove(h.move, position.source(h.move.card)),
      winShare: h.winShare,
      samples: h.samples,
      undecided: h.undecided,
      exhaustive: h.exhaustive,
      estimates: h.moves.map((m) => ({
        move: jsonMove(m.move, position.source(m.move.card)),
        winShare: m.winShare,
        samples: m.samples,
        undecided: m.undecided,
      })),
      nodes: h.nodes,
      stopped: h.stopped,
      ms: h.ms,
      played,
      position: makePosition(position),
    };
    io.stdout.write(`${JSON.stringify(json)}\n`);
    return ok(0);
  }
  if (played > 0) io.stdout.write(`After ${countOf('en', played, 'move')}: score ${game.score}.\n`);
  io.stdout.write(`${fairHintText(h, position, styleFor(io.stdout, io, args))}\n`);
  return ok(0);
}

async function hint(args: ParsedArgs, io: CliIo): Promise<Result<number, CliError>> {
  const fair = flag(args, 'fair');
  const fairOnly = fairOptionGiven(args);
  if (!fair && fairOnly !== null) return fail('bad-value', 'hint-fair-only', { option: fairOnly });
  const request = readSearchRequest(args, 'hint-missing', 'hint-extra');
  if (!request.ok) return request;
  const game = Game.fromPosition(request.value.position, { gameCode: request.value.code });
  const words = movesGiven(args);
  const played = playMoves(game, words);
  if (!played.ok) return played;
  if (fair) return fairHint(args, io, game, words.length);
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
      position: makePosition(position),
    };
    io.stdout.write(`${JSON.stringify(json)}\n`);
    return ok(0);
  }
  if (words.length > 0) io.stdout.write(`After ${countOf('en', words.length, 'move')}: score ${game.score}.\n`);
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
