/**
 * Resuming a saved game: `resumeGame` reads a save (an object or its JSON text), checks all
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
import { ownValue, readOptionalFields } from './read.js';
import { judgeMove, refusal } from './refusal.js';
import { type Result, err, ok } from './result.js';
import type { RuleSet } from './rules.js';
import { type Problem } from './problem.js';
import { type SaveError, type StartOfCode, saveProblem, validateSavedGame } from './save.js';
import { movePoints } from './score.js';
import { encodeMove } from './move.js';

/** How {@link resumeGame} reads a save besides the save itself. Only its own fields are read. */
export interface ResumeInit {
  /** Where the resumed game reads the time, as `GameInit.clock`. */
  readonly clock?: Clock;
  /**
   * Rule sets other than the presets that the save's positions may name by their id alone, by id.
   * (A save the engine writes holds each rule set that is no preset whole, and needs none.)
   */
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
function countProblem(
  line: number,
  redo: number,
  undoable: number,
  moveCount: number,
  depth: number,
): SaveError | null {
  if (undoable > Math.min(depth, line))
    return saveProblem('count-mismatch', 'save-undoable', { undoable, max: Math.min(depth, line) });
  if (undoable + redo > depth) return saveProblem('count-mismatch', 'save-undo-depth', { undoable, redo, depth });
  if (moveCount < line + redo)
    return saveProblem('count-mismatch', 'save-move-count', { moveCount, moves: line + redo });
  return null;
}

/** The error a `startOf` refused a code with, as a cause, when it is an error of the toolkit (a text `code` and `message`). */
function causeOf(error: unknown): Problem | undefined {
  const code = ownValue(error, 'code');
  const message = ownValue(error, 'message');
  return typeof code === 'string' && typeof message === 'string' ? (error as Problem) : undefined;
}

/** Why a save's code does not vouch for its start, or `null` when the code deals the start. */
function checkCodeStart(code: string, start: Position, startOf: StartOfCode | undefined): SaveError | null {
  const shown = echoInput(code);
  if (startOf === undefined) return saveProblem('unchecked-code', 'save-unchecked-code', { code: shown });
  try {
    const dealt = startOf(code, start.options);
    if (dealt?.ok !== true)
      return saveProblem(
        'bad-code',
        'save-bad-code',
        { code: shown },
        dealt?.ok === false ? causeOf(dealt.error) : undefined,
      );
    if (!isPosition(dealt.value) || !dealt.value.equals(start))
      return saveProblem('start-mismatch', 'save-start-mismatch', { code: shown });
  } catch (error) {
    return saveProblem('bad-code', 'save-deal-failed', { code: shown, given: echoInput(error) });
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
 * codes resume with the dealer's `resumeGame`, which passes it. A save with `gameCode: null` is a
 * custom position and needs no check. A save holds the whole rule set of a game that is no preset,
 * so it resumes with the same rules; one that names such a rule set by its id alone finds it in
 * `init.ruleSets`.
 */
export function resumeGame(saved: unknown, init: ResumeInit = {}): Result<Game, SaveError> {
  const fields = readOptionalFields(init);
  if (!fields.ok) return err(saveProblem('bad-init', 'resume-init-unreadable', {}, fields.error));
  const { ruleSets, startOf } = fields.value;
  for (const key of Object.keys(fields.value)) {
    if (key !== 'clock' && key !== 'ruleSets' && key !== 'startOf')
      return err(saveProblem('bad-init', 'resume-init-unknown', { key: echoInput(key) }));
  }
  const clock = readClock(fields.value);
  if (!clock.ok) return err(saveProblem('bad-init', 'resume-clock'));
  if (ruleSets !== undefined && (typeof ruleSets !== 'object' || ruleSets === null))
    return err(saveProblem('bad-init', 'resume-rule-sets'));
  if (startOf !== undefined && typeof startOf !== 'function') return err(saveProblem('bad-init', 'resume-start-of'));
  const checked = validateSavedGame(saved, ruleSets as Readonly<Record<string, RuleSet>> | undefined);
  if (!checked.ok) return checked;
  const data = checked.value;
  if (data.gameCode !== null) {
    const problem = checkCodeStart(data.gameCode, data.start, startOf as StartOfCode | undefined);
    if (problem) return err(problem);
  }
  const depth = data.start.options.undoDepth;
  const counted = countProblem(data.line.length, data.redo.length, data.undoable, data.moveCount, depth);
  if (counted !== null) return err(counted);
  if (data.moveCount === 0 && data.elapsedMs !== 0) return err(saveProblem('count-mismatch', 'save-elapsed'));
  // Replay the line and the redo moves through the rules before the game is built from them.
  const probe = data.start.clone();
  let points = 0;
  for (let i = 0; i < data.line.length; i++) {
    const move = data.line[i]!;
    const refused = judgeMove(probe, move);
    if (refused)
      return err(
        saveProblem('illegal-move', 'save-illegal-move', { n: i + 1, move: makeMove(move) }, refusal(refused)),
      );
    points += movePoints(probe.play(encodeMove(move)));
  }
  if (points !== data.score) return err(saveProblem('score-mismatch', 'save-score', { score: data.score, points }));
  if (!probe.equals(data.position)) return err(saveProblem('position-mismatch', 'save-position-mismatch'));
  for (let i = data.redo.length - 1; i >= 0; i--) {
    const move = data.redo[i]!;
    const refused = judgeMove(probe, move);
    if (refused)
      return err(saveProblem('illegal-move', 'save-illegal-redo', { move: makeMove(move) }, refusal(refused)));
    probe.play(encodeMove(move));
  }
  // The builder is private to `Game`: no one but this function, which has checked the save, calls it.
  return ok(Game['restoreChecked'](data, clock.value));
}
