/**
 * Driving the table from the browser tests as a person would: the viewports the tests play at, a
 * pointer that is the mouse or one finger (CDP touch events), where a card can be taken and where
 * it goes, and a drag from one to the other; the pages, contexts and checks that the browser test
 * files share.
 */
import { gameOfCode } from '@russian-solitaire/dealer';
import {
  COLUMN_COUNT,
  type Card,
  type Column,
  type Game,
  type Suit,
  type Target,
  spokenCardName,
  suitOf,
} from '@russian-solitaire/engine';
import { solve } from '@russian-solitaire/solver';
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import type { Layout } from '../src/table/layout.js';
import { LIFT_Z } from '../src/table/table.js';
import { type ViewportOptions, startBrowser, waitPlayable } from '../scripts/harness.mjs';

/** The address of the built app, served once for the whole suite (e2e/setup.ts). */
export const SERVER_URL: string = inject('previewUrl');

/** A test file's browser: one Chromium for all its tests, each in a fresh context (a profile of its own). */
export interface FileBrowser {
  /** A fresh context (empty storage) at a viewport; closing it is the caller's. */
  newContext(viewport?: ViewportOptions): Promise<BrowserContext>;
}

/**
 * The test file's one browser: started before its first test and closed after its last (call it
 * at the top level of the file).
 */
export function useBrowser(): FileBrowser {
  let started: Awaited<ReturnType<typeof startBrowser>> | undefined;
  beforeAll(async () => {
    started = await startBrowser();
  }, 60_000);
  afterAll(async () => {
    await started?.close();
  });
  return {
    newContext: (viewport) => {
      if (started === undefined) throw new Error('the browser is not started yet (useBrowser runs before the tests)');
      return started.newContext(viewport);
    },
  };
}

/** A browser window the tests play in. */
export interface Viewport {
  readonly width: number;
  readonly height: number;
  /** A phone or a tablet: touch input, mobile viewport, high-density screen. */
  readonly phone: boolean;
  readonly deviceScaleFactor: number;
}

/** A large screen, desktops and small laptops (the mouse), then a tablet and phones (touch). */
export const VIEWPORTS: readonly Viewport[] = [
  { width: 1920, height: 1080, phone: false, deviceScaleFactor: 1 },
  { width: 1366, height: 768, phone: false, deviceScaleFactor: 1 },
  { width: 1366, height: 657, phone: false, deviceScaleFactor: 1 },
  { width: 1024, height: 600, phone: false, deviceScaleFactor: 1 },
  { width: 800, height: 600, phone: false, deviceScaleFactor: 1 },
  { width: 768, height: 1024, phone: true, deviceScaleFactor: 2 },
  { width: 844, height: 390, phone: true, deviceScaleFactor: 3 },
  { width: 390, height: 844, phone: true, deviceScaleFactor: 3 },
  { width: 360, height: 640, phone: true, deviceScaleFactor: 3 },
];

export interface Point {
  x: number;
  y: number;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A pointer that drags: the mouse, or one finger through CDP touch events. */
export interface Pointer {
  down(p: Point): Promise<void>;
  move(p: Point): Promise<void>;
  up(p: Point): Promise<void>;
}

export function mousePointer(page: Page): Pointer {
  return {
    down: async (p) => {
      await page.mouse.move(p.x, p.y);
      await page.mouse.down();
    },
    move: (p) => page.mouse.move(p.x, p.y),
    up: async (p) => {
      await page.mouse.move(p.x, p.y);
      await page.mouse.up();
    },
  };
}

/** A finger: `Input.dispatchTouchEvent` is what Chromium gets from a real touch screen (pointerType 'touch'). */
export function touchPointer(cdp: CDPSession): Pointer {
  const point = (p: Point) => ({ x: p.x, y: p.y, id: 1, radiusX: 4, radiusY: 4, force: 1 });
  return {
    down: async (p) => {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point(p)] });
    },
    move: async (p) => {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point(p)] });
    },
    up: async () => {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    },
  };
}

/** A card's English name (its accessible name on the page). */
export function label(card: Card): string {
  return spokenCardName(card);
}

/** A box as text, rounded to pixels. */
export function fmt(b: Box): string {
  return `(${Math.round(b.x)},${Math.round(b.y)} ${Math.round(b.width)}×${Math.round(b.height)})`;
}

/** The page's game (`window.solitaire.current`) and its table's layout, in page functions. */
export type PageWindow = Window & { solitaire: { current: Game; layout: Layout; drawings: number } };

