import { defineConfig } from 'vitest/config';

// Every package's unit tests as one vitest run (`npx vitest run` at the root, after a build):
// each project keeps its own vitest.config.ts. The web game's browser tests have their own
// config and run with `pnpm --filter @russian-solitaire/web test:e2e`.
export default defineConfig({
  test: {
    projects: ['packages/*', 'docs', 'apps/web'],
  },
});
