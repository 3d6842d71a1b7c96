// The load test's virtual users: each one signs up (solving the robot check like the browser widget does),
// confirms the address with the link from the outbox, signs in, answers three assessments question by question,
// runs a skill match and plans a roadmap. Each user has its own cookie jar and its own client
// address (X-Forwarded-For: the balancer is trusted), like 200 different people. Latencies are kept per step.
import { createHash } from 'node:crypto';
import { solveChallenge } from 'altcha-lib';
import postgres from 'postgres';

export const STEPS = ['challenge', 'signup', 'confirm', 'login', 'assessment', 'submit', 'result', 'skillmatch', 'roadmap'] as const;
export type Step = (typeof STEPS)[number];

const ASSESSMENTS = ['What Is Not Working', 'Who Am I', 'Where Am I Now'];
const PASSWORD = 'violet tractor lemonade';
const SKILLMATCH = {
  currentRole: 'Graphic Designer',
  currentLevel: 'middle',
  years: 'level_3',
  companySize: '10-100',
  hardSkills: [
    { name: 'figma', proficiency: 'advanced' },
    { name: 'sql', proficiency: 'intermediate' },
  ],
  softSkills: [{ name: 'communication', proficiency: 'intermediate' }],
  relatedSkills: ['data analysis'],
  desiredRole: 'Software Engineer',
  desiredLevel: 'senior',
};
const ROADMAP = { currentRole: 'Graphic Designer', targetRole: 'Software Engineer', hoursPerWeek: 6 };

export interface LoadOptions {
  /** The balancer (or one replica); also the Origin sent with writes (PUBLIC_URL). */
  url: string;
  /** The database the API writes to: confirmation links are read from its outbox, answers counted in it. */
  databaseUrl: string;
  users?: number;
  /** Answer only the first N questions of each assessment (default: all). */
  questionsPerAssessment?: number;
  /** Users start spread over this many milliseconds. */
  rampMs?: number;
  log?: (line: string) => void;
}

export interface StepStats {
  step: Step;
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export interface LoadResult {
  users: number;
  completedUsers: number;
  requests: number;
  errors: string[];
  answersSent: number;
  answersStored: number;
  seconds: number;
  steps: StepStats[];
}

interface Challenge {
  algorithm: string;
  challenge: string;
  salt: string;
  signature: string;
  maxnumber: number;
}

/**
 * The robot check's number. SHA-256 challenges (the API's) are solved with node:crypto: altcha-lib's solver awaits
 * WebCrypto once per attempt, ~15x slower, which at the API's complexity would make 200 solves take minutes of CPU
 * on the load generator alone. Anything else goes to altcha-lib.
 */
export async function solveRobotCheck(challenge: Challenge): Promise<string> {
  let number: number | undefined;
  if (challenge.algorithm === 'SHA-256') {
    for (let n = 0; n <= challenge.maxnumber && number === undefined; n += 1) {
      if (createHash('sha256').update(challenge.salt + n).digest('hex') === challenge.challenge) number = n;
      // Yield now and then: a long synchronous solve would stall the other users' requests and skew their timings.
      if (n % 2_000 === 1_999) await new Promise((r) => setImmediate(r));
    }
  } else {
    number = (await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise)?.number;
  }
  if (number === undefined) throw new Error('robot check: no solution');
  const { algorithm, salt, signature } = challenge;
  return Buffer.from(JSON.stringify({ algorithm, challenge: challenge.challenge, number, salt, signature })).toString('base64');
}

class CookieJar {
  private cookies = new Map<string, string>();
  store(response: Response) {
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const eq = pair?.indexOf('=') ?? -1;
      if (pair && eq > 0) this.cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
    }
  }
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const users = options.users ?? 200;
  const rampMs = options.rampMs ?? 5_000;
  const log = options.log ?? (() => undefined);
  const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const sql = postgres(options.databaseUrl, { max: 4, onnotice: () => {} });
  const timings = new Map<Step, number[]>(STEPS.map((s) => [s, []]));
  const errors: string[] = [];
  let requests = 0;
  let answersSent = 0;
  let completedUsers = 0;