/** The top-left index box of a card, and whether the element at its centre is that card. */
export async function indexOf(page: Page, card: Card): Promise<{ box: Box; hit: boolean; hitWhat: string }> {
  return page.evaluate((card) => {
    const node = document.querySelector(`.card[data-card="${card}"]`)!;
    const r = node.querySelector('.corner:not(.bottom)')!.getBoundingClientRect();
    const hitEl = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    const hitCard = hitEl?.closest('[data-card]');
    const hitWhat = hitCard
      ? `card ${(hitCard as HTMLElement).dataset.name}`
      : hitEl
        ? `${hitEl.tagName.toLowerCase()}${hitEl.id ? '#' + hitEl.id : ''}.${[...hitEl.classList].join('.')}`
        : 'nothing';
    return { box: { x: r.x, y: r.y, width: r.width, height: r.height }, hit: hitCard === node, hitWhat };
  }, card);
}

/**
 * A point of the card that a finger or the mouse can take it by: its index's centre when that
 * shows, else any uncovered point of it inside the viewport (null when none is).
 */
export async function grabPoint(page: Page, card: Card): Promise<Point | null> {
  return page.evaluate((card) => {
    const node = document.querySelector(`.card[data-card="${card}"]`)!;
    const hits = (x: number, y: number) =>
      x >= 0 &&
      y >= 0 &&
      x < innerWidth &&
      y < innerHeight &&
      document.elementFromPoint(x, y)?.closest('[data-card]') === node;
    const c = node.querySelector('.corner:not(.bottom)')!.getBoundingClientRect();
    const centre = { x: c.x + c.width / 2, y: c.y + c.height / 2 };
    if (hits(centre.x, centre.y)) return centre;
    const r = node.getBoundingClientRect();
    for (let fy = 0.05; fy < 1; fy += 0.1)
      for (let fx = 0.2; fx < 1; fx += 0.2) {
        const x = r.x + fx * r.width;
        const y = r.y + fy * r.height;
        if (hits(x, y)) return { x, y };
      }
    return null;
  }, card);
}

/** The box of a column's top card, or of the empty column's slot. */
export async function targetBox(page: Page, column: Column): Promise<{ box: Box; top: Card | null }> {
  return page.evaluate((column) => {
    const game = (window as unknown as PageWindow).solitaire.current;
    const top = game.position.top(column);
    const node =
      top === undefined
        ? document.querySelector(`[data-column="${column}"]`)!
        : document.querySelector(`.card[data-card="${top}"]`)!;
    const r = node.getBoundingClientRect();
    return { box: { x: r.x, y: r.y, width: r.width, height: r.height }, top: top ?? null };
  }, column);
}

/** The box of a suit's foundation pile (`[data-foundation]`; its top card, if any, lies on it). */
export async function foundationBox(page: Page, suit: Suit): Promise<Box> {
  return page.evaluate((suit) => {
    const r = document.querySelector(`[data-foundation="${suit}"]`)!.getBoundingClientRect();
    return { x: r.x, y: r.y, width: r.width, height: r.height };
  }, suit);
}

export async function cardBox(page: Page, card: Card): Promise<Box> {
  return page.evaluate((card) => {
    const r = document.querySelector(`.card[data-card="${card}"]`)!.getBoundingClientRect();
    return { x: r.x, y: r.y, width: r.width, height: r.height };
  }, card);
}

export async function historyLength(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as PageWindow).solitaire.current.history.length);
}

/** How a drag goes. */
export interface DragOptions {
  /** Steps of the pointer from the start to the end (after one step past the drag threshold). */
  readonly steps?: number;
  /** The pause before letting go, in milliseconds. */
  readonly holdMs?: number;
  /** Whether to wait, after the move was played, until the cards' transitions are over. */
  readonly settle?: boolean;
}

/**
 * Drags a card from `from` (a point on it) so that it lies where the target column's top card
 * (or empty slot) lies — or, for `'foundation'`, on its suit's foundation pile — and lets go;
 * resolves with whether the game played a move.
 */
