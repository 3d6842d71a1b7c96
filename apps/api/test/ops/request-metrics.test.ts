import { Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { RequestMetrics } from '../../src/lib/request-metrics';

function metrics() {
  const registry = new Registry();
  const requests = new RequestMetrics(
    { count: { name: 'requests_total', help: 'requests' }, duration: { name: 'request_seconds', help: 'durations' } },
    [0.01, 0.1],
  );
  requests.register(registry);
  return { registry, requests };
}

describe('request metrics', () => {
  it('counts each route, method and status on its own series, with cumulative histogram buckets', async () => {
    const { registry, requests } = metrics();
    const recordHealth = requests.recorder('/api/health');
    recordHealth('GET', 200, 0.005);
    recordHealth('GET', 200, 0.05);
    recordHealth('HEAD', 200, 0.2);
    recordHealth('GET', 503, 0.001);
    requests.recorder('(unmatched)')('GET', 404, 0.001);
    const text = await registry.metrics();
    expect(text).toContain('requests_total{method="GET",route="/api/health",status_code="200"} 2');
    expect(text).toContain('requests_total{method="HEAD",route="/api/health",status_code="200"} 1');
    expect(text).toContain('requests_total{method="GET",route="/api/health",status_code="503"} 1');
    expect(text).toContain('requests_total{method="GET",route="(unmatched)",status_code="404"} 1');
    expect(text).toContain('request_seconds_bucket{method="GET",route="/api/health",status_code="200",le="0.01"} 1');
    expect(text).toContain('request_seconds_bucket{method="GET",route="/api/health",status_code="200",le="0.1"} 2');
    expect(text).toContain('request_seconds_bucket{method="GET",route="/api/health",status_code="200",le="+Inf"} 2');
    expect(text).toContain('request_seconds_sum{method="GET",route="/api/health",status_code="200"} 0.055');
  });

  it('starts again from zero after a reset, and recorders made before it keep counting', async () => {
    const { registry, requests } = metrics();
    const record = requests.recorder('/api/me');
    record('GET', 200, 0.02);
    registry.resetMetrics();
    expect(await registry.metrics()).toContain('requests_total{method="GET",route="/api/me",status_code="200"} 0');
    record('GET', 200, 0.02);
    expect(await registry.metrics()).toContain('requests_total{method="GET",route="/api/me",status_code="200"} 1');
  });
});
