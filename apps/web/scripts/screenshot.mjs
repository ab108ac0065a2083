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
// Usage: node scripts/screenshot.mjs [out-dir]   (SCREENSHOT_CODE, SCREENSHOT_MOVES)
/* global window -- in a page function */
import { join } from 'node:path';
import { parseCard } from '@russian-solitaire/engine';
import { appDir, buildApp, launchBrowser, startPreview } from './harness.mjs';

const outDir = process.argv[2] ?? join(appDir, '..', '..', 'docs');
const code = process.env.SCREENSHOT_CODE ?? 'RU1-C-AAAAABP';
const hintedMoves = Number(process.env.SCREENSHOT_MOVES ?? 6);

const LAYOUTS = [
  { name: 'desktop', file: 'web-desktop.png', width: 1280, height: 800, phone: false },
  { name: 'large', file: 'web-large.png', width: 1920, height: 1080, phone: false },
  { name: 'tablet', file: 'web-tablet.png', width: 768, height: 1024, phone: true },
  { name: 'phone', file: 'web-phone.png', width: 390, height: 844, phone: true },
  { name: 'landscape', file: 'web-landscape.png', width: 844, height: 390, phone: true },
  { name: 'dark', file: 'web-dark.png', width: 1280, height: 800, phone: false, dark: true },
];

/** The long column: the deal and the moves that grow its column 7 to 24 cards. */
const LONG = { code: 'RU1-C-AAAAAAD', moves: ['9S-7', '8H-7', '7C-7', '4C-7'], file: 'web-long-column.png' };

/** Plays moves given as card-column text (9S-7) through the page's actions. */
function playMoves(page, moves) {
  const parsed = moves.map((text) => {
    const [card, column] = text.split('-');
    const id = parseCard(card);
    if (!id.ok) throw new Error(`not a card: ${card}`);
    return { text, move: { card: id.value, to: Number(column) - 1 } };
  });
  return page.evaluate((parsed) => {
    const { current: game, actions } = window.solitaire;
    for (const { text, move } of parsed) if (!actions.play(move)) throw new Error(`${text} was refused`);
    return game.position.length[6];
  }, parsed);
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

buildApp();
const server = await startPreview();
try {
  for (const layout of LAYOUTS) {
    const browser = await launchBrowser({
      width: layout.width,
      height: layout.height,
      hasTouch: layout.phone,
      isMobile: layout.phone,
      deviceScaleFactor: 1,
    });
    try {
      const page = await browser.context.newPage();
      if (layout.dark) await page.emulateMedia({ colorScheme: 'dark' });
      await page.goto(`${server.url}?code=${code}`);
      await page.waitForSelector('.card.up');
      const played = await playHints(page, hintedMoves);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForTimeout(300);
      // Park the mouse where it hovers nothing.
      await page.mouse.move(0, layout.height - 1);
      const out = join(outDir, layout.file);
      await page.screenshot({ path: out });
      console.log(`${layout.name} ${layout.width}×${layout.height}, ${played} moves: ${out}`);
    } finally {
      await browser.close();
    }
  }
  const browser = await launchBrowser({
    width: 844,
    height: 390,
    hasTouch: true,
    isMobile: true,
    deviceScaleFactor: 1,
  });
  try {
    const page = await browser.context.newPage();
    await page.goto(`${server.url}?code=${LONG.code}`);
    await page.waitForSelector('.card.up');
    const length = await playMoves(page, LONG.moves);
    await page.waitForTimeout(400);
    const out = join(outDir, LONG.file);
    await page.screenshot({ path: out });
    console.log(`long column 844×390, column 7 of ${length} cards: ${out}`);
  } finally {
    await browser.close();
  }
} finally {
  await server.stop();
}
