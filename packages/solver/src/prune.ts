/**
 * Pruning rules: moves the search may leave out without ever losing a win. Each rule is argued
 * here; `prune.test.ts` checks each one against an unpruned brute-force search.
 *
 * What "safe" means. The search explores a *pruned move graph*: from each position it tries only
 * some of the legal moves. Its "unsolvable" is a proof (see `table.ts`) that no won position is
 * reachable in that graph. For that to mean "no win at all", each rule must keep this property:
 * **from every position that has a winning line (in the real game), some move the pruned graph
 * keeps leads to a position that has a strictly shorter winning line**. By induction on the length
 * of the shortest winning line, a won position is then reachable in the pruned graph. Rules that
 * only drop moves leading to a position already entered (rules 3 and 4) are not needed in that
 * induction at all: such a move is handled by the transposition-table argument of `table.ts`
 * (its target is in the set S of entered positions).
 *
 * Rule sets. Every rule below holds for every layout (the number of columns and how the deck is
 * dealt change no argument) and, unless it says otherwise, for every empty-column rule: the
 * arguments send cards home or move groups onto cards, which leaves every column that was empty
 * empty, so a move to an empty column stays legal whatever an empty column takes; where a rule
 * counts the moves a card has, it says what an empty column that takes any card changes.
 *
 * ## Rule 1: under same-suit, build-down rules a take-back never helps (classic)
 *
 * Take a winning line L from Q. Call a card *returned* when it is on the tableau because a
 * take-back put it there (and it has not gone home since). (a) Only a returned card can be placed on
 * a returned card: a returned (s, r) left its foundation when all of (s, < r) were home, and since
 * then those can only reach the tableau by take-backs; the only card that builds on (s, r) is
 * (s, r − 1). (b) Hence, in every column, everything above a returned card is returned (a group
 * moved onto a returned card has a returned base, and above that base all is returned). (c) Every
 * original (non-returned) tableau card of suit s ranks above every returned card of suit s.
 * Let Q* be Q with every returned card sent home; by (c) that is a valid position. Replaying L
 * through the map Q ↦ Q*: take-backs and moves of returned cards leave Q* unchanged (they move
 * only cards of the returned suffixes, which sit on face-up cards, so nothing turns); every other
 * move stays legal in Q* (its base is an original card, face up in both; its target is an original
 * top or an empty column, the same in both; its group is no larger; a foundation move of an
 * original card finds its foundation at the right height by (c)) and gives the same Q*. So the
 * moves of L that are not take-backs and do not move returned cards form a winning line from Q
 * with no take-back. Nothing in this uses the group limit or other options. It fails as soon as
 * another card than (s, r − 1) can go on (s, r): not for `any`, `alternate-colour` or `up-or-down`.
 *
 * ## Rule 2: some foundation moves are safe to make at once
 *
 * Let c = (s, r) be a column's top card that can go home. Let A be c together with every card
 * that could ever be built on c, on a card built on c, and so on (the closure of "may be placed
 * on"). If (i) every card of A except c is on its foundation, and (ii) A meets each suit in a
 * prefix (ace to some rank) — then moving c home is safe, with take-back on or off and any group
 * limit, and it is then the only move the search tries.
 *
 * Argument: take a winning line L from Q. Let π(X) be X with every card of A that is on the
 * tableau sent home (and a face-down card that this leaves on top turned). Then π(Q) is Q after
 * c goes home. Invariant along L: in each column, everything above a card of A is in A (a card
 * built on an A-card is in A by closure; a group's cards above its base are above the base).
 * By (i) and because only a foundation's top can leave it, the A-cards off their foundations and
 * the foundations themselves form valid foundations in π(X) (by (ii)). Every move of L maps to
 * either no change (moves whose base is in A: the whole group is in A; A-cards going home or
 * being taken back) or the same move in π(X): its base is not in A, face up in both; its target is
 * not an A-card (nothing outside A builds on an A-card) so it is the same top (or the same empty
 * column) in π(X); the group is no larger; a card going home or taken back from home finds its
 * foundation at the same height (cards of A of its suit rank below it by (ii)). L's final position
 * is won, so π of it is won, and the mapped line from π(Q) skips at least c's own move home: it is
 * strictly shorter. The rule sets give:
 * - same suit, build down (classic): A = c and (s, < r); (i) is "c can go home". Always safe.
 * - any suit or alternate colours, build down (relaxed, yukon): we take A = c and every card below
 *   rank r (a superset of the closure, closed as well, and a prefix of every suit). Safe when every
 *   foundation holds at least r − 1 cards. (For alternate colours the exact closure is not a prefix
 *   of each suit, so a take-back of a card outside it could break (ii): we use the superset.)
 *   An ace is always safe (nothing builds on it); an ace *under* other cards is not a move at all.
 * - same suit, up or down (alaska): A is the whole suit, so only a king (its suit otherwise home).
 * - any other suit rule building down (`other-suit`, `same-colour`): as for any suit, A = c and
 *   every card below rank r, closed since every card builds on one of the next rank; up or down,
 *   with another suit rule than `same`, the closure holds cards of at least two suits up to the
 *   king, so the rule is not used.
 *
 * The search reads rule 2 at every position it expands. After a move of cards from one column to
 * another, from a position where rule 2 took no move, only one top can be new: the card the move
 * uncovered (the foundations are as they were, and every other top, the moved cards' top among
 * them, was a top there already, with no safe move home). `safeHomeMoveAfter` reads that top alone
 * and finds the move `firstSafeHomeMove` would.
 *
 * ## Rule 3: a move that undoes the previous move is never tried
 *
 * If the last move took card g from column a (turning nothing) and this move puts g back on
 * column a (or sends a card just taken back home again, or takes back the card just sent home
 * without a turn), the result is the position before the last move: an ancestor, already entered.
 *
 * ## Rule 4: a king at the bottom of a column never moves to an empty column
 *
 * The result is the same position with two columns exchanged: the same canonical position (see
 * `key.ts`), the very position being expanded, already entered. The same holds for any card at
 * the bottom of its column, when an empty column takes any card: the test is for every card.
 *
 * ## Rule 5: a position with cards that can never move is lost, and is not expanded
 *
 * Call a set H of tableau cards *held for good* when each card C of H either lies face down right
 * under a card of H, or cannot move as long as the cards of H stay where they are: C is not a king
 * off the bottom of its column (a king may go to an empty column), or no column is empty and the
 * bottom card of each is in H; C cannot go home, as it lies right under a card of H or its
 * predecessor never goes home (see below); and no card C may be placed on (by the engine's
 * `canBuild`) can become a top away from C: each lies right under a card of H, or lies above C in
 * C's own column with every card from C up to it in H, or is home and cannot come back (the game
 * has no take-backs, or, under classic building, rule 1 leaves them out). ("Right under": a card of
 * H lying anywhere above is not enough, as a card between them may be picked and carry it away.)
 * Take a line from the position without moves of a king from the bottom of its column to an empty
 * column (a shortest winning line has none: leaving one out gives the same position with two
 * columns exchanged, a shorter line) and, under classic building, without take-backs. No move of it
 * picks a card of H: at the first one, picking C, each card of H still has the same card lying on
 * it (a card leaves another only by being picked, and nothing is ever put between two cards), so C
 * is still face down, or it is not a king off the bottom, it is not on top or its predecessor is
 * not home, and no card it may go on is a top of another column (one that lay above C with only
 * cards of H between them lies there still). A game is won only with every card home, so a position
 * with such a set is lost, and so is every position reached from it. The group limit changes none
 * of this. When an empty column takes any card, every card off the bottom of its column may go to
 * one, as a king does, and counts as one that may move (the line leaves out moves of a bottom card
 * to an empty column, which exchange two columns as well); when it takes nothing, counting a king
 * as one that may move only finds fewer sets.
 *
 * A card goes home only from the top of its column, after its predecessor: so a card that goes home
 * at some point of the line is at home already, or its predecessor is home or goes home before it,
 * and the card lying right on it (if any) is picked before, since a card leaves another only by
 * being picked. Going home is a move, so a card may go home only if it may move; but a card may move
 * (onto its successor) and yet never go home, and the cards that wait for it to go home are held
 * with it: 3♥ over 4♥ and A♥ face down, with 2♥ free to go onto 3♥, is lost, as 2♥ goes home only
 * after A♥. Likewise a card goes to an empty column only once a column is empty: one is empty
 * already, or the card at the bottom of one was picked before (nothing else leaves a column empty).
 *
 * `stuckCard` finds the largest such set: the cards that may go home and the cards that may move
 * are found together as a least fixpoint (by induction on the moves of a line, the first move that
 * broke it would need one of the two for a card not yet found). A card may go home when it is on
 * top or the card on it may move, and its predecessor is home or may go home. A card may move when
 * it is face up or the card on it may move, and it may go home, or it is a king off the bottom and
 * a column is empty or a bottom card may move, or a card it may go on may become a top: a top,
 * under a card that may move, above it in its own column with a card that may move between them
 * (that card or one under it), or at home with take-backs. Every other tableau card fails those
 * conditions with the rest held: together they are held for good. Not expanding a lost position
 * drops only positions with no win, which keeps the induction above. The simplest case is a
 * column's lowest face-up card over its predecessor and all its targets; a face-down card over its
 * own predecessor and targets is another (the deal is then lost from the start); columns waiting on
 * each other are others, and so is, under classic building, a run of one suit lying over both the
 * card its lowest card goes on and the predecessor of its highest card (the queen and jack of
 * hearts over the king and ten).
 *
 * Under classic building the search tests for it only at the position it starts from, where it
 * costs one test. Moves can make such a set (a run put on its successor over the cards it waits
 * for), but a test at every position costs about as much as a node and saves too few: on classic
 * seeds 0–19,999, testing it at every position with a choice of moves entered 7 % fewer positions
 * at about twice the time (with the fixpoint that asked only whether a predecessor may move), and
 * testing it after each move that turns a card or moves one to or from a foundation entered 10 %
 * fewer at twice the time (before the empty columns were asked). On classic seeds 0–19,999 the
 * first form, which took only cards with nothing face up under them, found 1,190 of the 18,700 lost
 * deals lost at the start; the fixpoint with moves alone found 1,623; with the way home asked
 * apart, 16,418; and with the empty columns asked too, 17,959.
 *
 * Under the other rules it is also tested after each move that turns a card (see `search.ts`):
 * where a card may go on any of several, a search wanders long among the lost positions such a move
 * can lead to. On relaxed seeds 0–1,999 the searches then enter 25 % fewer positions (3,975,770
 * instead of 5,286,181), and of the 146 deals of seeds 0–99,999 left unknown at 10^6 nodes with the
 * test at the root alone and the fixpoint that asked only whether a card may move, 76 are proved
 * lost and 27 won. A search that has entered 2^14 positions without an answer tests it after every
 * move as well. Most searches end sooner, and for them the test after every move would only cost:
 * tested so from the start, the searches of relaxed seeds 0–1,999 entered 4 % fewer positions
 * (3,818,937) at 3.3 times the time. A long search is the one that wanders: of the 43 deals of seeds
 * 0–99,999 still unknown at 10^6 nodes, 11 are then won and 1 more is proved lost (the test after
 * every move from the start decides the same 12; from 2^16 positions on, 10 of them).
 *
 * ## Rule 6: under classic building, a card goes on its successor at once if that column is frozen
 *
 * Classic building (same suit, build down) gives each card X one target, its successor X + 1 of
 * the same suit, and X is the only card that builds on X + 1. Take a legal move m of X (with the
 * cards above it) from column a onto X + 1, the top of column b. Call a card *covered* when it is
 * home or lies in column b under X + 1, and column b *frozen* when every face-up card Y in it
 * (X + 1 included) is a king at the bottom of the column or has its successor Y + 1 covered. If
 * column b is frozen, m is the only move tried.
 *
 * Argument. Measure a winnable position by (w, u): w the length of its shortest winning line, u
 * the number of tableau cards not lying on their successor, compared first by w; the induction
 * above works as well with "a kept move leads to a winnable position of smaller measure", since
 * these pairs cannot decrease for ever. Take Q winnable and L a shortest winning line from Q: it
 * has no take-back (rule 1 would give a shorter one) and no move of a king from the bottom of a
 * column to an empty column (that gives the same position with two columns exchanged, so leaving
 * it out gives a shorter line). Let E be the first move of L that picks X (there is one, X must
 * go home). (i) Before E, no card of column b moves: at the first such move the card picked P is
 * in column b (a card under one there is there too), face up since Q (the card above a face-down
 * one has not moved), and it can go nowhere: not home (only X + 1 is on top of column b, and it
 * goes home after X), not on P + 1 (covered: home for good, or under a card that has not moved),
 * not to an empty column (only a king at the bottom of the column, a move L does not have). So
 * before E, X + 1 is still the top of column b and nothing carries it. (ii) Let φ(P) be P with
 * X and the cards above it moved onto X + 1 (and the card that this uncovers turned), so that
 * φ(Q) = Q·m. Each move M of L before E is legal in φ(P) and gives φ(P·M). Its target is a top in
 * φ(P) too: φ(P) has the tops of P, except X + 1 (which only X builds on) and with the card under X
 * (covered by X in P, so no target of M); the top of X's pile is a top in both, and φ(P) has every
 * empty column P has. Its cards: a move of a card above X picks the same cards; a move of a card
 * under X picks fewer (never more, so the group limit holds); no move picks a card of column b.
 * (iii) E picks X onto X + 1 (then P·E = φ(P), and E is left out) or home (X is then on top in
 * both, and P·E = φ(P)·E); X is not a king, so it has no other move. So Q·m has a winning line no
 * longer than L, shorter when E goes onto X + 1; when E goes home, u drops instead, as X lies on
 * X + 1 in Q·m and on another card (or at the bottom) in Q. Nothing here depends on the group
 * limit or on take-backs being allowed.
 *
 * Under an empty-column rule that takes any card, (i) and (iii) fail (P, or X, may go to an empty
 * column), and the rule is not used; an empty column that takes nothing only leaves P fewer moves.
 *
 * The condition cannot be dropped: a winning line may have to move a group holding X + 1 onto X's
 * pile (X − 1 from under X + 1 onto X, say), which it can no longer do once X lies on X + 1; the
 * tests meet small positions where a move onto X + 1 in a column that is not frozen loses the win.
 *
 * ## Rule 7: a link and the moves that could spoil it (`link-set.ts`)
 *
 * Where rule 6 holds and finds no frozen column, a move onto a successor is still tried with only
 * the moves of the cards that could spoil it (the cards of the successor's column, and with a group
 * limit the columns they would go to) when every other card of those columns is held until then.
 * Its argument, in the same measure as rule 6's, is in `link-set.ts`.
 *
 * ## Rule 8: under classic building, a move that makes a set held for good is never tried
 *
 * Classic building, and empty columns that take a king or nothing. Let a legal move put the group
 * G (a card X and the cards above it in column a) on column b, and let C be a card of G whose
 * predecessor C − 1 lies in column b. After the move, let H be a run of column b: the cards from
 * some height up to C, C − 1 among them. If every face-up card of H is a king at the bottom of the
 * column or has its successor in H, then H is held for good (rule 5) after the move. Each card of
 * H but C lies right under a card of H. So a face-down card of H qualifies; a face-up one other
 * than C is not a king off the bottom, cannot go home (it lies right under a card of H), and its
 * only target, its successor, is in H: right under a card of H if it lies lower, or above it with
 * only cards of H between them if it lies higher (as C does for C − 1); and C is not a king off
 * the bottom (it has C − 1 under it), its predecessor is in H, and its successor lies lower in H.
 * (Under classic building a card's only target on the tableau is its successor, and rule 1 leaves
 * out take-backs, as rule 5 does.) `makesHeldSet` starts H at C − 1 and takes it down to the
 * lowest successor it meets, testing each card it takes in, until no face-up card is left
 * untested. The position after the move is lost, so the move never leads to a win and is left out,
 * which keeps the induction above. Where rule 6 would take such a move, the position itself is
 * lost (rule 6: after its move a winnable position stays winnable), and it is not expanded.
 *
 * The search tests it on each move into a position that is not in the table, before playing it,
 * and puts the lost position in the table unplayed (see `table.ts` for why that keeps a proof). It
 * is rule 5 tested at the move that makes the set, read from the target column and the group
 * alone, where the walk over the deck to rule 5's fixpoint costs several nodes' worth: on classic
 * seeds 0–19,999, rule 5 after every such move would enter 6.5 % fewer positions than rule 8 does
 * at about six times the time. Such a set must hold a card of the group (the move changes no other
 * card's lot but by putting the group over it), though not always over its own predecessor: a
 * card waiting for its successor, now under the group, is another way.
 *
 * ## Rule 9: under classic building, a king goes to an empty column at once if no other king needs one
 *
 * Classic building, empty columns that take a king. Call a king *waiting* when it is neither home
 * nor at the bottom of its column (face up or down). Take a legal move m of a waiting king K, with
 * the cards above it, from the card W it lies on to an empty column E. If the position Q has at
 * least as many empty columns as waiting kings (K included), m is the only move tried.
 *
 * Argument. Measure a winnable position by (w, u, k), compared in that order: w and u as rule 6
 * does, k the number of waiting kings. Rules 6 and 7 make (w, u) smaller, so they make this
 * smaller as well, and the induction goes through with it. Take L a shortest winning line from Q:
 * no take-back (rule 1) and no move of a king from the bottom of a column to an empty column. Let
 * ψ(P) be P with K's pile (K and the cards above it) lifted from the card it lies on into an empty
 * column (and the card this uncovers turned), so that ψ(Q) = Q·m. Follow L up to E, its first move
 * that picks K. (i) Waiting kings only become fewer: a king leaves the bottom of a column only by
 * being picked, which L does not do, and a king that goes to an empty column lies at its bottom
 * from then on; a column stops being empty only when a king goes to it. (ii) Each move M before E
 * is legal in ψ(P) and gives ψ(P·M). Its target is a top there too (ψ(P) has every top of P,
 * K's pile's top among them, and the card under K besides), or an empty column: P has one more
 * empty column than ψ(P), and M is the j-th move of another waiting king to one, so by (i) P has
 * at least e₀ − (j − 1) ≥ k₀ − j + 1 ≥ 2 of them (e₀ ≥ k₀ empty columns and waiting kings in Q,
 * and j ≤ k₀ − 1). Its cards: the same ones, or fewer when it picks a card under K
 * (the group limit holds). (iii) E puts K's pile in an empty column, and P·E is ψ(P) with two
 * columns exchanged: leaving E out gives a shorter line; or E sends K home (K on top in both), and
 * P·E = ψ(P)·E: a line as long as L, from a position with the same u (a king never lies on a
 * successor) and one waiting king fewer. Nothing here depends on the group limit. Where an empty
 * column takes any card, other cards compete for the empty columns, and the rule is not used;
 * where it takes nothing, no king has such a move.
 * @module
 */
