import { defineConfig } from 'tsup';

export default defineConfig({
  // The main entry, the worker's and Node's, and, apart from the search code, a review's verdict
  // sentences and the messages of the solver's errors: all four languages (`/review-sentences`,
  // `/messages`), or each language on its own (`/review-sentences/ru`, `/messages/ru`…), so that an
  // app loads only the language its player reads.
  entry: {
    index: 'src/index.ts',
    // Not an entry of the package's exports: a build of the dates alone (`dayNumber`…, and the
    // sentences of their errors) makes them a chunk of their own, so that a page that counts days at
    // start (the web game's daily streak) bundles them without the options, the worker protocol and
    // the error sentences of the search, which its solver client loads later.
    dates: 'src/day-number.ts',
    worker: 'src/worker.ts',
    node: 'src/node.ts',
    'review-sentences/index': 'src/review-sentences-all.ts',
    'review-sentences/en': 'src/review-sentences-en.ts',
    'review-sentences/ru': 'src/review-sentences-ru.ts',
    'review-sentences/uk': 'src/review-sentences-uk.ts',
    'review-sentences/tr': 'src/review-sentences-tr.ts',
    'messages/index': 'src/messages-all.ts',
    'messages/en': 'src/messages-en.ts',
    'messages/ru': 'src/messages-ru.ts',
    'messages/uk': 'src/messages-uk.ts',
    'messages/tr': 'src/messages-tr.ts',
  },
  format: ['esm', 'cjs'],
  // Declarations tagged `@internal` are left out of the published types.
  dts: { compilerOptions: { stripInternal: true } },
  sourcemap: true,
  clean: true,
  target: 'es2022',
  treeshake: true,
  shims: true,
});
