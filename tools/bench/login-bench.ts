// Setup and baseline of the accounts bench rows: a confirmed user made the way a person makes one (robot check,
// signup, the confirmation email through the mail sink), and the machine's raw argon2id rate, which bounds how
// fast any password login can be.
import { hash } from '@node-rs/argon2';
import { solveChallenge, unfold } from './assessment-session';

/** The API's password hashing parameters (apps/api services/accounts/passwords.ts, D12: OWASP m=19 MiB, t=2, p=1). */
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export interface BenchUser {
  email: string;
  password: string;
  /** JSON content type and the Origin the API's CSRF check expects. */
  headers: Record<string, string>;
}

/** Signs a user up and confirms the address through the mail sink; the user can then log in. */
export async function confirmedUser(port: number, mail: { messages: string[] }, origin: string): Promise<BenchUser> {
  const base = `http://127.0.0.1:${port}`;
  const email = `bench.login.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = 'violet tractor lemonade';
  const headers = { 'content-type': 'application/json', origin };
  const signup = await fetch(`${base}/api/users`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ full_name: 'Bench Login', email, password, altcha: await solveChallenge(base) }),
  });
  if (signup.status !== 201) throw new Error(`bench signup failed: ${signup.status} ${await signup.text()}`);
  let token: string | undefined;
  for (let waited = 0; !token && waited < 15_000; waited += 100) {
    const message = mail.messages.map(unfold).find((m) => m.includes(email));
    token = message ? /\/email-confirmation\/([A-Za-z0-9_-]+)/.exec(message)?.[1] : undefined;
    if (!token) await new Promise((r) => setTimeout(r, 100));
  }
  if (!token) throw new Error('bench: no confirmation email arrived');
  const confirm = await fetch(`${base}/api/confirm-email/${token}/`);
  if (confirm.status !== 200) throw new Error(`bench confirm failed: ${confirm.status}`);
  return { email, password, headers };
}

/** The session cookie of a fresh login by `user`. */
export async function sessionCookie(port: number, user: BenchUser): Promise<string> {
  const login = await fetch(`http://127.0.0.1:${port}/api/login`, { method: 'POST', headers: user.headers, body: JSON.stringify({ email: user.email, password: user.password }) });
  const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  if (login.status !== 200 || !cookie) throw new Error(`bench login failed: ${login.status}`);
  return cookie;
}

/**
 * argon2id hashes per second with the API's parameters, `concurrency` at a time (as many as the load generator's
 * connections), for `durationMs`, in this process (same machine, same libuv thread pool size as the server).
 */
export async function argon2HashesPerSecond(concurrency: number, durationMs: number): Promise<number> {
  const started = performance.now();
  let done = 0;
  while (performance.now() - started < durationMs) {
    await Promise.all(Array.from({ length: concurrency }, (_, i) => hash(`bench password ${done + i}`, ARGON2_OPTIONS)));
    done += concurrency;
  }
  return done / ((performance.now() - started) / 1000);
}
