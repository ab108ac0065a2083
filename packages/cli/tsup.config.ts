import { readFileSync, rmSync } from 'node:fs';
import { defineConfig } from 'tsup';

// The three builds run side by side, so none of them cleans `dist`: it is cleaned once here.
rmSync('dist', { recursive: true, force: true });

// `russian-solitaire --version` prints the version of package.json as it is at build time (after
// `changeset version` has bumped it, in a release).
const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
const define = { __CLI_VERSION__: JSON.stringify(version) };

const common = { sourcemap: true, clean: false, target: 'es2022', treeshake: true, define } as const;

export default defineConfig([
  // The library entry: the command as a function, and the types of its JSON output.
  { ...common, entry: { index: 'src/index.ts' }, format: ['esm', 'cjs'], dts: true, shims: true },
  // The `russian-solitaire` command.
  { ...common, entry: { bin: 'src/bin.ts' }, format: ['esm'], banner: { js: '#!/usr/bin/env node' } },
  // The survey's worker thread, found next to the bin at run time.
  { ...common, entry: { 'survey-worker': 'src/survey-worker.ts' }, format: ['esm'] },
]);
