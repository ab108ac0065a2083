import { defineConfig } from 'vitest/config';
import { EXHAUSTIVE_GUARD_MS, sharedTestSettings } from '../../testing/guard';

// The exhaustive tier: the solver against brute force on small positions (`pnpm test:exhaustive`,
// and a project of its own in `pnpm test:all` at the root).
export default defineConfig({
  test: {
    name: '@russian-solitaire/solver (exhaustive)',
    include: ['src/**/*.exhaustive.test.ts'],
    ...sharedTestSettings,
    testTimeout: EXHAUSTIVE_GUARD_MS,
    hookTimeout: EXHAUSTIVE_GUARD_MS,
  },
});