import { DECK_SIZE, type Position, RANK_COUNT, type RuleSet, SUIT_COUNT } from '@russian-solitaire/engine';
import {
  COLUMN_STRIDE,
  EMPTY_TAKES_ANY,
  FOUNDATION_TARGET,
  MAX_BUILDERS,
  ON_FOUNDATION,
  compileRuleSet,
  moveCard,
  moveTarget,
  packMove,
  undoRecordCard,
  undoRecordSource,
  undoRecordTurned,
  unsafeIsKing,
  unsafeRankOf,
  unsafeSuccessorOf,
  unsafeSuitOf,
} from '@russian-solitaire/engine/internal';

/**
 * Whether rule 6 holds under this rule set: classic building (as rule 1), with empty columns that
 * take a king or nothing (a card that may go to any empty column has a move the argument leaves out).
 */
export function frozenLinksSafe(ruleSet: RuleSet): boolean {
  return compileRuleSet(ruleSet).buildsDownInSuit && ruleSet.emptyColumn !== 'any';
}

/**
 * Whether a take-back can never help under this rule set (rule 1): exactly the rule sets where a
 * card builds only on the next higher card of its suit (the engine's `buildsDownInSuit`).
 */
export function takeBackNeverHelps(ruleSet: RuleSet): boolean {
  return compileRuleSet(ruleSet).buildsDownInSuit;
}

