import { gameOfCode, resumeGame } from '@russian-solitaire/dealer';
import { type Game, makePosition } from '@russian-solitaire/engine';
import { solve } from '@russian-solitaire/solver';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ControllerInit, GameController, type GameRecorder } from './controller.js';
import { GAME_KEY, defaultSettings, memoryStore } from './storage.js';

function dealt(code: string): Game {
  const g = gameOfCode(code);
  if (!g.ok) throw new Error(g.error.message);
  return g.value;
}

/** A recorder that notes its calls. */
function notingRecorder(): GameRecorder & { readonly calls: string[] } {
  const calls: string[] = [];
  return { calls, record: (game) => calls.push(`record ${game.moveCount}`), leave: () => calls.push('leave') };
}

function controllerOf(game: Game, extra: Partial<ControllerInit> = {}): GameController {
  return new GameController({
    game,
    settings: { ...defaultSettings('en'), winnableOnly: false },
    store: memoryStore(),
    hinter: null,
    recorder: null,
    ...extra,
  });
}

/** Plays the first legal move `n` times, or until no move is left. */
function playSome(c: GameController, n: number): void {
  for (let i = 0; i < n; i++) {
    const move = c.game.legalMoves()[0];
    if (move === undefined) return;
    expect(c.play(move)).toBe(true);
  }
}

