import { describe, expect, it } from 'vitest';
import type { Catalogue, Occupation, Skill } from '@waypoint/domain';
import { isTrending, trendingCareers } from '../src/index';
import { bareOccupation, testCatalogue } from './test-catalogue';

const salary = { low: 40_000, median: 70_000, high: 120_000, currency: 'USD' as const, source: 'Test wages', year: 2024 };
const growing = (code: string, title: string, percent: number, extra: Partial<Occupation> = {}): Occupation => ({
  ...bareOccupation(code, title, []),
  salary,
  growth: { percent, period: '2024-2034', source: 'Test projections' },
  ...extra,
});
const catalogueOf = (occupations: Occupation[], roleAliases: Catalogue['roleAliases'] = []): Catalogue => ({
  source: 'test',
  skills: [],
  occupations,
  roleAliases,
});

describe('trendingCareers', () => {
  it('builds table rows from the catalogue with growth and salary text, key skills by importance', () => {
    // Test Developers and Test Designers both grow 10% and have a salary (the two analysts have none): ties by code.
    expect(trendingCareers(testCatalogue)).toEqual([
      {
        id: '15-0001.00',
        role: 'Software Tester',
        descr: 'A test occupation.',
        salary: '$50K - $150K',
        industry: 'Computer and Mathematical',
        keySkills: ['JavaScript', 'Git', 'SQL'],
        jobOutlook: '+10% (2024-2034)',
        growth: { percent: 10, period: '2024-2034', source: 'Test projections' },
      },
      expect.objectContaining({ id: '27-0003.00', role: 'Test Designers', salary: '$40K - $96K', keySkills: ['Figma'] }),
    ]);
  });

  it('lists the six fastest-growing occupations, fastest first, leaving out shrinking, flat and unpaid-data ones', () => {
    const catalogue = catalogueOf([
      growing('11-0001.00', 'Slow Growers', 2),
      growing('11-0002.00', 'Shrinkers', -3.7),
      growing('11-0003.00', 'Flat Liners', 0),
      growing('11-0004.00', 'Fast Risers', 40),
      growing('11-0005.00', 'No Wage Data', 90, { salary: null }),
      growing('11-0006.00', 'Steady Climbers', 12),
      growing('11-0007.00', 'Mid Growers', 8),
      growing('11-0008.00', 'Good Growers', 20),
      growing('11-0009.00', 'Small Risers', 4),
      growing('11-0010.00', 'Tiny Risers', 1),
    ]);
    expect(trendingCareers(catalogue).map((r) => [r.role, r.jobOutlook])).toEqual([
      ['Fast Risers', '+40% (2024-2034)'],
      ['Good Growers', '+20% (2024-2034)'],
      ['Steady Climbers', '+12% (2024-2034)'],
      ['Mid Growers', '+8% (2024-2034)'],
      ['Small Risers', '+4% (2024-2034)'],
      ['Slow Growers', '+2% (2024-2034)'],
    ]);
    expect(isTrending(catalogue, '11-0004.00')).toBe(true);
    expect(isTrending(catalogue, '11-0010.00')).toBe(false);
    expect(isTrending(catalogue, '11-0002.00')).toBe(false);
  });

  it('shows one row per BLS projection: the named role, else the SOC code itself, stands for its detailed occupations', () => {
    // O*NET's .01/.02 occupations carry their SOC code's BLS figures; three rows of the same +33.5% would be one fact.
    const occupations = [
      growing('15-2051.02', 'Clinical Data Managers', 33.5),
      growing('15-2051.01', 'Business Intelligence Analysts', 33.5),
      growing('15-2051.00', 'Data Scientists', 33.5),
      growing('29-1171.01', 'Detailed Nurses', 40.1),
      growing('29-1171.02', 'Other Detailed Nurses', 40.1),
    ];
    expect(trendingCareers(catalogueOf(occupations)).map((r) => r.id)).toEqual(['29-1171.01', '15-2051.00']);
    const named = catalogueOf(occupations, [{ role: 'BI Analyst', code: '15-2051.01' }]);
    expect(trendingCareers(named).map((r) => r.role)).toEqual(['Detailed Nurses', 'BI Analyst']);
  });

  it('names as key skills what the job is made of: skills, knowledge and tools, not what most jobs ask for', () => {
    const skill = (id: string, name: string, kind: Skill['kind']): Skill => ({ id, name, kind, synonyms: [], resources: [] });
    const rated = (skillId: string, kind: Skill['kind'], importance: number, level = 4) => ({ skillId, kind, importance, level });
    const english = rated('english', 'knowledge', 4.8);
    const excel = rated('excel', 'technology', 4);
    const catalogue: Catalogue = {
      ...catalogueOf([
        growing('49-0001.00', 'Turbine Technicians', 40, {
          skills: [
            english,
            excel,
            rated('listening', 'soft', 5),
            rated('mechanical', 'knowledge', 4.5),
            rated('scada', 'technology', 4),
            rated('repairing', 'hard', 4),
            rated('welding', 'hard', 2.5),
          ],
        }),
        growing('43-0002.00', 'Clerks', 3, { skills: [english, excel] }),
        growing('27-0003.00', 'Writers', 2, { skills: [english] }),
        growing('35-0004.00', 'Cooks', 1, { skills: [english] }),
        growing('53-0005.00', 'Drivers', 1, { skills: [] }),
      ]),
      skills: [
        skill('english', 'English Language', 'knowledge'),
        skill('excel', 'Microsoft Excel', 'technology'),
        skill('listening', 'Active Listening', 'soft'),
        skill('mechanical', 'Mechanical', 'knowledge'),
        skill('scada', 'SCADA software', 'technology'),
        skill('repairing', 'Repairing', 'hard'),
        skill('welding', 'Welding', 'hard'),
      ],
    };
    // English Language: asked for by four of the five occupations. Active Listening: a soft skill. Welding: below
    // importance 3. Repairing, SCADA software and Microsoft Excel are all rated 4: the skill first, then the tool fewer
    // occupations ask for (SCADA: one; Excel: two).
    expect(trendingCareers(catalogue)[0]).toMatchObject({
      role: 'Turbine Technicians',
      keySkills: ['Mechanical', 'Repairing', 'SCADA software', 'Microsoft Excel'],
    });
  });

  it('gives an empty table for a catalogue without growth figures', () => {
    expect(trendingCareers(catalogueOf([bareOccupation('11-0001.00', 'Unknown Outlook', [])]))).toEqual([]);
  });
});