/** The kinds of safe-foundation test, by rule set (rule 2). */
export type SafeHomeKind = 'always' | 'lower-ranks-home' | 'king-only' | 'never';

/** Which safe-foundation test applies to a rule set (rule 2). */
export function safeHomeKind(ruleSet: RuleSet): SafeHomeKind {
  if (compileRuleSet(ruleSet).buildsDownInSuit) return 'always';
  if (ruleSet.direction === 'down') return 'lower-ranks-home';
  return ruleSet.suit === 'same' ? 'king-only' : 'never';
}

/** A bound above every rank: every legal foundation move is below it. */
const ABOVE_EVERY_RANK = RANK_COUNT + 1;

/**
 * The smallest rank r such that a legal foundation move of a rank-r card is *not* covered by rule 2,
 * given the foundations now: a legal move home of a card of rank below this bound is safe.
 * (Legality itself is the engine's business: only moves from `generateMoves` are tested.)
 */
export function safeHomeBound(position: Position, kind: SafeHomeKind): number {
  switch (kind) {
    case 'always':
      return ABOVE_EVERY_RANK;
    case 'lower-ranks-home': {
      const f = position.foundation;
      let min = RANK_COUNT;
      for (let s = 0; s < SUIT_COUNT; s++) if (f[s]! < min) min = f[s]!;
      return min + 2; // rank r is safe when r - 1 <= every foundation's height
    }
    case 'king-only':
      return ABOVE_EVERY_RANK; // with the extra test for a king in isSafeHomeMove
    case 'never':
      return 0;
  }
}

