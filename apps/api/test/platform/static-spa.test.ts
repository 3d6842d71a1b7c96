import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';

describe('serving the built SPA', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'waypoint-dist-'));
    await mkdir(join(dist, 'assets'));
    await writeFile(join(dist, 'index.html'), '<!doctype html><div id="root"></div><script type="module" src="/assets/app-abc123.js"></script>');
    await writeFile(join(dist, 'assets', 'app-abc123.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
    await writeFile(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    t = await buildTestApp({ WEB_DIST_DIR: dist });
  });
  afterAll(async () => {
    await t.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('serves hashed assets immutable for a year, compressed', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString('utf8')).toBe(`console.log(${JSON.stringify('x'.repeat(4000))});`);
  });

  it('serves index.html with no-cache at / and for client routes', async () => {
    for (const url of ['/', '/dashboard', '/careers/15-1252.00']) {
      // Regression: an occupation code's '.00' is not a file extension, so the careers page is a client route.
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('opens the web app for a page address that does not decode (a link cut short), but not for an API path', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/email-confirmation/%E0%A4%A' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');
    const api = await t.app.inject({ method: 'GET', url: '/api/careers/%E0%A4%A' });
    expect(api.statusCode).toBe(400);
    expect(api.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('serves the favicon', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
  });

  it('does not fall back for files, non-GET requests or /api paths', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/robots.txt' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/assets/missing-123.js' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/dashboard' })).statusCode).toBe(404);
    const api = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('serves the API docs under the CSP (no inline scripts)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toMatch(/<script>(?!\s*<\/script>)/);
    expect((await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json()).toMatchObject({ openapi: '3.1.0' });
  });
});

describe('serving the prerendered public pages (web build with spa.html)', () => {
  let t: TestApp;
  let dist: string;
  const publicUrl = 'https://waypoint.example';
  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'waypoint-dist-'));
    await mkdir(join(dist, 'assets'));
    await mkdir(join(dist, 'about'));
    const page = (h1: string, path: string) =>
      `<!doctype html><meta property="og:url" content="%PUBLIC_URL%${path}" /><div id="root"><main><h1>${h1}</h1></main></div>`;
    await writeFile(join(dist, 'spa.html'), '<!doctype html><title>template</title><div id="root"></div>');
    await writeFile(join(dist, 'index.html'), page('Empower your career journey', '/'));
    await writeFile(join(dist, 'about', 'index.html'), page('About us', '/about'));
    // A directory under assets/ is never a page, even with an index.html in it.
    await mkdir(join(dist, 'assets', 'nested'));
    await writeFile(join(dist, 'assets', 'nested', 'index.html'), page('not a page', '/assets/nested'));
    t = await buildTestApp({ WEB_DIST_DIR: dist, PUBLIC_URL: publicUrl });
  });
  afterAll(async () => {
    await t.close();
    await rm(dist, { recursive: true, force: true });
  });

  it.each([
    ['/', 'Empower your career journey', `${publicUrl}/`],
    ['/about', 'About us', `${publicUrl}/about`],
    ['/about/', 'About us', `${publicUrl}/about`],
    ['/about?utm_source=x', 'About us', `${publicUrl}/about`],
  ])('serves %s prerendered, uncached, with og:url on PUBLIC_URL', async (url, h1, ogUrl) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain(`<h1>${h1}</h1>`);
    expect(res.body).toContain(`content="${ogUrl}"`);
    expect(res.body).not.toContain('%PUBLIC_URL%');
  });

  it('answers a revalidation with 304 while the page is unchanged', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/about' });
    const etag = first.headers.etag;
    expect(etag).toBeTruthy();
    const again = await t.app.inject({ method: 'GET', url: '/about', headers: { 'if-none-match': String(etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('serves the plain template (spa.html) for every other client route', async () => {
    for (const url of ['/dashboard', '/careers/15-1252', '/assets/nested', '/about/team']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<title>template</title>');
    }
  });

  it('leaves /api/* to the API', async () => {
    const api = await t.app.inject({ method: 'GET', url: '/api/about' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await t.app.inject({ method: 'POST', url: '/about' })).statusCode).toBe(404);
  });
});
