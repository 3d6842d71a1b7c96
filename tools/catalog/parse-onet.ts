// O*NET 29.3 text release (+ optional BLS tables) -> a plain Catalogue, the same shape as the default catalogue so
// one loader serves both. Skills, knowledge and work styles use the shared descriptor ids of @waypoint/skillmatch;
// technology examples reuse curated skill ids (and their learning resources) where the names agree.
import { join } from 'node:path';
import type { Catalogue, OccupationSkill, RiasecProfile, Skill, WorkValuesProfile } from '@waypoint/domain';
import {
  CURATED_SKILLS,
  industryForCode,
  mergeSameNameSkills,
  normaliseSkillKey,
  ONET_ELEMENT_BY_ID,
  onetElementSkills,
  ROLE_ALIASES,
} from '@waypoint/skillmatch';
import { chooseDonors, type DonorProfile } from './donor';
import { figuresFor, parseBls, type BlsFigures } from './parse-bls';
import { col, exists, readTsv } from './read-tsv';

export interface ParseOnetOptions {
  /** Folder with the BLS tables; joined on the first 7 characters of the O*NET-SOC code, else its broad group. */
  blsDir?: string;
  /** Only these occupation codes (all when omitted). */
  codes?: readonly string[];
}

export const ONET_SOURCE =
  'O*NET 29.3 Database by the U.S. Department of Labor, Employment and Training Administration (USDOL/ETA), CC BY 4.0';

/** Technology examples carry no importance or level: we derive them from O*NET's flags (see README). */
export const TECH_RATING = { inDemand: 4, hot: 2.5, other: 2 } as const;

const RIASEC_BY_ELEMENT: Readonly<Record<string, keyof RiasecProfile>> = {
  '1.B.1.a': 'realistic',
  '1.B.1.b': 'investigative',
  '1.B.1.c': 'artistic',
  '1.B.1.d': 'social',
  '1.B.1.e': 'enterprising',
  '1.B.1.f': 'conventional',
};
const WORK_VALUE_BY_ELEMENT: Readonly<Record<string, keyof WorkValuesProfile>> = {
  '1.B.2.a': 'achievement',
  '1.B.2.b': 'workingConditions',
  '1.B.2.c': 'recognition',
  '1.B.2.d': 'relationships',
  '1.B.2.e': 'support',
  '1.B.2.f': 'independence',
};

const CODE = 'O*NET-SOC Code';

interface Draft {
  code: string;
  title: string;
  description: string;
  jobZone: number | null;
  tasks: { text: string; core: boolean }[];
  alternateTitles: string[];
  rated: Map<string, { importance?: number; level?: number; kind: OccupationSkill['kind'] }>;
  tech: Map<string, { importance: number; level: number }>;
  interests: Partial<RiasecProfile>;
  workValues: Partial<WorkValuesProfile>;
}

