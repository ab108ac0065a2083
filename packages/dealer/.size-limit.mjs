// Size limits of what a browser game bundles from the dealer (with the engine it uses), gzipped,
// checked by `pnpm lint`: each bundled by esbuild and by Rollup as Vite builds an app
// (scripts/size-limit-rollup), so that the dealer tree-shakes under both.
import { bothBundlers } from 'size-limit-rollup';

export default bothBundlers(
  [
    {
      name: 'a page that only reads and writes game codes: parseCode, formatCode',
      import: '{ parseCode, formatCode }',
      // 9.4 kB under esbuild when the engine did not tree-shake there (3.05 kB since, 4.12 kB with
      // the English sentences of the errors of codes; 4.44 kB with the rule sets of the codes,
      // classic and relaxed, defined as the engine's presets).
      limit: '4.5 kB',
    },
    {
      name: "what a browser game deals and resumes with: gameOfCode, parseCode, formatCode, randomCode, startOfCode, and the engine's resumeGame",
      import: {
        'dist/index.js': '{ gameOfCode, parseCode, formatCode, randomCode, startOfCode }',
        '../engine/dist/index.js': '{ resumeGame }',
      },
      // 18.76 kB under esbuild since saves name the game code gameCode and version 1 saves (code)
      // still resume.
      limit: '18.8 kB',
    },
    // 16,101 B under esbuild with the game code named gameCode.
    { name: 'the whole main entry', path: 'dist/index.js', import: '*', limit: '16.15 kB' },
  ].map((check) => ({ path: 'dist/index.js', ...check, gzip: true })),
);
