/**
 * The table fits the screen and holds still: at a large screen, desktop, small-laptop, tablet and
 * phone sizes, a deal whose seventh column is built up to 24 cards. Each viewport gets a fresh
 * browser profile (a context of the file's one browser), opens `?code=RU1-C-AAAAAAD`, plays 9S-7, 8H-7, 7C-7 and 4C-7 by dragging
 * (the mouse on desktops, a finger — CDP touch events — on touch screens), then checks that
 *  - the card size, the arrangement and the foundations' places are those of the deal;
 *  - the page does not scroll, sideways or down: the column fits by spacing its fan (squeezed, with a
 *    smaller index, on a phone held sideways);
 *  - every face-up card's top-left index lies on the page and is not covered, at its middle nor at
 *    its foot; every face-down card's top edge lies on the page;
 *  - the longest movable group can be dragged by its index onto its destination;
 *  - nothing was logged to the console as an error.
 * The moves' legality and the expected result come from the page's own engine game
 * (`window.solitaire.current`).
 */
import { COLUMN_COUNT, type Column, type Target, parseCard } from '@russian-solitaire/engine';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SERVER_URL,
  type PageWindow,
  type Pointer,
  VIEWPORTS,
  type Viewport,
  cardBox,
  drag,
  fmt,
  grabPoint,
  indexOf,
  label,
  mousePointer,
  settled,
  tableProblems,
  touchPointer,
  useBrowser,
  viewportName,
  openViewport,
  playable,
  changeSettings,
} from './drive.js';

/** What holds still on the table: the card size, the arrangement and the foundations' places. */
async function stillParts(page: Page): Promise<unknown> {
  return page.evaluate(() => {
    const board = document.getElementById('board')!;
    return {
      cardW: getComputedStyle(board).getPropertyValue('--card-w'),
      arrangement: board.dataset.arrangement,
      foundations: [...document.querySelectorAll('[data-foundation]')].map((f) => {
        const r = f.getBoundingClientRect();
        return [Math.round(r.x), Math.round(r.y + window.scrollY), Math.round(r.width), Math.round(r.height)];
      }),
    };
  });
}

const CODE = 'RU1-C-AAAAAAD';
/** The moves that build column 7 up to 24 cards (card, then the column number 1–7). */
const SETUP = ['9S-7', '8H-7', '7C-7', '4C-7'] as const;
const BUILT_COLUMN = 6 as Column;
const BUILT_LENGTH = 24;
/** Slack for sub-pixel rounding of boxes. */
const EPS = 0.5;
const TEST_TIMEOUT = 120_000;

const browser = useBrowser();

