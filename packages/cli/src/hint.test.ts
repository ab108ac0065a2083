import { openingPositionOfCode } from '@russian-solitaire/dealer';
import { Game, checkMove, parseCard, unwrap } from '@russian-solitaire/engine';
import { describe, expect, it } from 'vitest';
import type { HintJson } from './hint.js';
import type { JsonMove } from './moves.js';
import type { SolveJson } from './solve.js';
import { cli } from './testing/cli.js';

function toMove(m: JsonMove) {
  return { card: unwrap(parseCard(m.card)), to: m.to === 'foundation' ? ('foundation' as const) : ((m.to - 1) as 0) };
}

const notation = (m: JsonMove) => `${m.card}-${m.to === 'foundation' ? 'F' : m.to}`;

describe('hint', () => {
  it('plays the moves given, then proposes a move on a winning line that replays to a win', () => {
    const code = 'RU1-R-AAAAAAB';
    const solved = JSON.parse(cli(['solve', code, '--budget', '200000', '--json']).stdout) as SolveJson;
    expect(solved.status).toBe('solved');
    const played = solved.moves.slice(0, 4).map(notation).join(' ');
    const r = cli(['hint', code, '--moves', played, '--budget', '200000', '--json']);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const hint = JSON.parse(r.stdout) as HintJson;
    expect(hint.played).toBe(4);
    expect(hint.status).toBe('solved');
    expect(hint).not.toHaveProperty('winning');
    expect(hint.move).toEqual(hint.line[0]);
    // Replay: the moves given, then the hint's line, through the engine, to a win.
    const game = Game.fromPosition(unwrap(openingPositionOfCode(code)));
    for (const m of solved.moves.slice(0, 4)) unwrap(game.play(toMove(m)));
    for (const m of hint.line) {
      expect(checkMove(game.position, toMove(m))).toBeNull();
      unwrap(game.play(toMove(m)));
    }
    expect(game.isWon).toBe(true);
  });

  it('says in words whether the hint is on a known winning line', () => {
    const won = cli(['hint', 'RU1-R-AAAAAAA', '--budget', '200000']);
    expect(won.status).toBe(0);
    expect(won.stdout).toMatch(/^Hint: \S+-[1-7F] \(.+\), on a known winning line of \d+ moves/);
    // A deal proved unwinnable: the hint (if any) is not on a winning line.
    const lost = cli(['hint', 'RU1-C-AAAAAAB', '--budget', '200000', '--json']);
    expect(lost.status).toBe(0);
    const json = JSON.parse(lost.stdout) as HintJson;
    expect(json.status).not.toBe('solved');
    expect(json.line).toEqual([]);
    if (json.move !== null) {
      const position = unwrap(openingPositionOfCode('RU1-C-AAAAAAB'));
      expect(checkMove(position, toMove(json.move))).toBeNull();
    }
  });
});
