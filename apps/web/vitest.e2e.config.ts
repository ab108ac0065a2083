import { defineConfig } from 'vitest/config';
import { sharedTestSettings } from '../../testing/guard';

// End-to-end tests: build the app, serve it with `vite preview`, drive Debian's headless Chromium.
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.test.ts'],
    // The app is built once, before the first file.
    globalSetup: ['e2e/setup.ts'],
    environment: 'node',
    ...sharedTestSettings,
    fileParallelism: false,
  },
});
