// What Submit sends to POST /api/skillmatch and shows back: years of experience is optional (left out when not
// chosen), and the latest "Who Am I" result goes along as traits - a visitor's from this browser, a signed-in
// user's from their account - so the result's personality section is assessed. The server is played by the real
// engine (the function the API runs) behind the stubbed network.
import { screen, waitFor, within } from '@testing-library/react';
import { WHO_AM_I } from '@waypoint/assessment';
import { SkillMatchInputSchema } from '@waypoint/domain';
import { defaultCatalogue, matchSkills } from '@waypoint/skillmatch';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANONYMOUS_RESULTS_KEY } from '../../../lib/anonymous-results';
import { renderPage, SIGNED_IN, type Handler } from '../../../test/render-page';
import { STORAGE_KEY, emptyAnswers, loadAnswers } from '../model/answers';
import { QuestionnairePage } from '../questionnaire-page';

const PATTERN = '/skillmatch/questionnaire/:step';

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

const engine: Handler = ({ body }) => Response.json({ result: matchSkills(SkillMatchInputSchema.parse(body), defaultCatalogue), report_id: null });

/** Who Am I answered 4 throughout: 4 where the statement points to the trait, 2 where it is reverse-keyed. */
const allFours = Object.fromEntries(WHO_AM_I.items.map((item) => [item.question_id, '4']));
const traitsOfAllFours = {
  Neuroticism: 4,
  Extraversion: 4,
  'Openness to Experience': 2,
  Agreeableness: 4,
  Conscientiousness: 2,
  Adaptability: 4,
  Resilience: 2,
  Independence: 4,
  Leadership: 2,
  Creativity: 4,
};
const allTwos = Object.fromEntries(WHO_AM_I.items.map((item) => [item.question_id, '2']));

/** Answers up to step 5 with no soft skills, so only Who Am I can speak to the personality section. */
function seedStep5() {
  localStorage.setItem(
    STORAGE_KEY,
    JSON.stringify({
      ...emptyAnswers(),
      currentRole: 'Graphic Designer',
      currentLevel: 'middle',
      companySize: '10-100',
      hardSkills: [{ name: 'figma', proficiency: 'advanced' }],
      desiredRole: 'UX Designer',
      desiredLevel: 'senior',
      allowedStep: 5,
    }),
  );
}

function sentBodies(calls: { method: string; url: string; body: unknown }[]) {
  return calls.filter((c) => c.method === 'POST' && c.url === '/api/skillmatch').map((c) => c.body as Record<string, unknown>);
}

async function personalityHeader() {
  const future = await screen.findByRole('region', { name: 'Future you' });
  // The section's header (its table, when open, has the same caption).
  return [...future.querySelectorAll('summary')].find((summary) => summary.textContent?.startsWith('Personality'))!;
}

describe('Submit without years of experience', () => {
  it('goes from step 1 to the result with role, level and company size only; the request has no years (nor traits)', async () => {
    const { user, router, calls } = renderPage('/skillmatch/questionnaire/1', <QuestionnairePage />, { 'POST /api/skillmatch': engine }, null, PATTERN);
    await user.selectOptions(await screen.findByLabelText('Current role'), 'Graphic Designer');
    await user.selectOptions(screen.getByLabelText('Level'), 'middle');
    await user.selectOptions(screen.getByLabelText('Company size'), '10-100');
    await user.click(screen.getByRole('button', { name: 'Analyse' }));
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByText('3 OF 5')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.selectOptions(await screen.findByLabelText('Desired role'), 'UX Designer');
    await user.selectOptions(screen.getByLabelText('Level'), 'senior');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/skillmatch/questionnaire/result'));
    const [body] = sentBodies(calls);
    expect(body).toMatchObject({ currentRole: 'Graphic Designer', currentLevel: 'middle', companySize: '10-100', desiredRole: 'UX Designer' });
    expect(body).not.toHaveProperty('years');
    expect(body).not.toHaveProperty('traits');
    // The result says the experience was not given, and survives a reload without it.
    const today = await screen.findByRole('region', { name: 'You today' });
    expect(within(today).getByText('Experience').nextElementSibling).toHaveTextContent('Not given');
    // A section with nothing in it says why instead of opening on nothing: no assessment was taken here.
    expect(within(today).getByText('Personality', { selector: 'summary, summary *' }).closest('details')).toHaveTextContent('Not assessed yet.');
    expect(loadAnswers().result?.input).not.toHaveProperty('years');
    expect(within(await personalityHeader()).getByText('Not assessed yet')).toBeInTheDocument();
    // The statuses on the section headers are explained where they are shown.
    const future = screen.getByRole('region', { name: 'Future you' });
    expect(within(future).getByText(/^Each section is scored out of 10 .*: Mostly meet from 8, Attention from 3 .* and No match below 3 /)).toBeInTheDocument();
    // Nothing was saved for a visitor, so the roadmap link names only the role (the roadmap reads these answers).
    expect(within(future).getByRole('link', { name: 'Plan a roadmap' })).toHaveAttribute('href', '/roadmap?target=UX%20Designer');
  });
});