/** Whether a legal foundation move `code` is safe to make at once (rule 2); `bound` from {@link safeHomeBound}. */
export function isSafeHomeMove(code: number, kind: SafeHomeKind, bound: number): boolean {
  return moveTarget(code) === FOUNDATION_TARGET && isSafeHomeCard(moveCard(code), kind, bound);
}

/** Whether sending `card` home, a legal move, is safe (rule 2); `bound` from {@link safeHomeBound}. */
function isSafeHomeCard(card: number, kind: SafeHomeKind, bound: number): boolean {
  if (kind === 'king-only') return unsafeIsKing(card);
  return unsafeRankOf(card) < bound;
}

/**
 * The move rule 2 takes in `position`, found without listing every legal move: the first safe
 * foundation move in the engine's `generateMoves` order (column by column, a column's top card
 * to the foundation first), or -1 when none is safe. A card goes home only from the top of a
 * column, so the column tops are all it reads. `bound` from {@link safeHomeBound}.
 */
export function firstSafeHomeMove(position: Position, kind: SafeHomeKind, bound: number): number {
  if (kind === 'never') return -1;
  for (let t = 0, columns = position.length.length; t < columns; t++) {
    const move = safeHomeMoveAt(position, kind, bound, t);
    if (move >= 0) return move;
  }
  return -1;
}

