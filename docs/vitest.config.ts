import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['examples.test.ts', 'files.test.ts'],
    testTimeout: 60_000,
  },
});
