import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Game } from './game.js';
import { moveLog } from './log.js';
import { arbLine, handPosition } from './testing/arbitraries.js';
import { parseCard } from './card.js';
import { decodeMove } from './move.js';
import { unwrap } from './unwrap.js';
import { visibleKey } from './visible.js';

const card = (name: string): number => unwrap(parseCard(name));

describe('Game.pathSinceTurn', () => {
  it('holds the moves after the last card turned and the key of every position they passed through', () => {
    let checked = 0;
    let turned = 0;
    let undone = 0;
    fc.assert(
      fc.property(arbLine({ maxMoves: 60 }), fc.array(fc.nat({ max: 5 }), { maxLength: 60 }), (line, undos) => {
        const game = Game.fromPosition(line.position);
        line.moves.forEach((code, i) => {
          // after an undo some moves of the line are refused: those are left out
          if (!game.play(decodeMove(code)).ok) return;
          // now and then take some moves back: undone moves are not on the way
          for (let k = 0; k < (undos[i] ?? 0) % 4 && i % 3 === 0; k++) if (game.undo().ok) undone++;
        });
        const path = game.pathSinceTurn();
        // the oracle: replay the history from the start and cut it after the last move that turned a card
        const log = moveLog(game);
        let first = log.length;
        while (first > 0 && log[first - 1]!.turned === null) first--;
        if (first > 0) turned++;
        expect(path.moves).toEqual(log.slice(first).map((entry) => entry.move));
        const replay = Game.fromPosition(game.startPosition);
        const keys: string[] = [];
        game.history.forEach((move, i) => {
          if (i >= first) keys.push(visibleKey(replay.position));
          unwrap(replay.play(move));
        });
        keys.push(visibleKey(replay.position));
        expect(path.keys).toEqual(keys);
        expect(path.keys.at(-1)).toBe(visibleKey(game.position));
        checked++;
      }),
      { numRuns: 80 },
    );
    expect(checked).toBe(80);
    expect(turned).toBeGreaterThan(20);
    expect(undone).toBeGreaterThan(20);
  });

  it('starts again after a move that turns a card; a lone king moved to an empty column comes back to the same key', () => {
    const game = Game.fromPosition(handPosition('classic', '- - - -', ['... QH', 'KH', 'KS', '-', '-', '-', '-']));
    expect(game.pathSinceTurn()).toEqual({ moves: [], keys: [visibleKey(game.position)] });
    const turned = unwrap(game.play({ card: card('QH'), to: 1 }));
    expect(turned.turned).not.toBeNull();
    const after = visibleKey(game.position);
    expect(game.pathSinceTurn()).toEqual({ moves: [], keys: [after] });
    unwrap(game.play({ card: card('KS'), to: 3 }));
    // the same columns in another order: the same key
    expect(game.pathSinceTurn()).toEqual({ moves: [{ card: card('KS'), to: 3 }], keys: [after, after] });
    unwrap(game.undo());
    unwrap(game.undo());
    expect(game.pathSinceTurn().keys).toHaveLength(1);
    expect(game.pathSinceTurn().moves).toEqual([]);
  });
});
