import { defineConfig } from 'vitest/config';

// Browser tests run one file at a time against one production server: on a 2-core machine parallel
// Chromium instances only make every test slower and flakier.
export default defineConfig({
  test: {
    include: ['src/**/*.e2e.ts'],
    globalSetup: ['src/support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
