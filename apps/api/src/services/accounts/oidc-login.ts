// Sign-in with an OpenID provider (D14) without HTTP: `begin` records a pending request and returns where to send
// the browser; `complete` redeems it and finds, links or creates the account. Routes translate outcomes into
// redirects; nothing here throws to the caller for a failed sign-in.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { findUserByEmail, findUserById, insertUserIfNew, markEmailConfirmed } from '../../db/queries/users';
import type { UserRow } from '../../db/schema/users';
import type { OidcClaims, OidcClient } from './oidc-client';
import { findOidcIdentity, insertOidcRequest, linkOidcIdentity, takeOidcRequest } from './oidc-store';
import { hashSecret, issueSecret } from './tokens';

/** How long the browser has to come back from the provider. */
export const OIDC_REQUEST_TTL_MS = 10 * 60 * 1000;

/**
 * Why a sign-in failed, as the query code /login shows a message for:
 * - `google`: anything the user cannot fix beyond trying again (tampered or expired request, provider error);
 * - `google_unverified`: the provider does not vouch for the address, so we neither link nor create an account.
 */
export type OidcFailure = 'google' | 'google_unverified';

export type OidcOutcome = { ok: true; user: UserRow } | { ok: false; failure: OidcFailure };

export interface OidcLoginDeps {
  db: Db;
  client: OidcClient;
  clock: () => Date;
  log: FastifyBaseLogger;
}

export function createOidcLogin(deps: OidcLoginDeps) {
  const { db, client, clock, log } = deps;

  async function accountFor(claims: OidcClaims): Promise<OidcOutcome> {
    const now = clock();
    const known = await findOidcIdentity(db, claims);
    if (known) {
      const user = await findUserById(db, known.userId);
      return user ? { ok: true, user } : { ok: false, failure: 'google' };
    }
    // Linking or creating by address needs the provider to vouch for it; otherwise anyone who can put our user's
    // address on a provider account would take the account over. Never merged silently.
    if (!claims.email || !claims.emailVerified) {
      log.info({ issuer: claims.issuer, hasEmail: Boolean(claims.email) }, 'oidc sign-in refused: email not verified by the provider');
      return { ok: false, failure: 'google_unverified' };
    }
    const existing = await findUserByEmail(db, claims.email);
    if (existing) {
      await linkOidcIdentity(db, { userId: existing.id, issuer: claims.issuer, subject: claims.subject, email: claims.email, now });
      // The provider just proved ownership of the address, which is what confirmation asks for.
      await markEmailConfirmed(db, { userId: existing.id, now });
      log.info({ userId: existing.id }, 'oidc identity linked to an existing account');
      return { ok: true, user: (await findUserById(db, existing.id)) ?? existing };
    }
    // A new account: confirmed (the provider verified the address) and without a password (hasPassword false);
    // the owner can set one later through "forgot password".
    const created = await insertUserIfNew(db, {
      email: claims.email,
      fullName: claims.name ?? claims.email.split('@')[0] ?? claims.email,
      passwordHash: null,
      emailConfirmedAt: now,
      now,
    });
    // null: the address was registered between our lookup and the insert; a retry takes the linking path.
    if (!created) return { ok: false, failure: 'google' };
    await linkOidcIdentity(db, { userId: created.id, issuer: claims.issuer, subject: claims.subject, email: claims.email, now });
    log.info({ userId: created.id }, 'account created through oidc sign-in');
    return { ok: true, user: created };
  }

  return {
    /** Starts a flow: returns the provider URL and the handle for the browser's cookie (only its hash is stored). */
    async begin(): Promise<{ url: URL; handle: string }> {
      const { url, secrets } = await client.authorizationUrl();
      const { secret: handle, hash } = issueSecret();
      const now = clock();
      await insertOidcRequest(db, { handleHash: hash, ...secrets, expiresAt: new Date(now.getTime() + OIDC_REQUEST_TTL_MS), now });
      return { url, handle };
    },

    /** Finishes a flow started by `begin` in the same browser. The pending request is spent whatever happens. */
    async complete(input: { handle: string | undefined; callbackUrl: URL }): Promise<OidcOutcome> {
      if (!input.handle) return { ok: false, failure: 'google' };
      const request = await takeOidcRequest(db, hashSecret(input.handle));
      if (!request) return { ok: false, failure: 'google' };
      if (request.expiresAt <= clock()) return { ok: false, failure: 'google' };
      let claims: OidcClaims;
      try {
        claims = await client.exchange(input.callbackUrl, request);
      } catch (error) {
        // State or nonce mismatch, a provider error response, a refused code or a bad ID token: all the same to
        // the user; the log keeps the reason.
        log.warn({ err: error }, 'oidc callback refused');
        return { ok: false, failure: 'google' };
      }
      return accountFor(claims);
    },
  };
}

export type OidcLogin = ReturnType<typeof createOidcLogin>;
