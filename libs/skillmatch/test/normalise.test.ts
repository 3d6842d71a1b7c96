import { describe, expect, it } from 'vitest';
import { dedupeSkillNames, defaultCatalogue, normaliseSkillKey, skillIdsFor, indexCatalogue } from '../src/index';

describe('normaliseSkillKey', () => {
  it('folds case, spacing, punctuation and accents', () => {
    expect(normaliseSkillKey('  Problem-Solving ')).toBe('problem solving');
    expect(normaliseSkillKey('CI/CD')).toBe('ci cd');
    expect(normaliseSkillKey('Résumé   Writing')).toBe('resume writing');
    expect(normaliseSkillKey('R&D')).toBe('r and d');
  });

  it('keeps + and # so C++ and C# stay apart from C', () => {
    expect(normaliseSkillKey('C++')).toBe('c++');
    expect(normaliseSkillKey('c#')).toBe('c#');
    expect(normaliseSkillKey('C')).toBe('c');
  });

  it('expands common abbreviations', () => {
    expect(normaliseSkillKey('JS')).toBe('javascript');
    expect(normaliseSkillKey('k8s')).toBe('kubernetes');
    expect(normaliseSkillKey('ML')).toBe('machine learning');
    expect(normaliseSkillKey('PM')).toBe('product management');
    expect(normaliseSkillKey('Node.js')).toBe('node js');
  });
});

describe('dedupeSkillNames', () => {
  it('lower-cases, trims, drops blanks and case-insensitive duplicates like the questionnaire', () => {
    expect(dedupeSkillNames(['Figma', ' figma ', '', '   ', 'Data  Analysis', 'DATA ANALYSIS', 'Postman'])).toEqual([
      'figma',
      'data analysis',
      'postman',
    ]);
  });
});

describe('skill lookup in the default catalogue', () => {
  const index = indexCatalogue(defaultCatalogue);
  it.each([
    ['JS', 'javascript'],
    ['k8s', 'kubernetes'],
    ['ML', 'machine-learning'],
    ['Team work', 'coordination'],
    ['Problem-Solving', 'complex-problem-solving'],
    ['Attention to Detail', 'attention-to-detail'],
    ['Stakeholder comms', 'speaking'],
    ['A/B Testing', 'a-b-testing'],
    ['Usability testing', 'usability-testing'],
    ['APIs', 'api-design'],
  ])('maps %s to %s', (typed, id) => {
    expect(skillIdsFor(index, typed)).toContain(id);
  });

  it('maps every suggested skill of the questionnaire to something', async () => {
    const { SKILLMATCH_SUGGESTED_HARD_SKILLS, SKILLMATCH_SUGGESTED_SOFT_SKILLS, SKILLMATCH_RELATED_SKILLS } = await import('@waypoint/domain');
    const unmapped = [...SKILLMATCH_SUGGESTED_HARD_SKILLS, ...SKILLMATCH_SUGGESTED_SOFT_SKILLS, ...SKILLMATCH_RELATED_SKILLS].filter(
      (name) => skillIdsFor(index, name).length === 0,
    );
    expect(unmapped).toEqual([]);
  });

  it('answers the same after more distinct names than it remembers have been looked up', () => {
    const before = skillIdsFor(index, 'JS');
    for (let i = 0; i < 6_000; i += 1) skillIdsFor(index, `made-up skill ${i}`);
    expect(skillIdsFor(index, 'JS')).toEqual(before);
    expect(skillIdsFor(index, 'made-up skill 1')).toEqual([]);
    expect(skillIdsFor(index, 'Résumé writing')).toEqual(skillIdsFor(index, 'resume writing'));
  });
});
