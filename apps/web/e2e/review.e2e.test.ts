/**
 * The game review in headless Chromium at 1366×768: a game of RU1-C-AAAAAFN that a move lost
 * (docs/review.md: the deal could be won until move 14, K♣-2; 7♣-7 kept it winnable) is played on
 * the page until no legal move is left. Nothing of a review shows while it is played; then the
 * toolbar's Review opens the panel (a click, as a player would), whose code loads on first use,
 * and the review runs in the solver's worker. The test finds the losing move marked on the chart
 * and in the move list, the position before it with exactly the cards that lay face down drawn as
 * face-down cards and the better move drawn, closes the panel with Escape (the focus goes back),
 * and plays on from the losing move's position: a new game there, not counted in the statistics.
 * Then, at the tablet and the phones (both ways up) in the dark theme, the panel fits the screen
 * with each of its parts and axe finds nothing serious in it, and with a four-colour deck its small
 * board draws diamonds and clubs in their own colours as the table does (at 1366×768, without the
 * setting, in two colours).
 */
import { gameOfCode } from '@russian-solitaire/dealer';
import { type Move, parseMove, unwrap } from '@russian-solitaire/engine';
import { createRequire } from 'node:module';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewSentences as russian } from '@russian-solitaire/solver/review-sentences/ru';
import { COLUMNS } from '../src/table/places.js';
import { texts as russianPanel } from '../src/review/review-texts-ru.js';
import { LOST_GAME, openReview, playOnPage } from '../scripts/harness.mjs';
import {
  type PageWindow,
  SERVER_URL,
  VIEWPORTS,
  changeSettings,
  deckProblems,
  drawn,
  openViewport,
  playable,
  speaks,
  useBrowser,
} from './drive.js';

const CODE = LOST_GAME.code;
/** The guide's game (docs/review.md), then six cards home: after them no legal move is left. */
const LINE = LOST_GAME.line;
/** The losing move's index in the line (move 14). */
const LOSING = LOST_GAME.losing;
const TEST_TIMEOUT = 60_000;
const AXE_SOURCE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

type AppWindow = PageWindow & {
  solitaire: PageWindow['solitaire'] & { actions: { play(move: Move): boolean } };
};

const browser = useBrowser();
let context: BrowserContext;
let page: Page;
const errors: string[] = [];

/** The game in Node: the cards that lie face down before the losing move, and that position's text. */
function beforeLosing(): { faceDown: number[]; position: string } {
  const game = unwrap(gameOfCode(CODE));
  for (const text of LINE.slice(0, LOSING)) unwrap(game.play(unwrap(parseMove(text))));
  const position = game.position;
  const faceDown: number[] = [];
  for (const column of COLUMNS)
    for (const card of position.column(column)) if (!position.isFaceUp(card)) faceDown.push(card);
  return { faceDown: faceDown.sort((a, b) => a - b), position: position.toJSON() };
}

/** The serious and critical accessibility violations axe finds in the review panel. */
async function panelViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_SOURCE });
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (c: string, o: object) => Promise<{ violations: { id: string; impact: string | null }[] }> };
      }
    ).axe;
    const results = await axe.run('#review-dialog', { resultTypes: ['violations'] });
    return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
  });
}

beforeAll(async () => {
  ({ context, page } = await openViewport(
    browser,
    { width: 1366, height: 768, phone: false, deviceScaleFactor: 1 },
    errors,
  ));
  await page.goto(`${SERVER_URL}?code=${CODE}`);
  await playable(page);
}, 60_000);

afterAll(async () => {
  await context?.close();
});

