// `npm run cluster`: the scale-out topology on this machine (see cluster.ts). Prints the balancer URL and waits;
// Ctrl-C (or SIGTERM) stops everything and drops the database it created.
//   --replicas N   API processes (default 3)
//   --json         print one JSON line when ready ({ url, databaseUrl, logDir, replicas: [{ port, pid }] }) and accept
//                  commands on stdin, one per line: `stop <index> [SIGNAL]`, `start <index>` (used by the ops tests)
//   --echo-logs    copy the replicas' JSON logs to stderr
//   --keep-logs    keep the log folder after stopping
// Environment: CLUSTER_ADMIN_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) where the run's
// database is created, or CLUSTER_DATABASE_URL to use an existing one; REDIS_URL (default redis://127.0.0.1:6379);
// SMTP_URL; anything else (RATE_LIMIT_MAX, METRICS_TOKEN, ...) reaches every replica as is.
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { startCluster } from './cluster';

const { values } = parseArgs({
  options: {
    replicas: { type: 'string', default: '3' },
    json: { type: 'boolean', default: false },
    'echo-logs': { type: 'boolean', default: false },
    'keep-logs': { type: 'boolean', default: false },
  },
});

const replicas = Number(values.replicas);
if (!Number.isInteger(replicas) || replicas < 1 || replicas > 16) {
  console.error('--replicas must be an integer from 1 to 16');
  process.exit(2);
}

let cluster: Awaited<ReturnType<typeof startCluster>>;
try {
  cluster = await startCluster({
    replicas,
    databaseUrl: process.env.CLUSTER_DATABASE_URL || undefined,
    adminDatabaseUrl: process.env.CLUSTER_ADMIN_DATABASE_URL || undefined,
    redisUrl: process.env.REDIS_URL || undefined,
    smtpUrl: process.env.SMTP_URL || undefined,
    echoLogs: values['echo-logs'],
    keepLogs: values['keep-logs'],
  });
} catch (error) {
  console.error(`cluster: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

const describe = () => ({
  event: 'ready',
  url: cluster.url,
  databaseUrl: cluster.databaseUrl,
  logDir: cluster.logDir,
  replicas: cluster.replicas.map((r) => ({ port: r.port, pid: r.process?.pid })),
});

if (values.json) {
  console.log(JSON.stringify(describe()));
  const lines = createInterface({ input: process.stdin });
  lines.on('line', (line) => {
    const [command, index, signal] = line.trim().split(/\s+/);
    const i = Number(index);
    const reply = (event: Record<string, unknown>) => console.log(JSON.stringify(event));
    if (command === 'stop') {
      void cluster.stopReplica(i, (signal as NodeJS.Signals | undefined) ?? 'SIGTERM').then(
        (code) => reply({ event: 'stopped', index: i, code }),
        (error: unknown) => reply({ event: 'error', message: String(error) }),
      );
    } else if (command === 'start') {
      void cluster.startReplica(i).then(
        () => reply({ event: 'started', index: i, pid: cluster.replicas[i]?.process?.pid }),
        (error: unknown) => reply({ event: 'error', message: String(error) }),
      );
    } else if (command) reply({ event: 'error', message: `unknown command ${command}` });
  });
} else {
  console.log(`Waypoint cluster: ${cluster.url} (nginx -> ${cluster.replicas.map((r) => r.url).join(', ')})`);
  console.log(`Database ${cluster.databaseUrl}; logs in ${cluster.logDir}. Ctrl-C to stop.`);
}

let stopping = false;
const shutdown = async () => {
  if (stopping) return;
  stopping = true;
  await cluster.stop();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
// The ops tests' harness closes stdin when it goes away: never leave a cluster behind.
if (values.json) process.stdin.on('end', () => void shutdown());
