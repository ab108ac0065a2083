/**
 * The end of a game, at every test viewport (touch on the tablet and the phones): a game played
 * (through the page's own actions, a fixed walk of legal moves) until no legal move is left opens
 * a dialog that says so, with the score, the moves and the cards home, opaque over the table, and
 * offers Review, Undo, New game and Close, each on the screen and each doing what it says (by a
 * tap or a click); a saved game that is over opens on it; and the hint's signal that no useful move is left
 * (`actions.endGame('no-useful-move')`, what a hint that finds none dispatches) opens it too.
 */
import { gameOfCode } from '@russian-solitaire/dealer';
import { type Game, type Move, unwrap } from '@russian-solitaire/engine';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  VIEWPORTS,
  type Viewport,
  drawn,
  onScreen,
  playable,
  seeThrough,
  usePageAt,
  useBrowser,
  viewportName,
} from './drive.js';

/** A deal whose fixed walk (below) ends with no legal move left. */
const CODE = 'RU1-C-AAAAAAB';
const browser = useBrowser();

/** A fixed pseudo-random walk of legal moves of the deal, until no legal move is left. */
function walkToTheEnd(): Move[] {
  const game: Game = unwrap(gameOfCode(CODE));
  const line: Move[] = [];
  let x = 7;
  for (let i = 0; i < 600 && !game.noLegalMove && !game.isWon; i++) {
    const moves = game.legalMoves();
    x = (x * 1103515245 + 12345) % 2147483648;
    const move = moves[x % moves.length]!;
    if (!game.play(move).ok) throw new Error('a legal move was refused');
    line.push(move);
  }
  if (!game.noLegalMove) throw new Error(`the walk of ${CODE} does not end with no legal move`);
  return line;
}

const WALK = walkToTheEnd();

type AppWindow = Window & {
  solitaire: {
    current: Game;
    actions: { play(m: Move): boolean; endGame(reason: string): void };
  };
};

/** Plays moves through the page's actions. */
async function playThrough(page: Page, moves: readonly Move[]): Promise<void> {
  await page.evaluate((moves) => {
    const app = (window as unknown as AppWindow).solitaire;
    for (const move of moves) if (!app.actions.play(move)) throw new Error('a move of the walk was refused');
  }, moves);
  await drawn(page);
}

/** Presses a button as the viewport's player does: a tap on touch screens, a click elsewhere. */
async function press(viewport: Viewport, button: Locator): Promise<void> {
  if (viewport.phone) await button.tap();
  else await button.click();
}

for (const viewport of VIEWPORTS) {
  describe(`the end of a game at ${viewportName(viewport)}`, () => {
    const at = usePageAt(browser, viewport, `?code=${CODE}`);

    it('says so when no legal move is left, and Undo takes the last move back', async () => {
      const { page, errors } = at;
      await playThrough(page, WALK);
      const dialog = page.locator('#end');
      await expect.poll(() => dialog.isVisible(), { timeout: 10_000 }).toBe(true);
      expect(await page.locator('#end-title').textContent()).toBe('No legal move is left');
      const game = unwrap(gameOfCode(CODE));
      for (const move of WALK) game.play(move);
      const home = game.position.foundation.reduce((a, b) => a + b, 0);
      expect(await page.locator('#end-summary').textContent()).toBe(
        `${game.score}\u00a0${game.score === 1 ? 'point' : 'points'} in ${game.moveCount}\u00a0${game.moveCount === 1 ? 'move' : 'moves'}; ${home} of 52 cards on the foundations.`,
      );
      for (const id of ['#end-review', '#end-undo', '#end-new', '#end-close'])
        expect(await onScreen(page, id), `${id} on the screen`).toBe(true);
      expect(await seeThrough(page, '#end'), 'the dialog is opaque').toEqual([]);
      await press(viewport, page.locator('#end-undo'));
      await drawn(page);
      expect(await dialog.isVisible()).toBe(false);
      expect(await page.evaluate(() => (window as unknown as AppWindow).solitaire.current.history.length)).toBe(
        WALK.length - 1,
      );
      expect(errors).toEqual([]);
    });

    it('opens on loading a saved game that is over, and Review shows its review', async () => {
      const { page, errors } = at;
      await playThrough(page, WALK.slice(-1));
      await expect.poll(() => page.locator('#end').isVisible(), { timeout: 10_000 }).toBe(true);
      await page.reload();
      await playable(page);
      await expect.poll(() => page.locator('#end').isVisible(), { timeout: 10_000 }).toBe(true);
      await press(viewport, page.locator('#end-review'));
      await page.waitForSelector('#review-dialog[open]', { timeout: 10_000 });
      expect(await page.locator('#end').isVisible()).toBe(false);
      await page.keyboard.press('Escape');
      await drawn(page);
      expect(errors).toEqual([]);
    });

    it('opens on the signal that no useful move is left, and New game deals another game', async () => {
      const { page, errors } = at;
      await page.evaluate(() => (window as unknown as AppWindow).solitaire.actions.endGame('no-useful-move'));
      await expect.poll(() => page.locator('#end').isVisible(), { timeout: 10_000 }).toBe(true);
      // The game still has no legal move: it says so, whatever the signal.
      expect(await page.locator('#end-title').textContent()).toMatch(/^No (legal|useful) move is left$/);
      await press(viewport, page.locator('#end-new'));
      await expect
        .poll(() => page.evaluate(() => (window as unknown as AppWindow).solitaire.current.gameCode), {
          timeout: 30_000,
        })
        .not.toBe(CODE);
      await drawn(page);
      expect(await page.locator('#end').isVisible()).toBe(false);
      // In a game with legal moves, the signal says that no useful move is left.
      await page.evaluate(() => (window as unknown as AppWindow).solitaire.actions.endGame('no-useful-move'));
      await expect
        .poll(() => page.locator('#end-title').textContent(), { timeout: 10_000 })
        .toBe('No useful move is left');
      await press(viewport, page.locator('#end-close'));
      await drawn(page);
      expect(await page.locator('#end').isVisible()).toBe(false);
      expect(errors).toEqual([]);
    });
  });
}
