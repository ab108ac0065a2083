// Once for the whole browser suite: builds the app (unless dist/ is already the build of what is
// there now) and serves dist/ with one `vite preview`, whose address every test file gets with
// `inject('previewUrl')` (see server.ts); stopped after the last file.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { appDir, buildApp, startPreview } from '../scripts/harness.mjs';

/** The newest modification time of a file or of any file under a folder (0 when it is missing). */
function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let time = stat.mtimeMs;
  for (const entry of readdirSync(path)) time = Math.max(time, newest(join(path, entry)));
  return time;
}

/**
 * Whether dist/ is the build of the app as it is now, at its own base path: its page is newer than
 * everything its build reads (the inputs of the `build` task in apps/web/turbo.json, and the built
 * packages of the workspace it bundles), and it was not built for a sub-path (`WEB_BASE_PATH`).
 * So the suite right after `pnpm build` (as CI runs it) serves that build instead of making it again.
 */
function builtAlready(): boolean {
  const page = join(appDir, 'dist', 'index.html');
  if (process.env.WEB_BASE_PATH || !existsSync(page)) return false;
  const pkg = JSON.parse(readFileSync(join(appDir, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  const inputs = ['src', 'index.html', 'public', 'package.json', 'tsconfig.json', 'vite.config.ts'].map((f) =>
    join(appDir, f),
  );
  for (const [name, range] of Object.entries(pkg.dependencies))
    if (range.startsWith('workspace:')) inputs.push(join(appDir, 'node_modules', name, 'dist'));
  if (statSync(page).mtimeMs < Math.max(...inputs.map(newest))) return false;
  // Built at the default base, the page loads its scripts by relative addresses.
  return readFileSync(page, 'utf8').includes('src="./registerSW.js"');
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!builtAlready()) buildApp();
  const server = await startPreview();
  project.provide('previewUrl', server.url);
  return server.stop;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The address of the built app, served by `vite preview` (ends with "/"). */
    previewUrl: string;
  }
}
