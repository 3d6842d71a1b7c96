import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpError } from '../../src/lib/http-error';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';

// Routes that exist only in this test, to exercise the body pipeline and the error handler.
const probeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/test-probe',
    { schema: { body: z.strictObject({ name: z.string().min(2), age: z.number().int().optional() }) } },
    async (request) => ({ hello: request.body.name }),
  );
  app.get('/api/test-probe/conflict', async () => {
    throw httpError(409, 'EMAIL_TAKEN', 'That email is taken.');
  });
  app.get('/api/test-probe/crash', async () => {
    throw new Error('relation "users" does not exist at /work/main/apps/api/src/secret.ts:42');
  });
};

const ERROR_KEYS = ['code', 'detail', 'request_id'];

describe('the one JSON error shape', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ ready: false, BODY_LIMIT_BYTES: 1024 });
    await t.app.register(probeRoutes);
    await t.app.ready();
  });
  afterAll(() => t.close());

  // State-changing requests must come from the site's origin (CSRF guard in plugins/app/sessions.ts).
  const post = (payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/test-probe', headers: { origin: t.app.config.PUBLIC_URL, ...headers }, payload: payload as string });

  function expectShape(res: { json(): unknown; headers: Record<string, unknown> }, code: string) {
    const body = res.json() as Record<string, unknown>;
    expect(body.code).toBe(code);
    expect(typeof body.detail).toBe('string');
    expect(body.request_id).toBe(res.headers['x-request-id']);
    return body;
  }

  it('answers malformed JSON with 400 MALFORMED_JSON', async () => {
    const res = await post('{"name": ', { 'content-type': 'application/json' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(expectShape(res, 'MALFORMED_JSON')).sort()).toEqual(ERROR_KEYS);
  });

  it('answers a wrong content type with 415', async () => {
    const res = await post('<a/>', { 'content-type': 'application/xml' });
    expect(res.statusCode).toBe(415);
    expectShape(res, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers an oversize body with 413', async () => {
    const res = await post({ name: 'x'.repeat(5000) });
    expect(res.statusCode).toBe(413);
    expectShape(res, 'PAYLOAD_TOO_LARGE');
  });

  it('answers an unknown /api path with 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expectShape(res, 'NOT_FOUND');
  });

  it('answers a validation error with 400 and issues naming the field', async () => {
    const res = await post({ name: 'x' });
    expect(res.statusCode).toBe(400);
    const body = expectShape(res, 'VALIDATION_FAILED');
    expect(body.issues).toEqual([expect.objectContaining({ path: 'body.name' })]);
  });

  it('rejects unknown fields on strict objects with 400', async () => {
    const res = await post({ name: 'Ada', is_admin: true });
    expect(res.statusCode).toBe(400);
    expectShape(res, 'VALIDATION_FAILED');
  });

  it('passes httpError(status, code, detail) through', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test-probe/conflict' });
    expect(res.statusCode).toBe(409);
    expect(expectShape(res, 'EMAIL_TAKEN').detail).toBe('That email is taken.');
  });

  it('never leaks internals in a 500', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test-probe/crash' });
    expect(res.statusCode).toBe(500);
    const body = expectShape(res, 'INTERNAL');
    expect(body.detail).toBe('Something went wrong on our side');
    expect(res.body).not.toMatch(/relation|users|\/work|secret|stack/);
  });

  it('accepts a valid body', async () => {
    const res = await post({ name: 'Ada' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ hello: 'Ada' });
  });
});
