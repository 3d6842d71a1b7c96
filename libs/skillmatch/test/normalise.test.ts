import { describe, expect, it } from 'vitest';
import { dedupeSkillNames, defaultCatalogue, lookupKeys, normaliseSkillKey, skillIdsFor, indexCatalogue, traitLevels } from '../src/index';

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

  it('reads names of Object.prototype members as plain text, not as table entries', () => {
    expect(normaliseSkillKey('Constructor')).toBe('constructor');
    expect(normaliseSkillKey('__proto__')).toBe('proto');
    expect(normaliseSkillKey('toString')).toBe('tostring');
    expect(lookupKeys('constructors')).toEqual(['constructors', 'constructor']);
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

describe('traitLevels', () => {
  it('places known "Who Am I" dimensions on the work-style scale and ignores other labels, prototype names included', () => {
    // Parsed like a request body, so '__proto__' is an own key as it would be there.
    const levels = traitLevels(JSON.parse('{"Extraversion": 5, "constructor": 3, "toString": 4, "__proto__": 2}') as Record<string, number>);
    expect([...levels]).toEqual([['social-orientation', 7]]);
  });
});
