import { defineConfig } from 'vitest/config';
import { sharedTestSettings } from '../../testing/guard';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // The command is tested as users run it: the built `dist/bin.js` in a subprocess.
    globalSetup: ['./src/testing/build-once.ts'],
    ...sharedTestSettings,
  },
});
