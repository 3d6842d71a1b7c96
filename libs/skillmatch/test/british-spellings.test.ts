import { describe, expect, it } from 'vitest';
import { defaultCatalogue, inCatalogueSpelling, indexCatalogue, resolveRole, searchOccupations, skillIdsFor, spellingVariants } from '../src/index';

describe('British spellings', () => {
  it('puts British spellings the American way only where the texts know that spelling and not the word as written', () => {
    const known = new Set(['analyzing', 'behavior', 'counselor', 'theater', 'color', 'traveling', 'pediatric', 'license', 'catalog', 'program', 'organize', 'exercise', 'advise', 'analyses', 'jewelry']);
    const knows = (word: string) => known.has(word);
    expect(inCatalogueSpelling('Analysing child behaviour as a youth counsellor at the theatre', knows)).toBe('analyzing child behavior as a youth counselor at the theater');
    expect(inCatalogueSpelling('colour travelling paediatric licence catalogue programme organise', knows)).toBe('color traveling pediatric license catalog program organize');
    expect(inCatalogueSpelling('Making jewellery', knows)).toBe('Making jewelry');
    expect(inCatalogueSpelling('Teaching maths', (word) => word === 'math')).toBe('Teaching math');
    // Words the texts use as written stay, though a rule fits them; so do words no American spelling of which is known.
    expect(inCatalogueSpelling('exercise advise analyses tour hour labour', knows)).toBe('exercise advise analyses tour hour labour');
  });

  it('find the occupations O*NET names in American spelling', () => {
    const found = (typed: string) => searchOccupations(defaultCatalogue, typed)[0]?.title;
    // Each found nothing, with "Did you mean" offering the American spelling as if it were a slip.
    expect(['Career counsellor', 'Theatre actor'].map(found)).toEqual(['Career Counselor', 'Actor']);
    for (const [british, american] of [['Paediatric nurse', 'Pediatric nurse'], ['Labourer', 'Laborer']]) {
      expect(found(british!), british).toBeDefined();
      expect(searchOccupations(defaultCatalogue, british!), british).toEqual(searchOccupations(defaultCatalogue, american!));
    }
  });

  it('read every British word of a name in American spelling, the name as typed first', () => {
    expect(spellingVariants('financial modelling')).toEqual(['financial modelling', 'financial modeling']);
    expect(spellingVariants('career counsellor centre')).toEqual(['career counsellor centre', 'career counsellor center', 'career counselor centre', 'career counselor center']);
    expect(spellingVariants('data analyst')).toEqual(['data analyst']);
  });

  it('name the skills and roles the catalogue spells the American way', () => {
    const index = indexCatalogue(defaultCatalogue);
    // Each was a skill or a role the catalogue did not know.
    expect(['Financial modelling', 'Human behaviour', 'Search engine optimisation'].map((s) => skillIdsFor(index, s))).toEqual([['financial-modeling'], ['psychology'], ['seo']]);
    expect(skillIdsFor(index, 'Financial modelling')).toEqual(skillIdsFor(index, 'Financial modeling'));
    expect(resolveRole(index, 'Career Counsellor').occupation.code).toBe('21-1012.00');
    expect(resolveRole(index, 'Labourer').occupation.code).toBe(resolveRole(index, 'Laborer').occupation.code);
  });
});
