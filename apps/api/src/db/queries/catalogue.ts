// Queries of the catalogue aggregate: replace the whole catalogue in batches (inside the caller's transaction), read
// it back into the engine's Catalogue shape, and the one-row meta that says which catalogue is loaded.
import { asc, eq, sql } from 'drizzle-orm';
import type { Catalogue } from '@waypoint/domain';
import type { Db } from '../client';
import { catalogueMeta, occupationSkills, occupations, roleAliases, skills, type CatalogueMetaRow } from '../schema/catalogue';

/** Rows per INSERT: well under PostgreSQL's 65,535 bind parameters for the widest table (~20 columns). */
const BATCH = 500;

export type LoadProgress = (done: number, total: number, what: string) => void;

function chunks<T>(rows: T[], size = BATCH): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

export async function readCatalogueMeta(db: Db): Promise<CatalogueMetaRow | null> {
  const [row] = await db.select().from(catalogueMeta).where(eq(catalogueMeta.id, 1));
  return row ?? null;
}

/** Serialises concurrent loaders (replicas starting together, an import during start-up) for one transaction. */
export async function lockCatalogue(db: Db): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(727002)`);
}

export interface CatalogueMetaInput {
  origin: 'default' | 'import';
  version: string;
  loadedAt: Date;
}

/** Deletes the loaded catalogue and inserts `catalogue`; run inside a transaction so readers never see half of it. */
export async function replaceCatalogue(db: Db, catalogue: Catalogue, meta: CatalogueMetaInput, onProgress?: LoadProgress): Promise<void> {
  await db.delete(roleAliases);
  await db.delete(occupationSkills);
  await db.delete(occupations);
  await db.delete(skills);

  const skillRows = catalogue.skills.map((s, position) => ({
    id: s.id,
    position,
    name: s.name,
    kind: s.kind,
    synonyms: s.synonyms,
    resources: s.resources,
  }));
  const occupationRows = catalogue.occupations.map((o, position) => ({
    code: o.code,
    position,
    title: o.title,
    description: o.description,
    jobZone: o.jobZone,
    industry: o.industry,
    salaryLow: o.salary?.low ?? null,
    salaryMedian: o.salary?.median ?? null,
    salaryHigh: o.salary?.high ?? null,
    salarySource: o.salary?.source ?? null,
    salaryYear: o.salary?.year ?? null,
    hourlyPay: o.hourlyPay ?? null,
    growthPercent: o.growth?.percent ?? null,
    growthPeriod: o.growth?.period ?? null,
    growthSource: o.growth?.source ?? null,
    tasks: o.tasks,
    alternateTitles: o.alternateTitles,
    interests: o.interests,
    workValues: o.workValues,
    ratingsFrom: o.ratingsFrom ?? null,
  }));
  const ratingRows = catalogue.occupations.flatMap((o) =>
    o.skills.map((s, position) => ({
      occupationCode: o.code,
      skillId: s.skillId,
      position,
      importance: s.importance,
      level: s.level,
      kind: s.kind,
    })),
  );
  const aliasRows = catalogue.roleAliases.map((a, position) => ({ position, role: a.role, code: a.code }));

  const total = skillRows.length + occupationRows.length + ratingRows.length + aliasRows.length;
  let done = 0;
  const step = (n: number, what: string) => {
    done += n;
    onProgress?.(done, total, what);
  };
  for (const batch of chunks(skillRows)) {
    await db.insert(skills).values(batch);
    step(batch.length, 'skills');
  }
  for (const batch of chunks(occupationRows)) {
    await db.insert(occupations).values(batch);
    step(batch.length, 'occupations');
  }
  for (const batch of chunks(ratingRows, 2000)) {
    await db.insert(occupationSkills).values(batch);
    step(batch.length, 'ratings');
  }
  for (const batch of chunks(aliasRows)) {
    await db.insert(roleAliases).values(batch);
    step(batch.length, 'role names');
  }

  const metaRow = {
    id: 1,
    origin: meta.origin,
    version: meta.version,
    source: catalogue.source,
    occupationCount: occupationRows.length,
    skillCount: skillRows.length,
    loadedAt: meta.loadedAt,
  };
  await db.insert(catalogueMeta).values(metaRow).onConflictDoUpdate({ target: catalogueMeta.id, set: metaRow });
}

export interface CatalogueCounts {
  occupations: number;
  skills: number;
  ratings: number;
  roleAliases: number;
}

export async function countCatalogue(db: Db): Promise<CatalogueCounts> {
  const count = async (table: typeof occupations | typeof skills | typeof occupationSkills | typeof roleAliases) => {
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(table);
    return Number(row?.n ?? 0);
  };
  return {
    occupations: await count(occupations),
    skills: await count(skills),
    ratings: await count(occupationSkills),
    roleAliases: await count(roleAliases),
  };
}

/** The loaded catalogue in the engine's shape, in catalogue order. */
export async function readCatalogue(db: Db): Promise<Catalogue> {
  const meta = await readCatalogueMeta(db);
  const skillRows = await db.select().from(skills).orderBy(asc(skills.position));
  const occupationRows = await db.select().from(occupations).orderBy(asc(occupations.position));
  const ratingRows = await db
    .select()
    .from(occupationSkills)
    .orderBy(asc(occupationSkills.occupationCode), asc(occupationSkills.position));
  const aliasRows = await db.select().from(roleAliases).orderBy(asc(roleAliases.position));

  const ratingsByCode = new Map<string, Catalogue['occupations'][number]['skills']>();
  for (const r of ratingRows) {
    const list = ratingsByCode.get(r.occupationCode) ?? [];
    list.push({ skillId: r.skillId, importance: r.importance, level: r.level, kind: r.kind as never });
    ratingsByCode.set(r.occupationCode, list);
  }

  return {
    source: meta?.source ?? '',
    skills: skillRows.map((s) => ({ id: s.id, name: s.name, kind: s.kind as never, synonyms: s.synonyms, resources: s.resources })),
    occupations: occupationRows.map((o) => ({
      code: o.code,
      title: o.title,
      description: o.description,
      jobZone: o.jobZone,
      industry: o.industry,
      salary:
        o.salaryLow !== null && o.salaryMedian !== null && o.salaryHigh !== null && o.salarySource !== null && o.salaryYear !== null
          ? { low: o.salaryLow, median: o.salaryMedian, high: o.salaryHigh, currency: 'USD' as const, source: o.salarySource, year: o.salaryYear }
          : null,
      ...(o.hourlyPay ? { hourlyPay: o.hourlyPay } : {}),
      growth:
        o.growthPercent !== null && o.growthPeriod !== null && o.growthSource !== null
          ? { percent: o.growthPercent, period: o.growthPeriod, source: o.growthSource }
          : null,
      tasks: o.tasks,
      alternateTitles: o.alternateTitles,
      skills: ratingsByCode.get(o.code) ?? [],
      interests: (o.interests ?? null) as Catalogue['occupations'][number]['interests'],
      workValues: (o.workValues ?? null) as Catalogue['occupations'][number]['workValues'],
      ...(o.ratingsFrom ? { ratingsFrom: o.ratingsFrom } : {}),
    })),
    roleAliases: aliasRows.map((a) => ({ role: a.role, code: a.code })),
  };
}
