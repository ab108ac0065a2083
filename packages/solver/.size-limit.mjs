// Size limits of what a browser game bundles from the solver (with the engine and dealer it uses),
// gzipped, checked by `pnpm lint`: each bundled by esbuild and by Rollup as Vite builds an app
// (scripts/size-limit-rollup), so that the solver tree-shakes under both.
import { bothBundlers } from 'size-limit-rollup';

export default bothBundlers(
  [
    {
      name: "a browser game's main chunk: createSolverClient (no search code)",
      path: 'dist/index.js',
      import: '{ createSolverClient }',
      // 14.3 kB under esbuild when the engine did not tree-shake there (8.6 kB since).
      limit: '9.3 kB',
    },
    {
      name: 'the Web Worker: installWebWorker',
      path: 'dist/worker.js',
      import: '{ installWebWorker }',
      limit: { esbuild: '34.45 kB', rollup: '34.55 kB' },
    },
    { name: 'the whole main entry', path: 'dist/index.js', import: '*', limit: '36.85 kB' },
  ].map((check) => ({ ...check, gzip: true })),
);
