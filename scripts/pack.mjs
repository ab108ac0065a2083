#!/usr/bin/env node
// The published packages of the workspace (every package.json under packages/ that is not
// private), in dependency order: a package comes after every package of the workspace it depends
// on, which is the order in which they must reach the registry (`changeset publish` keeps it too).
//
//   node scripts/pack.mjs DIR   packs them with pnpm into DIR, in that order (pnpm turns each
//                               `workspace:^` range into the version it stands for); the
//                               Dockerfile installs the command from these tarballs.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(import.meta.dirname, '..');

/**
 * The published packages under `root`/packages, dependencies first: `{ name, version, dir, internal }`
 * where `internal` names the workspace packages it depends on.
 */
export function publishedPackages(base = root) {
  const all = readdirSync(join(base, 'packages'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => {
      const dir = join(base, 'packages', entry.name);
      const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
      return { pkg, dir };
    })
    .filter(({ pkg }) => pkg.private !== true);
  const names = new Set(all.map(({ pkg }) => pkg.name));
  const nodes = all.map(({ pkg, dir }) => ({
    name: pkg.name,
    version: pkg.version,
    dir,
    internal: Object.keys({ ...pkg.dependencies, ...pkg.peerDependencies }).filter((d) => names.has(d)),
  }));
  const ordered = [];
  const placed = new Set();
  while (ordered.length < nodes.length) {
    const ready = nodes
      .filter((n) => !placed.has(n.name) && n.internal.every((d) => placed.has(d)))
      .sort((a, b) => a.name.localeCompare(b.name));
    if (ready.length === 0) throw new Error('the published packages depend on each other in a cycle');
    for (const n of ready) {
      ordered.push(n);
      placed.add(n.name);
    }
  }
  return ordered;
}

/** Packs each published package of `base` into `out`, in dependency order; returns the tarballs' paths. */
export function packAll(out, base = root) {
  mkdirSync(out, { recursive: true });
  const pnpm = ['-y', JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).packageManager];
  return publishedPackages(base).map((p) => {
    const printed = execFileSync('npx', [...pnpm, 'pack', '--pack-destination', out], {
      cwd: p.dir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const tarball = printed.trim().split('\n').pop();
    return resolve(out, tarball);
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const out = process.argv[2];
  if (out === undefined) {
    console.error('usage: node scripts/pack.mjs DIR   (build the packages first: pnpm build)');
    process.exit(2);
  }
  for (const tarball of packAll(resolve(out))) console.log(tarball);
}
