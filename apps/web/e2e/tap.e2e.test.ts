/**
 * One tap plays (the page's default): at every test viewport, by the mouse on desktops and by a
 * finger (CDP touch events) on the tablet and the phones, a tap on a card sends it, with the cards
 * above it, to its best legal place: its foundation when the engine takes it there, else the column
 * the engine's auto placement picks; a card with no legal place stays, and the status line gives
 * auto placement's refusal. A double tap plays the card once. At one desktop the keyboard does the
 * same with Enter (Space still picks a card for a target of the player's choice). With the setting
 * off, at every viewport, the tap of before comes back: a tap sends a card home only, a double tap
 * places it.
 * What each tap must do comes from the page's own engine game (`window.solitaire.current`).
 * Two deals are played to their end by taps alone, each tap the card the engine's tap would move
 * to a new position: one to a win by a finger at 390×844, one to no legal move left by the mouse at
 * 1366×768; the win screen or the end-of-game dialog then shows.
 */
import { gameOfCode, startOfCode } from '@russian-solitaire/dealer';
import {
  type Card,
  type Column,
  type Game,
  type Move,
  spokenCardName,
  makeMove,
  makePosition,
  unwrap,
  resumeGame,
} from '@russian-solitaire/engine';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type PageWindow,
  type Point,
  type Pointer,
  SERVER_URL,
  VIEWPORTS,
  drawn,
  grabPoint,
  historyLength,
  label,
  mousePointer,
  openViewport,
  playable,
  settled,
  touchPointer,
  usePageAt,
  useBrowser,
  viewportName,
  changeSettings,
} from './drive.js';
import { DOUBLE_TAP_MS, SAME_PLACE } from '../src/table/pointer.js';

/** A deal whose opening has a card to send home, one to place on a column and one with no place. */
const CODE = 'RU1-C-AAAAABC';
const browser = useBrowser();

/** A tap: one touch by a finger on touch screens, a click of the mouse on desktops. */
async function tapAt(pointer: Pointer, at: Point): Promise<void> {
  await pointer.down(at);
  await pointer.up(at);
}

/**
 * Starts noting anew the page's own times of pointer releases, to know whether two taps came within
 * a double tap's time (`releases` reads them).
 */
async function noteReleases(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { tapTimes?: number[] };
    if (w.tapTimes === undefined) {
      const times: number[] = [];
      w.tapTimes = times;
      window.addEventListener('pointerup', () => times.push(performance.now()), true);
    } else w.tapTimes.length = 0;
  });
}

/** The page's times of the pointer releases noted since `noteReleases`. */
function releases(page: Page): Promise<number[]> {
  return page.evaluate(() => (window as unknown as { tapTimes: number[] }).tapTimes);
}

/** What one tap on a card must do, as the engine says: the move it plays, or the refusal's words. */
function expectedTap(game: Game, card: Card): { move: Move | null; refusal: string | null } {
  if (game.check({ card, to: 'foundation' }) === null) return { move: { card, to: 'foundation' }, refusal: null };
  const target = game.autoPlaceTarget(card);
  return target.ok
    ? { move: { card, to: target.value }, refusal: null }
    : { move: null, refusal: target.error.message };
}

/** The cards of the page's game that a tap sends home, onto a column, and nowhere (one of each, if any). */
async function cardsToTap(page: Page): Promise<{ home: Card | null; column: Card | null; none: Card | null }> {
  return page.evaluate(() => {
    const game = (window as unknown as PageWindow).solitaire.current;
    const visible = game.snapshot().columns.flatMap((c) => c.faceUp);
    const home = visible.find((k) => game.check({ card: k, to: 'foundation' }) === null) ?? null;
    const column =
      visible.find((k) => game.check({ card: k, to: 'foundation' }) !== null && game.autoPlaceTarget(k).ok) ?? null;
    const none =
      visible.find((k) => game.check({ card: k, to: 'foundation' }) !== null && !game.autoPlaceTarget(k).ok) ?? null;
    return { home, column, none };
  });
}

/** The page's game, resumed here from its save: the engine answers for it beside the browser. */
async function pageGame(page: Page): Promise<Game> {
  const text = await page.evaluate(() => JSON.stringify((window as unknown as PageWindow).solitaire.current.save()));
  const game = resumeGame(text, { startOf: startOfCode });
  if (!game.ok) throw new Error(game.error.message);
  return game.value;
}

