// Signup -> confirmation -> sign-in over real HTTP, for multi-process tests. The robot check is solved the way the
// browser widget does it (SHA-256 of salt + number) with node:crypto, which is much faster than altcha-lib's
// WebCrypto loop on a busy machine; the confirmation link is read from the outbox table.
import { createHash } from 'node:crypto';
import type postgres from 'postgres';

export const PASSWORD = 'violet tractor lemonade';
/** The Origin every state-changing request must carry (the cluster's PUBLIC_URL is its balancer URL). */
export const ORIGIN_OF = (cluster: { url: string }) => cluster.url;

export async function solveRobotCheck(base: string): Promise<string> {
  const res = await fetch(`${base}/api/altcha/challenge`);
  if (res.status !== 200) throw new Error(`robot check challenge: ${res.status} ${await res.text()}`);
  const challenge = (await res.json()) as {
    algorithm: string;
    challenge: string;
    salt: string;
    signature: string;
    maxnumber: number;
  };
  for (let number = 0; number <= challenge.maxnumber; number += 1) {
    if (createHash('sha256').update(challenge.salt + number).digest('hex') === challenge.challenge) {
      const payload = { algorithm: challenge.algorithm, challenge: challenge.challenge, number, salt: challenge.salt, signature: challenge.signature };
      return Buffer.from(JSON.stringify(payload)).toString('base64');
    }
  }
  throw new Error('robot check has no solution');
}

export async function signUpVia(base: string, origin: string, email: string): Promise<void> {
  const res = await fetch(`${base}/api/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ full_name: 'Ops Tester', email, password: PASSWORD, altcha: await solveRobotCheck(base) }),
  });
  if (res.status !== 201) throw new Error(`signup failed: ${res.status} ${await res.text()}`);
}

/** Confirms the address with the link from the outbox and signs in; returns the session cookie. */
export async function confirmAndSignIn(base: string, origin: string, email: string, sql: postgres.Sql): Promise<string> {
  let token: string | undefined;
  for (let i = 0; i < 50 && !token; i++) {
    const [row] = await sql<{ text: string }[]>`select text from outbox where "to" = ${email} order by created_at desc limit 1`;
    token = row ? /\/email-confirmation\/([A-Za-z0-9_-]+)/.exec(row.text)?.[1] : undefined;
    if (!token) await new Promise((r) => setTimeout(r, 100));
  }
  if (!token) throw new Error(`no confirmation mail for ${email}`);
  const confirm = await fetch(`${base}/api/confirm-email/${token}/`);
  if (confirm.status !== 200) throw new Error(`confirm failed: ${confirm.status}`);
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  if (login.status !== 200 || !cookie) throw new Error(`login failed: ${login.status}`);
  return cookie;
}
