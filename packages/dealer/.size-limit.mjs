// Size limits of what a browser game bundles from the dealer (with the engine it uses), gzipped,
// checked by `pnpm lint`: each bundled by esbuild and by Rollup as Vite builds an app
// (scripts/size-limit-rollup), so that the dealer tree-shakes under both.
import { bothBundlers } from 'size-limit-rollup';

export default bothBundlers(
  [
    {
      name: 'a page that only reads and writes game codes: parseCode, formatCode',
      import: '{ parseCode, formatCode }',
      // 9.4 kB under esbuild when the engine did not tree-shake there (3.05 kB since).
      limit: '3.2 kB',
    },
    {
      name: 'what a browser game deals and resumes with: gameOfCode, parseCode, formatCode, randomCode, resumeGame',
      import: '{ gameOfCode, parseCode, formatCode, randomCode, resumeGame }',
      limit: '15.9 kB',
    },
    { name: 'the whole main entry', import: '*', limit: '16.5 kB' },
  ].map((check) => ({ ...check, path: 'dist/index.js', gzip: true })),
);
