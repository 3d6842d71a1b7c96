// Helpers for account tests: a solver for the robot check (plain node:crypto, so tests spend milliseconds),
// a controllable clock, and the signup -> confirm -> login path over HTTP.
import { createHash } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { outbox } from '../../src/db/schema/index';

export const ORIGIN = 'http://localhost:3000';

export function makeClock(start = new Date('2030-01-01T09:00:00Z')) {
  let now = start;
  return {
    now: () => now,
    set: (date: Date) => (now = date),
    advance: (ms: number) => (now = new Date(now.getTime() + ms)),
  };
}

/** Finds the number the challenge hides, like the browser does, and encodes the payload the API expects. */
export async function solveRobotCheck(app: FastifyInstance): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/api/altcha/challenge' });
  const c = res.json() as { algorithm: string; challenge: string; salt: string; signature: string; maxnumber: number };
  for (let n = 0; n <= c.maxnumber; n += 1) {
    if (createHash('sha256').update(c.salt + n).digest('hex') === c.challenge) {
      return Buffer.from(JSON.stringify({ algorithm: c.algorithm, challenge: c.challenge, number: n, salt: c.salt, signature: c.signature })).toString('base64');
    }
  }
  throw new Error('challenge has no solution');
}

type Req = Omit<InjectOptions, 'headers'> & { headers?: Record<string, string>; cookie?: string };

/** inject() with the site's Origin (the CSRF check wants it) and an optional session cookie. */
export function call(app: FastifyInstance, req: Req): Promise<LightMyRequestResponse> {
  const { cookie, headers, ...rest } = req;
  return app.inject({ ...rest, headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}), ...headers } } as InjectOptions);
}

export function sessionCookieOf(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((c) => c.name.endsWith('waypoint_session'));
  if (!cookie) throw new Error(`no session cookie in ${res.statusCode} ${res.body}`);
  return `${cookie.name}=${cookie.value}`;
}

export async function latestMailTo(app: FastifyInstance, to: string) {
  const [row] = await app.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.createdAt)).limit(1);
  return row;
}

export async function mailsTo(app: FastifyInstance, to: string) {
  return app.db.select().from(outbox).where(eq(outbox.to, to));
}

export function linkToken(text: string, path: 'email-confirmation' | 'reset-password'): string {
  const match = new RegExp(`/${path}/([A-Za-z0-9_-]+)`).exec(text);
  if (!match?.[1]) throw new Error(`no ${path} link in mail`);
  return match[1];
}

let counter = 0;
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}.${counter}.${Date.now()}@example.com`;
}

export const PASSWORD = 'violet tractor lemonade';

export async function signUp(app: FastifyInstance, email: string, extra: Record<string, unknown> = {}) {
  return call(app, { method: 'POST', url: '/api/users', payload: { full_name: 'Ada Lovelace', email, password: PASSWORD, altcha: await solveRobotCheck(app), ...extra } });
}

/** A confirmed account, signed in: returns its cookie and ids. */
export async function signedInUser(app: FastifyInstance, email = uniqueEmail()) {
  const signup = await signUp(app, email);
  if (signup.statusCode !== 201) throw new Error(`signup failed: ${signup.body}`);
  const mail = await latestMailTo(app, email);
  const confirm = await call(app, { method: 'GET', url: `/api/confirm-email/${linkToken(mail!.text, 'email-confirmation')}/` });
  if (confirm.statusCode !== 200) throw new Error(`confirm failed: ${confirm.body}`);
  const login = await call(app, { method: 'POST', url: '/api/login', payload: { email, password: PASSWORD } });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  const body = login.json() as { user_id: string; session_id: string };
  return { email, cookie: sessionCookieOf(login), userId: body.user_id, sessionId: body.session_id };
}
