// Each new in-memory PGlite runs initdb in WASM (~5 s). We pay that once per test run: the global setup migrates a
// template, dumps its data directory to a tarball, and every test database starts from a copy (~0.5 s).
import { readFile, writeFile } from 'node:fs/promises';
import { createPgliteDatabase } from '../../src/db/client';

export async function writePgliteTemplate(path: string): Promise<void> {
  const template = createPgliteDatabase();
  try {
    await template.migrate();
    const dump = await template.client.dumpDataDir('none');
    await writeFile(path, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await template.close();
  }
}

let cached: Promise<Blob> | undefined;

/** The migrated template as a Blob (from the global setup's file, or built in this worker if there is none). */
export function loadPgliteTemplate(path: string | undefined): Promise<Blob> {
  cached ??= (async () => {
    if (path) return new Blob([await readFile(path)]);
    const template = createPgliteDatabase();
    await template.migrate();
    const dump = await template.client.dumpDataDir('none');
    await template.close();
    return dump;
  })();
  return cached;
}
