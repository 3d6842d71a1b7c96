// PostgreSQL goes away under steady load on three replicas behind nginx, and comes back. A TCP proxy stands between
// the replicas and the server and drops every connection (and refuses new ones) for a few seconds, which is what
// the replicas see when PostgreSQL restarts; the shared server itself keeps running for the other tests.
// Signed-in users keep answering assessments the whole time, behaving like the web app: on 503 they wait for
// Retry-After and send the same answer again. While the database is away the API answers 503 in the JSON error
// shape with Retry-After; within 10 s of its return answers are saved again; at the end every answer is stored
// exactly once with the value the user last sent, and every user has one attempt per assessment.
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTcpProxy } from '../helpers/tcp-proxy';
import { createFreshPostgresDatabase } from '../helpers/test-database';
import { confirmAndSignIn, signUpVia } from './helpers/accounts-over-http';
import { CLUSTER_TEST_TIMEOUT_MS, clusterSkipReason, startClusterProcess, type ClusterHandle } from './helpers/cluster-process';

const skip = clusterSkipReason();
if (skip) console.info(`ops/cluster-database-outage: skipped: ${skip}`);

const USERS = 6;
const PAUSE_MS = 120;
const OUTAGE_MS = 3_000;
const RATINGS = ['What Is Not Working', 'Who Am I', 'Where Am I Now'];

interface Question {
  assessment_id: string;
  question_id: string;
  data: unknown;
}

describe.skipIf(!!skip)('PostgreSQL going away under load, across replicas', () => {
  let fresh: Awaited<ReturnType<typeof createFreshPostgresDatabase>>;
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
  let cluster: ClusterHandle;
  let sql: postgres.Sql;

  beforeAll(async () => {
    fresh = await createFreshPostgresDatabase();
    const direct = new URL(fresh.url);
    proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    const viaProxy = new URL(fresh.url);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    cluster = await startClusterProcess({
      replicas: 3,
      env: { CLUSTER_DATABASE_URL: viaProxy.toString(), RATE_LIMIT_MAX: '1000000', RETRY_AFTER_SECONDS: '1' },
    });
    // The test reads the outbox and checks the rows past the proxy, so its own view never goes dark.
    sql = postgres(fresh.url, { max: 2, onnotice: () => {} });
  }, CLUSTER_TEST_TIMEOUT_MS);

  afterAll(async () => {
    await cluster?.stop();
    await sql?.end();
    await proxy?.close();
    await fresh?.drop();
  }, 60_000);

  it('answers 503 with Retry-After while down, recovers within 10 s, and loses or doubles no answer', async () => {
    const origin = cluster.url;
    const run = Date.now();
    const users = await Promise.all(
      Array.from({ length: USERS }, async (_, n) => {
        const email = `outage.${run}.${n}@example.com`;
        await signUpVia(cluster.url, origin, email);
        return { email, cookie: await confirmAndSignIn(cluster.url, origin, email, sql) };
      }),
    );
    const questions: Question[] = [];
    for (const title of RATINGS) {
      const res = await fetch(`${cluster.url}/api/assessment/by-title?title=${encodeURIComponent(title)}`, { headers: { cookie: users[0]!.cookie } });
      const body = (await res.json()) as { assessment_id: string; questions: { question_id: string; data: unknown }[] };
      questions.push(...body.questions.map((q) => ({ assessment_id: body.assessment_id, question_id: q.question_id, data: q.data })));
    }

    const failures: string[] = [];
    const unavailable: { retryAfter: string | null; code: unknown }[] = [];
    const savedAt: number[] = [];
    /** What each user was last told was saved, by question. */
    const sent = users.map(() => new Map<string, string>());

    const submit = async (user: (typeof users)[number], question: Question, selection: string) => {
      const deadline = Date.now() + 30_000;
      while (Date.now() < deadline) {
        let res: Response;
        try {
          res = await fetch(`${cluster.url}/api/assessment/submit`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', origin, cookie: user.cookie },
            body: JSON.stringify({
              assessment_id: question.assessment_id,
              question_id: question.question_id,
              question_data: question.data,
              answer_data: { type: 'scale', selection },
            }),
          });
        } catch (error) {
          failures.push(`network: ${String(error)}`);
          return false;
        }
        const body = (await res.json().catch(() => null)) as { code?: unknown } | null;
        if (res.status === 200) {
          savedAt.push(Date.now());
          return true;
        }
        if (res.status !== 503) {
          failures.push(`${res.status} ${JSON.stringify(body)}`);
          return false;
        }
        const retryAfter = res.headers.get('retry-after');
        unavailable.push({ retryAfter, code: body?.code });
        await new Promise((r) => setTimeout(r, Math.min(Number(retryAfter) || 1, 5) * 1_000));
      }
      failures.push('gave up after 30 s of 503');
      return false;
    };

    const answering = users.map(async (user, n) => {
      for (const [i, question] of questions.entries()) {
        const selection = String(((n + i) % 5) + 1);
        if (await submit(user, question, selection)) sent[n]!.set(question.question_id, selection);
        await new Promise((r) => setTimeout(r, PAUSE_MS));
      }
    });

    await new Promise((r) => setTimeout(r, 1_500));
    const savedBeforeOutage = savedAt.length;
    proxy.cut();
    await new Promise((r) => setTimeout(r, OUTAGE_MS));
    proxy.restore();
    const restoredAt = Date.now();
    await Promise.all(answering);

    expect(failures).toEqual([]);
    expect(savedBeforeOutage).toBeGreaterThan(USERS);
    // While the database was away, clients were told to come back, in the API's error shape.
    expect(unavailable.length).toBeGreaterThan(0);
    expect(unavailable.every((u) => u.retryAfter === '1' && u.code === 'DATABASE_UNAVAILABLE')).toBe(true);
    const firstSaveAfter = savedAt.filter((t) => t >= restoredAt).sort((a, b) => a - b)[0];
    expect(firstSaveAfter).toBeDefined();
    expect(firstSaveAfter! - restoredAt).toBeLessThan(10_000);
    console.info(`ops/cluster-database-outage: ${savedAt.length} answers saved, ${unavailable.length} answered 503 while down, saving again ${firstSaveAfter! - restoredAt} ms after the database returned`);

    const rows = await sql<{ email: string; question_id: string; selection: string; attempts: number }[]>`
      select u.email, a.question_id, a.answer_data->>'selection' as selection,
        (select count(*)::int from assessment_attempts t2 where t2.user_id = u.id and t2.assessment_id = t.assessment_id) as attempts
      from assessment_answers a
      join assessment_attempts t on t.id = a.attempt_id
      join users u on u.id = t.user_id
      where u.email like ${`outage.${run}.%`}`;
    expect(rows).toHaveLength(USERS * questions.length);
    for (const [n, user] of users.entries()) {
      const stored = new Map(rows.filter((r) => r.email === user.email).map((r) => [r.question_id, r.selection]));
      expect(stored).toEqual(sent[n]);
    }
    expect(rows.every((r) => r.attempts === 1)).toBe(true);
  }, CLUSTER_TEST_TIMEOUT_MS);
});
