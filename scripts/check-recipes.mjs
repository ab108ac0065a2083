#!/usr/bin/env node
// The React, Vue and Svelte apps of the engine guide (examples/), as a game developer builds them:
// packs the engine, dealer and solver, copies examples/ into a scratch folder outside the
// workspace, installs the apps there with `npm ci` from their own lockfile (the packed packages
// come from the tarballs), then for each app
//   - type-checks it (tsc, vue-tsc, svelte-check) and builds it with Vite: a warning fails, and
//     the solver's search must be bundled in the worker's chunk only, not in the page's;
//   - plays the build (`vite preview`) in headless Chromium: the deal is drawn, a click moves a
//     card, undo takes it back, a refused click says why, a fair hint comes from the solver's
//     worker, and a new deal that the worker proved winnable (and the solver here too) replaces
//     the game; no console error, page error or failed request;
//   - starts the Vite dev server with an empty dependency cache, plays a move, asks the worker for
//     a hint, and checks that the page was never reloaded (the recipe's `optimizeDeps.include`).
// A control run without that setting must see the reload, so the check can tell one from the other.
// The plain recipes (scripts/plain-recipes.mjs) run with Node from the same install, and must print
// what their READMEs show.
//
// Run after `pnpm build` (CI runs it after `npm test`):
//   node scripts/check-recipes.mjs [react|vue|svelte …]   the check (all three apps by default)
//   node scripts/check-recipes.mjs --install               packs and installs the apps in examples/
//                                                          itself (then `npx vite` in an app), and
//                                                          updates the lockfile after a change of
//                                                          the apps' package.json files
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { closeBrowser, boardOf, openApp, sameBoard, until } from './recipes/page.mjs';
import { forgetTarballIntegrity, installedPackages, packInto } from './recipes/packages.mjs';
import { run, serve } from './recipes/vite.mjs';
import { PLAIN_RECIPES, shownOutput } from './plain-recipes.mjs';

const root = join(import.meta.dirname, '..');
const APPS = ['react', 'vue', 'svelte'];
/** What each app's `npm run check` type-checks with. */
const CHECKERS = { react: 'tsc', vue: 'vue-tsc', svelte: 'svelte-check' };
/** The deal every walk starts from: its legal moves are A♣ (with Q♦ above it) to column 4, 4♦-6 and T♠-7. */
const CODE = 'RU1-C-AAAAABB';
/** How long a cold dev server is watched after the hint came, for a reload on its way. */
const SETTLE_MS = 3_000;
const npmQuiet = ['--no-audit', '--no-fund', '--loglevel=error'];

if (process.argv.includes('--install')) {
  const here = join(root, 'examples');
  packInto(join(here, 'packed'));
  // npm keeps an installed tarball package of the same version: make it take the new tarballs.
  rmSync(join(here, 'node_modules', '@russian-solitaire'), { recursive: true, force: true });
  execFileSync('npm', ['install', ...npmQuiet], { cwd: here, stdio: 'inherit' });
  forgetTarballIntegrity(join(here, 'package-lock.json'));
  console.log('examples/ installed: `npx vite` in examples/react, examples/vue or examples/svelte starts an app.');
  process.exit(0);
}

const only = process.argv.slice(2);
const apps = only.length > 0 ? only : APPS;
for (const app of apps) if (!APPS.includes(app)) throw new Error(`unknown app ${app} (known: ${APPS.join(', ')})`);

