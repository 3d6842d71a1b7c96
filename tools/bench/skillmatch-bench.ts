// Skill-match benchmark helpers: the request body, and a second production server whose database holds a catalogue
// of about 1,000 occupations - the real O*NET/BLS release when /work/shared/data has it, else one synthesised from
// the default catalogue (same skills and ratings, new codes) - loaded with the API's own loader CLI.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Catalogue } from '@waypoint/domain';
import { defaultCatalogue } from '@waypoint/skillmatch';
import { importCatalogue, runLoader } from '../catalog/import';

export const SKILLMATCH_BODY = JSON.stringify({
  currentRole: 'Graphic Designer',
  currentLevel: 'middle',
  years: 'level_3',
  companySize: '10-100',
  hardSkills: [
    { name: 'figma', proficiency: 'advanced' },
    { name: 'javascript', proficiency: 'beginner' },
    { name: 'sql', proficiency: 'intermediate' },
  ],
  softSkills: [{ name: 'communication', proficiency: 'intermediate' }, { name: 'team work' }],
  relatedSkills: ['data analysis', 'agile'],
  desiredRole: 'Software Engineer',
  desiredLevel: 'senior',
});

export const SKILLMATCH_HEADERS = { 'content-type': 'application/json', origin: 'http://localhost:3000' };

/** ~1,000 occupations: the default ones repeated with fresh codes (NN-9xxx.xx), ratings nudged so they differ. */
export function synthesiseCatalogue(target = 1000): Catalogue {
  const base = defaultCatalogue.occupations;
  const occupations = [...base];
  for (let i = 0; occupations.length < target; i += 1) {
    const src = base[i % base.length]!;
    const code = `${src.code.slice(0, 2)}-9${String(Math.floor(i / 100)).padStart(3, '0')}.${String(i % 100).padStart(2, '0')}`;
    const nudge = ((i % 7) - 3) / 10;
    occupations.push({
      ...src,
      code,
      title: `${src.title} ${i + 1}`,
      alternateTitles: src.alternateTitles.map((t) => `${t} ${i + 1}`),
      skills: src.skills.map((s) => ({ ...s, level: Math.min(7, Math.max(0, s.level + nudge)) })),
    });
  }
  return { ...defaultCatalogue, source: `${defaultCatalogue.source} (synthesised x${target})`, occupations };
}

export async function largeCatalogue(sharedData: string): Promise<{ catalogue: Catalogue; what: string }> {
  const onet = join(sharedData, 'onet-29.3');
  if (existsSync(join(onet, 'Occupation Data.txt'))) {
    const bls = join(sharedData, 'bls');
    const catalogue = await importCatalogue(onet, existsSync(bls) ? bls : undefined);
    return { catalogue, what: `O*NET release (${catalogue.occupations.length} occupations)` };
  }
  const catalogue = synthesiseCatalogue();
  return { catalogue, what: `synthesised (${catalogue.occupations.length} occupations)` };
}

/** Loads `catalogue` into a fresh PGlite folder, then starts the production server on it. */
export async function startServerWithCatalogue(opts: {
  serverEntry: string;
  dataDir: string;
  port: number;
  catalogue: Catalogue;
  env: NodeJS.ProcessEnv;
  nodeArgs?: string[];
}): Promise<ChildProcess> {
  const file = join(opts.dataDir, 'catalogue.json');
  await writeFile(file, JSON.stringify(opts.catalogue));
  const pgliteDir = join(opts.dataDir, 'pglite-large');
  const code = await runLoader(file, { ...process.env, PGLITE_DIR: pgliteDir, DATABASE_URL: '', LOG_LEVEL: 'warn' });
  if (code !== 0) throw new Error(`loading the large catalogue failed (exit ${code})`);
  return spawn(process.execPath, [...(opts.nodeArgs ?? []), opts.serverEntry], {
    env: { ...process.env, ...opts.env, PORT: String(opts.port), PGLITE_DIR: pgliteDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}
