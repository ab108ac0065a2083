/**
 * `russian-solitaire solve CODE|POSITION`: the solver's verdict and winning line.
 * @module
 */
import {
  Game,
  type GameOptions,
  type Move,
  type Result,
  makePosition,
  ok,
  ruleSetName,
} from '@russian-solitaire/engine';
import { type ParsedArgs, flag, notTogether } from './args.js';
import { type Command, defineCommand, styleFor } from './command.js';
import { type CliError, fail } from './errors.js';
import { HOUSE_HELP, HOUSE_OPTIONS, describeOptions } from './house.js';
import type { CliIo } from './io.js';
import { type JsonMove, jsonLine, lineText } from './moves.js';
import { boardText, cardText, placeText, visibleLength } from './render.js';
import { type SolveReport, type Verdict, solvePosition } from './solver.js';
import { type SearchRequest, readSearchRequest } from './source.js';
import type { Style } from './style.js';
import { countOf, numberInEnglish } from './texts.js';

const HELP = `usage: russian-solitaire solve CODE|POSITION [--budget N] [--json] [--show] [options]

Asks the solver whether a deal (a game code) or a position (the engine's one-line text, quoted)
can be won, and prints the verdict: solved with the winning line, unsolvable (proved by an
exhaustive search), or unknown (the node budget ran out).

  --budget N             node budget (default 1000000); the same budget gives the same answer
  --json                 one JSON object: status, nodes, ms, moves [{card, from, to}] and more
  --show                 play the winning line out through the engine, printing each move
  --rule classic|relaxed replaces the code's rule letter
${HOUSE_HELP}
  --no-color             no colours even on a terminal
  --lang en|ru|uk|tr     the language of this help, refusals and errors (default: the locale of
                         LC_ALL, LC_MESSAGES or LANG; English for C, POSIX and other languages)
`;

const OPTIONS = {
  ...HOUSE_OPTIONS,
  budget: 'value',
  json: 'flag',
  show: 'flag',
  rule: 'value',
  'no-color': 'flag',
} as const;

/** The JSON object `solve --json` prints. */
export interface SolveJson {
  /** `solved`, `unsolvable` or `unknown`. */
  readonly status: Verdict;
  /** Nodes searched. */
  readonly nodes: number;
  /** Milliseconds spent searching. */
  readonly ms: number;
  /** The winning line (empty unless solved). */
  readonly moves: readonly JsonMove[];
  /** The game code, or `null` for a position given as text. */
  readonly gameCode: string | null;
  /** The position solved, in the engine's one-line text. */
  readonly position: string;
  /** The house options the position was solved with. */
  readonly options: GameOptions;
  /** The node budget. */
  readonly budget: number;
  /** Why the search stopped, for `unknown` (`budget`, …); `null` otherwise. */
  readonly reason: string | null;
}

function verdictText(report: SolveReport, budget: number): string {
  const stats = `${numberInEnglish(report.nodes)} nodes, ${report.ms} ms, budget ${numberInEnglish(budget)}`;
  switch (report.status) {
    case 'solved':
      return `solved: a winning line of ${countOf('en', report.line.length, 'move')} (${stats})`;
    case 'unsolvable':
      return `unsolvable: the search was exhaustive and found no win, a proof (${stats})`;
    case 'unknown':
      return `unknown: the search stopped (${report.reason ?? 'budget'}) before an answer (${stats}); try a larger --budget`;
  }
}

/** Plays the winning line out through the engine, printing each move with the score, and the boards. */
function showLine(request: SearchRequest, line: readonly Move[], style: Style, io: CliIo): Result<number, CliError> {
  const game = Game.fromPosition(request.position, { gameCode: request.code });
  io.stdout.write(`\n${boardText(game, style, 'en')}\n`);
  const width = String(line.length).length;
  for (let i = 0; i < line.length; i++) {
    const played = game.play(line[i]!);
    if (!played.ok) return fail('solver-failed', 'solver-line-refused', { n: i + 1, code: played.error.code });
    const o = played.value;
    let text = `${String(i + 1).padStart(width)}. ${cardText(o.move.card, style)} ${placeText(o.from)} → ${placeText(o.to)}`;
    if (o.cards.length > 1) text += ` (${o.cards.length} cards)`;
    if (o.turned !== null) text += `, turns ${cardText(o.turned, style)}`;
    io.stdout.write(
      `${text}${' '.repeat(Math.max(1, 48 - visibleLength(text)))}score ${String(game.score).padStart(3)}\n`,
    );
    if ((i + 1) % 25 === 0 && i + 1 < line.length) io.stdout.write(`\n${boardText(game, style, 'en')}\n`);
  }
  io.stdout.write(`\n${boardText(game, style, 'en')}\n`);
  io.stdout.write(
    `${style.green(game.isWon ? `Won in ${countOf('en', game.moveCount, 'move')}. Final score: ${game.score}` : `Not won after ${countOf('en', game.moveCount, 'move')} (score ${game.score})`)}\n`,
  );
  return ok(0);
}

async function solve(args: ParsedArgs, io: CliIo): Promise<Result<number, CliError>> {
  const alone = notTogether(args, 'json', 'show', 'solve-json-show');
  if (!alone.ok) return alone;
  const request = readSearchRequest(args, 'solve-missing', 'solve-extra');
  if (!request.ok) return request;
  const { position, code, options, budget } = request.value;
  const report = await solvePosition(position, budget);
  if (!report.ok) return report;
  const r = report.value;
  const moves = jsonLine(position, r.line);
  if (!moves.ok) return moves;
  if (flag(args, 'json')) {
    const json: SolveJson = {
      status: r.status,
      nodes: r.nodes,
      ms: r.ms,
      moves: moves.value,
      gameCode: code,
      position: makePosition(position),
      options: { ...options },
      budget,
      reason: r.reason,
    };
    io.stdout.write(`${JSON.stringify(json)}\n`);
    return ok(0);
  }
  const style = styleFor(io.stdout, io, args);
  io.stdout.write(`${style.bold(code ?? 'position')}  ${ruleSetName(position.ruleSet)}; ${describeOptions(options)}\n`);
  io.stdout.write(`${verdictText(r, budget)}\n`);
  if (r.status !== 'solved') return ok(0);
  if (flag(args, 'show')) return showLine(request.value, r.line, style, io);
  io.stdout.write(r.line.length === 0 ? '  (already won)\n' : lineText(r.line));
  return ok(0);
}

/** The `solve` command. */
export const solveCommand: Command = defineCommand({
  name: 'solve',
  summary: 'solve a deal or a position: verdict and winning line',
  help: HELP,
  options: OPTIONS,
  body: solve,
});
