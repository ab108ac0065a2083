/**
 * Game review: once a game is over, which move lost it, which moves were mistakes, and where luck
 * turned, as a chess analysis board reviews a game.
 *
 * A review walks the game's line and gives, for every move:
 *
 * - the **full-information verdicts** before and after it (`solved`, `unsolvable`, `unknown`):
 *   whether the position could still be won with every card known, face-down ones included (see
 *   `review-verdicts.ts`);
 * - the **fair win share** before it, what a player seeing only the face-up cards could estimate
 *   (as `winOdds` gives it, with its 95 % interval), and the **fair hint**'s move there (see
 *   `review-fair.ts`);
 * - a **label**: the losing move (the first move after which a position that could be won with
 *   every card known cannot be any more; at most one per game), a mistake, or luck, good or bad
 *   (see `review-labels.ts`); for the losing move, a move that would have kept the game winnable.
 *
 * A review sees the face-down cards: a game shows it only once the game is over (won, no legal
 * move left, or left for another game), never while it is played.
 * @module
 */
import {
  type Card,
  Game,
  type Move,
  type MoveCode,
  type Position,
  type Result,
  decodeMove,
  encodeMove,
  ok,
} from '@russian-solitaire/engine';
import type { FairSteps } from './fair-run.js';
import { drain, drainAsync } from './slice.js';
import type { SolveError } from './options.js';
import { type PositionAnalysis, fairAnalysisSteps } from './review-fair.js';
import { type ReviewLabel, REVIEW_LABELS, isMistake, luckLabel } from './review-labels.js';
import { type ReviewOptions, parseReviewOptions } from './review-options.js';
import { type ReviewSource, type ReviewSourceError, type ReviewedLine, readReviewSource } from './review-source.js';
import { type PositionVerdict, keepingMove, verdictSteps } from './review-verdicts.js';
import { ReviewWork } from './review-work.js';
import type { SolveStatus, UnknownReason } from './run.js';
import type { WinShare } from './win-share.js';

/** One move of a reviewed game. */
export interface ReviewedMove {
  /** The move's number in the game, from 1. */
  readonly number: number;
  /** The move played. */
  readonly move: Move;
  /** The card the move turned face up, or `null`. */
  readonly turned: Card | null;
  /** Whether the position before the move could be won with every card known. */
  readonly verdictBefore: SolveStatus;
  /** Whether the position after the move could be won with every card known. */
  readonly verdictAfter: SolveStatus;
  /**
   * The fair win share before the move: the share of the arrangements of the unseen cards under
   * which the position could be won, with its 95 % interval (`null` when the review stopped first).
   */
  readonly winShare: WinShare | null;
  /**
   * The fair hint's move before this move (`null` when the review stopped first, or when no move
   * leads anywhere new from there: every legal move brings back a position of the stretch).
   */
  readonly hint: Move | null;
  /** The fair hint's share (after its plan, for the `committed` and `widened` strategies), on the same arrangements. */
  readonly hintShare: WinShare | null;
  /** The share after the move played, on the same arrangements, before a card it turned was seen. */
  readonly playedShare: WinShare | null;
  /** The choice: `playedShare` minus `hintShare` (estimates); negative when the hint was better. */
  readonly choice: number | null;
  /**
   * The luck: the share once the turned card was seen (the next move's `winShare`, or the end's)
   * minus `playedShare`; 0 for a move that turned no card.
   */
  readonly luck: number | null;
  /** The move's label, or `null` (see {@link REVIEW_LABELS} for which one wins when several apply). */
  readonly label: ReviewLabel | null;
  /**
   * For the losing move: a move that would have kept the game winnable: the fair hint's move when
   * a search proves that it does, otherwise the first move of a winning line.
   */
  readonly keptWinnable: Move | null;
  /** The seed of the arrangements the shares were measured on (the stretch's, see docs/review.md). */
  readonly seed: number | null;
}

/** The end of a reviewed game: the position after its last move. */
export interface ReviewedEnd {
  /** Whether the game was won. */
  readonly won: boolean;
  /** Whether the position could still be won with every card known. */
  readonly verdict: SolveStatus;
  /** Its fair win share (`null` when the review stopped first). */
  readonly winShare: WinShare | null;
}

/** A game's review (see the module comment). */
export interface GameReview {
  /** The game code, or `null` for a custom position. */
  readonly gameCode: string | null;
  /** Whether the deal (the start position) could be won with every card known; `null` when undecided. */
  readonly winnableAtStart: boolean | null;
  /** The losing move's number (from 1), or `null` when no move lost a winnable game (or none is proved). */
  readonly losingMove: number | null;
  /** Every move of the game, in order. */
  readonly moves: readonly ReviewedMove[];
  /** The position the game ended in. */
  readonly end: ReviewedEnd;
  /** How many moves carry each label. */
  readonly counts: Readonly<Record<ReviewLabel, number>>;
  /** Nodes searched in all. */
  readonly nodes: number;
  /** Why the review stopped before it was done (`budget`, `time-limit`, `aborted` …), or `null`. */
  readonly stopped: UnknownReason | null;
  /** Wall-clock milliseconds spent (the only part of the answer that depends on the machine). */
  readonly elapsedMs: number;
}

/** Why a review was refused: its game ({@link ReviewSourceError}) or its options. */
export type ReviewError = ReviewSourceError | SolveError;

