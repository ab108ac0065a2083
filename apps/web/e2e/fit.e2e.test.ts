/**
 * The table fits the screen and holds still: at a large screen, desktop, small-laptop, tablet and
 * phone sizes, a deal whose seventh column is built up to 24 cards. Each viewport gets one page, a
 * fresh browser profile (a context of the file's one browser), which opens `?code=RU1-C-AAAAAAD`
 * and checks on the deal that every covered face-up card shows a strip of 24 px (40 % of a card too
 * small for that) and that each card size gives cards visibly narrower; then plays 9S-7, 8H-7, 7C-7
 * and 4C-7 by dragging (the mouse on desktops, a finger — CDP touch events — on touch screens), and
 * checks that
 *  - the card size, the arrangement and the foundations' places are those of the deal;
 *  - the page does not scroll, sideways or down: the column fits by spacing its fan (squeezed, with a
 *    smaller index, on a phone held sideways);
 *  - every face-up card's top-left index lies on the page and is not covered, at its middle nor at
 *    its foot; every face-down card's top edge lies on the page;
 *  - a column fans tighter than 24 px only when it needs the board's whole height;
 *  - the longest movable group can be dragged by its index onto its destination;
 *  - a drag past each edge of the screen, each followed by a swipe both ways, leaves the page where
 *    it was: not scrolled or panned, sideways or down;
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
import { COMFORTABLE_STRIP } from '../src/table/layout.js';

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

    it(`opens the deal's fans to ${COMFORTABLE_STRIP} px strips where the cards allow, and gives each card size cards visibly narrower`, async () => {
      // Every column of the deal fits comfortably: none is tightened.
      expect(await fanProblems(page, { tightened: false })).toEqual([]);
      const widths: number[] = [];
      for (const size of [1, 0.85, 0.7]) {
        await changeSettings(page, { cardSize: size });
        await settled(page);
        widths.push((await cardBox(page, 0)).width);
      }
      await changeSettings(page, { cardSize: 1 });
      await settled(page);
      for (let i = 1; i < widths.length; i++)
        expect(widths[i - 1]! - widths[i]!, widths.join(', ')).toBeGreaterThanOrEqual(5);
      expect(await stillParts(page), 'the largest card size again').toEqual(dealt);
    });

    it(
      `plays ${SETUP.join(', ')} by ${viewport.phone ? 'touch' : 'mouse'}, so that column 7 holds ${BUILT_LENGTH} cards`,
      async () => {
        expect(await page.evaluate(() => (window as unknown as PageWindow).solitaire.current.gameCode)).toBe(CODE);
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

    it(`fans a covered card ${COMFORTABLE_STRIP} px or more but in a column that needs the board's whole height`, async () => {
      expect(ready, 'the setup moves were played').toBe(true);
      expect(await fanProblems(page, { tightened: true })).toEqual([]);
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

    it(`stays put after ${viewport.phone ? 'touch drags' : 'drags'} past each edge of the screen, each followed by a swipe: it never scrolls or pans sideways, nor down`, async () => {
      expect(ready, 'the setup moves were played').toBe(true);
      await dragsPastEdges(page, pointer, viewport);
    });

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
 * Drags the top card of column 4 by its index past each edge of the screen (right, left, bottom,
 * top, the bottom right corner) and lets go there; after each, swipes across the felt one way and
 * back. After every drag and every swipe the page has not scrolled or panned, sideways or down,
 * and the table shows whole (`tableProblems`).
 */
