import { defineConfig } from 'tsup';

export default defineConfig({
  // The main entry, and the dealer's messages: all four languages (`/messages`), or each language
  // on its own (`/messages/ru`…), so that an app loads only the language its player reads.
  entry: {
    index: 'src/index.ts',
    'messages/index': 'src/messages-all.ts',
    'messages/en': 'src/messages-en.ts',
    'messages/ru': 'src/messages-ru.ts',
    'messages/uk': 'src/messages-uk.ts',
    'messages/tr': 'src/messages-tr.ts',
  },
  format: ['esm', 'cjs'],
  // The entries share their modules through chunks in both builds, so that the dealer's code
  // exists once per build.
  splitting: true,
  dts: true,
  tsconfig: 'tsconfig.lib.json',
  sourcemap: true,
  clean: true,
  target: 'es2022',
  treeshake: true,
});
