// Loads an occupation catalogue into the database the server uses (DATABASE_URL, else the PGlite folder PGLITE_DIR):
//   tsx apps/api/src/cli/import-catalogue.ts --catalogue <catalogue.json>   (what `npm run catalog:import` runs
//                                                                           after parsing an O*NET release)
//   tsx apps/api/src/cli/import-catalogue.ts --default                      (back to the shipped catalogue)
// One transaction (a failed load leaves the previous catalogue), idempotent, with a progress bar on stderr. Running
// servers pick the new catalogue up within 30 s (they re-check its version).
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Catalogue } from '@waypoint/domain';
import { defaultCatalogue } from '@waypoint/skillmatch';
import { loadConfig } from '../config';
import { createDatabase } from '../db/client';
import { countCatalogue } from '../db/queries/catalogue';
import { loadCatalogue } from '../services/catalogue/load-catalogue';

/** A text progress bar: redrawn in place on a terminal, a line per quarter otherwise (logs, CI). */
export function progressBar(stream: NodeJS.WriteStream = process.stderr) {
  let lastQuarter = -1;
  return (done: number, total: number, what: string) => {
    const ratio = total === 0 ? 1 : done / total;
    const width = 30;
    const filled = Math.round(ratio * width);
    const text = `[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${Math.round(ratio * 100)}% ${done}/${total} ${what}`;
    if (stream.isTTY) {
      stream.write(`\r${text.padEnd(70)}`);
      if (done >= total) stream.write('\n');
    } else {
      const quarter = Math.floor(ratio * 4);
      if (quarter !== lastQuarter) {
        lastQuarter = quarter;
        stream.write(`${text}\n`);
      }
    }
  };
}

export async function main(argv: string[]): Promise<number> {
  const at = argv.indexOf('--catalogue');
  const file = at >= 0 ? argv[at + 1] : undefined;
  const useDefault = argv.includes('--default');
  if (!file && !useDefault) {
    process.stderr.write('Usage: import-catalogue --catalogue <catalogue.json> | --default\n');
    return 2;
  }
  const catalogue: Catalogue = useDefault ? defaultCatalogue : (JSON.parse(await readFile(resolve(file!), 'utf8')) as Catalogue);
  const config = loadConfig(process.env);
  const database = createDatabase(config);
  try {
    await database.migrate();
    const where = config.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite at ${config.PGLITE_DIR}`;
    process.stderr.write(`Loading ${catalogue.occupations.length} occupations into ${where}\n`);
    const outcome = await loadCatalogue(database.db, catalogue, { origin: useDefault ? 'default' : 'import', onProgress: progressBar() });
    const counts = await countCatalogue(database.db);
    process.stdout.write(
      `Catalogue ${outcome.version} loaded: ${counts.occupations} occupations, ${counts.skills} skills, ${counts.ratings} ratings, ${counts.roleAliases} role names\n`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).then(
    (code) => (process.exitCode = code),
    (error: unknown) => {
      process.stderr.write(`Import failed, the previous catalogue is unchanged: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exitCode = 1;
    },
  );
}
