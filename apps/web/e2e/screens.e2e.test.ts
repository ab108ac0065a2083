/**
 * The chrome on every screen, as a player meets it: at each of the nine viewports of `drive.ts`, a
 * fresh profile (a context of the file's one browser) opens `?code=RU1-C-AAAAABC` and
 *  - plays three moves, then opens the menu (where the header folds the less used actions into it),
 *    the settings, the move list and the statistics with the page's own buttons, and checks that
 *    each is on the screen whole, with every control in it, while the page does not scroll
 *    sideways; that each is opaque, and that the game's clock stands still while it is open and
 *    runs again once it is closed; that the move list gives the moves in words ("6♣ column 7 →
 *    column 1"), each line whole, and the statistics the best time and the fewest moves (and no
 *    best score, which every win's 625 makes meaningless); closes each with
 *    Escape and checks that the focus went back to the button that opened it (or to the menu
 *    button when that button is hidden in the folded menu); opens it again and closes it with a
 *    click outside it;
 *  - switches the language to Russian, Ukrainian, Turkish and back to English in the settings and
 *    checks, in each, that the header takes at most two rows and does not scroll sideways;
 *  - runs axe-core (injected into the page) on the table and with the settings open, in the light
 *    and the dark theme, and finds no serious or critical violation;
 *  - logs nothing as an error.
 */
import { createRequire } from 'node:module';
import { gameOfCode } from '@russian-solitaire/dealer';
import { type Move, moveLog, unwrap } from '@russian-solitaire/engine';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describePlacedMove } from '../src/dialogs/dialog-i18n.js';
import {
  type PageWindow,
  SERVER_URL,
  VIEWPORTS,
  clickAction,
  seeThrough,
  titleShows,
  drawn,
  openViewport,
  speaks,
  useBrowser,
  viewportName,
  playable,
} from './drive.js';

const CODE = 'RU1-C-AAAAABC';
const TEST_TIMEOUT = 180_000;
const AXE_SOURCE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** A panel: the button that opens it and the element that shows it. */
interface PanelCase {
  readonly name: string;
  readonly open: string;
  readonly shows: string;
}

const PANELS: readonly PanelCase[] = [
  { name: 'the settings', open: '#open-settings', shows: '#settings' },
  { name: 'the move list', open: '#open-moves', shows: '#move-log' },
  { name: 'the statistics', open: '#statistics', shows: '#stats-dialog' },
];

/**
 * What of an element lies off the screen, and which of its visible controls do. A panel taller
 * than a short screen scrolls inside itself: a control below its fold counts as on the screen when
 * scrolling the panel (not the page) brings it wholly inside the screen.
 */
async function offScreen(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const out: string[] = [];
    const inside = (r: DOMRect): boolean =>
      r.left >= -0.5 && r.top >= -0.5 && r.right <= innerWidth + 0.5 && r.bottom <= innerHeight + 0.5;
    const box = (r: DOMRect): string =>
      `(${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)})`;
    const panel = document.querySelector(selector)!;
    const r = panel.getBoundingClientRect();
    if (!inside(r)) out.push(`${selector} at ${box(r)}`);
    const doc = document.scrollingElement!;
    for (const control of panel.querySelectorAll<HTMLElement>('button, input, select, summary, h2, label')) {
      const c = control.getBoundingClientRect();
      if (c.width === 0 && c.height === 0) continue;
      if (inside(c)) continue;
      const [pageX, pageY] = [doc.scrollLeft, doc.scrollTop];
      control.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      const scrolled = control.getBoundingClientRect();
      const pageMoved = doc.scrollLeft !== pageX || doc.scrollTop !== pageY;
      doc.scrollTo(pageX, pageY);
      if (!inside(scrolled) || pageMoved)
        out.push(
          `${control.id || control.tagName.toLowerCase()} "${control.textContent?.trim().slice(0, 30)}" at ${box(c)}${
            pageMoved ? ', reached only by scrolling the page' : ''
          }`,
        );
    }
    panel.scrollTo?.(0, 0);
    const s = document.scrollingElement!;
    if (s.scrollWidth > innerWidth + 1) out.push(`the page scrolls sideways (${s.scrollWidth} > ${innerWidth})`);
    return out;
  }, selector);
}

/** How many moves are played for the move list (through the page's own actions). */
const MOVES_PLAYED = 3;

/**
 * Plays the first `count` legal moves through the page's own actions (what is tested is the chrome
 * around them), and returns them in words as the move list should show them.
 */
