// Builds the app and makes the screenshots of docs/web.md, one per layout: a fixed deal opened in
// headless Chromium on a fresh profile, a few hinted moves played by drag and drop, one more hint
// asked for (so that the picture shows a hint), then the screenshot (device scale factor 1, to keep
// the files small):
//   desktop          1280×800   docs/web-desktop.png  (also shown in the README)
//   large screen     1920×1080  docs/web-large.png
//   tablet            768×1024  docs/web-tablet.png
//   phone, portrait   390×844   docs/web-phone.png
//   phone, landscape  844×390   docs/web-landscape.png
//   dark theme       1280×800   docs/web-dark.png     (the system prefers dark)
// and, on the phone held sideways, the table with column 7 grown to 24 cards (RU1-C-AAAAAAD after
// 9S-7, 8H-7, 7C-7 and 4C-7, played by the page's own actions): docs/web-long-column.png.
// Then the review panel of docs/review.md: the guide's lost game (RU1-C-AAAAAFN) played until no
// legal move is left, the toolbar's Review, the losing move chosen, so that the verdict, the chart,
// the move list and the small board with its arrows show (device scale factor 1):
//   desktop          1280×1500  docs/review-web.png    (the panel alone, whole)
//   phone, portrait   390×844   docs/review-phone.png  (the panel scrolled to the position)
// Then what a player meets besides the table (device scale factor 1):
//   four-colour      1280×800   docs/web-four-colour.png  (the desktop's game with the four-colour deck)
//   rules            1280×800   docs/web-rules.png     (How to play, opened from the toolbar)
//   settings         1280×800   docs/web-settings.png  (the settings: one tap, the four-colour deck …)
//   end               390×844   docs/web-end.png       (the review's lost game: no legal move left)
//   hint-ru           360×640   docs/web-hint-ru.png   (a hint asked for in Russian, whole with its odds)
// Usage: node scripts/screenshot.mjs [out-dir] [name…]   (SCREENSHOT_CODE, SCREENSHOT_MOVES)
// Names (desktop, large, …, long-column, review-web, review-phone, rules, …) make only those pictures.
/* global window, document -- in page functions */
import { join } from 'node:path';
import {
  LOST_GAME,
  appDir,
  buildApp,
  launchBrowser,
  openReview,
  playOnPage,
  startPreview,
  waitPlayable,
} from './harness.mjs';

const outDir = process.argv[2] ?? join(appDir, '..', '..', 'docs');
const only = process.argv.slice(3);
/** Whether a picture is to be made (all are when no name is given). */
const wanted = (name) => only.length === 0 || only.includes(name);
const code = process.env.SCREENSHOT_CODE ?? 'RU1-C-AAAAABP';
const hintedMoves = Number(process.env.SCREENSHOT_MOVES ?? 6);

const LAYOUTS = [
  { name: 'desktop', file: 'web-desktop.png', width: 1280, height: 800, phone: false },
  { name: 'large', file: 'web-large.png', width: 1920, height: 1080, phone: false },
  { name: 'tablet', file: 'web-tablet.png', width: 768, height: 1024, phone: true },
  { name: 'phone', file: 'web-phone.png', width: 390, height: 844, phone: true },
  { name: 'landscape', file: 'web-landscape.png', width: 844, height: 390, phone: true },
  { name: 'dark', file: 'web-dark.png', width: 1280, height: 800, phone: false, dark: true },
  {
    name: 'four-colour',
    file: 'web-four-colour.png',
    width: 1280,
    height: 800,
    phone: false,
    settings: { fourColour: true },
  },
];

/** The long column: the deal and the moves that grow its column 7 to 24 cards. */
const LONG = { code: 'RU1-C-AAAAAAD', moves: ['9S-7', '8H-7', '7C-7', '4C-7'], file: 'web-long-column.png' };

/**
 * The review panel's pictures: on a desktop, the panel alone (in a window tall enough to show it
 * whole); on a phone, the screen with the panel scrolled to the position (`scrollTo`).
 */
const REVIEWS = [
  { name: 'review-web', file: 'review-web.png', width: 1280, height: 1500, phone: false, panelOnly: true },
  {
    name: 'review-phone',
    file: 'review-phone.png',
    width: 390,
    height: 844,
    phone: true,
    scrollTo: '#review-position',
  },
];

/**
 * The pictures of what a player meets besides the table, each made on a page of its own by `shoot`
 * (the page given, once playable); every one opens the deal of the table's pictures but `end`.
 */
const PANELS = [
  {
    name: 'rules',
    file: 'web-rules.png',
    width: 1280,
    height: 800,
    phone: false,
    shoot: (page) => openPanel(page, '#open-rules', '#rules'),
  },
  {
    name: 'settings',
    file: 'web-settings.png',
    width: 1280,
    height: 800,
    phone: false,
    shoot: (page) => openPanel(page, '#open-settings', '#settings'),
  },
  {
    name: 'end',
    file: 'web-end.png',
    width: 390,
    height: 844,
    phone: true,
    code: LOST_GAME.code,
    shoot: async (page) => {
      await playOnPage(page, LOST_GAME.line);
      await page.waitForSelector('#end[open]', { timeout: 10_000 });
    },
  },
  {
    name: 'hint-ru',
    file: 'web-hint-ru.png',
    width: 360,
    height: 640,
    phone: true,
    settings: { language: 'ru' },
    shoot: async (page) => {
      await page.locator('#hint').click();
      await page.waitForFunction(
        () =>
          document.getElementById('message')?.dataset.kind === 'hint' &&
          /%/.test(document.getElementById('message')?.textContent ?? ''),
        undefined,
        { timeout: 30_000 },
      );
    },
  },
];

