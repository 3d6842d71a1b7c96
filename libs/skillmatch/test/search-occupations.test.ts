import { describe, expect, it } from 'vitest';
import { defaultCatalogue, searchOccupations, trendingCareers } from '../src/index';
import { testCatalogue } from './test-catalogue';

describe('searchOccupations', () => {
  it('ranks an exact title above partial and alternate-title matches', () => {
    const hits = searchOccupations(testCatalogue, 'test developers');
    expect(hits.map((h) => h.code)).toEqual(['15-0001.00', '15-0004.00']);
    // Exact (100) plus the +5 an occupation's own title earns over alternate titles.
    expect(hits[0]).toMatchObject({ matched: 'Test Developers', score: 105 });
  });

  it('finds occupations through alternate titles and aliases', () => {
    expect(searchOccupations(testCatalogue, 'pixel')[0]).toMatchObject({ code: '27-0003.00', matched: 'Pixel Pusher' });
    // A role name, like the title, earns +5 over alternate titles.
    expect(searchOccupations(testCatalogue, 'software tester')[0]).toMatchObject({ code: '15-0001.00', score: 105 });
    expect(searchOccupations(testCatalogue, '   ')).toEqual([]);
  });

  it('finds a UX designer in the default catalogue', () => {
    expect(searchOccupations(defaultCatalogue, 'ux designer')[0]?.code).toBe('15-1255.00');
  });

  it('puts the occupation a name belongs to before those that merely list it as an alternate title', () => {
    // 'Project Manager' is also an alternate title of Engineering and IT managers, which sort before it by name.
    const hits = searchOccupations(defaultCatalogue, 'project manager');
    expect(hits[0]).toMatchObject({ code: '13-1082.00', title: 'Project Manager' });
    expect(hits.slice(1).every((h) => h.score <= 100)).toBe(true);
  });

  it('finds a job written in other words when most of them match, below whole matches', () => {
    const hits = searchOccupations(defaultCatalogue, 'Retail sales associate');
    expect(hits[0]).toMatchObject({ title: 'Retail Salesperson' });
    expect(hits[0]!.score).toBeLessThan(20);
    // 'Store manager' is a shop's manager, though O*NET also lists it under General and Operations Managers.
    expect(searchOccupations(defaultCatalogue, 'store manager')[0]).toMatchObject({ code: '41-1011.00' });
    // One word of three is not enough to be a hit.
    expect(searchOccupations(defaultCatalogue, 'underwater basket weaver')).toEqual([]);
  });
});

describe('trendingCareers', () => {
  it('builds table rows from the catalogue with growth and salary text', () => {
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
    ]);
  });
});