/**
 * The move rule 2 takes in `position`, reached by a legal move of cards from column `from` onto
 * another column, from a position where rule 2 took no move: the same move as
 * {@link firstSafeHomeMove}, found at the one column top that can have changed. The move left the
 * foundations as they were, so every other top was a top there already (the moved cards' top
 * among them), and no move home of any was safe; only the card it uncovered in column `from` is
 * new. `bound` from {@link safeHomeBound}.
 */
export function safeHomeMoveAfter(position: Position, kind: SafeHomeKind, bound: number, from: number): number {
  return kind === 'never' ? -1 : safeHomeMoveAt(position, kind, bound, from);
}

/** The move home of column `column`'s top card when it is legal and safe (rule 2), or -1. */
function safeHomeMoveAt(position: Position, kind: SafeHomeKind, bound: number, column: number): number {
  const len = position.length[column]!;
  if (len === 0) return -1;
  const top = position.cards[column * COLUMN_STRIDE + len - 1]!;
  if (position.foundation[unsafeSuitOf(top)] !== unsafeRankOf(top) - 1) return -1;
  return isSafeHomeCard(top, kind, bound) ? packMove(top, FOUNDATION_TARGET) : -1;
}

/**
 * Whether rule 8 holds under this rule set: classic building, with empty columns that take a king or
 * nothing (where a card off the bottom of its column may go to any empty column, none is held).
 */
