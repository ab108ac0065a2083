#!/usr/bin/env node
// Checks a package as it will be published: packs it with pnpm (which also rewrites
// `workspace:*` dependencies to versions), checks the tarball's file list (see checkFiles), then
// runs `publint --strict` and `@arethetypeswrong/cli` on it.
// Run from a package folder: `node ../../scripts/check-package.mjs`.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');

/**
 * The file list of a tarball: the package's README, its LICENSE (the repository's own, word for
 * word), package.json, and the built files of the folders `files` names; no sources (the source
 * maps carry them, in `sourcesContent`), no tests, no test helpers. The repository fields are the
 * root package's (one owner for where the project lives). No type declaration file declares a
 * member tagged `@internal`.
 */
function checkFiles(tarball) {
  const problems = [];
  const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
  const files = execFileSync('tar', ['-tzf', tarball], { encoding: 'utf8' })
    .split('\n')
    .filter((f) => f !== '')
    .map((f) => f.replace(/^package\//, ''));
  for (const required of ['package.json', 'README.md', 'LICENSE'])
    if (!files.includes(required)) problems.push(`${required} is missing`);
  if (readFileSync('LICENSE', 'utf8') !== readFileSync(join(root, 'LICENSE'), 'utf8'))
    problems.push('LICENSE differs from the repository LICENSE');
  const folders = pkg.files.filter((f) => !f.startsWith('!')).map((f) => `${f.replace(/\/$/, '')}/`);
  for (const file of files) {
    if (['package.json', 'README.md', 'LICENSE'].includes(file)) continue;
    if (!folders.some((folder) => file.startsWith(folder))) problems.push(`${file} is outside the published folders`);
    if (/(^|\/)(src|testing)\/|\.(test|bench)\./.test(file)) problems.push(`${file} is a source, test or test helper`);
    // A member tagged `@internal` is stripped from the published declarations (tsup's dts build
    // with `stripInternal`): one left there would be a public promise of the engine's encoding.
    if (/\.d\.c?ts$/.test(file) && /@internal\b/.test(readFileSync(file, 'utf8')))
      problems.push(`${file} declares a member tagged @internal`);
    // A map carries every source it names (an entry that only re-exports a shared chunk names none).
    if (file.endsWith('.map')) {
      const map = JSON.parse(readFileSync(file, 'utf8'));
      if (map.sources.length > 0 && !map.sourcesContent?.every((c) => typeof c === 'string'))
        problems.push(`${file} does not carry its sources`);
    }
  }
  const rootPkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  if (pkg.repository?.url !== rootPkg.repository.url) problems.push("repository.url is not the root package's");
  if (pkg.bugs?.url !== rootPkg.bugs.url) problems.push("bugs.url is not the root package's");
  if (
    typeof pkg.homepage !== 'string' ||
    !pkg.homepage.startsWith(rootPkg.repository.url.replace(/^git\+|\.git$/g, ''))
  )
    problems.push('homepage is not in the repository');
  if (!Array.isArray(pkg.keywords) || pkg.keywords.length === 0) problems.push('keywords are missing');
  if (problems.length > 0) {
    console.error(`${pkg.name}: the packed package is not as published packages must be:\n  ${problems.join('\n  ')}`);
    process.exitCode = 1;
  } else console.log(`${pkg.name}: ${files.length} files in the tarball, as they should be`);
}

const dir = mkdtempSync(join(tmpdir(), 'rs-pack-'));
const run = (cmd, args) => execFileSync(cmd, args, { stdio: 'inherit' });
try {
  execFileSync('pnpm', ['pack', '--pack-destination', dir], { stdio: ['ignore', 'ignore', 'inherit'] });
  const tarball = join(
    dir,
    readdirSync(dir).find((f) => f.endsWith('.tgz')),
  );
  checkFiles(tarball);
  run('publint', ['--strict', '--pack', 'false']);
  run('attw', [tarball, ...process.argv.slice(2)]);
} catch (e) {
  process.exitCode = typeof e.status === 'number' ? e.status : 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