/** The moves of the page's game, as text. */
async function pageHistory(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    (window as unknown as PageWindow).solitaire.current.history.map((m) => `${m.card}-${m.to}`),
  );
}

function asText(move: Move): string {
  return `${move.card}-${move.to}`;
}

for (const viewport of VIEWPORTS) {
  describe(`one tap at ${viewportName(viewport)}`, () => {
    const opened = usePageAt(browser, viewport, `?code=${CODE}`);
    let pointer: Pointer;

    beforeAll(async () => {
      pointer = viewport.phone
        ? touchPointer(await opened.context.newCDPSession(opened.page))
        : mousePointer(opened.page);
    });

    it('sends a tapped card home, else onto the column auto placement picks, and says why a card has no place', async () => {
      const { page, errors } = opened;
      const { home, column } = await cardsToTap(page);
      expect(home, 'a card that can go home').not.toBeNull();
      expect(column, 'a card that can go onto a column').not.toBeNull();
      for (const card of [home!, column!]) {
        const game = await pageGame(page);
        const { move } = expectedTap(game, card);
        const before = await pageHistory(page);
        const at = await grabPoint(page, card);
        expect(at, `${label(card)} can be tapped`).not.toBeNull();
        await tapAt(pointer, at!);
        await page.waitForFunction(
          (n) => (window as unknown as PageWindow).solitaire.current.history.length > n,
          before.length,
          {
            polling: 20,
            timeout: 3_000,
          },
        );
        expect(await pageHistory(page), `a tap on ${label(card)} plays ${makeMove(move!)}`).toEqual([
          ...before,
          asText(move!),
        ]);
        await settled(page);
      }
      // A card with no legal place: nothing moves, and auto placement's refusal says why.
      const { none } = await cardsToTap(page);
      expect(none, 'a card with no place').not.toBeNull();
      const game = await pageGame(page);
      const { refusal } = expectedTap(game, none!);
      expect(refusal).not.toBeNull();
      const length = await historyLength(page);
      await tapAt(pointer, (await grabPoint(page, none!))!);
      await expect.poll(() => page.locator('#message').textContent()).toBe(refusal);
      expect(await page.locator('#message').getAttribute('data-kind')).toBe('refusal');
      expect(await historyLength(page)).toBe(length);
      expect(errors).toEqual([]);
    });

    it('plays a double-tapped card once: the second tap neither moves it again nor plays the card it uncovered', async () => {
      const { page, errors } = opened;
      // A busy machine may draw the move more slowly than a double tap lasts: such a pair of taps
      // is two single taps, and is tried again, a few times at most.
      let doubleTaps = 0;
      for (let attempt = 0; attempt < 5 && doubleTaps === 0; attempt++) {
        await page.evaluate(() =>
          (window as unknown as { solitaire: { actions: { restart(): void } } }).solitaire.actions.restart(),
        );
        await settled(page);
        // A card whose tap moves it and uncovers a card that a tap would move too: a second tap where
        // the first one was, on that card, plays nothing.
        const game = await pageGame(page);
        const source = (k: Card): number => game.position.place[k]!;
        const card = game
          .snapshot()
          .columns.flatMap((c) => c.faceUp)
          .find((k) => {
            const { move } = expectedTap(game, k);
            if (move === null) return false;
            const after = resumeGame(JSON.stringify(game.save()), { startOf: startOfCode });
            if (!after.ok || !after.value.play(move).ok) return false;
            const uncovered = after.value.position.top(source(k) as Column);
            return uncovered !== undefined && expectedTap(after.value, uncovered).move !== null;
          });
        expect(card, 'a card whose tap uncovers a card a tap would move').toBeDefined();
        const { move } = expectedTap(game, card!);
        const at = (await grabPoint(page, card!))!;
        const before = await pageHistory(page);
        await noteReleases(page);
        await tapAt(pointer, at);
        // The second tap once the page has drawn the move, so that it lands on the uncovered card.
        await drawn(page);
        await tapAt(pointer, at);
        await page.waitForTimeout(DOUBLE_TAP_MS + 50); // past the double tap's time: no late second move
        await drawn(page);
        const times = await releases(page);
        expect(times).toHaveLength(2);
        if (times[1]! - times[0]! >= DOUBLE_TAP_MS) continue;
        doubleTaps++;
        expect(await pageHistory(page)).toEqual([...before, asText(move!)]);
      }
      expect(doubleTaps, 'a pair of taps within a double tap time').toBe(1);
      expect(errors).toEqual([]);
    });

    it('with one tap off, sends a tapped card home only, and places a double-tapped one', async () => {
      const { page, errors } = opened;
      await changeSettings(page, { oneTap: false });
      await page.evaluate(() =>
        (window as unknown as { solitaire: { actions: { restart(): void } } }).solitaire.actions.restart(),
      );
      await settled(page);
      const { home, column } = await cardsToTap(page);
      expect(home, 'a card that can go home').not.toBeNull();
      expect(column, 'a card that can go onto a column only').not.toBeNull();
      // A single tap on a card that cannot go home: nothing moves, once no second tap can follow.
      const before = await pageHistory(page);
      await tapAt(pointer, (await grabPoint(page, column!))!);
      await page.waitForTimeout(DOUBLE_TAP_MS + 100);
      await drawn(page);
      expect(await pageHistory(page), `a tap on ${label(column!)}`).toEqual(before);
      // A double tap places it where auto placement does. A busy machine may part the two taps by
      // more than a double tap's time: they are two single taps then (nothing moves), tried again.
      const placed = expectedTap(await pageGame(page), column!).move;
      expect(placed).not.toBeNull();
      let doubleTaps = 0;
      for (let attempt = 0; attempt < 5 && doubleTaps === 0; attempt++) {
        const at = (await grabPoint(page, column!))!;
        await noteReleases(page);
        await tapAt(pointer, at);
        await tapAt(pointer, at);
        await page.waitForTimeout(DOUBLE_TAP_MS + 100);
        await drawn(page);
        const times = await releases(page);
        expect(times).toHaveLength(2);
        if (times[1]! - times[0]! >= DOUBLE_TAP_MS) {
          expect(await pageHistory(page)).toEqual(before);
          continue;
        }
        doubleTaps++;
        expect(await pageHistory(page), `a double tap on ${label(column!)}`).toEqual([...before, asText(placed!)]);
      }
      expect(doubleTaps, 'a pair of taps within a double tap time').toBe(1);
      await settled(page);
      // A single tap on a card that can go home sends it there.
      const { home: next } = await cardsToTap(page);
      expect(next).not.toBeNull();
      const length = await historyLength(page);
      await tapAt(pointer, (await grabPoint(page, next!))!);
      await expect
        .poll(() => pageHistory(page))
        .toEqual([...before, asText(placed!), asText({ card: next!, to: 'foundation' })]);
      expect(await historyLength(page)).toBe(length + 1);
      await changeSettings(page, { oneTap: true });
      expect(errors).toEqual([]);
    });
  });
}

