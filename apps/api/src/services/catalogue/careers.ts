// Read models of /api/careers: one occupation for its page (D1 /careers/{code}, D29 typical day) and title search.
import type { Catalogue } from '@waypoint/domain';
import { DEFAULT_MIN_IMPORTANCE, formatSalaryRange, indexCatalogue, roleNameOf } from '@waypoint/skillmatch';

export interface CareerSkill {
  id: string;
  name: string;
  kind: string;
  importance: number;
  level: number;
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
  salary: { low: number; median: number; high: number; currency: 'USD'; source: string; year: number } | null;
  growth: { percent: number; period: string; source: string } | null;
  tasks: string[];
  alternateTitles: string[];
  skills: CareerSkill[];
  trending: boolean;
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
    salaryRange: formatSalaryRange(occ.salary),
    salary: occ.salary,
    growth: occ.growth,
    tasks: occ.tasks,
    alternateTitles: occ.alternateTitles,
    skills,
    trending: occ.trending ?? false,
  };
}
