import { defineConfig } from 'tsup';

export default defineConfig({
  // The main entry, and each language of the messages on its own (`/messages/ru`…) or all four (`/messages`).
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
  tsconfig: 'tsconfig.lib.json',
  sourcemap: true,
  clean: true,
  target: 'es2022',
  treeshake: true,
});
