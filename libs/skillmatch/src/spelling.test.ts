import { describe, expect, it } from 'vitest';
import { defaultCatalogue } from './catalogue/default-catalogue';
import { searchOccupations } from './search-occupations';
import { editDistance, spellingSuggestion } from './spelling';

describe('spelling suggestions for a job title that finds nothing', () => {
  it('corrects a missing, an extra, a wrong and a swapped letter', () => {
    expect(spellingSuggestion(defaultCatalogue, 'dta anlyst')).toBe('data analyst');
    expect(spellingSuggestion(defaultCatalogue, 'analist')).toBe('analyst');
    expect(spellingSuggestion(defaultCatalogue, 'Nurce')).toBe('nurse');
    expect(spellingSuggestion(defaultCatalogue, 'sofwtare engineer')).toBe('software engineer');
    for (const typed of ['dta anlyst', 'analist', 'Nurce', 'sofwtare engineer']) {
      expect(searchOccupations(defaultCatalogue, typed)).toEqual([]);
      expect(searchOccupations(defaultCatalogue, spellingSuggestion(defaultCatalogue, typed)!).length).toBeGreaterThan(0);
    }
  });

  it('suggests nothing for words the catalogue uses, for words too far from any, and for short ones', () => {
    expect(spellingSuggestion(defaultCatalogue, 'data analyst')).toBeNull();
    expect(spellingSuggestion(defaultCatalogue, 'zzzzqqq')).toBeNull();
    expect(spellingSuggestion(defaultCatalogue, 'analyste de données')).toBeNull();
    expect(spellingSuggestion(defaultCatalogue, 'qx')).toBeNull();
    expect(spellingSuggestion(defaultCatalogue, '   ')).toBeNull();
  });

  it('counts a swap of two letters as one slip, and stops counting past the limit', () => {
    expect(editDistance('sofwtare', 'software', 2)).toBe(1);
    expect(editDistance('analist', 'analyst', 2)).toBe(1);
    expect(editDistance('kitten', 'sitting', 5)).toBe(3);
    expect(editDistance('a', 'abcdef', 2)).toBe(3);
  });
});
