// D14: sign-in with an OpenID provider, end to end against a real provider (oidc-provider) over HTTP: the app's
// redirect, the provider's login and consent, the callback, the session. Refusals: tampered state, replayed
// callback, nonce mismatch, provider error, expired request, unverified address for an existing account.
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oidcIdentities, oidcRequests, users } from '../../src/db/schema/index';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { ORIGIN, call, sessionCookieOf, signedInUser, uniqueEmail } from './helpers';
import { TEST_CLIENT, followProviderUntil, startTestProvider, type TestAccount, type TestProvider } from './oidc-test-provider';

const CALLBACK = `${ORIGIN}/api/auth/google/callback`;
let counter = 0;

function newAccount(overrides: Partial<TestAccount> = {}): TestAccount {
  counter += 1;
  return { sub: `subject-${counter}-${Date.now()}`, email: uniqueEmail('google'), email_verified: true, name: 'Grace Hopper', ...overrides };
}

let provider: TestProvider;
let testApp: TestApp;
let app: FastifyInstance;
// The app's clock runs on real time (the provider's ID tokens do) plus an offset the expiry test moves.
let clockOffsetMs = 0;

beforeAll(async () => {
  provider = await startTestProvider({ redirectUri: CALLBACK, account: newAccount() });
  testApp = await buildTestApp({
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: TEST_CLIENT.id,
    OIDC_CLIENT_SECRET: TEST_CLIENT.secret,
    clock: () => new Date(Date.now() + clockOffsetMs),
  });
  app = testApp.app;
});

afterAll(async () => {
  await testApp?.close();
  await provider?.close();
});

interface StartedFlow {
  /** The cookie the app set for the pending request, as a Cookie header. */
  handleCookie: string;
  authorizationUrl: URL;
}

async function startFlow(): Promise<StartedFlow> {
  const res = await app.inject({ method: 'GET', url: '/api/auth/google' });
  expect(res.statusCode).toBe(302);
  const cookie = res.cookies.find((c) => c.name === 'waypoint_oidc');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  return { handleCookie: `waypoint_oidc=${cookie!.value}`, authorizationUrl: new URL(res.headers.location as string) };
}

/** The app's callback URL as the provider sends the browser there after login and consent. */
async function authorizeAtProvider(flow: StartedFlow): Promise<URL> {
  const back = await followProviderUntil(ORIGIN, flow.authorizationUrl.href);
  expect(back.pathname).toBe('/api/auth/google/callback');
  return back;
}

function callback(url: URL, cookie: string): Promise<LightMyRequestResponse> {
  // A browser navigation coming back from the provider: a GET, so no Origin check.
  return app.inject({ method: 'GET', url: `${url.pathname}${url.search}`, headers: { cookie } });
}

async function signInWithProvider(account: TestAccount) {
  provider.account = account;
  const flow = await startFlow();
  return callback(await authorizeAtProvider(flow), flow.handleCookie);
}

function expectRefused(res: LightMyRequestResponse, code = 'google') {
  expect(res.statusCode).toBe(302);
  expect(res.headers.location).toBe(`/login?error=${code}`);
  expect(res.cookies.find((c) => c.name === 'waypoint_session')).toBeUndefined();
}

async function identityOf(subject: string) {
  return app.db.select().from(oidcIdentities).where(eq(oidcIdentities.subject, subject));
}

describe('GET /api/auth/providers and /api/auth/google', () => {
  it('says Google is configured and redirects to the provider with PKCE (S256), state and nonce', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/auth/providers' })).json()).toEqual({ google: true });
    const { authorizationUrl } = await startFlow();
    expect(authorizationUrl.origin).toBe(provider.issuer);
    const params = authorizationUrl.searchParams;
    expect(params.get('client_id')).toBe(TEST_CLIENT.id);
    expect(params.get('redirect_uri')).toBe(CALLBACK);
    expect(params.get('response_type')).toBe('code');
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(params.get('state')).toBeTruthy();
    expect(params.get('nonce')).toBeTruthy();
    expect(params.get('scope')).toContain('openid');
  });

  it('hides the provider and answers 404 in the error shape without configuration', async () => {
    const bare = await buildTestApp();
    try {
      expect((await bare.app.inject({ method: 'GET', url: '/api/auth/providers' })).json()).toEqual({ google: false });
      const res = await bare.app.inject({ method: 'GET', url: '/api/auth/google' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND', request_id: expect.any(String) });
    } finally {
      await bare.close();
    }
  });
});

describe('the full code flow', () => {
  it('creates a confirmed, password-less account, links (issuer, subject) and signs in', async () => {
    const account = newAccount({ name: 'Grace Brewster Hopper' });
    const res = await signInWithProvider(account);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/');
    const session = res.cookies.find((c) => c.name === 'waypoint_session');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    // The pending request's cookie is cleared.
    expect(res.cookies.find((c) => c.name === 'waypoint_oidc')?.value).toBe('');

    const me = await call(app, { method: 'GET', url: '/api/check-auth', cookie: sessionCookieOf(res) });
    expect(me.statusCode).toBe(200);
    expect(me.json().user).toMatchObject({ email: account.email, full_name: 'Grace Brewster Hopper', initials: 'GH' });

    const [identity] = await identityOf(account.sub);
    expect(identity).toMatchObject({ issuer: provider.issuer, subject: account.sub, email: account.email });
    const [user] = await app.db.select().from(users).where(eq(users.id, identity!.userId));
    expect(user!.passwordHash).toBeNull();
    expect(user!.emailConfirmedAt).toBeInstanceOf(Date);
    const profile = await call(app, { method: 'GET', url: '/api/me', cookie: sessionCookieOf(res) });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ has_password: false });
  });

  it('signs the same identity into the same account next time, with a new session', async () => {
    const account = newAccount();
    const first = await signInWithProvider(account);
    const second = await signInWithProvider({ ...account, email: uniqueEmail('changed') });
    expect(second.headers.location).toBe('/');
    expect(sessionCookieOf(second)).not.toBe(sessionCookieOf(first));
    const firstUser = (await call(app, { method: 'GET', url: '/api/check-auth', cookie: sessionCookieOf(first) })).json().user;
    const secondUser = (await call(app, { method: 'GET', url: '/api/check-auth', cookie: sessionCookieOf(second) })).json().user;
    expect(secondUser.user_id).toBe(firstUser.user_id);
    expect(await identityOf(account.sub)).toHaveLength(1);
  });
});

