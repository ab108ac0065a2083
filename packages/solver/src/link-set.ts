/**
 * Rule 7 of the pruning rules (see `prune.ts` for what "safe" means and for rules 1 to 6): under
 * classic building, a move of a card onto its successor needs beside it only the moves of the cards
 * that could spoil it.
 *
 * ## Rule 7: a link and the moves that could spoil it
 *
 * Classic building (same suit, build down; empty columns that take a king or nothing). Take a
 * position Q (no take-back and no foundation move is tried there: rules 1 and 2) and a legal move
 * a of a card X, with the cards above it, from column A onto its successor X + 1, the top of column
 * B. Call a set W of columns *watched* (B in it, A not necessarily) and the face-up cards lying in
 * them *watched cards*. W is *closed* when for every watched card Y other than X:
 * - Y is a king at the bottom of its column; or
 * - Y + 1 is *covered*: at home; or in a watched column and not at its top (or at the top of Y's own
 *   column); or the card X lies on; or face down in column A while X is the lowest face-up card
 *   there; or
 * - Y + 1 is the top of another column C (Y's move onto it is legal now, or refused only because
 *   its group is larger than the group limit), and, when the game has a group limit, C is in W.
 * Any other watched card (a king off the bottom, or one whose successor is neither covered nor a
 * top) leaves W open, and the rule then makes no use of a. When W is closed, the search tries only
 * the set T: a, and every move of a watched card that is tried here (rules 1, 3 and 4 aside). The
 * search takes, among the legal moves onto a successor, one whose T is smallest (rule 6 is the case
 * where T = {a}: a frozen column B has no watched card with a move).
 *
 * Argument. Measure winnable positions by (w, u) as rule 6 does (w the length of a shortest winning
 * line, u the number of tableau cards not lying on their successor, compared first by w). Take Q
 * winnable and L a shortest winning line from Q: it has no take-back (rule 1) and no move of a king
 * from the bottom of a column to an empty column (that exchanges two columns: leaving it out gives a
 * shorter line). Let τ be the first move of L that picks X or a watched card (X must go home, so
 * there is one). Before τ nothing is put on a watched column: the top of B is X + 1, on which only X
 * goes, and the top of every other watched column C is Y + 1 for a watched Y (the only card that
 * goes on it); and nothing is taken from one. So up to τ every watched column holds the cards it
 * held in Q, and X lies where it lay.
 * (i) τ picks X, or a watched card Y that moves exactly as it could in Q: not home (a watched card
 * is covered by a watched card, or it is the top of a watched column, the successor of X or of a
 * watched card, none of them home); not to an empty column (a king at the bottom of its column, in
 * a line without such moves); onto Y + 1, which is a top at τ: not a covered card (one under a
 * watched card or under X stays under it; one face down in A under its lowest face-up card X stays
 * under X), so Y + 1 was the top of a column C in Q. With a group limit C is watched, so Y + 1 is
 * still its top and τ is Y's move of Q: the same group (Y's column is as in Q), the same target;
 * had it been refused in Q for its size, it would be refused at τ. Without a group limit Y + 1 may
 * have been carried to another column with the cards under it, but τ is still the move of Y's
 * group onto Y + 1, legal in Q: a move of T.
 * (ii) If τ picks X before any watched card, no card of B is picked before it, and the argument of
 * rule 6 applies word for word (it needs only that): Q·a has a winning line no longer than L,
 * shorter, or with u one less (X then lies on its successor, which it did not in Q).
 * (iii) If τ is a move t of a watched card, t ∈ T and t commutes with every earlier move m of L:
 * m picks neither X nor a watched card, so its group holds no watched card; t takes Y's group from a
 * watched column and puts it on Y + 1. With a group limit Y + 1 is the top of a watched column, so
 * m picks no card under Y + 1 and its group is the same whether t comes before it or after; without
 * one, an m that carries Y + 1 carries Y's group on it when t comes first, a larger group but a legal
 * move, which ends with the same cards in the same order. Its target: a top before t and after it
 * (t covers only Y + 1, on which only Y goes, and uncovers only the card under Y, covered by Y
 * until τ). A card turned by t or by m is turned either way. So t, m₁, …, mₖ, then the rest of L,
 * is a winning line of the same length: Q·t has a shorter one than Q.
 * So some move of T leads to a winnable position of smaller measure, which is what the induction
 * of `prune.ts` needs. Under an empty-column rule that takes any card, (i) fails (a watched card, or
 * X, may go to an empty column) and the rule is not used; one that takes nothing leaves fewer moves.
 * @module
 */
import type { Position, RuleSet } from '@russian-solitaire/engine';
import {
  COLUMN_STRIDE,
  FOUNDATION_TARGET,
  ON_FOUNDATION,
  moveCard,
  moveTarget,
  unsafeIsKing,
  unsafeSuccessorOf,
} from '@russian-solitaire/engine/internal';
import { frozenLinksSafe } from './prune.js';

/** Whether rule 7 holds under this rule set: where rule 6 does (classic building, no empty column that takes any card). */
export function linkSetsSafe(ruleSet: RuleSet): boolean {
  return frozenLinksSafe(ruleSet);
}

/** The columns watched for one link move, as a queue (each column once). */
const queue = new Uint8Array(COLUMN_STRIDE);