export async function drag(
  page: Page,
  pointer: Pointer,
  card: Card,
  from: Point,
  to: Target,
  { steps = 12, holdMs = 50, settle = true }: DragOptions = {},
): Promise<boolean> {
  const before = await historyLength(page);
  const own = await cardBox(page, card);
  const target = to === 'foundation' ? await foundationBox(page, suitOf(card)) : (await targetBox(page, to)).box;
  const end = { x: target.x + (from.x - own.x), y: target.y + (from.y - own.y) };
  await pointer.down(from);
  // Past the drag threshold first, then the rest of the way in steps.
  await pointer.move({ x: from.x + 4, y: from.y + 8 });
  for (let i = 1; i <= steps; i++) {
    await pointer.move({ x: from.x + ((end.x - from.x) * i) / steps, y: from.y + ((end.y - from.y) * i) / steps });
  }
  if (holdMs > 0) await page.waitForTimeout(holdMs);
  await pointer.up(end);
  await page
    .waitForFunction((before) => (window as unknown as PageWindow).solitaire.current.history.length > before, before, {
      polling: 20,
      timeout: 3_000,
    })
    .catch(() => {}); // no move played: the answer below says so
  if (settle) await settled(page);
  return (await historyLength(page)) > before;
}

/**
 * Waits until the transitions and animations (the finite ones) are over: of the elements that
 * `selectors` pick and what they hold, or of the whole page. The page draws in its next animation
 * frame, where a move's transitions start: that drawing is waited for first.
 */
export async function settled(page: Page, selectors: readonly string[] | null = null): Promise<void> {
  await drawn(page);
  await page.waitForFunction(
    (selectors) =>
      (selectors === null
        ? document.getAnimations()
        : selectors.flatMap((s) => [...document.querySelectorAll(s)].flatMap((e) => e.getAnimations({ subtree: true })))
      ).every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
    selectors,
    { polling: 25, timeout: 3_000 },
  );
}

export function viewportName(v: Viewport): string {
  return `${v.width}×${v.height} (${v.phone ? `touch, ×${v.deviceScaleFactor}` : 'desktop, mouse'})`;
}

/**
 * What is wrong with the table as it shows (each problem as a line of text): the page scrolls,
 * sideways or down (every column fits: a long one squeezes its fan); a face-up column card's
 * top-left index lies outside the page, or is covered, at its middle or at its foot (a squeezed
 * column draws its index smaller, whole in its strip); a face-down card's top edge lies outside the
 * page. Columns longer than `wholeUpTo` cards (longer than the table was sized for, squeezed below
 * the least strip) need only show their indexes' middles.
 */
export async function tableProblems(page: Page, eps = 0.5, wholeUpTo = 24): Promise<string[]> {
  // Which card covers which is read below: the cards a move lifted above the others (a z-index
  // from LIFT_Z up) must first be back among them. The table puts them back on a timer of its own,
  // which a busy machine may run after the glide and `settled` have ended.
  await page.waitForFunction(
    (liftZ) =>
      [...document.querySelectorAll<HTMLElement>('.card')].every((card) => !(Number(card.style.zIndex) >= liftZ)),
    LIFT_Z,
    { polling: 25, timeout: 3_000 },
  );
  return page.evaluate(
    ({ eps, columns, wholeUpTo }) => {
      const out: string[] = [];
      const s = document.scrollingElement!;
      const { current: game } = (window as unknown as PageWindow).solitaire;
      const p = game.position;
      if (s.scrollWidth > innerWidth + 1)
        out.push(`the page scrolls sideways: scrollWidth ${s.scrollWidth} > ${innerWidth}`);
      if (s.scrollHeight > innerHeight + 1)
        out.push(`the page scrolls: scrollHeight ${s.scrollHeight} > ${innerHeight}`);
      const box = (r: DOMRect): string =>
        `(${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)})`;
      for (let c = 0; c < columns; c++)
        for (const k of p.column(c as Column)) {
          const node = document.querySelector<HTMLElement>(`.card[data-card="${k}"]`)!;
          if (!p.isFaceUp(k)) continue;
          if (node.hidden) {
            out.push(`${node.dataset.name} (column ${c + 1}) is hidden`);
            continue;
          }
          const r = node.querySelector('.corner:not(.bottom)')!.getBoundingClientRect();
          if (r.x < -eps || r.y < -eps || r.right > innerWidth + eps || r.bottom > innerHeight + eps) {
            out.push(`${node.dataset.name} (column ${c + 1}) index at ${box(r)}, off the page`);
            continue;
          }
          const points = p.length[c]! <= wholeUpTo ? [0.5, 0.95] : [0.5];
          for (const f of points) {
            const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height * f)?.closest('[data-card]');
            if (hit !== node)
              out.push(
                `${node.dataset.name} (column ${c + 1}) index at ${box(r)} is under ${(hit as HTMLElement | null)?.dataset.name ?? 'something else'} at ${Math.round(f * 100)} % of its height`,
              );
          }
        }
      for (const node of document.querySelectorAll<HTMLElement>('.card.down:not([hidden])')) {
        const r = node.getBoundingClientRect();
        if (r.y < -eps || r.y >= innerHeight || r.x < -eps || r.right > innerWidth + eps)
          out.push(`${node.id} (a back) at ${box(r)}, off the page`);
      }
      return out;
    },
    { eps, columns: COLUMN_COUNT, wholeUpTo },
  );
}