export function heldSetMovesKnown(ruleSet: RuleSet): boolean {
  return frozenLinksSafe(ruleSet);
}

/**
 * Whether the legal move `code` makes a set of cards held for good in its target column (rule 8),
 * so that the position after it is lost. The caller checks {@link heldSetMovesKnown}.
 */
export function makesHeldSet(position: Position, code: number): boolean {
  const b = moveTarget(code);
  if (b === FOUNDATION_TARGET) return false;
  const { cards, place, slot, length } = position;
  const x = moveCard(code);
  const a = place[x]!;
  if (a === ON_FOUNDATION || length[b] === 0) return false;
  const from = slot[x]!;
  const baseA = a * COLUMN_STRIDE;
  for (let h = from, end = length[a]!; h < end; h++) {
    const c = cards[baseA + h]!;
    // (card 0 has no predecessor; the card below another ace is of another suit)
    if (c === 0 || place[c - 1] !== b || unsafeRankOf(c) === 1) continue;
    if (heldUpTo(position, a, from, b, slot[c - 1]!, length[b]! + h - from)) return true;
  }
  return false;
}

/**
 * Whether, once the cards of column `a` from height `from` up are put on column `b`, the cards of
 * column b from height `low` up to height `top` lie in a run H of cards held for good (rule 8):
 * every face-up card of H is not a king off the bottom and has its successor in H. H starts at
 * those cards and reaches down to the lowest successor found (each card taken in is tested too).
 */
function heldUpTo(position: Position, a: number, from: number, b: number, low: number, top: number): boolean {
  const { cards, place, slot } = position;
  const lengthB = position.length[b]!;
  const faceDownB = position.faceDown[b]!;
  let bottom = low;
  // From the top down: the cards of the group are the likeliest to fail.
  for (let k = top; k >= bottom && k >= faceDownB; k--) {
    const card = k < lengthB ? cards[b * COLUMN_STRIDE + k]! : cards[a * COLUMN_STRIDE + from + k - lengthB]!;
    if (unsafeIsKing(card)) {
      if (k > 0) return false;
      continue;
    }
    const next = unsafeSuccessorOf(card);
    const p = place[next]!;
    // Its height after the move: a card of column b stays where it is, a card of the group lands
    // `lengthB - from` higher.
    let at: number;
    if (p === b) at = slot[next]!;
    else if (p === a && slot[next]! >= from) at = lengthB + slot[next]! - from;
    else return false;
    if (at > top) return false;
    if (at < bottom) bottom = at;
  }
  return true;
}