for (const viewport of VIEWPORTS) {
  describe(`the table at ${viewportName(viewport)}`, () => {
    let context: BrowserContext | undefined;
    let page: Page;
    let pointer: Pointer;
    const errors: string[] = [];
    let ready = false;
    let dealt: unknown;

    beforeAll(async () => {
      // A fresh profile: nothing saved, so the code is dealt as it is.
      ({ context, page } = await openViewport(browser, viewport, errors));
      pointer = viewport.phone ? touchPointer(await context.newCDPSession(page)) : mousePointer(page);
      await page.goto(`${SERVER_URL}?code=${CODE}`);
      await playable(page);
      // The kinds of pointer the page sees, to check that phones are driven by touch.
      await page.evaluate(() => {
        const kinds = new Set<string>();
        (window as unknown as { pointerKinds: Set<string> }).pointerKinds = kinds;
        window.addEventListener('pointerdown', (e) => kinds.add(e.pointerType), { capture: true });
      });
      await settled(page);
      dealt = await stillParts(page);
    }, TEST_TIMEOUT);

    afterAll(async () => {
      await context?.close();
    });

    it(
      `plays ${SETUP.join(', ')} by ${viewport.phone ? 'touch' : 'mouse'}, so that column 7 holds ${BUILT_LENGTH} cards`,
      async () => {
        expect(await page.evaluate(() => (window as unknown as PageWindow).solitaire.current.code)).toBe(CODE);
        for (const text of SETUP) {
          const [cardText, columnText] = text.split('-') as [string, string];
          const parsed = parseCard(cardText);
          if (!parsed.ok) throw new Error(`not a card: ${cardText}`);
          const card = parsed.value;
          const to = (Number(columnText) - 1) as Column;
          const refusal = await page.evaluate(
            ({ card, to }) => (window as unknown as PageWindow).solitaire.current.check({ card, to }),
            { card, to },
          );
          expect(refusal, `${text} is legal in the page's game`).toBeNull();
          const from = await grabPoint(page, card);
          expect(from, `${text}: some part of the ${label(card)} shows on the screen`).not.toBeNull();
          expect(await drag(page, pointer, card, from!, to), `${text} played by dragging the ${label(card)}`).toBe(
            true,
          );
          const last = await page.evaluate(() => (window as unknown as PageWindow).solitaire.current.history.at(-1));
          expect(last, `${text} is the move played`).toEqual({ card, to });
        }
        const length = await page.evaluate(
          (c) => (window as unknown as PageWindow).solitaire.current.position.length[c],
          BUILT_COLUMN,
        );
        expect(length).toBe(BUILT_LENGTH);
        const kinds = await page.evaluate(() => [...(window as unknown as { pointerKinds: Set<string> }).pointerKinds]);
        expect(kinds, 'the pointer type the page saw').toEqual([viewport.phone ? 'touch' : 'mouse']);
        ready = true;
      },
      TEST_TIMEOUT,
    );

    it('keeps the card size, the arrangement and the foundations of the deal', async () => {
      expect(ready, 'the setup moves were played').toBe(true);
      expect(await stillParts(page)).toEqual(dealt);
    });

    it('does not scroll, sideways or down', async () => {
      expect(ready, 'the setup moves were played').toBe(true);
      const m = await page.evaluate(() => {
        const s = document.scrollingElement!;
        return { sw: s.scrollWidth, sh: s.scrollHeight, iw: innerWidth, ih: innerHeight };
      });
      expect.soft(m.sh, `scrollHeight ${m.sh} against innerHeight ${m.ih}`).toBeLessThanOrEqual(m.ih + 1);
      expect.soft(m.sw, `scrollWidth ${m.sw} against innerWidth ${m.iw}`).toBeLessThanOrEqual(m.iw + 1);
      const problems = (await tableProblems(page)).filter((p) => p.startsWith('the page scrolls'));
      expect(problems).toEqual([]);
    });

    it("shows every face-up card's index, uncovered, and every face-down card's top edge", async () => {
      expect(ready, 'the setup moves were played').toBe(true);
      const count = await page.evaluate((count) => {
        const p = (window as unknown as PageWindow).solitaire.current.position;
        let n = 0;
        for (let c = 0; c < count; c++) for (const k of p.column(c as Column)) if (p.isFaceUp(k)) n++;
        return n;
      }, COLUMN_COUNT);
      expect(count).toBeGreaterThan(BUILT_LENGTH - 6);
      expect(await page.locator('.card.down:not([hidden])').count()).toBeGreaterThan(0);
      expect(await tableProblems(page, EPS)).toEqual([]);
    });

    it(
      `drags the longest movable group by its index onto its destination by ${viewport.phone ? 'touch' : 'mouse'}`,
      async () => {
        expect(ready, 'the setup moves were played').toBe(true);
        // The deepest face-up card of the built column with a column to go to; else the longest such group anywhere.
        const pick = await page.evaluate(
          ([built, count]) => {
            const game = (window as unknown as PageWindow).solitaire.current;
            const p = game.position;
            const movable = (c: number) =>
              p
                .column(c as Column)
                .filter((k) => p.isFaceUp(k))
                .map((k) => ({
                  card: k,
                  group: [...game.group(k)],
                  to: game.destinations(k).filter((t: Target): t is Column => t !== 'foundation'),
                }))
                .filter((m) => m.to.length > 0 && m.group.length > 0);
            const own = movable(built)[0];
            if (own) return { ...own, to: own.to[0]! };
            let best: { card: number; group: number[]; to: Column } | null = null;
            for (let c = 0; c < count; c++) {
              const m = movable(c)[0];
              if (m && (best === null || m.group.length > best.group.length)) best = { ...m, to: m.to[0]! };
            }
            return best;
          },
          [BUILT_COLUMN, COLUMN_COUNT] as const,
        );
        expect(pick, 'some group has a column to go to').not.toBeNull();
        const { card, group, to } = pick!;
        const index = await indexOf(page, card);
        const from = { x: index.box.x + index.box.width / 2, y: index.box.y + index.box.height / 2 };
        expect
          .soft(index.hit, `the ${label(card)}'s index ${fmt(index.box)} shows (the point hits ${index.hitWhat})`)
          .toBe(true);
        const played = await drag(page, pointer, card, from, to);
        expect(played, `the ${label(card)} (a group of ${group.length}) dragged onto column ${to + 1}`).toBe(true);
        const after = await page.evaluate((to) => {
          const game = (window as unknown as PageWindow).solitaire.current;
          return { last: game.history.at(-1), column: [...game.position.column(to)] };
        }, to);
        expect(after.last).toEqual({ card, to });
        expect(after.column.slice(-group.length)).toEqual(group);
        // And the cards are drawn there: the group's first card sits in the destination column.
        const column = await page.evaluate((to) => {
          const r = document.querySelector(`[data-column="${to}"]`)!.getBoundingClientRect();
          return r.x;
        }, to);
        expect(Math.abs((await cardBox(page, card)).x - column)).toBeLessThan(2);
      },
      TEST_TIMEOUT,
    );

    it('logs no console errors', () => {
      expect(errors).toEqual([]);
    });
  });
}