/**
 * The game of a winnable code played along the solver's winning line until no card is face down
 * (so that the page can say it can still be won, and Finish can win it): not won yet.
 */
export function playedToAllFaceUp(code: string): Game {
  const start = gameOfCode(code);
  if (!start.ok) throw new Error(start.error.message);
  const game = start.value;
  const solved = solve(game, { budget: 1_000_000 });
  if (!solved.ok || solved.value.status !== 'solved') throw new Error(`${code} should be winnable`);
  for (const move of solved.value.line) {
    if (game.position.faceDownCount === 0) break;
    const played = game.play(move);
    if (!played.ok) throw new Error(`the solver's line of ${code} was refused: ${played.error.code}`);
  }
  if (game.position.faceDownCount !== 0 || game.isWon) throw new Error(`${code}'s line never has every card face up`);
  return game;
}

/**
 * A fresh context of the file's browser at a viewport (touch and a phone's scale on phones) and a
 * page in it whose console errors and page errors go to `errors`.
 */
export async function openViewport(
  browser: FileBrowser,
  viewport: Viewport,
  errors: string[],
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    width: viewport.width,
    height: viewport.height,
    hasTouch: viewport.phone,
    isMobile: viewport.phone,
    deviceScaleFactor: viewport.deviceScaleFactor,
  });
  const page = await context.newPage();
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => errors.push(`page error: ${e.message}`));
  return { context, page };
}

/**
 * Waits until the page has drawn what the last input changed: the page draws once per animation
 * frame, so two frames after the input was handled its drawing is on the screen.
 */
