import { defineConfig } from 'vitest/config';

// Every package's unit tests and the solver's exhaustive tier as one vitest run (`npx vitest run`
// at the root, after a build): each project keeps its own config, and so its own hang guard. The
// web game's browser tests have their own config and run with
// `pnpm --filter @russian-solitaire/web test:e2e`.
export default defineConfig({
  test: {
    projects: ['packages/*', 'packages/solver/vitest.exhaustive.config.ts', 'docs', 'apps/web'],
  },
});
