// Shared by the browser tests (e2e/) and the screenshot script: build the app, serve it with
// `vite preview` on a free localhost port, and drive Debian's headless Chromium with playwright-core.
/* global window, document -- in page functions */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseMove } from '@russian-solitaire/engine';
import { chromium } from 'playwright-core';

/** The app's folder (apps/web). */
export const appDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const viteBin = join(appDir, 'node_modules', 'vite', 'bin', 'vite.js');

/** The Chromium binary: Debian's, unless CHROMIUM_PATH names another. */
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** The flags every run of Chromium gets. */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Builds the app into dist/ (throws with vite's output if the build fails). */
export function buildApp() {
  const r = spawnSync(process.execPath, [viteBin, 'build', '--logLevel', 'warn'], { cwd: appDir, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`vite build failed:\n${r.stdout}\n${r.stderr}`);
}

/** A free TCP port on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Serves dist/ with `vite preview` on a free port; resolves once it answers. */
export async function startPreview() {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [viteBin, 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    {
      cwd: appDir,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const url = `http://127.0.0.1:${port}/`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`vite preview exited (${child.exitCode}):\n${output}`);
    try {
      const res = await fetch(url);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill();
      throw new Error(`vite preview did not answer on ${url}:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill();
      }),
  };
}

/** The options of a browser context: the viewport, touch, a phone's scale, and the service worker. */
function contextOptions(viewport) {
  return {
    viewport: { width: viewport.width ?? 1200, height: viewport.height ?? 900 },
    deviceScaleFactor: viewport.deviceScaleFactor ?? 1,
    hasTouch: viewport.hasTouch ?? false,
    isMobile: viewport.isMobile ?? false,
    locale: viewport.locale ?? 'en-US',
    serviceWorkers: viewport.serviceWorkers ?? 'block',
  };
}

/**
 * Starts one headless Chromium that many tests share: each asks it for a context of its own
 * (`newContext`), a fresh profile as private as a new browser's (its own local storage, cookies
 * and caches) at its own viewport, for a fraction of a browser's start-up. Such contexts are
 * off the record: what needs a profile on disk (Chromium's installability check) takes
 * `launchBrowser` instead.
 */
export async function startBrowser() {
  const browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: chromiumArgs });
  return {
    browser,
    /** @param {Parameters<typeof launchBrowser>[0]} [viewport] */
    newContext: (viewport = {}) => browser.newContext(contextOptions(viewport)),
    close: () => browser.close(),
  };
}

/**
 * Starts headless Chromium with a fresh user-data-dir (removed on close). The page's service worker
 * is blocked unless `serviceWorkers` is `'allow'`: the tests of the game itself load every page
 * from the server (and can answer a request with `page.route`), the offline tests allow it.
 * @param {{ width?: number, height?: number, hasTouch?: boolean, isMobile?: boolean, deviceScaleFactor?: number, serviceWorkers?: 'allow' | 'block', locale?: string }} [viewport]
 */
export async function launchBrowser(viewport = {}) {
  const userDataDir = mkdtempSync(join(tmpdir(), 'rs-web-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: chromiumPath,
    headless: true,
    args: chromiumArgs,
    ...contextOptions(viewport),
  });
  return {
    context,
    close: async () => {
      await context.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The lost game of docs/review.md, as the browser tests and the screenshots play it: RU1-C-AAAAAFN
 * as a player played it (the deal could be won until move 14, K♣-2), then six cards home, after
 * which no legal move is left, so the toolbar offers the review. `losing` is the losing move's
 * index in `line` (move 14).
 */
export const LOST_GAME = Object.freeze({
  code: 'RU1-C-AAAAAFN',
  line: Object.freeze(
    '3D-3 AC-F QD-4 JD-4 JH-2 8S-2 7S-2 AS-F 2D-3 KS-1 3S-2 2S-F 4S-6 KC-2 7C-7 2S-6 4D-5 QC-2 AS-6 TD-2 8C-4 TH-1 AS-F 2S-F 3S-F 4S-F 5S-F 6S-F'.split(
      ' ',
    ),
  ),
  losing: 13,
});

/**
 * Plays moves given as text (`9S-7`, `AS-F`) through the page's own actions
 * (`window.solitaire.actions.play`), as a test does that checks what comes after them; throws at
 * the first move that is no move or that the page refuses.
 */
/**
 * Waits until the page is playable: its first cards drawn by the page's start, and the rest of the
 * app loaded and in charge of them (`window.solitaire`), so that inputs reach the game.
 * @param {import('playwright-core').Page} page
 */
export async function waitPlayable(page, timeout = 15_000) {
  await page.waitForFunction(() => document.querySelector('.card.up') !== null && 'solitaire' in window, undefined, {
    polling: 20,
    timeout,
  });
}

export async function playOnPage(page, moves) {
  const parsed = moves.map((text) => {
    const move = parseMove(text);
    if (!move.ok) throw new Error(`not a move: ${text}`);
    return { text, move: move.value };
  });
  const refused = await page.evaluate((parsed) => {
    const { actions } = window.solitaire;
    for (const { text, move } of parsed) if (!actions.play(move)) return text;
    return null;
  }, parsed);
  if (refused !== null) throw new Error(`the page refused ${refused}`);
}

/**
 * Opens the review panel of a game that is over, as a player does: the toolbar's Review (from the
 * menu, where the header folds it there), then waits for the review's verdict and, when `move` is
 * given (an index in the game's moves), chooses that move in the move list, which shows its position.
 */
export async function openReview(page, move) {
  // A game over opens on its end, which offers the review.
  const end = page.locator('#end-review');
  await page.waitForSelector('#end-review', { timeout: 5_000 }).catch(() => {});
  if (await end.isVisible()) {
    await end.click();
    await page.waitForSelector('#review-verdict', { timeout: 30_000 });
    if (move !== undefined) await page.locator('#review-moves .review-move').nth(move).click();
    return;
  }
  const review = page.locator('#review');
  if (!(await review.isVisible())) await page.locator('#menu').click();
  await review.click();
  await page.waitForSelector('#review-verdict', { timeout: 30_000 });
  if (move !== undefined) await page.locator('#review-moves .review-move').nth(move).click();
}
