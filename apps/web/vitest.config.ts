import { defineConfig } from 'vitest/config';
import { sharedTestSettings } from '../../testing/guard';

// Unit tests of the page's own modules (no browser). The browser tests are in e2e/ (test:e2e).
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    ...sharedTestSettings,
  },
});
