/**
 * A deal played to the end by a player of a survey (`survey --player`). The player sees only what a
 * person sees: `fair` asks for fair hints (computed from the visible part alone; `sampled`,
 * `committed` and `widened` by the solver's fair strategy of that name, `fair` by the solver's
 * default, the strongest), `greedy` takes the move ordering's favourite (no search), `random` a uniform legal
 * move drawn from a generator seeded by the deal's seed. A fair player is a player who follows the
 * Hint button: it asks the solver for a fair hint for its game before every move and plays it. Given
 * the game, the hint keeps to the plan of the last one (for `committed` and `widened`, the moves up
 * to and including the next card turned) while the player follows it, and never proposes a move
 * back to a position of the game since its last turned card. The harness alone uses full information, and
 * only to stop early: the opening is solved once (the record's `winnable`; a deal proved lost there
 * is not played), and after each move that turns a card the real position is solved again within
 * the survey's budget: once it is proved unsolvable the game is lost whatever the player does. A
 * game also ends, lost, when no legal move is left, when a fair hint answers none (no move leads
 * anywhere new), when the greedy player chooses again in a position it chose in before (it chooses
 * by the position alone, so it would go round that cycle for ever), or after {@link MOVE_CAP} moves
 * (random play can go round in circles too).
 * @module
 */
import { SplitMix64 } from '@russian-solitaire/dealer';
import { Game, type Move, type Position, type Result, ok } from '@russian-solitaire/engine';
import type * as solverModule from '@russian-solitaire/solver';
import { type CliError, fail, failAs } from './errors.js';
import { type PlayerName, type PlayRecord, type SurveySettings, isFairPlayer } from './survey-record.js';

/** The most moves a player makes in one deal; a game still going then is counted lost. */
const MOVE_CAP = 1000;

/** The fair players' arrangements per hint in a survey, unless `--samples` says otherwise. */
export const DEFAULT_SURVEY_SAMPLES = 16;

/** A salt mixed into the random player's generator, so that it does not replay the deal's shuffle. */
const RANDOM_SALT = 0x9e3779b9;
const TWO_32 = 2 ** 32;

type SolverModule = typeof solverModule;

/** Picks the player's next move in its game, or `null` when it has none. */
type Chooser = (game: Game) => Result<Move | null, CliError>;

function chooser(solver: SolverModule, player: PlayerName, samples: number, seed: number): Chooser {
  if (isFairPlayer(player)) {
    // `fair` follows the solver's default strategy, the others the strategy they name
    const options = player === 'fair' ? { samples } : { samples, strategy: player };
    return (game) => {
      const hint = solver.fairHint(game, options);
      if (!hint.ok) return failAs('solver-failed', hint.error);
      return ok(hint.value === null ? null : hint.value.move);
    };
  }
  if (player === 'greedy') {
    return (game) => {
      const move = solver.greedyMove(game.position);
      if (!move.ok) return failAs('solver-failed', move.error);
      return ok(move.value);
    };
  }
  const rng = SplitMix64.fromHalves(Math.floor(seed / TWO_32) ^ RANDOM_SALT, seed % TWO_32);
  return (game) => {
    const moves = game.legalMoves();
    return ok(moves.length === 0 ? null : moves[rng.drawMod(moves.length)]!);
  };
}

/** The full-information verdict of a position within a budget: `true` won, `false` lost, `null` unknown. */
function verdict(solver: SolverModule, position: Position, budget: number): Result<boolean | null, CliError> {
  const answer = solver.solve(position, { budget });
  if (!answer.ok) return failAs('solver-failed', answer.error);
  const s = answer.value.status;
  return ok(s === 'solved' ? true : s === 'unsolvable' ? false : null);
}

/** What a played game came to. */
interface Played {
  readonly won: boolean;
  readonly moves: number;
  readonly winnable: boolean | null;
}

function playOut(
  solver: SolverModule,
  opening: Position,
  settings: SurveySettings,
  seed: number,
): Result<Played, CliError> {
  const winnable = verdict(solver, opening, settings.budget);
  if (!winnable.ok) return winnable;
  if (winnable.value === false) return ok({ won: false, moves: 0, winnable: false });
  const player = settings.player ?? 'greedy';
  const choose = chooser(solver, player, settings.samples ?? DEFAULT_SURVEY_SAMPLES, seed);
  const game = Game.fromPosition(opening);
  // The greedy player chooses by the position alone, so once choosing again in a position it chose
  // in before it would go round the same cycle for ever: the game is lost there. (A fair hint never
  // brings a position back; a random player ends at the move cap.)
  const seen = player === 'greedy' ? new Set<string>() : null;
  let moves = 0;
  while (!game.isWon && moves < MOVE_CAP) {
    if (seen !== null) {
      const [k1, k2] = solver.positionKey(game.position);
      const key = `${k1}:${k2}`;
      if (seen.has(key)) break;
      seen.add(key);
    }
    const chosen = choose(game);
    if (!chosen.ok) return chosen;
    if (chosen.value === null) break;
    const played = game.play(chosen.value);
    if (!played.ok) return fail('solver-failed', 'player-refused-move', { player }, played.error);
    moves++;
    if (played.value.turned !== null && !game.isWon) {
      const still = verdict(solver, game.position, settings.budget);
      if (!still.ok) return still;
      if (still.value === false) break;
    }
  }
  return ok({ won: game.isWon, moves, winnable: winnable.value });
}

/** Plays a deal with the survey's player and returns its record. */
export function playDeal(
  solver: SolverModule,
  opening: Position,
  settings: SurveySettings,
  seed: number,
  code: string,
): Result<PlayRecord, CliError> {
  const started = performance.now();
  const played = playOut(solver, opening, settings, seed);
  if (!played.ok) return played;
  return ok({
    seed,
    gameCode: code,
    player: settings.player ?? 'greedy',
    samples: settings.samples ?? null,
    won: played.value.won,
    moves: played.value.moves,
    ms: Math.round(performance.now() - started),
    winnable: played.value.winnable,
    rule: settings.rule,
    budget: settings.budget,
    groupLimit: settings.groupLimit,
    takeBack: settings.takeBack,
  });
}
