/**
 * The table fits the screen: at desktop, small-laptop and phone sizes, a deal whose seventh column
 * has been built up to 24 cards must show every card without scrolling. Each viewport gets a fresh
 * browser profile, opens `?code=RU1-C-AAAAAAD`, plays 9S-7, 8H-7, 7C-7 and 4C-7 by dragging
 * (the mouse on desktops, a finger — CDP touch events — on phones), then checks that
 *  - the page does not scroll either way;
 *  - every face-up card's top-left index lies inside the viewport and is not covered;
 *  - every face-down card's top edge lies inside the viewport;
 *  - the longest movable group can be dragged by its visible index onto its destination;
 *  - nothing was logged to the console as an error.
 * The moves' legality and the expected result come from the page's own engine game
 * (`window.solitaire.current`).
 */
import { COLUMN_COUNT, type Column, type Target, parseCard } from '@russian-solitaire/engine';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type launchBrowser, startPreview } from '../scripts/harness.mjs';
import {
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
  touchPointer,
  viewportName,
  openViewport,
} from './drive.js';

const CODE = 'RU1-C-AAAAAAD';
/** The moves that build column 7 up to 24 cards (card, then the column number 1–7). */
const SETUP = ['9S-7', '8H-7', '7C-7', '4C-7'] as const;
const BUILT_COLUMN = 6 as Column;
const BUILT_LENGTH = 24;
/** Slack for sub-pixel rounding of boxes. */
const EPS = 0.5;
const TEST_TIMEOUT = 120_000;

let server: Awaited<ReturnType<typeof startPreview>>;

beforeAll(async () => {
  buildApp();
  server = await startPreview();
}, 300_000);

afterAll(async () => {
  await server?.stop();
});

for (const viewport of VIEWPORTS) {
  describe(`the table at ${viewportName(viewport)}`, () => {
    let browser: Awaited<ReturnType<typeof launchBrowser>> | undefined;
    let page: Page;
    let pointer: Pointer;
    const errors: string[] = [];
    let ready = false;

    beforeAll(async () => {
      // A fresh profile: nothing saved, so the code is dealt as it is.
      ({ browser, page } = await openViewport(viewport, errors));
      pointer = viewport.phone ? touchPointer(await browser.context.newCDPSession(page)) : mousePointer(page);
      await page.goto(`${server.url}?code=${CODE}`);
      await page.waitForSelector('.card.up');
      // The kinds of pointer the page sees, to check that phones are driven by touch.
      await page.evaluate(() => {
        const kinds = new Set<string>();
        (window as unknown as { pointerKinds: Set<string> }).pointerKinds = kinds;
        window.addEventListener('pointerdown', (e) => kinds.add(e.pointerType), { capture: true });
      });
      await page.waitForTimeout(300);
    }, TEST_TIMEOUT);

    afterAll(async () => {
      await browser?.close();
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
            // Not on the screen: a failure of the layout, but scroll to it (as a player would) so
            // that the checks after this one still see the 24-card column.
            expect.soft(from, `${text}: some part of the ${label(card)} shows without scrolling`).not.toBeNull();
            await page.evaluate((card) => {
              document.querySelector(`.card[data-card="${card}"]`)!.scrollIntoView({ block: 'center' });
            }, card);
            await page.waitForTimeout(100);
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

    it('does not scroll', async () => {
      expect(ready, 'the setup moves were played').toBe(true);
      const m = await page.evaluate(() => {
        const s = document.scrollingElement!;
        return { sw: s.scrollWidth, sh: s.scrollHeight, iw: innerWidth, ih: innerHeight };
      });
      expect.soft(m.sh, `scrollHeight ${m.sh} against innerHeight ${m.ih}`).toBeLessThanOrEqual(m.ih + 1);
      expect.soft(m.sw, `scrollWidth ${m.sw} against innerWidth ${m.iw}`).toBeLessThanOrEqual(m.iw + 1);
    });

    it("shows every face-up card's index inside the viewport, uncovered", async () => {
      expect(ready, 'the setup moves were played').toBe(true);
      const cards = await page.evaluate((count) => {
        const p = (window as unknown as PageWindow).solitaire.current.position;
        const out: number[] = [];
        for (let c = 0; c < count; c++) for (const k of p.column(c as Column)) if (p.isFaceUp(k)) out.push(k);
        return out;
      }, COLUMN_COUNT);
      expect(cards.length).toBeGreaterThan(BUILT_LENGTH - 6);
      const outside: string[] = [];
      const covered: string[] = [];
      for (const card of cards) {
        const { box, hit, hitWhat } = await indexOf(page, card);
        const inside =
          box.x >= -EPS &&
          box.y >= -EPS &&
          box.x + box.width <= viewport.width + EPS &&
          box.y + box.height <= viewport.height + EPS;
        if (!inside) outside.push(`${label(card)} ${fmt(box)}`);
        else if (!hit) covered.push(`${label(card)} ${fmt(box)} under ${hitWhat}`);
      }
      expect
        .soft(outside, `${outside.length} of ${cards.length} indexes outside ${viewport.width}×${viewport.height}`)
        .toEqual([]);
      expect.soft(covered, `${covered.length} of ${cards.length} indexes covered`).toEqual([]);
    });

    it("shows every face-down card's top edge inside the viewport", async () => {
      expect(ready, 'the setup moves were played').toBe(true);
      const boxes = await page.evaluate(() =>
        // The backs on the table (the page keeps spare backs hidden); a back names no card.
        [...document.querySelectorAll<HTMLElement>('.card.down:not([hidden])')].map((node) => {
          const r = node.getBoundingClientRect();
          return { id: node.id, box: { x: r.x, y: r.y, width: r.width, height: r.height } };
        }),
      );
      expect(boxes.length).toBeGreaterThan(0);
      const outside = boxes
        .filter(
          ({ box }) =>
            box.y < -EPS || box.y >= viewport.height || box.x < -EPS || box.x + box.width > viewport.width + EPS,
        )
        .map(({ id, box }) => `${id} ${fmt(box)}`);
      expect(outside, `${outside.length} of ${boxes.length} face-down tops outside the viewport`).toEqual([]);
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
