// Builds the app, opens a fixed deal in headless Chromium, plays a few hinted moves by drag and
// drop, asks for one more hint and saves a screenshot to docs/web-screenshot.png (shown in the
// README). Usage: node scripts/screenshot.mjs [out.png]  (SCREENSHOT_WIDTH / SCREENSHOT_HEIGHT)
import { join } from 'node:path';
import { appDir, buildApp, launchBrowser, startPreview } from './harness.mjs';

const out = process.argv[2] ?? join(appDir, '..', '..', 'docs', 'web-screenshot.png');
const width = Number(process.env.SCREENSHOT_WIDTH ?? 1100);
const height = Number(process.env.SCREENSHOT_HEIGHT ?? 820);
const code = process.env.SCREENSHOT_CODE ?? 'RU1-C-AAAAABP';
const hintedMoves = Number(process.env.SCREENSHOT_MOVES ?? 6);

buildApp();
const server = await startPreview();
const browser = await launchBrowser({ width, height, deviceScaleFactor: 1 });
try {
  const page = await browser.context.newPage();
  await page.goto(`${server.url}?code=${code}`);
  await page.waitForSelector('.card.up');
  for (let i = 0; i <= hintedMoves; i++) {
    await page.locator('#hint').click();
    await page.waitForSelector('.card.hint', { timeout: 30_000 });
    if (i === hintedMoves) break;
    // Drag the hinted card onto the highlighted target.
    const from = await page.locator('.card.hint').boundingBox();
    const to = await page.locator('.hint-target').first().boundingBox();
    const sx = from.x + from.width / 2;
    const sy = from.y + 8;
    await page.mouse.move(sx, sy);
    await page.mouse.down();
    await page.mouse.move(sx + 8, sy + 8, { steps: 2 });
    await page.mouse.move(sx + (to.x - from.x), sy + (to.y + 16 - from.y), { steps: 6 });
    await page.mouse.up();
    await page.waitForTimeout(300);
  }
  await page.waitForTimeout(300);
  await page.mouse.move(0, height - 1);
  await page.screenshot({ path: out });
  console.log(`screenshot saved to ${out}`);
} finally {
  await browser.close();
  await server.stop();
}
