// PostgreSQL cannot store the NUL character, so text holding one is refused at the edge with a 400 in the usual
// error shape, before any route stores or looks anything up: in JSON bodies, query strings and path parameters.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authThrottles, newsletterSubscriptions, practiceAttempts, users } from '../../src/db/schema/index';
import { call, signedInUser } from '../accounts/helpers';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';

const NUL_ERROR = { code: 'VALIDATION_FAILED', detail: 'Text must not contain NUL characters.', request_id: expect.any(String) };

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
    expect(res.json()).toMatchObject({ ...NUL_ERROR, issues: [{ path: 'query.q' }] });
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

