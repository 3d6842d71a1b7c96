// A small fixed catalogue for golden tests: numbers in the tests are worked out by hand from these ratings.
import type { Catalogue, Occupation, Skill } from '@waypoint/domain';

const res = (name: string) => [{ name: `Learn ${name}`, school: 'Example School', link: `https://example.org/${encodeURIComponent(name)}` }];
const skill = (id: string, name: string, kind: Skill['kind'], synonyms: string[] = []): Skill => ({ id, name, kind, synonyms, resources: res(name) });

const base = {
  description: 'A test occupation.',
  jobZone: 4,
  industry: 'Computer and Mathematical',
  growth: { percent: 10, period: '2024-2034', source: 'Test projections' },
  tasks: ['Do the thing.'],
  interests: null,
  workValues: null,
} satisfies Partial<Occupation>;

export const testCatalogue: Catalogue = {
  source: 'test',
  skills: [
    skill('javascript', 'JavaScript', 'technology', ['js']),
    skill('git', 'Git', 'technology'),
    skill('sql', 'SQL', 'technology'),
    skill('figma', 'Figma', 'technology'),
    skill('cobol', 'COBOL', 'technology'),
    skill('speaking', 'Speaking', 'soft', ['communication']),
    skill('attention-to-detail', 'Attention to Detail', 'workStyle', ['detail oriented']),
    skill('innovation', 'Innovation', 'workStyle', ['creativity']),
  ],
  occupations: [
    {
      ...base,
      code: '15-0001.00',
      title: 'Test Developers',
      alternateTitles: ['Code Tester', 'Developer of Tests'],
      salary: { low: 50_000, median: 90_000, high: 150_000, currency: 'USD', source: 'Test wages', year: 2024 },
      skills: [
        { skillId: 'javascript', importance: 5, level: 4, kind: 'technology' },
        { skillId: 'git', importance: 4, level: 3.5, kind: 'technology' },
        { skillId: 'sql', importance: 3, level: 3.5, kind: 'technology' },
        // Below the importance threshold: ignored by the engine.
        { skillId: 'cobol', importance: 2, level: 3, kind: 'technology' },
        { skillId: 'speaking', importance: 4, level: 3.5, kind: 'soft' },
        { skillId: 'attention-to-detail', importance: 4, level: 5.25, kind: 'workStyle' },
      ],
      interests: { realistic: 1, investigative: 7, artistic: 1, social: 1, enterprising: 1, conventional: 1 },
    },
    {
      ...base,
      code: '15-0002.00',
      title: 'Test Analysts',
      alternateTitles: ['Data Tester'],
      salary: null,
      skills: [
        { skillId: 'sql', importance: 5, level: 4, kind: 'technology' },
        { skillId: 'speaking', importance: 3, level: 3, kind: 'soft' },
      ],
    },
    {
      ...base,
      code: '27-0003.00',
      title: 'Test Designers',
      alternateTitles: ['Pixel Pusher'],
      salary: { low: 40_000, median: 60_000, high: 95_500, currency: 'USD', source: 'Test wages', year: 2024 },
      skills: [{ skillId: 'figma', importance: 4, level: 4, kind: 'technology' }],
    },
    {
      ...base,
      code: '15-0004.00',
      title: 'Test Web Developers',
      alternateTitles: ['Web Tester'],
      salary: null,
      skills: [
        { skillId: 'javascript', importance: 4, level: 5, kind: 'technology' },
        { skillId: 'git', importance: 3, level: 3, kind: 'technology' },
      ],
    },
  ],
  roleAliases: [{ role: 'Software Tester', code: '15-0001.00' }],
};

/** An occupation with nothing but a code, a title and skill requirements: for generated catalogues. */
export function bareOccupation(code: string, title: string, skills: Occupation['skills']): Occupation {
  return {
    code,
    title,
    description: '',
    jobZone: 3,
    industry: 'Test',
    salary: null,
    growth: null,
    tasks: [],
    alternateTitles: [],
    interests: null,
    workValues: null,
    skills,
  };
}

/** A skill pool of names no synonym table touches (`Zskill n`), so each name maps to exactly one id. */
export function skillPool<K extends Skill['kind']>(size: number, kinds: readonly K[]): { id: string; name: string; kind: K }[] {
  return Array.from({ length: size }, (_, i) => ({ id: `skill-${i}`, name: `Zskill ${i}`, kind: kinds[i % kinds.length]! }));
}
