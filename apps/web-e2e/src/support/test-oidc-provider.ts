// A real OpenID provider (oidc-provider 9) on 127.0.0.1 for the Google sign-in browser test (D14). Its login page
// is a one-button form ("Sign in as <name>"); consent is granted without a page, as for a first-party client.
import { generateKeyPairSync } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface ProviderAccount {
  sub: string;
  email: string;
  email_verified: boolean;
  name: string;
}

export const E2E_CLIENT = { id: 'waypoint-e2e', secret: 'waypoint-e2e-secret-which-is-long-enough' };

export async function startOidcProvider(options: { redirectUri: string; account: ProviderAccount }) {
  let handler: ((req: IncomingMessage, res: ServerResponse) => void) | null = null;
  const server = createServer((req, res) => handler?.(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { account } = options;
  const signingKey = { ...generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' }), kid: 'e2e-key', use: 'sig', alg: 'RS256' };

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: E2E_CLIENT.id,
        client_secret: E2E_CLIENT.secret,
        redirect_uris: [options.redirectUri],
        token_endpoint_auth_method: 'client_secret_post',
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    findAccount: (_ctx: unknown, id: string) => ({ accountId: id, claims: () => (id === account.sub ? { ...account } : { sub: id }) }),
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // Like Google: the ID token carries the requested claims.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    jwks: { keys: [signingKey] },
    cookies: { keys: ['oidc-e2e-cookie-key'] },
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 600, IdToken: 600, Interaction: 600, Session: 600 },
  });

  provider.use(async (ctx, next) => {
    const match = /^\/interaction\/([^/]+)(\/login)?$/.exec(ctx.path);
    if (!match) return next();
    ctx.respond = false;
    const details = await provider.interactionDetails(ctx.req, ctx.res);
    if (details.prompt.name === 'login') {
      if (match[2] && ctx.req.method === 'POST') {
        await provider.interactionFinished(ctx.req, ctx.res, { login: { accountId: account.sub } }, { mergeWithLastSubmission: false });
        return;
      }
      ctx.res.setHeader('content-type', 'text/html; charset=utf-8');
      ctx.res.end(
        `<!doctype html><html lang="en"><title>Test provider</title><h1>Test provider sign-in</h1>` +
          `<form method="post" action="/interaction/${details.uid}/login"><button type="submit">Sign in as ${account.name}</button></form></html>`,
      );
      return;
    }
    const grant = (details.grantId ? await provider.Grant.find(details.grantId) : undefined) ?? new provider.Grant({ accountId: details.session!.accountId, clientId: details.params.client_id });
    grant.addOIDCScope(details.params.scope ?? 'openid');
    await provider.interactionFinished(ctx.req, ctx.res, { consent: { grantId: await grant.save() } }, { mergeWithLastSubmission: true });
  });
  handler = provider.callback();

  return {
    issuer,
    close: () => new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    }),
  };
}
