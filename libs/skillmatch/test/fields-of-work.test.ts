// The fields of work a user names, read as the one-word role whose work each is.
import { describe, expect, it } from 'vitest';
import { defaultCatalogue, indexCatalogue, ROLE_WORD_OF_FIELD, roleNameOf, roleOfField, roleWordsOfFields } from '../src/index';

describe('fields of work', () => {
  it('names a field by itself, before a function word or before a word for a career in it', () => {
    expect(roleWordsOfFields('Nursing')).toEqual(['nurse']);
    expect(roleWordsOfFields('I trained in nursing and midwifery.')).toEqual(['nurse', 'midwife']);
    expect(roleWordsOfFields('A law degree, then ten years in accountancy')).toEqual(['lawyer', 'accountant']);
    expect(roleWordsOfFields('Teaching jobs abroad')).toEqual(['teacher']);
  });

  it('leaves a field word that makes a compound with the word after or before it, and hyphenated words', () => {
    for (const text of ['a nursing home', 'a teaching assistant', 'law enforcement', 'veterinary medicine', 'software architecture', 'my mother-in-law', 'teaching children']) {
      expect(roleWordsOfFields(text), text).toEqual([]);
    }
  });

  it('reads a field searched for as the role it names, by its last word', () => {
    expect(roleOfField('Nursing')).toBe('nurse');
    expect(roleOfField('paediatric nursing')).toBe('paediatric nurse');
    expect(roleOfField('civil engineering')).toBe('civil engineer');
    expect(roleOfField('social work')).toBe('social worker');
    // A head word alone says no one role; a word that is no field gives nothing.
    expect(roleOfField('engineering')).toBeUndefined();
    expect(roleOfField('nurse')).toBeUndefined();
  });

  it('gives only role words that name a role in the default catalogue', () => {
    const index = indexCatalogue(defaultCatalogue);
    const roleNames = new Set([...defaultCatalogue.occupations.map((o) => roleNameOf(index, o)), ...defaultCatalogue.roleAliases.map((a) => a.role)].map((n) => n.toLowerCase()));
    for (const [field, roleWord] of ROLE_WORD_OF_FIELD) {
      expect(roleWordsOfFields(field), field).toEqual([roleWord]);
      expect(roleNames.has(roleWord), `${field}: ${roleWord}`).toBe(true);
    }
  });
});
