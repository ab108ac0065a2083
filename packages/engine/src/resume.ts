/**
 * Resuming a saved game: `resumeSavedGame` reads a save (an object or its JSON text), checks all
 * of it, and gives back the game. A function of its own rather than a method of `Game`, so that an
 * application that never resumes a save does not carry the checks (about a quarter of a game's
 * code in a browser bundle).
 * @module
 */
import type { Clock } from './clock.js';
import { echoInput } from './echo.js';
import { Game } from './game.js';
import { readClock } from './game-init.js';
import { makeMove } from './notation.js';
import { isPosition, type Position } from './position.js';
import { readOptionalFields } from './read.js';
import { judgeMove } from './refusal.js';
import { type Result, err, ok } from './result.js';
import type { RuleSet } from './rules.js';
import { type SaveError, type StartOfCode, validateSavedGame } from './save.js';
import { movePoints } from './score.js';
import { encodeMove } from './move.js';

/** How {@link resumeSavedGame} reads a save besides the save itself. Only its own fields are read. */
export interface ResumeInit {
  /** Where the resumed game reads the time, as `GameInit.clock`. */
  readonly clock?: Clock;
  /** Rule sets other than the shipped ones that the save's positions may name, by id. */
  readonly ruleSets?: Readonly<Record<string, RuleSet>>;
  /**
   * Deals the game code a save names, to check that the save starts from that code's deal.
   * Without it, a save that names a code is refused (`unchecked-code`): the engine cannot deal
   * codes. The dealer's `resumeGame` passes the RU1 one.
   */
  readonly startOf?: StartOfCode;
}

/**
 * Why the counters of a save cannot come from play, or `null`. Play keeps these invariants: the
 * undoable moves are among the moves of the line and within the undo depth; every undo moves one
 * undoable move to the redo list and every redo moves it back, so undoable and redo moves together
 * never pass the undo depth; and every move of the line and of the redo list was made once.
 */
function countProblem(line: number, redo: number, undoable: number, moveCount: number, depth: number): string | null {
  if (undoable > Math.min(depth, line))
    return `undoable is ${undoable} but at most ${Math.min(depth, line)} moves can be undone`;
  if (undoable + redo > depth) return `${undoable} undoable and ${redo} redo moves pass the undo depth of ${depth}`;
  if (moveCount < line + redo) return `moveCount ${moveCount} is less than the ${line + redo} moves the save records`;
  return null;
}

/** Why a save's code does not vouch for its start, or `null` when the code deals the start. */
function checkCodeStart(code: string, start: Position, startOf: StartOfCode | undefined): SaveError | null {
  if (startOf === undefined)
    return {
      code: 'unchecked-code',
      message: `the save names the game code ${echoInput(code)}, which this call cannot deal; resume it with the dealer's resumeGame (or pass startOf)`,
    };
  try {
    const dealt = startOf(code, start.options);
    if (dealt?.ok !== true) {
      const message: unknown = dealt?.ok === false ? (dealt.error as { message?: unknown } | null)?.message : undefined;
      return {
        code: 'bad-code',
        message: `${echoInput(code)} is not a game code: ${typeof message === 'string' ? message : 'refused'}`,
      };
    }
    if (!isPosition(dealt.value) || !dealt.value.equals(start))
      return { code: 'start-mismatch', message: `the save does not start from the deal of ${echoInput(code)}` };
  } catch (error) {
    return {
      code: 'bad-code',
      message: `dealing ${echoInput(code)} failed: ${echoInput(error)}`,
    };
  }
  return null;
}

/**
 * Resumes a saved game (an object or its JSON text, as `Game.save` and `JSON.stringify(game)`
 * give it). Everything is checked: format and version, types, the start position, every move
 * replayed through the rules, the redo moves, and that the score, counters and position add up
 * (counters that play cannot reach are refused with `count-mismatch`). Refused input never yields
 * a game, and nothing here throws.
 *
 * A save that names a game code must start from that code's deal: `init.startOf` deals it, and a
 * save whose start differs is refused with `start-mismatch`. Without `init.startOf` such a save is
 * refused with `unchecked-code`, since the engine cannot deal codes; applications that play RU1
 * codes resume with the dealer's `resumeGame`, which passes it. A save with `code: null` is a
 * custom position and needs no check. Rule sets other than the shipped ones can be named in
 * `init.ruleSets`.
 */
export function resumeSavedGame(saved: unknown, init: ResumeInit = {}): Result<Game, SaveError> {
  const fields = readOptionalFields(init, 'the resume init');
  if (!fields.ok) return err({ code: 'bad-init', message: fields.error.message });
  const { ruleSets, startOf } = fields.value;
  for (const key of Object.keys(fields.value)) {
    if (key !== 'clock' && key !== 'ruleSets' && key !== 'startOf')
      return err({
        code: 'bad-init',
        message: `unknown resume field ${echoInput(key)} (known: clock, ruleSets, startOf)`,
      });
  }
  const clock = readClock(fields.value);
  if (!clock.ok) return err({ code: 'bad-init', message: clock.error });
  if (ruleSets !== undefined && (typeof ruleSets !== 'object' || ruleSets === null))
    return err({ code: 'bad-init', message: 'ruleSets must be an object of rule sets by id' });
  if (startOf !== undefined && typeof startOf !== 'function')
    return err({ code: 'bad-init', message: 'startOf must be a function that deals a game code' });
  const checked = validateSavedGame(saved, ruleSets as Readonly<Record<string, RuleSet>> | undefined);
  if (!checked.ok) return checked;
  const data = checked.value;
  if (data.code !== null) {
    const problem = checkCodeStart(data.code, data.start, startOf as StartOfCode | undefined);
    if (problem) return err(problem);
  }
  const depth = data.start.options.undoDepth;
  const counted = countProblem(data.line.length, data.redo.length, data.undoable, data.moveCount, depth);
  if (counted !== null) return err({ code: 'count-mismatch', message: counted });
  if (data.moveCount === 0 && data.elapsedMs !== 0)
    return err({ code: 'count-mismatch', message: 'a game with no move made has a playing time of 0' });
  // Replay the line and the redo moves through the rules before the game is built from them.
  const probe = data.start.clone();
  let points = 0;
  for (let i = 0; i < data.line.length; i++) {
    const move = data.line[i]!;
    const refusal = judgeMove(probe, move);
    if (refusal)
      return err({
        code: 'illegal-move',
        message: `move ${i + 1} (${makeMove(move)}) is not legal there: ${refusal.code}`,
      });
    points += movePoints(probe.play(encodeMove(move)));
  }
  if (points !== data.score)
    return err({ code: 'score-mismatch', message: `the score is ${data.score} but the moves earn ${points}` });
  if (!probe.equals(data.position))
    return err({ code: 'position-mismatch', message: 'the moves do not lead to the saved position' });
  for (let i = data.redo.length - 1; i >= 0; i--) {
    const move = data.redo[i]!;
    const refusal = judgeMove(probe, move);
    if (refusal)
      return err({ code: 'illegal-move', message: `redo move ${makeMove(move)} is not legal there: ${refusal.code}` });
    probe.play(encodeMove(move));
  }
  // The builder is private to `Game`: no one but this function, which has checked the save, calls it.
  return ok(Game['restoreChecked'](data, clock.value));
}