async function playSomeMoves(page: Page, count: number): Promise<string[]> {
  const moves = await page.evaluate((count) => {
    const app = (window as unknown as PageWindow & { solitaire: { actions: { play(m: Move): boolean } } }).solitaire;
    const played: Move[] = [];
    for (let i = 0; i < count; i++) {
      const move = app.current.legalMoves()[0];
      if (move === undefined || !app.actions.play(move)) break;
      played.push(move);
    }
    return played;
  }, count);
  expect(moves).toHaveLength(count);
  const game = unwrap(gameOfCode(CODE));
  for (const move of moves) unwrap(game.play(move));
  await drawn(page);
  return moveLog(game).map((placed) => describePlacedMove(placed, 'en'));
}

/** The game's clock as the page keeps it (its elapsed milliseconds). */
function elapsed(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as PageWindow).solitaire.current.elapsedMs);
}

/** The texts of a list's items, and whether each shows whole (no line of it runs past its box). */
async function listItems(page: Page, selector: string): Promise<{ text: string; whole: boolean }[]> {
  return page.evaluate(
    (selector) =>
      [...document.querySelectorAll<HTMLElement>(selector)].map((item) => ({
        text: item.textContent ?? '',
        whole: item.scrollWidth <= item.clientWidth + 1,
      })),
    selector,
  );
}

async function isShown(page: Page, selector: string): Promise<boolean> {
  return page.locator(selector).isVisible();
}

/** The id of the element that has the focus. */
async function focused(page: Page): Promise<string> {
  return page.evaluate(() => document.activeElement?.id ?? '');
}

/** A point of the page outside an element, on the felt. */
async function outside(page: Page, selector: string): Promise<{ x: number; y: number }> {
  return page.evaluate((selector) => {
    const r = document.querySelector(selector)!.getBoundingClientRect();
    if (r.bottom < innerHeight - 12) return { x: innerWidth / 2, y: innerHeight - 6 };
    if (r.left > 12) return { x: 6, y: Math.min(innerHeight - 6, r.top + 20) };
    if (r.right < innerWidth - 12) return { x: innerWidth - 6, y: Math.min(innerHeight - 6, r.top + 20) };
    return { x: innerWidth / 2, y: Math.max(6, r.top - 6) };
  }, selector);
}

/**
 * The rows the header takes: the most of its visible items (figures, buttons, fields) stacked one
 * below another. Items of the folded menu, which drops down over the table, do not count.
 */
async function headerRows(page: Page): Promise<{ rows: number; sideways: boolean }> {
  return page.evaluate(() => {
    const header = document.querySelector('header')!;
    const more = document.getElementById('more')!;
    const folded = getComputedStyle(more).position === 'absolute';
    const spans = [...header.querySelectorAll<HTMLElement>('.stat, .btn, select, input')]
      .filter((e) => !(folded && more.contains(e)))
      .map((e) => e.getBoundingClientRect())
      .filter((r) => r.width > 1 && r.height > 1)
      .sort((a, b) => a.top - b.top);
    const stacked: number[] = [];
    spans.forEach((span, i) => {
      let below = 0;
      for (let j = 0; j < i; j++) if (spans[j]!.bottom <= span.top + 1) below = Math.max(below, stacked[j]!);
      stacked.push(below + 1);
    });
    return { rows: Math.max(0, ...stacked), sideways: header.scrollWidth > header.clientWidth + 1 };
  });
}

