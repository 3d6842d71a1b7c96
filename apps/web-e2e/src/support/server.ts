// Starts the production build (API + SPA on one port, embedded PGlite in a temp dir, mail outbox) as a child
// process, exactly as `npm start` would. The global setup starts the shared one; a test that needs other settings
// (e.g. sign-in with a provider it runs itself) starts its own with `startServer({ extraEnv })`.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const repoRoot = resolve(import.meta.dirname, '../../../..');
export const serverEntry = join(repoRoot, 'apps/api/dist/server.js');

export interface RunningServer {
  baseUrl: string;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('no port'))));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited early (code ${child.exitCode}):\n${output()}`);
    try {
      const res = await fetch(`${url}/api/ready`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The server did not become ready within 60 s:\n${output()}`);
}

/** `port`: pass one from `freePort()` when something must know the address before the server starts. */
export async function startServer(options: { extraEnv?: Record<string, string>; port?: number } = {}): Promise<RunningServer> {
  if (!existsSync(serverEntry)) {
    throw new Error(`No production build at ${serverEntry}: run "npx nx run-many -t build -p api web" first.`);
  }
  const port = options.port ?? (await freePort());
  const dataDir = mkdtempSync(join(tmpdir(), 'waypoint-e2e-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  let log = '';
  const child = spawn(process.execPath, [serverEntry], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      PGLITE_DIR: join(dataDir, 'pglite'),
      DATABASE_URL: '',
      SMTP_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
      // Every browser test file calls this one server from one address, one after another, and some save a hundred
      // things to set a scene: the production limit (300 a minute) would answer 429 to a later test. The limit is
      // tested in the API's own tests.
      RATE_LIMIT_MAX: '3000',
      ...options.extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (log += chunk));
  child.stderr?.on('data', (chunk) => (log += chunk));
  try {
    await waitForHealth(baseUrl, child, () => log);
  } catch (error) {
    child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    baseUrl,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
