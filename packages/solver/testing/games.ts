/**
 * Test helper: games as a player might play them, for reviews: winnable deals, and lines that
 * follow the solver's winning line and leave it now and then for a random legal move.
 * @module
 */
import { gameOfCode } from '@russian-solitaire/dealer';
import {
  type Game,
  type MoveCode,
  type Position,
  type RuleSet,
  classic,
  encodeMove,
  parseMove,
  unwrap,
} from '@russian-solitaire/engine';
import { solve } from '../src/solve.js';
import { ru1Position } from './ru1.js';

/** The first seed from `from` on whose deal the solver proves winnable (classic unless given). */
export function winnableSeedFrom(from: number, ruleSet: RuleSet = classic, budget = 200_000): number {
  for (let seed = from; ; seed++) {
    if (unwrap(solve(ru1Position(seed, ruleSet), { budget })).status === 'solved') return seed;
  }
}

/** A small deterministic random stream (LCG), for choices inside one generated game. */
function stream(seed: number): (bound: number) => number {
  let state = seed >>> 0;
  return (bound) => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state % bound;
  };
}

/**
 * A game from `start`: each move is the next one of a known winning line, except that with
 * probability `leave` (0 to 1), or when no winning line is known, it is a random legal move. Ends
 * when won, with no legal move, or after `maxMoves`. Returns the moves played.
 */
export function playedGame(start: Position, randomSeed: number, leave: number, maxMoves = 120): MoveCode[] {
  const random = stream(randomSeed);
  const position = start.clone();
  const buffer = new Uint16Array(512);
  const moves: MoveCode[] = [];
  let line: MoveCode[] = [];
  let searched = false;
  // A lost position stays lost whatever is played: no search after the first proof.
  let lost = false;
  while (moves.length < maxMoves && !position.isWon) {
    const n = position.generateMoves(buffer);
    if (n === 0) break;
    if (line.length === 0 && !searched && !lost) {
      const result = unwrap(solve(position, { budget: 100_000 }));
      line = result.status === 'solved' ? result.line.map(encodeMove) : [];
      lost = result.status === 'unsolvable';
      searched = true;
    }
    let code: MoveCode;
    if (line.length > 0 && random(1000) >= leave * 1000) code = line.shift()!;
    else {
      code = buffer[random(n)]!;
      line = [];
      searched = false;
    }
    position.play(code);
    moves.push(code);
  }
  return moves;
}

/** The deal whose ace of clubs goes home and back again (`AC-F`, `AC-1`) from its opening. */
const TAKE_BACK_CODE = 'RU1-C-AAAAAAN';

/**
 * A game of {@link TAKE_BACK_CODE} of `moves` moves: the ace of clubs sent home and taken back,
 * again and again, as a player may with take-back on. No forgery: every move is legal.
 */
export function takeBackGame(moves: number): Game {
  const game = unwrap(gameOfCode(TAKE_BACK_CODE));
  const home = unwrap(parseMove('AC-F'));
  const back = unwrap(parseMove('AC-1'));
  for (let i = 0; i < moves; i++) unwrap(game.play(i % 2 === 0 ? home : back));
  return game;
}
