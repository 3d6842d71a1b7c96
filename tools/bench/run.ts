// Benchmark (not a test): the production server against a bare Fastify hello-world on this machine.
// Expects a built server (apps/api/dist/server.js; run the api build first). Usage: npm run bench
// Add a row = add a scenario to SCENARIOS.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { freePort } from '../cluster/cluster';
import { largeCatalogue, SKILLMATCH_BODY, SKILLMATCH_HEADERS, startServerWithCatalogue } from './skillmatch-bench';
import { startMailSink, submitRequest } from './assessment-session';
import { argon2HashesPerSecond, confirmedUser, sessionCookie } from './login-bench';

interface Scenario {
  name: string;
  /** 'api-large': a second server whose catalogue has ~1,000 occupations (see skillmatch-bench.ts). */
  target: 'api' | 'hello' | 'api-large';
  path: string;
  method?: 'GET' | 'POST';
  body?: string;
  headers?: Record<string, string>;
  /** Runs once before measuring (e.g. to sign in); its headers and body are used for the requests. */
  prepare?: (port: number) => Promise<{ headers: Record<string, string>; body: string }>;
  /** Prints this scenario's throughput as a ratio of the hello-world ceiling against this target. */
  targetRatio?: number;
  /** The ceiling of targetRatio when it is not hello-world: raw argon2id hashes/s measured in this run. */
  baseline?: 'argon2id';
}

const BENCH_ORIGIN = 'http://localhost:3000';

const SCENARIOS: Scenario[] = [
  { name: 'hello-world (bare Fastify)', target: 'hello', path: '/hello' },
  { name: 'GET /api/health', target: 'api', path: '/api/health', targetRatio: 0.8 },
  { name: 'GET /api/ready (database ping)', target: 'api', path: '/api/ready' },
  {
    name: 'POST /api/assessment/submit (signed in)',
    target: 'api',
    path: '/api/assessment/submit',
    method: 'POST',
    prepare: (port) => submitRequest(port, mailSink, 'http://localhost:3000'),
    targetRatio: 0.3,
  },
  {
    name: 'POST /api/skillmatch (default catalogue)',
    target: 'api',
    path: '/api/skillmatch',
    method: 'POST',
    body: SKILLMATCH_BODY,
    headers: SKILLMATCH_HEADERS,
    targetRatio: 0.3,
  },
  {
    name: 'POST /api/skillmatch (~1,000 occupations)',
    target: 'api-large',
    path: '/api/skillmatch',
    method: 'POST',
    body: SKILLMATCH_BODY,
    headers: SKILLMATCH_HEADERS,
    targetRatio: 0.1,
  },
  {
    name: 'GET /api/check-auth (signed in)',
    target: 'api',
    path: '/api/check-auth',
    prepare: async (port) => ({ headers: { cookie: await sessionCookie(port, await confirmedUser(port, mailSink, BENCH_ORIGIN)) }, body: '' }),
    targetRatio: 0.4,
  },
  {
    // Successful logins only: the robot check and the lockouts count failures, and the server runs with a huge
    // RATE_LIMIT_MAX, so every request does the full argon2id verify and starts a session.
    name: 'POST /api/login (correct password)',
    target: 'api',
    path: '/api/login',
    method: 'POST',
    prepare: async (port) => {
      const user = await confirmedUser(port, mailSink, BENCH_ORIGIN);
      return { headers: user.headers, body: JSON.stringify({ email: user.email, password: user.password }) };
    },
    targetRatio: 0.8,
    baseline: 'argon2id',
  },
];

// The submit scenario signs a user in; the production server has no dev outbox, so its mail goes to this sink.
const mailSink = await startMailSink();

const CONNECTIONS = 10;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 5);
// Unmeasured load before each measurement: the first seconds of a route run unoptimised code (V8 compiles hot
// functions as they warm up) and would count against whichever row happens to come first.
const WARMUP_S = Number(process.env.BENCH_WARMUP_S ?? 2);
// Each row is measured this many times, alternating with its ceiling, and reported from the median pair: one pair
// is at the mercy of whatever else the machine did during those seconds.
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
// BENCH_ONLY=check-auth: only the rows whose name contains it (when profiling one route); several, comma-separated.
const ONLY = process.env.BENCH_ONLY?.split(',');
const selected = (s: Scenario) => !ONLY || ONLY.some((part) => s.name.includes(part));
// BENCH_API_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof": node flags for the API servers (Node refuses --cpu-prof
// in NODE_OPTIONS); a profile is written when the bench stops them.
const API_NODE_ARGS = (process.env.BENCH_API_NODE_ARGS ?? '').split(' ').filter(Boolean);