/** Whether `code` undoes the move of `record` (rule 3). */
export function undoesMove(record: number, code: number): boolean {
  if (undoRecordTurned(record)) return false;
  if (undoRecordCard(record) !== moveCard(code)) return false;
  return moveTarget(code) === undoRecordSource(record);
}

/** Whether `code` moves a king from the bottom of a column to an empty column (rule 4). */
export function isIdleKingMove(position: Position, code: number): boolean {
  const card = moveCard(code);
  const target = moveTarget(code);
  if (target === FOUNDATION_TARGET) return false;
  return position.place[card] !== ON_FOUNDATION && position.slot[card] === 0 && position.length[target] === 0;
}

/**
 * Whether a legal move `code` is one of a king off the bottom of its column to an empty column that
 * is safe to make at once (rule 9): there are at least as many empty columns as kings that are
 * neither home nor at the bottom of a column. The caller checks {@link frozenLinksSafe}.
 */
export function isUncontestedKingMove(position: Position, code: number): boolean {
  const card = moveCard(code);
  const target = moveTarget(code);
  if (target === FOUNDATION_TARGET || !unsafeIsKing(card)) return false;
  const { place, slot, length } = position;
  if (place[card] === ON_FOUNDATION || slot[card] === 0 || length[target] !== 0) return false;
  let empty = 0;
  for (let t = 0, columns = length.length; t < columns; t++) if (length[t] === 0) empty++;
  let kings = 0;
  for (let king = RANK_COUNT - 1; king < DECK_SIZE; king += RANK_COUNT) {
    if (place[king] !== ON_FOUNDATION && slot[king] !== 0) kings++;
  }
  return kings <= empty;
}

/**
 * Marks of {@link stuckCard}: a card may move when its entry equals the current stamp, so that a
 * new test starts without clearing the array.
 */
const movable = new Int32Array(DECK_SIZE);
/**
 * Marks of {@link stuckCard} for the cards that may go home: a card may when its entry equals the
 * current stamp.
 */
const homeable = new Int32Array(DECK_SIZE);
let stamp = 0;
/**
 * The cards {@link stuckCard} is still to look at: every card once, then again the successor of a
 * card that may newly go home, and each card a newly movable card may help (the cards under it and
 * the cards that go on the one right under it). Each card is marked once of each kind, so the room
 * is the deck once, a successor per card, and a column and a card's builders per card.
 */
const toCheck = new Uint8Array(DECK_SIZE * (DECK_SIZE + MAX_BUILDERS + 3));

/** Whether the position is lost by rule 5 (cards that can never move). */
export function hasStuckCard(position: Position): boolean {
  return stuckCard(position) >= 0;
}

/**
 * A card that rule 5 shows can never move (the first in deck order), or -1 when the rule finds
 * none.
 */
