import { describe, expect, it } from 'vitest';
import { fileSlug, roadmapPdfName, skillMatchPdfName } from './file-name';

describe('file names', () => {
  it('name a report after its role, in lower-case words joined by hyphens', () => {
    expect(roadmapPdfName('Health Services Manager')).toBe('roadmap-health-services-manager.pdf');
    expect(skillMatchPdfName('Vice President (VP)')).toBe('skill-match-vice-president-vp.pdf');
  });

  it('keep to 60 characters without a trailing hyphen, and fall back when no letter is left', () => {
    const slug = fileSlug('Web and Digital Interface Designers, Video Game Designers and Animators', 'x');
    expect(slug.length).toBeLessThanOrEqual(60);
    expect(slug.endsWith('-')).toBe(false);
    expect(fileSlug('***', 'plan')).toBe('plan');
  });
});
