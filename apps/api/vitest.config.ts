import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// The PGlite template is built once per run by the global setup (see test/helpers/pglite-template.ts).
// Every test file runs against PGlite; with TEST_DATABASE_URL set (CI) the same files run again against PostgreSQL.
// Generous timeouts: some tests build several apps or start real processes, and CI runs them side by side on 2 cores.
// isolate: false lets files share a worker's loaded modules instead of importing the app afresh each (a quarter of
// the suite's CPU time went to that). Safe here: no file mocks modules or changes process.env, each builds its own
// apps, and the module-level caches hold only immutable data (the shipped catalogue's version, fonts, a dummy hash).
// It is a per-project option: the projects below do not inherit the root's.
const shared = {
  include: ['test/**/*.test.ts'],
  environment: 'node' as const,
  testTimeout: 60_000,
  hookTimeout: 90_000,
  isolate: false,
  setupFiles: ['test/helpers/database-kind-guard.ts'],
};

export default defineConfig({
  test: {
    // Many files spend part of their time waiting (child processes, sockets, timers). vitest's default of one worker
    // per core but one ran them one at a time on CI's 2 cores; each file has its own database and Redis namespace, so
    // two can share the machine.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      { test: { ...shared, name: 'pglite', env: { TEST_DB: 'pglite' }, globalSetup: ['test/helpers/global-setup.ts'] } },
      ...(process.env.TEST_DATABASE_URL ? [{ test: { ...shared, name: 'postgres', env: { TEST_DB: 'postgres' } } }] : []),
    ],
  },
});