describe('the controller', () => {
  it('keeps one state object until something changes, and tells its listeners', () => {
    const c = controllerOf(dealt('RU1-C-AAAAABC'));
    let calls = 0;
    c.subscribe(() => calls++);
    const first = c.state;
    expect(c.state).toBe(first);
    playSome(c, 1);
    expect(calls).toBeGreaterThan(0);
    expect(c.state).not.toBe(first);
    expect(c.state).toBe(c.state);
    expect(c.state.announcement?.text('en')).toMatch(/ to (column \d|its foundation)/);
  });

  it('stops the clock when no legal move is left, and starts it again after an undo', () => {
    let now = 0;
    const start = gameOfCode('RU1-C-AAAAAAB', { clock: { now: () => now } });
    if (!start.ok) throw new Error(start.error.message);
    const c = controllerOf(start.value);
    // A fixed pseudo-random walk: most walks of this deal end with no legal move.
    let x = 7;
    for (let i = 0; i < 600 && !c.game.noLegalMove && !c.game.isWon; i++) {
      const moves = c.game.legalMoves();
      x = (x * 1103515245 + 12345) % 2147483648;
      now += 1000;
      expect(c.play(moves[x % moves.length]!)).toBe(true);
    }
    expect(c.game.noLegalMove).toBe(true);
    expect(c.game.isPaused).toBe(true);
    expect(c.state.message?.text('en')).toMatch(/No legal move is left/);
    expect(c.state.announcement?.text('en')).toMatch(/ to (column \d|its foundation)\. No legal move is left/);
    const stopped = c.game.elapsedMs;
    now += 60_000;
    c.resume(); // the page shown again: the clock stays stopped
    expect(c.game.elapsedMs).toBe(stopped);
    c.undo();
    expect(c.game.noLegalMove).toBe(false);
    expect(c.game.isPaused).toBe(false);
    now += 5_000;
    expect(c.game.elapsedMs).toBe(stopped + 5_000);
  });

  it('brings back the game a new game replaced, until the next move; then it counts as left', async () => {
    const recorder = notingRecorder();
    const c = controllerOf(dealt('RU1-C-AAAAABC'), { recorder });
    playSome(c, 3);
    const old = c.game;
    await c.newGame('R', false);
    expect(c.game).not.toBe(old);
    expect(c.game.code).toMatch(/^RU1-R-/);
    expect(c.state.canUndo).toBe(true);
    c.undo();
    expect(c.game).toBe(old);
    expect(c.game.moveCount).toBe(3);
    expect(c.state.message?.text('en')).toBe('The game is back.');
    expect(recorder.calls).not.toContain('leave');
    // A new game, then a move in it: the old game can no longer come back, and is left.
    await c.newGame('C', false);
    playSome(c, 1);
    expect(recorder.calls.filter((call) => call === 'leave')).toHaveLength(1);
    expect(recorder.calls.at(-1)).toBe('record 1');
    c.undo();
    expect(c.game.moveCount).toBe(1);
    expect(c.game.canUndo).toBe(false);
    expect(c.state.canUndo).toBe(false);
  });

  it('lets a new game replace an untouched deal without keeping it', async () => {
    const c = controllerOf(dealt('RU1-C-AAAAABC'));
    await c.newGame('C', false);
    expect(c.state.canUndo).toBe(false);
  });

  it('undoes a restart: the game comes back with its moves', () => {
    const c = controllerOf(dealt('RU1-C-AAAAABC'));
    playSome(c, 4);
    const before = makePosition(c.game.position);
    const history = c.game.history;
    c.restart();
    expect(c.game.moveCount).toBe(0);
    expect(c.state.canUndo).toBe(true);
    c.undo();
    expect(makePosition(c.game.position)).toBe(before);
    expect(c.game.history).toEqual(history);
  });

  it('shows a win screen summary and turns Undo off once the game is won', () => {
    const c = controllerOf(dealt('RU1-C-AAAAABP'));
    // Win with the solver's line, as Finish would.
    const solved = solve(c.game, { budget: 1_000_000 });
    if (!solved.ok || solved.value.status !== 'solved') throw new Error('the deal should be winnable');
    for (const move of solved.value.line) expect(c.play(move)).toBe(true);
    expect(c.game.isWon).toBe(true);
    expect(c.state.won).toEqual({ score: c.game.score, moves: c.game.moveCount, elapsedMs: c.game.elapsedMs });
    expect(c.state.canUndo).toBe(false);
    const moves = c.game.moveCount;
    c.undo();
    expect(c.game.moveCount).toBe(moves);
    expect(c.game.isWon).toBe(true);
    c.dismissWin();
    expect(c.state.won).toBeNull();
  });

  it('adopts the game of another tab, with a notice only when it is another game or has other moves', () => {
    const c = controllerOf(dealt('RU1-C-AAAAABC'));
    playSome(c, 2);
    const same = resumeGame(JSON.stringify(c.game.save()));
    if (!same.ok) throw new Error(same.error.message);
    c.adopt(same.value);
    expect(c.game).toBe(same.value);
    expect(c.state.message).toBeNull();
    const other = dealt('RU1-C-AAAAABD');
    c.adopt(other);
    expect(c.state.message?.text('ru')).toMatch(/другой вкладке/);
    // The same deal with as many moves, but other ones: another game, so the player is told.
    const mine = controllerOf(dealt('RU1-C-AAAAABC'));
    const theirs = dealt('RU1-C-AAAAABC');
    const [first, second] = theirs.legalMoves();
    expect(second).toBeDefined();
    expect(mine.play(first!)).toBe(true);
    expect(theirs.play(second!).ok).toBe(true);
    mine.adopt(theirs);
    expect(mine.state.message?.text('en')).toMatch(/continued in another tab/);
    expect(mine.state.announcement?.text('en')).toMatch(/continued in another tab/);
  });

  it('announces a refused move to screen readers even when refusals are not explained', () => {
    const c = controllerOf(dealt('RU1-C-AAAAABC'));
    c.updateSettings({ interactiveRules: false });
    const game = c.game;
    const card = game.top(0)!;
    const refused = ([1, 2, 3, 4, 5, 6] as const).map((to) => ({ card, to })).find((m) => game.check(m) !== null)!;
    expect(c.play(refused)).toBe(false);
    expect(c.state.message).toBeNull();
    expect(c.state.refused?.card).toBe(card);
    const first = c.state.refused!.id;
    expect(c.state.announcement?.text('en')).not.toBe('');
    expect(c.play(refused)).toBe(false);
    expect(c.state.refused!.id).not.toBe(first);
  });

  it('saves the game after every action, and the save resumes to the game on the table', async () => {
    let cases = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom('move', 'move', 'move', 'undo', 'redo', 'restart', 'new'), { maxLength: 25 }),
        fc.nat({ max: 1000 }),
        async (actions, pick) => {
          const store = memoryStore();
          const c = controllerOf(dealt('RU1-C-AAAAABC'), { store });
          c.persist(); // as the page does when it opens
          for (const [i, action] of actions.entries()) {
            if (action === 'move') {
              const moves = c.game.legalMoves();
              if (moves.length > 0) c.play(moves[(pick + i) % moves.length]!);
            } else if (action === 'undo') c.undo();
            else if (action === 'redo') c.redo();
            else if (action === 'restart') c.restart();
            else await c.newGame('C', false);
            const saved = resumeGame(store.map.get(GAME_KEY) ?? '');
            if (!saved.ok) throw new Error(saved.error.message);
            expect(makePosition(saved.value.position)).toBe(makePosition(c.game.position));
            expect(saved.value.moveCount).toBe(c.game.moveCount);
            if (c.game.canUndo && !c.game.isWon) expect(c.state.canUndo).toBe(true);
            if (c.game.isWon) expect(c.state.canUndo).toBe(false);
          }
          cases++;
        },
      ),
      { numRuns: 60 },
    );
    expect(cases).toBe(60);
  }, 60_000);
});
