// The packages as the example apps get them: packed tarballs, installed with npm.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..');
/** The packages the apps use, packed as `<name>.tgz`: the names their package.json files give. */
const PACKAGES = ['engine', 'dealer', 'solver'];
const pnpm = ['-y', JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).packageManager];

/** Packs the packages (built beforehand) into `dir` as engine.tgz, dealer.tgz and solver.tgz. */
export function packInto(dir) {
  const out = mkdtempSync(join(tmpdir(), 'rs-pack-'));
  try {
    const filters = PACKAGES.flatMap((name) => ['--filter', `./packages/${name}`]);
    execFileSync('npx', [...pnpm, '-r', ...filters, 'pack', '--pack-destination', out], { cwd: root, stdio: 'ignore' });
    mkdirSync(dir, { recursive: true });
    for (const name of PACKAGES) {
      const [file, ...more] = readdirSync(out).filter((f) => f.startsWith(`russian-solitaire-${name}-`));
      if (file === undefined || more.length > 0)
        throw new Error(`expected one tarball of ${name} in ${readdirSync(out).join(' ')}`);
      renameSync(join(out, file), join(dir, `${name}.tgz`));
    }
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

/**
 * Drops the integrity of the lockfile's entries that npm installs from a local tarball: the
 * tarballs change with every build, and with an integrity npm would take the copy it cached earlier.
 */
export function forgetTarballIntegrity(lockFile) {
  const lock = JSON.parse(readFileSync(lockFile, 'utf8'));
  for (const entry of Object.values(lock.packages))
    if (typeof entry.resolved === 'string' && entry.resolved.startsWith('file:')) delete entry.integrity;
  writeFileSync(lockFile, `${JSON.stringify(lock, null, 2)}\n`);
}

/** The engine, dealer and solver installed in `dir` (CommonJS builds), to say what the apps must show. */
export function installedPackages(dir) {
  const require = createRequire(join(dir, 'package.json'));
  const [engine, dealer, solver] = PACKAGES.map((name) => require(`@russian-solitaire/${name}`));
  return { engine, dealer, solver };
}
