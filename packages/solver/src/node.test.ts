/**
 * The Node worker as a plain script uses it: each scenario is a script run by `node` in a child
 * process, ESM (with top-level await) and CommonJS, with nothing else keeping the event loop
 * alive (a test runner would). Each runs several times, since what goes wrong here goes wrong
 * now and then: the thread keeps the process alive exactly while a request is pending or the
 * thread is being stopped, so `await worker.terminate()` always settles and the code after it
 * runs, and a script that leaves an idle worker still ends by itself.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, describe, expect, test } from 'vitest';
import { SUBPROCESS_GUARD_MS } from '../../../testing/guard.js';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const require = createRequire(import.meta.url);
const engineDist = dirname(require.resolve('@russian-solitaire/engine'));
const dealerDist = dirname(require.resolve('@russian-solitaire/dealer'));
const built = existsSync(join(dist, 'node.js')) && existsSync(join(dist, 'worker.cjs'));

/** How many times each script runs. */
const RUNS = 4;
/** A child that has not ended by then hangs. */
const HANG_MS = SUBPROCESS_GUARD_MS;

/** What a scenario does, once the worker module, the dealer and `unwrap` are in scope as `solver`, `dealer`, `unwrap`. */
interface Scenario {
  readonly name: string;
  /** The body of an async function (ESM: run at top level; CommonJS: inside `main()`). */
  readonly body: string;
  /**
   * The lines it must print, in order. The CommonJS form prints `main returned` as `main()`
   * resolves: at the end, or where {@link MAIN} stands.
   */
  readonly prints: readonly string[];
}

/** Where the CommonJS form prints `main returned`, when it is not at the end. */
const MAIN = 'main returned';

const SHORT = `unwrap(dealer.openingPositionOfCode('RU1-C-AAAAAAS'))`;
// relaxed seed 1194: not decided within 10^7 nodes, so a request on it stays pending until stopped
const LONG = `unwrap(dealer.openingPositionOfCode('RU1-R-AAAABTY'))`;
// relaxed seed 27: solved in some 17,000 nodes, a few hundred milliseconds
const MEDIUM = `unwrap(dealer.openingPositionOfCode('RU1-R-AAAAABB'))`;

const scenarios: readonly Scenario[] = [
  {
    name: 'solve, start a long solve, terminate: the code after terminate runs',
    body: `
      const worker = solver.spawnSolverWorker();
      console.log('first', unwrap(await worker.solve(${SHORT}, { budget: 100_000 })).status);
      const pending = worker.solve(${LONG}, { budget: 50_000_000 });
      await worker.terminate();
      const answer = await pending;
      console.log('after terminate', answer.ok || answer.error.code, worker.state);`,
    prints: ['first solved', 'after terminate terminated terminated'],
  },
  {
    name: 'terminate an idle worker, and one never used',
    body: `
      const used = solver.spawnSolverWorker();
      unwrap(await used.solve(${SHORT}, { budget: 100_000 }));
      await used.terminate();
      console.log('idle terminated');
      const fresh = solver.spawnSolverWorker();
      await fresh.terminate();
      const late = await fresh.hint(${SHORT});
      console.log('fresh terminated', late.ok || late.error.code);`,
    prints: ['idle terminated', 'fresh terminated terminated'],
  },
  {
    name: 'an idle worker left running does not keep the process alive',
    body: `
      const worker = solver.spawnSolverWorker();
      console.log('answered', unwrap(await worker.solve(${SHORT}, { budget: 100_000 })).status);`,
    prints: ['answered solved'],
  },
  {
    name: 'a worker never asked anything, and one whose only request was aborted before it was sent, do not keep the process alive',
    body: `
      solver.spawnSolverWorker();
      const worker = solver.spawnSolverWorker();
      const controller = new AbortController();
      controller.abort();
      const answer = await worker.solve(${SHORT}, { signal: controller.signal });
      console.log('answered', answer.ok || answer.error.code);`,
    prints: ['answered aborted'],
  },
  {
    name: 'a pending request keeps the process alive until it answers',
    body: `
      const worker = solver.spawnSolverWorker();
      worker
        .solve(${MEDIUM}, { budget: 1_000_000 })
        .then((answer) => {
          console.log('answered', unwrap(answer).status);
          // asked as the first answer comes: the process stays alive for this one too
          return worker.randomWinnableCode({ seeds: [0, 1, 2, 14], budget: 200_000 });
        })
        .then((deal) => console.log('deal', unwrap(deal).gameCode));
      console.log('script ends');`,
    prints: ['script ends', MAIN, 'answered solved', 'deal RU1-C-AAAAAAO'],
  },
  {
    name: 'a worker that fails, then terminate',
    body: `
      const broken = solver.spawnSolverWorker({ worker: 'data:text/javascript,throw new Error("broken")' });
      const failed = await broken.solve(${SHORT});
      await broken.terminate();
      console.log('failed', failed.ok || failed.error.code, broken.state);`,
    prints: ['failed worker-failed terminated'],
  },
];