/** The serious and critical violations axe-core finds on the page as it is. */
async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_SOURCE });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } })
      .axe;
    interface AxeResults {
      violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[];
    }
    const results = await axe.run(document, { resultTypes: ['violations'] });
    return results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.impact} ${v.id}: ${v.help} (${v.nodes
            .slice(0, 3)
            .map((n) => n.target.join(' '))
            .join('; ')})`,
      );
  });
}

const browser = useBrowser();

for (const viewport of VIEWPORTS) {
  describe(`the chrome at ${viewportName(viewport)}`, () => {
    let context: BrowserContext | undefined;
    let page: Page;
    const errors: string[] = [];

    beforeAll(async () => {
      ({ context, page } = await openViewport(browser, viewport, errors));
      await page.goto(`${SERVER_URL}?code=${CODE}`);
      await playable(page);
    }, TEST_TIMEOUT);

    afterAll(async () => {
      await context?.close();
    });

    it(
      'shows the menu, the settings, the move list and the statistics on the screen, and closes each on Escape and on a click outside',
      async () => {
        // A few moves first, for the move list to show them.
        const played = await playSomeMoves(page, MOVES_PLAYED);
        const problems: string[] = [];
        if (await isShown(page, '#menu')) {
          await page.locator('#menu').click();
          await drawn(page);
          expect(await isShown(page, '#more'), 'the menu opens').toBe(true);
          problems.push(...(await offScreen(page, '#more')).map((p) => `the menu: ${p}`));
          await page.keyboard.press('Escape');
          await drawn(page);
          expect(await isShown(page, '#more'), 'Escape closes the menu').toBe(false);
          expect(await focused(page), 'the focus goes back to the menu button').toBe('menu');
          await page.locator('#menu').click();
          await drawn(page);
          const point = await outside(page, '#more');
          await page.mouse.click(point.x, point.y);
          await drawn(page);
          expect(await isShown(page, '#more'), 'a click outside closes the menu').toBe(false);
        }
        let closedAt = await elapsed(page);
        for (const panel of PANELS) {
          await clickAction(page, panel.open);
          expect(await isShown(page, panel.shows), `${panel.name} open`).toBe(true);
          expect(await titleShows(page, panel.shows), `${panel.name} open at their beginning`).toBe(true);
          // The clock ran while nothing was open, and stands still while the panel is.
          const openedAt = await elapsed(page);
          expect(openedAt, `the clock ran before ${panel.name} opened`).toBeGreaterThan(closedAt);
          problems.push(...(await offScreen(page, panel.shows)).map((p) => `${panel.name}: ${p}`));
          problems.push(...(await seeThrough(page, panel.shows)).map((p) => `${panel.name}: ${p}`));
          if (panel.shows === '#move-log') {
            // The moves in words, as the command line's log writes them, each line whole.
            const items = await listItems(page, '#move-log li');
            expect(items.map((i) => i.text)).toEqual(played);
            problems.push(...items.filter((i) => !i.whole).map((i) => `the move list: "${i.text}" is cut off`));
          }
          if (panel.shows === '#stats-dialog') {
            // Figures that tell wins apart when every win scores 625: the best time and the fewest moves.
            const figures = await page.evaluate(() =>
              [...document.querySelectorAll<HTMLElement>('#stats-dialog [data-stat]')].map((d) => d.dataset.stat!),
            );
            expect(figures.filter((f) => /-(bestTime|fewestMoves)$/.test(f)).length, figures.join(' ')).toBeGreaterThan(
              1,
            );
            expect(figures.filter((f) => /-bestScore$/.test(f))).toEqual([]);
          }
          expect(await elapsed(page), `the clock while ${panel.name} is open`).toBe(openedAt);
          await page.keyboard.press('Escape');
          await drawn(page);
          expect(await isShown(page, panel.shows), `Escape closes ${panel.name}`).toBe(false);
          // The button that opened it has the focus again (the menu's, when the folded menu hides it).
          const back = (await isShown(page, panel.open)) ? panel.open.slice(1) : 'menu';
          expect(await focused(page), `the focus after ${panel.name}`).toBe(back);
          await clickAction(page, panel.open);
          const point = await outside(page, panel.shows);
          await page.mouse.click(point.x, point.y);
          await drawn(page);
          expect(await isShown(page, panel.shows), `a click outside closes ${panel.name}`).toBe(false);
          closedAt = await elapsed(page);
        }
        expect(problems).toEqual([]);
      },
      TEST_TIMEOUT,
    );

    it(
      'keeps the header to two rows, without scrolling sideways, in every language',
      async () => {
        const seen: string[] = [];
        for (const lang of ['ru', 'uk', 'tr', 'en']) {
          await clickAction(page, '#open-settings');
          await page.locator('#opt-language').selectOption(lang);
          await speaks(page, lang);
          await page.keyboard.press('Escape');
          await drawn(page);
          expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
          const { rows, sideways } = await headerRows(page);
          seen.push(`${lang}: ${rows} rows${sideways ? ', scrolls sideways' : ''}`);
        }
        const wrong = seen.filter((line) => !/^\w\w: [12] rows$/.test(line));
        expect(seen).toHaveLength(4);
        expect(wrong).toEqual([]);
      },
      TEST_TIMEOUT,
    );

    it(
      'has no serious or critical accessibility violations, on the table and with the settings open, in the light and the dark theme',
      async () => {
        const found: string[] = [];
        for (const scheme of ['light', 'dark'] as const) {
          // The theme follows the system's (the setting is "as the system"): the emulated one.
          await page.emulateMedia({ colorScheme: scheme });
          await drawn(page);
          expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(scheme);
          found.push(...(await axeViolations(page)).map((v) => `${scheme}, the table: ${v}`));
          await clickAction(page, '#open-settings');
          found.push(...(await axeViolations(page)).map((v) => `${scheme}, the settings: ${v}`));
          await page.keyboard.press('Escape');
          await drawn(page);
        }
        await page.emulateMedia({ colorScheme: 'light' });
        expect(found).toEqual([]);
      },
      TEST_TIMEOUT,
    );

    it('logs no console or page errors', () => {
      expect(errors).toEqual([]);
    });
  });
}