const repoRoot = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const serverEntry = join(repoRoot, 'apps/api/dist/server.js');

function start(command: string, args: string[], env: NodeJS.ProcessEnv, ready: RegExp): Promise<{ child: ChildProcess; port: number }> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const timer = setTimeout(() => reject(new Error(`${args.join(' ')} did not start in time:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = ready.exec(output);
      if (match) {
        clearTimeout(timer);
        resolvePromise({ child, port: Number(match[1]) });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}:\n${output}`)));
  });
}

async function waitForReady(port: number): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the API did not become ready within 90 s');
}

/** Waits until the processes together use under 5% of a core over a second (at most 30 s). */
async function waitUntilIdle(pids: (number | undefined)[]): Promise<void> {
  const total = () => pids.reduce<number>((sum, pid) => sum + (cpuMicros(pid) ?? 0), 0);
  const deadline = Date.now() + 30_000;
  let before = total();
  while (Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 1000));
    const now = total();
    if (now - before < 50_000) return;
    before = now;
  }
  console.error('Servers still busy after 30 s; measuring anyway.');
}

/**
 * CPU time (user + system) a process has used so far, in microseconds, from /proc (Linux; undefined elsewhere).
 * Per request it is a steadier figure than throughput on a shared machine: it does not move with what else runs.
 */
