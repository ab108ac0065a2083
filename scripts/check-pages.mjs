#!/usr/bin/env node
// The web game as GitHub Pages serves it: under a sub-path of its host. Builds apps/web with
// WEB_BASE_PATH set to that path, serves the build there (and nothing at the root), and plays it in
// headless Chromium: the deal shows all 52 cards, a fair hint comes from the solver's Web Worker,
// no request leaves the sub-path or fails, nothing is logged as an error. The build must register
// its service worker (the check fails without one), scoped to the sub-path, with a manifest whose
// start URL and scope are the sub-path; then, with the network off, the game reloads under the
// sub-path, resumes, and opens a `?code=` link there.
//
//   node scripts/check-pages.mjs [--base /russian-solitaire/] [--out DIR]
// --out keeps the build in DIR (the Pages workflow uploads it); by default it goes to a scratch folder.
// Run after the packages are built (.ci/run runs it after the tests).
import { spawnSync } from 'node:child_process';
import { createReadStream, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import { parseArgs } from 'node:util';

/* global document, window -- page.evaluate runs its functions in the page */

const root = join(import.meta.dirname, '..');
const web = join(root, 'apps', 'web');
const { values } = parseArgs({ options: { base: { type: 'string' }, out: { type: 'string' } } });
const base = values.base ?? '/russian-solitaire/';
if (!/^\/([\w.-]+\/)*$/.test(base)) {
  console.error(`check-pages: --base must start and end with "/" (got ${JSON.stringify(base)})`);
  process.exit(2);
}
const scratch = values.out === undefined ? mkdtempSync(join(tmpdir(), 'rs-pages-')) : undefined;
const out = values.out === undefined ? scratch : resolve(values.out);

const ensure = spawnSync('bash', [join(web, 'scripts', 'ensure-chromium.sh')], { stdio: 'inherit' });
if (ensure.status !== 0) process.exit(1);
const { launchBrowser } = await import('../apps/web/scripts/harness.mjs');

const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.map': 'application/json',
  '.txt': 'text/plain',
};

const problems = [];
/** Requests outside the sub-path, and what the page logged as errors or failed to load. */
const outside = [];
const errors = [];
let server;
let browser;
try {
  const built = spawnSync(
    process.execPath,
    [
      join(web, 'node_modules', 'vite', 'bin', 'vite.js'),
      'build',
      '--outDir',
      out,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    { cwd: web, env: { ...process.env, WEB_BASE_PATH: base }, encoding: 'utf8' },
  );
  if (built.status !== 0) throw new Error(`vite build failed:\n${built.stdout}${built.stderr}`);

  // A static server like Pages: the build under `base`, a 404 for anything else.
  server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://localhost').pathname);
    if (!path.startsWith(base)) {
      outside.push(path);
      res.writeHead(404).end();
      return;
    }
    let file = normalize(join(out, path.slice(base.length)));
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!file.startsWith(out) || !existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  const site = `http://127.0.0.1:${server.address().port}${base}`;

  browser = await launchBrowser({ width: 1200, height: 900, serviceWorkers: 'allow' });
  const page = await browser.context.newPage();
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('response', (r) => {
    if (r.status() >= 400) errors.push(`${r.status()} ${r.url()}`);
  });
  await page.goto(`${site}?code=RU1-C-AAAAABC`);
  await playable(page);
  const cards = await page.evaluate(() => document.querySelectorAll('.card[data-card]').length);
  if (cards !== 52) problems.push(`the table shows ${cards} cards, not 52`);
  await page.locator('#hint').click();
  await page.waitForSelector('.card.hint', { timeout: 60_000 });

  // The service worker: registered (the check fails without one), scoped to the sub-path, in
  // control of the page; the manifest starts the installed app at the sub-path.
  const worker = await page.evaluate(async () => {
    if (!('serviceWorker' in navigator)) return { error: 'the browser offers no service worker' };
    const timeout = new Promise((resolve) => setTimeout(() => resolve(null), 20_000));
    const registration = await Promise.race([navigator.serviceWorker.ready, timeout]);
    if (registration === null) return { error: 'no service worker in this build (none was ready after 20 s)' };
    const link = document.querySelector('link[rel="manifest"]');
    if (link === null) return { error: 'the page links no web app manifest' };
    const manifest = await (await fetch(link.href)).json();
    return {
      scope: registration.scope,
      script: registration.active?.scriptURL ?? null,
      startUrl: new URL(manifest.start_url ?? '', link.href).href,
      manifestScope: new URL(manifest.scope ?? '', link.href).href,
    };
  });
  if (worker.error !== undefined) throw new Error(worker.error);
  if (worker.scope !== site) problems.push(`the service worker's scope is ${worker.scope}, not ${site}`);
  if (worker.script === null || !worker.script.startsWith(site))
    problems.push(`the service worker's script is ${worker.script}, not under ${site}`);
  if (worker.startUrl !== site) problems.push(`the manifest's start URL is ${worker.startUrl}, not ${site}`);
  if (worker.manifestScope !== site) problems.push(`the manifest's scope is ${worker.manifestScope}, not ${site}`);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 });
  const before = await page.evaluate(() => window.solitaire.current.gameCode);

  // Offline: the page reloads under the sub-path from the service worker, resumes its game, and a
  // link to another deal opens there too.
  await browser.context.setOffline(true);
  await page.reload();
  await playable(page);
  const resumed = await page.evaluate(() => window.solitaire.current.gameCode);
  if (resumed !== before) problems.push(`offline, the reload shows ${resumed}, not the game on the table (${before})`);
  await page.goto(`${site}?code=RU1-R-AAAAABD`);
  await playable(page);
  const linked = await page.evaluate(() => window.solitaire.current.gameCode);
  if (linked !== 'RU1-R-AAAAABD') problems.push(`offline, the link to RU1-R-AAAAABD opened ${linked}`);
  if (!page.url().startsWith(site)) problems.push(`offline, the page left the sub-path: ${page.url()}`);
  await browser.context.setOffline(false);
  const offline = `service worker scope ${worker.scope}, start URL ${worker.startUrl}; offline, the game reloads and a link opens`;
  console.log(`check-pages: under ${base}, 52 cards and a fair hint; ${offline}`);
} catch (e) {
  problems.push(e.message);
} finally {
  if (outside.length > 0) problems.push(`requests outside ${base}: ${[...new Set(outside)].join(', ')}`);
  if (errors.length > 0) problems.push(`errors in the page:\n  ${errors.join('\n  ')}`);
  await browser?.close();
  server?.close();
  if (scratch !== undefined) rmSync(scratch, { recursive: true, force: true });
}
if (problems.length > 0) {
  console.error(`check-pages: the game does not work under ${base}:\n${problems.join('\n')}`);
  process.exit(1);
}

/**
 * Waits until the page is playable: its first cards drawn by the page's start, and the rest of the
 * app loaded and in charge of them (`window.solitaire`).
 */
function playable(page) {
  return page.waitForFunction(() => document.querySelector('.card.up') !== null && 'solitaire' in window, null, {
    timeout: 30_000,
  });
}
