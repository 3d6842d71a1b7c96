/* global console, process */
// CI guard: the committed OpenAPI document and generated types must match what the API produces now.
// Re-emits the document and regenerates the types into a temp dir, compares, exits 1 with a clear message on drift.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(here, '../..');
const bin = (name) => join(repoRoot, 'node_modules/.bin', name);
const tmp = mkdtempSync(join(tmpdir(), 'waypoint-openapi-'));

try {
  const freshDoc = join(tmp, 'openapi.json');
  const freshTypes = join(tmp, 'schema.d.ts');
  execFileSync(bin('tsx'), [join(repoRoot, 'apps/api/tools/emit-openapi.ts'), freshDoc], { stdio: ['ignore', 'ignore', 'inherit'], cwd: repoRoot });
  execFileSync(bin('openapi-typescript'), [freshDoc, '-o', freshTypes], { stdio: ['ignore', 'ignore', 'inherit'], cwd: repoRoot });

  const drifted = [
    ['libs/api-client/openapi.json', freshDoc],
    ['libs/api-client/src/schema.d.ts', freshTypes],
  ].filter(([committed, fresh]) => {
    let current = '';
    try {
      current = readFileSync(join(repoRoot, committed), 'utf8');
    } catch {
      current = '';
    }
    return current !== readFileSync(fresh, 'utf8');
  });

  if (drifted.length > 0) {
    console.error(`API contract drift: ${drifted.map(([file]) => file).join(' and ')} ${drifted.length > 1 ? 'differ' : 'differs'} from what the API generates now.`);
    console.error('Fix: npm run openapi:emit -w @waypoint/api && npm run generate -w @waypoint/api-client, then commit both files.');
    process.exit(1);
  }
  console.log('OpenAPI document and generated client types are up to date.');
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
