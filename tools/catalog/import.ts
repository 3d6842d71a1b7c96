// CLI: parse an O*NET text release (+ BLS tables) and load it INTO THE DATABASE the server uses (DATABASE_URL, else
// the PGlite folder PGLITE_DIR), in one transaction, idempotently, with a progress bar on stderr:
//   npm run catalog:import -- --onet <dir> [--bls <dir>] [--json out.json] [--dry-run]
// (positional `[onetDir] [blsDir]` still work; without arguments /work/shared/data/{onet-29.3,bls} are used).
// Tools may not import an app (module boundaries), so the parsed catalogue is written to a temporary JSON file and
// handed to the API's loader CLI (apps/api/src/cli/import-catalogue.ts): one loader serves start-up and imports.
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CatalogueSchema, type Catalogue } from '@waypoint/domain';
import { trendingOccupations } from '@waypoint/skillmatch';
import { parseOnetRelease } from './parse-onet';
import { exists } from './read-tsv';

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(here, '../..');
const sharedData = join(repoRoot, '../shared/data');
export const LOADER_CLI = join(repoRoot, 'apps/api/src/cli/import-catalogue.ts');

export async function importCatalogue(onetDir: string, blsDir?: string): Promise<Catalogue> {
  const catalogue = await parseOnetRelease(onetDir, blsDir ? { blsDir } : {});
  // Fail loudly on a malformed release rather than loading half a catalogue.
  CatalogueSchema.parse(catalogue);
  return catalogue;
}

export function summarise(catalogue: Catalogue): string {
  const occ = catalogue.occupations;
  const borrowed = occ.filter((o) => o.ratingsFrom).length;
  const kinds = new Map<string, number>();
  for (const s of catalogue.skills) kinds.set(s.kind, (kinds.get(s.kind) ?? 0) + 1);
  return [
    `Source: ${catalogue.source}`,
    `Occupations: ${occ.length} (${borrowed} with ratings borrowed from a neighbour)`,
    `With salary: ${occ.filter((o) => o.salary).length}, hourly pay only: ${occ.filter((o) => o.hourlyPay).length}, with growth: ${occ.filter((o) => o.growth).length}`,
    `Skills: ${catalogue.skills.length} (${[...kinds].map(([k, n]) => `${k} ${n}`).join(', ')})`,
    `Trending: ${trendingOccupations(catalogue).map((o) => `${o.title} (+${o.growth.percent}%)`).join(', ')}`,
    `Role aliases: ${catalogue.roleAliases.length}`,
  ].join('\n');
}

export interface ImportArgs {
  onetDir: string;
  blsDir?: string;
  jsonOut?: string;
  dryRun: boolean;
}

/** npm runs workspace scripts in the workspace folder; paths mean what they meant where the operator typed them. */
const invokedFrom = () => process.env.INIT_CWD ?? process.cwd();

export function parseArgs(argv: string[], cwd = invokedFrom()): ImportArgs {
  const flags = new Map<string, string>();
  const positional: string[] = [];
  let dryRun = false;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (arg === '--dry-run') dryRun = true;
    else if (arg === '--onet' || arg === '--bls' || arg === '--json') {
      const value = argv[i + 1];
      if (!value) throw new Error(`${arg} needs a value`);
      flags.set(arg, value);
      i += 1;
    } else positional.push(arg);
  }
  const onet = flags.get('--onet') ?? positional[0];
  const bls = flags.get('--bls') ?? positional[1];
  return {
    onetDir: onet ? resolve(cwd, onet) : join(sharedData, 'onet-29.3'),
    blsDir: bls ? resolve(cwd, bls) : onet ? undefined : join(sharedData, 'bls'),
    jsonOut: flags.has('--json') ? resolve(cwd, flags.get('--json')!) : undefined,
    dryRun,
  };
}

/** Runs the API's loader on a catalogue file; its progress bar and summary go straight to this terminal. */
export function runLoader(catalogueFile: string, env: NodeJS.ProcessEnv = process.env): Promise<number> {
  return new Promise((resolvePromise, reject) => {
    // tsx by absolute URL, so the loader starts from any folder; it runs in the operator's folder so a relative
    // PGLITE_DIR names the same place it would for the server started there.
    const child = spawn(process.execPath, ['--import', import.meta.resolve('tsx'), LOADER_CLI, '--catalogue', catalogueFile], {
      cwd: invokedFrom(),
      env,
      stdio: 'inherit',
    });
    child.on('error', reject);
    child.on('exit', (code) => resolvePromise(code ?? 1));
  });
}

export async function main(argv: string[]): Promise<number> {
  const args = parseArgs(argv);
  if (!(await exists(join(args.onetDir, 'Occupation Data.txt')))) {
    console.error(`No O*NET release at ${args.onetDir} (expected "Occupation Data.txt"). Pass it with --onet <dir>.`);
    return 1;
  }
  const blsDir = args.blsDir && (await exists(args.blsDir)) ? args.blsDir : undefined;
  const catalogue = await importCatalogue(args.onetDir, blsDir);
  console.error(summarise(catalogue));
  if (args.jsonOut) {
    await writeFile(args.jsonOut, JSON.stringify(catalogue));
    console.error(`Wrote ${args.jsonOut}`);
  }
  if (args.dryRun) return 0;
  const dir = await mkdtemp(join(tmpdir(), 'waypoint-catalogue-'));
  try {
    const file = join(dir, 'catalogue.json');
    await writeFile(file, JSON.stringify(catalogue));
    return await runLoader(file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) process.exitCode = await main(process.argv.slice(2));