function cpuMicros(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    const CLOCK_TICKS_PER_SECOND = 100; // USER_HZ on every mainstream Linux build
    return ((Number(fields[11]) + Number(fields[12])) * 1_000_000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

interface Measurement {
  rps: number;
  cpuPerRequest: number | undefined;
  p99: number;
  errors: number;
  non2xx: number;
}

async function measure(target: { port: number; pid?: number | undefined }, scenario: Scenario, warmUp: boolean): Promise<Measurement> {
  const load = (duration: number) =>
    autocannon({
      url: `http://127.0.0.1:${target.port}${scenario.path}`,
      method: scenario.method ?? 'GET',
      body: scenario.body || undefined,
      headers: scenario.headers,
      connections: CONNECTIONS,
      duration,
    });
  if (warmUp && WARMUP_S > 0) await load(WARMUP_S);
  const cpuBefore = cpuMicros(target.pid);
  const result = await load(DURATION_S);
  const cpuAfter = cpuMicros(target.pid);
  const cpuPerRequest = cpuBefore !== undefined && cpuAfter !== undefined && result.requests.total > 0 ? (cpuAfter - cpuBefore) / result.requests.total : undefined;
  return { rps: result.requests.average, cpuPerRequest, p99: result.latency.p99, errors: result.errors, non2xx: result.non2xx };
}

async function main() {
  if (!existsSync(serverEntry)) {
    console.error(`Missing ${serverEntry}: build the API first (npx nx run api:build).`);
    process.exit(1);
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'waypoint-bench-'));
  const children: ChildProcess[] = [];
  try {
    // The production server with production logging (info) on a port picked here; ready once /api/ready answers.
    const apiPort = await freePort();
    const apiChild = spawn(process.execPath, [...API_NODE_ARGS, serverEntry], {
      env: { ...process.env, PORT: String(apiPort), HOST: '127.0.0.1', PGLITE_DIR: join(dataDir, 'pglite'), DATABASE_URL: '', NODE_ENV: 'production', RATE_LIMIT_MAX: '100000000', SMTP_URL: mailSink.url, PUBLIC_URL: 'http://localhost:3000' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    children.push(apiChild);
    await waitForReady(apiPort);
    const api = { port: apiPort, pid: apiChild.pid };
    const helloServer = await start(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./hello-world.ts', import.meta.url))], { PORT: '0' }, /listening (\d+)/);
    children.push(helloServer.child);

    // The large-catalogue server starts only when a scenario needs it (loading ~1,000 occupations takes a while).
    let large: { port: number; pid: number | undefined } | undefined;
    if (SCENARIOS.some((s) => s.target === 'api-large' && selected(s))) {
      const { catalogue, what } = await largeCatalogue(join(repoRoot, '../shared/data'));
      console.error(`Large catalogue: ${what}`);
      const port = await freePort();
      const largeChild = await startServerWithCatalogue({
        serverEntry,
        dataDir,
        port,
        catalogue,
        nodeArgs: API_NODE_ARGS,
        env: { HOST: '127.0.0.1', DATABASE_URL: '', NODE_ENV: 'production', RATE_LIMIT_MAX: '100000000', SMTP_URL: mailSink.url, PUBLIC_URL: 'http://localhost:3000' },
      });
      children.push(largeChild);
      await waitForReady(port);
      large = { port, pid: largeChild.pid };
    }

    // A server that has just become ready is still busy for a while (V8 compiling, collecting start-up garbage,
    // the other server loading its catalogue): measuring then would count that work against the first rows.
    await waitUntilIdle([apiChild.pid, large?.pid, helloServer.child.pid]);

    // Each scenario is measured right after a fresh hello-world measurement, and its ratio uses that pair: on a
    // shared machine the ceiling drifts during a run, and a single early ceiling would blame the drift on the API.
    const rows: Record<string, string | number>[] = [];
    const hello = SCENARIOS.find((s) => s.target === 'hello')!;
    let below = 0;
    for (const scenario of SCENARIOS.filter((s) => s !== hello && selected(s))) {
      const server = scenario.target === 'api' ? api : large!;
      const prepared = scenario.prepare ? { ...scenario, ...(await scenario.prepare(server.port)) } : scenario;
      // The login ceiling: raw argon2id hashes/s on the same cores while the servers idle, with as many hashes in
      // flight as autocannon has connections.
      const pairs: { ceiling: number; ceilingCpu: number | undefined; run: Measurement; ratio: number }[] = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        let ceiling: number;
        let ceilingCpu: number | undefined;
        if (scenario.baseline === 'argon2id') ceiling = await argon2HashesPerSecond(CONNECTIONS, DURATION_S * 1000);
        else {
          const helloRun = await measure({ port: helloServer.port, pid: helloServer.child.pid }, hello, round === 0);
          ceiling = helloRun.rps;
          ceilingCpu = helloRun.cpuPerRequest;
        }
        const run = await measure(server, prepared, round === 0);
        pairs.push({ ceiling, ceilingCpu, run, ratio: run.rps / ceiling });
      }
      const byRatio = [...pairs].sort((a, b) => a.ratio - b.ratio);
      const { ceiling, ceilingCpu, run: r, ratio } = byRatio[Math.floor(byRatio.length / 2)]!;
      const target = scenario.targetRatio;
      if (target !== undefined && ratio < target) below += 1;
      rows.push({
        scenario: scenario.name,
        'req/s': Math.round(r.rps),
        'ceiling req/s': Math.round(ceiling),
        ratio: ratio.toFixed(2),
        'ratio range': `${byRatio[0]!.ratio.toFixed(2)}-${byRatio[byRatio.length - 1]!.ratio.toFixed(2)}`,
        target: target === undefined ? '' : `>= ${target}${ratio >= target ? ' OK' : ' BELOW'}`,
        'CPU us/req': r.cpuPerRequest === undefined ? '' : Number(r.cpuPerRequest.toPrecision(3)),
        'CPU ratio': ceilingCpu === undefined || r.cpuPerRequest === undefined ? '' : (ceilingCpu / r.cpuPerRequest).toFixed(2),
        'p99 ms': r.p99,
        errors: pairs.reduce((sum, p) => sum + p.run.errors, 0),
        non2xx: pairs.reduce((sum, p) => sum + p.run.non2xx, 0),
      });
    }
    console.table(rows);
    console.log(`Ceiling: a bare Fastify hello-world measured just before each row; for login, argon2id hashes/s. Each row: the median of ${ROUNDS} pairs (ratio range: all of them).`);
    console.log("CPU us/req: the server process's CPU time (user + system) per request; CPU ratio: the hello-world's over the row's.");
    console.log(below === 0 ? 'Every target met.' : `${below} row(s) below target.`);
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    await rm(dataDir, { recursive: true, force: true });
    await mailSink.close();
  }
}

await main();
