// A real OpenID provider (oidc-provider 9) on 127.0.0.1 for the D14 tests, plus a browser stand-in that follows
// its redirects with a cookie jar. Login and consent are answered by a small interaction route that signs in
// whichever account the test set, so the flow is the provider's real one minus the HTML forms.
import { generateKeyPairSync } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface TestAccount {
  sub: string;
  email: string;
  email_verified: boolean;
  name: string;
}

export interface TestProvider {
  issuer: string;
  /** The account the next login signs in; change it between flows. */
  account: TestAccount;
  close(): Promise<void>;
}

export const TEST_CLIENT = { id: 'waypoint-test', secret: 'waypoint-test-secret-which-is-long-enough' };

export async function startTestProvider(options: { redirectUri: string; account: TestAccount }): Promise<TestProvider> {
  let handler: ((req: IncomingMessage, res: ServerResponse) => void) | null = null;
  const server = createServer((req, res) => handler?.(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const signingKey = { ...generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' }), kid: 'test-key', use: 'sig', alg: 'RS256' };
  const state: TestProvider = {
    issuer,
    account: options.account,
    close: () => new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    }),
  };

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: TEST_CLIENT.id,
        client_secret: TEST_CLIENT.secret,
        redirect_uris: [options.redirectUri],
        token_endpoint_auth_method: 'client_secret_post',
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    // The account that is signed in is the one the test configured at login time.
    findAccount: (_ctx: unknown, id: string) => ({
      accountId: id,
      claims: () => (state.account.sub === id ? { ...state.account } : { sub: id }),
    }),
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // Like Google: the ID token itself carries the requested claims (the app reads them from there).
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    jwks: { keys: [signingKey] },
    cookies: { keys: ['oidc-test-cookie-key'] },
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 600, IdToken: 600, Interaction: 600, Session: 600 },
  });
  // Silence the provider's default error logging for the refused-flow tests.
  provider.on('server_error', () => {});

  provider.use(async (ctx, next) => {
    if (!/^\/interaction\/[^/]+$/.test(ctx.path)) return next();
    ctx.respond = false;
    const details = await provider.interactionDetails(ctx.req, ctx.res);
    if (details.prompt.name === 'login') {
      await provider.interactionFinished(ctx.req, ctx.res, { login: { accountId: state.account.sub } }, { mergeWithLastSubmission: false });
      return;
    }
    const grant = (details.grantId ? await provider.Grant.find(details.grantId) : undefined) ?? new provider.Grant({ accountId: details.session!.accountId, clientId: details.params.client_id });
    grant.addOIDCScope(details.params.scope ?? 'openid');
    await provider.interactionFinished(ctx.req, ctx.res, { consent: { grantId: await grant.save() } }, { mergeWithLastSubmission: true });
  });
  handler = provider.callback();
  return state;
}

/** Follows the provider's redirects like a browser (cookies included) until it sends the user back to `appOrigin`. */
export async function followProviderUntil(appOrigin: string, startUrl: string): Promise<URL> {
  const jar = new Map<string, string>();
  let url = new URL(startUrl);
  for (let hop = 0; hop < 15; hop += 1) {
    if (url.origin === appOrigin) return url;
    const response = await fetch(url, { redirect: 'manual', headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') } });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) jar.delete(name);
      else jar.set(name, value);
    }
    const location = response.headers.get('location');
    if (!location) throw new Error(`provider stopped at ${url.href} with ${response.status}: ${(await response.text()).slice(0, 500)}`);
    url = new URL(location, url);
  }
  throw new Error('too many redirects at the provider');
}
