import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resultFeedback } from '../../src/db/schema/index';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';

const ORIGIN = 'http://localhost:3000';

describe('Idempotency-Key on state-changing requests', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  const post = (context: string, value: 'up' | 'down', key?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: { origin: ORIGIN, ...(key ? { 'idempotency-key': key } : {}) },
      payload: { context, value },
    });
  const rows = async (context: string) =>
    (await t.app.db.select({ n: count() }).from(resultFeedback).where(eq(resultFeedback.context, context)))[0]?.n ?? 0;

  it('replays the first answer for a repeated key and writes once', async () => {
    const first = await post('idem-repeat', 'up', 'key-repeat-1');
    expect(first.statusCode).toBe(201);
    const again = await post('idem-repeat', 'up', 'key-repeat-1');
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await rows('idem-repeat')).toBe(1);
  });

  it('answers 409 when the same key comes with a different body', async () => {
    expect((await post('idem-conflict', 'up', 'key-conflict-1')).statusCode).toBe(201);
    const other = await post('idem-conflict', 'down', 'key-conflict-1');
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await rows('idem-conflict')).toBe(1);
  });

  it('writes every time without a key, and keeps different keys apart', async () => {
    await post('idem-none', 'up');
    await post('idem-none', 'up');
    await post('idem-none', 'up', 'key-a');
    await post('idem-none', 'up', 'key-b');
    expect(await rows('idem-none')).toBe(4);
  });

  it('refuses a malformed key', async () => {
    const res = await post('idem-bad', 'up', 'not a valid key!');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INVALID_IDEMPOTENCY_KEY' });
  });

  it('does not store a 4xx validation answer differently from its replay', async () => {
    const bad = await t.app.inject({ method: 'POST', url: '/api/feedback', headers: { origin: ORIGIN, 'idempotency-key': 'key-invalid-body' }, payload: { context: 'X', value: 'up' } });
    expect(bad.statusCode).toBe(400);
    const replay = await t.app.inject({ method: 'POST', url: '/api/feedback', headers: { origin: ORIGIN, 'idempotency-key': 'key-invalid-body' }, payload: { context: 'X', value: 'up' } });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual(bad.json());
  });
});
