import { openingPositionOfCode } from '@russian-solitaire/dealer';
import {
  Game,
  type GameOptions,
  type Move,
  type Position,
  WIN_SCORE,
  makePosition,
  parseCard,
  readPosition,
  unwrap,
} from '@russian-solitaire/engine';
import { describe, expect, it } from 'vitest';
import type { JsonMove } from './moves.js';
import type { SolveJson } from './solve.js';
import { cli } from './testing/cli.js';

/** A JSON move as an engine move, checking that `from` is where the card is. */
function engineMove(game: Game, m: JsonMove): Move {
  const card = unwrap(parseCard(m.card));
  const source = game.position.source(card);
  expect(m.from).toBe(source === 'foundation' ? 'foundation' : source + 1);
  return { card, to: m.to === 'foundation' ? 'foundation' : ((m.to - 1) as Move['to'] & number) };
}

/** Replays a `solve --json` line through the engine from a position; returns the game. */
function replay(position: Position, moves: readonly JsonMove[]): Game {
  const game = Game.fromPosition(position);
  for (const m of moves) {
    const played = game.play(engineMove(game, m));
    expect(played.ok, `${m.card} ${m.from}->${m.to}`).toBe(true);
  }
  return game;
}

function solveJson(args: string[]): SolveJson {
  const r = cli(['solve', ...args, '--json']);
  expect(r.stderr).toBe('');
  expect(r.status).toBe(0);
  const lines = r.stdout.trim().split('\n');
  expect(lines).toHaveLength(1);
  return JSON.parse(lines[0]!) as SolveJson;
}

const NO_HOUSE: GameOptions = { groupLimit: null, takeBack: false, undoDepth: 100 };

describe('solve --json', () => {
  it('gives lines that replay through the engine to a win from the opening position of the code', () => {
    let wins = 0;
    for (const code of [
      'RU1-R-AAAAAAA',
      'RU1-R-AAAAAAB',
      'RU1-R-AAAAAAC',
      'RU1-C-AAAAAAS',
      'RU1-C-AAAAAAC', // proofs that take a search (RU1-C-AAAAABB, as most deals, is lost at the start, in 0 nodes)
      'RU1-C-AAAAAAP',
    ]) {
      const json = solveJson([code, '--budget', '200000']);
      expect(['solved', 'unsolvable', 'unknown']).toContain(json.status);
      expect(json.gameCode).toBe(code);
      expect(json.options).toEqual({ groupLimit: 20, takeBack: true, undoDepth: 100 });
      expect(json.nodes).toBeGreaterThan(0);
      expect(json.nodes).toBeLessThanOrEqual(200_000);
      expect(typeof json.ms).toBe('number');
      const start = unwrap(openingPositionOfCode(code, json.options));
      expect(json.position).toBe(makePosition(start));
      if (json.status !== 'solved') {
        expect(json.moves).toEqual([]);
        continue;
      }
      wins++;
      expect(replay(start, json.moves).isWon).toBe(true);
    }
    expect(wins).toBeGreaterThan(0);
  });

  it('with no group limit and no take-back, a won line ends at exactly 625 and never takes back', () => {
    const json = solveJson(['RU1-R-AAAAAAE', '--house', 'none', '--budget', '200000']);
    expect(json.options).toEqual(NO_HOUSE);
    expect(json.status).toBe('solved');
    expect(json.moves.every((m) => m.from !== 'foundation')).toBe(true);
    const game = replay(unwrap(openingPositionOfCode('RU1-R-AAAAAAE', NO_HOUSE)), json.moves);
    expect(game.isWon).toBe(true);
    expect(game.score).toBe(WIN_SCORE);
  });

  it('solves a position given as text, with the options given', () => {
    const start = Game.fromPosition(unwrap(openingPositionOfCode('RU1-R-AAAAAAB', NO_HOUSE)));
    const first = solveJson(['RU1-R-AAAAAAB', '--house', 'none', '--budget', '200000']);
    expect(first.status).toBe('solved');
    // Play the first five moves of the line, then solve the position reached, as text.
    for (const m of first.moves.slice(0, 5)) expect(start.play(engineMove(start, m)).ok).toBe(true);
    const text = makePosition(start.position);
    const json = solveJson([text, '--take-back', 'off', '--group-limit', 'none']);
    expect(json.gameCode).toBeNull();
    expect(json.position).toBe(text);
    expect(json.status).toBe('solved');
    expect(replay(unwrap(readPosition(text, NO_HOUSE)), json.moves).isWon).toBe(true);
  });
});

describe('solve (text)', () => {
  it('prints the verdict and the line in move notation', () => {
    const r = cli(['solve', 'RU1-R-AAAAAAA', '--budget', '200000']);
    expect(r.status).toBe(0);
    const json = solveJson(['RU1-R-AAAAAAA', '--budget', '200000']);
    expect(r.stdout).toContain(`solved: a winning line of ${json.moves.length} moves`);
    const notation = json.moves.map((m) => `${m.card}-${m.to === 'foundation' ? 'F' : m.to}`);
    const printed = [...r.stdout.matchAll(/\d+\. (\S+)/g)].map((m) => m[1]);
    expect(printed).toEqual(notation);
  });

  it('--show plays the line out through the engine and ends at 625 from a fresh deal without take-backs', () => {
    const r = cli(['solve', 'RU1-R-AAAAAAC', '--house', 'none', '--budget', '200000', '--show']);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/Won in \d+ moves\. Final score: 625\n$/);
    expect(r.stdout).toContain('Score: 625');
  });
});
