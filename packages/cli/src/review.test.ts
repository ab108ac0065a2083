import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gameOfCode } from '@russian-solitaire/dealer';
import { makeMove, parseMove, unwrap } from '@russian-solitaire/engine';
import { DEFAULT_REVIEW_BUDGET } from '@russian-solitaire/solver';
import { afterAll, describe, expect, it } from 'vitest';
import { REVIEW_BUDGET } from './review.js';
import type { ReviewJson } from './review-report.js';
import { cli } from './testing/cli.js';

/** A game of RU1-C-AAAAAAS: the solver's line for 20 moves, then K♦ to column 4, which loses the deal. */
const CODE = 'RU1-C-AAAAAAS';
const MOVES =
  'AH-F AD-F 2D-F KC-1 4D-6 JC-1 7D-3 AS-F 6D-3 2S-F TC-1 4H-1 3D-F 4D-F 5D-F 6D-F 7D-F 8D-F 9D-F 8C-6 KD-4';
const QUICK = ['--samples', '16'];

const scratch = mkdtempSync(join(tmpdir(), 'russian-solitaire-review-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function json(args: readonly string[]): ReviewJson {
  const r = cli(['review', ...args, '--json']);
  expect(r.stderr).toBe('');
  expect(r.status).toBe(0);
  return JSON.parse(r.stdout) as ReviewJson;
}

describe('review', () => {
  it('names the losing move and a move that kept the deal winnable, in a sentence, and marks it in the move list', () => {
    const r = cli(['review', CODE, '--moves', MOVES, ...QUICK]);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const lines = r.stdout.split('\n');
    expect(lines[0]).toBe(`Review of ${CODE} (Same suit), 21 moves, with every card known.`);
    expect(lines[1]).toBe('The deal could be won until move 21, K♦-4; K♥-4 kept it winnable.');
    expect(r.stdout).toContain('21. KD-4??');
    expect(r.stdout).toContain('the deal could not be won after it; K♥-4 kept it winnable');
    // The sparkline: one bar per position (21 moves and the end), then the share at the end.
    expect(r.stdout).toMatch(/\n {3}1 [▁▂▃▄▅▆▇█]{22} {2}end 0 %\n/);
  });

  it('--json has the code, the verdicts, the losing move and every move with its share, hint and label', () => {
    const review = json([CODE, '--moves', MOVES, ...QUICK]);
    expect(review.gameCode).toBe(CODE);
    expect(review.winnableAtStart).toBe(true);
    expect(review.losingMove).toBe(21);
    expect(review.moves).toHaveLength(21);
    const losing = review.moves[20]!;
    expect(losing).toMatchObject({
      number: 21,
      move: { card: 'KD', from: 1, to: 4 },
      verdictBefore: 'solved',
      verdictAfter: 'unsolvable',
      label: 'losing-move',
      keptWinnable: { card: 'KH', from: 3, to: 4 },
    });
    expect(review.moves.slice(0, 20).every((m) => m.verdictBefore === 'solved' && m.label !== 'losing-move')).toBe(
      true,
    );
    for (const m of review.moves) {
      expect(Object.keys(m)).toEqual(
        expect.arrayContaining(['number', 'move', 'verdictBefore', 'verdictAfter', 'winShare', 'hint', 'label']),
      );
      expect(m.winShare!.low).toBeGreaterThanOrEqual(0);
      expect(m.winShare!.high).toBeLessThanOrEqual(1);
      expect(m.hint).toMatchObject({ card: expect.stringMatching(/^[A2-9TJQK][SHDC]$/) as unknown });
    }
    expect(review.end).toMatchObject({ won: false, verdict: 'unsolvable' });
    expect(review.counts['losing-move']).toBe(1);
    expect(review.stopped).toBeNull();
  });

  it('--save FILE reviews a saved game exactly as its code and moves', () => {
    const game = unwrap(gameOfCode(CODE));
    for (const text of MOVES.split(' ')) unwrap(game.play(unwrap(parseMove(text))));
    const file = join(scratch, 'game.json');
    writeFileSync(file, JSON.stringify(game.save(), null, 2));
    const { ms: _a, ...fromSave } = json(['--save', file, ...QUICK]);
    const { ms: _b, ...fromMoves } = json([CODE, '--moves', MOVES, ...QUICK]);
    expect(fromSave).toEqual(fromMoves);
  });

  it('speaks the four languages of play', () => {
    const verdicts = {
      ru: 'Раздачу можно было выиграть до хода 21, K♦-4; ход K♥-4 сохранял выигрыш.',
      uk: 'Роздачу можна було виграти до ходу 21, K♦-4; хід K♥-4 зберігав виграш.',
      tr: 'Bu el 21. hamleye (K♦-4) kadar kazanılabilirdi; K♥-4 oynansaydı kazanılabilir kalırdı.',
    };
    for (const [lang, verdict] of Object.entries(verdicts)) {
      const r = cli(['review', CODE, '--moves', MOVES, '--lang', lang, ...QUICK]);
      expect(r.status).toBe(0);
      expect(r.stdout.split('\n')[1]).toBe(verdict);
      for (const english of ['Review of', 'Moves (', 'mistakes']) expect(r.stdout).not.toContain(english);
    }
  });

  it('a won game has no losing move; a lost deal was lost from the start', () => {
    const won = cli(['daily', '2026-12-24', '--json']);
    const daily = JSON.parse(won.stdout) as { gameCode: string; moves: { card: string; to: number | string }[] };
    const line = daily.moves.map((m) => `${m.card}-${m.to === 'foundation' ? 'F' : m.to}`).join(' ');
    const r = cli(['review', daily.gameCode, '--take-back', 'off', '--moves', line, ...QUICK]);
    expect(r.status).toBe(0);
    expect(r.stdout.split('\n')[1]).toBe('The game was won.');
    const first = makeMove(unwrap(gameOfCode('RU1-C-AAAAABB')).legalMoves()[0]!);
    const lost = cli(['review', 'RU1-C-AAAAABB', '--moves', first, ...QUICK]);
    expect(lost.stdout.split('\n')[1]).toBe(
      'The deal could not be won from the start, whatever the moves: no move lost it.',
    );
  });

  it('a small budget stops the review early and says so', () => {
    const r = cli(['review', CODE, '--moves', MOVES, '--budget', '30000']);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/The review stopped early \(budget\): \d+ moves? analysed\./);
    expect(r.stdout).toContain('·');
  });

  it('the default budget is the solver one', () => {
    expect(REVIEW_BUDGET).toBe(DEFAULT_REVIEW_BUDGET);
  });

  it.each([
    [['review'], 'review needs a game code'],
    [['review', CODE, '--moves', 'KS-1'], '--moves, move 1 (KS-1) is refused'],
    [['review', CODE, '--moves', 'XX'], '--moves, move 1'],
    [['review', CODE, '--lang', 'de'], '--lang is en, ru, uk or tr'],
    [['review', CODE, '--save', 'x.json'], 'reads the game from the file'],
    [['review', '--save', 'x.json', '--moves', 'AH-F'], '--moves does not go with --save'],
    [['review', '--save', 'x.json', '--take-back', 'off'], '--take-back does not go with --save'],
    [['review', CODE, '--samples', '0'], '--samples'],
  ])('refuses %j (exit 2)', (args, message) => {
    const r = cli(args);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain(message);
  });
});

describe('play offers the review', () => {
  it('once the game is over, not before; a game left unfinished gets the command that reviews it', () => {
    const early = cli(['play', CODE], { input: 'AH-F\nreview\nq\n' });
    expect(early.stdout).toContain('it opens once the game is won or has no legal move left');
    expect(early.stdout).toContain(`Review this game: russian-solitaire review ${CODE} --moves "AH-F"\n`);
    const over = cli(['play', CODE], { input: `${MOVES.split(' ').join('\n')}\nreview\nq\n` });
    expect(over.stdout).toContain('The game is over: type review to see which move lost it');
    expect(over.stdout).toContain('The deal could be won until move 21, K♦-4; K♥-4 kept it winnable.');
    expect(over.stdout).not.toContain('Review this game:');
  });
});
