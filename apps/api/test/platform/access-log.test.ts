// The logs an operator reads: one JSON line per request with its id, what was asked and answered and how long it
// took; nothing for the probes; never a password, a cookie or a session secret.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { call, PASSWORD, signedInUser } from '../accounts/helpers';
import { testConfig } from '../helpers/build-test-app';
import { createTestDatabase } from '../helpers/test-database';

describe('the access log', () => {
  const lines: string[] = [];
  let app: FastifyInstance;
  let drop: () => Promise<void>;
  const logged = () => lines.map((line) => JSON.parse(line) as Record<string, unknown> & { msg: string; reqId?: string });

  beforeAll(async () => {
    const db = await createTestDatabase();
    drop = db.drop;
    app = await buildApp({ config: testConfig({ LOG_LEVEL: 'info' }), database: db.database, logStream: { write: (line) => void lines.push(line) } });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await drop();
  });

  it('given a request, writes one line carrying its id, method, path, status and duration', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/assessment/by-title?title=Who%20Am%20I' });
    const id = res.headers['x-request-id'];
    const mine = logged().filter((line) => line.reqId === id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ msg: 'request completed', req: { method: 'GET', url: '/api/assessment/by-title?title=Who%20Am%20I' }, res: { statusCode: 200 } });
    expect(mine[0]!.responseTime).toEqual(expect.any(Number));
  });

  it('given a liveness probe, writes nothing', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(logged().filter((line) => line.reqId === res.headers['x-request-id'])).toEqual([]);
  });

  it('given sign-up, login and signed-in calls, never writes the password or the session secret', async () => {
    const user = await signedInUser(app);
    await call(app, { method: 'GET', url: '/api/check-auth', cookie: user.cookie });
    await call(app, { method: 'POST', url: '/api/login', payload: { email: user.email, password: 'wrong ' + PASSWORD } });
    const all = lines.join('\n');
    expect(all).toContain('request completed');
    expect(all).not.toContain(PASSWORD);
    expect(all).not.toContain(user.cookie.split('=')[1]);
  });

  it('given links carrying one-time secrets, logs where they went but never the secret', async () => {
    const secret = 'c2VjcmV0LXRva2VuLWZvci1sb2dz';
    const confirm = await app.inject({ method: 'GET', url: `/api/confirm-email/${secret}/` });
    await app.inject({ method: 'GET', url: `/api/auth/google/callback?code=${secret}&state=${secret}` });
    expect(lines.join('\n')).not.toContain(secret);
    const line = logged().find((entry) => entry.reqId === confirm.headers['x-request-id']);
    expect(line).toMatchObject({ msg: 'request completed', req: { url: '/api/confirm-email/[redacted]/' } });
  });
});

describe('the access line', () => {
  it('is the line pino would write for the same fields, and stays one valid line whatever the client sends', async () => {
    const { default: pino } = await import('pino');
    const { accessLine, pinoBase, replyForLog } = await import('../../src/lib/access-log');
    let written = '';
    const viaPino = pino({ serializers: { req: (r) => r, res: replyForLog } }, { write: (line: string) => void (written = line) });
    const entry = {
      reqId: 'r-1',
      method: 'GET',
      url: '/api/careers?q="quoted"\n{"level":60}',
      host: 'example.com',
      remoteAddress: '::1',
      remotePort: 5000,
      statusCode: 200,
      responseTime: 1.25,
    };
    const { reqId, statusCode, responseTime, ...req } = entry;
    const now = Date.now();
    viaPino.info({ reqId, req, res: { statusCode }, responseTime }, 'request completed');
    const line = accessLine(pinoBase(), now, entry);
    expect(line.endsWith('\n')).toBe(true);
    expect(line.slice(0, -1)).not.toContain('\n');
    const parsed = JSON.parse(line) as Record<string, unknown>;
    expect(parsed).toEqual({ ...(JSON.parse(written) as Record<string, unknown>), time: now });
    expect(Object.keys(parsed)).toEqual(Object.keys(JSON.parse(written) as object));
  });
});
