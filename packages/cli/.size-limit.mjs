// Size limits of the command's messages, gzipped, checked by `pnpm lint`: what a program that writes
// the command's errors in one language loads (`@russian-solitaire/cli/messages/ru`…, each with the
// solver's, dealer's and engine's messages of that language), and all four at once. Each is bundled by
// esbuild and by Rollup as Vite builds an app (scripts/size-limit-rollup), so that each language
// stays apart from the others and from the command's code under both.
import { bothBundlers } from 'size-limit-rollup';

export default bothBundlers(
  [
    // Measured 10.97, 15.43, 15.44 and 12.07 kB under esbuild (Rollup 0.01 kB less), with about 1 % to spare.
    ...Object.entries({ en: '11.1 kB', ru: '15.6 kB', uk: '15.6 kB', tr: '12.2 kB' }).map(([language, limit]) => ({
      name: `the messages in ${language}: @russian-solitaire/cli/messages/${language}`,
      path: `dist/messages/${language}.js`,
      import: `{ ${language} }`,
      limit,
    })),
    {
      name: 'the messages in all four languages: @russian-solitaire/cli/messages',
      path: 'dist/messages/index.js',
      import: '{ MESSAGES }',
      // Measured 49.74 kB under esbuild, 49.71 kB under Rollup.
      limit: '50.3 kB',
    },
  ].map((check) => ({ ...check, gzip: true })),
);
