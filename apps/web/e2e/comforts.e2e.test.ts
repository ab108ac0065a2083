/**
 * The comforts of an installed app, in headless Chromium at 1366×768: the page installs (its
 * manifest passes Chromium's installability check) and plays offline after one visit (the service
 * worker precaches the build: a reload with the network off resumes the game, a `?code=` link
 * opens, and a hint comes from the solver worker's precached chunk); the theme follows the system
 * and the setting; the card size and the left-handed layout change the table as the settings say.
 */
import type { CDPSession, Page } from 'playwright-core';
import { COLUMN_COUNT, DECK_SIZE, unwrap } from '@russian-solitaire/engine';
import { dailyDeal, dayNumber } from '@russian-solitaire/solver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../scripts/harness.mjs';
import { type PageWindow, SERVER_URL, clickAction, drawn, playedToAllFaceUp, playable } from './drive.js';
import { DAILY_STREAK_KEY, NO_DAILY_STREAK, formatDailyStreak, recordDailyWin } from '../src/effects/daily.js';
import { STATS_KEY } from '../src/effects/stats.js';
import { GAME_KEY } from '../src/effects/storage.js';

const CODE = 'RU1-C-AAAAABC';
const OTHER = 'RU1-R-AAAAABD';
/** A deal the solver wins; played until no card is face down, it is one Finish from a win. */
const WINNABLE_CODE = 'RU1-C-AAAAABP';
const TEST_TIMEOUT = 120_000;

const server = { url: SERVER_URL };
/** A browser with a profile on disk: Chromium checks installability only outside private contexts. */
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let page: Page;
let cdp: CDPSession;
const errors: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser({ width: 1366, height: 768, serviceWorkers: 'allow' });
  page = await browser.context.newPage();
  page.on('pageerror', (e) => errors.push(`page error: ${e.message}`));
  cdp = await browser.context.newCDPSession(page);
  await page.goto(`${server.url}?code=${CODE}`);
  await playable(page);
}, 300_000);

afterAll(async () => {
  await browser?.close();
});

/** The page's game: its code and its history's length. */
function gameState(): Promise<{ code: string | null; moves: number }> {
  return page.evaluate(() => {
    const g = (window as unknown as PageWindow).solitaire.current;
    return { code: g.gameCode, moves: g.history.length };
  });
}

/** Plays the page's first legal move through the page (what is tested here is what comes after). */
function playAMove(): Promise<void> {
  return page.evaluate(() => {
    const app = (window as unknown as PageWindow & { solitaire: { actions: { play(m: unknown): boolean } } }).solitaire;
    const move = app.current.legalMoves()[0];
    if (move === undefined || !app.actions.play(move)) throw new Error('no move to play');
  });
}

describe('installable and offline', () => {
  it('has a manifest that Chromium finds installable, with icons and a standalone display', async () => {
    const text = await page.evaluate(async () => {
      const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]')!;
      return (await fetch(link.href)).text();
    });
    const manifest = JSON.parse(text) as { name: string; display: string; icons: { sizes: string }[] };
    expect(manifest.name).toBe('Russian Solitaire');
    expect(manifest.display).toBe('standalone');
    expect(manifest.icons.map((i) => i.sizes)).toEqual(['192x192', '512x512', 'any']);
    // Chromium checks installability once the service worker controls the page.
    await page.evaluate(() => navigator.serviceWorker.ready);
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 })
      .toBe(true);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors.map((e) => e.errorId)).toEqual([]);
  });

  it(
    'resumes the game on a reload with the network off, opens a link, and gives a hint from the precached worker',
    async () => {
      await playAMove();
      await drawn(page);
      expect(await gameState()).toEqual({ code: CODE, moves: 1 });
      await browser.context.setOffline(true);
      try {
        // The network is off: a plain fetch of the page fails, the service worker still answers.
        expect(
          await page.evaluate(async () =>
            fetch('https://example.com/').then(
              () => 'online',
              () => 'offline',
            ),
          ),
        ).toBe('offline');
        await page.reload();
        await playable(page);
        expect(await gameState()).toEqual({ code: CODE, moves: 1 });
        // The solver's worker is a chunk of its own, loaded at the first request: here, offline.
        await page.locator('#hint').click();
        await page.waitForSelector('.card.hint', { timeout: 30_000 });
        expect(await page.locator('#message').textContent()).toMatch(/^Hint: .* — wins in /);
        // A link to another deal, offline.
        await page.goto(`${server.url}?code=${OTHER}`);
        await playable(page);
        expect((await gameState()).code).toBe(OTHER);
      } finally {
        await browser.context.setOffline(false);
      }
    },
    TEST_TIMEOUT,
  );
});

