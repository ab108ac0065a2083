import { gameOfCode } from '@russian-solitaire/dealer';
import {
  Game,
  checkMove,
  makeCard,
  makeMove,
  makePlacedMove,
  moveLog,
  parseMove,
  errorMessage,
  unwrap,
} from '@russian-solitaire/engine';
import { ru } from '@russian-solitaire/engine/messages/ru';
import { describe, expect, it } from 'vitest';
import type { HintJson } from './hint.js';
import type { SolveJson } from './solve.js';
import { cli } from './testing/cli.js';

function lastBar(stdout: string): { score: number; moves: number } {
  const bars = [...stdout.matchAll(/Score: (\d+)\s+Time: \S+\s+Moves: (\d+)/g)];
  const last = bars[bars.length - 1]!;
  return { score: Number(last[1]), moves: Number(last[2]) };
}

describe('play, driven through standard input', () => {
  it('plays a scripted game: a refused move shows the rule message, undo restores the score but not the move counter', () => {
    const code = 'RU1-C-AAAAABB';
    // The expected messages come from the engine itself, for the same moves on the same deal.
    const game = unwrap(gameOfCode(code));
    const refused = unwrap(parseMove('5S-3'));
    const refusal = checkMove(game.position, refused)!;
    expect(refusal).not.toBeNull();
    const a = game.legalMoves()[0]!;
    unwrap(game.play(a));
    unwrap(game.undo());
    unwrap(game.play(a));
    const b = game.legalMoves()[0]!;
    unwrap(game.play(b));
    const script = ['5S 3', makeMove(a), 'u', makeMove(a).toLowerCase().replace('-', ' '), makeMove(b), 'q'].join('\n');
    const r = cli(['play', code], { input: `${script}\n` });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toContain(`Refused: ${errorMessage(refusal)}`);
    expect(r.stdout.match(/Refused/g)).toHaveLength(1);
    expect(r.stdout).toContain('Undone:');
    expect(game.moveCount).toBe(3);
    expect(lastBar(r.stdout)).toEqual({ score: game.score, moves: game.moveCount });
    expect(r.stdout).toMatch(new RegExp(`Bye\\. ${code}  Score: ${game.score}  Moves: ${game.moveCount}`));
  });

  it('speaks the player language in refusals (--lang ru)', () => {
    const game = unwrap(gameOfCode('RU1-C-AAAAABB'));
    const refusal = checkMove(game.position, unwrap(parseMove('5S-3')))!;
    const r = cli(['play', 'RU1-C-AAAAABB', '--lang', 'ru'], { input: '5S-3\nq\n' });
    expect(r.stdout).toContain(errorMessage(refusal, ru));
    expect(r.stdout).toContain('Одна масть');
  });

  it('without --lang, speaks the language of LC_ALL, LC_MESSAGES or LANG, in that order', () => {
    const game = unwrap(gameOfCode('RU1-C-AAAAABB'));
    const refusal = checkMove(game.position, unwrap(parseMove('5S-3')))!;
    const input = { input: '5S-3\nq\n' };
    const russian = cli(['play', 'RU1-C-AAAAABB'], { ...input, env: { LANG: 'ru_RU.UTF-8' } });
    expect(russian.stdout).toContain(errorMessage(refusal, ru));
    const english = cli(['play', 'RU1-C-AAAAABB'], { ...input, env: { LANG: 'ru_RU.UTF-8', LC_ALL: 'C' } });
    expect(english.stdout).toContain(errorMessage(refusal));
    expect(english.stdout).not.toContain(errorMessage(refusal, ru));
    const chosen = cli(['play', 'RU1-C-AAAAABB', '--lang', 'en'], { ...input, env: { LC_MESSAGES: 'ru_RU.UTF-8' } });
    expect(chosen.stdout).toContain(errorMessage(refusal));
  });

  it('says once every card is face up whether the game can still be won, and finish plays the line as undoable moves', () => {
    const code = 'RU1-R-AAAAAAD';
    const solved = cli(['solve', code, '--house', 'none', '--budget', '200000', '--json']);
    const json = JSON.parse(solved.stdout) as SolveJson;
    expect(json.status).toBe('solved');
    // Play the solver's line up to the move that turns the last face-down card.
    const game = unwrap(gameOfCode(code, { options: { groupLimit: null, takeBack: false } }));
    const prefix: string[] = [];
    for (const m of json.moves) {
      if (game.position.faceDownCount === 0) break;
      const move = unwrap(parseMove(`${m.card}-${m.to === 'foundation' ? 'F' : m.to}`));
      unwrap(game.play(move));
      prefix.push(makeMove(move));
    }
    expect(game.position.faceDownCount).toBe(0);
    expect(game.isWon).toBe(false);
    const script = ['finish', ...prefix.slice(0, -1), 'finish', prefix[prefix.length - 1], 'finish', 'u', 'q'];
    const r = cli(['play', code, '--house', 'none'], { input: `${script.join('\n')}\n` });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout.match(/some cards are still face down/g)).toHaveLength(2);
    expect(r.stdout).toContain('Every card is face up: the game can still be won (');
    const finished = /Finish played (\d+) moves?: ([^>]+?)\nYou won/.exec(r.stdout);
    expect(finished).not.toBeNull();
    const count = Number(finished![1]);
    expect(finished![2]!.split(/\s+/)).toHaveLength(count);
    expect(Math.max(...finished![0].split('\n').map((l) => l.length))).toBeLessThanOrEqual(80);
    expect(r.stdout).toContain('You won! Score: 625');
    // The moves finish played are ordinary moves: one undo takes the last back, and the counter keeps them all.
    expect(r.stdout).toContain('Undone:');
    // The undo left the game unfinished: quitting gives the command that reviews it later.
    expect(r.stdout).toMatch(
      new RegExp(
        `Bye\\. ${code}  Score: 6\\d\\d  Moves: ${prefix.length + count}  Time: \\S+\\nReview this game: russian-solitaire review ${code} --group-limit none --take-back off --moves "[^"]+"\\n$`,
      ),
    );
  });

  it('says when a card is face down, names the undo limit, and reads --lang in any case', () => {
    const game = unwrap(gameOfCode('RU1-C-AAAAABB'));
    const down = Array.from({ length: 52 }, (_, c) => c).find(
      (c) => !game.position.isFaceUp(c) && game.position.source(c) !== 'foundation',
    )!;
    const first = makeMove(game.legalMoves()[0]!);
    const r = cli(['play', 'RU1-C-AAAAABB', '--undo-depth', '0', '--lang', 'RU'], {
      input: `d ${makeCard(down)}\n${first}\nu\nq\n`,
    });
    expect(r.status).toBe(0);
    // --lang RU is Russian: the messages too.
    expect(r.stdout).toMatch(/лежит рубашкой вверх: её нельзя двигать, пока она не открыта\./);
    expect(r.stdout).toContain('Отмена невозможна: в этой игре отмена выключена (--undo-depth 0).');
  });

  it('shows the whole screen in the language of --lang: labels, messages and help', () => {
    const r = cli(['play', 'RU1-C-AAAAABB', '--lang', 'ru'], { input: '5S-3\nhelp\nu\nq\n' });
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('Счёт: 0  Время: 0:00  Ходы: 0');
    expect(r.stdout).toContain('Основания: ');
    expect(r.stdout).toContain('Правила: группа до 20, возврат с оснований: да, отмена до 100.');
    expect(r.stdout).toContain('Нельзя: ');
    expect(r.stdout).toContain('Ход: 8H 5 (в столбец 5)');
    expect(r.stdout).toContain('Отмена невозможна: нет хода для отмены.');
    expect(r.stdout).toMatch(/До свидания\. RU1-C-AAAAABB {2}Счёт: 0 {2}Ходы: 0 {2}Время: 0:\d\d\n$/);
    for (const english of ['Score', 'Moves', 'Foundations', 'Refused', 'Bye']) expect(r.stdout).not.toContain(english);
  });

  it('lists the moves so far with l, each with the column it came from', () => {
    const game = unwrap(gameOfCode('RU1-R-AAAAAAB'));
    const first = game.legalMoves()[0]!;
    unwrap(game.play(first));
    const second = game.legalMoves()[0]!;
    unwrap(game.play(second));
    const expected = moveLog(game).map(makePlacedMove);
    expect(expected).toHaveLength(2);
    const r = cli(['play', 'RU1-R-AAAAAAB'], { input: `l\n${makeMove(first)}\n${makeMove(second)}\nl\nq\n` });
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('No move played yet.');
    expect(r.stdout).toContain(`Moves so far (2 moves): ${expected.join(' ')}`);
  });

  it('refuses a command word that is only a property of every object', () => {
    const r = cli(['play', 'RU1-C-AAAAABB'], { input: 'constructor\n__proto__\nq\n' });
    expect(r.status).toBe(0);
    expect(r.stdout.match(/unknown command/g)).toHaveLength(2);
  });

  it('gives the odds of the game with o', () => {
    const r = cli(['play', 'RU1-C-AAAAABB', '--any-deal'], { input: 'o\nq\n' });
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(
      /Odds: this game can still be won in (about|exactly) \d+(\.\d)? % of the ways the face-down cards can lie/,
    );
  });

  it('wins a deal with the solver line, with an undo and a redo on the way, and shows 625', () => {
    const solved = cli(['solve', 'RU1-R-AAAAAAD', '--house', 'none', '--budget', '200000', '--json']);
    const json = JSON.parse(solved.stdout) as SolveJson;
    expect(json.status).toBe('solved');
    const moves = json.moves.map((m) => `${m.card} ${m.to === 'foundation' ? 'f' : m.to}`);
    const script = [...moves.slice(0, 3), 'u', 'r', 'u', ...moves.slice(2), 'q'];
    const r = cli(['play', 'RU1-R-AAAAAAD', '--house', 'none'], { input: `${script.join('\n')}\n` });
    expect(r.status).toBe(0);
    expect(r.stdout).not.toContain('Refused');
    expect(r.stdout).toContain('You won! Score: 625');
    // Undo never lowers the counter: the line, plus the redo, plus the move played again after the second undo.
    expect(lastBar(r.stdout)).toEqual({ score: 625, moves: json.moves.length + 2 });
  });

  it('taps, auto places, lists destinations, restarts, deals a new game and quits at the end of input', () => {
    const code = 'RU1-C-AAAAABB';
    const game = unwrap(gameOfCode(code));
    const start = Game.fromPosition(game.position);
    const movable = start.legalMoves().find((m) => m.to !== 'foundation')!;
    const card = makeMove(movable).split('-')[0]!;
    const r = cli(['play', code], { input: `d ${card}\na ${card}\nrestart\nt 5S\nnew\n` });
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(new RegExp(`can go to: .*column ${Number(movable.to) + 1}`));
    expect(r.stdout).toContain('Restarted RU1-C-AAAAABB.');
    expect(r.stdout).toContain(`Refused: ${errorMessage(checkMove(start.position, unwrap(parseMove('5S-F')))!)}`);
    expect(r.stdout).toMatch(/New game RU1-C-[A-Z]{7}\./);
    expect(r.stdout).toMatch(/Bye\. RU1-C-[A-Z]{7} {2}Score: 0 {2}Moves: 0/);
  });

  it('gives full-information hints with --full-hints, and follows the winning line as long as the player does', () => {
    const code = 'RU1-R-AAAAAAB';
    const hint = JSON.parse(cli(['hint', code, '--budget', '200000', '--json']).stdout) as HintJson;
    expect(hint.status).toBe('solved');
    const [m1, m2] = hint.line.map((m) => `${m.card}-${m.to === 'foundation' ? 'F' : m.to}`) as [string, string];
    const r = cli(['play', code, '--full-hints', '--budget', '200000'], { input: `h\n${m1}\nh\nq\n` });
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(
      new RegExp(
        `Full-information hint \\(it looks at the face-down cards\\): ${m1} \\(.*\\), on a winning line \\(${hint.line.length} moves to the win\\)`,
      ),
    );
    expect(r.stdout).toMatch(
      new RegExp(
        `Full-information hint \\(it looks at the face-down cards\\): ${m2} \\(.*\\), on the known winning line \\(${hint.line.length - 1} moves to the win\\)\\.`,
      ),
    );
    expect(r.stdout).not.toContain('Fair hint');
  });

  it('gives fair hints by default: the same move and chance as hint --fair, for the position of the game', () => {
    const code = 'RU1-C-AAAAAAB';
    const opening = unwrap(gameOfCode(code));
    const first = opening.legalMoves()[0]!;
    unwrap(opening.play(first));
    const fair = cli(['hint', code, '--moves', makeMove(first), '--fair', '--budget', '1e6']);
    expect(fair.status).toBe(0);
    const line = fair.stdout.split('\n').find((l) => l.startsWith('Fair hint: '))!;
    expect(line).toMatch(
      /^Fair hint: \S+ \(.+\): wins in about [\d.]+ % of the ways the face-down cards can lie \(95 % interval/,
    );
    const r = cli(['play', code, '--budget', '1e6'], { input: `${makeMove(first)}\nh\nq\n` });
    expect(r.status).toBe(0);
    expect(r.stdout).toContain(line);
    expect(r.stdout).not.toContain('Full-information hint');
  });

  it('deals proved-winnable games when no code is given and on new, any deal with --any-deal', () => {
    const r = cli(['play', '--rule', 'C'], { input: 'new\nq\n' });
    expect(r.status).toBe(0);
    const first = /RU1-C-[A-Z]{7}/.exec(r.stdout)![0];
    const next = /New game (RU1-C-[A-Z]{7})\./.exec(r.stdout)![1]!;
    for (const code of [first, next]) {
      const solved = JSON.parse(cli(['solve', code, '--json']).stdout) as SolveJson;
      expect(solved.status).toBe('solved');
    }
    const any = cli(['play', '--any-deal'], { input: 'new\nq\n' });
    expect(any.status).toBe(0);
    expect(any.stdout).toMatch(/New game RU1-C-[A-Z]{7}\./);
  });
});
