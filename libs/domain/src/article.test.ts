import { describe, expect, it } from 'vitest';
import { withArticle } from './article';

describe('withArticle', () => {
  it('says "an" before a vowel sound and "a" before a consonant sound', () => {
    expect(withArticle('Actor')).toBe('an Actor');
    expect(withArticle('Optician')).toBe('an Optician');
    expect(withArticle('Electrical Engineer')).toBe('an Electrical Engineer');
    expect(withArticle('Software Engineer')).toBe('a Software Engineer');
    expect(withArticle('data scientist')).toBe('a data scientist');
  });

  it('reads an abbreviation letter by letter', () => {
    expect(withArticle('HR Manager')).toBe('an HR Manager');
    expect(withArticle('HVAC Technician')).toBe('an HVAC Technician');
    expect(withArticle('LPN')).toBe('an LPN');
    expect(withArticle('UX Designer')).toBe('a UX Designer');
    expect(withArticle('QA Engineer')).toBe('a QA Engineer');
    expect(withArticle('GP')).toBe('a GP');
    expect(withArticle('X-ray Technician')).toBe('an X-ray Technician');
  });

  it('goes by the sound where the spelling misleads', () => {
    expect(withArticle('University Lecturer')).toBe('a University Lecturer');
    expect(withArticle('User Researcher')).toBe('a User Researcher');
    expect(withArticle('Honorary Consul')).toBe('an Honorary Consul');
    expect(withArticle('Undertaker')).toBe('an Undertaker');
    expect(withArticle('Head Cook')).toBe('a Head Cook');
  });

  it('keeps the noun as given, without its surrounding spaces', () => {
    expect(withArticle('  Instructional Designer ')).toBe('an Instructional Designer');
  });
});
