import { createHash } from 'node:crypto';
import type { BrowserContext } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl } from './browser';

/** Solves the server's robot-check challenge the way the browser does (SHA-256 proof of work). */
export async function solveChallenge(): Promise<string> {
  const c = (await (await fetch(`${baseUrl}/api/altcha/challenge`)).json()) as {
    algorithm: string;
    challenge: string;
    salt: string;
    signature: string;
    maxnumber: number;
  };
  for (let n = 0; n <= c.maxnumber; n += 1) {
    if (createHash('sha256').update(c.salt + n).digest('hex') === c.challenge) {
      const payload = { algorithm: c.algorithm, challenge: c.challenge, number: n, salt: c.salt, signature: c.signature };
      return Buffer.from(JSON.stringify(payload)).toString('base64');
    }
  }
  throw new Error('challenge has no solution');
}

/** Signs up over the API and confirms through the dev outbox link; nobody is logged in. */
export async function createConfirmedUser(fullName = 'Ada Lovelace'): Promise<{ email: string; password: string }> {
  const email = `e2e.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = 'violet tractor lemonade';
  const headers = { origin: baseUrl, 'content-type': 'application/json' };
  const body = JSON.stringify({ full_name: fullName, email, password, altcha: await solveChallenge() });
  const signup = await fetch(`${baseUrl}/api/users`, { method: 'POST', headers, body });
  expect(signup.status).toBe(201);
  const outbox = (await (await fetch(`${baseUrl}/api/dev/outbox`)).json()) as { to: string; text: string }[];
  const token = /\/email-confirmation\/([A-Za-z0-9_-]+)/.exec(outbox.find((m) => m.to === email)?.text ?? '')?.[1];
  expect(token).toBeTruthy();
  expect((await fetch(`${baseUrl}/api/confirm-email/${token}/`)).status).toBe(200);
  return { email, password };
}

/** A new confirmed user, with the browser context logged in as them. */
export async function signIn(context: BrowserContext, fullName = 'Ada Lovelace'): Promise<{ email: string }> {
  const { email, password } = await createConfirmedUser(fullName);
  const login = await context.request.post('/api/login', { headers: { origin: baseUrl }, data: { email, password } });
  expect(login.status()).toBe(200);
  return { email };
}

/**
 * Saves a skill match (a graphic designer, Figma at advanced unless other hard skills are given, aiming at senior UX
 * Designer) for the user the context is logged in as.
 */
export async function saveSkillMatch(
  context: BrowserContext,
  hardSkills: { name: string; proficiency?: string }[] = [{ name: 'figma', proficiency: 'advanced' }],
  { currentRole = 'Graphic Designer', desiredRole = 'UX Designer' } = {},
): Promise<{ reportId: string; percent: number }> {
  const body = { currentRole, currentLevel: 'middle', hardSkills, desiredRole, desiredLevel: 'senior' };
  const saved = await context.request.post('/api/skillmatch', { headers: { origin: baseUrl }, data: body });
  expect(saved.status()).toBe(200);
  const { report_id: reportId, result } = (await saved.json()) as { report_id: string; result: { percent: number } };
  return { reportId, percent: result.percent };
}
