/**
 * Fair advice for the commands (`hint --fair`, `odds`, hints in `play`): the options that shape it
 * (`--samples`, `--seed`, `--budget`), the calls to the solver's `fairHint` and `winOdds` (loaded
 * lazily, like the rest of the solver), and the chances in words.
 *
 * Fair advice never looks at the face-down cards: it is computed from what a player sees, by
 * searching many arrangements of the unseen cards into the face-down slots (SPEC §6).
 * @module
 */
import type { Game, Language, Move, Position, Result } from '@russian-solitaire/engine';
import { ok } from '@russian-solitaire/engine';
import type * as solverModule from '@russian-solitaire/solver';
import { type ParsedArgs, intOption, valueOf } from './args.js';
import { MAX_BUDGET } from './budget.js';
import { type CliError, failAs } from './errors.js';
import { loadSolver } from './solver.js';
import { countOf, say } from './texts.js';

/** The most arrangements `--samples` accepts (the solver's `MAX_FAIR_SAMPLES`; a test checks that they agree). */
export const MAX_SAMPLES = 65_536;
/** The largest `--seed`: 2^32 − 1. */
const MAX_SEED = 2 ** 32 - 1;
/** The node budget of one arrangement's search (the solver's default), lowered to the total budget when that is smaller. */
export const SAMPLE_BUDGET = 50_000;

/** An estimated share of arrangements (0 to 1) with its 95 % interval, as the solver gives it. */
export interface WinShareJson {
  /** The estimate. */
  readonly estimate: number;
  /** The lower end of the 95 % interval. */
  readonly low: number;
  /** The upper end of the 95 % interval. */
  readonly high: number;
}

/** What the fair options of a command ask for; a field left `undefined` takes the solver's default. */
export interface FairRequest {
  /** `--samples`: the most arrangements searched (per move, for a hint). */
  readonly samples: number | undefined;
  /** `--seed`: the seed of the arrangements (default: the engine's `visibleHash` of the position). */
  readonly seed: number | undefined;
  /** `--budget`: the total node budget over every search. */
  readonly budget: number | undefined;
}

/** A fair hint as the commands use it. */
export interface FairHintReport {
  /**
   * The move proposed, or `null` when there is none: the game is won, no legal move is left, or
   * none leads anywhere new (every legal move brings back a position played since the last card
   * turned: no useful move is left).
   */
  readonly move: Move | null;
  /** Its estimated share of arrangements under which the position after it can be won. */
  readonly winShare: WinShareJson;
  /** Arrangements searched for the move. */
  readonly samples: number;
  /** Of those, the ones whose search ran out of budget. */
  readonly undecided: number;
  /** Whether the arrangements searched were all there are (the share is then exact). */
  readonly exhaustive: boolean;
  /** Every legal move's estimate, best first. */
  readonly moves: readonly { move: Move; winShare: WinShareJson; samples: number; undecided: number }[];
  /** Nodes searched in all. */
  readonly nodes: number;
  /** Why the computation stopped before its schedule was done (`budget`, `time-limit` …), or `null`. */
  readonly stopped: string | null;
  /** Milliseconds spent. */
  readonly ms: number;
}

/** The odds of a position as the commands use them. */
export interface OddsReport {
  /** The share of arrangements under which the position can be won, with its 95 % interval. */
  readonly winShare: WinShareJson;
  /** Arrangements searched. */
  readonly samples: number;
  /** Of those, the ones whose search ran out of budget. */
  readonly undecided: number;
  /** Whether every arrangement was searched (the share is then exact). */
  readonly exhaustive: boolean;
  /** Nodes searched in all. */
  readonly nodes: number;
  /** Why the computation stopped before every sample was searched, or `null`. */
  readonly stopped: string | null;
  /** Milliseconds spent. */
  readonly ms: number;
}

/** Whether `--samples` or `--seed` was given (they only shape fair advice). */
export function fairOptionGiven(args: ParsedArgs): string | null {
  for (const name of ['samples', 'seed']) if (valueOf(args, name) !== undefined) return `--${name}`;
  return null;
}

