import { Game, encodeMove, makeCard, orderedDeck, parseCard, readPosition, unwrap } from '@russian-solitaire/engine';
import { describe, expect, test } from 'vitest';
import { ru1Position } from '../testing/ru1.js';
import { fairHint, fairHintAsync } from './fair-hint.js';
import { FAIR_STRATEGIES } from './fair-options.js';
import { Repetitions } from './repetition.js';

const card = (name: string): number => unwrap(parseCard(name));

/**
 * A classic position where K♠ lies alone in column 1 and every other card face down in column 2
 * under 2♥: the only legal moves take K♠ to an empty column, which comes back to the same position.
 */
function loneKing(): string {
  const hidden = orderedDeck()
    .filter((c) => c !== card('KS') && c !== card('2H'))
    .map((c) => `(${makeCard(c)})`)
    .join(' ');
  return `classic | F: - - - - | 1: KS | 2: ${hidden} 2H | 3: - | 4: - | 5: - | 6: - | 7: -`;
}

describe('the positions a hint must not bring back', () => {
  test('a lone king moved to an empty column brings back the position it left; a move that turns a card never does', () => {
    const position = unwrap(readPosition(loneKing()));
    const repetitions = new Repetitions(position);
    const kingMoves = position.legalMoves();
    expect(kingMoves).toHaveLength(5);
    for (const move of kingMoves) expect(repetitions.isNew(position, encodeMove(move))).toBe(false);
    // the position is as it was
    expect(position.legalMoves()).toEqual(kingMoves);
    const opening = ru1Position(5);
    const fresh = new Repetitions(opening);
    const turning = opening.legalMoves().filter((m) => {
      const q = opening.clone();
      q.play(encodeMove(m));
      return q.faceDownCount < opening.faceDownCount;
    });
    expect(turning.length).toBeGreaterThan(0);
    for (const move of turning) expect(fresh.isNew(opening, encodeMove(move))).toBe(true);
  });

  test('a plan that passes through a position of the path, or through one position twice, is not new', () => {
    const game = Game.fromPosition(unwrap(readPosition(loneKing())));
    const start = game.position;
    const there = { card: card('KS'), to: 3 } as const;
    // the path: the start, then the king moved (the same position up to the order of the columns)
    unwrap(game.play(there));
    const repetitions = new Repetitions(game.position, game.pathSinceTurn().keys);
    expect(repetitions.planIsNew(game.position, [encodeMove({ card: card('KS'), to: 4 })])).toBe(false);
    expect(new Repetitions(start).planIsNew(start, [])).toBe(true);
    // Q♠ onto the lone K♠ is new; the two of them moved to an empty column then pass through that position again
    const hidden = orderedDeck()
      .filter((c) => c !== card('KS') && c !== card('QS') && c !== card('5C'))
      .map((c) => `(${makeCard(c)})`)
      .join(' ');
    const two = unwrap(
      readPosition(`classic | F: - - - - | 1: KS | 2: ${hidden} 5C QS | 3: - | 4: - | 5: - | 6: - | 7: -`),
    );
    const queenOnKing = encodeMove({ card: card('QS'), to: 0 });
    const both = new Repetitions(two);
    expect(both.planIsNew(two, [queenOnKing])).toBe(true);
    expect(both.planIsNew(two, [queenOnKing, encodeMove({ card: card('KS'), to: 2 })])).toBe(false);
  });

  test('with no legal move leading anywhere new, a fair hint answers null, under every strategy, blocking and async', async () => {
    const position = unwrap(readPosition(loneKing()));
    expect(position.hasLegalMove()).toBe(true);
    for (const strategy of FAIR_STRATEGIES) {
      expect(unwrap(fairHint(position, { strategy }))).toBeNull();
      expect(unwrap(await fairHintAsync(Game.fromPosition(position), { strategy }))).toBeNull();
    }
  });

  test('the path option: a list of texts ending with the position’s own key, refused otherwise with bad-options', () => {
    const game = Game.fromPosition(ru1Position(26));
    const keys = game.pathSinceTurn().keys;
    expect(unwrap(fairHint(game.position, { samples: 4, path: keys }))).not.toBeNull();
    for (const path of [['not the key'], [1, 2], 'text', { 0: 'a' }]) {
      const answer = fairHint(game.position, { samples: 4, path: path as never });
      expect(answer.ok ? null : answer.error.code).toBe('bad-options');
    }
  });
});
