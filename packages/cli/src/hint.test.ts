import { openingPositionOfCode } from '@russian-solitaire/dealer';
import {
  Game,
  type Position,
  checkMove,
  makeCard,
  makeMove,
  makePosition,
  orderedDeck,
  parseCard,
  readPosition,
  unwrap,
} from '@russian-solitaire/engine';
import { describe, expect, it } from 'vitest';
import type { FairHintJson, HintJson } from './hint.js';
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

  it('says a position with no legal move cannot be won, the verdict solve proves', () => {
    const stuck =
      'classic | F: 2S - AD - | 1: KS TD 9D 8S 7S 6S 5S | 2: (JD) 9S 2C AC 7C 9C 8C | 3: (TS) 3H 2H AH QD TC QS JS | 4: (QC) (KD) 5D 4D 3D | 5: (4C) (TH) (5H) (8D) 8H | 6: (JH) (3C) (4H) (2D) (9H) 3S KH QH 6C 5C 6H | 7: (7H) (JC) (6D) (KC) (4S) 7D';
    expect(unwrap(readPosition(stuck)).hasLegalMove()).toBe(false);
    const hint = JSON.parse(cli(['hint', stuck, '--json']).stdout) as HintJson;
    const solved = JSON.parse(cli(['solve', stuck, '--json']).stdout) as SolveJson;
    expect(solved.status).toBe('unsolvable');
    expect(hint.move).toBeNull();
    expect(hint.status).toBe(solved.status);
    expect(cli(['hint', stuck]).stdout).toMatch(/^No hint: there is no legal move, so this position cannot be won/);
  });

  it('reads --moves with the cards written as the board shows them (10♥-2)', () => {
    const code = 'RU1-R-AAAAAAB';
    const solved = JSON.parse(cli(['solve', code, '--budget', '200000', '--json']).stdout) as SolveJson;
    const shown = solved.moves
      .slice(0, 4)
      .map((m) => `${makeCard(unwrap(parseCard(m.card)), 'shown')}-${m.to === 'foundation' ? 'f' : m.to}`)
      .join(' ');
    const named = solved.moves.slice(0, 4).map(notation).join(' ');
    const a = cli(['hint', code, '--moves', shown, '--budget', '200000', '--json']);
    expect(a.stderr).toBe('');
    expect(a.stdout).toBe(
      cli(['hint', code, '--moves', named, '--budget', '200000', '--json']).stdout.replace(
        /"ms":\d+/,
        a.stdout.match(/"ms":\d+/)![0],
      ),
    );
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

/** The JSON of a run, without the one field that depends on the machine (`ms`). */
function withoutTimings(stdout: string): Record<string, unknown> {
  const json = JSON.parse(stdout) as Record<string, unknown>;
  delete json.ms;
  return json;
}

/** A winnable position with every card face up: the solver's line for RU1-R-AAAAAAB, played until none is face down. */
function faceUpPosition(): string {
  const solved = JSON.parse(cli(['solve', 'RU1-R-AAAAAAB', '--budget', '200000', '--json']).stdout) as SolveJson;
  expect(solved.status).toBe('solved');
  const game = Game.fromPosition(unwrap(openingPositionOfCode('RU1-R-AAAAAAB')));
  for (const m of solved.moves) {
    if (game.position.toSetup().columns.every((c) => c.faceDown.length === 0)) break;
    unwrap(game.play(toMove(m)));
  }
  expect(game.position.toSetup().columns.every((c) => c.faceDown.length === 0)).toBe(true);
  expect(game.isWon).toBe(false);
  return makePosition(game.position);
}

describe('hint --fair', () => {
  it('prints the fair hint as JSON, field by field, for the position after --moves', () => {
    const r = cli(['hint', 'RU1-C-AAAAABB', '--moves', '5S-F', '--fair', '--samples', '16', '--json']);
    // 5S cannot go home on an empty foundation: the moves are checked first.
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/--moves, move 1 \(5S-F\) is refused/);
    const opening = unwrap(openingPositionOfCode('RU1-R-AAAAAAB'));
    const first = Game.fromPosition(opening).legalMoves()[0]!;
    const ok = cli(['hint', 'RU1-R-AAAAAAB', '--moves', makeMove(first), '--fair', '--samples', '16', '--json']);
    expect(ok.stderr).toBe('');
    expect(ok.status).toBe(0);
    const json = JSON.parse(ok.stdout) as FairHintJson;
    expect(Object.keys(json).sort()).toEqual(
      [
        'estimates',
        'exhaustive',
        'fair',
        'move',
        'ms',
        'nodes',
        'played',
        'position',
        'samples',
        'stopped',
        'undecided',
        'winShare',
      ].sort(),
    );
    expect(json.fair).toBe(true);
    expect(json.played).toBe(1);
    const game = Game.fromPosition(opening);
    unwrap(game.play(first));
    expect(json.position).toBe(makePosition(game.position));
    expect(json.move).not.toBeNull();
    expect(Object.keys(json.move!).sort()).toEqual(['card', 'from', 'to']);
    expect(checkMove(game.position, toMove(json.move!))).toBeNull();
    expect(json.move!.from).toBe(jsonPlaceOf(game.position, json.move!.card));
    const { estimate, low, high } = json.winShare;
    expect(Object.keys(json.winShare).sort()).toEqual(['estimate', 'high', 'low']);
    expect(low).toBeLessThanOrEqual(estimate);
    expect(estimate).toBeLessThanOrEqual(high);
    expect(low).toBeGreaterThanOrEqual(0);
    expect(high).toBeLessThanOrEqual(1);
    expect(json.samples).toBe(16);
    expect(json.exhaustive).toBe(false);
    expect(json.undecided).toBeGreaterThanOrEqual(0);
    expect(json.nodes).toBeGreaterThan(0);
    expect(json.stopped).toBeNull();
    expect(typeof json.ms).toBe('number');
    // The estimates: one per legal move; the hint's own is among them, searched the furthest.
    expect(json.estimates).toHaveLength(game.legalMoves().length);
    expect(json.estimates).toContainEqual({
      move: json.move,
      winShare: json.winShare,
      samples: 16,
      undecided: json.undecided,
    });
    for (const e of json.estimates) {
      expect(e.samples).toBeLessThanOrEqual(json.samples);
      expect(checkMove(game.position, toMove(e.move))).toBeNull();
    }
  });

  it('is deterministic, and the same for two positions that differ only in their face-down cards', () => {
    const args = ['--fair', '--samples', '16', '--json'];
    const a = cli(['hint', 'RU1-C-AAAAAAB', ...args]);
    const b = cli(['hint', 'RU1-C-AAAAAAB', ...args]);
    expect(a.status).toBe(0);
    expect(withoutTimings(a.stdout)).toEqual(withoutTimings(b.stdout));
    // Swap two face-down cards of column 7: what a player sees is the same, so is the hint.
    const setup = unwrap(openingPositionOfCode('RU1-C-AAAAAAB')).toSetup();
    const columns = setup.columns.map((c, i) =>
      i === setup.columns.length - 1 ? { ...c, faceDown: [c.faceDown[1]!, c.faceDown[0]!, ...c.faceDown.slice(2)] } : c,
    );
    const swapped = makePosition({ ...setup, columns });
    expect(swapped).not.toBe((JSON.parse(a.stdout) as FairHintJson).position);
    const c = cli(['hint', swapped, ...args]);
    expect(c.stderr).toBe('');
    const { position: _p1, ...fromCode } = withoutTimings(a.stdout);
    const { position: _p2, ...fromSwapped } = withoutTimings(c.stdout);
    expect(fromSwapped).toEqual(fromCode);
    // Another seed is another sample (the answer stays a function of the view and the seed).
    const seeded = cli(['hint', 'RU1-C-AAAAAAB', ...args, '--seed', '12345']);
    expect(seeded.status).toBe(0);
    expect(withoutTimings(seeded.stdout)).toEqual(
      withoutTimings(cli(['hint', 'RU1-C-AAAAAAB', ...args, '--seed', '12345']).stdout),
    );
  });

  it('is exact with no card face down, and a winning move on a winnable position', () => {
    const position = faceUpPosition();
    const r = cli(['hint', position, '--fair', '--json']);
    expect(r.stderr).toBe('');
    const json = JSON.parse(r.stdout) as FairHintJson;
    expect(json.exhaustive).toBe(true);
    expect(json.samples).toBe(1);
    expect(json.winShare).toEqual({ estimate: 1, low: 1, high: 1 });
    expect(json.position).toBe(position);
    // The hinted move keeps the game winnable: the solver wins from the position after it.
    const game = Game.fromPosition(unwrap(readPosition(position)));
    unwrap(game.play(toMove(json.move!)));
    const after = JSON.parse(cli(['solve', makePosition(game.position), '--json']).stdout) as SolveJson;
    expect(after.status).toBe('solved');
    const text = cli(['hint', position, '--fair']);
    expect(text.stdout).toMatch(
      new RegExp(
        `^Fair hint: ${json.move!.card}-${json.move!.to === 'foundation' ? 'F' : json.move!.to} \\(.+\\): wins in exactly 100 % of the ways the face-down cards can lie \\(there is only one way, searched\\)\\.\\n$`,
      ),
    );
  });

  it('says the move and its chance in words, with the interval and the arrangements searched', () => {
    const r = cli(['hint', 'RU1-C-AAAAAAB', '--fair', '--samples', '16', '--budget', '2e6']);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(
      /^Fair hint: \S+-[1-7F] \(.+ → .+\): wins in about [\d.]+ % of the ways the face-down cards can lie \(95 % interval [\d.]+–[\d.]+ %, 16 arrangements searched\)\.\n$/,
    );
    // --budget is the total budget: a tiny one stops early, and says so.
    const small = cli(['hint', 'RU1-C-AAAAAAB', '--fair', '--budget', '100', '--json']);
    expect(small.status).toBe(0);
    const json = JSON.parse(small.stdout) as FairHintJson;
    expect(json.stopped).toBe('budget');
    expect(json.nodes).toBeLessThanOrEqual(200);
  });

  it('says when no useful move is left: every legal move brings back a position played since the last card turned', () => {
    // K♠ alone in column 1, every other card face down under 2♥: K♠ can only go to an empty column
    const hidden = orderedDeck()
      .filter((c) => makeCard(c) !== 'KS' && makeCard(c) !== '2H')
      .map((c) => `(${makeCard(c)})`)
      .join(' ');
    const position = `classic | F: - - - - | 1: KS | 2: ${hidden} 2H | 3: - | 4: - | 5: - | 6: - | 7: -`;
    for (const moves of [[], ['--moves', 'KS-3']]) {
      const r = cli(['hint', position, '--fair', ...moves]);
      expect(r.stderr).toBe('');
      expect(r.status).toBe(0);
      expect(r.stdout).toContain(
        'No hint: no useful move is left: every legal move brings back a position played since the last card turned.',
      );
      const json = JSON.parse(cli(['hint', position, '--fair', '--json', ...moves]).stdout) as FairHintJson;
      expect(json.move).toBeNull();
    }
  });

  it('refuses --samples and --seed without --fair, and bad values', () => {
    for (const extra of [
      ['--samples', '8'],
      ['--seed', '1'],
    ]) {
      const r = cli(['hint', 'RU1-C-AAAAAAB', ...extra]);
      expect(r.status).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toContain(`${extra[0]} shapes a fair hint and does nothing without --fair`);
    }
    for (const [name, value] of [
      ['--samples', '0'],
      ['--samples', '70000'],
      ['--seed', '-1'],
      ['--seed', '4294967296'],
    ]) {
      const r = cli(['hint', 'RU1-C-AAAAAAB', '--fair', name!, value!]);
      expect(r.status).toBe(2);
      expect(r.stderr).toContain(name);
    }
  });

  it('adds the position to the full-information hint --json', () => {
    const r = cli(['hint', 'RU1-R-AAAAAAB', '--budget', '200000', '--json']);
    const json = JSON.parse(r.stdout) as HintJson;
    expect(json.position).toBe(makePosition(unwrap(openingPositionOfCode('RU1-R-AAAAAAB'))));
  });
});

function jsonPlaceOf(position: Position, card: string): number | 'foundation' {
  const from = position.source(unwrap(parseCard(card)));
  return from === 'foundation' ? 'foundation' : from + 1;
}