/** The felt's colour and the document's theme. */
function looks(): Promise<{ theme: string | undefined; felt: string; meta: string | null }> {
  return page.evaluate(() => ({
    theme: document.documentElement.dataset.theme,
    felt: getComputedStyle(document.documentElement).getPropertyValue('--felt').trim(),
    meta: document.querySelector('meta[name="theme-color"]')!.getAttribute('content'),
  }));
}

/** The table's card width and where the foundations and the columns stand. */
function table(): Promise<{ cardW: number; foundationXs: number[]; columnXs: number[] }> {
  return page.evaluate(() => {
    const L = (window as unknown as PageWindow).solitaire.layout;
    const x = (e: Element) => Math.round(e.getBoundingClientRect().x);
    return {
      cardW: L.cardW,
      foundationXs: [...document.querySelectorAll('[data-foundation]')].map(x),
      columnXs: [...document.querySelectorAll('[data-column]')].map(x),
    };
  });
}

async function setOption(id: string, value: string | boolean): Promise<void> {
  await clickAction(page, '#open-settings');
  const control = page.locator(`#opt-${id}`);
  if (typeof value === 'boolean') await control.setChecked(value);
  else await control.selectOption(value);
  await page.keyboard.press('Escape');
  await drawn(page);
}

/** The relative luminance of a CSS colour (`rgb(…)`, `rgba(…)` or `#rrggbb`), as WCAG counts it. */
function luminance(colour: string): number {
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(colour.trim());
  const parts = hex
    ? hex.slice(1).map((h) => Number.parseInt(h, 16))
    : (/rgba?\(([^)]*)\)/.exec(colour)?.[1] ?? '')
        .split(/[ ,/]+/)
        .slice(0, 3)
        .map(Number);
  if (parts.length !== 3 || parts.some((n) => !Number.isFinite(n))) throw new Error(`not a colour: ${colour}`);
  const [r, g, b] = parts.map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two colours (1 to 21). */
function contrast(a: string, b: string): number {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p) as [number, number];
  return (x + 0.05) / (y + 0.05);
}

