// knip: unused files, exports and dependencies, run by `pnpm lint`. Every entry below that is not
// found by knip's own plugins (tsup, vitest, vite, eslint) says why it is there.
import type { KnipConfig } from 'knip';

/** The TypeScript and JavaScript code blocks of a guide: the docs test runs them, so what they import is used. */
const codeBlocks = (text: string): string =>
  [...text.matchAll(/```(?:ts|js|typescript)\n([\s\S]*?)```/g)].map((m) => m[1]).join('\n');

const config: KnipConfig = {
  compilers: { md: codeBlocks },
  // Changesets and the API reports are Markdown that no code imports. The apps of examples/ are
  // projects of their own, installed from the packed packages by scripts/check-recipes.mjs. data/
  // holds survey files and the README that says how they were made: data, not code. A script's
  // declarations (scripts/*.d.mts) give its types to the tests that import the script.
  ignore: ['.changeset/**', 'packages/*/api/**', 'examples/**', 'data/**', 'scripts/*.d.mts'],
  workspaces: {
    '.': {
      // Scripts run by hand, as the guides show them (docs/solvability.md, docs/ru1.md); the release
      // check, which .ci/run runs; the README's code blocks, which the docs test runs; the Size Limit
      // plugin that measures under Rollup, which Size Limit loads by its name.
      entry: [
        'scripts/census-digest.mjs',
        'scripts/daily-vectors.mjs',
        'scripts/release-check.mjs',
        'README.md',
        'scripts/size-limit-rollup/index.js',
      ],
      // Run as commands by scripts/check-package.mjs and scripts/check-deploy.mjs, through
      // execFileSync; kubernetes-models is required there by a path built from each manifest's kind,
      // and imported by the type-checked file that script writes. size-limit-rollup is a plugin
      // that Size Limit loads by its name from these devDependencies.
      ignoreDependencies: [
        'size-limit-rollup',
        '@arethetypeswrong/cli',
        'publint',
        '@action-validator/cli',
        'dockerfilelint',
        'kubernetes-models',
      ],
    },
    'packages/*': {
      // Benchmarks, run by `pnpm bench`; the README's code blocks, which the docs test runs.
      entry: ['bench/*.mjs', 'README.md'],
    },
    docs: {
      // The guides' code blocks, which the docs test runs.
      entry: ['*.md'],
    },
    'apps/web': {
      // The web game is being split into smaller modules; until then, constants and helpers it
      // exports but uses only in their own file (its controller, hints, statistics, pointer,
      // layout, session and test drivers) are left as they are.
      ignoreExportsUsedInFile: true,
      // A benchmark run by hand (its first comment says how), beside the one `pnpm bench` runs.
      entry: ['scripts/bench-first-cards.mjs'],
      // The browser test of the screens injects axe-core's script into the page, found by
      // require.resolve('axe-core/axe.min.js') rather than imported.
      ignoreDependencies: ['axe-core'],
    },
  },
  // Tools of the system that tests and scripts run: the pseudo-terminal of the play tests
  // (`script`), a named pipe (`mkfifo`), a file system of one's own for the lock tests (`unshare`),
  // and the diff of an API report.
  ignoreBinaries: ['script', 'mkfifo', 'unshare', 'diff'],
};

export default config;