  async function virtualUser(n: number) {
    const jar = new CookieJar();
    const client = `10.${100 + Math.floor(n / 65_000)}.${Math.floor(n / 255) % 255}.${(n % 255) + 1}`;
    const email = `load.${run}.${n}@example.com`;
    const call = async (step: Step, path: string, init: { method?: string; body?: unknown } = {}, expected = 200) => {
      const headers: Record<string, string> = { 'x-forwarded-for': client, origin: options.url };
      const cookie = jar.header();
      if (cookie) headers.cookie = cookie;
      if (init.body !== undefined) headers['content-type'] = 'application/json';
      const started = performance.now();
      requests += 1;
      const response = await fetch(`${options.url}${path}`, {
        method: init.method ?? 'GET',
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      });
      const text = await response.text();
      timings.get(step)!.push(performance.now() - started);
      jar.store(response);
      if (response.status !== expected) throw new Error(`${step} ${path}: ${response.status} ${text.slice(0, 200)}`);
      return text ? (JSON.parse(text) as unknown) : undefined;
    };

    const altcha = await solveRobotCheck((await call('challenge', '/api/altcha/challenge')) as Challenge);
    await call('signup', '/api/users', { method: 'POST', body: { full_name: `Load User ${n}`, email, password: PASSWORD, altcha } }, 201);

    let token: string | undefined;
    for (let i = 0; i < 100 && !token; i++) {
      const [row] = await sql<{ text: string }[]>`select text from outbox where "to" = ${email} order by created_at desc limit 1`;
      token = row ? /\/email-confirmation\/([A-Za-z0-9_-]+)/.exec(row.text)?.[1] : undefined;
      if (!token) await new Promise((r) => setTimeout(r, 100));
    }
    if (!token) throw new Error('no confirmation mail in the outbox');
    await call('confirm', `/api/confirm-email/${token}/`);
    await call('login', '/api/login', { method: 'POST', body: { email, password: PASSWORD } });

    for (const title of ASSESSMENTS) {
      const assessment = (await call('assessment', `/api/assessment/by-title?title=${encodeURIComponent(title)}`)) as {
        assessment_id: string;
        questions: { question_id: string; kind: 'scale' | 'text'; data: unknown }[];
      };
      const questions = assessment.questions.slice(0, options.questionsPerAssessment ?? assessment.questions.length);
      for (const [i, question] of questions.entries()) {
        const answer = question.kind === 'scale' ? { type: 'scale', selection: String(((n + i) % 5) + 1) } : { type: 'text', text: `Answer ${i} from user ${n}` };
        await call('submit', '/api/assessment/submit', {
          method: 'POST',
          body: { assessment_id: assessment.assessment_id, question_id: question.question_id, question_data: question.data, answer_data: answer },
        });
        answersSent += 1;
      }
      await call('result', `/api/assessment/result?assessment_id=${encodeURIComponent(assessment.assessment_id)}`);
    }
    await call('skillmatch', '/api/skillmatch', { method: 'POST', body: SKILLMATCH });
    await call('roadmap', '/api/roadmap', { method: 'POST', body: ROADMAP });
    completedUsers += 1;
  }

  const started = performance.now();
  const progress = setInterval(() => log(`  ${completedUsers}/${users} users done, ${requests} requests, ${errors.length} errors`), 10_000);
  try {
    await Promise.all(
      Array.from({ length: users }, async (_, n) => {
        await new Promise((r) => setTimeout(r, (rampMs * n) / users));
        try {
          await virtualUser(n);
        } catch (error) {
          errors.push(`user ${n}: ${error instanceof Error ? error.message : String(error)}`);
        }
      }),
    );
  } finally {
    clearInterval(progress);
  }
  const seconds = (performance.now() - started) / 1000;

  // Every answer a user was told was saved must be in the database.
  const [stored] = await sql<{ n: number }[]>`
    select count(*)::int as n from assessment_answers a
    join assessment_attempts t on t.id = a.attempt_id
    join users u on u.id = t.user_id
    where u.email like ${`load.${run}.%`}`;
  await sql.end();

  const steps = STEPS.map((step) => {
    const sorted = [...(timings.get(step) ?? [])].sort((a, b) => a - b);
    return { step, count: sorted.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99), max: sorted.at(-1) ?? 0 };
  });
  return { users, completedUsers, requests, errors, answersSent, answersStored: stored?.n ?? 0, seconds, steps };
}

export function printLoadResult(result: LoadResult): void {
  console.table(
    result.steps.map((s) => ({ step: s.step, requests: s.count, 'p50 ms': Math.round(s.p50), 'p95 ms': Math.round(s.p95), 'p99 ms': Math.round(s.p99), 'max ms': Math.round(s.max) })),
  );
  console.log(
    `${result.completedUsers}/${result.users} users completed, ${result.requests} requests in ${result.seconds.toFixed(1)} s ` +
      `(${Math.round(result.requests / result.seconds)} req/s), ${result.errors.length} errors; ` +
      `answers sent ${result.answersSent}, stored ${result.answersStored}`,
  );
  for (const error of result.errors.slice(0, 10)) console.log(`  error: ${error}`);
}
