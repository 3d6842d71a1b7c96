// PDF_FALLBACK_FONT reaches both PDF downloads: with it a skill typed in Chinese or Korean prints as written; the
// same request to an app without it prints '?' (the embedded DejaVu Sans has no such glyphs).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../accounts/helpers';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { fallbackFontPath, fallbackFontPresent } from '../helpers/fallback-font';
import { pdfText } from '../skillmatch/pdf-text';
import { sampleAnswers } from '../skillmatch/sample-answers';

const answers = { ...sampleAnswers, relatedSkills: ['用户研究', '디자인 시스템'] };

describe.skipIf(!fallbackFontPresent('PDF_FALLBACK_FONT on the PDF routes'))('PDF_FALLBACK_FONT on the PDF routes', () => {
  let withFont: TestApp;
  let without: TestApp;
  beforeAll(async () => {
    [withFont, without] = await Promise.all([buildTestApp({ PDF_FALLBACK_FONT: fallbackFontPath }), buildTestApp()]);
  });
  afterAll(() => Promise.all([withFont?.close(), without?.close()]));

  // Lines switch fonts mid-line and wrap: read the words, not the runs.
  const words = (pdf: Buffer) => pdfText(pdf).replaceAll('\n', '');

  it('POST /api/skillmatch/pdf prints the skills as typed', async () => {
    const pdf = async (t: TestApp) => (await call(t.app, { method: 'POST', url: '/api/skillmatch/pdf', payload: answers })).rawPayload;
    expect(words(await pdf(withFont))).toContain('Skills not in the catalogue: 用户研究, 디자인 시스템');
    expect(words(await pdf(without))).toContain('Skills not in the catalogue: ????, ??? ???');
  });

  it('POST /api/roadmap/pdf prints the roles as typed', async () => {
    const plan = (await call(withFont.app, { method: 'POST', url: '/api/roadmap', payload: { currentRole: 'Paralegal', targetRole: 'Lawyer', hoursPerWeek: 8 } })).json();
    const pdf = async (t: TestApp) => (await call(t.app, { method: 'POST', url: '/api/roadmap/pdf', payload: { ...plan, currentRole: '법률 사무원', targetRole: '律师' } })).rawPayload;
    expect(words(await pdf(withFont))).toContain('Roadmap: 법률 사무원 to 律师');
    expect(words(await pdf(without))).toContain('Roadmap: ?? ??? to ??');
  });
});
