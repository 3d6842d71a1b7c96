// Load test: 200 virtual users through signup -> confirm -> three assessments -> skill match -> roadmap against a
// 3-replica cluster (started here, tools/cluster), then checks that every answer sent is in the database and
// prints p50/p95/p99 per step. Exit code 1 on any error or missing answer.
//   npm run load -- [--users 200] [--replicas 3] [--questions N]      (N: answer only N questions per assessment)
// Or against a running cluster: LOAD_URL=http://127.0.0.1:8080 LOAD_DATABASE_URL=postgres://... tsx tools/load/run.ts
import { parseArgs } from 'node:util';
import { startCluster, type Cluster } from '../cluster/cluster';
import { printLoadResult, runLoad } from './load';

const { values } = parseArgs({
  options: {
    users: { type: 'string', default: '200' },
    replicas: { type: 'string', default: '3' },
    questions: { type: 'string' },
  },
});

/** Limits raised for the run: 200 users from a handful of addresses must never see 429. */
export const LOAD_ENV = { RATE_LIMIT_MAX: '100000000', AI_DAILY_QUOTA: '100000', LOG_LEVEL: 'warn' };

let cluster: Cluster | undefined;
try {
  const external = process.env.LOAD_URL && process.env.LOAD_DATABASE_URL;
  if (!external) {
    console.log(`Starting ${values.replicas} replicas behind nginx...`);
    cluster = await startCluster({ replicas: Number(values.replicas), env: LOAD_ENV });
  }
  const url = cluster?.url ?? process.env.LOAD_URL!;
  const databaseUrl = cluster?.databaseUrl ?? process.env.LOAD_DATABASE_URL!;
  console.log(`Load: ${values.users} users against ${url}`);
  const result = await runLoad({
    url,
    databaseUrl,
    users: Number(values.users),
    questionsPerAssessment: values.questions ? Number(values.questions) : undefined,
    log: (line) => console.log(line),
  });
  printLoadResult(result);
  process.exitCode = result.errors.length === 0 && result.answersStored === result.answersSent ? 0 : 1;
} finally {
  await cluster?.stop();
}