/** Reads `--samples`, `--seed` and `--budget` (the total node budget of fair advice). */
export function readFairRequest(args: ParsedArgs): Result<FairRequest, CliError> {
  const given = (name: string, min: number, max: number): Result<number | undefined, CliError> =>
    valueOf(args, name) === undefined ? ok(undefined) : intOption(args, name, 0, min, max);
  const samples = given('samples', 1, MAX_SAMPLES);
  if (!samples.ok) return samples;
  const seed = given('seed', 0, MAX_SEED);
  if (!seed.ok) return seed;
  const budget = given('budget', 1, MAX_BUDGET);
  if (!budget.ok) return budget;
  return ok({ samples: samples.value, seed: seed.value, budget: budget.value });
}

function solverOptions(request: FairRequest): solverModule.FairOptions {
  const { samples, seed, budget } = request;
  return {
    ...(samples === undefined ? {} : { samples }),
    ...(seed === undefined ? {} : { seed }),
    ...(budget === undefined ? {} : { budget, sampleBudget: Math.min(SAMPLE_BUDGET, budget) }),
  };
}

/**
 * A fair hint for a game (see the module comment): the solver's default strategy, which keeps to
 * the plan of the last hint given in the same game while the player follows it, and never
 * proposes a move back to a position of the game's path since its last turned card.
 */
export async function fairHintFor(game: Game, request: FairRequest): Promise<Result<FairHintReport, CliError>> {
  const solver = await loadSolver();
  if (!solver.ok) return solver;
  const position = game.position;
  const answer = solver.value.fairHint(game, solverOptions(request));
  if (!answer.ok) return failAs('bad-value', answer.error);
  const h = answer.value;
  if (h === null) {
    const share = position.isWon ? 1 : 0;
    return ok({
      move: null,
      winShare: { estimate: share, low: share, high: share },
      samples: 0,
      undecided: 0,
      exhaustive: true,
      moves: [],
      nodes: 0,
      stopped: null,
      ms: 0,
    });
  }
  return ok({
    move: h.move,
    winShare: h.winShare,
    samples: h.samples,
    undecided: h.undecided,
    exhaustive: h.exhaustive,
    moves: h.moves.map((m) => ({ move: m.move, winShare: m.winShare, samples: m.samples, undecided: m.undecided })),
    nodes: h.nodes,
    stopped: h.stopped,
    ms: Math.round(h.elapsedMs),
  });
}

/** The odds of a position (see the module comment). */
export async function oddsFor(position: Position, request: FairRequest): Promise<Result<OddsReport, CliError>> {
  const solver = await loadSolver();
  if (!solver.ok) return solver;
  const answer = solver.value.winOdds(position, solverOptions(request));
  if (!answer.ok) return failAs('bad-value', answer.error);
  const o = answer.value;
  return ok({
    winShare: o.winShare,
    samples: o.samples,
    undecided: o.undecided,
    exhaustive: o.exhaustive,
    nodes: o.nodes,
    stopped: o.stopped,
    ms: Math.round(o.elapsedMs),
  });
}

/** A share (0 to 1) as a percentage without the sign: `38`, `6.3`, `0.4`, `100`. */
export function percent(share: number): string {
  const p = share * 100;
  if (p === 0 || p >= 10) return String(Math.round(p));
  const text = p.toFixed(1);
  return text.endsWith('.0') ? text.slice(0, -2) : text;
}

/**
 * A chance in words, for the end of a sentence like "wins in …": `about 38 % of the ways the
 * face-down cards can lie (95 % interval 25–52 %, 64 arrangements searched)`, or `exactly …` when
 * every arrangement was searched and each was decided; in the player's language (English unless
 * given).
 */
export function chanceText(
  report: {
    readonly winShare: WinShareJson;
    readonly samples: number;
    readonly undecided: number;
    readonly exhaustive: boolean;
    readonly stopped: string | null;
  },
  language: Language = 'en',
): string {
  const { winShare: share, samples, undecided, exhaustive, stopped } = report;
  const values = {
    percent: percent(share.estimate),
    low: percent(share.low),
    high: percent(share.high),
    searched: countOf(language, samples, 'arrangement'),
    open: undecided > 0 ? say(language, 'undecided', { n: undecided }) : '',
    early: stopped === null ? '' : say(language, 'stoppedEarly', { reason: stopped }),
  };
  if (exhaustive && undecided === 0) return say(language, samples === 1 ? 'chanceOnlyOne' : 'chanceExact', values);
  return say(language, exhaustive ? 'chanceBetween' : 'chanceAbout', values);
}
