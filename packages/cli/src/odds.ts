/**
 * `russian-solitaire odds CODE|POSITION [--moves "…"]`: the share of the ways the face-down cards
 * can lie under which the position can still be won with every card known, an upper bound of a
 * fair player's chance (SPEC §6).
 * @module
 */
import { Game, type Result, makePosition, ok } from '@russian-solitaire/engine';
import { type ParsedArgs, flag } from './args.js';
import { type Command, defineCommand } from './command.js';
import type { CliError } from './errors.js';
import { type OddsReport, chanceText, oddsFor, readFairRequest } from './fair.js';
import { movesGiven, playMoves } from './hint.js';
import { HOUSE_HELP, HOUSE_OPTIONS } from './house.js';
import type { CliIo } from './io.js';
import { readSearchRequest } from './source.js';
import { countOf } from './texts.js';

const HELP = `usage: russian-solitaire odds CODE|POSITION [--moves "8H-5 QS-F …"] [--samples N] [--seed S] [--budget N] [--json] [options]

Plays the moves given through the engine from the deal or position, then estimates the share of
the ways the face-down cards can lie under which the position can still be won with every card
known: it searches arrangements of the unseen cards into the face-down slots (all of them when
there are few) with the full-information solver. A player who cannot see the face-down cards
wins at most those, so this is an upper bound of a fair player's chance. The answer depends only
on what a player sees.

  --moves "…"            moves to play first: card-target, like 8H-5 (column 5) or QS-F (foundation)
  --samples N            the most arrangements searched (default 64)
  --seed S               seed of the arrangements, 0 to 4294967295 (default: a hash of the
                         visible part of the position)
  --budget N             total node budget over every arrangement (default 5000000)
  --json                 one JSON object: winShare {estimate, low, high}, samples, exhaustive,
                         nodes, position …
  --rule classic|relaxed replaces the code's rule letter
${HOUSE_HELP}
  --no-color             accepted for symmetry with the other commands (the output has no colours)
  --lang en|ru|uk|tr     the language of this help, refusals and errors (default: the locale of
                         LC_ALL, LC_MESSAGES or LANG; English for C, POSIX and other languages)
`;

const OPTIONS = {
  ...HOUSE_OPTIONS,
  moves: 'value',
  samples: 'value',
  seed: 'value',
  budget: 'value',
  json: 'flag',
  rule: 'value',
  'no-color': 'flag',
} as const;

/** The JSON object `odds --json` prints. */
export interface OddsJson extends OddsReport {
  /** How many moves of `--moves` were played first. */
  readonly played: number;
  /** The position the odds are for (after `--moves`), in the engine's one-line text. */
  readonly position: string;
}

async function odds(args: ParsedArgs, io: CliIo): Promise<Result<number, CliError>> {
  const request = readSearchRequest(args, 'odds-missing', 'odds-extra');
  if (!request.ok) return request;
  const fair = readFairRequest(args);
  if (!fair.ok) return fair;
  const game = Game.fromPosition(request.value.position, { gameCode: request.value.code });
  const words = movesGiven(args);
  const played = playMoves(game, words);
  if (!played.ok) return played;
  const position = game.position;
  const answer = await oddsFor(position, fair.value);
  if (!answer.ok) return answer;
  const o = answer.value;
  if (flag(args, 'json')) {
    const json: OddsJson = { ...o, played: words.length, position: makePosition(position) };
    io.stdout.write(`${JSON.stringify(json)}\n`);
    return ok(0);
  }
  if (words.length > 0) io.stdout.write(`After ${countOf('en', words.length, 'move')}: score ${game.score}.\n`);
  if (position.isWon) {
    io.stdout.write('Odds: the game is won.\n');
    return ok(0);
  }
  io.stdout.write(
    `Odds: the position can still be won in ${chanceText(o)}. This is an upper bound of a fair player's chance.\n`,
  );
  return ok(0);
}

/** The `odds` command. */
export const oddsCommand: Command = defineCommand({
  name: 'odds',
  summary: "the share of face-down arrangements that can still be won (a fair player's upper bound)",
  help: HELP,
  options: OPTIONS,
  body: odds,
});
