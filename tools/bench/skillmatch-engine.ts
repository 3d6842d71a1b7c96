// Benchmark (not a test): the skill-match engine alone, without HTTP, on the default catalogue and on the ~1,000
// occupation one of `npm run bench` (see skillmatch-bench.ts), with the benchmark's request body. Prints CPU time per
// match, so other processes on the machine disturb it less than wall-clock time. Usage (in tools/):
//   npx tsx bench/skillmatch-engine.ts
import type { Catalogue, SkillMatchInput } from '@waypoint/domain';
import { defaultCatalogue, matchSkills } from '@waypoint/skillmatch';
import { fileURLToPath } from 'node:url';
import { largeCatalogue, SKILLMATCH_BODY } from './skillmatch-bench';

const WARM_UP = 3_000;
const ROUNDS = 3;

function cpuMicrosPerCall(run: () => unknown, calls: number): number {
  const start = process.cpuUsage();
  for (let i = 0; i < calls; i += 1) run();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / calls;
}

const input = JSON.parse(SKILLMATCH_BODY) as SkillMatchInput;
const large = await largeCatalogue(fileURLToPath(new URL('../../../shared/data', import.meta.url)));
// The API reads its catalogue from the database: a fresh object, as here.
const catalogues: [string, Catalogue, number][] = [
  [`default (${defaultCatalogue.occupations.length} occupations)`, structuredClone(defaultCatalogue), 20_000],
  [large.what, large.catalogue, 10_000],
];
for (const [name, catalogue, calls] of catalogues) {
  for (let i = 0; i < WARM_UP; i += 1) matchSkills(input, catalogue);
  const rounds = Array.from({ length: ROUNDS }, () => cpuMicrosPerCall(() => matchSkills(input, catalogue), calls));
  console.log(`${name}: ${Math.min(...rounds).toFixed(1)} us CPU per match (best of ${ROUNDS} x ${calls})`);
}
