// Writes the app's OpenAPI document (stable key order, trailing newline) so the typed client can be generated
// from it: `npm run openapi:emit -w @waypoint/api [-- <output path>]`. Builds the app on an in-memory PGlite and
// never listens.
import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createPgliteDatabase } from '../src/db/client';

const defaultOutput = fileURLToPath(new URL('../../../libs/api-client/openapi.json', import.meta.url));

/** Recursively sorts object keys (arrays keep their order) so the file only changes when the API does. */
export function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.keys(value).sort().map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]));
  }
  return value;
}

export async function buildOpenApiDocument(): Promise<string> {
  // The document must not depend on the machine: fixed config, no SMTP (so dev routes are part of the contract).
  const config = loadConfig({ NODE_ENV: 'development', LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent-web-dist' });
  const app = await buildApp({ config, database: createPgliteDatabase() });
  try {
    await app.ready();
    return `${JSON.stringify(sortKeys(app.swagger()), null, 2)}\n`;
  } finally {
    await app.close();
    await app.database.close();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const output = resolve(process.argv[2] ?? defaultOutput);
  await writeFile(output, await buildOpenApiDocument());
  console.log(`OpenAPI document written to ${output}`);
}