interface Replayed {
  readonly positions: Position[];
  readonly turned: (Card | null)[];
}

/** The positions of the game (before each move, then the end) and the card each move turned. */
function replay(game: ReviewedLine): Replayed {
  const replayed = Game.fromPosition(game.start);
  const positions = [game.start.clone()];
  const turned: (Card | null)[] = [];
  for (const code of game.line) {
    const played = replayed.play(decodeMove(code));
    // The line was checked move by move when it was read: a refusal here is a defect.
    if (!played.ok) throw new Error(`a checked line does not replay: ${played.error.code}`);
    turned.push(played.value.turned);
    positions.push(replayed.position.clone());
  }
  return { positions, turned };
}

function moveOf(code: MoveCode | undefined): Move | null {
  return code === undefined || code < 0 ? null : decodeMove(code);
}

/** The losing move's index: where a position that can be won leads to one proved lost. */
function losingIndex(verdicts: readonly PositionVerdict[]): number | null {
  for (let i = 0; i + 1 < verdicts.length; i++)
    if (verdicts[i]!.status === 'solved' && verdicts[i + 1]!.status === 'unsolvable') return i;
  return null;
}

function reviewedMove(
  i: number,
  code: MoveCode,
  turned: Card | null,
  verdicts: readonly PositionVerdict[],
  analyses: readonly PositionAnalysis[],
  losing: number | null,
  kept: MoveCode | null,
): ReviewedMove {
  const here = analyses[i];
  const next = analyses[i + 1];
  const hint = here?.hint ?? null;
  const played = here?.played?.winShare ?? null;
  const hintShare = hint?.winShare ?? null;
  const choice = played !== null && hintShare !== null ? played.estimate - hintShare.estimate : null;
  const seen = next?.odds.winShare ?? null;
  const luck = played === null ? null : turned === null ? 0 : seen === null ? null : seen.estimate - played.estimate;
  let label: ReviewLabel | null = null;
  if (i === losing) label = 'losing-move';
  else if (choice !== null && isMistake(choice)) label = 'mistake';
  else if (turned !== null && played !== null && seen !== null) label = luckLabel(played, seen);
  return {
    number: i + 1,
    move: decodeMove(code),
    turned,
    verdictBefore: verdicts[i]!.status,
    verdictAfter: verdicts[i + 1]!.status,
    winShare: here?.odds.winShare ?? null,
    hint: hint?.move ?? null,
    hintShare,
    playedShare: played,
    choice,
    luck,
    label,
    keptWinnable: i === losing ? moveOf(kept ?? undefined) : null,
    seed: here?.seed ?? null,
  };
}

function* reviewSteps(game: ReviewedLine, work: ReviewWork): FairSteps<GameReview> {
  const { positions, turned } = replay(game);
  const verdicts = yield* verdictSteps(positions, game.line, work);
  const analyses = yield* fairAnalysisSteps(positions, game.line, work);
  const losing = losingIndex(verdicts);
  let kept: MoveCode | null = null;
  if (losing !== null) {
    const hint = analyses[losing]?.hint?.move;
    kept = yield* keepingMove(positions[losing]!, verdicts[losing]!, hint ? encodeMove(hint) : null, work);
  }
  const moves = game.line.map((code, i) => reviewedMove(i, code, turned[i]!, verdicts, analyses, losing, kept));
  const counts = Object.fromEntries(REVIEW_LABELS.map((label) => [label, 0])) as Record<ReviewLabel, number>;
  for (const m of moves) if (m.label !== null) counts[m.label]++;
  const last = positions[positions.length - 1]!;
  const start = verdicts[0]!.status;
  return {
    gameCode: game.gameCode,
    winnableAtStart: start === 'solved' ? true : start === 'unsolvable' ? false : null,
    losingMove: losing === null ? null : losing + 1,
    moves,
    end: {
      won: last.isWon,
      verdict: verdicts[verdicts.length - 1]!.status,
      winShare: analyses[positions.length - 1]?.odds.winShare ?? null,
    },
    counts,
    nodes: work.nodes,
    stopped: work.stopped,
    elapsedMs: work.elapsedMs,
  };
}

function prepare(source: unknown, options: ReviewOptions | undefined): Result<FairSteps<GameReview>, ReviewError> {
  // the game's errors come first; a save is read with the rule sets the options give
  const parsed = parseReviewOptions(options);
  const game = readReviewSource(source, parsed.ok ? parsed.value.ruleSets : {});
  if (!game.ok) return game;
  if (!parsed.ok) return parsed;
  return ok(reviewSteps(game.value, new ReviewWork(parsed.value, game.value.line.length + 1)));
}

/**
 * Reviews a game (see the module comment): a `Game`, a save (the object or its JSON text), or
 * `{ code, moves }`. Blocks while it searches: on a user interface thread use
 * {@link reviewGameAsync} or the worker.
 */
export function reviewGame(source: ReviewSource, options?: ReviewOptions): Result<GameReview, ReviewError> {
  const steps = prepare(source, options);
  if (!steps.ok) return steps;
  return ok(drain(steps.value));
}

/** {@link reviewGame} in slices that yield to the event loop, so that a page stays responsive. */
export async function reviewGameAsync(
  source: ReviewSource,
  options?: ReviewOptions,
): Promise<Result<GameReview, ReviewError>> {
  const steps = prepare(source, options);
  if (!steps.ok) return steps;
  return ok(await drainAsync(steps.value));
}
