// Download on the result page of a visitor (no saved report): the browser sends the answers the result was computed
// from - the input as posted to /api/skillmatch, Who Am I traits included - and the server scores them again for
// the PDF; it never sends the result, whose numbers a client could change.
import { screen, waitFor } from '@testing-library/react';
import type { SkillMatchInput } from '@waypoint/domain';
import { defaultCatalogue, matchSkills } from '@waypoint/skillmatch';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../test/render-page';
import { RESULT_STEP, STORAGE_KEY, emptyAnswers } from '../model/answers';
import { QuestionnairePage } from '../questionnaire-page';

const PATTERN = '/skillmatch/questionnaire/:step';

const input: SkillMatchInput = {
  currentRole: 'Graphic Designer',
  currentLevel: 'middle',
  companySize: '10-100',
  hardSkills: [{ name: 'figma', proficiency: 'advanced' }],
  softSkills: [],
  relatedSkills: [],
  desiredRole: 'UX Designer',
  desiredLevel: 'senior',
  traits: { Extraversion: 4, Conscientiousness: 2 },
} as SkillMatchInput;

beforeEach(() => {
  localStorage.setItem(
    STORAGE_KEY,
    JSON.stringify({
      ...emptyAnswers(),
      ...input,
      allowedStep: RESULT_STEP,
      result: { input, result: matchSkills(input, defaultCatalogue), reportId: null },
    }),
  );
});
afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe("a visitor's Download", () => {
  it('posts the answers the result came from to /api/skillmatch/pdf and saves the PDF it answers', async () => {
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:report');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const pdf = () => new Response(new Blob(['%PDF-1.3'], { type: 'application/pdf' }), { headers: { 'content-type': 'application/pdf' } });
    const { user, calls } = renderPage('/skillmatch/questionnaire/result', <QuestionnairePage />, { 'POST /api/skillmatch/pdf': pdf }, null, PATTERN);

    await user.click(await screen.findByRole('button', { name: 'Download' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    const sent = calls.filter((c) => c.method === 'POST' && c.url === '/api/skillmatch/pdf').map((c) => c.body);
    expect(sent).toEqual([input]);
    expect(sent[0]).not.toHaveProperty('percent');
    expect(calls.some((c) => c.url.includes('/reports/'))).toBe(false);
  });

  it('says so when the PDF cannot be made', async () => {
    const refused = () => Response.json({ code: 'UNKNOWN_ROLE', detail: 'Unknown role', request_id: 'r' }, { status: 400 });
    const { user } = renderPage('/skillmatch/questionnaire/result', <QuestionnairePage />, { 'POST /api/skillmatch/pdf': refused }, null, PATTERN);
    await user.click(await screen.findByRole('button', { name: 'Download' }));
    expect(await screen.findByText('We could not create the PDF. Please try again.')).toBeInTheDocument();
  });
});
