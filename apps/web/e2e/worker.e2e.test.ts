/**
 * Browser tests of the solver's client (`createSolverClient`) in headless Chromium: the package's
 * main entry bundled for the browser, driving real Web Workers — the game's own solver worker, a
 * script that is missing and a script that throws — and the game's hint through it.
 */
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type * as Dealer from '@russian-solitaire/dealer';
import type * as Engine from '@russian-solitaire/engine';
import type * as Solver from '@russian-solitaire/solver';
import type { BrowserContext, Page } from 'playwright-core';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appDir } from '../scripts/harness.mjs';
import { SERVER_URL, useBrowser, playable } from './drive.js';

const CODE = 'RU1-C-AAAAABC';
/** Where the test's own files are served from, inside the built app. */
const FOLDER = 'e2e-solver';

const server = { url: SERVER_URL };
const browser = useBrowser();
let context: BrowserContext;
let page: Page;
/** What the test's bundle exports. */
type Bundle = Pick<typeof Solver, 'createSolverClient'> &
  Pick<typeof Dealer, 'deckOfSeed' | 'gameOfCode'> &
  Pick<typeof Engine, 'openingPosition' | 'relaxed' | 'unwrap'>;
/** The URL of the game's built solver worker. */
let hintWorkerUrl: string;

/** Bundles the solver's main entry (and the dealer, to make positions) as one browser module. */
async function bundleClient(dir: string): Promise<string> {
  const entry = join(dir, 'entry.js');
  writeFileSync(
    entry,
    "export { createSolverClient } from '@russian-solitaire/solver';\n" +
      "export { deckOfSeed, gameOfCode } from '@russian-solitaire/dealer';\n" +
      "export { openingPosition, relaxed, unwrap } from '@russian-solitaire/engine';\n",
  );
  await build({
    configFile: false,
    root: appDir,
    logLevel: 'warn',
    build: {
      outDir: dir,
      emptyOutDir: false,
      target: 'es2022',
      minify: false,
      lib: { entry, formats: ['es'], fileName: () => 'client.js' },
    },
  });
  return readFileSync(join(dir, 'client.js'), 'utf8');
}

