/**
 * A deal played to the end by a player of a survey (`survey --player`). The player sees only what a
 * person sees: `fair` asks for fair hints (computed from the visible part alone; `sampled` and
 * `committed` by the solver's fair strategy of that name, `fair` by the strongest), `greedy` takes the
 * move ordering's favourite (no search), `random` a uniform legal move drawn from a generator seeded
 * by the deal's seed. A fair player carries out each hint's plan (the hint's `plan`: for `committed`
 * the moves up to and including the next card turned, for `sampled` the move alone) and asks again
 * once it is done: between two turns nothing new comes to light, so carrying out a plan is what a
 * person who chose it would do, and it cannot go round in circles on the way. The harness alone uses
 * full information, and only to stop early: the opening is solved once (the record's `winnable`; a
 * deal proved lost there is not played), and after each move that turns a card the real position
 * is solved again within the survey's budget: once it is proved unsolvable the game is lost whatever
 * the player does. A game also ends, lost, when no legal move is left, when the fair or greedy
 * player chooses again in a position it chose in before (it chooses by the position alone, so it
 * would go round that cycle for ever), or after {@link MOVE_CAP} moves (random play can go round in
 * circles too).
 * @module
 */
import { SplitMix64 } from '@russian-solitaire/dealer';
import { type Move, type Position, type Result, encodeMove, ok } from '@russian-solitaire/engine';
import type * as solverModule from '@russian-solitaire/solver';
import { type CliError, fail } from './errors.js';
import {
  FAIR_PLAYER_STRATEGY,
  type PlayerName,
  type PlayRecord,
  type SurveySettings,
  isFairPlayer,
} from './survey-record.js';

/** The most moves a player makes in one deal; a game still going then is counted lost. */
const MOVE_CAP = 1000;

/** The fair players' arrangements per hint in a survey, unless `--samples` says otherwise. */
export const DEFAULT_SURVEY_SAMPLES = 16;

/** A salt mixed into the random player's generator, so that it does not replay the deal's shuffle. */
const RANDOM_SALT = 0x9e3779b9;
const TWO_32 = 2 ** 32;

type SolverModule = typeof solverModule;

/** Picks the player's next moves (one at least: a plan to carry out), or `null` when it has none. */
type Chooser = (position: Position) => Result<readonly Move[] | null, CliError>;

function chooser(solver: SolverModule, player: PlayerName, samples: number, seed: number): Chooser {
  if (isFairPlayer(player)) {
    const strategy = player === 'fair' ? FAIR_PLAYER_STRATEGY : player;
    return (position) => {
      const hint = solver.fairHint(position, { samples, strategy });
      if (!hint.ok) return fail('solver-failed', hint.error.message);
      return ok(hint.value === null ? null : hint.value.plan);
    };
  }
  if (player === 'greedy') {
    return (position) => {
      const move = solver.greedyMove(position);
      if (!move.ok) return fail('solver-failed', move.error.message);
      return ok(move.value === null ? null : [move.value]);
    };
  }
  const rng = SplitMix64.fromHalves(Math.floor(seed / TWO_32) ^ RANDOM_SALT, seed % TWO_32);
  return (position) => {
    const moves = position.legalMoves();
    return ok(moves.length === 0 ? null : [moves[rng.drawMod(moves.length)]!]);
  };
}

/** The full-information verdict of a position within a budget: `true` won, `false` lost, `null` unknown. */
function verdict(solver: SolverModule, position: Position, budget: number): Result<boolean | null, CliError> {
  const answer = solver.solve(position, { budget });
  if (!answer.ok) return fail('solver-failed', answer.error.message);
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
  const position = opening.clone();
  // The fair and greedy players choose by the position alone, so once choosing again in a
  // position they chose in before they would go round the same cycle for ever: the game is lost there.
  const seen = player === 'random' ? null : new Set<string>();
  let moves = 0;
  let plan: readonly Move[] = [];
  let next = 0;
  while (!position.isWon && moves < MOVE_CAP) {
    if (next === plan.length) {
      if (seen !== null) {
        const [k1, k2] = solver.positionKey(position);
        const key = `${k1}:${k2}`;
        if (seen.has(key)) break;
        seen.add(key);
      }
      const chosen = choose(position);
      if (!chosen.ok) return chosen;
      if (chosen.value === null || chosen.value.length === 0) break;
      plan = chosen.value;
      next = 0;
    }
    const faceDown = position.faceDownCount;
    position.play(encodeMove(plan[next++]!));
    moves++;
    if (position.faceDownCount < faceDown && !position.isWon) {
      // A card turned: whatever is left of the plan was made without knowing it.
      next = plan.length;
      const still = verdict(solver, position, settings.budget);
      if (!still.ok) return still;
      if (still.value === false) break;
    }
  }
  return ok({ won: position.isWon, moves, winnable: winnable.value });
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
    code,
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
