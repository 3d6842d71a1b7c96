import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';

const TOKEN = 'metrics-token-for-tests-0123456789';

describe('GET /metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ METRICS_TOKEN: TOKEN });
  });
  afterAll(async () => t.close());

  it('is 404 (JSON) when no METRICS_TOKEN is configured', async () => {
    const bare = await buildTestApp();
    try {
      const res = await bare.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    } finally {
      await bare.close();
    }
  });

  it('refuses a missing or wrong token with 401', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    const wrong = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer nope' } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('counts requests by route pattern and status, and exposes pool, outbox, event loop and AI series', async () => {
    await t.app.inject({ method: 'GET', url: '/api/careers/NO-SUCH-CODE-1' });
    await t.app.inject({ method: 'GET', url: '/api/careers/NO-SUCH-CODE-2' });
    await t.app.inject({ method: 'GET', url: '/api/health' });
    await t.app.inject({ method: 'GET', url: '/api/no-such-route/42' });
    await t.app.mailer.send({ to: 'metrics@example.com', subject: 'Hi', text: 'pending mail' });
    t.app.metrics.aiCalls.inc({ outcome: 'fallback' });

    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const text = res.body;
    // Both career lookups share one series labelled with the pattern; the raw codes never appear.
    expect(text).toMatch(/http_requests_total\{[^}]*method="GET",route="\/api\/careers\/:code",status_code="404"[^}]*\} 2/);
    expect(text).not.toContain('NO-SUCH-CODE');
    expect(text).toMatch(/http_requests_total\{[^}]*route="\(unmatched\)",status_code="404"[^}]*\} 1/);
    expect(text).not.toContain('no-such-route');
    // A histogram Prometheus can read: cumulative buckets ending at +Inf, equal to the count, and the sum.
    expect(text).toMatch(/http_request_duration_seconds_bucket\{[^}]*route="\/api\/health",status_code="200",le="\+Inf"[^}]*\} 1\n/);
    expect(text).toMatch(/http_request_duration_seconds_count\{[^}]*route="\/api\/health",status_code="200"[^}]*\} 1\n/);
    expect(text).toMatch(/http_request_duration_seconds_sum\{[^}]*route="\/api\/health",status_code="200"[^}]*\} 0\.\d+/);
    expect(text).toMatch(/# TYPE http_request_duration_seconds histogram/);
    expect(text).toMatch(/waypoint_outbox_pending\{[^}]*\} 1/);
    expect(text).toMatch(/waypoint_db_pool_size\{[^}]*\} (1|10)/);
    expect(text).toContain('waypoint_db_pool_in_flight');
    expect(text).toContain('nodejs_eventloop_lag_p99_seconds');
    expect(text).toMatch(/waypoint_ai_calls_total\{[^}]*outcome="fallback"[^}]*\} 1/);
  });
});
