// Text a person may type that happens to name a member of every JavaScript object ('constructor', '__proto__',
// 'toString', 'hasOwnProperty'): the lookup tables keyed by user text must not find Object.prototype's members, so
// these answer like any other unknown word, never 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../accounts/helpers';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';

const PROTOTYPE_WORDS = ['constructor', 'Constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'];

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('object-prototype words in user text', () => {
  it.each(PROTOTYPE_WORDS)('GET /api/careers?q=%s answers 200 with no made-up results', async (q) => {
    const res = await call(t.app, { method: 'GET', url: `/api/careers?q=${encodeURIComponent(q)}` });
    expect(res.statusCode).toBe(200);
    // Whatever it finds is a real match of the query, not a hit on some table's prototype.
    for (const hit of res.json().results as { matched: string }[]) expect(hit.matched.toLowerCase()).toContain(q.toLowerCase());
  });

  it('a real query still finds its occupation', async () => {
    const res = await call(t.app, { method: 'GET', url: '/api/careers?q=graphic%20designer' });
    expect(res.json().results[0]).toMatchObject({ code: '27-1024.00' });
  });

  it.each(['constructor', 'Constructor', '__proto__'])('POST /api/roadmap with the role "%s" answers the usual unknown-role 400', async (role) => {
    const skills = [{ name: role, proficiency: 'advanced' }];
    for (const [field, payload] of [
      ['currentRole', { currentRole: role, targetRole: 'UX Designer', hoursPerWeek: 5, skills }],
      ['targetRole', { currentRole: 'Graphic Designer', targetRole: role, hoursPerWeek: 5, skills }],
    ] as const) {
      const res = await call(t.app, { method: 'POST', url: '/api/roadmap', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'UNKNOWN_ROLE', request_id: expect.any(String) });
      // The message first, then any roles offered ('__proto__' reads as a slip of 'photo'), all at the field.
      expect(res.json().issues[0]).toMatchObject({ path: `body.${field}`, code: 'UNKNOWN_ROLE' });
      for (const issue of res.json().issues as { path: string }[]) expect(issue.path).toBe(`body.${field}`);
      expect(res.json().detail).toContain(`We don't know the role "${role}"`);
    }
  });

  it('a roadmap with a skill named "constructor" is planned like any unknown skill', async () => {
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/roadmap',
      payload: { currentRole: 'Graphic Designer', targetRole: 'UX Designer', hoursPerWeek: 5, skills: [{ name: 'constructor', proficiency: 'advanced' }] },
    });
    expect(res.statusCode).toBe(200);
  });

  it('GET /api/practice/scenarios?weakSkills=constructor,__proto__ answers 200 and reads no weak skill from them', async () => {
    const res = await call(t.app, { method: 'GET', url: '/api/practice/scenarios?weakSkills=constructor,__proto__,toString' });
    expect(res.statusCode).toBe(200);
    expect(res.json().weakSkills).toEqual([]);
    expect(res.json().scenarios.length).toBeGreaterThan(0);
    const known = await call(t.app, { method: 'GET', url: '/api/practice/scenarios?weakSkills=constructor,negotiation' });
    expect(known.json().weakSkills).toEqual(['negotiation']);
  });

  it('POST /api/skillmatch with such skill names and trait labels answers 200', async () => {
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/skillmatch',
      payload: {
        currentRole: 'Graphic Designer',
        currentLevel: 'middle',
        hardSkills: [{ name: 'constructor', proficiency: 'advanced' }],
        softSkills: [{ name: '__proto__', proficiency: 'intermediate' }],
        relatedSkills: ['toString'],
        desiredRole: 'UX Designer',
        desiredLevel: 'senior',
        traits: { constructor: 3, toString: 4, hasOwnProperty: 2, Extraversion: 5 },
      },
    });
    expect(res.statusCode).toBe(200);
  });
});