describe('the review of a lost game', () => {
  it(
    'marks the losing move, shows its position with the face-down cards and the better move, and plays on from it',
    async () => {
      const moves = LINE.map((text) => unwrap(parseMove(text)));
      // The moves go through the page's own actions: what is tested is what comes after.
      for (const [i, move] of moves.entries()) {
        if (i === LOSING) {
          // While the game is on, nothing offers its review.
          expect(await page.locator('#review').isVisible()).toBe(false);
          expect(await page.locator('#review-last').isVisible()).toBe(false);
          expect(await page.locator('.review-dialog').count()).toBe(0);
        }
        const played = await page.evaluate((m) => (window as unknown as AppWindow).solitaire.actions.play(m), move);
        expect(played, `move ${i + 1}`).toBe(true);
      }
      await drawn(page);
      expect(await page.evaluate(() => (window as unknown as PageWindow).solitaire.current.noLegalMove)).toBe(true);

      // No legal move is left: the end of the game says so and offers the review; closed, the
      // toolbar offers it too. The panel's code loads now.
      await page.waitForSelector('#end[open]', { timeout: 10_000 });
      expect(await page.locator('#end-review').isVisible()).toBe(true);
      await page.locator('#end-close').click();
      await drawn(page);
      const review = page.locator('#review');
      await review.click();
      const dialog = page.locator('#review-dialog');
      await page.waitForSelector('dialog#review-dialog[open]', { timeout: 10_000 });
      await page.waitForSelector('#review-verdict', { timeout: 30_000 });
      expect(await page.locator('#review-verdict').getAttribute('data-outcome')).toBe('lost');
      expect(await page.locator('#review-verdict').textContent()).toContain('move 14, K♣-2; 7♣-7');

      // The chart marks the losing move and the luck of turned cards, each its own way.
      const losingMark = page.locator('#review-chart .rv-mark[data-label="losing-move"]');
      expect(await losingMark.count()).toBe(1);
      expect(await losingMark.getAttribute('data-index')).toBe(String(LOSING));
      expect(await losingMark.locator('circle').count()).toBe(1);
      expect(await losingMark.textContent()).toBe('??');
      // (With the widened fair hint as the better move, as with the committed one before it, this game has no
      // mistake: move 21 was one before those.)
      const lucky = page.locator('#review-chart .rv-mark[data-label="good-luck"]');
      expect(await lucky.getAttribute('data-index')).toBe('3');
      expect(await lucky.textContent()).toBe('+');
      const unlucky = page.locator('#review-chart .rv-mark[data-label="bad-luck"]');
      expect(await unlucky.getAttribute('data-index')).toBe('26');
      expect(await unlucky.textContent()).toBe('-');

      // The counts count every mark: the losing move beside the mistake, as the move list marks them.
      const counted = (label: string): Promise<string | null> =>
        page.locator(`#review-dialog [data-count="${label}"]`).textContent();
      expect(await counted('losing-move')).toBe('1');
      expect(await counted('mistake')).toBe(
        String(await page.locator('#review-moves .review-move[data-label="mistake"]').count()),
      );
      // The legend says how the moves are written.
      expect(await page.locator('#review-dialog').textContent()).toContain(
        'Moves are written card-place: K♣-2 is the K♣ onto column 2',
      );

      // The move list marks it too.
      const items = page.locator('#review-moves .review-move');
      expect(await items.count()).toBe(moves.length);
      const losingItem = items.nth(LOSING);
      expect(await losingItem.getAttribute('data-label')).toBe('losing-move');
      expect(await losingItem.textContent()).toBe('14. K♣-2??, the losing move');
      expect(await page.locator('#review-moves .review-move[data-label="losing-move"]').count()).toBe(1);

      // Another move first, then the losing move: its position shows, with the better move.
      await items.nth(20).click();
      expect(await page.locator('#review-position h3').textContent()).toContain('move 21');
      await losingItem.click();
      expect(await losingItem.getAttribute('aria-current')).toBe('true');
      expect(await page.locator('#review-position h3').textContent()).toContain('move 14, K♣-2');
      expect(await page.locator('#review-better').textContent()).toContain('7♣-7');
      const expected = beforeLosing();
      const revealed = await page
        .locator('#review-position .rv-card.rv-revealed')
        .evaluateAll((nodes) => nodes.map((n) => Number(n.getAttribute('data-card'))).sort((a, b) => a - b));
      expect(revealed).toEqual(expected.faceDown);
      expect(await page.locator('#review-position .rv-arrow.rv-better').count()).toBe(1);
      expect(await deckProblems(page, '#review-position .rv-card.suit-{suit} text', 'fill', 'two')).toEqual([]);
      expect(await page.locator('#review-position .rv-card.rv-from').getAttribute('data-card')).toBe(
        String(unwrap(parseMove('7C-7')).card),
      );

      // The chart reads a point by the keyboard: the arrow keys go through the moves.
      const chart = page.locator('#review-chart');
      await chart.focus();
      await page.keyboard.press('Home');
      await page.keyboard.press('ArrowRight');
      expect(await chart.getAttribute('aria-valuenow')).toBe('2');
      expect(await page.locator('#review-readout').textContent()).toMatch(/^Move 2, A♣-F: \d+\u00a0% before it/);

      // axe finds nothing serious in the panel.
      expect(await panelViolations(page)).toEqual([]);

      // Escape closes the panel, and the focus goes back to the button that opened it.
      await page.keyboard.press('Escape');
      await drawn(page);
      expect(await dialog.evaluate((d) => (d as HTMLDialogElement).open)).toBe(false);
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('review');

      // Opened again, the same review shows at once; play on from the losing move's position.
      await review.click();
      await page.waitForSelector('#review-verdict', { timeout: 30_000 });
      await page.locator('#review-moves .review-move').nth(LOSING).click();
      await page.locator('#review-play-on').click();
      await drawn(page);
      expect(await dialog.evaluate((d) => (d as HTMLDialogElement).open)).toBe(false);
      const onTable = await page.evaluate(() => {
        const g = (window as unknown as PageWindow).solitaire.current;
        return { code: g.gameCode, moves: g.history.length, position: g.position.toJSON() };
      });
      expect(onTable).toEqual({ code: null, moves: 0, position: expected.position });
      expect(await page.locator('#message').textContent()).toContain('Playing on from before move 14');
      // The game played on from is on: nothing offers a review of it, the game left is offered.
      expect(await page.locator('#review').isVisible()).toBe(false);
      expect(errors).toEqual([]);
    },
    TEST_TIMEOUT,
  );
});