export function stuckCard(position: Position): number {
  const { place, slot, cards, length, faceDown, foundation } = position;
  const { targets, targetCount, builders, builderCount, buildsDownInSuit, emptyTakes } = position.rules;
  // A card off the bottom of its column may go to an empty column: a king, or any card when an
  // empty column takes any card.
  const anyToEmpty = emptyTakes === EMPTY_TAKES_ANY;
  // Under classic building no winning line needs a take-back (rule 1): none is counted on.
  const takeBack = position.options.takeBack && !buildsDownInSuit;
  if (stamp === 0x7fffffff) {
    movable.fill(0);
    homeable.fill(0);
    stamp = 0;
  }
  const st = ++stamp;
  // Whether a column may be empty at some point: one is now, or a bottom card may move.
  let emptyable = false;
  for (let c = 0; c < length.length; c++) if (length[c] === 0) emptyable = true;
  let tail = 0;
  for (let c = 0; c < DECK_SIZE; c++) if (place[c] !== ON_FOUNDATION) toCheck[tail++] = c;
  for (let head = 0; head < tail; head++) {
    const card = toCheck[head]!;
    if (homeable[card] === st || place[card] === ON_FOUNDATION) continue;
    // May it go home, or move, with the cards marked so far as the ones that may?
    const p = place[card]!;
    const i = slot[card]!;
    const above = i + 1 < length[p]! ? cards[p * COLUMN_STRIDE + i + 1]! : -1;
    const free = above < 0 || movable[above] === st;
    if (!free && i < faceDown[p]!) continue;
    if (free && (foundation[unsafeSuitOf(card)]! >= unsafeRankOf(card) - 1 || homeable[card - 1] === st)) {
      homeable[card] = st;
      if (!unsafeIsKing(card)) toCheck[tail++] = unsafeSuccessorOf(card);
      if (movable[card] === st) continue;
    } else if (movable[card] === st) continue;
    let may = homeable[card] === st || ((anyToEmpty || unsafeIsKing(card)) && i > 0 && emptyable);
    for (let k = card * MAX_BUILDERS, end = k + targetCount[card]!; !may && k < end; k++) {
      const t = targets[k]!;
      const q = place[t]!;
      if (q === ON_FOUNDATION) may = takeBack;
      else {
        const j = slot[t]! + 1;
        may = j === length[q]! || movable[cards[q * COLUMN_STRIDE + j]!] === st;
        // A target above the card in its own column leaves it only with a card picked between
        // the two (the target or one under it).
        if (may && q === p && j > i) {
          may = false;
          for (let h = i + 1, at = p * COLUMN_STRIDE; !may && h < j; h++) may = movable[cards[at + h]!] === st;
        }
      }
    }
    if (!may) continue;
    movable[card] = st;
    if (i === 0) {
      // A bottom card that may move may leave its column empty: the cards that may go to an empty
      // column are looked at again.
      if (!emptyable) {
        emptyable = true;
        for (let c = 0; c < DECK_SIZE; c++)
          if (place[c] !== ON_FOUNDATION && movable[c] !== st && (anyToEmpty || unsafeIsKing(c))) toCheck[tail++] = c;
      }
      continue;
    }
    // What it opens: the cards under it (the one right under it is free, and one whose target lies
    // above it may go there), and the cards that go on the one right under it.
    const at = p * COLUMN_STRIDE;
    const under = cards[at + i - 1]!;
    toCheck[tail++] = under;
    // Lower down only a face-up card that may not move yet can gain: it may now reach a target above
    // this card (a face-down card there is no freer than before).
    for (let h = i - 2, low = faceDown[p]!; h >= low; h--) {
      const lower = cards[at + h]!;
      if (movable[lower] !== st) toCheck[tail++] = lower;
    }
    for (let k = under * MAX_BUILDERS, end = k + builderCount[under]!; k < end; k++) toCheck[tail++] = builders[k]!;
  }
  for (let c = 0; c < DECK_SIZE; c++) if (place[c] !== ON_FOUNDATION && movable[c] !== st) return c;
  return -1;
}

/** {@link looseCardHeight} of a move that puts no card on a card: home, a take-back, or to an empty column. */
export const NOT_ONTO_A_CARD = -2;
/** {@link looseCardHeight} of a move onto a frozen column (rule 6). */
const FROZEN_COLUMN = -1;

/**
 * For a legal move `code` of a card onto another (under classic building, its successor), the height
 * in the target column of its lowest face-up card that keeps the column from being frozen (rule 6):
 * a king off the bottom of the column, or a card whose successor is not covered (home, or under the
 * column's top). {@link FROZEN_COLUMN} when there is none, {@link NOT_ONTO_A_CARD} for a foundation
 * move, a take-back or a move to an empty column. The caller checks that the rule set builds down in
 * suit.
 */
export function looseCardHeight(position: Position, code: number): number {
  const b = moveTarget(code);
  if (b === FOUNDATION_TARGET || position.place[moveCard(code)] === ON_FOUNDATION) return NOT_ONTO_A_CARD;
  const top = position.length[b]! - 1;
  if (top < 0) return NOT_ONTO_A_CARD;
  const { cards, place, slot } = position;
  const base = b * COLUMN_STRIDE;
  for (let i = position.faceDown[b]!; i <= top; i++) {
    const y = cards[base + i]!;
    if (unsafeIsKing(y)) {
      if (i > 0) return i;
      continue;
    }
    // covered: home, or under the top of column b
    const next = unsafeSuccessorOf(y);
    const p = place[next]!;
    if (p !== ON_FOUNDATION && !(p === b && slot[next]! < top)) return i;
  }
  return FROZEN_COLUMN;
}

/**
 * Whether a legal move `code` puts a card on its successor in a frozen column, under classic
 * building (rule 6): it is then safe to make it at once. The caller checks that the rule set
 * builds down in suit; foundation moves, take-backs and moves to an empty column are never such
 * a move.
 */
export function isFrozenLinkMove(position: Position, code: number): boolean {
  return looseCardHeight(position, code) === FROZEN_COLUMN;
}
