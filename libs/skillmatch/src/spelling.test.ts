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

  it("reads 'vetinary', as it is said, as 'veterinary': two letters too far for a slip, but how many write it", () => {
    expect(spellingSuggestion(defaultCatalogue, 'vetinary nurse')).toBe('veterinary nurse');
    expect(spellingSuggestion(defaultCatalogue, 'Vetinarian')).toBe('veterinarian');
    expect(searchOccupations(defaultCatalogue, spellingSuggestion(defaultCatalogue, 'vetinary nurse')!)[0]?.title).toBe('Veterinary Technician');
  });

  it('corrects a short word only for a letter left out or two letters swapped', () => {
    expect(spellingSuggestion(defaultCatalogue, 'teh')).toBe('tech');
    expect(spellingSuggestion(defaultCatalogue, 'sles')).toBe('sales');
    expect(spellingSuggestion(defaultCatalogue, 'nrse')).toBe('nurse');
    expect(spellingSuggestion(defaultCatalogue, 'nures')).toBe('nurse');
    expect(spellingSuggestion(defaultCatalogue, 'cok')).toBe('cook');
    // A wrong or extra letter in so short a word mostly makes another word: 'care', 'test', 'at', 'game', 'over'.
    for (const word of ['cake', 'tent', 'hat', 'gate', 'oven']) expect(spellingSuggestion(defaultCatalogue, word), word).toBeNull();
  });

  it('does not turn a job the catalogue lacks into another word', () => {
    // Each of these is one or two letters from a word of the default catalogue ('doctor', 'filler', 'spotter',
    // 'loader', 'broker', 'singer', 'server', 'dancer'): a changed first letter, or two slips in a word of up to 8
    // letters. (A hunter is one now: O*NET files hunters with the fishers.)
    for (const job of ['docker', 'miller', 'potter', 'logger', 'boxer', 'rigger', 'weaver', 'fencer']) {
      expect(searchOccupations(defaultCatalogue, job), job).toEqual([]);
      expect(spellingSuggestion(defaultCatalogue, job), job).toBeNull();
    }
  });

  it('does not turn a job title O*NET knows, though this catalogue lacks the job, into a word one letter away', () => {
    // Each was offered as a slip: 'baker', 'loader', 'internet', 'controller' - a wrong path for an internist. (An
    // ecologist, offered 'economist', is now an Environmental Scientist, and a carver, offered 'career', an ice carver
    // among the fine artists.)
    const jobs = ['baler', 'team leader', 'internist', 'comptroller'];
    expect(searchOccupations(defaultCatalogue, 'carver')[0]?.title).toBe('Artist');
    for (const job of jobs) {
      expect(searchOccupations(defaultCatalogue, job), job).toEqual([]);
      expect(spellingSuggestion(defaultCatalogue, job), job).toBeNull();
    }
    // A slip is still corrected beside a job title word.
    expect(spellingSuggestion(defaultCatalogue, 'nurce aide')).toBe('nurse aide');
  });

  it("does not correct a word the catalogue's descriptions and tasks spell that way, but reads a plural as its name", () => {
    for (const word of ['from', 'both', 'direction', 'procedures']) {
      expect(searchOccupations(defaultCatalogue, word), word).toEqual([]);
      expect(spellingSuggestion(defaultCatalogue, word), word).toBeNull();
    }
    expect(spellingSuggestion(defaultCatalogue, 'doctors')).toBe('doctor');
    // A slip beside a word spelt right: the slip is corrected, the other word kept.
    expect(spellingSuggestion(defaultCatalogue, 'sofwtare engineer team')).toBe('software engineer team');
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
