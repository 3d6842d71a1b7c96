// The relying-party half of D14 on openid-client 6: issuer discovery (cached), the authorization URL with PKCE
// (S256), state and nonce, and the code exchange that validates state, the ID token and its nonce.
import * as oidc from 'openid-client';
import type { Config } from '../../config';

export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  allowInsecure: boolean;
}

/** The per-flow secrets the callback needs; generated when the flow starts and stored server-side. */
export interface OidcFlowSecrets {
  state: string;
  nonce: string;
  codeVerifier: string;
}

export interface OidcClaims {
  issuer: string;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

/** null when sign-in with a provider is not configured (both client id and secret are needed). */
export function oidcSettings(config: Config): OidcSettings | null {
  if (!config.OIDC_CLIENT_ID || !config.OIDC_CLIENT_SECRET) return null;
  return {
    issuer: config.OIDC_ISSUER,
    clientId: config.OIDC_CLIENT_ID,
    clientSecret: config.OIDC_CLIENT_SECRET,
    redirectUri: new URL('/api/auth/google/callback', config.PUBLIC_URL).href,
    allowInsecure: allowsInsecureIssuer(config.OIDC_ISSUER, config.NODE_ENV),
  };
}

/**
 * openid-client refuses plain-http issuers. Tests run a real provider on http://127.0.0.1, so plain http is
 * allowed for a loopback issuer outside production only; anything else must be https.
 */
export function allowsInsecureIssuer(issuer: string, nodeEnv: Config['NODE_ENV']): boolean {
  const url = new URL(issuer);
  return nodeEnv !== 'production' && url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

export function createOidcClient(settings: OidcSettings) {
  let discovered: Promise<oidc.Configuration> | null = null;

  /** Discovery once per process; a failure is not cached, so the next sign-in tries again. */
  function configuration(): Promise<oidc.Configuration> {
    discovered ??= oidc
      .discovery(new URL(settings.issuer), settings.clientId, undefined, oidc.ClientSecretPost(settings.clientSecret), {
        execute: settings.allowInsecure ? [oidc.allowInsecureRequests] : [],
      })
      .catch((error: unknown) => {
        discovered = null;
        throw error;
      });
    return discovered;
  }

  return {
    async authorizationUrl(): Promise<{ url: URL; secrets: OidcFlowSecrets }> {
      const config = await configuration();
      const secrets: OidcFlowSecrets = { state: oidc.randomState(), nonce: oidc.randomNonce(), codeVerifier: oidc.randomPKCECodeVerifier() };
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: settings.redirectUri,
        scope: 'openid email profile',
        state: secrets.state,
        nonce: secrets.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(secrets.codeVerifier),
        code_challenge_method: 'S256',
      });
      return { url, secrets };
    },

    /**
     * Validates the authorization response against the stored state, redeems the code with the PKCE verifier and
     * validates the ID token (signature, issuer, audience, expiry, nonce). Throws on any mismatch.
     */
    async exchange(callbackUrl: URL, secrets: OidcFlowSecrets): Promise<OidcClaims> {
      const config = await configuration();
      const tokens = await oidc.authorizationCodeGrant(
        config,
        callbackUrl,
        { pkceCodeVerifier: secrets.codeVerifier, expectedState: secrets.state, expectedNonce: secrets.nonce, idTokenExpected: true },
        { redirect_uri: settings.redirectUri },
      );
      const claims = tokens.claims();
      if (!claims) throw new Error('the provider returned no ID token');
      const name = typeof claims.name === 'string' ? claims.name : [claims.given_name, claims.family_name].filter((part) => typeof part === 'string').join(' ');
      return {
        issuer: claims.iss,
        subject: claims.sub,
        email: typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : null,
        // Only a literal true counts; some providers send the string "true", which we also accept.
        emailVerified: claims.email_verified === true || claims.email_verified === 'true',
        name: name.trim() || null,
      };
    },
  };
}

export type OidcClient = ReturnType<typeof createOidcClient>;
