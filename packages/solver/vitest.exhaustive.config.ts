import { defineConfig } from 'vitest/config';
import { EXHAUSTIVE_GUARD_MS, sharedTestSettings } from '../../testing/guard';

// The exhaustive tier: the solver against brute force on small positions (`pnpm test:exhaustive`).
export default defineConfig({
  test: {
    include: ['src/**/*.exhaustive.test.ts'],
    ...sharedTestSettings,
    testTimeout: EXHAUSTIVE_GUARD_MS,
    hookTimeout: EXHAUSTIVE_GUARD_MS,
  },
});
