import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';

const SNAPSHOT_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
  'x-powered-by',
];

describe('security headers', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  async function headersFor(publicUrl: string, url: string) {
    t ??= await buildTestApp({ PUBLIC_URL: publicUrl });
    const res = await t.app.inject({ method: 'GET', url });
    return Object.fromEntries(SNAPSHOT_HEADERS.map((name) => [name, res.headers[name]]));
  }

  it('given an http public URL, a document (Swagger UI) gets the full set, without upgrade-insecure-requests or HSTS', async () => {
    const headers = await headersFor('http://localhost:3000', '/api/docs/');
    expect(headers).toMatchInlineSnapshot(`
      {
        "content-security-policy": "default-src 'self';base-uri 'self';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';img-src 'self' data:;font-src 'self' data:;connect-src 'self';form-action 'self';frame-ancestors 'none';object-src 'none'",
        "cross-origin-opener-policy": "same-origin",
        "cross-origin-resource-policy": "same-origin",
        "origin-agent-cluster": "?1",
        "referrer-policy": "no-referrer",
        "strict-transport-security": undefined,
        "x-content-type-options": "nosniff",
        "x-dns-prefetch-control": "off",
        "x-download-options": "noopen",
        "x-frame-options": "SAMEORIGIN",
        "x-permitted-cross-domain-policies": "none",
        "x-powered-by": undefined,
        "x-xss-protection": "0",
      }
    `);
  });

  it('an API answer may not run anything, be framed, be sniffed or be read by another origin', async () => {
    const headers = await headersFor('http://localhost:3000', '/api/health');
    expect(headers).toMatchInlineSnapshot(`
      {
        "content-security-policy": "default-src 'none';frame-ancestors 'none'",
        "cross-origin-opener-policy": undefined,
        "cross-origin-resource-policy": "same-origin",
        "origin-agent-cluster": undefined,
        "referrer-policy": undefined,
        "strict-transport-security": undefined,
        "x-content-type-options": "nosniff",
        "x-dns-prefetch-control": undefined,
        "x-download-options": undefined,
        "x-frame-options": undefined,
        "x-permitted-cross-domain-policies": undefined,
        "x-powered-by": undefined,
        "x-xss-protection": undefined,
      }
    `);
    // Errors are API answers too.
    expect((await headersFor('http://localhost:3000', '/api/nope'))['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
  });

  it('given an https public URL, documents upgrade insecure requests and every answer sends HSTS', async () => {
    const document = await headersFor('https://waypoint.example', '/api/docs/');
    expect(document['content-security-policy']).toContain('upgrade-insecure-requests');
    expect(document['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const api = await headersFor('https://waypoint.example', '/api/health');
    expect(api['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});
