// Text PostgreSQL cannot store as sent (a NUL character, a lone UTF-16 surrogate) is refused at the edge with a 400
// in the usual error shape, before any route stores or looks anything up: in JSON bodies, query strings and path
// parameters.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessmentAttempts, authThrottles, newsletterSubscriptions, practiceAttempts, users } from '../../src/db/schema/index';
import { call, signedInUser } from '../accounts/helpers';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';

const NUL_ERROR = { code: 'VALIDATION_FAILED', detail: 'Text must not contain NUL characters.', request_id: expect.any(String) };
const SURROGATE_ERROR = {
  code: 'VALIDATION_FAILED',
  detail: 'Text must not contain half of a character (a lone UTF-16 surrogate such as \\ud800); send whole characters.',
  request_id: expect.any(String),
};

let t: TestApp;
let alice: Awaited<ReturnType<typeof signedInUser>>;
beforeAll(async () => {
  t = await buildTestApp();
  alice = await signedInUser(t.app);
});
afterAll(() => t.close());

const ANSWER =
  'Since March I have led the onboarding of 4 new hires and cut their ramp-up from 6 weeks to 4. I know the budget is tight. ' +
  'I am asking for a 7% raise from 1 July; can we decide on it at my review next week?';

describe('a NUL character in a JSON body', () => {
  it('POST /api/login: 400 naming the field, and no failed attempt counted', async () => {
    const before = await t.app.db.select().from(authThrottles);
    const res = await call(t.app, { method: 'POST', url: '/api/login', payload: { email: 'a\u0000@b.co', password: 'whatever it is' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ ...NUL_ERROR, issues: [{ path: 'body.email', message: NUL_ERROR.detail }] });
    expect(await t.app.db.select().from(authThrottles)).toEqual(before);
  });

  it('PATCH /api/me (signed in): 400 and the profile unchanged', async () => {
    for (const field of ['full_name', 'linkedin_url', 'avatar_url']) {
      const res = await call(t.app, { method: 'PATCH', url: '/api/me', cookie: alice.cookie, payload: { [field]: `Grace\u0000Hopper` } });
      expect(res.statusCode, field).toBe(400);
      expect(res.json()).toMatchObject({ ...NUL_ERROR, issues: [{ path: `body.${field}` }] });
    }
    const [row] = await t.app.db.select().from(users).where(eq(users.id, alice.userId));
    expect(row?.fullName).toBe('Ada Lovelace');
  });

  it('POST /api/newsletter: 400 and nothing subscribed', async () => {
    const res = await call(t.app, { method: 'POST', url: '/api/newsletter', payload: { email: 'news\u0000@example.com' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject(NUL_ERROR);
    expect(await t.app.db.select().from(newsletterSubscriptions)).toEqual([]);
  });

  it('POST /api/practice/attempts (signed in): 400 and no attempt stored', async () => {
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/practice/attempts',
      cookie: alice.cookie,
      payload: { scenarioId: 'negotiation-raise', answer: `${ANSWER}\u0000` },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject(NUL_ERROR);
    expect(await t.app.db.select().from(practiceAttempts).where(eq(practiceAttempts.userId, alice.userId))).toEqual([]);
  });

  it('finds it deep in lists and in object keys', async () => {
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/roadmap',
      cookie: alice.cookie,
      payload: { currentRole: 'Graphic Designer', targetRole: 'UX Designer', hoursPerWeek: 5, skills: [{ name: 'Figma', proficiency: 'advanced' }, { name: 'Fig\u0000ma', proficiency: 'advanced' }] },
    });
    expect(res.json()).toMatchObject({ ...NUL_ERROR, issues: [{ path: 'body.skills.1.name' }] });
    const keyed = await call(t.app, { method: 'POST', url: '/api/skillmatch', cookie: alice.cookie, payload: { traits: { 'Extra\u0000version': 3 } } });
    expect(keyed.statusCode).toBe(400);
    expect(keyed.json()).toMatchObject(NUL_ERROR);
  });

  it('an escaped backslash before "u0000" is no NUL: the request goes on to the route', async () => {
    const res = await call(t.app, {
      method: 'PATCH',
      url: '/api/me',
      cookie: alice.cookie,
      headers: { 'content-type': 'application/json' },
      payload: '{"full_name": "Grace \\\\u0000 Hopper"}',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().full_name).toBe('Grace \\u0000 Hopper');
  });

  it('malformed JSON is still reported as malformed', async () => {
    const res = await call(t.app, { method: 'POST', url: '/api/login', headers: { 'content-type': 'application/json' }, payload: '{"email": "\\u0000' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'MALFORMED_JSON' });
  });
});

describe('a NUL character in the URL', () => {
  it('in a query string: 400 naming the parameter', async () => {
    const res = await call(t.app, { method: 'GET', url: '/api/careers?q=%00' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ ...NUL_ERROR, issues: [{ path: 'querystring.q' }] });
    const inside = await call(t.app, { method: 'GET', url: '/api/careers?q=design%00er&limit=3' });
    expect(inside.json()).toMatchObject(NUL_ERROR);
  });

  it('in a path parameter: 400', async () => {
    const res = await call(t.app, { method: 'GET', url: '/api/careers/15-1252%0000' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ ...NUL_ERROR, issues: [{ path: 'params.code' }] });
  });

  it('an encoded percent sign followed by 00 is no NUL', async () => {
    const res = await call(t.app, { method: 'GET', url: '/api/careers?q=%2500' });
    expect(res.statusCode).toBe(200);
  });
});


describe('a lone UTF-16 surrogate in a JSON body', () => {
  const thriveAnswers = (first: string) =>
    ['thrive-01', 'thrive-02', 'thrive-03', 'thrive-04', 'thrive-05'].map((question_id, i) => ({
      question_id,
      answer_data: { type: 'text', text: i === 0 ? first : 'Learning.' },
    }));
  const attemptsOf = (userId: string) => t.app.db.select().from(assessmentAttempts).where(eq(assessmentAttempts.userId, userId));

  it('POST /api/assessment/submit (a jsonb column, a 500 before): 400 naming the field, nothing stored', async () => {
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/assessment/submit',
      cookie: alice.cookie,
      payload: { assessment_id: 'what-makes-me-thrive', question_id: 'thrive-01', answer_data: { type: 'text', text: '\ud800' } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ ...SURROGATE_ERROR, issues: [{ path: 'body.answer_data.text', message: SURROGATE_ERROR.detail }] });
    expect(await attemptsOf(alice.userId)).toEqual([]);
  });

  it('POST /api/assessment/import: 400 naming the answer, nothing stored', async () => {
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/assessment/import',
      cookie: alice.cookie,
      payload: { results: [{ slug: 'what-makes-me-thrive', answers: thriveAnswers('Data \ud800 puzzles.'), completed_at: '2024-05-01T10:00:00Z' }] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ ...SURROGATE_ERROR, issues: [{ path: 'body.results.0.answers.0.answer_data.text' }] });
    expect(await attemptsOf(alice.userId)).toEqual([]);
  });

  it('PATCH /api/me (a text column, silently turned into U+FFFD before): 400 and the profile unchanged', async () => {
    const [before] = await t.app.db.select().from(users).where(eq(users.id, alice.userId));
    for (const name of ['Grace \udc00Hopper', 'Grace Hopper\ud83d', 'Grace \ude00\ud83d Hopper']) {
      const res = await call(t.app, { method: 'PATCH', url: '/api/me', cookie: alice.cookie, payload: { full_name: name } });
      expect(res.statusCode, JSON.stringify(name)).toBe(400);
      expect(res.json()).toMatchObject({ ...SURROGATE_ERROR, issues: [{ path: 'body.full_name' }] });
    }
    const [row] = await t.app.db.select().from(users).where(eq(users.id, alice.userId));
    expect(row?.fullName).toBe(before?.fullName);
  });

  it('in an object key: 400, the key written as an escape in the path', async () => {
    const res = await call(t.app, { method: 'POST', url: '/api/skillmatch', cookie: alice.cookie, payload: { traits: { 'Extra\ud800version': 3 } } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ ...SURROGATE_ERROR, issues: [{ path: 'body.traits.Extra\\ud800version' }] });
  });

  it('whole characters pass, escaped or not, and so does an escaped backslash before "ud800"', async () => {
    for (const payload of ['{"full_name": "Grace \\ud83d\\ude00 Hopper"}', '{"full_name": "Grace \\uD83D\\uDE00 Hopper"}', '{"full_name": "Grace \ud83d\ude00 Hopper"}']) {
      const res = await call(t.app, { method: 'PATCH', url: '/api/me', cookie: alice.cookie, headers: { 'content-type': 'application/json' }, payload });
      expect(res.statusCode, payload).toBe(200);
      expect(res.json().full_name).toBe('Grace \ud83d\ude00 Hopper');
    }
    const escaped = await call(t.app, { method: 'PATCH', url: '/api/me', cookie: alice.cookie, headers: { 'content-type': 'application/json' }, payload: '{"full_name": "Ada \\\\ud800 Lovelace"}' });
    expect(escaped.statusCode).toBe(200);
    expect(escaped.json().full_name).toBe('Ada \\ud800 Lovelace');
  });
});

describe('half of a character in the URL', () => {
  it('in a path: 400 in the usual shape (the router cannot decode it)', async () => {
    const res = await call(t.app, { method: 'GET', url: '/api/careers/%ED%A0%80' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'VALIDATION_FAILED', detail: expect.stringContaining('URL path'), request_id: expect.any(String) });
  });

  it('in a query string: cannot become a lone surrogate (kept as typed), so nothing unstorable reaches a route', async () => {
    const res = await call(t.app, { method: 'GET', url: '/api/careers?q=%ED%A0%80' });
    expect(res.statusCode).toBe(200);
  });
});
