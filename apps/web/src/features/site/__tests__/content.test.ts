import { describe, expect, it } from 'vitest';
import {
  allStatistics,
  bookCategories,
  books,
  careerStatistics,
  coveredCards,
  featureCards,
  journey,
  normaliseExternalUrl,
  persona,
  privacyPolicy,
  team,
  termsAndConditions,
  values,
} from '../content';

describe('content modules (D5)', () => {
  it('has 30 books numbered 1 to 30, six in each of the five categories, each complete', () => {
    expect(books).toHaveLength(30);
    expect(books.map((book) => book.number)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect(bookCategories.map((category) => category.id)).toEqual([
      'career-transition',
      'personal-development',
      'work-life-balance',
      'entrepreneurship',
      'psychological-aspects',
    ]);
    for (const category of bookCategories) {
      expect(books.filter((book) => book.category === category.id)).toHaveLength(6);
    }
    for (const book of books) {
      expect(book.title.trim()).not.toBe('');
      expect(book.author.trim()).not.toBe('');
      expect(book.forWhom).toMatch(/^For /);
    }
    expect(new Set(books.map((book) => book.title)).size).toBe(30);
  });

  it('has six clearly sample team members with unique ids, initials and a profile link', () => {
    expect(team).toHaveLength(6);
    expect(new Set(team.map((member) => member.id)).size).toBe(6);
    for (const member of team) {
      expect(member.title).toMatch(/sample profile/);
      expect(member.initials).toMatch(/^[A-Z]{2}$/);
      expect(member.bio.length).toBeGreaterThan(40);
      expect(normaliseExternalUrl(member.profileUrl)).not.toBeNull();
    }
  });

  it('gives every statistic a value and a non-empty source, including the spec figures', () => {
    for (const stat of allStatistics) {
      expect(stat.value.trim()).not.toBe('');
      expect(stat.source.trim().length).toBeGreaterThan(10);
    }
    const values = allStatistics.map((stat) => stat.value);
    for (const figure of ['90,000 hours', '6,000', '70%', '49%', '75%', '45%', '39', '52%', '44%', '4']) {
      expect(values).toContain(figure);
    }
    expect(careerStatistics.length).toBeGreaterThanOrEqual(8);
  });

  it('has three numbered values, four feature cards into the app and six covered cards', () => {
    expect(values.map((value) => [value.number, value.title])).toEqual([
      [1, 'Innovation'],
      [2, 'Accessibility'],
      [3, 'Empowerment'],
    ]);
    expect(featureCards.map((card) => card.to)).toEqual(['/assessments', '/skillmatch', '/roadmap', '/practice-gym']);
    expect(coveredCards).toHaveLength(6);
  });

  it('marks the persona as sample and gives the journey milestones', () => {
    expect(persona.isSample).toBe(true);
    expect(journey.eyebrow).toBe(`Meet ${persona.name}`);
    expect(journey.title).toBe('Decided to Pivot to ML Engineering');
    expect(journey.milestones.length).toBeGreaterThanOrEqual(3);
  });

  it('gives legal documents unique section ids, the spec anchors and dates', () => {
    for (const doc of [privacyPolicy, termsAndConditions]) {
      const ids = doc.sections.map((section) => section.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of ids) expect(id).toMatch(/^[a-z0-9-]+$/);
    }
    expect([privacyPolicy.anchorId, privacyPolicy.updated]).toEqual(['privacy-page', '2023-04-08']);
    expect([termsAndConditions.anchorId, termsAndConditions.updated]).toEqual(['terms-page', '2023-06-16']);
  });

  it('accepts only absolute http(s) URLs as configured links', () => {
    expect(normaliseExternalUrl('https://forms.example.org/beta')).toBe('https://forms.example.org/beta');
    expect(normaliseExternalUrl('')).toBeNull();
    expect(normaliseExternalUrl('javascript:alert(1)')).toBeNull();
    expect(normaliseExternalUrl('/relative')).toBeNull();
    expect(normaliseExternalUrl(undefined)).toBeNull();
  });
});
