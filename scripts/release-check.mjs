#!/usr/bin/env node
// A dry run of the release, on a scratch copy of the repository (the working tree is not touched):
//   1. `changeset version` applies the pending changesets there, as the release workflow's version
//      pull request will: every published package's version, its CHANGELOG.md entry, and the
//      `workspace:^` ranges between them kept;
//   2. the command is rebuilt there, so that it carries its new version;
//   3. `node scripts/publish.mjs --dry-run` goes through `pnpm publish --dry-run` of each package in
//      dependency order, as `pnpm release` does;
//   4. the packages are packed there; each tarball must have the new version and name the others
//      by `^<their new version>` (no `workspace:` left);
//   5. the command's tarball is installed with npm, offline, together with the tarballs of its
//      dependencies in a scratch project, and `russian-solitaire --version` must print its version.
// Run after `pnpm build` (.ci/run runs it after the tests): node scripts/release-check.mjs
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { packAll, publishedPackages } from './pack.mjs';

const root = join(import.meta.dirname, '..');
const SCOPE = '@russian-solitaire';
const scratch = mkdtempSync(join(tmpdir(), 'rs-release-'));
const copy = join(scratch, 'repository');
const started = Date.now();
const problems = [];
const phase = (what) => console.log(`${what} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
const sh = (command, args, cwd) =>
  execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));

try {
  // The repository as it is (committed or not, ignored files left out), with the installed
  // node_modules linked in and the built packages copied.
  const files = sh('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], root)
    .split('\0')
    .filter((f) => f !== '' && existsSync(join(root, f)));
  for (const file of files) {
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    cpSync(join(root, file), join(copy, file));
  }
  // Each package's own node_modules links to the installed tools, but to the copy's packages, so
  // that pnpm reads their new versions when it packs.
  const before = publishedPackages(root);
  symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'), 'dir');
  for (const p of before) {
    const dir = relative(root, p.dir);
    cpSync(join(p.dir, 'dist'), join(copy, dir, 'dist'), { recursive: true });
    const modules = join(copy, dir, 'node_modules');
    mkdirSync(join(modules, SCOPE), { recursive: true });
    const installed = existsSync(join(p.dir, 'node_modules')) ? readdirSync(join(p.dir, 'node_modules')) : [];
    for (const entry of installed)
      if (entry !== SCOPE) symlinkSync(join(p.dir, 'node_modules', entry), join(modules, entry));
    for (const dep of p.internal) symlinkSync(join(copy, 'packages', dep.slice(SCOPE.length + 1)), join(modules, dep));
  }

  // 1. The versions.
  execFileSync(join(root, 'node_modules', '.bin', 'changeset'), ['version'], { cwd: copy, stdio: 'ignore' });
  const after = publishedPackages(copy);
  const version = new Map(after.map((p) => [p.name, p.version]));
  for (const p of after) {
    const was = before.find((b) => b.name === p.name).version;
    const pkg = readJson(join(p.dir, 'package.json'));
    for (const dep of p.internal)
      if (pkg.dependencies[dep] !== 'workspace:^')
        problems.push(`${p.name}: its dependency on ${dep} is ${pkg.dependencies[dep]}, not workspace:^`);
    if (p.version === was) continue;
    const changelog = join(p.dir, 'CHANGELOG.md');
    if (!existsSync(changelog) || !readFileSync(changelog, 'utf8').includes(`\n## ${p.version}\n`))
      problems.push(`${p.name}: CHANGELOG.md has no entry for ${p.version}`);
  }
  phase(`versions after changeset version: ${after.map((p) => `${p.name}@${p.version}`).join(', ')}`);

  // 2. The command, rebuilt with its new version.
  const cli = after.find((p) => p.name === '@russian-solitaire/cli');
  execFileSync(join(root, 'node_modules', '.bin', 'tsup'), [], { cwd: cli.dir, stdio: 'ignore' });
  phase('the command rebuilt');

  // 3. Publishing, dry.
  const order = sh(process.execPath, [join(root, 'scripts', 'publish.mjs'), '--dry-run'], copy)
    .split('\n')
    .filter((l) => l.startsWith('Would publish '));
  const expected = after.map((p) => `Would publish ${p.name}@${p.version}`);
  if (order.join('\n') !== expected.join('\n'))
    problems.push(`pnpm publish --dry-run went through:\n  ${order.join('\n  ')}\nnot:\n  ${expected.join('\n  ')}`);
  phase(`pnpm publish --dry-run in dependency order: ${after.map((p) => p.name.split('/')[1]).join(', ')}`);

  // 4. The tarballs.
  const tarballs = packAll(join(scratch, 'packed'), copy);
  phase('packed');
  for (const tarball of tarballs) {
    const pkg = JSON.parse(sh('tar', ['-xzOf', tarball, 'package/package.json']));
    if (pkg.version !== version.get(pkg.name)) problems.push(`${tarball}: version ${pkg.version}`);
    for (const [dep, range] of Object.entries(pkg.dependencies ?? {}))
      if (version.has(dep) && range !== `^${version.get(dep)}`)
        problems.push(`${pkg.name}: the packed dependency on ${dep} is ${range}, not ^${version.get(dep)}`);
  }

  // 5. The command from its tarball and its dependencies' tarballs alone.
  const consumer = join(scratch, 'consumer');
  mkdirSync(consumer);
  writeFileSync(join(consumer, 'package.json'), JSON.stringify({ name: 'consumer', private: true }));
  sh('npm', ['install', '--offline', '--omit=dev', '--no-audit', '--no-fund', ...tarballs], consumer);
  const printed = sh(join(consumer, 'node_modules', '.bin', 'russian-solitaire'), ['--version'], consumer).trim();
  if (printed !== cli.version) problems.push(`russian-solitaire --version printed ${printed}, not ${cli.version}`);
  phase(`russian-solitaire --version from the installed tarballs: ${printed}`);
} catch (e) {
  problems.push(`${e.message}${e.stderr ? `\n${e.stderr}` : ''}`);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

if (problems.length > 0) {
  console.error(`release dry run failed:\n${problems.join('\n')}`);
  process.exit(1);
}
console.log(`release dry run passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