/**
 * The watched columns of rule 7 for a legal move `code` of a card onto its successor, as a bit set
 * of columns, or 0 when they are not closed (or the move is not one onto a successor); the moves
 * tried here, `moves[start..end)`, tell which watched card has its move.
 */
function watchedColumns(position: Position, code: number, moves: Uint16Array, start: number, end: number): number {
  const b = moveTarget(code);
  const x = moveCard(code);
  const { cards, place, slot, faceDown, length } = position;
  if (b === FOUNDATION_TARGET || place[x] === ON_FOUNDATION || length[b] === 0) return 0;
  const a = place[x]!;
  const xSlot = slot[x]!;
  const xLowest = xSlot === faceDown[a];
  const limit = position.options.groupLimit;
  let watched = 1 << b;
  queue[0] = b;
  let tail = 1;
  for (let head = 0; head < tail; head++) {
    const col = queue[head]!;
    const base = col * COLUMN_STRIDE;
    const top = length[col]!;
    for (let i = faceDown[col]!; i < top; i++) {
      const y = cards[base + i]!;
      if (y === x) continue;
      if (unsafeIsKing(y)) {
        if (i > 0) return 0;
        continue;
      }
      const next = unsafeSuccessorOf(y);
      const p = place[next]!;
      if (p === ON_FOUNDATION) continue;
      const j = slot[next]!;
      if (p !== col && j === length[p]! - 1) {
        // Y + 1 is a top: Y's move must be tried here, or be refused for its size.
        if (!hasMoveOf(moves, start, end, y) && (limit === null || top - i <= limit)) return 0;
        if (limit !== null && (watched & (1 << p)) === 0) {
          watched |= 1 << p;
          queue[tail++] = p;
        }
        continue;
      }
      if ((watched & (1 << p)) !== 0) continue;
      if (p === a && (j === xSlot - 1 || (xLowest && j < xSlot))) continue;
      return 0;
    }
  }
  return watched;
}

/**
 * Whether rule 7 leaves out the link of the legal move `code` at the card at height `height` of the
 * target column, the one `looseCardHeight` found (every card under it is covered, and
 * {@link watchedColumns} passes them): that card is a king (off the bottom), or its successor is
 * neither a top of another column, nor in the target column, nor under the moving card X as the
 * rule allows (right under it, or anywhere under it when X is its column's lowest face-up card).
 * {@link watchedColumns} gives 0 for such a move; most moves at a choice are left out there (nine
 * in ten on classic deals), so the search tests this with the scan of rule 6 it makes anyway.
 */
export function refusedAtLooseCard(position: Position, code: number, height: number): boolean {
  const b = moveTarget(code);
  const { cards, place, slot, length } = position;
  const y = cards[b * COLUMN_STRIDE + height]!;
  if (unsafeIsKing(y)) return true;
  const next = unsafeSuccessorOf(y);
  const p = place[next]!;
  if (p === b) return false;
  const j = slot[next]!;
  if (j === length[p]! - 1) return false;
  const x = moveCard(code);
  if (p !== place[x]) return true;
  const xSlot = slot[x]!;
  return !(j === xSlot - 1 || (xSlot === position.faceDown[p] && j < xSlot));
}

/** Whether a move of `card` is among `moves[start..end)`. */
function hasMoveOf(moves: Uint16Array, start: number, end: number, card: number): boolean {
  for (let k = start; k < end; k++) if (moveCard(moves[k]!) === card) return true;
  return false;
}

/** Whether `card` lies face up in one of the columns of the bit set `watched`. */
function isWatched(position: Position, watched: number, card: number): boolean {
  const p = position.place[card]!;
  return p !== ON_FOUNDATION && (watched & (1 << p)) !== 0 && position.slot[card]! >= position.faceDown[p]!;
}

/**
 * Rule 7: keeps, of the moves tried here (`moves[start..end)`, no foundation move among them), the
 * smallest set T of a move onto a successor and the moves of its watched cards, when one is smaller
 * than all of them. Moves keep their order; returns the new end. `open`, when given, holds for each
 * card 0 when its move is known to be left out as a link ({@link refusedAtLooseCard}), so that it
 * is not tested again.
 */
export function keepLinkSet(
  position: Position,
  moves: Uint16Array,
  start: number,
  end: number,
  open?: Uint8Array,
): number {
  let best = -1;
  let bestWatched = 0;
  let bestSize = end - start;
  for (let k = start; k < end; k++) {
    const code = moves[k]!;
    if (open !== undefined && open[moveCard(code)] === 0) continue;
    const watched = watchedColumns(position, code, moves, start, end);
    if (watched === 0) continue;
    let size = 1;
    for (let m = start; m < end && size < bestSize; m++) {
      const card = moveCard(moves[m]!);
      if (m !== k && isWatched(position, watched, card)) size++;
    }
    if (size < bestSize) {
      best = k;
      bestWatched = watched;
      bestSize = size;
      if (size === 1) break;
    }
  }
  if (best < 0) return end;
  let j = start;
  for (let k = start; k < end; k++) {
    const code = moves[k]!;
    if (k === best || isWatched(position, bestWatched, moveCard(code))) moves[j++] = code;
  }
  return j;
}