describe('the daily deal', () => {
  it("deals today's daily deal, the same the solver finds in Node, from the worker", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const expected = dailyDeal(today);
    if (!expected.ok) throw new Error(expected.error.message);
    await clickAction(page, '#daily');
    await expect.poll(() => gameState().then((g) => g.code), { timeout: 30_000 }).toBe(expected.value.gameCode);
    // The new game is in the page's state before the frame that draws its message: wait for that.
    await expect
      .poll(() => page.locator('#message').textContent(), { timeout: 5_000 })
      .toMatch(/^Today’s daily deal: RU1-C-[A-Z]{7}\./);
    await clickAction(page, '#statistics');
    expect(await page.locator('[data-rule="daily"]').isVisible()).toBe(true);
    expect(await page.locator('[data-stat="daily-dailyWon"]').textContent()).toBe('0');
    await page.keyboard.press('Escape');
    await drawn(page);
  });

  it('wins today’s daily deal: the win screen names it and its days in a row', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const expected = dailyDeal(today);
    if (!expected.ok) throw new Error(expected.error.message);
    expect((await gameState()).code).toBe(expected.value.gameCode);
    // The solver's winning line, played through the page (what is tested is the win screen).
    await page.evaluate((line) => {
      const app = (window as unknown as PageWindow & { solitaire: { actions: { play(m: unknown): boolean } } })
        .solitaire;
      for (const move of line) if (!app.actions.play(move)) throw new Error('the daily line was refused');
    }, expected.value.line);
    await expect.poll(() => page.locator('#win').isVisible(), { timeout: 10_000 }).toBe(true);
    await expect
      .poll(() => page.locator('#win-daily').textContent(), { timeout: 5_000 })
      .toBe(`The daily deal of ${today}: 1\u00a0day in a row.`);
    // Play again: the tests after this one have a game in progress (a won game opens on its win screen).
    await page.locator('#play-again').click();
    await drawn(page);
    expect(await page.locator('#win').isVisible()).toBe(false);
  });

  it("forgets the daily figures with the daily section's own Reset, which says so first and leaves the rules' figures", async () => {
    // Daily deals won yesterday and today (as the page stores them), and the rules' figures as they are.
    const day = unwrap(dayNumber(new Date().toISOString().slice(0, 10)));
    const streak = formatDailyStreak(recordDailyWin(recordDailyWin(NO_DAILY_STREAK, day - 1), day));
    await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [DAILY_STREAK_KEY, streak]);
    const rules = await page.evaluate((key) => localStorage.getItem(key), STATS_KEY);
    await clickAction(page, '#statistics');
    const figure = (key: string): Promise<string | null> => page.locator(`[data-stat="daily-${key}"]`).textContent();
    expect([await figure('dailyWon'), await figure('dailyCurrentStreak'), await figure('dailyBestStreak')]).toEqual([
      '2',
      '2',
      '2',
    ]);
    await page.locator('#reset-daily').click();
    await drawn(page);
    expect(await page.locator('#confirm-daily').textContent()).toBe(
      'Forget every daily deal won and the days in a row? This cannot be undone.',
    );
    expect(await figure('dailyWon')).toBe('2');
    await page.locator('#reset-confirm').click();
    await drawn(page);
    expect([await figure('dailyWon'), await figure('dailyCurrentStreak'), await figure('dailyBestStreak')]).toEqual([
      '0',
      '0',
      '0',
    ]);
    expect(await page.evaluate((key) => localStorage.getItem(key), DAILY_STREAK_KEY)).toBeNull();
    expect(await page.evaluate((key) => localStorage.getItem(key), STATS_KEY)).toBe(rules);
    await page.keyboard.press('Escape');
    await drawn(page);
  });
});

