// The trending-careers table (D22): the catalogue's fastest-growing occupations by their projected employment growth,
// chosen from the data at read time, so a catalogue release (or an operator's own catalogue) brings its own list and a
// role whose employment is projected to shrink never appears under 'high growth potential'.
import type { Catalogue, Occupation, TrendingCareer } from '@waypoint/domain';
import { TRENDING_ROWS_TOTAL } from '@waypoint/domain';
import { indexCatalogue, roleNameOf, type CatalogueIndex } from './catalogue-index';
import { mergeSameNameSkills } from './same-name-skills';
import { DEFAULT_MIN_IMPORTANCE, formatPayRange } from './scales';

type Trending = Occupation & { growth: NonNullable<Occupation['growth']>; salary: NonNullable<Occupation['salary']> };

const isGrowingWithPay = (o: Occupation): o is Trending => o.salary !== null && o.growth !== null && o.growth.percent > 0;

const chosen = new WeakMap<CatalogueIndex, readonly Trending[]>();

/**
 * BLS projects employment per 6-digit SOC code ('15-2051'); O*NET's detailed occupations under it ('15-2051.01
 * Business Intelligence Analysts') carry the same figures. One row per SOC code, so a table of six is not three
 * copies of one projection (same SOC code, same figure): the occupation Waypoint names (a role alias) stands for it, else the SOC code's own
 * ('.00'), else the first.
 */
function representative(index: CatalogueIndex, a: Trending, b: Trending): Trending {
  const rank = (o: Occupation) => (index.aliasByCode.has(o.code) ? 0 : o.code.endsWith('.00') ? 1 : 2);
  return rank(b) < rank(a) || (rank(b) === rank(a) && b.code < a.code) ? b : a;
}

/**
 * Up to `TRENDING_ROWS_TOTAL` occupations with a salary and a projected growth above zero, fastest-growing first (ties
 * by code, so the list is the same on every server).
 */
export function trendingOccupations(catalogue: Catalogue): readonly Trending[] {
  const index = indexCatalogue(catalogue);
  const known = chosen.get(index);
  if (known) return known;
  const byProjection = new Map<string, Trending>();
  for (const occ of catalogue.occupations) {
    if (!isGrowingWithPay(occ)) continue;
    const projection = `${occ.code.slice(0, 7)} ${occ.growth.percent}`;
    const held = byProjection.get(projection);
    byProjection.set(projection, held ? representative(index, held, occ) : occ);
  }
  const list = [...byProjection.values()]
    .sort((a, b) => b.growth.percent - a.growth.percent || a.code.localeCompare(b.code))
    .slice(0, TRENDING_ROWS_TOTAL);
  chosen.set(index, list);
  return list;
}

export function isTrending(catalogue: Catalogue, code: string): boolean {
  return trendingOccupations(catalogue).some((o) => o.code === code);
}

/**
 * What the job is made of, most important first: skills, knowledge areas and tools (not soft skills or work styles,
 * which most jobs share), leaving out those most of the catalogue's occupations ask for (English Language says little
 * about a cybersecurity analyst). On equal importance a skill or knowledge area says more about the job than a tool
 * rated alike (O*NET rates a wind turbine technician's Repairing and Microsoft Outlook both 4), then the higher level,
 * then the rarer across the catalogue (a data scientist's Apache Spark before Microsoft Excel).
 */
const KEY_KIND_ORDER: Readonly<Record<string, number>> = { hard: 0, knowledge: 1, technology: 2 };
const COMMON_SHARE = 0.5;
const askingCounts = new WeakMap<CatalogueIndex, ReadonlyMap<string, number>>();

/** Per skill, how many of the catalogue's occupations ask for it (importance >= 3). */
function occupationsAsking(index: CatalogueIndex): ReadonlyMap<string, number> {
  const known = askingCounts.get(index);
  if (known) return known;
  const counts = new Map<string, number>();
  for (const occ of index.catalogue.occupations)
    for (const s of occ.skills) if (s.importance >= DEFAULT_MIN_IMPORTANCE) counts.set(s.skillId, (counts.get(s.skillId) ?? 0) + 1);
  askingCounts.set(index, counts);
  return counts;
}

function keySkills(index: CatalogueIndex, occ: Occupation, count: number): string[] {
  const nameOf = (skillId: string) => index.skillsById.get(skillId)?.name ?? skillId;
  const asking = occupationsAsking(index);
  const askingFor = (skillId: string) => asking.get(skillId) ?? 0;
  const common = index.catalogue.occupations.length * COMMON_SHARE;
  return mergeSameNameSkills(occ.skills, nameOf)
    .filter((s) => s.kind in KEY_KIND_ORDER && s.importance >= DEFAULT_MIN_IMPORTANCE && askingFor(s.skillId) <= common)
    .sort(
      (a, b) =>
        b.importance - a.importance ||
        KEY_KIND_ORDER[a.kind]! - KEY_KIND_ORDER[b.kind]! ||
        b.level - a.level ||
        askingFor(a.skillId) - askingFor(b.skillId) ||
        nameOf(a.skillId).localeCompare(nameOf(b.skillId)),
    )
    .slice(0, count)
    .map((s) => nameOf(s.skillId));
}

/** The table's rows, fastest-growing first, with their figures and sources. */
export function trendingCareers(catalogue: Catalogue, keySkillCount = 5): TrendingCareer[] {
  const index = indexCatalogue(catalogue);
  return trendingOccupations(catalogue).map((o) => ({
    id: o.code,
    role: roleNameOf(index, o),
    descr: o.description,
    salary: formatPayRange(o),
    industry: o.industry,
    keySkills: keySkills(index, o, keySkillCount),
    jobOutlook: `+${o.growth.percent}% (${o.growth.period})`,
    growth: o.growth,
  }));
}
