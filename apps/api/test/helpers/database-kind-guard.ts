// Runs before every test file. Files share workers (isolate: false in vitest.config.ts), so this checks that each
// file still sees the database kind of its own project: were TEST_DB to leak from a file of the other project, the
// PGlite run would quietly test PostgreSQL (or the reverse) and still pass.
import { beforeAll } from 'vitest';
import { testDbKind } from './test-database';

// vitest reads the first parameter as the fixtures this hook asks for: an empty pattern asks for none.
// eslint-disable-next-line no-empty-pattern
beforeAll(({}, suite) => {
  const { name, projectName } = suite.file;
  if (projectName !== testDbKind()) throw new Error(`${name} runs in the ${projectName} project but TEST_DB says ${testDbKind()}`);
});
