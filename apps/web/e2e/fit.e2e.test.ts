/**
 * The table fits the screen and holds still: at a large screen, desktop, small-laptop, tablet and
 * phone sizes, a deal whose seventh column is built up to 24 cards. Each viewport gets a fresh
 * browser profile (a context of the file's one browser), opens `?code=RU1-C-AAAAAAD`, plays 9S-7, 8H-7, 7C-7 and 4C-7 by dragging
 * (the mouse on desktops, a finger — CDP touch events — on touch screens), then checks that
 *  - the card size, the arrangement and the foundations' places are those of the deal;
 *  - the page does not scroll sideways, nor down where a 24-card column fits by design (everywhere
 *    but a phone held sideways, where it may scroll only with the column squeezed to its tightest);
 *  - every face-up card's top-left index lies on the page and is not covered; every face-down
 *    card's top edge lies on the page;
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
          let from = await grabPoint(page, card);
          if (from === null) {
            // Not on the screen: where the column should fit, a failure of the layout; scroll to it
            // (as a player would) so that the checks after this one still see the 24-card column.
            if (viewport.longColumnFits)
              expect.soft(from, `${text}: some part of the ${label(card)} shows without scrolling`).not.toBeNull();
            await page.evaluate((card) => {
              document.querySelector(`.card[data-card="${card}"]`)!.scrollIntoView({ block: 'center' });
            }, card);
            from = await grabPoint(page, card);
          }
          expect(from, `${text}: some part of the ${label(card)} shows on the screen`).not.toBeNull();
          expect(await drag(page, pointer, card, from!, to), `${text} played by dragging the ${label(card)}`).toBe(
            true,
          );
          await page.evaluate(() => window.scrollTo(0, 0));
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

    it(`does not scroll${viewport.longColumnFits ? '' : ' sideways, nor down unless column 7 is at its tightest'}`, async () => {
      expect(ready, 'the setup moves were played').toBe(true);
      const m = await page.evaluate(() => {
        const s = document.scrollingElement!;
        return { sw: s.scrollWidth, sh: s.scrollHeight, iw: innerWidth, ih: innerHeight };
      });
      if (viewport.longColumnFits)
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
        // Where the column may scroll, the player scrolls to the card first.
        if (!viewport.longColumnFits)
          await page.evaluate((card) => {
            document.querySelector(`.card[data-card="${card}"] .corner`)!.scrollIntoView({ block: 'nearest' });
          }, card);
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
