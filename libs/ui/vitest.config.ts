import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    passWithNoTests: false,
    // Class names stay readable in failure output; tests assert roles and data attributes, not classes.
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
});