describe('Who Am I feeds skill match', () => {
  it("sends a visitor's newest Who Am I from this browser as traits, and the personality section is assessed", async () => {
    seedStep5();
    localStorage.setItem(
      ANONYMOUS_RESULTS_KEY,
      JSON.stringify([
        { slug: 'who-am-i', answers: allTwos, completedAt: '2030-01-01T09:00:00.000Z' },
        { slug: 'who-am-i', answers: allFours, completedAt: '2030-01-02T09:00:00.000Z' },
        { slug: 'where-am-i-now', answers: allTwos, completedAt: '2030-01-03T09:00:00.000Z' },
      ]),
    );
    const { user, router, calls } = renderPage('/skillmatch/questionnaire/5', <QuestionnairePage />, { 'POST /api/skillmatch': engine }, null, PATTERN);
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/skillmatch/questionnaire/result'));
    expect(sentBodies(calls)[0]!['traits']).toEqual(traitsOfAllFours);
    expect(await personalityHeader()).not.toHaveTextContent('Not assessed yet');
    // Nothing was asked of the server about assessments: a visitor has no account.
    expect(calls.some((c) => c.url.startsWith('/api/assessment'))).toBe(false);
  });

  it("sends a signed-in user's newest completed Who Am I from the server, not what this browser holds", async () => {
    seedStep5();
    localStorage.setItem(ANONYMOUS_RESULTS_KEY, JSON.stringify([{ slug: 'who-am-i', answers: allTwos, completedAt: '2030-01-05T09:00:00.000Z' }]));
    const scored = (dimensions: [string, number][]) => ({
      scores: { dimensions: dimensions.map(([dimension, score]) => ({ dimension, raw: score, score })) },
    });
    const attempt = (slug: string, extra: object) => ({ attempt_id: `a-${slug}`, assessment_id: `id-${slug}`, slug, complete: true, thrive: null, encouragement: '', ...extra });
    const history: Handler = () =>
      Response.json({
        exercises: [
          { slug: 'who-am-i', completed: 2, latest: attempt('who-am-i', scored([['Extraversion', 5], ['Leadership', 3]])), previous: attempt('who-am-i', scored([['Extraversion', 1]])) },
          { slug: 'where-am-i-now', completed: 1, latest: attempt('where-am-i-now', scored([['Clarity', 5]])), previous: null },
        ],
      });
    const { user, router, calls } = renderPage(
      '/skillmatch/questionnaire/5',
      <QuestionnairePage />,
      { 'POST /api/skillmatch': engine, 'GET /api/assessment/latest': history },
      SIGNED_IN,
      PATTERN,
    );
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/skillmatch/questionnaire/result'));
    expect(sentBodies(calls)[0]!['traits']).toEqual({ Extraversion: 5, Leadership: 3 });
  });

  it('still runs the match, without traits, when the server cannot list the signed-in user’s results', async () => {
    seedStep5();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const broken: Handler = () => Response.json({ code: 'INTERNAL', detail: 'Something broke on our side.', request_id: 'r' }, { status: 500 });
    const { user, router, calls } = renderPage(
      '/skillmatch/questionnaire/5',
      <QuestionnairePage />,
      { 'POST /api/skillmatch': engine, 'GET /api/assessment/latest': broken },
      SIGNED_IN,
      PATTERN,
    );
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/skillmatch/questionnaire/result'));
    expect(sentBodies(calls)[0]).not.toHaveProperty('traits');
  });
});

describe('a result and the answers it came from', () => {
  it('drops the result when an answer changes afterwards: the result page sends the user back to Submit', async () => {
    seedStep5();
    const { user, router } = renderPage('/skillmatch/questionnaire/5', <QuestionnairePage />, { 'POST /api/skillmatch': engine }, null, PATTERN);
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/skillmatch/questionnaire/result'));
    expect(loadAnswers().result?.input.desiredRole).toBe('UX Designer');

    await router.navigate('/skillmatch/questionnaire/4');
    await user.selectOptions(await screen.findByLabelText('Desired role'), 'Data Scientist');
    expect(loadAnswers().result).toBeNull();
    // Forward to the old result is no longer possible: step 5 asks for Submit again.
    await router.navigate('/skillmatch/questionnaire/result');
    await waitFor(() => expect(router.state.location.pathname).toBe('/skillmatch/questionnaire/5'));
    // Ready for a new submission: Submit stays busy only from a click until its result shows.
    const submit = await screen.findByRole('button', { name: 'Submit' });
    expect(submit).not.toHaveAttribute('aria-busy');
    await user.click(submit);
    await waitFor(() => expect(router.state.location.pathname).toBe('/skillmatch/questionnaire/result'));
    expect(loadAnswers().result?.input.desiredRole).toBe('Data Scientist');
  });
});
