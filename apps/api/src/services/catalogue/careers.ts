// Read models of /api/careers: one occupation for its page (D1 /careers/{code}, D29 typical day) and the search by
// name or skill.
import type { Catalogue, Occupation, Salary } from '@waypoint/domain';
import {
  type CatalogueIndex,
  DEFAULT_MIN_IMPORTANCE,
  formatPayRange,
  medianPayOf,
  indexCatalogue,
  indexForMatching,
  isTrending,
  rankRelatedRoles,
  roleNameOf,
  searchOccupations,
  skillIdsFor,
} from '@waypoint/skillmatch';

/** How many related roles an occupation's page lists. */
export const RELATED_ROLES_SHOWN = 5;

export interface CareerSkill {
  id: string;
  name: string;
  kind: string;
  importance: number;
  level: number;
}

export interface RelatedCareer {
  code: string;
  role: string;
  /** How much of this role's skill requirements (weighted as skill match weighs them) the occupation's skills cover. */
  percent: number;
  /** The role's US median annual pay: whether a move goes up or down is part of judging it. */
  medianPay: number | null;
  /** Its median hourly wage, only where BLS publishes no annual pay for the work. */
  medianHourlyPay: number | null;
}

export interface CareerDetail {
  code: string;
  title: string;
  /** The friendly role name when the catalogue has one ('Software Engineer'), else the title. */
  role: string;
  description: string;
  jobZone: number | null;
  industry: string;
  salaryRange: string;
  salary: Salary | null;
  /** Hourly wages, only where BLS publishes no annual pay for the work (then `salary` is null). */
  hourlyPay: Salary | null;
  growth: { percent: number; period: string; source: string } | null;
  tasks: string[];
  alternateTitles: string[];
  skills: CareerSkill[];
  /**
   * Set when O*NET rates none of this occupation's skills: `skills` are then those of the occupation most like it (the
   * importer's donor). `role` is its name here, null when this catalogue does not hold it.
   */
  skillsFrom: { code: string; role: string | null } | null;
  trending: boolean;
  related: RelatedCareer[];
}

export function careerDetail(catalogue: Catalogue, code: string): CareerDetail | null {
  const index = indexCatalogue(catalogue);
  const occ = index.occupationsByCode.get(code);
  if (!occ) return null;
  const skills = occ.skills
    .filter((s) => s.importance >= DEFAULT_MIN_IMPORTANCE)
    .map((s) => ({ id: s.skillId, name: index.skillsById.get(s.skillId)?.name ?? s.skillId, kind: s.kind, importance: s.importance, level: s.level }))
    .sort((a, b) => b.importance - a.importance || a.name.localeCompare(b.name));
  return {
    code: occ.code,
    title: occ.title,
    role: roleNameOf(index, occ),
    description: occ.description,
    jobZone: occ.jobZone,
    industry: occ.industry,
    salaryRange: formatPayRange(occ),
    salary: occ.salary,
    hourlyPay: occ.hourlyPay ?? null,
    growth: occ.growth,
    tasks: occ.tasks,
    alternateTitles: occ.alternateTitles,
    skills,
    skillsFrom: skillsFromOf(index, occ),
    trending: isTrending(catalogue, occ.code),
    related: relatedCareers(catalogue, occ),
  };
}

function skillsFromOf(index: CatalogueIndex, occ: Occupation): CareerDetail['skillsFrom'] {
  if (!occ.ratingsFrom) return null;
  const donor = index.occupationsByCode.get(occ.ratingsFrom);
  return { code: occ.ratingsFrom, role: donor ? roleNameOf(index, donor) : null };
}

/**
 * The roles related to this occupation, by the skill-match engine itself: of the occupations that ask for much the same
 * (similarity >= RELATED_MIN_SIMILARITY), the best by percent x similarity^2, shown by percent (README 'Related roles'). The
 * occupation's own requirements stand in for a user's skills at the levels the occupation asks for (the senior level,
 * which moves no level), so '85%' here means what it means on a skill-match result. Ranking by that percent alone
 * listed the jobs that ask for little (Barbers at 100% for Medical and Health Services Managers); an occupation like
 * no other lists none, or few (a Welder only a Machinist): no suggestion is better than a misleading one.
 */
export function relatedCareers(catalogue: Catalogue, occ: Occupation, count = RELATED_ROLES_SHOWN): RelatedCareer[] {
  const match = indexForMatching(catalogue, DEFAULT_MIN_IMPORTANCE);
  const levels = new Map(occ.skills.filter((s) => s.importance >= DEFAULT_MIN_IMPORTANCE).map((s) => [s.skillId, s.level]));
  return rankRelatedRoles(match, match.positionByCode.get(occ.code)!, levels, 'senior', new Set([occ.code]), count).map((r) => {
    const related = match.occupations[r.occupation]!;
    return { code: related.code, role: match.roleNames[r.occupation]!, percent: r.percent, ...medianPayOf(related) };
  });
}

export interface CareerSearchHit {
  code: string;
  title: string;
  /** The name that matched; the title itself for a hit by skill. */
  matched: string;
  /** Set when the occupation was found by a key skill of it rather than by a name ('Python'). */
  skill?: string;
}

/**
 * Occupations by name first (title, role name, other names); then, while there is room, the occupations that ask for
 * the skill the query names, most important to them first. Someone changing careers often starts from what they can
 * do ('python', 'bookkeeping'), not from a job title they do not know yet.
 */
export function searchCareers(catalogue: Catalogue, q: string, limit: number): CareerSearchHit[] {
  const byName: CareerSearchHit[] = searchOccupations(catalogue, q, limit).map((h) => ({ code: h.code, title: h.title, matched: h.matched }));
  if (byName.length >= limit) return byName;
  const index = indexCatalogue(catalogue);
  const ids = new Set(skillIdsFor(index, q));
  if (ids.size === 0) return byName;
  const found = new Set(byName.map((h) => h.code));
  const bySkill = catalogue.occupations
    .flatMap((occ) => {
      if (found.has(occ.code)) return [];
      const skill = occ.skills
        .filter((s) => ids.has(s.skillId) && s.importance >= DEFAULT_MIN_IMPORTANCE)
        .sort((a, b) => b.importance - a.importance)[0];
      return skill ? [{ occ, skill, title: roleNameOf(index, occ) }] : [];
    })
    .sort((a, b) => b.skill.importance - a.skill.importance || a.title.localeCompare(b.title) || a.occ.code.localeCompare(b.occ.code))
    .slice(0, limit - byName.length)
    .map(({ occ, skill, title }) => ({ code: occ.code, title, matched: title, skill: index.skillsById.get(skill.skillId)?.name ?? skill.skillId }));
  return [...byName, ...bySkill];
}