beforeAll(async () => {
  const dir = join(appDir, 'dist', FOLDER);
  mkdirSync(dir, { recursive: true });
  const bundle = await bundleClient(dir);
  // the main entry is for browsers: nothing of Node's may end up in the bundle
  expect(bundle).not.toMatch(/from ['"]node:|require\(['"]node:/);
  expect(bundle).toContain('worker-failed');
  writeFileSync(join(dir, 'throws.js'), "throw new Error('this worker script is broken');\n");
  const worker = readdirSync(join(appDir, 'dist', 'assets')).find((f) => /^solver\.worker-.*\.js$/.test(f));
  if (!worker) throw new Error('the build has no solver worker');
  hintWorkerUrl = `${server.url}assets/${worker}`;
  context = await browser.newContext({ width: 1200, height: 900 });
  page = await context.newPage();
  await page.goto(`${server.url}?code=${CODE}`);
  await playable(page);
  // the bundle, loaded as a module beside the game (a test page's own script)
  await page.addScriptTag({
    type: 'module',
    content: `import * as m from '${server.url}${FOLDER}/client.js'; window.solverBundle = m;`,
  });
  await page.waitForFunction(() => 'solverBundle' in window);
});

afterAll(async () => {
  await context?.close();
});

describe('the solver client in headless Chromium', () => {
  it('answers worker-failed, now and later, for a script that is missing or throws, or a worker that cannot be made', async () => {
    const outcomes = await page.evaluate(
      async ({ base }) => {
        const m = (window as unknown as { solverBundle: Bundle }).solverBundle;
        const game = m.gameOfCode('RU1-C-AAAAABC');
        if (!game.ok) throw new Error(game.error.message);
        const sources = {
          missing: () => new Worker(`${base}missing.js`, { type: 'module' }),
          throws: () => new Worker(`${base}throws.js`, { type: 'module' }),
          'missing URL': `${base}no-such-worker.js`,
          'bad URL': () => new Worker('http://[not a host/worker.js', { type: 'module' }),
        };
        const out: { name: string; codes: (string | false)[]; state: string }[] = [];
        for (const [name, source] of Object.entries(sources)) {
          const client = m.createSolverClient(source);
          const first = await client.solve(game.value, { budget: 10_000 });
          const later = await client.fairHint(game.value);
          out.push({
            name,
            codes: [!first.ok && first.error.code, !later.ok && later.error.code],
            state: client.state,
          });
          await client.terminate();
        }
        return out;
      },
      { base: `${server.url}${FOLDER}/` },
    );
    expect(outcomes.map((o) => o.name)).toEqual(['missing', 'throws', 'missing URL', 'bad URL']);
    for (const outcome of outcomes) {
      expect(outcome.codes, outcome.name).toEqual(['worker-failed', 'worker-failed']);
      expect(outcome.state, outcome.name).toBe('failed');
    }
  });

  it("drives the game's solver worker: answers with progress, cancels on abort, refuses bad input, terminates", async () => {
    const seen = await page.evaluate(
      async ({ workerUrl }) => {
        const m = (window as unknown as { solverBundle: Bundle }).solverBundle;
        const game = m.gameOfCode('RU1-C-AAAAABC');
        if (!game.ok) throw new Error(game.error.message);
        const position = game.value.position;
        // a relaxed deal whose search runs long (not decided within 10^7 nodes)
        const long = m.unwrap(m.openingPosition(m.unwrap(m.deckOfSeed(1194)), m.relaxed));
        const client = m.createSolverClient(new Worker(workerUrl, { type: 'module' }));
        let progress = 0;
        const solved = await client.solve(long, {
          budget: 20_000,
          progressInterval: 1_000,
          onProgress: () => progress++,
        });
        const hint = await client.hint(game.value, { budget: 20_000 });
        const pre = await client.solve(position, { signal: AbortSignal.abort() });
        const refused = [await client.solve(null as never), await client.winOdds(position, { samples: -1 })];
        const controller = new AbortController();
        const stopped = await client.solve(long, {
          budget: 50_000_000,
          sliceNodes: 1_000,
          progressInterval: 1_000,
          signal: controller.signal,
          onProgress: () => controller.abort(),
        });
        const pending = client.winOdds(long, { samples: 4096, sampleBudget: 1_000_000, budget: 2 ** 40 });
        await new Promise((resolve) => setTimeout(resolve, 100));
        await client.terminate();
        const ended = await pending;
        const after = await client.hint(position);
        return {
          solved: solved.ok ? solved.value.nodes : solved.error.code,
          progress,
          hint: hint.ok && hint.value !== null,
          codes: [pre, ...refused, ended, after].map((a) => !a.ok && a.error.code),
          stopped:
            stopped.ok && stopped.value.status === 'unknown'
              ? stopped.value.reason
              : stopped.ok
                ? stopped.value.status
                : stopped.error.code,
          state: client.state,
        };
      },
      { workerUrl: hintWorkerUrl },
    );
    expect(typeof seen.solved, JSON.stringify(seen)).toBe('number');
    expect(seen.progress, JSON.stringify(seen)).toBeGreaterThan(0);
    expect(seen.hint).toBe(true);
    expect(seen.codes).toEqual(['aborted', 'bad-position', 'bad-options', 'terminated', 'terminated']);
    expect(seen.stopped).toBe('aborted');
    expect(seen.state).toBe('terminated');
  });

  it("still gives the game's hint through the client", async () => {
    await page.locator('#hint').click();
    await page.waitForSelector('.card.hint', { timeout: 30_000 });
    const message = page.locator('#message');
    expect(await message.getAttribute('data-kind')).toBe('hint');
    expect(await message.textContent()).toMatch(/^Hint: .*\d\u00a0% of the ways the face-down cards can lie/);
    expect(await page.locator('.card.hint').count()).toBe(1);
  });
});
