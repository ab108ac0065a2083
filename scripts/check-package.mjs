#!/usr/bin/env node
// Checks a package as it will be published: packs it with pnpm (which also rewrites
// `workspace:*` dependencies to versions), then runs `publint --strict` and
// `@arethetypeswrong/cli` on the tarball. Run from a package folder: `node ../../scripts/check-package.mjs`.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dir = mkdtempSync(join(tmpdir(), 'rs-pack-'));
const run = (cmd, args) => execFileSync(cmd, args, { stdio: 'inherit' });
try {
  execFileSync('pnpm', ['pack', '--pack-destination', dir], { stdio: ['ignore', 'ignore', 'inherit'] });
  const tarball = join(
    dir,
    readdirSync(dir).find((f) => f.endsWith('.tgz')),
  );
  run('publint', ['--strict', '--pack', 'false']);
  run('attw', [tarball, ...process.argv.slice(2)]);
} catch (e) {
  process.exitCode = typeof e.status === 'number' ? e.status : 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
