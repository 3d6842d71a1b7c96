import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// The PGlite template is built once per run by the global setup (see test/helpers/pglite-template.ts).
// Every test file runs against PGlite; with TEST_DATABASE_URL set (CI) the same files run again against PostgreSQL.
// Generous timeouts: some tests build several apps or start real processes, and CI runs them side by side on 2 cores.
const shared = { include: ['test/**/*.test.ts'], environment: 'node' as const, testTimeout: 60_000, hookTimeout: 90_000 };

export default defineConfig({
  test: {
    // Many files spend their time waiting (child processes, sockets, timers), not computing. vitest's default of one
    // worker per core but one ran them one at a time on CI's 2 cores; each file has its own database and Redis
    // namespace, so two can share the machine.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      { test: { ...shared, name: 'pglite', env: { TEST_DB: 'pglite' }, globalSetup: ['test/helpers/global-setup.ts'] } },
      ...(process.env.TEST_DATABASE_URL ? [{ test: { ...shared, name: 'postgres', env: { TEST_DB: 'postgres' } } }] : []),
    ],
  },
});