describe('one tap by the keyboard (1366×768)', () => {
  let context: BrowserContext | undefined;
  let page: Page;
  const errors: string[] = [];

  beforeAll(async () => {
    ({ context, page } = await openViewport(browser, VIEWPORTS[1]!, errors));
    await page.goto(`${SERVER_URL}?code=${CODE}`);
    await playable(page);
  });

  afterAll(async () => {
    await context?.close();
  });

  it('plays the focused card to its best place with Enter; Space picks it for a place of the player’s choice', async () => {
    const { home, column } = await cardsToTap(page);
    for (const card of [home!, column!]) {
      const game = await pageGame(page);
      const { move } = expectedTap(game, card);
      const before = await pageHistory(page);
      await page.getByRole('button', { name: spokenCardName(card), exact: true }).focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => pageHistory(page)).toEqual([...before, asText(move!)]);
      await settled(page);
    }
    // Space picks: nothing moves until a target is named.
    const { column: another } = await cardsToTap(page);
    expect(another).not.toBeNull();
    const length = await historyLength(page);
    await page.getByRole('button', { name: spokenCardName(another!), exact: true }).focus();
    await page.keyboard.press('Space');
    await drawn(page);
    expect(
      await page.getByRole('button', { name: spokenCardName(another!), exact: true }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(await historyLength(page)).toBe(length);
    await page.keyboard.press('Escape');
    await drawn(page);
    // Home and End go to the first and the last column.
    const focusedColumn = (): Promise<number | null> =>
      page.evaluate(() => {
        const id = document.activeElement?.getAttribute('data-card');
        const game = (window as unknown as PageWindow).solitaire.current;
        return id === null || id === undefined ? null : (game.position.place[Number(id)] ?? null);
      });
    await page.keyboard.press('End');
    await drawn(page);
    expect(await focusedColumn()).toBe(6);
    await page.keyboard.press('Home');
    await drawn(page);
    expect(await focusedColumn()).toBe(0);
    expect(errors).toEqual([]);
  });
});

/**
 * The taps of a player who plays a deal by taps alone: each time, a face-up card whose tap moves it
 * (as the engine says, `expectedTap`) to a position not seen before in the game, a card sent home
 * first, then one whose move turns a face-down card, then any; until the game is won or no legal
 * move is left. Throws when the taps stall before the end.
 */
function tapsToTheEnd(code: string): { taps: Move[]; won: boolean } {
  const game = unwrap(gameOfCode(code));
  const faceDown = (): number => game.snapshot().columns.reduce((sum, c) => sum + c.faceDownCount, 0);
  const seen = new Set([makePosition(game.position)]);
  const taps: Move[] = [];
  while (!game.isWon && !game.noLegalMove) {
    if (taps.length >= 400) throw new Error(`${code}: no end after 400 taps`);
    let best: { move: Move; rank: number } | null = null;
    for (const card of game.snapshot().columns.flatMap((c) => c.faceUp)) {
      const { move } = expectedTap(game, card);
      if (move === null) continue;
      const down = faceDown();
      if (!game.play(move).ok) throw new Error(`${code}: the engine refused the move it picked`);
      const reached = makePosition(game.position);
      const turned = faceDown() < down;
      if (!game.undo().ok) throw new Error(`${code}: no undo`);
      if (seen.has(reached)) continue;
      const rank = move.to === 'foundation' ? 0 : turned ? 1 : 2;
      if (best === null || rank < best.rank) best = { move, rank };
    }
    if (best === null) throw new Error(`${code}: the taps stall after ${taps.length}`);
    if (!game.play(best.move).ok) throw new Error(`${code}: the engine refused the move it picked`);
    seen.add(makePosition(game.position));
    taps.push(best.move);
  }
  return { taps, won: game.isWon };
}

/** Deals played to their end by taps alone: one to a win, one to no legal move left. */
const TAP_GAMES = [
  { code: 'RU1-C-AAAAAAO', viewport: VIEWPORTS.find((v) => v.width === 390 && v.height === 844)!, end: '#win' },
  { code: 'RU1-C-AAAAAAE', viewport: VIEWPORTS.find((v) => v.width === 1366 && v.height === 768)!, end: '#end' },
] as const;

for (const { code, viewport, end } of TAP_GAMES) {
  describe(`a game played to its end by taps alone at ${viewportName(viewport)}`, () => {
    const opened = usePageAt(browser, viewport, `?code=${code}`);

    it(`plays ${code} by taps, each the move the engine picks for it, and the page says the game is over`, async () => {
      const { page, errors } = opened;
      const pointer = viewport.phone ? touchPointer(await opened.context.newCDPSession(page)) : mousePointer(page);
      const { taps, won } = tapsToTheEnd(code);
      expect(won).toBe(end === '#win');
      expect(taps.length).toBeGreaterThan(end === '#win' ? 50 : 3);
      let last: { card: Card; at: Point; time: number } | null = null;
      for (const [i, move] of taps.entries()) {
        const at = await grabPoint(page, move.card);
        expect(at, `tap ${i + 1}: the ${label(move.card)} shows`).not.toBeNull();
        // A tap soon after one that moved a card, on that card or at its place, is the rest of a
        // double tap: a player tapping on waits that long (pointer.ts).
        if (
          last !== null &&
          (last.card === move.card || Math.hypot(at!.x - last.at.x, at!.y - last.at.y) < SAME_PLACE)
        ) {
          const wait = last.time + DOUBLE_TAP_MS + 20 - Date.now();
          if (wait > 0) await page.waitForTimeout(wait);
        }
        await tapAt(pointer, at!);
        last = { card: move.card, at: at!, time: Date.now() };
        await expect
          .poll(() => historyLength(page), { message: `tap ${i + 1} on the ${label(move.card)}` })
          .toBe(i + 1);
        expect((await pageHistory(page)).at(-1), `tap ${i + 1}`).toBe(asText(move));
        await settled(page);
      }
      await page.waitForSelector(`${end}[open]`, { timeout: 10_000 });
      expect(await page.locator(end).isVisible()).toBe(true);
      expect(await pageHistory(page)).toEqual(taps.map(asText));
      expect(errors).toEqual([]);
    }, 600_000);
  });
}
