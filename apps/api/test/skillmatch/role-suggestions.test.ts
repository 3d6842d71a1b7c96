// The skills GET /api/skillmatch/options?role= suggests, on a small catalogue shaped like the imported O*NET one:
// every In-Demand tool rated alike (4), so the order among equals is the one that matters. Ties go to the skills
// most occupations ask for, then A to Z (never by id); a role that requires few hard skills (a nurse) is offered
// its next most important ones; the soft skills are the role's most important ones.
import type { Catalogue, OccupationSkill, SkillKind } from '@waypoint/domain';
import { describe, expect, it } from 'vitest';
import { createSkillMatchService } from '../../src/services/skillmatch/skillmatch-service';

const skill = (id: string, name: string, kind: SkillKind) => ({
  id,
  name,
  kind,
  synonyms: [],
  resources: [{ name: `Learn ${name}`, school: 'Test', link: `https://example.com/${id}` }],
});
const SKILLS = [
  skill('apache-hadoop', 'Apache Hadoop', 'technology'),
  skill('apache-spark', 'Apache Spark', 'technology'),
  skill('amazon-web-services', 'Amazon Web Services', 'technology'),
  skill('c', 'C', 'technology'),
  skill('docker', 'Docker', 'technology'),
  skill('git', 'Git', 'technology'),
  skill('python', 'Python', 'technology'),
  skill('sql', 'SQL', 'technology'),
  skill('microsoft-excel', 'Microsoft Excel', 'technology'),
  skill('r', 'R', 'technology'),
  skill('tableau', 'Tableau', 'technology'),
  skill('microsoft-office-software', 'Microsoft Office software', 'technology'),
  skill('electronic-health-records', 'Electronic health records', 'technology'),
  skill('operations-monitoring', 'Operations Monitoring', 'hard'),
  skill('systems-analysis', 'Systems Analysis', 'hard'),
  skill('systems-evaluation', 'Systems Evaluation', 'hard'),
  skill('science', 'Science', 'hard'),
  skill('active-listening', 'Active Listening', 'soft'),
  skill('speaking', 'Speaking', 'soft'),
  skill('social-perceptiveness', 'Social Perceptiveness', 'soft'),
  skill('service-orientation', 'Service Orientation', 'soft'),
  skill('reading-comprehension', 'Reading Comprehension', 'soft'),
  skill('coordination', 'Coordination', 'soft'),
  skill('mathematics-knowledge', 'Mathematics', 'knowledge'),
];
const kindOf = new Map(SKILLS.map((s) => [s.id, s.kind]));
const rated = (ratings: Record<string, number>): OccupationSkill[] =>
  Object.entries(ratings).map(([skillId, importance]) => ({ skillId, importance, level: importance, kind: kindOf.get(skillId)! }));
const occupation = (code: string, title: string, ratings: Record<string, number>) => ({
  code,
  title,
  description: '',
  jobZone: 4,
  industry: 'Test',
  salary: null,
  growth: null,
  tasks: [],
  alternateTitles: [],
  skills: rated(ratings),
  interests: null,
  workValues: null,
});

const inDemand = (ids: string[]) => Object.fromEntries(ids.map((id) => [id, 4]));
const catalogue: Catalogue = {
  source: 'test',
  skills: SKILLS,
  roleAliases: [],
  occupations: [
    // Listed in id order, as the importer writes them: ids must not decide the order shown.
    occupation('15-2051.00', 'Data Scientists', {
      ...inDemand(['amazon-web-services', 'apache-hadoop', 'apache-spark', 'c', 'docker', 'git', 'microsoft-excel', 'python', 'r', 'sql', 'tableau']),
      'mathematics-knowledge': 4,
      'active-listening': 3.88,
      speaking: 3.88,
    }),
    // Excel is asked for by three occupations, Python and SQL by two (Python listed by a third), the rest by one.
    occupation('15-2041.00', 'Statisticians', { ...inDemand(['microsoft-excel', 'python', 'sql']), 'active-listening': 3.5 }),
    occupation('13-2011.00', 'Accountants and Auditors', { 'microsoft-excel': 4, python: 2, 'active-listening': 3.5, speaking: 3.2 }),
    occupation('29-1141.00', 'Registered Nurses', {
      'operations-monitoring': 3,
      'systems-evaluation': 3,
      'systems-analysis': 3,
      science: 2.88,
      'microsoft-office-software': 2.5,
      'electronic-health-records': 2.5,
      'microsoft-excel': 2.5,
      'service-orientation': 4,
      speaking: 4,
      'active-listening': 4,
      'social-perceptiveness': 4.12,
      'reading-comprehension': 3.88,
      coordination: 2.5,
    }),
  ],
};

const service = createSkillMatchService({
  db: undefined as never,
  clock: () => new Date(),
  catalogue: {
    get: async () => ({ catalogue, version: 'test', origin: 'import', source: 'test', loadedAt: new Date() }),
    invalidate: () => undefined,
  },
});
const suggestedFor = async (role: string) => (await service.options(role)).suggested;

describe('role suggestions', () => {
  it('offer the tools most occupations ask for first when O*NET rates them alike (Excel, Python, SQL), then A to Z', async () => {
    const { hard, related } = await suggestedFor('Data Scientists');
    expect(hard).toEqual([
      'Microsoft Excel',
      'Python',
      'SQL',
      'Amazon Web Services',
      'Apache Hadoop',
      'Apache Spark',
      'C',
      'Docker',
      'Git',
    ]);
    // Step 5: knowledge areas, then the required tools step 2 had no room for.
    expect(related).toEqual(['Mathematics', 'R', 'Tableau']);
  });

  it("offer a nurse's most important soft skills, most important first, and none the role does not require", async () => {
    const { soft } = await suggestedFor('Registered Nurses');
    expect(soft).toEqual(['Social Perceptiveness', 'Active Listening', 'Speaking', 'Service Orientation', 'Reading Comprehension']);
  });

  it('go on past the few hard skills a nurse requires with the next most important ones and the tools nurses use', async () => {
    const { hard, related } = await suggestedFor('Registered Nurses');
    expect(hard).toEqual([
      'Operations Monitoring',
      'Systems Analysis',
      'Systems Evaluation',
      'Science',
      'Microsoft Excel',
      'Electronic health records',
      'Microsoft Office software',
    ]);
    expect(related).toEqual([]);
  });
});
