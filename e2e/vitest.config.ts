import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/support/server.ts'],
    testTimeout: 60_000,
    hookTimeout: 300_000,
    // One browser and one server process on two cores: files run one after another.
    fileParallelism: false,
  },
});