const scratch = mkdtempSync(join(tmpdir(), 'rs-recipes-'));
const examples = join(scratch, 'examples');
const vite = join(examples, 'node_modules', 'vite', 'bin', 'vite.js');
let failed = false;
const check = async (what, fn) => {
  const started = Date.now();
  try {
    const out = await fn();
    console.log(`ok   ${what}${out ? `: ${out}` : ''} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  } catch (e) {
    failed = true;
    console.error(`FAIL ${what}: ${e.stack ?? e}`);
  }
};

/** Checks that the hint a status line shows is a legal move of `game`; answers the move. */
function legalHint(status, engine, game) {
  const move = status.slice('Hint: '.length).split(' ')[0];
  const legal = game.legalMoves().map(engine.makeMove);
  if (!legal.includes(move)) throw new Error(`hint ${move} is not one of the legal moves ${legal.join(' ')}`);
  return move;
}

/** A text of the solver's search (packages/solver/src/search.ts), to find where the search was bundled. */
const SEARCH_MARK = 'a search that gave its buffers back cannot run';

/** Checks that the search is in the worker's chunk and in no chunk of the page; answers the chunks' sizes. */
function searchOnlyInWorker(assets) {
  const chunks = readdirSync(assets).filter((f) => f.endsWith('.js'));
  const withSearch = chunks.filter((f) => readFileSync(join(assets, f), 'utf8').includes(SEARCH_MARK));
  if (withSearch.length !== 1 || !withSearch[0].startsWith('solver.worker-'))
    throw new Error(`the search is in ${withSearch.join(', ') || 'no chunk'} of ${chunks.join(', ')}`);
  const kb = (f) =>
    `${f.replace(/-[\w-]+\.js$/, '')} ${(gzipSync(readFileSync(join(assets, f))).length / 1024).toFixed(1)} kB`;
  return `${chunks.map(kb).join(', ')} gzipped`;
}

/** Waits until the page shows the board of `game`. */
const showing = (page, engine, game, what) => until(page.board, (b) => sameBoard(b, boardOf(engine, game)), what);

/** The whole walk through a built app: deal, click, undo, refusal, hint, new winnable deal. */
async function walkBuild(url) {
  const { engine, dealer, solver } = installedPackages(examples);
  const card = (text) => engine.unwrap(engine.parseCard(text));
  const game = engine.unwrap(dealer.gameOfCode(CODE));
  const page = await openApp(url, CODE);
  try {
    const steps = [];
    await showing(page, engine, game, `the deal ${CODE}`);
    steps.push('dealt');

    await page.click(engine.makeCard(card('AC'), 'shown'));
    engine.unwrap(game.play(engine.unwrap(engine.parseMove('AC-4'))));
    await showing(page, engine, game, 'the board after clicking A♣');
    await until(page.counters, (c) => c.startsWith('Score 0 · Moves 1'), 'the counters after the move');
    steps.push('A♣ clicked to column 4');

    await page.click('Undo');
    engine.unwrap(game.undo());
    await showing(page, engine, game, 'the board after undo');
    if (!(await page.page.getByRole('button', { name: 'Undo' }).isDisabled())) throw new Error('Undo is still enabled');
    steps.push('undone');

    const eight = engine.makeCard(card('8H'), 'shown');
    await page.click(eight);
    const refused = game.autoPlace(card('8H'));
    if (refused.ok) throw new Error(`${eight} has a place: the walk expects a refusal`);
    await until(page.status, (s) => s === engine.errorMessage(refused.error), `the refusal of ${eight}`);
    await showing(page, engine, game, 'the board after the refusal');
    steps.push(`${eight} refused`);

    await page.click('Hint');
    const hint = await until(page.status, (s) => /^Hint: /.test(s), 'the hint');
    steps.push(`hint ${legalHint(hint, engine, game)}`);

    await page.click('New winnable deal');
    const code = await until(page.heading, (h) => /^RU1-C-[A-Z]{7}$/.test(h) && h !== CODE, 'the new deal');
    const dealt = engine.unwrap(dealer.gameOfCode(code));
    await showing(page, engine, dealt, `the deal ${code}`);
    await until(page.counters, (c) => c.startsWith('Score 0 · Moves 0'), 'the counters of the new deal');
    // The worker's search within its default budget proved it winnable: so does the same search here.
    const verdict = engine.unwrap(solver.solve(dealt.position)).status;
    if (verdict !== 'solved') throw new Error(`the new deal ${code} is ${verdict} for the solver`);
    steps.push(`new winnable deal ${code}`);

    if (await page.reloaded()) throw new Error('the page was reloaded');
    if (page.errors.length > 0) throw new Error(page.errors.join('\n'));
    return steps.join(', ');
  } finally {
    await page.close();
  }
}

/**
 * A cold dev server: the dependency cache emptied, a move, then a hint from the worker (whose
 * import of the solver's worker entry is the one Vite's first scan misses). Answers whether the
 * page was reloaded at any time, waiting SETTLE_MS after the hint for a reload still on its way.
 */
async function walkColdDev(appName, args = []) {
  rmSync(join(examples, appName, 'node_modules', '.vite'), { recursive: true, force: true });
  const { engine, dealer } = installedPackages(examples);
  const game = engine.unwrap(dealer.gameOfCode(CODE));
  const server = await serve(vite, join(examples, appName), args);
  try {
    const page = await openApp(server.url, CODE);
    try {
      await page.click(engine.makeCard(engine.unwrap(engine.parseCard('AC')), 'shown'));
      engine.unwrap(game.play(engine.unwrap(engine.parseMove('AC-4'))));
      await page.click('Hint');
      // A reload loses the move and the hint: wait for whichever comes first.
      const outcome = await until(
        async () =>
          (await page.reloaded()) ? 'reloaded' : /^Hint: /.test(await page.status().catch(() => '')) ? 'hint' : null,
        Boolean,
        'a hint or a reload',
      );
      if (outcome === 'hint') await new Promise((r) => setTimeout(r, SETTLE_MS));
      const reloaded = await page.reloaded();
      if (!reloaded) {
        await showing(page, engine, game, 'the board after clicking A♣');
        legalHint(await page.status(), engine, game);
      }
      if (page.errors.length > 0) throw new Error(page.errors.join('\n'));
      return { reloaded, log: server.output() };
    } finally {
      await page.close();
    }
  } finally {
    await server.stop();
  }
}

try {
  const started = Date.now();
  execFileSync('bash', [join(root, 'apps', 'web', 'scripts', 'ensure-chromium.sh')], { stdio: 'inherit' });
  cpSync(join(root, 'examples'), examples, {
    recursive: true,
    filter: (source) => !/[/\\](node_modules|dist|packed)$/.test(source),
  });
  await check('pack engine, dealer and solver', () => packInto(join(examples, 'packed')));
  await check('npm ci of the apps (React, Vue, Svelte, Vite, type checkers) and the packed packages', () => {
    forgetTarballIntegrity(join(examples, 'package-lock.json'));
    execFileSync('npm', ['ci', '--prefer-offline', ...npmQuiet], { cwd: examples, stdio: 'inherit' });
  });
  for (const recipe of PLAIN_RECIPES)
    await check(`${recipe}: node, from the packed packages`, () => {
      const printed = execFileSync(process.execPath, [join(examples, recipe)], { encoding: 'utf8' }).trimEnd();
      const shown = shownOutput(examples, recipe);
      if (printed !== shown) throw new Error(`it printed\n${printed}\nwhere its README shows\n${shown}`);
      return `${printed.split('\n').length} lines as its README shows`;
    });
  // The type checks run one after the other, beside the rest, which mostly waits for Chromium and the servers.
  const typeChecks = apps.reduce(
    (before, appName) =>
      before.then(() =>
        check(`${appName}: type check (${CHECKERS[appName]})`, () =>
          run('npm', ['run', '--silent', 'check'], join(examples, appName)),
        ),
      ),
    Promise.resolve(),
  );
  for (const appName of apps) {
    const app = join(examples, appName);
    await check(`${appName}: vite build, the search only in the worker's chunk`, async () => {
      await run(process.execPath, [vite, 'build', '--logLevel', 'warn'], app, { silent: true });
      return searchOnlyInWorker(join(app, 'dist', 'assets'));
    });
    await check(`${appName}: the build in Chromium`, async () => {
      const server = await serve(vite, app, ['preview']);
      try {
        return await walkBuild(server.url);
      } finally {
        await server.stop();
      }
    });
    await check(`${appName}: a cold dev server never reloads the page`, async () => {
      const { reloaded, log } = await walkColdDev(appName);
      if (reloaded) throw new Error(`the page was reloaded. The dev server said:\n${log}`);
      return 'the move and the hint kept, no reload';
    });
  }
  await check(`${apps[0]}: the control, without optimizeDeps.include, sees the reload`, async () => {
    const config = join(examples, apps[0], 'vite.no-include.config.ts');
    writeFileSync(
      config,
      "import config from './vite.config';\nexport default { ...config, optimizeDeps: { ...config.optimizeDeps, include: [] } };\n",
    );
    const { reloaded, log } = await walkColdDev(apps[0], ['--config', config]);
    if (!reloaded)
      throw new Error(`no reload seen: the check cannot tell one from the other. The dev server said:\n${log}`);
    return 'reloaded';
  });
  await typeChecks;
  console.log(`recipes checked in ${((Date.now() - started) / 1000).toFixed(0)} s`);
} finally {
  await closeBrowser();
  rmSync(scratch, { recursive: true, force: true });
}
if (failed) process.exit(1);
