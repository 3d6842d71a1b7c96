// `npm run bench:cluster`: throughput of GET /api/check-auth (the session check) and POST /api/assessment/submit through
// nginx with 1 replica and with 3 replicas on this machine, printed as the ratio 3/1, then the load test's latency
// table (tools/load) against the 3-replica cluster. Needs nginx, the local PostgreSQL and Redis, and the API build.
// On a 2-core machine the ratio stays near 1: the replicas, nginx, PostgreSQL and the load generator share the cores.
import autocannon from 'autocannon';
import postgres from 'postgres';
import { startCluster, type Cluster } from '../cluster/cluster';
import { printLoadResult, runLoad, solveRobotCheck } from '../load/load';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 40);
const LOAD_USERS = Number(process.env.BENCH_LOAD_USERS ?? 200);
const ENV = { RATE_LIMIT_MAX: '100000000', AI_DAILY_QUOTA: '100000', LOG_LEVEL: 'warn' };

/** One signed-in user and one answer to submit (signup through the API, link from the outbox). */
async function signedInRequest(cluster: Cluster) {
  const json = { 'content-type': 'application/json', origin: cluster.url };
  const email = `bench.${Date.now()}@example.com`;
  const password = 'violet tractor lemonade';
  const altcha = await solveRobotCheck((await (await fetch(`${cluster.url}/api/altcha/challenge`)).json()) as Parameters<typeof solveRobotCheck>[0]);
  const signup = await fetch(`${cluster.url}/api/users`, { method: 'POST', headers: json, body: JSON.stringify({ full_name: 'Bench User', email, password, altcha }) });
  if (signup.status !== 201) throw new Error(`signup: ${signup.status} ${await signup.text()}`);
  const sql = postgres(cluster.databaseUrl, { max: 1, onnotice: () => {} });
  const [row] = await sql<{ text: string }[]>`select text from outbox where "to" = ${email} limit 1`;
  await sql.end();
  const token = row ? /\/email-confirmation\/([A-Za-z0-9_-]+)/.exec(row.text)?.[1] : undefined;
  await fetch(`${cluster.url}/api/confirm-email/${token}/`);
  const login = await fetch(`${cluster.url}/api/login`, { method: 'POST', headers: json, body: JSON.stringify({ email, password }) });
  const cookie = login.headers.getSetCookie().map((h) => h.split(';')[0]).join('; ');
  const assessment = (await (await fetch(`${cluster.url}/api/assessment/by-title?title=What%20Is%20Not%20Working`)).json()) as { assessment_id: string; questions: { question_id: string; data: unknown }[] };
  const question = assessment.questions[0]!;
  const submitBody = JSON.stringify({ assessment_id: assessment.assessment_id, question_id: question.question_id, question_data: question.data, answer_data: { type: 'scale', selection: '4' } });
  return { headers: { ...json, cookie }, submitBody };
}

async function measure(cluster: Cluster): Promise<{ me: number; submit: number; errors: number }> {
  const { headers, submitBody } = await signedInRequest(cluster);
  const run = (path: string, method: 'GET' | 'POST', body?: string) =>
    autocannon({ url: `${cluster.url}${path}`, method, headers, body, connections: CONNECTIONS, duration: DURATION_S });
  const me = await run('/api/check-auth', 'GET');
  const submit = await run('/api/assessment/submit', 'POST', submitBody);
  return { me: me.requests.average, submit: submit.requests.average, errors: me.errors + me.non2xx + submit.errors + submit.non2xx };
}

const results: Record<number, { me: number; submit: number; errors: number }> = {};
for (const replicas of [1, 3]) {
  console.log(`Measuring with ${replicas} replica(s) behind nginx (${CONNECTIONS} connections, ${DURATION_S} s per route)...`);
  const cluster = await startCluster({ replicas, env: ENV });
  try {
    results[replicas] = await measure(cluster);
  } finally {
    await cluster.stop();
  }
}
console.table(
  [1, 3].map((n) => ({ replicas: n, 'GET /api/check-auth req/s': Math.round(results[n]!.me), 'POST /api/assessment/submit req/s': Math.round(results[n]!.submit), 'errors + non-2xx': results[n]!.errors })),
);
console.log(`3/1 ratio: check-auth ${(results[3]!.me / results[1]!.me).toFixed(2)}, submit ${(results[3]!.submit / results[1]!.submit).toFixed(2)}`);

console.log(`\nLoad test: ${LOAD_USERS} users against 3 replicas...`);
const cluster = await startCluster({ replicas: 3, env: ENV });
try {
  const load = await runLoad({ url: cluster.url, databaseUrl: cluster.databaseUrl, users: LOAD_USERS, log: (line) => console.log(line) });
  printLoadResult(load);
  if (load.errors.length > 0 || load.answersStored !== load.answersSent) process.exitCode = 1;
} finally {
  await cluster.stop();
}