async function dragsPastEdges(page: Page, pointer: Pointer, viewport: Viewport): Promise<void> {
  const still = { scrollX: 0, scrollLeft: 0, offsetLeft: 0, pageLeft: 0 };
  const { width, height } = viewport;
  const edges = [
    { name: 'right', x: width - 1, y: height / 2 },
    { name: 'left', x: 1, y: height / 2 },
    { name: 'bottom', x: width / 2, y: height - 1 },
    { name: 'top', x: width / 2, y: 1 },
    { name: 'bottom right corner', x: width - 1, y: height - 1 },
  ];
  const steps = 6;
  let swipes = 0;
  for (const edge of edges) {
    const card = await page.evaluate(() => (window as unknown as PageWindow).solitaire.current.position.top(3)!);
    const from = await grabPoint(page, card);
    expect(from, `the ${label(card)} shows`).not.toBeNull();
    await pointer.down(from!);
    for (let i = 1; i <= steps; i++)
      await pointer.move({
        x: from!.x + ((edge.x - from!.x) * i) / steps,
        y: from!.y + ((edge.y - from!.y) * i) / steps,
      });
    await pointer.up({ x: edge.x, y: edge.y });
    await settled(page);
    expect(await sideways(page), `after a drag to the ${edge.name} edge`).toEqual(still);
    // A swipe across the felt near the bottom, one way and back.
    const felt = { x: width / 2, y: height - 20 };
    for (const dx of [-0.8 * width, 0.8 * width]) {
      await pointer.down({ x: felt.x - dx / 2, y: felt.y });
      for (let i = 1; i <= steps; i++) await pointer.move({ x: felt.x - dx / 2 + (dx * i) / steps, y: felt.y - i * 4 });
      await pointer.up({ x: felt.x + dx / 2, y: felt.y - 4 * steps });
      await settled(page);
      expect(await sideways(page), `after a drag to the ${edge.name} edge and a swipe`).toEqual(still);
      swipes++;
    }
    expect(await tableProblems(page, EPS), `after a drag to the ${edge.name} edge and the swipes`).toEqual([]);
  }
  expect(swipes).toBe(2 * edges.length);
}

/**
 * Where a column is fanned tighter than comfortable: a covered face-up card shows a strip of less
 * than 24 px (`COMFORTABLE_STRIP`; 40 % of a card too small for that), measured on the page. With
 * `tightened`, a column may be, as far as it takes to fit the board's height: only one whose last
 * card does not reach the bottom of the board is a problem.
 */
async function fanProblems(page: Page, { tightened }: { tightened: boolean }): Promise<string[]> {
  return page.evaluate(
    ({ columns, comfortable, eps, tightened }) => {
      const { current: game, layout } = (window as unknown as PageWindow).solitaire;
      const p = game.position;
      const want = Math.min(comfortable, 0.4 * layout.cardH);
      const board = document.getElementById('board')!.getBoundingClientRect();
      const box = (k: number): DOMRect => document.querySelector(`.card[data-card="${k}"]`)!.getBoundingClientRect();
      const out: string[] = [];
      let strips = 0;
      for (let c = 0; c < columns; c++) {
        const pile = p.column(c as Column);
        const up = pile.filter((k) => p.isFaceUp(k));
        if (up.length < 2) continue;
        const least = Math.min(...up.slice(1).map((k, i) => box(k).top - box(up[i]!).top));
        strips += up.length - 1;
        if (least >= want - eps) continue;
        if (!tightened) {
          out.push(
            `column ${c + 1} (${pile.length} cards) shows ${least.toFixed(1)} px strips, under ${want.toFixed(1)}`,
          );
          continue;
        }
        // Tightened: its fan is on a grid of 1/16 px a step, so it may fall short of the room by that much a card.
        const short = board.bottom - box(pile.at(-1)!).bottom - layout.gap;
        if (short > pile.length / 16 + 1)
          out.push(
            `column ${c + 1} (${pile.length} cards) shows ${least.toFixed(1)} px strips, under ${want.toFixed(1)}, with ${short.toFixed(1)} px of the board left below it`,
          );
      }
      if (strips === 0) out.push('no covered face-up card to measure');
      return out;
    },
    { columns: COLUMN_COUNT, comfortable: COMFORTABLE_STRIP, eps: EPS, tightened },
  );
}
