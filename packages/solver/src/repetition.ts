/**
 * Never in circles: the positions of a game's path since its last turned card, which a fair hint
 * must not bring back. Positions are compared up to the order of the columns, by the engine's
 * `visibleKey`: between two turned cards the face-down cards under each column stay where they
 * are, so there the key of the visible part tells positions apart as the whole position would
 * (a king moved from one empty column to another comes back to the same key). A move that turns a
 * card always leads somewhere new: it leaves fewer cards face down than any position of the path.
 * @module
 */
import { type MoveCode, type Position, type UndoRecord, visibleKey } from '@russian-solitaire/engine';

/** The positions a hint must not bring back (see the module comment). */
export class Repetitions {
  private readonly seen: ReadonlySet<string>;

  /**
   * The positions of `path` (`visibleKey` texts, as `Game.pathSinceTurn()` gives them) and the
   * position advised on, `position`, which a move can bring back too (a lone king moved to an
   * empty column).
   */
  constructor(position: Position, path: readonly string[] = []) {
    this.seen = new Set([...path, visibleKey(position)]);
  }

  /** Whether playing `code` (legal in `position`) leads to a position not on the path. Leaves `position` as it was. */
  isNew(position: Position, code: MoveCode): boolean {
    return this.keyIfNew(position, code) !== null;
  }

  /**
   * The `visibleKey` of the position that playing `code` (legal in `position`) leads to, when that
   * position is not on the path; `null` when it is. Leaves `position` as it was.
   */
  keyIfNew(position: Position, code: MoveCode): string | null {
    const record = position.play(code);
    const key = visibleKey(position);
    position.undo(record);
    return this.seen.has(key) ? null : key;
  }

  /**
   * Whether every position a plan passes through (its moves played one after the other from
   * `position`, legal there) is new: none on the path, none twice. Leaves `position` as it was.
   */
  planIsNew(position: Position, plan: readonly MoveCode[]): boolean {
    const passed = new Set<string>();
    const records: UndoRecord[] = [];
    let fresh = true;
    for (const code of plan) {
      records.push(position.play(code));
      const key = visibleKey(position);
      if (this.seen.has(key) || passed.has(key)) {
        fresh = false;
        break;
      }
      passed.add(key);
    }
    for (let k = records.length - 1; k >= 0; k--) position.undo(records[k]!);
    return fresh;
  }
}
