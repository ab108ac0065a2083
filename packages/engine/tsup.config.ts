import { defineConfig } from 'tsup';

export default defineConfig({
  // The main entry, each language of the messages on its own (`/messages/ru`…) or all four
  // (`/messages`), and the `internal` entry (see src/internal.ts).
  entry: {
    index: 'src/index.ts',
    internal: 'src/internal.ts',
    'messages/index': 'src/messages-all.ts',
    'messages/en': 'src/messages-en.ts',
    'messages/ru': 'src/messages-ru.ts',
    'messages/uk': 'src/messages-uk.ts',
    'messages/tr': 'src/messages-tr.ts',
  },
  format: ['esm', 'cjs'],
  // The entries share their modules through chunks, in the CommonJS build as well as in the ESM
  // one, so that the engine's classes and module state (the rule sets, the compiled rule tables)
  // exist once per build: a position made through one entry is the position the other one reads.
  splitting: true,
  // Members marked `@internal` (a position's encoded arrays, its compiled rules) are left out of the
  // published declarations; the toolkit's own packages read them through the `internal` entry.
  dts: { compilerOptions: { stripInternal: true } },
  tsconfig: 'tsconfig.lib.json',
  sourcemap: true,
  clean: true,
  target: 'es2022',
  treeshake: true,
});
