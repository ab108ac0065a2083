/**
 * Hints: one proposed next move, within a budget.
 *
 * A {@link Hinter} remembers the last winning line it found and the positions along it. While the
 * player follows the line (or steps back along it), each hint is the line's next move, known to
 * win, with no new search. Otherwise it searches: a found win becomes the new line; if none is
 * found, the hint is the first move towards the most promising position the search saw (the most
 * cards home and turned), marked as not known to win. The answer is `null` only when the game is
 * won or no legal move exists.
 * @module
 */
import { type Move, type Position, type Result, decodeMove, encodeMove, err, ok } from '@russian-solitaire/engine';
import { type SolveError, type SolveOptions, parseSolveOptions } from './options.js';
import { greedyMoveCode } from './greedy.js';
import { type SolveStatus, SolverRun } from './run.js';
import { stepInSlices, stepToEnd } from './slice.js';
import { type PositionSource, notAPosition, positionOf } from './source.js';

/** A hint. */
export interface Hint {
  /** The proposed move. */
  readonly move: Move;
  /**
   * The verdict behind the hint, what the search knows about the position: `solved` (the move
   * starts a known winning line, {@link Hint.line}), `unsolvable` (proved lost: the move is only the
   * most promising one), or `unknown` (the budget ran out first; the move is the most promising one).
   */
  readonly status: SolveStatus;
  /** The known winning line from the position, starting with `move`: set exactly when `status` is `solved`. */
  readonly line: readonly Move[] | null;
  /** Nodes searched for this hint (0 when it came from a remembered line). */
  readonly nodes: number;
}

/** The default node budget of a hint: small enough for an interactive answer. */
export const DEFAULT_HINT_BUDGET = 200_000;

type Prepared =
  | { readonly kind: 'done'; readonly hint: Hint | null }
  | { readonly kind: 'run'; readonly run: SolverRun; readonly position: Position };

/** Remembers a winning line between hints (see the module comment). Create one with {@link createHinter}. */
export class Hinter {
  private line: number[] = [];
  private positions: Position[] = [];

  /** The remembered winning line's length (0 when none is remembered). */
  get rememberedLength(): number {
    return this.line.length;
  }

  /** Forgets the remembered line. */
  reset(): void {
    this.line = [];
    this.positions = [];
  }

  /**
   * A hint for a position or a game. Options as for `solve`; the budget defaults to
   * {@link DEFAULT_HINT_BUDGET}. Blocks while it searches (use a worker or {@link Hinter.hintAsync}
   * on a user interface thread).
   */
  hint(source: PositionSource, options?: SolveOptions): Result<Hint | null, SolveError> {
    const prepared = this.prepare(source, options);
    if (!prepared.ok) return prepared;
    if (prepared.value.kind === 'done') return ok(prepared.value.hint);
    const { run, position } = prepared.value;
    stepToEnd(run);
    return ok(this.conclude(run, position));
  }

  /** {@link Hinter.hint} in slices that yield to the event loop (see `solveAsync`). */
  async hintAsync(source: PositionSource, options?: SolveOptions): Promise<Result<Hint | null, SolveError>> {
    const prepared = this.prepare(source, options);
    if (!prepared.ok) return prepared;
    if (prepared.value.kind === 'done') return ok(prepared.value.hint);
    const { run, position } = prepared.value;
    await stepInSlices(run);
    return ok(this.conclude(run, position));
  }

  private prepare(source: PositionSource, options: SolveOptions | undefined): Result<Prepared, SolveError> {
    const position = positionOf(source);
    if (!position) return err(notAPosition());
    const parsed = parseSolveOptions(options, { budget: DEFAULT_HINT_BUDGET });
    if (!parsed.ok) return parsed;
    if (position.isWon || !position.hasLegalMove()) return ok({ kind: 'done', hint: null });
    const known = this.fromLine(position);
    if (known) return ok({ kind: 'done', hint: known });
    return ok({ kind: 'run', run: new SolverRun(position, parsed.value), position });
  }

  private fromLine(position: Position): Hint | null {
    for (let i = 0; i < this.positions.length; i++) {
      const p = this.positions[i]!;
      if (
        p.options.takeBack === position.options.takeBack &&
        p.groupLimit === position.groupLimit &&
        p.equals(position)
      ) {
        const rest = this.line.slice(i).map(decodeMove);
        return { move: rest[0]!, status: 'solved', line: rest, nodes: 0 };
      }
    }
    return null;
  }

  private conclude(run: SolverRun, position: Position): Hint {
    const result = run.result!;
    if (result.status === 'solved') {
      this.remember(position, result.line);
      return { move: result.line[0]!, status: 'solved', line: result.line, nodes: result.nodes };
    }
    const code = run.bestRootMove() ?? greedyMoveCode(position);
    return { move: decodeMove(code), status: result.status, line: null, nodes: result.nodes };
  }

  private remember(position: Position, line: readonly Move[]): void {
    this.line = line.map(encodeMove);
    this.positions = [];
    const p = position.clone();
    for (const code of this.line) {
      this.positions.push(p.clone());
      p.play(code);
    }
  }
}

/** A new {@link Hinter} with nothing remembered. */
export function createHinter(): Hinter {
  return new Hinter();
}

/** A one-off hint (nothing remembered between calls): see {@link Hinter.hint}. */
export function hint(source: PositionSource, options?: SolveOptions): Result<Hint | null, SolveError> {
  return new Hinter().hint(source, options);
}
