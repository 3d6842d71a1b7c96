import { describe, expect, it } from 'vitest';
import { asciiFileName, fileSlug, roadmapPdfName, skillMatchPdfName } from './file-name';

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

  it('spell accented Latin letters and ligatures plainly, and keep the words of other scripts', () => {
    expect(roadmapPdfName('Développeur Éducatif')).toBe('roadmap-developpeur-educatif.pdf');
    expect(fileSlug('Oﬁce Ｍanager', 'x')).toBe('ofice-manager');
    expect(roadmapPdfName('数据分析师 (高级)')).toBe('roadmap-数据分析师-高级.pdf');
    expect(fileSlug('データ・アナリスト', 'x')).toBe('データ-アナリスト');
    expect(fileSlug('Ψυχολόγος', 'x')).toBe('ψυχολόγος');
  });

  it('count characters, not UTF-16 units, so a long name in another script is not cut mid-letter', () => {
    const slug = fileSlug(`a${'𠮷'.repeat(70)}`, 'x');
    expect(Array.from(slug)).toHaveLength(60);
    // No lone surrogate: encodeURIComponent throws on one.
    expect(() => encodeURIComponent(slug)).not.toThrow();
  });

  it('keep an ASCII spelling for clients that cannot read UTF-8 names', () => {
    expect(asciiFileName('roadmap-数据分析师-高级.pdf')).toBe('roadmap.pdf');
    expect(asciiFileName('roadmap-data-数据.pdf')).toBe('roadmap-data.pdf');
    expect(asciiFileName('roadmap-health.pdf')).toBe('roadmap-health.pdf');
  });
});