describe('refusals (redirect to /login?error=..., never a session, never a 5xx)', () => {
  it('refuses a tampered state, and the spent request cannot be replayed', async () => {
    provider.account = newAccount();
    const flow = await startFlow();
    const back = await authorizeAtProvider(flow);
    const tampered = new URL(back);
    tampered.searchParams.set('state', `${back.searchParams.get('state')}x`);
    expectRefused(await callback(tampered, flow.handleCookie));
    // Single use: the genuine callback after the refused one finds no pending request.
    expectRefused(await callback(back, flow.handleCookie));
    expect(await identityOf(provider.account.sub)).toHaveLength(0);
  });

  it('refuses a callback without the browser cookie of the flow, or with another flow’s cookie', async () => {
    provider.account = newAccount();
    const flow = await startFlow();
    const other = await startFlow();
    const back = await authorizeAtProvider(flow);
    expectRefused(await callback(back, ''));
    expectRefused(await callback(back, other.handleCookie));
  });

  it('refuses an ID token whose nonce does not match the stored request', async () => {
    provider.account = newAccount();
    const flow = await startFlow();
    const back = await authorizeAtProvider(flow);
    // State and PKCE still match; only the stored nonce differs from the one the provider put in the ID token.
    const state = back.searchParams.get('state')!;
    const changed = await app.db.update(oidcRequests).set({ nonce: 'a-different-nonce' }).where(eq(oidcRequests.state, state)).returning();
    expect(changed).toHaveLength(1);
    expectRefused(await callback(back, flow.handleCookie));
    expect(await identityOf(provider.account.sub)).toHaveLength(0);
  });

  it('refuses a provider error response (the user cancelled)', async () => {
    const flow = await startFlow();
    const url = new URL(CALLBACK);
    url.searchParams.set('error', 'access_denied');
    url.searchParams.set('state', flow.authorizationUrl.searchParams.get('state')!);
    url.searchParams.set('iss', provider.issuer);
    expectRefused(await callback(url, flow.handleCookie));
  });

  it('refuses a request older than 10 minutes', async () => {
    provider.account = newAccount();
    const flow = await startFlow();
    const back = await authorizeAtProvider(flow);
    clockOffsetMs = 10 * 60 * 1000 + 1000;
    try {
      expectRefused(await callback(back, flow.handleCookie));
    } finally {
      clockOffsetMs = 0;
    }
  });

  it('refuses a malformed callback query with a redirect, not a 400 or 500', async () => {
    const flow = await startFlow();
    const res = await app.inject({ method: 'GET', url: '/api/auth/google/callback?state=a&state=b&code=c', headers: { cookie: flow.handleCookie } });
    expectRefused(res);
  });
});

describe('an existing password account with the same address', () => {
  it('is linked only when the provider says email_verified', async () => {
    const existing = await signedInUser(app);
    const subject = newAccount().sub;

    const unverified = await signInWithProvider({ sub: subject, email: existing.email, email_verified: false, name: 'Mallory' });
    expectRefused(unverified, 'google_unverified');
    expect(await identityOf(subject)).toHaveLength(0);

    const verified = await signInWithProvider({ sub: subject, email: existing.email.toUpperCase(), email_verified: true, name: 'Ada Lovelace' });
    expect(verified.headers.location).toBe('/');
    const me = await call(app, { method: 'GET', url: '/api/check-auth', cookie: sessionCookieOf(verified) });
    expect(me.json().user.user_id).toBe(existing.userId);
    const [identity] = await identityOf(subject);
    expect(identity!.userId).toBe(existing.userId);
    // Linking keeps the password: both ways of signing in work.
    const [user] = await app.db.select().from(users).where(eq(users.id, existing.userId));
    expect(user!.passwordHash).not.toBeNull();
  });

  it('does not create an account for an address the provider has not verified', async () => {
    const account = newAccount({ email_verified: false });
    expectRefused(await signInWithProvider(account), 'google_unverified');
    expect(await app.db.select().from(users).where(eq(users.email, account.email))).toHaveLength(0);
  });
});