describe('a tablet turned sideways and back', () => {
  it('lays the table out as it was before the turn, the built column squeezed to fit again', async () => {
    const tablet = VIEWPORTS.find((v) => v.width === 768 && v.height === 1024)!;
    const errors: string[] = [];
    const { context, page } = await openViewport(browser, tablet, errors);
    try {
      await page.goto(`${SERVER_URL}?code=${CODE}`);
      await playable(page);
      for (const text of SETUP) {
        const [cardText, columnText] = text.split('-') as [string, string];
        const parsed = parseCard(cardText);
        if (!parsed.ok) throw new Error(`not a card: ${cardText}`);
        const move = { card: parsed.value, to: (Number(columnText) - 1) as Column };
        expect(
          await page.evaluate(
            (move) =>
              (
                window as unknown as { solitaire: { actions: { play(m: typeof move): boolean } } }
              ).solitaire.actions.play(move),
            move,
          ),
          `${text} played`,
        ).toBe(true);
      }
      await settled(page);
      // The card size, the fans and the board's height: what a turn there and back should give back.
      const shape = (): Promise<string> =>
        page.evaluate(() => {
          const { layout } = (window as unknown as PageWindow).solitaire;
          const s = document.scrollingElement!;
          return JSON.stringify({
            cardW: layout.cardW,
            height: layout.height,
            fans: layout.fans.map((f) => f.up),
            scrolls: s.scrollHeight > innerHeight + 1,
          });
        });
      const before = await shape();
      expect(
        (JSON.parse(before) as { scrolls: boolean }).scrolls,
        'the built column fits the tablet held upright',
      ).toBe(false);
      await page.setViewportSize({ width: tablet.height, height: tablet.width });
      await settled(page);
      await page.setViewportSize({ width: tablet.width, height: tablet.height });
      await settled(page);
      expect(await shape()).toBe(before);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

/** How far the page is scrolled or panned sideways, every way a browser can show it. */
async function sideways(
  page: Page,
): Promise<{ scrollX: number; scrollLeft: number; offsetLeft: number; pageLeft: number }> {
  return page.evaluate(() => ({
    scrollX: window.scrollX,
    scrollLeft: document.scrollingElement!.scrollLeft,
    offsetLeft: visualViewport?.offsetLeft ?? 0,
    pageLeft: visualViewport?.pageLeft ?? 0,
  }));
}

/**
 * Opens the deal at a viewport in a fresh context, runs `check` on the page (and its context), and
 * expects nothing logged as an error; the context is closed after.
 */
async function onFreshDeal(
  viewport: Viewport,
  check: (page: Page, context: BrowserContext) => Promise<void>,
): Promise<void> {
  const errors: string[] = [];
  const { context, page } = await openViewport(browser, viewport, errors);
  try {
    await page.goto(`${SERVER_URL}?code=${CODE}`);
    await playable(page);
    await settled(page);
    await check(page, context);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
}

for (const viewport of VIEWPORTS.filter((v) => v.phone)) {
  describe(`the deal at ${viewportName(viewport)}`, () => {
    it('opens the fan of its short columns to 24 px strips, and gives each card size cards visibly narrower', () =>
      onFreshDeal(viewport, async (page) => {
        // The strip each covered face-up card shows: from its top to the top of the card on it.
        const strips = await page.evaluate((count) => {
          const p = (window as unknown as PageWindow).solitaire.current.position;
          const top = (k: number): number =>
            document.querySelector(`.card[data-card="${k}"]`)!.getBoundingClientRect().top;
          const out: number[] = [];
          for (let c = 0; c < count; c++) {
            const up = p.column(c as Column).filter((k) => p.isFaceUp(k));
            for (let i = 1; i < up.length; i++) out.push(top(up[i]!) - top(up[i - 1]!));
          }
          return out;
        }, COLUMN_COUNT);
        expect(strips.length).toBeGreaterThan(20);
        expect(Math.min(...strips)).toBeGreaterThanOrEqual(24 - EPS);
        const widths: number[] = [];
        for (const size of [1, 0.85, 0.7]) {
          await changeSettings(page, { cardSize: size });
          await settled(page);
          widths.push(
            await page.evaluate(
              (k) => document.querySelector(`.card[data-card="${k}"]`)!.getBoundingClientRect().width,
              0,
            ),
          );
        }
        for (let i = 1; i < widths.length; i++)
          expect(widths[i - 1]! - widths[i]!, widths.join(', ')).toBeGreaterThanOrEqual(5);
      }));
  });
}

for (const viewport of VIEWPORTS.filter((v) => v.phone)) {
  describe(`the page at ${viewportName(viewport)} after touch drags to the screen's edges and swipes`, () => {
    it('stays put: it never scrolls or pans sideways, nor down', () =>
      onFreshDeal(viewport, async (page, context) => {
        const finger = touchPointer(await context.newCDPSession(page));
        const still = { scrollX: 0, scrollLeft: 0, offsetLeft: 0, pageLeft: 0 };
        const { width, height } = viewport;
        const edges = [
          { name: 'right', x: width - 1, y: height / 2 },
          { name: 'left', x: 1, y: height / 2 },
          { name: 'bottom', x: width / 2, y: height - 1 },
          { name: 'top', x: width / 2, y: 1 },
          { name: 'bottom right corner', x: width - 1, y: height - 1 },
        ];
        for (const edge of edges) {
          // The top card of column 4, taken by its index and dragged past the edge, then let go.
          const card = await page.evaluate(() => (window as unknown as PageWindow).solitaire.current.position.top(3)!);
          const from = await grabPoint(page, card);
          expect(from, `the ${label(card)} shows`).not.toBeNull();
          await finger.down(from!);
          for (let i = 1; i <= 10; i++)
            await finger.move({
              x: from!.x + ((edge.x - from!.x) * i) / 10,
              y: from!.y + ((edge.y - from!.y) * i) / 10,
            });
          await finger.move({ x: edge.x, y: edge.y });
          await finger.up({ x: edge.x, y: edge.y });
          await settled(page);
          expect(await sideways(page), `after a drag to the ${edge.name} edge`).toEqual(still);
          // A swipe across the felt below the table, one way and back.
          const felt = { x: width / 2, y: height - 20 };
          for (const dx of [-0.8 * width, 0.8 * width]) {
            await finger.down({ x: felt.x - dx / 2, y: felt.y });
            for (let i = 1; i <= 8; i++) await finger.move({ x: felt.x - dx / 2 + (dx * i) / 8, y: felt.y - i * 4 });
            await finger.up({ x: felt.x + dx / 2, y: felt.y - 32 });
            await settled(page);
            expect(await sideways(page), `after a drag to the ${edge.name} edge and a swipe`).toEqual(still);
          }
          expect(await tableProblems(page, EPS)).toEqual([]);
        }
      }));
  });
}
