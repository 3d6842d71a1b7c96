import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { request as httpRequest, Agent } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { shutDownGracefully } from '../../src/lib/graceful-shutdown';
import { buildTestApp } from '../helpers/build-test-app';

function get(port: number, path: string, agent?: Agent): Promise<{ status: number; body: string }> {
  return new Promise((resolvePromise, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, agent }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolvePromise({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('graceful shutdown', () => {
  it('under load, lets in-flight requests finish and answers new ones with a JSON 503', async () => {
    const t = await buildTestApp({ ready: false });
    // A slow route stands in for real work that is in flight when SIGTERM arrives.
    let entered = 0;
    t.app.get('/api/test-slow', async () => {
      entered += 1;
      await new Promise((r) => setTimeout(r, 700));
      return { done: true };
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;

    const keepAlive = new Agent({ keepAlive: true, maxSockets: 1 });
    await get(port, '/api/health', keepAlive); // opens the kept-alive socket the late request reuses

    const inFlight = Array.from({ length: 25 }, () => get(port, '/api/test-slow'));
    // Shut down only once every request is really in flight (inside the handler), however loaded the machine is.
    while (entered < inFlight.length) await new Promise((r) => setTimeout(r, 10));
    const started = Date.now();
    const shutdown = shutDownGracefully(t.app, { drainMs: 300 });
    const late = await get(port, '/api/health', keepAlive);

    const results = await Promise.all(inFlight);
    await shutdown;
    keepAlive.destroy();
    await t.close();

    expect(results.every((r) => r.status === 200 && JSON.parse(r.body).done === true)).toBe(true);
    expect(late.status).toBe(503);
    expect(JSON.parse(late.body)).toMatchObject({ code: 'SHUTTING_DOWN', request_id: expect.any(String) });
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('the real server exits 0 within 10 s of SIGTERM and closes the database', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'waypoint-shutdown-'));
    const apiRoot = resolve(import.meta.dirname, '../..');
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: apiRoot,
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', PGLITE_DIR: join(dir, 'db'), LOG_LEVEL: 'info', NODE_ENV: 'production', DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    try {
      const port = await new Promise<number>((resolvePort, reject) => {
        // Generous: a cold start compiles the server with tsx and migrates a new database, slow on a busy 2-core box.
        const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 120_000);
        child.stdout.on('data', () => {
          const match = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
          if (match) {
            clearTimeout(timer);
            resolvePort(Number(match[1]));
          }
        });
      });
      expect((await get(port, '/api/ready')).status).toBe(200);
      const started = Date.now();
      child.kill('SIGTERM');
      const code = await new Promise<number | null>((r) => child.on('exit', (c) => r(c)));
      expect(code).toBe(0);
      expect(Date.now() - started).toBeLessThan(10_000);
      expect(output).toContain('shutting down gracefully');
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      await rm(dir, { recursive: true, force: true });
    }
  }, 150_000);
});
