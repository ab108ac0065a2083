import { defineConfig } from 'vitest/config';
import { sharedTestSettings } from '../testing/guard';

export default defineConfig({
  test: {
    include: ['examples.test.ts', 'files.test.ts', 'figures.test.ts', 'convention.test.ts', 'census.test.ts'],
    ...sharedTestSettings,
  },
});
