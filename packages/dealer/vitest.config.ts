import { defineConfig } from 'vitest/config';
import { sharedTestSettings } from '../../testing/guard';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    ...sharedTestSettings,
  },
});
