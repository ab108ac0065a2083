// A benchmark, not a test: how long a player waits for the Hint button's answer in the web game,
// the solver's worker included. Headless Chromium at 390×844 (a phone), the build served gzip-
// compressed as a static host serves it (serve-dist.mjs). Each game opens in a fresh profile, so
// its first hint also loads the solver's client and starts the worker (the page carries no solver
// code until then); the player then presses Hint before every move and plays what it says, as
// docs/fair-play.md's "player who follows the Hint button" does, until the game ends or HINTS
// hints were given. The time of a hint runs from the press (the Hint action) to the moment the
// page has its answer, in the page's clock.
//
// Usage: node scripts/bench-hint.mjs   (BENCH_CODES: comma-separated game codes, HINTS: 200 by
// default, BENCH_CPU: a CPU slow-down factor for the page, 1 by default)
/* global window */
import { buildApp, launchBrowser, waitPlayable } from './harness.mjs';
import { serveDist } from './serve-dist.mjs';

const CODES = (process.env.BENCH_CODES ?? 'RU1-C-AAAAAEE,RU1-C-AAAAAKP,RU1-R-AAAAAAA,RU1-R-AAAAAAK').split(',');
const HINTS = Number(process.env.HINTS ?? 200);
const CPU = Number(process.env.BENCH_CPU ?? 1);

/** Plays one game by its hints; answers the time of every hint (ms) and how the game ended. */
async function followHints(url, code) {
  const browser = await launchBrowser({ width: 390, height: 844, hasTouch: true, isMobile: true });
  try {
    const page = await browser.context.newPage();
    if (CPU !== 1) {
      const cdp = await browser.context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
    }
    await page.goto(`${url}?code=${code}`);
    await waitPlayable(page, 60_000);
    return await page.evaluate(async (limit) => {
      const { store, actions } = window.solitaire;
      const times = [];
      const answered = () =>
        new Promise((resolve) => {
          const stop = store.subscribe(() => {
            if (store.ui.hintRequest === null) {
              stop();
              resolve();
            }
          });
        });
      while (times.length < limit && !store.game.isWon) {
        const start = performance.now();
        const done = answered();
        actions.askHint();
        await done;
        times.push(performance.now() - start);
        const hint = store.ui.hint;
        if (hint === null || !actions.play(hint.move)) break;
      }
      return { times, won: store.game.isWon, moves: store.game.snapshot().moveCount };
    }, HINTS);
  } finally {
    await browser.close();
  }
}

/** The q-quantile of sorted numbers, as text in ms. */
function quantile(sorted, q) {
  return `${sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))].toFixed(1)} ms`;
}

console.log('building the app …');
buildApp();
const server = await serveDist();
try {
  console.log(`hints followed at 390×844, page CPU ×${CPU}, gzip-compressed static server`);
  for (const code of CODES) {
    const { times, won, moves } = await followHints(server.url, code);
    const later = times.slice(1).sort((a, b) => a - b);
    console.log(
      `${code}  ${won ? 'won' : 'not won'} in ${moves} moves  first hint (client + worker start + search) ${times[0].toFixed(0)} ms  ` +
        `then ${later.length} hints: median ${quantile(later, 0.5)}, p95 ${quantile(later, 0.95)}, max ${quantile(later, 1)}`,
    );
  }
} finally {
  await server.stop();
}