const scratch = mkdtempSync(join(tmpdir(), 'rs-node-worker-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The scenario as an ESM script with top-level await, or as a CommonJS script with an async main. */
function scriptOf(scenario: Scenario, format: 'esm' | 'cjs', n: number): string {
  const lines =
    format === 'esm'
      ? [
          `import * as solver from ${JSON.stringify(pathToFileURL(join(dist, 'node.js')).href)};`,
          `import * as dealer from ${JSON.stringify(pathToFileURL(join(dealerDist, 'index.js')).href)};`,
          `import { unwrap } from ${JSON.stringify(pathToFileURL(join(engineDist, 'index.js')).href)};`,
          scenario.body,
        ]
      : [
          `const solver = require(${JSON.stringify(join(dist, 'node.cjs'))});`,
          `const dealer = require(${JSON.stringify(join(dealerDist, 'index.cjs'))});`,
          `const { unwrap } = require(${JSON.stringify(join(engineDist, 'index.cjs'))});`,
          `async function main() {${scenario.body}\n}`,
          `main().then(() => console.log(${JSON.stringify(MAIN)}));`,
        ];
  const path = join(scratch, `scenario-${n}.${format === 'esm' ? 'mjs' : 'cjs'}`);
  writeFileSync(path, lines.join('\n'));
  return path;
}

interface Run {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
  readonly stdout: string;
  readonly stderr: string;
}

function run(path: string): Promise<Run> {
  return new Promise((resolve) => {
    execFile(process.execPath, [path], { timeout: HANG_MS, killSignal: 'SIGKILL' }, (error, stdout, stderr) => {
      const code = error ? ((error as { code?: unknown }).code ?? null) : 0;
      resolve({
        code: typeof code === 'number' ? code : null,
        signal: (error as { signal?: NodeJS.Signals } | null)?.signal ?? null,
        stdout,
        stderr,
      });
    });
  });
}

describe.skipIf(!built)('the Node worker in plain scripts (needs the built package: pnpm build)', () => {
  for (const [n, scenario] of scenarios.entries()) {
    for (const format of ['esm', 'cjs'] as const) {
      test(`${scenario.name} (${format === 'esm' ? 'ESM, top-level await' : 'CommonJS'}, ${RUNS} runs)`, async () => {
        const path = scriptOf(scenario, format, n);
        const prints = scenario.prints.filter((line) => line !== MAIN);
        const expected =
          format === 'esm' ? prints : scenario.prints.includes(MAIN) ? scenario.prints : [...prints, MAIN];
        let runs = 0;
        // two at a time: each run is a process with a worker thread
        for (let i = 0; i < RUNS; i += 2) {
          const results = await Promise.all([run(path), run(path)]);
          for (const result of results) {
            expect({ ...result, stdout: result.stdout.trim().split('\n') }).toEqual({
              code: 0,
              signal: null,
              stdout: expected,
              stderr: '',
            });
            runs++;
          }
        }
        expect(runs).toBe(RUNS);
      });
    }
  }
});