export async function drawn(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

/**
 * Waits until the page is playable: its first cards are drawn (by the page's start) and the rest
 * of the app has taken them over (`window.solitaire`), so that inputs reach the game.
 */
export async function playable(page: Page, timeout = 15_000): Promise<void> {
  await waitPlayable(page, timeout);
}

/**
 * Waits until the page speaks a language (its `<html lang>`, set when it draws in it: a language
 * other than English is loaded first) and has drawn it.
 */
export async function speaks(page: Page, lang: string): Promise<void> {
  await page.waitForFunction((lang) => document.documentElement.lang === lang, lang, { polling: 20, timeout: 10_000 });
  await drawn(page);
}

/** Changes settings through the page's own actions, as the settings panel does (nothing waits here). */
export async function changeSettings(page: Page, changes: Readonly<Record<string, unknown>>): Promise<void> {
  await page.evaluate(
    (changes) =>
      (
        window as unknown as { solitaire: { actions: { changeSettings(c: object): void } } }
      ).solitaire.actions.changeSettings(changes),
    changes,
  );
}

/** Opens the menu when the header folds the less used actions into it (and it is not open yet). */
export async function showActions(page: Page): Promise<void> {
  if (await page.locator('#code-input').isVisible()) return;
  await page.locator('#menu').click();
  await drawn(page);
}

/** The dialogs that the toolbar's buttons open, by button: a dialog's code loads when it first opens. */
const OPENS: Readonly<Record<string, string>> = {
  '#open-settings': '#settings',
  '#open-moves': '#move-log',
  '#statistics': '#stats-dialog',
  '#open-rules': '#rules',
};

/**
 * Clicks an action of the toolbar: where the header folds it into the menu (a small screen, a
 * short window, a long language), the menu is opened first, as a player would. An action that
 * opens a dialog is done once the dialog is open (its code loads when it first opens).
 */
export async function clickAction(page: Page, selector: string): Promise<void> {
  const target = page.locator(selector);
  if (!(await target.isVisible())) await showActions(page);
  await target.click();
  const dialog = OPENS[selector];
  if (dialog !== undefined) await page.waitForSelector(`${dialog}[open]`, { timeout: 10_000 });
  await drawn(page);
}

/** A page of a test file's browser at a viewport, for the tests of a `describe`. */
export interface ViewportPage {
  /** The page (a fresh context's). */
  readonly page: Page;
  /** Its context. */
  readonly context: BrowserContext;
  /** What it logged as an error (console errors and page errors). */
  readonly errors: string[];
}

/**
 * Opens `address` (after the app's address) at a viewport in a fresh context before the first test
 * of the `describe` it is called in, once the page is playable, and closes the context after its
 * last test (call it at the top of a `describe`).
 */
export function usePageAt(browser: FileBrowser, viewport: Viewport, address: string): ViewportPage {
  const errors: string[] = [];
  let opened: { context: BrowserContext; page: Page } | null = null;
  beforeAll(async () => {
    opened = await openViewport(browser, viewport, errors);
    await opened.page.goto(`${SERVER_URL}${address}`);
    await playable(opened.page);
  });
  afterAll(async () => {
    await opened?.context.close();
  });
  const get = (): { context: BrowserContext; page: Page } => {
    if (opened === null) throw new Error('the page is not open yet (usePageAt opens it before the tests)');
    return opened;
  };
  return {
    get page() {
      return get().page;
    },
    get context() {
      return get().context;
    },
    errors,
  };
}

/** The colour of each suit's cards, spades, hearts, diamonds, clubs, as the page's custom properties name them. */
const SUIT_INKS = {
  two: ['--black', '--red', '--red', '--black'],
  four: ['--black', '--red', '--diamond', '--club'],
} as const;

/**
 * What is wrong with the colours of the cards a selector picks (`{suit}` in it stands for the suit's
 * number, 0–3): each suit's cards should take the deck's colour for it (`four` for a four-colour
 * deck: diamonds and clubs colours of their own), read as the computed `property` (`color`, or
 * `fill` for SVG text). A suit of `suits` of which the selector picks nothing is a problem too.
 */
export async function deckProblems(
  page: Page,
  selector: string,
  property: 'color' | 'fill',
  deck: keyof typeof SUIT_INKS,
  suits: readonly number[] = [0, 1, 2, 3],
): Promise<string[]> {
  return page.evaluate(
    ({ selector, property, inks, suits }) => {
      const out: string[] = [];
      inks.forEach((ink, suit) => {
        const probe = document.createElement('span');
        probe.style.color = `var(${ink})`;
        document.body.append(probe);
        const expected = getComputedStyle(probe).color;
        probe.remove();
        const nodes = [...document.querySelectorAll(selector.replace('{suit}', String(suit)))];
        if (nodes.length === 0 && suits.includes(suit)) out.push(`no card of suit ${suit} (${selector})`);
        for (const node of nodes) {
          const shown = getComputedStyle(node).getPropertyValue(property);
          if (shown !== expected)
            out.push(`${node.textContent ?? ''} (suit ${suit}) is ${shown}, not ${expected} (${ink})`);
        }
      });
      return out;
    },
    { selector, property, inks: SUIT_INKS[deck], suits },
  );
}

/** Where a dialog lets what lies under it show through: its background is not opaque. */
export async function seeThrough(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const colour = getComputedStyle(document.querySelector(selector)!).backgroundColor;
    const alpha = /rgba\([^)]*,\s*([\d.]+)\)/.exec(colour);
    const transparent = colour === 'transparent' || (alpha !== null && Number(alpha[1]) < 1);
    return transparent ? [`its background ${colour} lets the table show through`] : [];
  }, selector);
}

/** Whether an element lies wholly on the screen. */
export async function onScreen(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((selector) => {
    const r = document.querySelector(selector)!.getBoundingClientRect();
    return r.width > 0 && r.left >= 0 && r.top >= 0 && r.right <= innerWidth + 0.5 && r.bottom <= innerHeight + 0.5;
  }, selector);
}

/**
 * Whether a dialog shows its beginning: its title (its first heading) lies inside the dialog's box
 * and on the screen, as when it has just opened (not scrolled to its end).
 */
export async function titleShows(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((selector) => {
    const dialog = document.querySelector(selector)!;
    const r = dialog.getBoundingClientRect();
    const t = dialog.querySelector('h2')!.getBoundingClientRect();
    return t.height > 0 && t.top >= Math.max(0, r.top) - 0.5 && t.bottom <= Math.min(innerHeight, r.bottom) + 0.5;
  }, selector);
}
