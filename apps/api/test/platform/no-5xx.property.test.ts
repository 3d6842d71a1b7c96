// Property: whatever a client sends (random bodies, queries and path parameters), no route documented in the
// OpenAPI document answers 5xx. Routes are read from the live document, so every route added later is covered.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signedInUser } from '../accounts/helpers';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { sampleAnswers } from '../skillmatch/sample-answers';

interface Operation {
  operationId?: string;
  parameters?: { name: string; in: 'path' | 'query' | 'header' | 'cookie' }[];
  requestBody?: { content?: { 'application/json'?: { schema?: { properties?: Record<string, unknown> } } } };
}

interface Route {
  method: string;
  path: string;
  operation: Operation;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const RUNS_PER_ROUTE = Number(process.env.PROPERTY_RUNS ?? 25);

const jsonValue = fc.jsonValue({ maxDepth: 3 });
// Besides odd numbers and injections: a NUL (PostgreSQL refuses it in text), half of a character (a lone UTF-16
// surrogate: jsonb refuses it) and names of Object.prototype members.
const text = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom('', '0', '-1', '1e309', 'null', 'true', '%00', 'a\u0000b', 'a\ud800b', '\udc00', 'constructor', '__proto__', 'toString', '../..', "' or 1=1 --", 'x'.repeat(300)),
);

// encodeURIComponent throws on a lone surrogate; a careless encoder sends its three UTF-8-style bytes (%ED%A0%80).
const percentBytes = (code: number) => [0xed, 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
const pathSegment = (value: string) =>
  [...value].map((char) => (char.isWellFormed() ? encodeURIComponent(char) : percentBytes(char.charCodeAt(0)))).join('');

describe('no route answers 5xx to random input', () => {
  let t: TestApp;
  let routes: Route[] = [];
  beforeAll(async () => {
    t = await buildTestApp();
    routes = await documentedRoutes(t);
  });
  afterAll(() => t.close());

  it('finds the documented routes', () => {
    expect(routes.map((r) => `${r.method} ${r.path}`)).toContain('get /api/health');
  });

  it('every documented route survives random bodies, queries and path parameters', async () => {
    for (const route of routes) await survivesRandomInput(t, route, text, () => ({}));
  }, 300_000);
});

// Signed in, requests get past the session check into the handlers, and path parameters may name the account's own
// things (a session, a saved report, a roadmap milestone), so lookups find a row and go on to the update or render.
// Its own app, so the routes' rate limits start afresh. A route that ends the session (logout, deleting the account,
// a password change) hands the next route a fresh account.
describe('no route answers 5xx to random input from a signed-in account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('every documented route survives random input naming the account\'s own things', async () => {
    let account = await accountWithThings(t);
    for (const route of await documentedRoutes(t)) {
      if ((await call(t.app, { method: 'GET', url: '/api/me', cookie: account.cookie })).statusCode !== 200) account = await accountWithThings(t);
      const owned = fc.constantFrom(...account.ids, '15-1252.00');
      await survivesRandomInput(t, route, fc.oneof(text, owned), () => ({ cookie: account.cookie }));
    }
  }, 300_000);
});

async function documentedRoutes(t: TestApp): Promise<Route[]> {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as { paths: Record<string, Record<string, Operation>> };
  return Object.entries(doc.paths).flatMap(([path, item]) => METHODS.filter((m) => item[m]).map((method) => ({ method, path, operation: item[method]! })));
}

async function survivesRandomInput(t: TestApp, route: Route, pathValue: fc.Arbitrary<string>, headers: () => Record<string, string>) {
  const declaredQuery = (route.operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
  const declaredPath = (route.operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
  const queryKey = declaredQuery.length ? fc.oneof(fc.constantFrom(...declaredQuery), fc.string({ minLength: 1, maxLength: 8 })) : fc.string({ minLength: 1, maxLength: 8 });
  // Bodies shaped like the documented one (its field names, odd texts as values) reach further into the route.
  const declaredBody = Object.keys(route.operation.requestBody?.content?.['application/json']?.schema?.properties ?? {});
  const bodyKey = declaredBody.length ? fc.oneof(fc.constantFrom(...declaredBody), fc.string({ minLength: 1, maxLength: 8 })) : fc.string({ minLength: 1, maxLength: 8 });
  await fc.assert(
    fc.asyncProperty(
      fc.record(Object.fromEntries(declaredPath.map((name) => [name, pathValue]))) as fc.Arbitrary<Record<string, string>>,
      fc.dictionary(queryKey, text, { maxKeys: 4 }),
      fc.oneof(jsonValue, fc.dictionary(bodyKey, text, { maxKeys: 4 }), fc.constant(undefined)),
      async (pathParams, query, body) => {
        const url = route.path.replace(/\{(\w+)\}/g, (_m, name: string) => pathSegment(pathParams[name] ?? `p-${name}`));
        const hasBody = route.method !== 'get' && body !== undefined;
        const res = await t.app.inject({
          method: route.method.toUpperCase() as 'GET',
          url,
          query,
          // The site's own origin, so state-changing requests get past the CSRF guard and reach the handlers.
          headers: { origin: t.app.config.PUBLIC_URL, ...headers(), ...(hasBody ? { 'content-type': 'application/json' } : {}) },
          ...(hasBody ? { payload: JSON.stringify(body) } : {}),
        });
        if (res.statusCode >= 500) {
          throw new Error(`${route.method.toUpperCase()} ${url} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
        }
        if (res.statusCode >= 400) {
          // The one error shape, whoever refused the request (a route, a hook, the router).
          const errorBody = res.json() as Record<string, unknown>;
          expect(typeof errorBody.code, res.body).toBe('string');
          expect(typeof errorBody.detail, res.body).toBe('string');
          expect(typeof errorBody.request_id, res.body).toBe('string');
        }
      },
    ),
    { numRuns: RUNS_PER_ROUTE },
  );
}

/** A signed-in account with a saved skill-match report and a roadmap; `ids` are its session, report and milestone ids. */
async function accountWithThings(t: TestApp) {
  const user = await signedInUser(t.app);
  const report = await call(t.app, { method: 'POST', url: '/api/skillmatch', cookie: user.cookie, payload: sampleAnswers });
  const roadmap = await call(t.app, {
    method: 'POST',
    url: '/api/roadmap',
    cookie: user.cookie,
    payload: { currentRole: 'Graphic Designer', targetRole: 'UX Designer', hoursPerWeek: 5 },
  });
  if (report.statusCode !== 200 || roadmap.statusCode >= 300) throw new Error(`seeding failed: skill match ${report.statusCode}, roadmap ${roadmap.statusCode}`);
  const milestones = (roadmap.json() as { milestones: { id: string }[] }).milestones.map((m) => m.id);
  return { cookie: user.cookie, ids: [user.sessionId, (report.json() as { report_id: string }).report_id, ...milestones] };
}