/** Opens a panel with the toolbar's button (from the menu, where the header folds it there). */
async function openPanel(page, button, panel) {
  if (!(await page.locator(button).isVisible())) await page.locator('#menu').click();
  await page.locator(button).click();
  await page.waitForSelector(`${panel}[open]`, { timeout: 10_000 });
}

/** Plays `moves` hinted moves, then asks for one more hint; returns how many moves were played. */
async function playHints(page, moves) {
  let played = 0;
  for (let i = 0; i <= moves; i++) {
    await page.locator('#hint').click();
    await page.waitForSelector('.card.hint', { timeout: 30_000 });
    if (i === moves) break;
    // Drag the hinted card onto the highlighted target (scrolled to, should the table not fit).
    await page.locator('.card.hint').scrollIntoViewIfNeeded();
    const from = await page.locator('.card.hint').boundingBox();
    const to = await page.locator('.hint-target').first().boundingBox();
    const before = await page.locator('#moves').textContent();
    const sx = from.x + from.width / 2;
    const sy = from.y + Math.min(8, from.height / 4);
    await page.mouse.move(sx, sy);
    await page.mouse.down();
    await page.mouse.move(sx + 8, sy + 8, { steps: 2 });
    await page.mouse.move(sx + (to.x - from.x), sy + (to.y - from.y) + Math.min(16, to.height / 4), { steps: 6 });
    await page.mouse.up();
    await page.waitForTimeout(350);
    if ((await page.locator('#moves').textContent()) === before) {
      console.warn(`  the hinted move ${i + 1} did not play by dragging; stopping there`);
      break;
    }
    played++;
  }
  return played;
}

/**
 * Opens a page of the app at `url` in a fresh headless Chromium at a picture's size (touch and a
 * mobile viewport on a phone, device scale factor 1, the dark theme and `settings` when the picture
 * asks for them), waits for its cards, runs `shoot` on it and closes the browser.
 */
async function withPage({ width, height, phone, dark = false, settings = null }, url, shoot) {
  const browser = await launchBrowser({ width, height, hasTouch: phone, isMobile: phone, deviceScaleFactor: 1 });
  try {
    const page = await browser.context.newPage();
    if (dark) await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(url);
    await waitPlayable(page);
    if (settings !== null) {
      // As the settings panel changes them; a language is shown once its words have arrived.
      await page.evaluate((settings) => window.solitaire.actions.changeSettings(settings), settings);
      const lang = settings.language ?? 'en';
      await page.waitForFunction((lang) => document.documentElement.lang === lang, lang, { timeout: 10_000 });
    }
    await shoot(page);
  } finally {
    await browser.close();
  }
}

buildApp();
const server = await startPreview();
try {
  for (const layout of LAYOUTS.filter((l) => wanted(l.name)))
    await withPage(layout, `${server.url}?code=${code}`, async (page) => {
      const played = await playHints(page, hintedMoves);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForTimeout(300);
      // Park the mouse where it hovers nothing.
      await page.mouse.move(0, layout.height - 1);
      const out = join(outDir, layout.file);
      await page.screenshot({ path: out });
      console.log(`${layout.name} ${layout.width}×${layout.height}, ${played} moves: ${out}`);
    });
  if (wanted('long-column'))
    await withPage({ width: 844, height: 390, phone: true }, `${server.url}?code=${LONG.code}`, async (page) => {
      await playOnPage(page, LONG.moves);
      const length = await page.evaluate(() => window.solitaire.current.position.length[6]);
      await page.waitForTimeout(400);
      const out = join(outDir, LONG.file);
      await page.screenshot({ path: out });
      console.log(`long column 844×390, column 7 of ${length} cards: ${out}`);
    });
  for (const shot of REVIEWS.filter((r) => wanted(r.name)))
    await withPage(shot, `${server.url}?code=${LOST_GAME.code}`, async (page) => {
      await playOnPage(page, LOST_GAME.line);
      await openReview(page, LOST_GAME.losing);
      if (shot.scrollTo !== undefined)
        await page.evaluate((selector) => document.querySelector(selector).scrollIntoView(), shot.scrollTo);
      await page.waitForTimeout(400);
      await page.mouse.move(0, shot.height - 1);
      const out = join(outDir, shot.file);
      if (shot.panelOnly) await page.locator('#review-dialog').screenshot({ path: out });
      else await page.screenshot({ path: out });
      console.log(`review ${shot.width}×${shot.height}, the losing move chosen: ${out}`);
    });
  for (const shot of PANELS.filter((p) => wanted(p.name)))
    await withPage(shot, `${server.url}?code=${shot.code ?? code}`, async (page) => {
      await shot.shoot(page);
      await page.waitForTimeout(400);
      await page.mouse.move(0, shot.height - 1);
      const out = join(outDir, shot.file);
      await page.screenshot({ path: out });
      console.log(`${shot.name} ${shot.width}×${shot.height}: ${out}`);
    });
} finally {
  await server.stop();
}
