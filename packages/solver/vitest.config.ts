import { configDefaults, defineConfig } from 'vitest/config';
import { sharedTestSettings } from '../../testing/guard';

// The unit tests; the exhaustive tier has its own config (vitest.exhaustive.config.ts, with its own
// hang guard), and `pnpm test:all` at the root runs both as projects.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    exclude: [...configDefaults.exclude, 'src/**/*.exhaustive.test.ts'],
    ...sharedTestSettings,
  },
});
