// A benchmark, not a test: how long a first visit takes to show its first cards, in headless
// Chromium at 390×844, on a 4× slower CPU (CDP Emulation.setCPUThrottlingRate) and a slow 3G-like
// network (CDP Network.emulateNetworkConditions: 400 ms round trip, 400 kbit/s down, 400 kbit/s
// up), with the cache empty. Usage: node scripts/bench-first-cards.mjs   (BENCH_RUNS, 5 by default)
//
// Each run opens a fresh profile (nothing saved: the first visit deals a winnable game in the
// solver's worker, after a "dealing…" message) and measures, from the navigation's start
// (performance.timeOrigin), the first moment a face-up card is in the page (a MutationObserver
// set up before any script of the page runs). Printed: every run, the median and the slowest.
/* global window, document, MutationObserver -- in page functions */
import { appDir, buildApp, launchBrowser, startPreview } from './harness.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const NETWORK = { offline: false, latency: 400, downloadThroughput: 50_000, uploadThroughput: 50_000 };

async function firstCards(url, withWinnable) {
  const browser = await launchBrowser({
    width: 390,
    height: 844,
    hasTouch: true,
    isMobile: true,
    deviceScaleFactor: 3,
  });
  try {
    const page = await browser.context.newPage();
    const cdp = await browser.context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    if (!withWinnable)
      await page.addInitScript(() =>
        window.localStorage.setItem('russian-solitaire/settings', JSON.stringify({ winnableOnly: false })),
      );
    await page.addInitScript(() => {
      const seen = () => document.querySelector('.card.up') !== null;
      new MutationObserver((_, observer) => {
        if (window.firstCardsAt === undefined && seen()) {
          window.firstCardsAt = performance.now();
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true, attributes: true });
    });
    await page.goto(url);
    await page.waitForFunction(() => window.firstCardsAt !== undefined, undefined, { timeout: 60_000 });
    return await page.evaluate(() => window.firstCardsAt);
  } finally {
    await browser.close();
  }
}

console.log(`building ${appDir} …`);
buildApp();
const server = await startPreview();
try {
  console.log('first cards on screen, 390×844, 4× slower CPU, 400 ms RTT and 400 kbit/s, empty cache');
  for (const winnable of [true, false]) {
    const times = [];
    for (let i = 0; i < RUNS; i++) times.push(await firstCards(server.url, winnable));
    const sorted = [...times].sort((a, b) => a - b);
    console.log(
      `${winnable ? 'winnable deal (worker)' : 'any deal           '}  runs ${times.map((t) => t.toFixed(0)).join(', ')} ms  median ${sorted[Math.floor(RUNS / 2)].toFixed(0)} ms  slowest ${sorted.at(-1).toFixed(0)} ms`,
    );
  }
} finally {
  await server.stop();
}
