// Starts `tools/cluster/run.ts --json` (N production API processes behind nginx on PostgreSQL and Redis) as a child
// process and talks to it over stdin/stdout. A child process rather than an import: the cluster tool belongs to
// the tools project, and the boundary between projects stays clean.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { testDbKind } from '../../helpers/test-database';

const repoRoot = resolve(fileURLToPath(new URL('../../../../..', import.meta.url)));
const serverEntry = resolve(repoRoot, 'apps/api/dist/server.js');
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx', '/usr/local/bin/nginx'];

/** Why the multi-process tests cannot run here, or undefined when they can. Printed by each test file. */
export function clusterSkipReason(): string | undefined {
  if (testDbKind() !== 'postgres') return 'runs in the postgres project only (set TEST_DATABASE_URL)';
  if (!process.env.TEST_DATABASE_URL) return 'TEST_DATABASE_URL is not set';
  if (!NGINX.some((p) => existsSync(p))) return 'nginx is not installed (apt-get install -y nginx)';
  if (!existsSync(serverEntry)) return `the production build is missing (${serverEntry}): run npx nx run api:build first`;
  return undefined;
}

export interface ClusterHandle {
  url: string;
  databaseUrl: string;
  logDir: string;
  replicas: { port: number; pid: number; url: string }[];
  stopReplica(index: number, signal?: NodeJS.Signals): Promise<number | null>;
  startReplica(index: number): Promise<void>;
  stop(): Promise<void>;
}

export async function startClusterProcess(options: { replicas?: number; env?: Record<string, string> } = {}): Promise<ClusterHandle> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'tools/cluster/run.ts', '--json', '--replicas', String(options.replicas ?? 3)], {
    cwd: repoRoot,
    env: { ...process.env, CLUSTER_ADMIN_DATABASE_URL: process.env.TEST_DATABASE_URL, LOG_LEVEL: 'warn', ...options.env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  const waiting: ((event: Record<string, unknown>) => boolean)[] = [];
  const lines = createInterface({ input: child.stdout! });
  lines.on('line', (line) => {
    let event: Record<string, unknown>;
    try {
      event = JSON.parse(line) as Record<string, unknown>;
    } catch {
      return;
    }
    const i = waiting.findIndex((w) => w(event));
    if (i >= 0) waiting.splice(i, 1);
  });
  const next = (match: (event: Record<string, unknown>) => boolean, timeoutMs: number) =>
    new Promise<Record<string, unknown>>((resolveEvent, reject) => {
      const timer = setTimeout(() => reject(new Error(`cluster: no answer within ${timeoutMs} ms\n${stderr}`)), timeoutMs);
      const onExit = (code: number | null) => reject(new Error(`cluster exited with ${code}\n${stderr}`));
      child.once('exit', onExit);
      waiting.push((event) => {
        if (event.event === 'error') {
          clearTimeout(timer);
          child.off('exit', onExit);
          reject(new Error(String(event.message)));
          return true;
        }
        if (!match(event)) return false;
        clearTimeout(timer);
        child.off('exit', onExit);
        resolveEvent(event);
        return true;
      });
    });

  const ready = (await next((e) => e.event === 'ready', 150_000)) as unknown as {
    url: string;
    databaseUrl: string;
    logDir: string;
    replicas: { port: number; pid: number }[];
  };
  const replicas = ready.replicas.map((r) => ({ ...r, url: `http://127.0.0.1:${r.port}` }));
  return {
    url: ready.url,
    databaseUrl: ready.databaseUrl,
    logDir: ready.logDir,
    replicas,
    async stopReplica(index, signal = 'SIGTERM') {
      const done = next((e) => e.event === 'stopped' && e.index === index, 30_000);
      child.stdin?.write(`stop ${index} ${signal}\n`);
      return (await done).code as number | null;
    },
    async startReplica(index) {
      const done = next((e) => e.event === 'started' && e.index === index, 120_000);
      child.stdin?.write(`start ${index}\n`);
      const event = await done;
      replicas[index]!.pid = Number(event.pid);
    },
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

export const CLUSTER_TEST_TIMEOUT_MS = 115_000;
