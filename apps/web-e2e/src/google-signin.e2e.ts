// D14 in Chromium: "Continue with Google" on /login, the provider's sign-in page, back to '/', signed in (the
// header shows the initials). The shared server has no provider configured, so this file starts its own server
// pointed at a real OpenID provider started here.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, launchBrowser } from './support/browser';
import { freePort, startServer, type RunningServer } from './support/server';
import { E2E_CLIENT, startOidcProvider } from './support/test-oidc-provider';

describe.skipIf(!browserAvailable)('sign-in with Google in Chromium', () => {
  let browser: Browser;
  let provider: Awaited<ReturnType<typeof startOidcProvider>>;
  let server: RunningServer;

  beforeAll(async () => {
    const port = await freePort();
    provider = await startOidcProvider({
      redirectUri: `http://127.0.0.1:${port}/api/auth/google/callback`,
      account: { sub: 'e2e-subject-1', email: 'grace.hopper@example.com', email_verified: true, name: 'Grace Hopper' },
    });
    server = await startServer({
      port,
      extraEnv: { OIDC_ISSUER: provider.issuer, OIDC_CLIENT_ID: E2E_CLIENT.id, OIDC_CLIENT_SECRET: E2E_CLIENT.secret },
    });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await provider?.close();
  });

  it('signs a new user in through the provider and shows their initials in the header', async () => {
    const context = await browser.newContext({ baseURL: server.baseUrl, viewport: { width: 1280, height: 800 } });
    try {
      const page = await context.newPage();
      await page.goto('/login');
      await page.getByRole('link', { name: 'Continue with Google' }).click();
      await page.getByRole('button', { name: 'Sign in as Grace Hopper' }).click();
      await page.waitForURL(`${server.baseUrl}/`);
      await expect.poll(() => page.getByTestId('profile-initials').first().textContent(), { timeout: 15_000 }).toBe('GH');
      const auth = await page.request.get('/api/check-auth');
      expect(await auth.json()).toMatchObject({ authenticated: true, user: { email: 'grace.hopper@example.com' } });
    } finally {
      await context.close();
    }
  });

  it('shows a plain-language message on /login when the sign-in is refused', async () => {
    const context = await browser.newContext({ baseURL: server.baseUrl });
    try {
      const page = await context.newPage();
      // A callback the app did not start (no pending request for this browser) is refused.
      await page.goto('/api/auth/google/callback?code=forged&state=forged');
      await page.waitForURL(/\/login\?error=google$/);
      await expect.poll(() => page.getByText('Signing in with Google did not work').count(), { timeout: 15_000 }).toBe(1);
    } finally {
      await context.close();
    }
  });
});
