// Occupation search over titles, role aliases and alternate titles, ranked; and the trending-careers table (D22).
import type { Catalogue, Occupation, TrendingCareer } from '@waypoint/domain';
import { indexCatalogue, roleNameOf } from './catalogue-index';
import { normaliseSkillKey } from './normalise';
import { mergeSameNameSkills } from './same-name-skills';
import { DEFAULT_MIN_IMPORTANCE, formatSalaryRange } from './scales';

export interface OccupationHit {
  code: string;
  title: string;
  /** The title or alias that matched best. */
  matched: string;
  score: number;
}

/**
 * Score of one name against the query (both normalised): exact 100, starts with the query 80, contains it as a
 * whole word 60, contains it 40, every query word present 20, more than half of them 15 x the share present; the
 * occupation's own title and role names earn +5, so they win ties over alternate titles ('Project Manager' is the
 * name of one occupation and an alternate title of several). Ranked by score, then title.
 */
function nameScore(name: string, q: string): number {
  const n = normaliseSkillKey(name);
  if (n === q) return 100;
  if (n.startsWith(q)) return 80;
  if (` ${n} `.includes(` ${q} `)) return 60;
  if (n.includes(q)) return 40;
  const words = q.split(' ');
  if (words.length < 2) return 0;
  if (words.every((w) => n.includes(w))) return 20;
  // A job title as people write it ('Retail sales associate') may name the job in other words: more than half its words
  // (of three letters or more) present still finds it, below every whole match.
  const significant = words.filter((w) => w.length >= 3);
  const share = significant.filter((w) => n.includes(w)).length / Math.max(1, significant.length);
  return share > 0.5 ? Math.round(15 * share) : 0;
}

export function searchOccupations(catalogue: Catalogue, query: string, limit = 10): OccupationHit[] {
  const q = normaliseSkillKey(query);
  if (q === '') return [];
  const index = indexCatalogue(catalogue);
  const aliasesByCode = new Map<string, string[]>();
  for (const a of catalogue.roleAliases) aliasesByCode.set(a.code, [...(aliasesByCode.get(a.code) ?? []), a.role]);
  const hits: OccupationHit[] = [];
  for (const occ of catalogue.occupations) {
    let best = { matched: occ.title, score: 0 };
    const consider = (name: string, bonus: number) => {
      const score = nameScore(name, q);
      if (score > 0 && score + bonus > best.score) best = { matched: name, score: score + bonus };
    };
    consider(occ.title, 5);
    for (const alias of aliasesByCode.get(occ.code) ?? []) consider(alias, 5);
    if (occ.code.startsWith(query.trim())) best = { matched: occ.code, score: 100 };
    for (const name of occ.alternateTitles) consider(name, 0);
    if (best.score > 0) hits.push({ code: occ.code, title: roleNameOf(index, occ), ...best });
  }
  return hits.sort((a, b) => b.score - a.score || a.title.localeCompare(b.title) || a.code.localeCompare(b.code)).slice(0, limit);
}

function keySkills(catalogue: Catalogue, occ: Occupation, count: number): string[] {
  const index = indexCatalogue(catalogue);
  const nameOf = (skillId: string) => index.skillsById.get(skillId)?.name ?? skillId;
  return mergeSameNameSkills(occ.skills, nameOf)
    .filter((s) => (s.kind === 'hard' || s.kind === 'technology') && s.importance >= DEFAULT_MIN_IMPORTANCE)
    .sort((a, b) => b.importance - a.importance || a.skillId.localeCompare(b.skillId))
    .slice(0, count)
    .map((s) => nameOf(s.skillId));
}

/** Occupations flagged trending, in role-alias order, with their figures and sources. */
export function trendingCareers(catalogue: Catalogue, keySkillCount = 5): TrendingCareer[] {
  const index = indexCatalogue(catalogue);
  return catalogue.occupations
    .filter((o) => o.trending === true)
    .map((o) => ({
      id: o.code,
      role: roleNameOf(index, o),
      descr: o.description,
      salary: formatSalaryRange(o.salary),
      industry: o.industry,
      keySkills: keySkills(catalogue, o, keySkillCount),
      jobOutlook: o.growth ? `${o.growth.percent > 0 ? '+' : ''}${o.growth.percent}% (${o.growth.period})` : 'Not available',
      growth: o.growth ?? null,
    }))
    .sort((a, b) => a.role.localeCompare(b.role));
}
