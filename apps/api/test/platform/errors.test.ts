import { connect, type AddressInfo } from 'node:net';
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

  it('says a __proto__ key may be why a body was refused, not only that it is invalid JSON', async () => {
    const res = await post('{"name": "a", "__proto__": {"admin": true}}', { 'content-type': 'application/json' });
    expect(res.statusCode).toBe(400);
    expect(expectShape(res, 'MALFORMED_JSON').detail).toBe('The request body is not valid JSON, or has a key we do not accept (__proto__).');
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
    expect(expectShape(res, 'NOT_FOUND').detail).toBe('No route for GET /api/no-such-thing.');
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

  it.each([
    ['a string too short', { name: 'x' }, 'Name needs at least 2 characters.'],
    ['a number sent as text', { name: 'Ada', age: 'x' }, 'Age must be a number, not text.'],
    ['a list instead of an object', [], 'The request must be an object, not a list.'],
    ['a missing field', {}, 'Name is required.'],
    ['an unknown field', { name: 'Ada', is_admin: true }, 'The request has a field we do not know: is_admin.'],
  ])('says in words what is wrong with %s, in detail and in the issue', async (_, payload, message) => {
    const res = await post(payload);
    expect(res.statusCode).toBe(400);
    const body = expectShape(res, 'VALIDATION_FAILED');
    expect(body.detail).toBe(message);
    expect(body.issues).toEqual([expect.objectContaining({ message })]);
  });

  it('answers a path part longer than the router takes with 414, also for GETs the web build would see', async () => {
    for (const url of [`/api/careers/${'a'.repeat(4097)}`, `/api/careers/${'a'.repeat(150)}`, `/api/skillmatch/reports/${'f'.repeat(300)}`]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url.slice(0, 30)).toBe(414);
      expect(expectShape(res, 'BAD_REQUEST').detail).toBe('A part of the URL path is too long.');
    }
  });

  it('names an unknown path in its 404 without repeating all of a long one', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/no-such-thing/${'b'.repeat(95)}` });
    expect(res.statusCode).toBe(404);
    const { detail } = expectShape(res, 'NOT_FOUND') as { detail: string };
    expect(detail).toMatch(/^No route for GET \/api\/no-such-thing\/b+\.\.\.\.$/);
    expect(detail.length).toBeLessThan(110);
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

describe('requests the HTTP parser refuses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  /** Sends raw bytes (inject() bypasses Node's parser) and resolves with what comes back before the server closes. */
  function raw(request: string): Promise<string> {
    const { port } = t.app.server.address() as AddressInfo;
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.write(request));
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
      socket.on('close', () => resolve(answer));
      socket.on('error', reject);
    });
  }

  const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as Record<string, unknown>;

  it('answers an address over 16 KB with 431 in the JSON error shape', async () => {
    const answer = await raw(`GET /api/careers?q=${'b'.repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(answer).toMatch(/content-type: application\/json/i);
    expect(bodyOf(answer)).toEqual({ code: 'HEADERS_TOO_LARGE', detail: 'The address or the headers of this request are too long.', request_id: expect.any(String) });
  });

  it('answers bytes that are not HTTP with 400 in the JSON error shape', async () => {
    const answer = await raw('HELLO THERE\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(bodyOf(answer)).toMatchObject({ code: 'BAD_REQUEST', detail: 'The request is not valid HTTP.' });
  });
});
