/**
 * Vitest global setup: the tests run the built command (`dist/bin.js`), so build it first when it
 * is missing or older than a source file. (Under turbo, `test` depends on `build` already.)
 * @module
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(path));
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts'))
      newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
}

/** Builds the package unless `dist/bin.js` and `dist/survey-worker.js` are newer than every source file. */
export default function setup(): void {
  const outputs = ['bin.js', 'survey-worker.js'].map((f) => join(root, 'dist', f));
  const fresh = outputs.every((f) => existsSync(f) && statSync(f).mtimeMs >= newestSource(join(root, 'src')));
  // npx is a `.cmd` file on Windows, which only a shell runs.
  if (!fresh) execFileSync('npx', ['tsup'], { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' });
}