describe('looks and hands', () => {
  it('follows the system between light and dark until the player picks a theme', async () => {
    await page.emulateMedia({ colorScheme: 'light' });
    await drawn(page);
    const light = await looks();
    expect(light.theme).toBe('light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await drawn(page);
    const dark = await looks();
    expect(dark.theme).toBe('dark');
    expect(dark.felt).not.toBe(light.felt);
    expect(dark.meta).not.toBe(light.meta);
    // The player's choice wins over the system's, and is kept over a reload.
    await setOption('theme', 'light');
    expect((await looks()).theme).toBe('light');
    await page.reload();
    await playable(page);
    expect((await looks()).theme).toBe('light');
    await setOption('theme', 'system');
    expect((await looks()).theme).toBe('dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await drawn(page);
    expect((await looks()).theme).toBe('light');
  });

  it('makes the cards smaller with a smaller card size, and puts the foundations on the left for a left hand', async () => {
    const largest = await table();
    await setOption('cardSize', '0.7');
    const small = await table();
    expect(small.cardW).toBe(Math.floor(largest.cardW * 0.7));
    await setOption('cardSize', '1');
    expect((await table()).cardW).toBe(largest.cardW);
    const right = Math.min(...largest.foundationXs);
    expect(right).toBeGreaterThan(Math.min(...largest.columnXs));
    await setOption('leftHanded', true);
    const left = await table();
    expect(left.cardW).toBe(largest.cardW);
    // The foundations stand over the first four columns, or beside the tableau on its left.
    expect(Math.max(...left.foundationXs)).toBeLessThan(Math.max(...left.columnXs));
    expect(Math.min(...left.foundationXs)).toBeLessThanOrEqual(Math.min(...left.columnXs));
    await setOption('leftHanded', false);
    expect(await table()).toEqual(largest);
  });

  it('rings the focused card in both themes with 3:1 contrast against the card and against what lies around it', async () => {
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await drawn(page);
      // A covered card of a column: the ring lies on the card under it, on the card itself and on the felt.
      const card = await page.evaluate((columns) => {
        const p = (window as unknown as PageWindow).solitaire.current.position;
        for (let c = 0; c < columns; c++) {
          const up = p.column(c as 0).filter((k) => p.isFaceUp(k));
          if (up.length > 1) return up[up.length - 2]!;
        }
        return p.top(0)!;
      }, COLUMN_COUNT);
      await page.locator(`.card[data-card="${card}"]`).focus();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowLeft');
      await drawn(page);
      const ring = await page.evaluate(() => {
        const focused = document.activeElement as HTMLElement;
        const style = getComputedStyle(focused);
        const inner = getComputedStyle(focused, '::after').boxShadow;
        return {
          visible: focused.matches(':focus-visible'),
          outline: style.outlineColor,
          outlineWidth: style.outlineWidth,
          inner: /rgba?\([^)]*\)/.exec(inner)?.[0] ?? '',
          face: style.backgroundColor,
          felt: getComputedStyle(document.documentElement).getPropertyValue('--felt').trim(),
        };
      });
      expect(ring.visible).toBe(true);
      expect(ring.outlineWidth).toBe('3px');
      // The light outer ring against the felt and the dark inner ring against the card; the two
      // rings against each other, so that the ring shows over a card too.
      expect(contrast(ring.outline, ring.felt), `${scheme}: ${JSON.stringify(ring)}`).toBeGreaterThanOrEqual(3);
      expect(contrast(ring.inner, ring.face), `${scheme}: ${JSON.stringify(ring)}`).toBeGreaterThanOrEqual(3);
      expect(contrast(ring.inner, ring.outline), `${scheme}: ${JSON.stringify(ring)}`).toBeGreaterThanOrEqual(3);
    }
    await page.emulateMedia({ colorScheme: 'light' });
    await drawn(page);
  });

  it('deals a four-colour deck with the setting: diamonds and clubs apart from hearts and spades, each readable on its card', async () => {
    const colours = async (): Promise<string[]> =>
      page.evaluate(() =>
        [0, 13, 26, 39].map((card) => getComputedStyle(document.querySelector(`.card[data-card="${card}"]`)!).color),
      );
    // The empty foundations' marks, in the engine's suit order (as the cards' colours above).
    const marks = async (): Promise<string[]> =>
      page.evaluate(() =>
        [0, 1, 2, 3].map(
          (suit) => getComputedStyle(document.querySelector(`.foundation.suit-${suit} .slot-suit`)!).color,
        ),
      );
    const two = await colours();
    expect(new Set(two).size).toBe(2);
    const twoMarks = await marks();
    expect(new Set(twoMarks).size).toBe(2);
    await setOption('fourColour', true);
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await drawn(page);
      const four = await colours();
      expect(new Set(four).size, `${scheme}: ${four.join(', ')}`).toBe(4);
      const fourMarks = await marks();
      expect(new Set(fourMarks).size, `${scheme}: ${fourMarks.join(', ')}`).toBe(4);
      const face = await page.evaluate(() => getComputedStyle(document.querySelector('.card.up')!).backgroundColor);
      for (const colour of four)
        expect(contrast(colour, face), `${scheme}: ${colour} on ${face}`).toBeGreaterThanOrEqual(4.5);
    }
    await page.emulateMedia({ colorScheme: 'light' });
    await setOption('fourColour', false);
    expect(await colours()).toEqual(two);
    expect(await marks()).toEqual(twoMarks);
  });

  it("shares a link to the deal: the link copied where there is no share sheet, else the system's share sheet", async () => {
    const code = (await gameState()).code!;
    const link = new URL(SERVER_URL);
    link.searchParams.set('code', code);
    // Chromium on Linux has no share sheet: the link is copied, and the page says so.
    expect(await page.evaluate(() => typeof navigator.share)).toBe('undefined');
    await browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: new URL(SERVER_URL).origin,
    });
    await clickAction(page, '#share');
    await expect
      .poll(() => page.locator('#message').textContent())
      .toBe(`Link to game ${code} copied: ${link.toString()}`);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link.toString());
    // Where the browser has a share sheet (here one that keeps what it is given), the page hands it the link.
    await page.addInitScript(() => {
      const shared: ShareData[] = [];
      (window as unknown as { shared: ShareData[] }).shared = shared;
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: (data: ShareData) => {
          shared.push(data);
          return Promise.resolve();
        },
      });
    });
    await page.reload();
    await playable(page);
    expect((await gameState()).code).toBe(code);
    await clickAction(page, '#share');
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared))
      .toEqual([
        { title: 'Russian Solitaire', text: `Play this deal of Russian Solitaire: ${code}`, url: link.toString() },
      ]);
    await page.keyboard.press('Escape');
    await drawn(page);
  });

  it('finishes by itself with automatic finish on, and celebrates the win: cards fly, or stay still with reduced motion', async () => {
    // The solver's line of a winnable deal, up to the move that turns the last face-down card.
    const game = playedToAllFaceUp(WINNABLE_CODE);
    const last = game.history.at(-1)!;
    expect(game.undo().ok).toBe(true);
    for (const reduced of [false, true]) {
      await page.emulateMedia({ reducedMotion: reduced ? 'reduce' : 'no-preference' });
      await page.evaluate(({ key, save }) => localStorage.setItem(key, save), {
        key: GAME_KEY,
        save: JSON.stringify(game.save()),
      });
      await page.reload();
      await playable(page);
      if (!reduced) await setOption('autoFinish', true);
      await page.evaluate((move) => {
        const app = (window as unknown as { solitaire: { actions: { play(m: unknown): boolean } } }).solitaire;
        if (!app.actions.play(move)) throw new Error('the last turning move was refused');
      }, last);
      await expect.poll(() => page.locator('#win').isVisible(), { timeout: 40_000 }).toBe(true);
      const flying = await page.evaluate(
        () => document.getAnimations().filter((a) => (a as CSSAnimation).animationName === 'celebrate').length,
      );
      expect(flying, reduced ? 'with reduced motion' : 'in motion').toBe(reduced ? 0 : DECK_SIZE);
      if (!reduced) {
        // Held at the height of its flight, each card's middle is where table.ts sends it: its
        // place's middle moved by (--fly-x, --fly-y); its turn is about its own middle. Measured once
        // the last cards have slid home (the kings fly first, while the last of them still slides).
        await page.waitForFunction(() => document.getAnimations().every((a) => !(a instanceof CSSTransition)));
        const flights = await page.evaluate(() =>
          document
            .getAnimations()
            .filter((a) => (a as CSSAnimation).animationName === 'celebrate')
            .map((fly) => {
              const node = (fly.effect as KeyframeEffect).target as HTMLElement;
              const delay = Number(fly.effect!.getTiming().delay);
              const middle = (time: number): { x: number; y: number } => {
                fly.pause();
                fly.currentTime = time;
                const r = node.getBoundingClientRect();
                return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
              };
              const rest = middle(delay);
              const height = middle(delay + 750);
              fly.play();
              const to = (name: string): number => parseFloat(node.style.getPropertyValue(name));
              return {
                card: node.dataset.name,
                off: Math.hypot(height.x - rest.x - to('--fly-x'), height.y - rest.y - to('--fly-y')),
              };
            }),
        );
        expect(flights.length).toBe(DECK_SIZE);
        const astray = flights.filter((f) => f.off >= 1.5);
        expect(astray, 'cards that did not reach the place they fly to (px off)').toEqual([]);
      }
      await page.locator('#win-close').click();
    }
    await setOption('autoFinish', false);
  });

  it('logged no page errors', () => {
    expect(errors).toEqual([]);
  });
});