const slug = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\+/g, ' plus ')
    .replace(/#/g, ' sharp ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '') || 'skill';

const num = (s: string): number | undefined => {
  const n = Number(s);
  return s !== '' && Number.isFinite(n) ? n : undefined;
};

const complete = <T extends object>(partial: Partial<T>, keys: readonly (keyof T)[]): T | null =>
  keys.every((k) => typeof partial[k] === 'number') ? (partial as T) : null;

export async function parseOnetRelease(dir: string, opts: ParseOnetOptions = {}): Promise<Catalogue> {
  const only = opts.codes ? new Set(opts.codes) : undefined;
  const drafts = new Map<string, Draft>();
  const file = (name: string) => join(dir, name);

  for await (const row of readTsv(file('Occupation Data.txt'))) {
    const code = col(row, CODE);
    drafts.set(code, {
      code,
      title: col(row, 'Title'),
      description: col(row, 'Description'),
      jobZone: null,
      tasks: [],
      alternateTitles: [],
      rated: new Map(),
      tech: new Map(),
      interests: {},
      workValues: {},
    });
  }
  const each = async (name: string, fn: (draft: Draft, row: Record<string, string>) => void) => {
    if (!(await exists(file(name)))) return;
    for await (const row of readTsv(file(name))) {
      const draft = drafts.get(col(row, CODE));
      if (draft) fn(draft, row);
    }
  };

  await each('Job Zones.txt', (d, row) => {
    const zone = num(col(row, 'Job Zone'));
    if (zone !== undefined && zone >= 1 && zone <= 5) d.jobZone = zone;
  });

  // Skills and Knowledge: importance (IM, 1-5) and level (LV, 0-7) rows per descriptor. Values O*NET recommends
  // suppressing (too imprecise) are skipped; 'Not Relevant' levels count as 0.
  const rated = (d: Draft, row: Record<string, string>) => {
    const element = ONET_ELEMENT_BY_ID.get(col(row, 'Element ID'));
    if (!element || col(row, 'Recommend Suppress') === 'Y') return;
    const value = num(col(row, 'Data Value'));
    if (value === undefined) return;
    const entry = d.rated.get(element.id) ?? { kind: element.kind };
    const scale = col(row, 'Scale ID');
    if (scale === 'IM') entry.importance = value;
    if (scale === 'LV') entry.level = col(row, 'Not Relevant') === 'Y' ? 0 : value;
    d.rated.set(element.id, entry);
  };
  await each('Skills.txt', rated);
  await each('Knowledge.txt', rated);
  // Work styles have importance only; the level is placed on the 0-7 scale as (importance - 1) x 7 / 4.
  await each('Work Styles.txt', (d, row) => {
    const element = ONET_ELEMENT_BY_ID.get(col(row, 'Element ID'));
    const value = num(col(row, 'Data Value'));
    if (!element || value === undefined || col(row, 'Recommend Suppress') === 'Y') return;
    d.rated.set(element.id, { kind: 'workStyle', importance: value, level: ((value - 1) * 7) / 4 });
  });

  // Technology examples -> curated skill ids where O*NET's example name or its normalised form is known.
  const curatedByKey = new Map<string, string>();
  for (const s of CURATED_SKILLS) {
    for (const name of [...s.onetExamples, s.name]) curatedByKey.set(normaliseSkillKey(name), s.id);
  }
  const elementIds = new Set(onetElementSkills().map((s) => s.id));
  const techSkills = new Map<string, Skill>();
  await each('Technology Skills.txt', (d, row) => {
    const example = col(row, 'Example');
    if (example === '') return;
    let id = curatedByKey.get(normaliseSkillKey(example));
    if (id === undefined) {
      id = slug(example);
      if (elementIds.has(id)) id = `tech-${id}`;
      if (!techSkills.has(id)) {
        techSkills.set(id, {
          id,
          name: example,
          kind: 'technology',
          synonyms: [],
          resources: [
            {
              name: `Courses on ${example}`,
              school: 'Coursera',
              link: `https://www.coursera.org/search?query=${encodeURIComponent(example)}`,
            },
          ],
        });
      }
    }
    const rating =
      col(row, 'In Demand') === 'Y' ? TECH_RATING.inDemand : col(row, 'Hot Technology') === 'Y' ? TECH_RATING.hot : TECH_RATING.other;
    const previous = d.tech.get(id);
    if (!previous || previous.importance < rating) d.tech.set(id, { importance: rating, level: rating });
  });

  await each('Task Statements.txt', (d, row) => {
    const text = col(row, 'Task');
    if (text !== '') d.tasks.push({ text, core: col(row, 'Task Type') === 'Core' });
  });
  const seenTitles = new Map<string, Set<string>>();
  const addTitle = (d: Draft, title: string) => {
    if (title === '' || title === d.title) return;
    const seen = seenTitles.get(d.code) ?? new Set<string>();
    const key = title.toLowerCase();
    if (seen.has(key)) return;
    seen.add(key);
    seenTitles.set(d.code, seen);
    d.alternateTitles.push(title);
  };
  // Titles incumbents actually report come first, those My Next Move shows before the rest ('Bookkeeper' before
  // 'Accounting Associate'): they are what people search for, and a trimmed list keeps them.
  const lessShown: [Draft, string][] = [];
  await each('Sample of Reported Titles.txt', (d, row) => {
    const title = col(row, 'Reported Job Title');
    if (col(row, 'Shown in My Next Move') === 'N') lessShown.push([d, title]);
    else addTitle(d, title);
  });
  for (const [d, title] of lessShown) addTitle(d, title);
  await each('Alternate Titles.txt', (d, row) => {
    addTitle(d, col(row, 'Alternate Title'));
    addTitle(d, col(row, 'Short Title'));
  });
  await each('Interests.txt', (d, row) => {
    const key = RIASEC_BY_ELEMENT[col(row, 'Element ID')];
    const value = num(col(row, 'Data Value'));
    if (key && value !== undefined && col(row, 'Scale ID') === 'OI') d.interests[key] = value;
  });
  await each('Work Values.txt', (d, row) => {
    const key = WORK_VALUE_BY_ELEMENT[col(row, 'Element ID')];
    const value = num(col(row, 'Data Value'));
    if (key && value !== undefined && col(row, 'Scale ID') === 'EX') d.workValues[key] = value;
  });

  // O*NET rates the skill and the knowledge area Mathematics apart; people see one name, so an occupation keeps
  // one requirement per name (the more important, at the higher level: see @waypoint/skillmatch same-name-skills.ts).
  const nameById = new Map<string, string>();
  for (const s of [...onetElementSkills(), ...CURATED_SKILLS, ...techSkills.values()]) nameById.set(s.id, s.name);
  const nameOf = (skillId: string) => nameById.get(skillId) ?? skillId;

  const bls = opts.blsDir ? await parseBls(opts.blsDir) : new Map<string, BlsFigures>();
  const ratedSkills = (d: Draft): OccupationSkill[] =>
    [...d.rated]
      .filter(([, v]) => v.importance !== undefined && v.level !== undefined)
      .map(([skillId, v]) => ({ skillId, importance: v.importance!, level: v.level!, kind: v.kind }));
  const hasRatings = (d: Draft) => ratedSkills(d).length > 0;
  const profile = (d: Draft): DonorProfile => ({
    code: d.code,
    text: [d.title, ...d.alternateTitles, d.description, ...d.tasks.map((t) => t.text)].join('\n'),
    technology: new Set(d.tech.keys()),
    jobZone: d.jobZone,
  });
  const ratedDrafts = [...drafts.values()].filter(hasRatings);
  const unrated = [...drafts.values()].filter((d) => !hasRatings(d) && (!only || only.has(d.code)));
  // Every occupation of the release takes part: an unrated one may borrow from one outside the selection.
  const donors = chooseDonors(unrated.map(profile), ratedDrafts.map(profile));

  const occupations = [...drafts.values()]
    .filter((d) => !only || only.has(d.code))
    .sort((a, b) => a.code.localeCompare(b.code))
    .map((d) => {
      let skills = ratedSkills(d);
      const ratingsFrom = skills.length === 0 ? donors.get(d.code) : undefined;
      // Borrowed ratings stand in for the missing ones; the occupation's own technology, tasks and titles still apply.
      if (ratingsFrom) skills = ratedSkills(drafts.get(ratingsFrom)!);
      const tech = [...d.tech].map(([skillId, t]) => ({ skillId, importance: t.importance, level: t.level, kind: 'technology' as const }));
      const figures = figuresFor(bls, d.code);
      const interests = complete<RiasecProfile>(d.interests, Object.values(RIASEC_BY_ELEMENT));
      const workValues = complete<WorkValuesProfile>(d.workValues, Object.values(WORK_VALUE_BY_ELEMENT));
      return {
        code: d.code,
        title: d.title,
        description: d.description,
        jobZone: d.jobZone,
        industry: industryForCode(d.code),
        salary: figures.salary,
        ...(figures.hourlyPay ? { hourlyPay: figures.hourlyPay } : {}),
        growth: figures.growth,
        tasks: [...d.tasks.filter((t) => t.core), ...d.tasks.filter((t) => !t.core)].map((t) => t.text),
        alternateTitles: d.alternateTitles,
        skills: [...mergeSameNameSkills([...skills, ...tech], nameOf)],
        interests,
        workValues,
        ...(ratingsFrom ? { ratingsFrom } : {}),
      };
    });

  const usedSkillIds = new Set(occupations.flatMap((o) => o.skills.map((s) => s.skillId)));
  const skills: Skill[] = [
    ...onetElementSkills(),
    ...CURATED_SKILLS.map(({ onetExamples: _unused, ...s }) => s),
    ...[...techSkills.values()].sort((a, b) => a.id.localeCompare(b.id)),
  ].filter((s) => usedSkillIds.has(s.id) || elementIds.has(s.id) || CURATED_SKILLS.some((c) => c.id === s.id));
  const codes = new Set(occupations.map((o) => o.code));
  return {
    source: ONET_SOURCE + (opts.blsDir ? '; BLS OEWS May 2024; BLS Employment Projections 2024-34' : ''),
    occupations,
    skills,
    roleAliases: ROLE_ALIASES.filter((a) => codes.has(a.code)),
  };
}
