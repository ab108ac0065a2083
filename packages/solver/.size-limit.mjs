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
      // 14.3 kB under esbuild when the engine did not tree-shake there (8.6 kB since, 11.41 kB with
      // the English sentences of the errors of options, the worker and the client; 11.88 kB with the
      // engine's rule sets as data and the rule sets a review's options name).
      limit: '11.95 kB',
    },
    {
      name: 'the Web Worker: installWebWorker',
      path: 'dist/worker.js',
      import: '{ installWebWorker }',
      // 40.07 and 40.19 kB since a review reads a game's gameCode and saves of version 1 (code);
      // 40.59 and 40.71 kB with rule 7 of the search (link-set.ts); 40.61 and 40.74 kB with rule 2
      // read from the column tops (firstSafeHomeMove); 40.72 and 40.87 kB with the search for the
      // nearest turn looking each position up once (KeyState in fair-turn.ts); 41.25 and 41.38 kB with
      // rule 8 and rule 5's own column (makesHeldSet, looseCardHeight in prune.ts); 41.44 and 41.56 kB
      // with rule 9 and rule 2 read at the uncovered top (isUncontestedKingMove, safeHomeMoveAfter);
      // 41.67 and 41.8 kB with the turns-first ordering and the table that notes its first slots;
      // 41.8 and 41.92 kB with rule 5's way home and empty columns, and its test after a turn; 41.88
      // and 42.02 kB with its test after every move in a long search; 42.19 and 42.34 kB with the
      // noisy searches that start again (run.ts); 42.36 and 42.51 kB with a long run's turns for
      // the search that proves, and the table cap sized to the budget; 43.64 and 43.77 kB with the
      // beam search of a long run (beam.ts).
      limit: { esbuild: '43.75 kB', rollup: '43.9 kB' },
    },
    // The whole main entry counts the list of the worker's error codes (`WORKER_ERROR_CODES`) too.
    // 41.92 and 41.95 kB with the game code named gameCode; 42.46 and 42.47 kB with rule 7 of the search;
    // 42.49 and 42.5 kB with rule 2 read from the column tops; 42.6 and 42.61 kB with the search for
    // the nearest turn looking each position up once; 43.12 and 43.13 kB with rule 8; 43.29 and
    // 43.32 kB with rule 9 and rule 2 read at the uncovered top; 43.53 and 43.56 kB with the
    // turns-first ordering and the table that notes its first slots; 43.66 and 43.68 kB with rule 5's
    // way home and empty columns, and its test after a turn; 43.76 and 43.78 kB with its test after
    // every move in a long search; 44.06 and 44.09 kB with the noisy searches that start again;
    // 44.23 and 44.25 kB with a long run's turns for the search that proves; 45.48 and 45.53 kB with
    // the beam search of a long run.
    { name: 'the whole main entry', path: 'dist/index.js', import: '*', limit: '45.65 kB' },
  ].map((check) => ({ ...check, gzip: true })),
);
