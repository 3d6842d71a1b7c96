import { defineConfig } from 'vitest/config';

// Some tests search or match the whole default catalogue (349 occupations): about 2 s alone, but CI runs every
// project's tests at once on two cores, where one took 6.6 s and hit vitest's 5 s default.
export default defineConfig({ test: { include: ['src/**/*.test.ts', 'test/**/*.test.ts'], passWithNoTests: false, testTimeout: 30_000 } });
