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
  // The library entries: the command as a function, the types of its JSON output and the writer of
  // its errors; and the messages of its errors, all four languages (`/messages`) or each language
  // on its own (`/messages/ru`…), so that a program loads only the language it writes in.
  {
    ...common,
    entry: {
      index: 'src/index.ts',
      'messages/index': 'src/messages-all.ts',
      'messages/en': 'src/messages-en.ts',
      'messages/ru': 'src/messages-ru.ts',
      'messages/uk': 'src/messages-uk.ts',
      'messages/tr': 'src/messages-tr.ts',
    },
    format: ['esm', 'cjs'],
    dts: true,
    shims: true,
  },
  // The `russian-solitaire` command.
  { ...common, entry: { bin: 'src/bin.ts' }, format: ['esm'], banner: { js: '#!/usr/bin/env node' } },
  // The survey's worker thread, found next to the bin at run time.
  { ...common, entry: { 'survey-worker': 'src/survey-worker.ts' }, format: ['esm'] },
]);
