#!/usr/bin/env node
// Entry point of the README's two commands on a machine that has only Node.js >= 20 and npm.
// It runs the pinned pnpm through npx (no global install, no corepack), installs the workspace
// from the lockfile, then runs the job:
//   node scripts/pnpm.mjs main   -> build the command line, then show a deal being solved (`npm start`)
//   node scripts/pnpm.mjs test   -> build, typecheck, lint (ESLint, import cycles, packed packages), run the tests
//                                   (all but the exhaustive tier, `pnpm test:exhaustive`, which CI runs next),
//                                   then the formatting check (`npm test`)
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const pnpmSpec = pkg.packageManager; // e.g. "pnpm@10.34.8"

function run(args, what) {
  const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
  const result = spawnSync(npx, ['-y', pnpmSpec, ...args], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`\n${what} failed (pnpm ${args.join(' ')}).`);
    process.exit(result.status ?? 1);
  }
}

const job = process.argv[2];
const extra = process.argv.slice(3);
run(['install', '--frozen-lockfile', '--reporter=append-only'], 'Installing the workspace');
switch (job) {
  case 'main':
    // Only what the demo runs: the command line and the packages it is built on (not the web game).
    run(
      ['exec', 'turbo', 'run', 'build', '--filter=@russian-solitaire/cli...', '--output-logs=errors-only'],
      'Building the packages',
    );
    run(['--silent', 'run', 'demo', ...extra], 'The demo');
    break;
  case 'test':
    run(
      ['exec', 'turbo', 'run', 'build', 'typecheck', 'lint', 'test', '--output-logs=new-only', '--concurrency=2'],
      'The test run',
    );
    run(['run', 'lint:workspace'], 'The formatting check and the lint of the workspace scripts');
    break;
  default:
    console.error('usage: node scripts/pnpm.mjs main|test');
    process.exit(2);
}
