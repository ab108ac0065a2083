// A benchmark, not a test: how long a first visit takes to show its first cards, in headless
// Chromium at 390×844, on a 4× slower CPU (CDP Emulation.setCPUThrottlingRate) and a slow 3G-like
// network (CDP Network.emulateNetworkConditions: 400 ms round trip, 400 kbit/s down, 400 kbit/s
// up), with the cache empty. Usage: node scripts/bench-first-cards.mjs   (BENCH_RUNS, 5 by default)
//
// The build is served as a static host such as GitHub Pages serves it, scripts and style sheet
// gzip-compressed (serve-dist.mjs), not by `vite preview`, which sends them uncompressed: the
// figures are what a player's browser receives. BENCH_SERVER=preview measures `vite preview`.
//
// Each run opens a fresh profile (nothing saved: the first visit deals a winnable game, one of the
// seeds proved winnable beforehand, src/start/first-deal.ts, or with "winnable deals only" off any deal)
// and measures, from the navigation's start
// (performance.timeOrigin), the first moment a face-up card is in the page (a MutationObserver
// set up before any script of the page runs). Printed: every run, the median and the slowest, and
// the medians of when the page (which carries the start that draws the first cards, vite.config.ts),
// the rest of the app (loaded after the first cards) and the solver worker's script (if any) had
// arrived (Navigation and Resource Timing responseEnd), which tell the network's share from the
// processor's.
/* global window, document, MutationObserver -- in page functions */
import { appDir, buildApp, launchBrowser, startPreview } from './harness.mjs';
import { serveDist } from './serve-dist.mjs';

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
    // The rest of the app arrives after the first cards: wait until it has taken over the page.
    await page.waitForFunction(() => 'solitaire' in window, undefined, { timeout: 60_000 });
    return await page.evaluate(() => {
      const arrived = (pattern) =>
        performance.getEntriesByType('resource').find((e) => pattern.test(e.name))?.responseEnd;
      return {
        cards: window.firstCardsAt,
        page: performance.getEntriesByType('navigation')[0]?.responseEnd,
        rest: arrived(/\/assets\/app-start-[^/]*\.js$/),
        worker: arrived(/\/assets\/solver\.worker-[^/]*\.js$/),
      };
    });
  } finally {
    await browser.close();
  }
}

console.log(`building ${appDir} …`);
buildApp();
const preview = process.env.BENCH_SERVER === 'preview';
const server = preview ? await startPreview() : await serveDist();
/** The median of the numbers (undefined ones left out), as text. */
function median(values) {
  const sorted = values.filter((v) => v !== undefined).sort((a, b) => a - b);
  return sorted.length === 0 ? '—' : `${sorted[Math.floor((sorted.length - 1) / 2)].toFixed(0)} ms`;
}
try {
  console.log(
    `first cards on screen, 390×844, 4× slower CPU, 400 ms RTT and 400 kbit/s, empty cache, ${preview ? 'vite preview (uncompressed)' : 'gzip-compressed static server'}`,
  );
  for (const winnable of [true, false]) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await firstCards(server.url, winnable));
    const times = runs.map((r) => r.cards);
    const sorted = [...times].sort((a, b) => a - b);
    console.log(
      `${winnable ? 'winnable deal' : 'any deal     '}  runs ${times.map((t) => t.toFixed(0)).join(', ')} ms  median ${median(times)}  slowest ${sorted.at(-1).toFixed(0)} ms  (page in ${median(runs.map((r) => r.page))}, rest of the app in ${median(runs.map((r) => r.rest))}, worker in ${median(runs.map((r) => r.worker))})`,
    );
  }
} finally {
  await server.stop();
}
