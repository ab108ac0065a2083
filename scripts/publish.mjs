#!/usr/bin/env node
// Publishes the packages whose version is not on the registry yet, one at a time in dependency
// order (engine, dealer, solver, cli), so that no published package ever depends on a version the
// registry does not have. `changeset publish` would publish them side by side. Each package goes
// out with `pnpm publish` (which turns `workspace:^` into `^<version>`); npm provenance is added
// when the environment asks for it (NPM_CONFIG_PROVENANCE=true, in the release workflow). Each
// version published gets its git tag (`@russian-solitaire/engine@1.0.0`) and the line "New tag:
// NAME@VERSION", which the changesets action reads to push the tags and make GitHub releases.
//
//   node scripts/publish.mjs             what `pnpm release` runs after the build and lint
//   node scripts/publish.mjs --dry-run   the same without publishing (pnpm publish --dry-run), no
//                                        registry look-up and no tags
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { publishedPackages } from './pack.mjs';

const dryRun = process.argv.includes('--dry-run');
const base = process.cwd();
const root = join(import.meta.dirname, '..');
const pnpm = ['-y', JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).packageManager];

/** Whether NAME@VERSION is on the registry already (a version published by an earlier, interrupted run). */
function published(name, version) {
  const r = spawnSync('npm', ['view', `${name}@${version}`, 'version', '--json'], { encoding: 'utf8' });
  if (r.status === 0) return r.stdout.trim() !== '';
  if (/E404|404 Not Found/.test(r.stderr)) return false;
  throw new Error(`cannot ask the registry about ${name}@${version}:\n${r.stderr}`);
}

for (const p of publishedPackages(base)) {
  if (!dryRun && published(p.name, p.version)) {
    console.log(`${p.name}@${p.version} is on the registry already`);
    continue;
  }
  console.log(`${dryRun ? 'Would publish' : 'Publishing'} ${p.name}@${p.version}`);
  const flags = ['--access', 'public', '--no-git-checks', ...(dryRun ? ['--dry-run'] : [])];
  execFileSync('npx', [...pnpm, 'publish', ...flags], { cwd: p.dir, stdio: dryRun ? 'ignore' : 'inherit' });
  if (dryRun) continue;
  execFileSync('git', ['tag', `${p.name}@${p.version}`], { cwd: base, stdio: 'inherit' });
  console.log(`New tag: ${p.name}@${p.version}`);
}
