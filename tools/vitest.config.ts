import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { include: ['catalog/test/**/*.test.ts'], passWithNoTests: false, testTimeout: 60_000 },
});