/** Phones, both ways up, and a tablet, in the dark theme: the panel fits the screen and reads well. */
const SMALL_SCREENS = VIEWPORTS.filter((v) => v.phone);

describe.each(SMALL_SCREENS.map((v) => [`${v.width}×${v.height}`, v] as const))(
  'the review panel at %s in the dark theme',
  (_, viewport) => {
    it(
      'fits the screen with its verdict, chart, move list and position, and axe finds nothing serious',
      async () => {
        const seen: string[] = [];
        const opened = await openViewport(browser, viewport, seen);
        try {
          const p = opened.page;
          await p.emulateMedia({ colorScheme: 'dark' });
          await p.goto(`${SERVER_URL}?code=${CODE}`);
          await playable(p);
          // The moves go through the page's own actions (what is tested is what comes after).
          await playOnPage(p, LINE);
          await drawn(p);
          // With a four-colour deck, which the small board's cards take as the table's do.
          await changeSettings(p, { fourColour: true });
          await openReview(p, LOSING);
          expect(await p.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
          await drawn(p);
          const sizes = await p.evaluate(() => {
            const box = (selector: string) => {
              const r = document.querySelector(selector)!.getBoundingClientRect();
              return { left: r.left, top: r.top, right: r.right, bottom: r.bottom, width: r.width };
            };
            return {
              dialog: box('#review-dialog'),
              chart: box('#review-chart'),
              moves: box('#review-moves'),
              position: box('#review-position'),
              pageWidth: document.documentElement.scrollWidth,
            };
          });
          const { width, height } = viewport;
          const outside = (b: { left: number; top: number; right: number; bottom: number }) =>
            b.left < -0.5 || b.top < -0.5 || b.right > width + 0.5 || b.bottom > height + 0.5;
          expect(outside(sizes.dialog), JSON.stringify(sizes.dialog)).toBe(false);
          expect(sizes.pageWidth).toBeLessThanOrEqual(width);
          // The parts of the panel are as wide as the dialog lets them be, never wider.
          for (const part of [sizes.chart, sizes.moves, sizes.position]) {
            expect(part.width).toBeGreaterThan(0);
            expect(part.left).toBeGreaterThanOrEqual(sizes.dialog.left - 0.5);
            expect(part.right).toBeLessThanOrEqual(sizes.dialog.right + 0.5);
          }
          // The chart's labels (the shares on its axis, the moves, the marks) show whole, inside it.
          const cut = await p.evaluate(() => {
            const chart = document.querySelector('#review-chart')!.getBoundingClientRect();
            return [...document.querySelectorAll('#review-chart text')]
              .map((text) => ({ text: text.textContent, r: text.getBoundingClientRect() }))
              .filter(
                ({ r }) =>
                  r.left < chart.left - 0.5 ||
                  r.right > chart.right + 0.5 ||
                  r.top < chart.top - 0.5 ||
                  r.bottom > chart.bottom + 0.5,
              )
              .map(
                ({ text, r }) =>
                  `"${text}" at x ${Math.round(r.left - chart.left)} to ${Math.round(r.right - chart.left)} of ${Math.round(chart.width)}`,
              );
          });
          expect(cut).toEqual([]);
          // Its labels are 11 px or more on the screen (the chart is drawn in the page's pixels).
          const small = await p.evaluate(() => {
            const svg = document.querySelector<SVGSVGElement>('#review-chart')!;
            const scale = svg.getScreenCTM()!.a;
            return [...svg.querySelectorAll('text')]
              .map((text) => ({
                text: text.textContent,
                px: Number.parseFloat(getComputedStyle(text).fontSize) * scale,
              }))
              .filter(({ px }) => px < 11)
              .map(({ text, px }) => `"${text}" at ${px.toFixed(1)} px`);
          });
          expect(small).toEqual([]);
          // The dialog is opaque: no card shows through it.
          const background = await p.evaluate(
            () => getComputedStyle(document.querySelector('#review-dialog')!).backgroundColor,
          );
          expect(background).toMatch(/^rgb\(/);
          expect(await p.locator('#review-position .rv-arrow.rv-better').count()).toBe(1);
          expect(await deckProblems(p, '#review-position .rv-card.suit-{suit} text', 'fill', 'four')).toEqual([]);
          expect(await panelViolations(p)).toEqual([]);
          expect(seen).toEqual([]);
        } finally {
          await opened.context.close();
        }
      },
      TEST_TIMEOUT,
    );
  },
);

describe('the review panel in Russian', () => {
  it(
    "speaks the player's language, the verdict in the solver's Russian sentence, and loads no other language's review words",
    async () => {
      const context = await browser.newContext({ width: 1366, height: 768, locale: 'ru-RU' });
      try {
        const p = await context.newPage();
        const seen: string[] = [];
        p.on('pageerror', (e) => seen.push(`page error: ${e.message}`));
        const scripts: string[] = [];
        p.on('request', (r) => scripts.push(new URL(r.url()).pathname));
        await p.goto(`${SERVER_URL}?code=${CODE}`);
        await speaks(p, 'ru');
        await playable(p);
        await playOnPage(p, LINE);
        await drawn(p);
        await openReview(p, LOSING);
        expect(await p.locator('#review-dialog-title').textContent()).toBe(russianPanel.panel.text('title'));
        expect(await p.locator('#review-verdict').textContent()).toBe(
          russian.text('lost', { n: LOSING + 1, move: 'K♣-2', kept: '7♣-7' }),
        );
        const reviewWords = scripts.filter((path) => /\/review-texts-/.test(path));
        expect(reviewWords.length, scripts.join(' ')).toBe(1);
        expect(reviewWords[0]).toMatch(/\/review-texts-ru-[\w-]+\.js$/);
        expect(seen).toEqual([]);
      } finally {
        await context.close();
      }
    },
    TEST_TIMEOUT,
  );
});
